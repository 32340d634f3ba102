// Wires the parts together: org directory, job store, queue, runner, bundle store, app. main.ts calls this with
// settings from the environment; end-to-end tests call it with their own (and their own exporter if they like).
// Two set-ups: embedded (in-process queue, JSON job files, in-memory rate limit, the exports run here) and, with
// `redisUrl`, a cluster API process (BullMQ queue, records and limits in Redis, bundles in S3, no exports here).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import { CLUSTER_NEEDS_S3 } from '../../src/store/from-env.ts';
import { createFsStore, type FsBundleStore } from '../../src/store/fs-store.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { StaticExportError } from '../../src/core/errors.ts';
import { createLocalJobQueue } from './job-queue.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { openFileJobStore, type JobStore } from '../jobs/job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import { createOrgDirectory, type OrgDirectory } from '../jobs/org-directory.ts';
import { createHeadersFor, createPolicyFor } from '../jobs/org-policy.ts';
import { createSigningKeyFor } from '../jobs/signing-keys.ts';
import { createRateLimiter } from './rate-limit.ts';
import { CLUSTER_PACKAGES } from '../jobs/redis-keys.ts';
import { importOptional } from '../../src/core/optional-package.ts';
import { guardRateLimiter, guardRunner, guardStore } from './redis-unavailable.ts';
import type { ExportBundleFn } from '../jobs/run-types.ts';
import type { ServiceSettings } from '../jobs/service-settings.ts';
import type { probeSite } from './site-probe.ts';
import type { H3 } from 'h3';

export interface ServiceParts {
  exportBundle: ExportBundleFn;
  logger: Logger;
  /** S3 (or any) store; default the embedded filesystem store under `<dataDir>/bundles`. */
  bundleStore?: BundleStore;
  probe?: typeof probeSite;
}

export interface Services {
  app: H3;
  runner: JobRunner;
  jobs: JobStore;
  orgs: OrgDirectory;
  bundleStore: BundleStore;
  deps: AppDeps;
}

/** The fs-store signing key: stable across restarts, so links stay valid until they expire. */
async function linkSecret(dataDir: string, given?: string): Promise<string> {
  if (given) return given;
  const file = join(dataDir, 'link-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 43) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function createServices(settings: ServiceSettings, parts: ServiceParts): Promise<Services> {
  if (settings.redisUrl) return createClusterServices(settings, settings.redisUrl, parts);
  const { logger } = parts;
  await mkdir(settings.dataDir, { recursive: true });
  const orgs = createOrgDirectory(settings.configPath, logger);
  const jobs = await openFileJobStore({ dir: join(settings.dataDir, 'jobs'), logger });
  let downloads: FsBundleStore | undefined;
  let bundleStore = parts.bundleStore;
  if (!bundleStore) {
    downloads = createFsStore({
      dir: join(settings.dataDir, 'bundles'),
      publicBaseUrl: `${settings.publicUrl.replace(/\/+$/, '')}/v1`,
      secret: await linkSecret(settings.dataDir, settings.linkSecret),
    });
    bundleStore = downloads;
    // This process holds the data-directory lock, so a partial copy here is a crash's leftover.
    await downloads.sweepPartials();
  }

  const policyFor = createPolicyFor(orgs, settings.allowPrivate);

  const headersFor = createHeadersFor(orgs);

  const signingKeyFor = createSigningKeyFor(orgs);
  const runner = createJobRunner({
    headersFor,
    signingKeyFor,
    store: jobs,
    queue: createLocalJobQueue({ concurrency: settings.jobsAtOnce }),
    bundleStore,
    exportBundle: parts.exportBundle,
    policyFor,
    workDir: join(settings.dataDir, 'work'),
    logger,
    maxAttempts: settings.maxAttempts,
    ...(settings.maxJobMs ? { maxJobMs: settings.maxJobMs } : {}),
    ...(settings.maxJobBytes ? { maxJobBytes: settings.maxJobBytes } : {}),
    ...(settings.engineOptions ? { engineOptions: settings.engineOptions } : {}),
  });

  const deps: AppDeps = {
    orgs,
    jobs,
    runner,
    bundleStore,
    linkTtlSeconds: settings.linkTtlSeconds,
    limits: settings.limits,
    rateLimiter: createRateLimiter(),
    logger,
    ...(settings.allowPrivate?.length ? { allowPrivate: settings.allowPrivate } : {}),
    ...(parts.probe ? { probe: parts.probe } : {}),
    ...(downloads ? { downloads } : {}),
  };
  return { app: createApp(deps), runner, jobs, orgs, bundleStore, deps };
}

async function createClusterServices(settings: ServiceSettings, redisUrl: string, parts: ServiceParts): Promise<Services> {
  const { logger, bundleStore } = parts;
  if (bundleStore?.kind !== 's3') throw new StaticExportError('INVALID_OPTION', CLUSTER_NEEDS_S3);
  const orgs = createOrgDirectory(settings.configPath, logger);
  const { createClusterParts } = await importOptional('STATIC_EXPORT_REDIS_URL (a cluster)', CLUSTER_PACKAGES, () => import('./cluster-parts.ts'));
  const { jobs, runner, rateLimiter, health } = createClusterParts(settings, redisUrl, logger, bundleStore);
  const deps: AppDeps = {
    orgs,
    jobs: guardStore(jobs, logger),
    runner: guardRunner(runner, logger),
    bundleStore,
    linkTtlSeconds: settings.linkTtlSeconds,
    limits: settings.limits,
    rateLimiter: guardRateLimiter(rateLimiter, logger),
    logger,
    health,
    ...(parts.probe ? { probe: parts.probe } : {}),
  };
  return { app: createApp(deps), runner, jobs, orgs, bundleStore, deps };
}
