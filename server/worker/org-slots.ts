// Fair scheduling across organizations: a job runs only while it holds one of its organization's running slots.
//
// Why this design: BullMQ's groups (round-robin per group) are a BullMQ Pro feature, so the open-source queue is
// one FIFO list. A worker that takes a job of an organization already at its cap puts the job back as delayed
// (BullMQ's moveToDelayed + DelayedError, which counts no attempt) and takes the next one; a delayed job comes
// back at the end of the waiting list. So an organization with a long backlog holds at most `cap` slots, and
// another organization's job waits only for the next free slot, not behind the backlog. A dispatcher with per-org
// waiting lists would be stricter round-robin, but it is one more process that must be up for anything to run.
//
// Slots are leases (a sorted set scored by expiry) renewed while the job runs, so the slot of a worker killed
// with -9 frees itself; the job's own id may re-take its slot, so the worker that picks up a stalled job is not
// refused by the lease its dead predecessor left.
import type { Redis } from 'ioredis';
import { redisKeys } from '../jobs/redis-connection.ts';

const ACQUIRE = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[4], ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0`;

export interface OrgSlots {
  /** Takes (or renews) `jobId`'s slot in `org`; false when the organization already runs `cap` other jobs. */
  acquire(org: string, jobId: string): Promise<boolean>;
  release(org: string, jobId: string): Promise<void>;
}

export function createOrgSlots(redis: Redis, options: { cap: number; leaseMs: number; now?: () => number }): OrgSlots {
  const now = options.now ?? Date.now;
  return {
    async acquire(org, jobId) {
      const t = now();
      const ok = await redis.eval(
        ACQUIRE,
        1,
        redisKeys.running(org),
        jobId,
        String(options.cap),
        String(t),
        String(t + options.leaseMs),
        String(options.leaseMs * 2),
      );
      return ok === 1;
    },
    async release(org, jobId) {
      await redis.zrem(redisKeys.running(org), jobId);
    },
  };
}
