// The start rate limit held across API replicas: rate-limiter-flexible's atomic Redis limiter. The embedded
// limiter is a token bucket (`burst` back to back, refilled at `perHour`); here the same rule becomes a window of
// `burst` starts per `burst × 3600 / perHour` seconds, the same long-run rate and the same largest burst.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitRule, TakeResult } from './rate-limit.ts';
import { redisKeys } from '../jobs/redis-connection.ts';

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  // One limiter per rule: organizations may carry their own limits (org config), and a changed rule starts clean.
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (rule: RateLimitRule): RateLimiterRedis => {
    const id = `${rule.burst}/${rule.perHour}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${redisKeys.rateLimit}:${rule.burst}:${rule.perHour}`,
        points: rule.burst,
        duration: Math.max(1, Math.round((rule.burst * 3600) / rule.perHour)),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async take(key: string, rule: RateLimitRule): Promise<TakeResult> {
      try {
        await limiterFor(rule).consume(key, 1);
        return { ok: true };
      } catch (rejection) {
        // A RateLimiterRes is "no points left"; anything else is Redis failing, which the caller reports as a 5xx.
        if (rejection instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        throw rejection;
      }
    },
  };
}
