// One run of a job record through the publish sequence, for both kinds of process (the API's embedded runner and a
// cluster worker): the organization's address policy and headers read now (a domain removed after the start stops
// the run), PREV fetched from the bundle store, the job's limits, progress raised into the record (never down; 100
// only at `completed`) and the record completed with its bundle. What the two differ in — attempts, slots, locks,
// what a failure does to the job — stays with each of them.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError, StaticExportError } from '../../src/core/errors.ts';
import { redactSecrets, secretValues } from '../../src/core/request-headers.ts';
import type { ExportedBundle, ExportProgress, SiteOptions } from '../../src/core/types.ts';
import { type ExportBundleFn, type PublishLimits, publish } from '../../src/pipeline/publish.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import { MAX_STORED_WARNINGS, type JobRecord, type JobStore } from './job-store.ts';
import type { Logger } from './logger.ts';
import type { HeadersFor, PolicyFor } from './org-policy.ts';
import { previousBundleFile, unreadPrevious } from './previous-job.ts';
import { runOptions } from './run-options.ts';
import { inCallersTerms } from './callers-terms.ts';
import type { SigningKeyFor } from './signing-keys.ts';

/** Progress shares: the crawl is 0..90, packing and storing fill the rest; 100 is reserved for `completed`. */
const CRAWL_SHARE = 90;
const PACKED = 95;
const STORED = 99;

export interface JobRunDeps {
  store: JobStore;
  bundleStore: BundleStore;
  exportBundle: ExportBundleFn;
  policyFor: PolicyFor;
  headersFor?: HeadersFor | undefined;
  signingKeyFor?: SigningKeyFor | undefined;
  /** Engine settings the operator chose (concurrency, limits); url, paths and version come from the job. */
  engineOptions?: Partial<SiteOptions> | undefined;
  /** The per-job wall clock and byte budget (STATIC_EXPORT_JOB_TIMEOUT_SECONDS, STATIC_EXPORT_JOB_MAX_BYTES). */
  limits?: PublishLimits | undefined;
  logger: Logger;
}

export interface JobRun {
  /** The record, already `running`. */
  record: JobRecord;
  /** Where runs keep their scratch: this run's is `<workDir>/<jobId>`, made empty and removed when the run ends. */
  workDir: string;
  /** The caller's abort: a shutdown, a lost lock. */
  signal?: AbortSignal | undefined;
  /** The archive's key in the bundle store. */
  bundleKey(record: JobRecord, sha256: string): string;
  /** Just before the record says `completed` (a worker checks it still holds the job). */
  beforeComplete?(): Promise<void>;
  /** Added to the run's log lines (the worker's id). */
  logFields?: Record<string, unknown>;
}

export const ended = (r: JobRecord) => r.job.status === 'completed' || r.job.status === 'failed';

/** Raises a running job's progress, page count and warnings; a late tick never touches a finished job. */
function raise(r: JobRecord, at: string, progress: number, pageCount?: number, warnings?: number): void {
  if (r.job.status !== 'running') return;
  r.job.progress = Math.max(r.job.progress, Math.min(STORED, Math.floor(progress)));
  if (pageCount !== undefined) r.job.pageCount = Math.max(r.job.pageCount, pageCount);
  if (warnings !== undefined) r.job.warnings = Math.max(r.job.warnings ?? 0, warnings);
  r.job.updatedAt = at;
}

/**
 * Runs the job and completes its record. A failure is thrown with the domain's secret header values taken out of
 * its text: a StaticExportError keeps its code (LIMIT_EXCEEDED for a limit); anything else reads "export failed: …".
 */
