// The job state machine: queued → running → completed | failed, nothing else. A run exports the site, packs it once
// and puts the archive in the bundle store; only then is the job `completed`, so a bundle link never points at a
// partial archive. `progress` never goes down and is 100 only at `completed`; `pageCount` counts pages written.
import { previousBundleFile, unreadPrevious } from '../jobs/previous-job.ts';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError, StaticExportError } from '../../src/core/errors.ts';
import { inCallersTerms } from '../jobs/callers-terms.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import type { ExportProgress, RequestHeaders, SiteOptions } from '../../src/core/types.ts';
import type { JobQueue } from './job-queue.ts';
import { MAX_STORED_WARNINGS, newJobId, type JobRecord, type JobStore, type PreviousJob } from '../jobs/job-store.ts';
import { redactSecrets, secretValues } from '../../src/core/request-headers.ts';
import type { Logger } from '../jobs/logger.ts';
import type { ExportBundleFn, SitePolicy } from '../jobs/run-types.ts';
import { newJobRecord, runOptions } from '../jobs/run-options.ts';
import type { SigningKeyFor } from '../jobs/signing-keys.ts';

/** Progress shares: the crawl is 0..90, packing and storing fill the rest; 100 is reserved for `completed`. */
const CRAWL_SHARE = 90;
const PACKED = 95;
const STORED = 99;

export interface JobRunnerDeps {
  store: JobStore;
  queue: JobQueue;
  bundleStore: BundleStore;
  exportBundle: ExportBundleFn;
  /** The org's connect-time policy from the current config, or why the domain may no longer be exported. */
  policyFor(org: string, domain: string): Promise<SitePolicy | { refused: string }>;
  /** The domain's secret request headers from the current config (never stored in the job record). */
  headersFor?(org: string, domain: string): Promise<RequestHeaders | undefined>;
  /** The organization's signing key, when it has one: its bundles are signed with it. */
  signingKeyFor?: SigningKeyFor;
  /** Scratch space for runs; a job's directory is removed when its run ends. */
  workDir: string;
  logger: Logger;
  /** Engine settings the operator chose (concurrency, limits); url, paths and version come from the job. */
  engineOptions?: Partial<SiteOptions>;
  /** Longest one run may take before it fails, so no job holds a slot forever. @default 1,800,000 (30 min) */
  maxJobMs?: number;
  /** Most bytes one run may fetch and write (pages, assets, payloads) before it fails. @default 2 GiB */
  maxJobBytes?: number;
  /** Runs a job may start before a restart gives up on it. Default 2. */
  maxAttempts?: number;
  now?: () => Date;
}

export interface StartInput {
  org: string;
  domain: string;
  url: string;
  version: string;
  paths?: string[];
  /**
   * The organization's active-jobs cap. A runner shared by several API processes (cluster-runner.ts) checks it
   * atomically with the start; the embedded runner leaves the check to the route (one process sees every start).
   */
  maxActiveJobs?: number;
  search?: boolean;
  /** PREV of an incremental export (resolved by the route). */
  since?: PreviousJob;
}

export interface JobRunner {
  start(input: StartInput): Promise<JobRecord>;
  /** After a restart: queued jobs are queued again, interrupted ones re-run (or fail once out of attempts). */
  recover(): Promise<void>;
  /** Jobs of `org` that are queued or running (the cluster runner asks Redis, hence the promise). */
  activeCount(org: string): number | Promise<number>;
  /** Stops taking jobs; running ones get `graceMs`, then are left to be re-run on the next start. */
  shutdown(graceMs: number): Promise<void>;
}

