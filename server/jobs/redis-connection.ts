// The Redis side of a cluster (STATIC_EXPORT_REDIS_URL): one ioredis connection per role, the BullMQ queue name and
// every key this project keeps beside BullMQ's own, named once here so the API and the workers agree.
import { Redis, type RedisOptions } from 'ioredis';
import { StaticExportError } from '../../src/core/errors.ts';

/** How long a cluster keeps ended jobs and their bundles unless STATIC_EXPORT_RETENTION_SECONDS says otherwise. */
export const DEFAULT_RETENTION_SECONDS = 30 * 24 * 3600;

/** The BullMQ queue every API process adds to and every worker takes from. */
export const QUEUE_NAME = 'static-export';
/** BullMQ's key prefix; our own keys start with `KEY_PREFIX` below. */
export const BULL_PREFIX = 'bull';
const KEY_PREFIX = 'static-export:';

export const redisKeys = {
  /** The job record (JSON), with a TTL once the job has ended (retention). */
  job: (jobId: string) => `${KEY_PREFIX}job:${jobId}`,
  /** Jobs of an organization that are queued or running: the cross-replica active-jobs cap. */
  active: (org: string) => `${KEY_PREFIX}active:${org}`,
  /** Jobs of an organization holding a worker slot (sorted set, score = lease expiry): the per-org running cap. */
  running: (org: string) => `${KEY_PREFIX}running:${org}`,
  /** Bundles to delete from the store once their job's retention ends (sorted set, score = time). */
  expiring: `${KEY_PREFIX}expiring`,
  /** Prefix of the start rate-limit buckets (rate-limiter-flexible adds its own suffix). */
  rateLimit: `${KEY_PREFIX}starts`,
} as const;

export function assertRedisUrl(url: string): void {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')) {
    throw new StaticExportError('INVALID_OPTION', `Expected STATIC_EXPORT_REDIS_URL to be a redis:// or rediss:// URL, got ${JSON.stringify(url)}`);
  }
}

/**
 * A connection for one role. `blocking` connections (BullMQ workers) retry every command until Redis is back, as
 * BullMQ requires; the API's connections fail a request after one retry so a poll during a Redis outage gets a
 * quick 503 instead of hanging.
 */
export function connectRedis(url: string, role: 'api' | 'worker', name: string): Redis {
  assertRedisUrl(url);
  const options: RedisOptions = {
    connectionName: `static-export-${name}`,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: true,
    // Reconnect quickly (a restarted Redis is back within a second or two) but never give up.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  };
  return new Redis(url, options);
}
