// A worker process of a cluster: takes export jobs from the BullMQ queue, runs them (run-export.ts), and keeps
// what BullMQ needs to recover from its death: the job lock it renews while a job runs (a worker killed with -9
// stops renewing, its job is declared stalled and another worker runs it again). Ends ("failed") come from one
// place, BullMQ's `failed` event, once BullMQ has decided there is no further attempt.
import { hostname } from 'node:os';
import { DelayedError, WaitingError, Worker } from 'bullmq';
import type { Logger } from '../jobs/logger.ts';
import type { HeadersFor, PolicyFor } from '../jobs/org-policy.ts';
import { BULL_PREFIX, connectRedis, DEFAULT_RETENTION_SECONDS, QUEUE_NAME, redisKeys } from '../jobs/redis-connection.ts';
import type { SigningKeyFor } from '../jobs/signing-keys.ts';
import { createRedisJobStore } from '../jobs/redis-job-store.ts';
import type { ExportBundleFn, QueuedExport } from '../jobs/run-types.ts';
import type { SiteOptions } from '../../src/core/types.ts';
import type { PublishLimits } from '../../src/pipeline/publish.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import { createOrgSlots } from './org-slots.ts';
import { startRetentionSweeper, type RetentionSweeper } from './retention.ts';
import { createExportProcessor, LOCK_LOST } from './run-export.ts';
import { settlesWithin } from '../../src/core/settles-within.ts';

export interface ExportWorkerOptions {
  redisUrl: string;
  /** Jobs this process runs at once. @default 1 */
  concurrency?: number;
  bundleStore: BundleStore;
  exportBundle: ExportBundleFn;
  policyFor: PolicyFor;
  /** The domain's request headers and cookies from the current config, for authenticated sites. @default none */
  headersFor?: HeadersFor;
  signingKeyFor?: SigningKeyFor;
  /** Scratch space; a job's directory is removed when its run ends. */
  workDir: string;
  logger: Logger;
  /** Runs a job may start (failures and interrupted runs) before it ends `failed`. @default 2 */
  maxAttempts?: number;
  /** How long ended jobs and their bundles are kept. @default 2592000 (30 days) */
  retentionSeconds?: number;
  /** Jobs of one organization running at once across the whole cluster. @default 2 */
  orgRunningCap?: number;
  /** BullMQ's job lock: a worker that stops renewing it loses its job to another after about this long. @default 30000 */
  lockMs?: number;
  /** The operator's engine settings (concurrency, page limits); url, paths and version come from the job. */
  engineOptions?: Partial<SiteOptions>;
  /** Each run's wall clock and byte budget (the same settings the embedded runner reads). @default none */
  limits?: PublishLimits;
}

/** How a worker's stop went: `clean` when everything was finished or handed back and every connection closed. */
export interface WorkerStop {
  clean: boolean;
  /** Jobs left running without a hand-back: BullMQ's stalled-job check gives them to another worker. */
  abandoned: string[];
}

/** After the grace period, how long aborted runs get to hand their jobs back (two Redis writes each). */
export const HAND_BACK_MS = 3000;
/** How long the last steps (pending record writes, BullMQ's own close) may take once Redis is given up on. */
const LAST_STEPS_MS = 1000;

export interface ExportWorker {
  readonly id: string;
  /** Resolves once connected and taking jobs. */
  ready(): Promise<void>;
  /**
   * Stops taking jobs; running ones get `graceMs` to finish, then are aborted and handed back to the queue (their
   * attempt not counted) for another worker. If they cannot be handed back within HAND_BACK_MS (Redis is gone),
   * they are abandoned: the connections are dropped without waiting on Redis, and BullMQ's stalled-job recovery
   * re-queues them once their lock expires, as after a crash. Never takes longer than about graceMs + 4 s.
   */
  close(graceMs: number): Promise<WorkerStop>;
  /** Retention pass now (also runs on a timer). */
  sweep(): Promise<number>;
}

