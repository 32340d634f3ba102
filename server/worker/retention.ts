// Removes bundles whose job's retention has ended. The job store puts a bundle on the `expiring` list (score = when)
// as the job ends and gives the record the same lifetime in Redis; every worker sweeps the list now and then, and
// ZREM decides which worker deletes a given bundle, so several sweepers never race for one.
import type { Redis } from 'ioredis';
import type { Logger } from '../jobs/logger.ts';
import { redisKeys } from '../jobs/redis-connection.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';

export interface RetentionSweeper {
  /** One pass; resolves with the number of bundles removed. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startRetentionSweeper(parts: {
  redis: Redis;
  bundleStore: BundleStore;
  logger: Logger;
  everyMs: number;
  now?: () => number;
}): RetentionSweeper {
  const { redis, bundleStore, logger } = parts;
  const now = parts.now ?? Date.now;
  let running: Promise<number> | undefined;
  const pass = async (): Promise<number> => {
    let removed = 0;
    for (;;) {
      const due = await redis.zrangebyscore(redisKeys.expiring, '-inf', now(), 'LIMIT', 0, 100);
      if (due.length === 0) return removed;
      for (const key of due) {
        if ((await redis.zrem(redisKeys.expiring, key)) !== 1) continue; // another worker has it
        try {
          await bundleStore.delete(key);
          removed++;
          logger.info('bundle removed after retention', { bundleKey: key });
        } catch (error) {
          // Put it back for the next pass rather than leaving an object nobody will ever delete.
          await redis.zadd(redisKeys.expiring, now() + parts.everyMs, key).catch(() => {});
          logger.warn('bundle removal failed; retried on the next pass', { bundleKey: key, error });
        }
      }
    }
  };
  const sweep = () => (running ??= pass().finally(() => (running = undefined)));
  const timer = setInterval(() => void sweep().catch((error: unknown) => logger.warn('retention sweep failed', { error })), parts.everyMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
