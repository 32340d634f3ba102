// In a cluster API process every request reads or writes Redis. When Redis is down (restarting, failing over) the
// client gets a 503 with Retry-After, like any other temporary condition of the service, never a 500.
import { HttpProblem } from './http-error.ts';
import type { JobRunner } from './job-runner.ts';
import type { JobStore } from '../jobs/job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import type { RateLimiter } from './rate-limit.ts';

const MESSAGE = 'the job database is unavailable right now; try again shortly';

function guard<T>(logger: Logger, what: string, run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if (HttpProblem.is(error)) throw error;
    logger.error('redis unavailable', { what, error });
    throw new HttpProblem(503, MESSAGE, { 'retry-after': '5' });
  });
}

/** The store as routes see it: reads and writes that fail on Redis become 503s. */
export function guardStore(store: JobStore, logger: Logger): JobStore {
  return {
    create: (record) => guard(logger, 'job create', () => store.create(record)),
    get: (jobId) => guard(logger, 'job read', () => store.get(jobId)),
    update: (jobId, change, options) => guard(logger, 'job update', () => store.update(jobId, change, options)),
    list: () => guard(logger, 'job list', () => store.list()),
    flush: () => store.flush(),
  };
}

export function guardRunner(runner: JobRunner, logger: Logger): JobRunner {
  return {
    start: (input) => guard(logger, 'job start', () => runner.start(input)),
    recover: () => runner.recover(),
    activeCount: (org) => guard(logger, 'active count', async () => runner.activeCount(org)),
    shutdown: (graceMs) => runner.shutdown(graceMs),
  };
}

export function guardRateLimiter(limiter: RateLimiter, logger: Logger): RateLimiter {
  return { take: (key, rule) => guard(logger, 'rate limit', async () => limiter.take(key, rule)) };
}
