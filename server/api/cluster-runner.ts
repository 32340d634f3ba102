// The JobRunner of an API process in a cluster (STATIC_EXPORT_REDIS_URL): a start writes the record to Redis and
// adds the job to the BullMQ queue; the workers (server/worker/) run it. This process runs no exports, keeps no state
// of its own, and any replica answers any poll, so a replica can be killed or added at any time.
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { HttpProblem } from './http-error.ts';
import type { JobRunner } from './job-runner.ts';
import { newJobId, type JobRecord, type JobStore } from '../jobs/job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import { BULL_PREFIX, QUEUE_NAME, redisKeys } from '../jobs/redis-connection.ts';
import type { QueuedExport } from '../jobs/run-types.ts';

/** The BullMQ options of every export job; the workers' retry and retention follow from these. */
export function exportJobOptions(jobId: string, maxAttempts: number, retentionSeconds: number): JobsOptions {
  return {
    jobId,
    attempts: maxAttempts,
    backoff: { type: 'exponential', delay: 2000 },
    // BullMQ's own copy of the job goes when the record does (the record is what GET reads).
    removeOnComplete: { age: retentionSeconds },
    removeOnFail: { age: retentionSeconds },
  };
}

// Checks the cap and joins the active set in one step, so two replicas cannot both let the last start through.
const RESERVE = `if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
return 1`;

export interface ClusterRunnerDeps {
  store: JobStore;
  redis: Redis;
  /** A connection for BullMQ's Queue (BullMQ may block on its own). */
  queueConnection: Redis;
  logger: Logger;
  maxAttempts: number;
  retentionSeconds: number;
  activeRetryAfterSeconds: number;
  now?: () => Date;
}

export interface ClusterRunner extends JobRunner {
  readonly queue: Queue<QueuedExport>;
}

export function createClusterRunner(deps: ClusterRunnerDeps): ClusterRunner {
  const { store, redis, logger } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const queue = new Queue<QueuedExport>(QUEUE_NAME, { connection: deps.queueConnection, prefix: BULL_PREFIX });
  queue.on('error', (error) => logger.warn('queue connection error', { error }));

  return {
    queue,
    async start(input) {
      const at = now();
      const jobId = newJobId();
      if (input.maxActiveJobs !== undefined) {
        const reserved = await redis.eval(RESERVE, 1, redisKeys.active(input.org), jobId, String(input.maxActiveJobs));
        if (reserved !== 1) {
          throw new HttpProblem(
            429,
            `organization ${input.org} already has ${input.maxActiveJobs} export job(s) queued or running (limit ${input.maxActiveJobs}); try again when one has finished`,
            { 'retry-after': String(deps.activeRetryAfterSeconds) },
          );
        }
      } else {
        await redis.sadd(redisKeys.active(input.org), jobId);
      }
      const record: JobRecord = {
        job: { jobId, status: 'queued', progress: 0, pageCount: 0, warnings: 0, createdAt: at, updatedAt: at },
        org: input.org,
        domain: input.domain,
        url: input.url,
        version: input.version,
        ...(input.paths ? { paths: input.paths } : {}),
        ...(input.search === false ? { search: false } : {}),
        ...(input.since ? { since: input.since } : {}),
        attempts: 0,
      };
      try {
        await store.create(record);
        await queue.add('export', { org: input.org }, exportJobOptions(jobId, deps.maxAttempts, deps.retentionSeconds));
      } catch (error) {
        // Nothing was queued: free the slot and leave no record a client could wait on forever.
        await redis.srem(redisKeys.active(input.org), jobId).catch(() => {});
        await redis.del(redisKeys.job(jobId)).catch(() => {});
        throw error;
      }
      logger.info('job transition', { jobId, org: record.org, from: null, to: 'queued', domain: record.domain });
      return record;
    },
    // BullMQ keeps queued jobs and hands stalled ones to another worker: nothing for an API process to recover.
    async recover() {},
    activeCount: (org) => redis.scard(redisKeys.active(org)),
    async shutdown() {
      await store.flush();
      await queue.close().catch(() => {});
      await Promise.all([redis.quit().catch(() => {}), deps.queueConnection.quit().catch(() => {})]);
    },
  };
}