export async function runJob(deps: JobRunDeps, run: JobRun): Promise<{ record: JobRecord; bundle: ExportedBundle }> {
  const { record } = run;
  const jobId = record.job.jobId;
  const work = join(run.workDir, jobId);
  const now = () => new Date().toISOString();
  const started = Date.now();
  const tick = (progress: number, pageCount?: number, warnings?: number) =>
    void deps.store.update(jobId, (r) => raise(r, now(), progress, pageCount, warnings), { durable: false }).catch(() => {});
  // The domain's secret header and cookie values: taken out of any error text this run lets out.
  let secrets: string[] = [];
  // What the caller reads names the domain it asked for, not the origin address the operator maps it to.
  const callers = (text: string) => inCallersTerms(text, record.url, record.domain);
  let unread: string | undefined;
  let done: JobRecord | undefined;
  try {
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    const { bundle } = await publish({
      exportBundle: deps.exportBundle,
      limits: deps.limits,
      options: async (signal) => {
        const policy = await deps.policyFor(record.org, record.domain);
        if ('refused' in policy) throw new StaticExportError('FORBIDDEN_ADDRESS', policy.refused);
        const requestHeaders = await deps.headersFor?.(record.org, record.domain);
        secrets = secretValues(requestHeaders);
        const previous = record.since ? await previousBundleFile(deps.bundleStore, record.since, work, signal) : undefined;
        if (previous && 'reason' in previous) unread = previous.reason;
        return runOptions(record, policy, deps.engineOptions, { requestHeaders, since: previous && 'file' in previous ? previous.file : undefined });
      },
      target: { out: join(work, 'bundle.tar.gz'), workDir: work, ...(await signingKey(deps, record)) },
      hooks: {
        ...(run.signal ? { signal: run.signal } : {}),
        onProgress: (p: ExportProgress) =>
          tick(Math.min(CRAWL_SHARE, p.pagesDiscovered > 0 ? (p.pagesDone / p.pagesDiscovered) * CRAWL_SHARE : 0), p.pagesDone, p.errors),
        onExported: (exported) => tick(CRAWL_SHARE, exported.pageCount),
      },
      onStep: (event) => {
        if (event.step === 'exported') tick(PACKED);
      },
      store: { store: deps.bundleStore, key: (bundle) => run.bundleKey(record, bundle.sha256) },
      record: async ({ bundle, stored }) => {
        await run.beforeComplete?.();
        done = await deps.store.update(jobId, (r) => {
          r.job.status = 'completed';
          r.job.progress = 100;
          r.job.pageCount = bundle.pageCount;
          r.job.warnings = bundle.manifest.warnings.length;
          r.job.updatedAt = now();
          r.bundle = { key: stored!.key, sha256: bundle.sha256, bytes: bundle.bytes, files: bundle.files };
          r.warnings = bundle.manifest.warnings.slice(0, MAX_STORED_WARNINGS).map((w) => ({ ...w, url: callers(w.url), message: callers(w.message) }));
          const changes = bundle.incremental ?? (unread ? unreadPrevious(unread) : undefined);
          if (changes) r.changes = changes;
        });
      },
    });
    deps.logger.info('job transition', {
      jobId,
      org: record.org,
      from: 'running',
      to: 'completed',
      attempt: done!.attempts,
      pageCount: bundle.pageCount,
      bytes: bundle.bytes,
      ms: Date.now() - started,
      ...run.logFields,
    });
    return { record: done!, bundle };
  } catch (error) {
    if (StaticExportError.is(error)) {
      const internal = redactSecrets(error.message, secrets);
      const message = callers(internal);
      if (message !== internal) deps.logger.info('job failed at its origin', { jobId, org: record.org, origin: record.url, error: internal, ...run.logFields });
      throw new StaticExportError(error.code, message);
    }
    const message = callers(redactSecrets(describeError(error), secrets));
    // An abort by the caller (a shutdown) is the caller's to report; anything else unexpected is logged with its stack.
    if (!run.signal?.aborted) {
      const stack = error instanceof Error && error.stack ? redactSecrets(error.stack, secrets) : undefined;
      deps.logger.error('job run threw', { jobId, error: message, stack, ...run.logFields });
    }
    // No `cause`: its text would carry the secrets back in.
    throw new Error(`export failed: ${message}`);
  } finally {
    await rm(work, { recursive: true, force: true }).catch(() => {});
  }
}

async function signingKey(deps: JobRunDeps, record: JobRecord) {
  const key = await deps.signingKeyFor?.(record.org);
  return key ? { signingKey: key } : {};
}
