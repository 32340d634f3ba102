// One run of one job in a worker: take the organization's slot (or hand the job back for later, see org-slots.ts),
// run the publish sequence (server/jobs/run-job.ts: export, upload, the record `completed`). The bundle key names the archive's
// content (`<org>/<jobId>/<sha256>.tar.gz`) and S3 shows an object only once its upload is complete, so a re-run
// after a crash (at-least-once delivery) writes a complete archive or nothing, never over a bundle a client has.
import { DelayedError, UnrecoverableError, WaitingError, type Job } from 'bullmq';
import type { JobRecord, JobStore } from '../jobs/job-store.ts';
import { ended, runJob, type JobRunDeps } from '../jobs/run-job.ts';
import type { QueuedExport } from '../jobs/run-types.ts';
import { StaticExportError, type ErrorCode } from '../../src/core/errors.ts';
import type { OrgSlots } from './org-slots.ts';

/** How long a job of an organization at its cap waits before it is offered again (plus jitter). */
const FAIR_DELAY_MS = 1000;
/** Failures a re-run cannot fix: the job fails at once instead of using up its attempts. */
const PERMANENT: ReadonlySet<ErrorCode> = new Set(['INVALID_URL', 'INVALID_PATH', 'INVALID_OPTION', 'FORBIDDEN_ADDRESS', 'UNSAFE_ARCHIVE', 'LIMIT_EXCEEDED']);

export interface RunExportDeps extends JobRunDeps {
  store: JobStore;
  slots: OrgSlots;
  workDir: string;
  maxAttempts: number;
  /** How often the organization slot's lease is renewed while the job runs. */
  leaseRenewMs: number;
  /** BullMQ's lock duration, re-asserted before the job is marked completed. */
  lockMs: number;
  /** Takes a job out of its organization's active set (idempotent; an ending record write does it too). */
  endActive(org: string, jobId: string): Promise<unknown>;
  /** True once the worker is shutting down: an abort then hands the job back instead of failing it. */
  stopping(): boolean;
  worker: string;
}

export function bundleKeyForRun(record: Pick<JobRecord, 'org' | 'job'>, sha256: string): string {
  return `${record.org}/${record.job.jobId}/${sha256}.tar.gz`;
}

/** The reason a run is aborted with when its BullMQ lock was lost (export-worker.ts cancels it). */
export const LOCK_LOST = 'job lock lost: another worker has the job';

export function createExportProcessor(deps: RunExportDeps) {
  const { store, logger } = deps;
  const now = () => new Date().toISOString();

  return async (job: Job<QueuedExport>, token?: string, signal?: AbortSignal): Promise<{ bundleKey: string } | null> => {
    const jobId = job.id ?? '';
    const before = await store.get(jobId);
    if (!before || ended(before)) {
      // Removed by retention, already finished by a run whose worker died before BullMQ heard of it, or a record
      // that cannot be read: that one is stored as the failed job it reads as, under the organization that queued
      // it, so its owner sees why. Either way the job holds no place in its organization's active set any more.
      if (before?.corrupt) await store.update(jobId, (r) => void (r.org ||= job.data.org));
      await deps.endActive(job.data.org, jobId);
      logger.info('job skipped', {
        jobId,
        reason: before ? (before.corrupt ? 'unreadable record' : `already ${before.job.status}`) : 'no record',
        worker: deps.worker,
      });
      return null;
    }
    if (!(await deps.slots.acquire(before.org, jobId))) {
      await job.moveToDelayed(Date.now() + FAIR_DELAY_MS + Math.floor(Math.random() * 250), token);
      logger.debug('job deferred: organization at its running cap', { jobId, org: before.org, worker: deps.worker });
      throw new DelayedError();
    }
    const lease = setInterval(() => void deps.slots.acquire(before.org, jobId).catch(() => {}), deps.leaseRenewMs);
    try {
      if (before.attempts >= deps.maxAttempts) {
        throw new UnrecoverableError(
          `the export was interrupted ${before.attempts} time(s) (its worker stopped or was killed) and was not retried again; start a new job`,
        );
      }
      const record = await store.update(jobId, (r) => {
        r.attempts += 1;
        r.job.status = 'running';
        r.job.updatedAt = now();
      });
      logger.info('job transition', { jobId, org: record.org, from: before.job.status, to: 'running', attempt: record.attempts, worker: deps.worker });
      const { record: done } = await runJob(deps, {
        record,
        workDir: deps.workDir,
        signal,
        bundleKey: bundleKeyForRun,
        // A run that stalled (its event loop blocked past the lock) may have been handed to another worker: only the
        // lock holder writes `completed`, so a job completes once.
        beforeComplete: async () => {
          if (token && (await job.extendLock(token, deps.lockMs)) !== 1) throw new StaticExportError('ABORTED', LOCK_LOST);
        },
        logFields: { worker: deps.worker },
      });
      return { bundleKey: done.bundle!.key };
    } catch (error) {
      if (signal?.aborted && deps.stopping()) {
        // Not the job's fault: give the attempt back and return the job to the queue for another worker.
        await store.update(jobId, (r) => {
          r.attempts = Math.max(0, r.attempts - 1);
        });
        await job.moveToWait(token);
        logger.info('job handed back: worker shutting down', { jobId, org: before.org, worker: deps.worker });
        throw new WaitingError();
      }
      if ((error instanceof Error && error.message === LOCK_LOST) || (signal?.aborted && signal.reason === LOCK_LOST)) {
        logger.info('job left to the worker that holds its lock', { jobId, org: before.org, worker: deps.worker });
        throw new Error(LOCK_LOST);
      }
      if (error instanceof UnrecoverableError) throw error;
      // runJob has taken the domain's secrets out of the text already.
      if (StaticExportError.is(error) && PERMANENT.has(error.code)) throw new UnrecoverableError(error.message);
      throw error;
    } finally {
      clearInterval(lease);
      await deps.slots.release(before.org, jobId).catch(() => {});
    }
  };
}
