// `static-export worker [--concurrency N]`: a worker process of a cluster (docs/deploy.md). Settings come from the
// same environment as the API (STATIC_EXPORT_REDIS_URL and the S3 variables required); JSON log lines on stdout,
// one per job state change. SIGTERM/SIGINT: stop taking jobs, give running ones STATIC_EXPORT_SHUTDOWN_GRACE_MS,
// hand back what is still running, exit 0. When Redis does not answer, nothing can be handed back: the worker
// abandons its jobs (BullMQ's stalled-job check re-queues them, as after a crash), says so in one line and exits 1
// a few seconds after the grace period, whatever is still pending.
import { join } from 'node:path';
import { createLogger } from '../jobs/logger.ts';
import { createOrgDirectory } from '../jobs/org-directory.ts';
import { createHeadersFor, createPolicyFor } from '../jobs/org-policy.ts';
import { createSigningKeyFor } from '../jobs/signing-keys.ts';
import { intFromEnv, serverSettingsFromEnv } from '../jobs/settings.ts';
import { StaticExportError } from '../../src/core/errors.ts';
import { importOptional } from '../../src/core/optional-package.ts';
import { CLUSTER_PACKAGES } from '../jobs/redis-keys.ts';
import { clusterBundleStoreFromEnv } from '../../src/store/from-env.ts';
import { UsageError } from '../../src/core/usage-error.ts';
import { unknownOptionMessage } from '../../src/core/suggest.ts';
import type { WorkerStop } from './export-worker.ts';

/** What the worker touches of the outside world (the CLI's io has more; bin/static-export.js passes it). */
export interface WorkerIo {
  stdout: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** Stops the worker (tests; the CLI uses process signals). */
  signal?: AbortSignal;
}

/** Every option `worker` takes (its help: WORKER_USAGE in src/cli/usage.ts). */
export const WORKER_OPTIONS = ['--concurrency'] as const;

export function parseWorkerArgs(args: string[]): { concurrency: number } {
  let concurrency = 1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag !== '--concurrency')
      throw new UsageError(flag.startsWith('-') ? `worker: ${unknownOptionMessage(flag, WORKER_OPTIONS)}` : `worker takes no argument ${JSON.stringify(arg)}`);
    const raw = inline ?? args[++i];
    const n = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 64) throw new UsageError(`--concurrency needs a whole number from 1 to 64, got ${JSON.stringify(raw ?? '')}`);
    concurrency = n;
  }
  return { concurrency };
}

export async function runWorker(args: string[], io: WorkerIo): Promise<number> {
  const { concurrency } = parseWorkerArgs(args);
  const settings = serverSettingsFromEnv(io.env);
  const redisUrl = settings.service.redisUrl;
  if (!redisUrl)
    throw new StaticExportError('INVALID_OPTION', 'static-export worker needs STATIC_EXPORT_REDIS_URL (the Redis the API processes queue jobs on)');
  const bundleStore = await clusterBundleStoreFromEnv(io.env);
  const logger = createLogger({ level: settings.logLevel, write: (line) => io.stdout(`${line}\n`) });
  const orgs = createOrgDirectory(settings.service.configPath, logger);
  // Loaded once the command line and the environment are known to be right: misuse answers without loading them.
  const [{ createExportWorker }, { exportBundle }] = await Promise.all([
    importOptional('static-export worker', CLUSTER_PACKAGES, () => import('./export-worker.ts')),
    import('../../src/pipeline/export-bundle.ts'),
  ]);
  const worker = createExportWorker({
    redisUrl,
    concurrency,
    bundleStore,
    exportBundle,
    policyFor: createPolicyFor(orgs, settings.service.allowPrivate),
    headersFor: createHeadersFor(orgs),
    signingKeyFor: createSigningKeyFor(orgs),
    workDir: io.env.STATIC_EXPORT_WORK_DIR?.trim() || join(settings.service.dataDir, 'work'),
    logger,
    maxAttempts: settings.service.maxAttempts,
    ...(settings.service.retentionSeconds ? { retentionSeconds: settings.service.retentionSeconds } : {}),
    orgRunningCap: intFromEnv(io.env, 'STATIC_EXPORT_ORG_RUNNING_CAP', 2, 1, 1000),
    lockMs: intFromEnv(io.env, 'STATIC_EXPORT_WORKER_LOCK_MS', 30_000, 1000, 600_000),
    ...(settings.service.engineOptions ? { engineOptions: settings.service.engineOptions } : {}),
    limits: {
      ...(settings.service.maxJobMs ? { maxMs: settings.service.maxJobMs } : {}),
      ...(settings.service.maxJobBytes ? { maxBytes: settings.service.maxJobBytes } : {}),
    },
  });
  await worker.ready();
  logger.info('worker ready', { worker: worker.id, concurrency, bundleStore: `s3://${bundleStore.bucket}/${bundleStore.prefix}` });

  const stopped = await new Promise<WorkerStop>((done) => {
    const stop = (signal: string) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      logger.info('shutting down', { signal, graceMs: settings.shutdownGraceMs, worker: worker.id });
      void worker.close(settings.shutdownGraceMs).then(done);
    };
    const onInt = () => stop('SIGINT');
    const onTerm = () => stop('SIGTERM');
    if (io.signal) {
      if (io.signal.aborted) return stop('abort');
      io.signal.addEventListener('abort', () => stop('abort'), { once: true });
    }
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
  });
  if (stopped.clean) {
    logger.info('stopped', { worker: worker.id });
    return 0;
  }
  const what = stopped.abandoned.length
    ? `job(s) ${stopped.abandoned.join(', ')} (re-queued by BullMQ once their lock expires)`
    : 'no job; pending Redis writes and connections';
  logger.error(`stopped without a clean hand-back: Redis did not answer; abandoned ${what}`, { abandoned: stopped.abandoned, worker: worker.id });
  // Runs cut off mid-write may still hold sockets or timers: the grace period was the promise, so leave now.
  if (!io.signal) process.exit(1);
  return 1;
}
