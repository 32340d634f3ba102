// One run of one job in a worker: take the organization's slot (or hand the job back for later, see org-slots.ts),
// export with the one pipeline, upload, then mark the record `completed`. The bundle key names the archive's
// content (`<org>/<jobId>/<sha256>.tar.gz`) and S3 shows an object only once its upload is complete, so a re-run
// after a crash (at-least-once delivery) writes a complete archive or nothing, never over a bundle a client has.
import { previousBundleFile, unreadPrevious } from '../jobs/previous-job.ts';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DelayedError, UnrecoverableError, WaitingError, type Job } from 'bullmq';
import { MAX_STORED_WARNINGS, type JobRecord, type JobStore } from '../jobs/job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import type { HeadersFor, PolicyFor } from '../jobs/org-policy.ts';
import type { SigningKeyFor } from '../jobs/signing-keys.ts';
import type { ExportBundleFn, QueuedExport } from '../jobs/run-types.ts';
import { runOptions } from '../jobs/run-options.ts';
import { describeError, StaticExportError, type ErrorCode } from '../../src/core/errors.ts';
import { inCallersTerms } from '../jobs/callers-terms.ts';
import { redactSecrets, secretValues } from '../../src/core/request-headers.ts';
import type { ExportProgress, SiteOptions } from '../../src/core/types.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import type { OrgSlots } from './org-slots.ts';

/** The same progress shares as the embedded runner: crawl 0..90, then packing and upload; 100 only at `completed`. */
const CRAWL_SHARE = 90;
const PACKED = 95;
const STORED = 99;
/** How long a job of an organization at its cap waits before it is offered again (plus jitter). */
const FAIR_DELAY_MS = 1000;
/** Failures a re-run cannot fix: the job fails at once instead of using up its attempts. */
const PERMANENT: ReadonlySet<ErrorCode> = new Set(['INVALID_URL', 'INVALID_PATH', 'INVALID_OPTION', 'FORBIDDEN_ADDRESS', 'UNSAFE_ARCHIVE']);

export interface RunExportDeps {
  store: JobStore;
  slots: OrgSlots;
  bundleStore: BundleStore;
  exportBundle: ExportBundleFn;
  policyFor: PolicyFor;
  headersFor?: HeadersFor;
  /** The organization's signing key, when it has one: its bundles are signed with it. */
  signingKeyFor?: SigningKeyFor;
  workDir: string;
  logger: Logger;
  maxAttempts: number;
  /** How often the organization slot's lease is renewed while the job runs. */
  leaseRenewMs: number;
  /** BullMQ's lock duration, re-asserted before the job is marked completed. */
  lockMs: number;
  engineOptions?: Partial<SiteOptions>;
  /** Takes a job out of its organization's active set (idempotent; an ending record write does it too). */
  endActive(org: string, jobId: string): Promise<unknown>;
  /** True once the worker is shutting down: an abort then hands the job back instead of failing it. */
  stopping(): boolean;
  worker: string;
}

export function bundleKeyForRun(record: Pick<JobRecord, 'org' | 'job'>, sha256: string): string {
  return `${record.org}/${record.job.jobId}/${sha256}.tar.gz`;
}

const ended = (r: JobRecord) => r.job.status === 'completed' || r.job.status === 'failed';

/** The reason a run is aborted with when its BullMQ lock was lost (export-worker.ts cancels it). */
export const LOCK_LOST = 'job lock lost: another worker has the job';