export function bundleKeyFor(record: Pick<JobRecord, 'org' | 'job'>): string {
  return `${record.org}/${record.job.jobId}.tar.gz`;
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { store, queue, logger } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const maxAttempts = deps.maxAttempts ?? 2;
  const maxJobMs = deps.maxJobMs ?? 30 * 60_000;
  const maxJobBytes = deps.maxJobBytes ?? 2 * 1024 ** 3;
  const active = new Map<string, Set<string>>();
  let stopping = false;

  const markActive = (org: string, jobId: string, on: boolean) => {
    const set = active.get(org) ?? new Set<string>();
    if (on) set.add(jobId);
    else set.delete(jobId);
    if (set.size) active.set(org, set);
    else active.delete(org);
  };

  const raise = (r: JobRecord, progress: number, pageCount?: number, warnings?: number) => {
    if (r.job.status !== 'running') return; // a late progress tick must not touch a finished job
    r.job.progress = Math.max(r.job.progress, Math.min(STORED, Math.floor(progress)));
    if (pageCount !== undefined) r.job.pageCount = Math.max(r.job.pageCount, pageCount);
    if (warnings !== undefined) r.job.warnings = Math.max(r.job.warnings ?? 0, warnings);
    r.job.updatedAt = now();
  };

  async function fail(record: JobRecord, message: string): Promise<void> {
    await store.update(record.job.jobId, (r) => {
      r.job.status = 'failed';
      r.job.error = message.length > 1000 ? `${message.slice(0, 997)}...` : message;
      r.job.updatedAt = now();
    });
    markActive(record.org, record.job.jobId, false);
    logger.info('job transition', { jobId: record.job.jobId, org: record.org, from: record.job.status, to: 'failed', error: message });
  }

  async function run(jobId: string, queueSignal: AbortSignal): Promise<void> {
    const before = await store.get(jobId);
    if (!before || before.job.status === 'completed' || before.job.status === 'failed') return;
    const record = await store.update(jobId, (r) => {
      r.attempts += 1;
      r.job.status = 'running';
      r.job.updatedAt = now();
    });
    logger.info('job transition', { jobId, org: record.org, from: before.job.status, to: 'running', attempt: record.attempts, domain: record.domain });
    const work = join(deps.workDir, jobId);
    const started = Date.now();
    let secrets: string[] = [];
    // The run's own limits: a wall clock and a byte budget. Either ends it as failed, saying which.
    const limit = new AbortController();
    const overLimit = (why: string) => {
      if (!limit.signal.aborted) limit.abort(new StaticExportError('ABORTED', why));
    };
    const clock = setTimeout(() => overLimit(`the export took longer than the per-job limit of ${maxJobMs / 1000} s`), maxJobMs);
    const signal = AbortSignal.any([queueSignal, limit.signal]);
    try {
      await rm(work, { recursive: true, force: true });
      await mkdir(work, { recursive: true });
      const policy = await deps.policyFor(record.org, record.domain);
      if ('refused' in policy) throw new StaticExportError('FORBIDDEN_ADDRESS', policy.refused);
      const requestHeaders = await deps.headersFor?.(record.org, record.domain);
      secrets = secretValues(requestHeaders);
      const onProgress = (p: ExportProgress) => {
        if (p.bytes > maxJobBytes) overLimit(`the export fetched more than the ${maxJobBytes}-byte limit per job`);
        if (signal.aborted) return;
        const share = p.pagesDiscovered > 0 ? (p.pagesDone / p.pagesDiscovered) * CRAWL_SHARE : 0;
        void store.update(jobId, (r) => raise(r, Math.min(CRAWL_SHARE, share), p.pagesDone, p.errors), { durable: false }).catch(() => {});
      };
      const archive = join(work, 'bundle.tar.gz');
      const signingKey = await deps.signingKeyFor?.(record.org);
      const previous = record.since ? await previousBundleFile(deps.bundleStore, record.since, work, signal) : undefined;
      const packed = await deps.exportBundle(
        runOptions(record, policy, deps.engineOptions, { requestHeaders, since: previous && 'file' in previous ? previous.file : undefined }),
        { out: archive, workDir: work, ...(signingKey ? { signingKey } : {}) },
        {
          signal,
          onProgress,
          onExported: (exported) => void store.update(jobId, (r) => raise(r, CRAWL_SHARE, exported.pageCount), { durable: false }).catch(() => {}),
        },
      );
      await store.update(jobId, (r) => raise(r, PACKED), { durable: false });
      signal.throwIfAborted();
      const key = bundleKeyFor(record);
      await deps.bundleStore.put(key, archive, { sha256: packed.sha256, bytes: packed.bytes });
      await store.update(jobId, (r) => {
        r.job.status = 'completed';
        r.job.progress = 100;
        r.job.pageCount = packed.pageCount;
        r.job.warnings = packed.manifest.warnings.length;
        r.job.updatedAt = now();
        r.bundle = { key, sha256: packed.sha256, bytes: packed.bytes, files: packed.files };
        r.warnings = packed.manifest.warnings
          .slice(0, MAX_STORED_WARNINGS)
          .map((w) => ({ ...w, url: inCallersTerms(w.url, record.url, record.domain), message: inCallersTerms(w.message, record.url, record.domain) }));
        const changes = packed.incremental ?? (previous && 'reason' in previous ? unreadPrevious(previous.reason) : undefined);
        if (changes) r.changes = changes;
      });
      markActive(record.org, jobId, false);
      logger.info('job transition', {
        jobId,
        org: record.org,
        from: 'running',
        to: 'completed',
        pageCount: packed.pageCount,
        bytes: packed.bytes,
        ms: Date.now() - started,
      });
    } catch (error) {
      if (limit.signal.aborted && !queueSignal.aborted) {
        await fail(record, (limit.signal.reason as Error).message);
        return;
      }
      if (queueSignal.aborted && stopping) {
        // Not the job's fault: give the attempt back; the record stays `running` and the next start re-runs it.
        await store.update(jobId, (r) => {
          r.attempts = Math.max(0, r.attempts - 1);
        });
        logger.info('job interrupted by shutdown; it re-runs on the next start', { jobId, org: record.org });
        return;
      }
      const internal = redactSecrets(StaticExportError.is(error) ? error.message : `export failed: ${describeError(error)}`, secrets);
      const message = inCallersTerms(internal, record.url, record.domain);
      if (message !== internal) logger.info('job failed at its origin', { jobId, org: record.org, origin: record.url, error: internal });
      if (!StaticExportError.is(error)) {
        logger.error('job run threw', {
          jobId,
          error: message,
          stack: error instanceof Error && error.stack ? redactSecrets(error.stack, secrets) : undefined,
        });
      }
      await fail(record, message);
    } finally {
      clearTimeout(clock);
      await rm(work, { recursive: true, force: true }).catch(() => {});
    }
  }

  const enqueue = (record: JobRecord) => {
    markActive(record.org, record.job.jobId, true);
    queue.add(record.job.jobId, (signal) => run(record.job.jobId, signal), record.org);
  };

  return {
    async start(input) {
      const at = now();
      const record = newJobRecord(input, newJobId(), at);
      await store.create(record);
      logger.info('job transition', { jobId: record.job.jobId, org: record.org, from: null, to: 'queued', domain: record.domain });
      if (!stopping) enqueue(record);
      return record;
    },
    async recover() {
      // Scratch directories of runs a crash ended (a run removes its own when it ends): nothing reads them again.
      for (const name of await readdir(deps.workDir).catch(() => [] as string[])) {
        if (![...active.values()].some((jobs) => jobs.has(name))) await rm(join(deps.workDir, name), { recursive: true, force: true });
      }
      const records = (await store.list()).sort((a, b) => a.job.createdAt.localeCompare(b.job.createdAt));
      for (const record of records) {
        if (record.job.status === 'queued') enqueue(record);
        if (record.job.status !== 'running') continue;
        if (record.attempts >= maxAttempts) {
          await fail(record, `the export was interrupted ${record.attempts} time(s) by a server restart and was not retried again; start a new job`);
        } else {
          logger.info('job re-run after restart', { jobId: record.job.jobId, org: record.org, attempt: record.attempts + 1 });
          enqueue(record);
        }
      }
    },
    activeCount: (org) => active.get(org)?.size ?? 0,
    async shutdown(graceMs) {
      stopping = true;
      const aborted = await queue.close(graceMs);
      if (aborted.length) logger.info('jobs left for re-run', { jobs: aborted });
      await store.flush();
    },
  };
}
