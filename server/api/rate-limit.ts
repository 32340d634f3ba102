// Start rate limit per organization: a token bucket (bursts of `burst`, refilled at `perHour`), in memory.
// A restart refills every bucket; that errs on the side of the caller and needs no storage.

export interface RateLimitRule {
  perHour: number;
  burst: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one token from `key`'s bucket, or says how long until one is there (the Redis limiter answers async). */
  take(key: string, rule: RateLimitRule): TakeResult | Promise<TakeResult>;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, rule) {
      const perMs = rule.perHour / 3_600_000;
      const t = now();
      const b = buckets.get(key) ?? { tokens: rule.burst, at: t };
      b.tokens = Math.min(rule.burst, b.tokens + (t - b.at) * perMs);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) };
    },
  };
}
