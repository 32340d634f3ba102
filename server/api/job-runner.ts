// The embedded job runner's state machine: queued → running → completed | failed, nothing else. A run is the publish
// sequence (server/jobs/run-job.ts): the archive is in the bundle store before the job is `completed`, so a bundle
// link never points at a partial archive. This module keeps what is the embedded runner's own: the queue, attempts
// across restarts, and what a failure or a shutdown does to the job.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError } from '../../src/core/errors.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import type { RequestHeaders, SiteOptions } from '../../src/core/types.ts';
import type { JobQueue } from './job-queue.ts';
import { newJobId, type JobRecord, type JobStore, type PreviousJob } from '../jobs/job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import type { ExportBundleFn, SitePolicy } from '../jobs/run-types.ts';
import { newJobRecord } from '../jobs/run-options.ts';
import { runJob } from '../jobs/run-job.ts';
import type { SigningKeyFor } from '../jobs/signing-keys.ts';

export interface JobRunnerDeps {
  store: JobStore;
  queue: JobQueue;
  bundleStore: BundleStore;
  exportBundle: ExportBundleFn;
  /** The org's connect-time policy from the current config, or why the domain may no longer be exported. */
  policyFor(org: string, domain: string): Promise<SitePolicy | { refused: string }>;
  /** The domain's secret request headers from the current config (never stored in the job record). */
  headersFor?(org: string, domain: string): Promise<RequestHeaders | undefined>;
  /** The organization's signing key, when it has one: its bundles are signed with it. */
  signingKeyFor?: SigningKeyFor;
  /** Scratch space for runs; a job's directory is removed when its run ends. */
  workDir: string;
  logger: Logger;
  /** Engine settings the operator chose (concurrency, limits); url, paths and version come from the job. */
  engineOptions?: Partial<SiteOptions>;
  /** Longest one run may take before it fails, so no job holds a slot forever. @default 1,800,000 (30 min) */
  maxJobMs?: number;
  /** Most bytes one run may fetch and write (pages, assets, payloads) before it fails. @default 2 GiB */
  maxJobBytes?: number;
  /** Runs a job may start before a restart gives up on it. Default 2. */
  maxAttempts?: number;
  now?: () => Date;
}

export interface StartInput {
  org: string;
  domain: string;
  url: string;
  version: string;
  paths?: string[];
  /**
   * The organization's active-jobs cap. A runner shared by several API processes (cluster-runner.ts) checks it
   * atomically with the start; the embedded runner leaves the check to the route (one process sees every start).
   */
  maxActiveJobs?: number;
  search?: boolean;
  /** PREV of an incremental export (resolved by the route). */
  since?: PreviousJob;
}

export interface JobRunner {
  start(input: StartInput): Promise<JobRecord>;
  /** After a restart: queued jobs are queued again, interrupted ones re-run (or fail once out of attempts). */
  recover(): Promise<void>;
  /** Jobs of `org` that are queued or running (the cluster runner asks Redis, hence the promise). */
  activeCount(org: string): number | Promise<number>;
  /** Stops taking jobs; running ones get `graceMs`, then are left to be re-run on the next start. */
  shutdown(graceMs: number): Promise<void>;
}

export function bundleKeyFor(record: Pick<JobRecord, 'org' | 'job'>): string {
  return `${record.org}/${record.job.jobId}.tar.gz`;
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { store, queue, logger } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const maxAttempts = deps.maxAttempts ?? 2;
  const maxJobMs = deps.maxJobMs ?? 30 * 60_000;
  const maxJobBytes = deps.maxJobBytes ?? 2 * 1024 ** 3;
  const active = new Map<string, Set<string>>();
  let stopping = false;

  const markActive = (org: string, jobId: string, on: boolean) => {
    const set = active.get(org) ?? new Set<string>();
    if (on) set.add(jobId);
    else set.delete(jobId);
    if (set.size) active.set(org, set);
    else active.delete(org);
  };

  async function fail(record: JobRecord, message: string): Promise<void> {
    await store.update(record.job.jobId, (r) => {
      r.job.status = 'failed';
      r.job.error = message.length > 1000 ? `${message.slice(0, 997)}...` : message;
      r.job.updatedAt = now();
    });
    markActive(record.org, record.job.jobId, false);
    logger.info('job transition', { jobId: record.job.jobId, org: record.org, from: record.job.status, to: 'failed', error: message });
  }

  async function run(jobId: string, queueSignal: AbortSignal): Promise<void> {
    const before = await store.get(jobId);
    if (!before || before.job.status === 'completed' || before.job.status === 'failed') return;
    const record = await store.update(jobId, (r) => {
      r.attempts += 1;
      r.job.status = 'running';
      r.job.updatedAt = now();
    });
    logger.info('job transition', { jobId, org: record.org, from: before.job.status, to: 'running', attempt: record.attempts, domain: record.domain });
    try {
      await runJob(
        { ...deps, limits: { maxMs: maxJobMs, maxBytes: maxJobBytes } },
        { record, workDir: deps.workDir, signal: queueSignal, bundleKey: (r) => bundleKeyFor(r) },
      );
      markActive(record.org, jobId, false);
    } catch (error) {
      if (queueSignal.aborted && stopping) {
        // Not the job's fault: give the attempt back; the record stays `running` and the next start re-runs it.
        await store.update(jobId, (r) => {
          r.attempts = Math.max(0, r.attempts - 1);
        });
        logger.info('job interrupted by shutdown; it re-runs on the next start', { jobId, org: record.org });
        return;
      }
      await fail(record, describeError(error));
    }
  }

  const enqueue = (record: JobRecord) => {
    markActive(record.org, record.job.jobId, true);
    queue.add(record.job.jobId, (signal) => run(record.job.jobId, signal), record.org);
  };

  return {
    async start(input) {
      const at = now();
      const record = newJobRecord(input, newJobId(), at);
      await store.create(record);
      logger.info('job transition', { jobId: record.job.jobId, org: record.org, from: null, to: 'queued', domain: record.domain });
      if (!stopping) enqueue(record);
      return record;
    },
    async recover() {
      // Scratch directories of runs a crash ended (a run removes its own when it ends): nothing reads them again.
      for (const name of await readdir(deps.workDir).catch(() => [] as string[])) {
        if (![...active.values()].some((jobs) => jobs.has(name))) await rm(join(deps.workDir, name), { recursive: true, force: true });
      }
      const records = (await store.list()).sort((a, b) => a.job.createdAt.localeCompare(b.job.createdAt));
      for (const record of records) {
        if (record.job.status === 'queued') enqueue(record);
        if (record.job.status !== 'running') continue;
        if (record.attempts >= maxAttempts) {
          await fail(record, `the export was interrupted ${record.attempts} time(s) by a server restart and was not retried again; start a new job`);
        } else {
          logger.info('job re-run after restart', { jobId: record.job.jobId, org: record.org, attempt: record.attempts + 1 });
          enqueue(record);
        }
      }
    },
    activeCount: (org) => active.get(org)?.size ?? 0,
    async shutdown(graceMs) {
      stopping = true;
      const aborted = await queue.close(graceMs);
      if (aborted.length) logger.info('jobs left for re-run', { jobs: aborted });
      await store.flush();
    },
  };
}
