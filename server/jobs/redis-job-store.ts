// Job records in Redis (the cluster's JobStore): one JSON string per job, readable by every API replica and
// written by the worker that holds the job. A job that ends (completed or failed) gets its retention in the same
// MULTI: the record expires after `retentionSeconds` (a GET is then 404), the job leaves its organization's
// active set, and its bundle is put on the `expiring` list the workers' sweeper deletes from the bundle store.
// A stored value that is not a valid record (job-record-check.ts) reads as a failed job saying so.
import type { Redis } from 'ioredis';
import { corruptJobRecord, parseJobRecord } from './job-record-check.ts';
import type { JobRecord, JobStore } from './job-store.ts';
import type { Logger } from './logger.ts';
import { redisKeys } from './redis-connection.ts';

export interface RedisJobStoreOptions {
  redis: Redis;
  /** How long an ended job and its bundle are kept. */
  retentionSeconds: number;
  logger: Logger;
  /** Longest a progress tick waits before it is written (ticks in between are folded into one write). @default 250 */
  lazyWriteMs?: number;
  now?: () => number;
}

const ended = (r: JobRecord) => r.job.status === 'completed' || r.job.status === 'failed';

export function createRedisJobStore(options: RedisJobStoreOptions): JobStore {
  const { redis, retentionSeconds, logger } = options;
  const lazyWriteMs = options.lazyWriteMs ?? 250;
  const now = options.now ?? Date.now;
  // Within a process, one chain per job keeps read-change-write cycles in order (progress ticks and the final
  // transition of the same run). Across processes only the worker holding BullMQ's lock on the job writes.
  const chains = new Map<string, Promise<unknown>>();
  const pending = new Map<string, Array<(r: JobRecord) => void>>();
  const timers = new Map<string, NodeJS.Timeout>();

  // Every record read goes through the shared check: one that fails it reads as a failed stand-in, never as is.
  const checked = (jobId: string, text: string): JobRecord => {
    const parsed = parseJobRecord(text, jobId);
    if ('record' in parsed) return parsed.record;
    logger.warn('job record unreadable; read as a failed job', { jobId, problems: parsed.problems });
    return corruptJobRecord(jobId, parsed.problems, parsed.org, new Date(now()).toISOString());
  };

  const read = async (jobId: string): Promise<JobRecord | undefined> => {
    const text = await redis.get(redisKeys.job(jobId));
    return text ? checked(jobId, text) : undefined;
  };

  const apply = (jobId: string, changes: Array<(r: JobRecord) => void>): Promise<JobRecord> => {
    const previous = chains.get(jobId) ?? Promise.resolve();
    const next = previous.then(async () => {
      const record = await read(jobId);
      if (!record) throw new Error(`no job ${jobId}`);
      const wasEnded = ended(record);
      for (const change of changes) change(record);
      const text = JSON.stringify(record);
      const multi = redis.multi();
      if (ended(record)) {
        multi.set(redisKeys.job(jobId), text, 'EX', retentionSeconds);
        if (!wasEnded) {
          multi.srem(redisKeys.active(record.org), jobId);
          if (record.bundle) multi.zadd(redisKeys.expiring, now() + retentionSeconds * 1000, record.bundle.key);
        }
      } else {
        multi.set(redisKeys.job(jobId), text, 'KEEPTTL');
      }
      const results = await multi.exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('redis transaction aborted');
      return record;
    });
    chains.set(
      jobId,
      next.catch(() => {}),
    );
    void next
      .finally(() => {
        if (chains.get(jobId) === next) chains.delete(jobId);
      })
      .catch(() => {});
    return next;
  };

  const takePending = (jobId: string) => {
    const timer = timers.get(jobId);
    if (timer) clearTimeout(timer);
    timers.delete(jobId);
    const changes = pending.get(jobId) ?? [];
    pending.delete(jobId);
    return changes;
  };

  const writeLazy = (jobId: string) => apply(jobId, takePending(jobId)).catch((error: unknown) => logger.warn('job progress write failed', { jobId, error }));

  return {
    async create(record) {
      const ok = await redis.set(redisKeys.job(record.job.jobId), JSON.stringify(record), 'NX');
      if (ok !== 'OK') throw new Error(`job ${record.job.jobId} exists`);
    },
    get: read,
    async update(jobId, change, opts) {
      if (opts?.durable === false) {
        const list = pending.get(jobId) ?? [];
        list.push(change);
        pending.set(jobId, list);
        if (!timers.has(jobId)) timers.set(jobId, setTimeout(() => void writeLazy(jobId), lazyWriteMs).unref());
        // The caller gets the change applied to the last stored record (a progress tick never reads it back).
        const current = await read(jobId);
        if (!current) throw new Error(`no job ${jobId}`);
        change(current);
        return current;
      }
      return apply(jobId, [...takePending(jobId), change]);
    },
    async list() {
      const records: JobRecord[] = [];
      const stream = redis.scanStream({ match: redisKeys.job('*'), count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        const texts = keys.length ? await redis.mget(...keys) : [];
        for (const [i, text] of texts.entries()) if (text) records.push(checked(keys[i]!.slice(redisKeys.job('').length), text));
      }
      return records;
    },
    async flush() {
      await Promise.all([...timers.keys()].map((id) => writeLazy(id)));
      await Promise.all(chains.values());
    },
  };
}