export function createExportWorker(options: ExportWorkerOptions): ExportWorker {
  const { logger } = options;
  const id = `${hostname()}:${process.pid}`;
  const maxAttempts = options.maxAttempts ?? 2;
  const retentionSeconds = options.retentionSeconds ?? DEFAULT_RETENTION_SECONDS;
  const lockMs = options.lockMs ?? 30_000;
  const redis = connectRedis(options.redisUrl, 'worker', 'worker');
  redis.on('error', (error) => logger.warn('redis connection error', { error: error.message }));
  const bullConnection = connectRedis(options.redisUrl, 'worker', 'worker-queue');
  bullConnection.on('error', () => {}); // reported once, by the connection above
  const store = createRedisJobStore({ redis, retentionSeconds, logger });
  let stopping = false;

  const processor = createExportProcessor({
    store,
    slots: createOrgSlots(redis, { cap: options.orgRunningCap ?? 2, leaseMs: lockMs * 2 }),
    bundleStore: options.bundleStore,
    exportBundle: options.exportBundle,
    policyFor: options.policyFor,
    ...(options.headersFor ? { headersFor: options.headersFor } : {}),
    ...(options.signingKeyFor ? { signingKeyFor: options.signingKeyFor } : {}),
    workDir: options.workDir,
    logger,
    maxAttempts,
    leaseRenewMs: Math.max(100, Math.floor(lockMs / 2)),
    lockMs,
    ...(options.engineOptions ? { engineOptions: options.engineOptions } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    endActive: (org, jobId) => redis.srem(redisKeys.active(org), jobId),
    stopping: () => stopping,
    worker: id,
  });

  // The jobs this process holds: taken and not yet ended in BullMQ's records (a run that returned still holds its
  // job until BullMQ has moved it to completed or failed). What a stop that cannot reach Redis abandons.
  const running = new Set<string>();
  const tracked: typeof processor = async (job, token, signal) => {
    const jobId = job.id ?? '';
    running.add(jobId);
    try {
      return await processor(job, token, signal);
    } catch (error) {
      // The run moved the job itself (back to waiting, or delayed): BullMQ sends no event for these.
      if (error instanceof WaitingError || error instanceof DelayedError) running.delete(jobId);
      throw error;
    }
  };

  const worker = new Worker<QueuedExport>(QUEUE_NAME, tracked, {
    connection: bullConnection,
    prefix: BULL_PREFIX,
    concurrency: options.concurrency ?? 1,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // Interrupted runs are counted in the job record (run-export.ts ends the job once they reach maxAttempts),
    // so BullMQ's own stall limit sits above that and never ends a job without the record knowing.
    maxStalledCount: maxAttempts + 1,
    autorun: true,
  });
  worker.on('error', (error) => logger.warn('worker error', { error: error.message }));
  // A lock that could not be renewed is another worker's job by now: stop this run rather than race it.
  worker.on('lockRenewalFailed', (jobIds) => {
    for (const jobId of jobIds) {
      logger.warn('job lock lost; stopping this run', { jobId, worker: id });
      worker.cancelJob(jobId, LOCK_LOST);
    }
  });
  worker.on('completed', (job) => running.delete(job.id ?? ''));
  worker.on('stalled', (jobId) => logger.info('job stalled: its worker stopped renewing the lock; re-queued', { jobId, worker: id }));
  worker.on('failed', (job, error) => {
    if (!job?.id) return;
    const jobId = job.id;
    running.delete(jobId);
    void (async () => {
      const state = await job.getState();
      if (state !== 'failed') {
        logger.info('job attempt failed; it will be retried', { jobId, org: job.data.org, attempt: job.attemptsMade, error: error.message, worker: id });
        return;
      }
      const record = await store.get(jobId);
      if (!record || record.job.status === 'completed' || record.job.status === 'failed') return;
      const message = error.message.length > 1000 ? `${error.message.slice(0, 997)}...` : error.message;
      await store.update(jobId, (r) => {
        r.job.status = 'failed';
        r.job.error = message;
        r.job.updatedAt = new Date().toISOString();
      });
      logger.info('job transition', { jobId, org: record.org, from: record.job.status, to: 'failed', attempt: record.attempts, error: message, worker: id });
    })().catch((e: unknown) => logger.error('recording a failed job failed', { jobId, error: e }));
  });

  const sweeper: RetentionSweeper = startRetentionSweeper({
    redis,
    bundleStore: options.bundleStore,
    logger,
    everyMs: Math.min(60_000, Math.max(1000, Math.floor((retentionSeconds * 1000) / 4))),
  });

  return {
    id,
    ready: () => worker.waitUntilReady().then(() => {}),
    sweep: () => sweeper.sweep(),
    async close(graceMs) {
      stopping = true;
      sweeper.stop();
      const closing = worker.close();
      if (!(await settlesWithin(closing, graceMs))) {
        logger.info('grace period over: handing running jobs back', { graceMs, jobs: [...running], worker: id });
        worker.cancelAllJobs('worker shutting down');
        // A hand-back is two Redis writes: with Redis unreachable there is nothing to wait for.
        if (!(await settlesWithin(closing, redis.status === 'ready' ? HAND_BACK_MS : 0))) {
          // Redis does not answer: nothing can be handed back or closed politely. Drop the connections (every
          // command waiting on them fails at once) and let BullMQ's stalled-job check return the jobs.
          const abandoned = [...running];
          redis.disconnect();
          bullConnection.disconnect();
          await settlesWithin(worker.close(true), LAST_STEPS_MS);
          return { clean: false, abandoned };
        }
      }
      const quit = (async () => {
        await store.flush().catch(() => {});
        await Promise.all([redis.quit().catch(() => {}), bullConnection.quit().catch(() => {})]);
      })();
      if (await settlesWithin(quit, LAST_STEPS_MS + HAND_BACK_MS)) return { clean: true, abandoned: [] };
      redis.disconnect();
      bullConnection.disconnect();
      return { clean: false, abandoned: [] };
    },
  };
}
