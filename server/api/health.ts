// `/v1/healthz` of a cluster API process: can it reach Redis (records, queue) and the bundle store (links)? Each
// check is timed and bounded, so a load balancer's probe gets an answer (503 naming the broken part) rather than
// hanging on a dependency that is down.
import type { Redis } from 'ioredis';
import type { BundleStore } from '../../src/store/bundle-store.ts';

export interface DependencyHealth {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  redis: DependencyHealth;
  s3: DependencyHealth;
}

export type HealthCheck = () => Promise<HealthReport>;

/** A key that is never a bundle's (bundle keys are `<org>/<jobId>/…`): a HEAD that answers 404 proves S3 is there. */
const PROBE_KEY = 'static-export-health-probe';

async function timed(check: () => Promise<unknown>, timeoutMs: number): Promise<DependencyHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)))]);
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { ok: false, ms: Math.round((performance.now() - started) * 10) / 10, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthCheck(parts: { redis: Redis; bundleStore: BundleStore; timeoutMs?: number }): HealthCheck {
  const timeoutMs = parts.timeoutMs ?? 2000;
  return async () => {
    const [redis, s3] = await Promise.all([timed(() => parts.redis.ping(), timeoutMs), timed(() => parts.bundleStore.has(PROBE_KEY), timeoutMs)]);
    return { status: redis.ok && s3.ok ? 'ok' : 'degraded', redis, s3 };
  };
}
