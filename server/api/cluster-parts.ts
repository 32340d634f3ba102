// The Redis side of a cluster API process: its connections, the job store and queue runner in Redis, the shared
// start limit and the health check. A module of its own, imported by services.ts only when STATIC_EXPORT_REDIS_URL
// is set, because it loads BullMQ, ioredis and rate-limiter-flexible: optional packages an embedded server lacks.
import type { BundleStore } from '../../src/store/bundle-store.ts';
import { connectRedis, DEFAULT_RETENTION_SECONDS } from '../jobs/redis-connection.ts';
import { createRedisJobStore } from '../jobs/redis-job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import type { ServiceSettings } from '../jobs/service-settings.ts';
import { createClusterRunner } from './cluster-runner.ts';
import { createHealthCheck } from './health.ts';
import { createRedisRateLimiter } from './redis-rate-limit.ts';

export function createClusterParts(settings: ServiceSettings, redisUrl: string, logger: Logger, bundleStore: BundleStore) {
  const retentionSeconds = settings.retentionSeconds ?? DEFAULT_RETENTION_SECONDS;
  const redis = connectRedis(redisUrl, 'api', 'api');
  redis.on('error', (error) => logger.warn('redis connection error', { error }));
  const queueConnection = connectRedis(redisUrl, 'api', 'api-queue');
  queueConnection.on('error', () => {}); // reported once, by the connection above
  const jobs = createRedisJobStore({ redis, retentionSeconds, logger });
  const runner = createClusterRunner({
    store: jobs,
    redis,
    queueConnection,
    logger,
    maxAttempts: settings.maxAttempts,
    retentionSeconds,
    activeRetryAfterSeconds: settings.limits.activeRetryAfterSeconds,
  });
  return { jobs, runner, rateLimiter: createRedisRateLimiter(redis), health: createHealthCheck({ redis, bundleStore }) };
}
