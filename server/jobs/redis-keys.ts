// What the API and the workers agree on about Redis without talking to it: the BullMQ queue name, every key this
// project keeps beside BullMQ's own, and the check of STATIC_EXPORT_REDIS_URL. Apart from the connection
// (redis-connection.ts) so reading the settings never loads ioredis, an optional package a cluster installs.
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

/** The packages a cluster needs: optional peer dependencies of the package (package.json). */
export const CLUSTER_PACKAGES = ['bullmq', 'ioredis', 'rate-limiter-flexible'] as const;