export function createExportProcessor(deps: RunExportDeps) {
  const { store, logger } = deps;
  const now = () => new Date().toISOString();
  const raise = (r: JobRecord, progress: number, pageCount?: number) => {
    if (r.job.status !== 'running') return;
    r.job.progress = Math.max(r.job.progress, Math.min(STORED, Math.floor(progress)));
    if (pageCount !== undefined) r.job.pageCount = Math.max(r.job.pageCount, pageCount);
    r.job.updatedAt = now();
  };

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
    const work = join(deps.workDir, jobId);
    const started = Date.now();
    // The domain's secret header and cookie values: taken out of any error text this run lets out.
    let secrets: string[] = [];
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
      await rm(work, { recursive: true, force: true });
      await mkdir(work, { recursive: true });
      const policy = await deps.policyFor(record.org, record.domain);
      if ('refused' in policy) throw new StaticExportError('FORBIDDEN_ADDRESS', policy.refused);
      const requestHeaders = await deps.headersFor?.(record.org, record.domain);
      secrets = secretValues(requestHeaders);
      const tick = (progress: number, pageCount?: number) => void store.update(jobId, (r) => raise(r, progress, pageCount), { durable: false }).catch(() => {});
      const onProgress = (p: ExportProgress) => {
        if (signal?.aborted) return;
        tick(Math.min(CRAWL_SHARE, p.pagesDiscovered > 0 ? (p.pagesDone / p.pagesDiscovered) * CRAWL_SHARE : 0), p.pagesDone);
      };
      const archive = join(work, 'bundle.tar.gz');
      const signingKey = await deps.signingKeyFor?.(record.org);
      const previous = record.since ? await previousBundleFile(deps.bundleStore, record.since, work, signal) : undefined;
      const packed = await deps.exportBundle(
        runOptions(record, policy, deps.engineOptions, { requestHeaders, since: previous && 'file' in previous ? previous.file : undefined }),
        { out: archive, workDir: work, ...(signingKey ? { signingKey } : {}) },
        { ...(signal ? { signal } : {}), onProgress, onExported: (exported) => tick(CRAWL_SHARE, exported.pageCount) },
      );
      tick(PACKED);
      signal?.throwIfAborted();
      const key = bundleKeyForRun(record, packed.sha256);
      await deps.bundleStore.put(key, archive, { sha256: packed.sha256, bytes: packed.bytes });
      // A run that stalled (its event loop blocked past the lock) may have been handed to another worker: only the
      // lock holder writes `completed`, so a job completes once.
      if (token && (await job.extendLock(token, deps.lockMs)) !== 1) throw new Error(LOCK_LOST);
      const done = await store.update(jobId, (r) => {
        r.job.status = 'completed';
        r.job.progress = 100;
        r.job.pageCount = packed.pageCount;
        r.job.warnings = packed.manifest.warnings.length;
        r.job.updatedAt = now();
        r.warnings = packed.manifest.warnings
          .slice(0, MAX_STORED_WARNINGS)
          .map((w) => ({ ...w, url: inCallersTerms(w.url, before.url, before.domain), message: inCallersTerms(w.message, before.url, before.domain) }));
        r.bundle = { key, sha256: packed.sha256, bytes: packed.bytes, files: packed.files };
        const changes = packed.incremental ?? (previous && 'reason' in previous ? unreadPrevious(previous.reason) : undefined);
        if (changes) r.changes = changes;
      });
      logger.info('job transition', {
        jobId,
        org: done.org,
        from: 'running',
        to: 'completed',
        attempt: done.attempts,
        pageCount: packed.pageCount,
        bytes: packed.bytes,
        ms: Date.now() - started,
        worker: deps.worker,
      });
      return { bundleKey: key };
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
      const callers = (internal: string) => inCallersTerms(internal, before.url, before.domain);
      if (StaticExportError.is(error)) {
        const internal = redactSecrets(error.message, secrets);
        const message = callers(internal);
        if (message !== internal) logger.info('job failed at its origin', { jobId, org: before.org, origin: before.url, error: internal, worker: deps.worker });
        throw PERMANENT.has(error.code) ? new UnrecoverableError(message) : new StaticExportError(error.code, message);
      }
      const stack = error instanceof Error && error.stack ? redactSecrets(error.stack, secrets) : undefined;
      logger.error('job run threw', { jobId, error: redactSecrets(describeError(error), secrets), stack, worker: deps.worker });
      throw new Error(`export failed: ${callers(redactSecrets(describeError(error), secrets))}`);
    } finally {
      clearInterval(lease);
      await deps.slots.release(before.org, jobId).catch(() => {});
      await rm(work, { recursive: true, force: true }).catch(() => {});
    }
  };
}
