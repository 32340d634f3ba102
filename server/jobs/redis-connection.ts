// The Redis side of a cluster (STATIC_EXPORT_REDIS_URL): one ioredis connection per role. The queue name and the
// keys the API and the workers agree on are in redis-keys.ts.
import { Redis, type RedisOptions } from 'ioredis';
import { assertRedisUrl } from './redis-keys.ts';

export { BULL_PREFIX, DEFAULT_RETENTION_SECONDS, QUEUE_NAME, redisKeys } from './redis-keys.ts';

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
