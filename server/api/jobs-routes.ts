// The three operations of the API: start a job, read it, get a bundle link for it.
import type { H3Event } from 'h3';
import type { BundleRequest, BundleResult, JobChanges, JobWarnings, StaticExportJob } from '../../src/core/types.ts';
import { resolveSince } from '../jobs/previous-job.ts';
import type { AppDeps } from './app-deps.ts';
import { authenticate, type AuthContext } from './auth.ts';
import { readJsonBody } from './body.ts';
import { HttpProblem } from './http-error.ts';
import { isJobId, type JobRecord } from '../jobs/job-store.ts';
import { findDomain } from '../../src/org/org-config.ts';
import { MAX_LINK_TTL_SECONDS } from '../../src/store/bundle-store.ts';
import { probeSite } from './site-probe.ts';
import { connectPolicy, siteUrlFor } from '../jobs/ssrf.ts';
import { parseStartRequest } from './start-request.ts';
import { createDeltaMaker } from './delta-bundles.ts';

async function auth(event: H3Event, deps: AppDeps): Promise<AuthContext> {
  const context = await authenticate(event.req.headers.get('authorization'), deps.orgs);
  event.context.org = context.orgName;
  return context;
}

/** The job as the API shows it: `error` only when failed. */
function view(record: JobRecord): StaticExportJob {
  const { jobId, status, progress, pageCount, createdAt, updatedAt, error } = record.job;
  // Records written before the count existed have none: 0.
  const warnings = record.job.warnings ?? 0;
  return {
    jobId,
    status,
    progress,
    pageCount,
    warnings,
    createdAt,
    updatedAt,
    ...(status === 'failed' ? { error: error ?? 'the export failed' } : {}),
    ...(record.changes ? { changes: record.changes } : {}),
  };
}

/** A job of another organization is reported exactly like a missing one, so ids reveal nothing. */
async function ownJob(event: H3Event, deps: AppDeps, context: AuthContext): Promise<JobRecord> {
  const jobId = event.context.params?.jobId ?? '';
  const record = isJobId(jobId) ? await deps.jobs.get(jobId) : undefined;
  if (!record || record.org !== context.orgName) throw new HttpProblem(404, `job ${JSON.stringify(jobId.slice(0, 80))} not found`);
  return record;
}

export interface JobHandlers {
  start(event: H3Event): Promise<StaticExportJob>;
  get(event: H3Event): Promise<StaticExportJob>;
  bundle(event: H3Event): Promise<BundleResult>;
  warnings(event: H3Event): Promise<JobWarnings>;
  changes(event: H3Event): Promise<JobChanges>;
}

export function createJobHandlers(deps: AppDeps): JobHandlers {
  // Starts still being checked (reachability probe) count against the active-job cap, so two concurrent starts
  // cannot both slip under it.
  const reserving = new Map<string, number>();
  const deltaFor = createDeltaMaker(deps);
  return {
    start: (event) => startJob(event, deps, reserving),
    get: (event) => getJob(event, deps),
    bundle: (event) => createBundleLink(event, deps, deltaFor),
    warnings: (event) => jobWarnings(event, deps),
    changes: (event) => jobChanges(event, deps),
  };
}

async function startJob(event: H3Event, deps: AppDeps, reserving: Map<string, number>): Promise<StaticExportJob> {
  const context = await auth(event, deps);
  const request = parseStartRequest(await readJsonBody(event.req));
  const entry = findDomain(context.org, request.domain);
  if (!entry) {
    throw new HttpProblem(400, `domain ${request.domain} is not one of the domains organization ${context.orgName} may export; ask the operator to add it`);
  }
  const own = context.org.limits ?? {};
  const limits = {
    maxActiveJobs: own.maxActiveJobs ?? deps.limits.maxActiveJobs,
    startsPerHour: own.startsPerHour ?? deps.limits.startsPerHour,
    startBurst: own.startBurst ?? (own.startsPerHour !== undefined ? Math.min(own.startsPerHour, deps.limits.startBurst) : deps.limits.startBurst),
  };
  const active = (await deps.runner.activeCount(context.orgName)) + (reserving.get(context.orgName) ?? 0);
  if (active >= limits.maxActiveJobs) {
    throw new HttpProblem(
      429,
      `organization ${context.orgName} already has ${active} export job(s) queued or running (limit ${limits.maxActiveJobs}); try again when one has finished`,
      { 'retry-after': String(deps.limits.activeRetryAfterSeconds) },
    );
  }
  const taken = await deps.rateLimiter.take(context.orgName, { perHour: limits.startsPerHour, burst: limits.startBurst });
  if (!taken.ok) {
    throw new HttpProblem(
      429,
      `too many export jobs started by organization ${context.orgName} (limit ${limits.startsPerHour} per hour); try again in ${taken.retryAfterSeconds} s`,
      {
        'retry-after': String(taken.retryAfterSeconds),
      },
    );
  }
  const since = request.since === undefined ? undefined : await resolveSince(deps.jobs, context.orgName, request.domain, request.since);
  if (since && 'refused' in since) throw new HttpProblem(since.refused.status, since.refused.message);
  const url = siteUrlFor(entry);
  reserving.set(context.orgName, (reserving.get(context.orgName) ?? 0) + 1);
  try {
    await (deps.probe ?? probeSite)(request.domain, url, connectPolicy(context.org.domains, deps.allowPrivate)).catch((error: unknown) => {
      // The answer names the domain only; the operator's log says which origin address was tried.
      deps.logger.info('start refused: the site is not reachable', {
        org: context.orgName,
        domain: request.domain,
        origin: url,
        error: (error as Error).message,
      });
      throw error;
    });
    const record = await deps.runner.start({
      org: context.orgName,
      domain: request.domain,
      url,
      version: request.version,
      ...(request.paths ? { paths: request.paths } : {}),
      ...(request.search === false ? { search: false } : {}),
      ...(since && 'previous' in since ? { since: since.previous } : {}),
      maxActiveJobs: limits.maxActiveJobs,
    });
    event.res.status = 202;
    event.res.headers.set('location', `/v1/static-export/jobs/${record.job.jobId}`);
    return view(record);
  } finally {
    const left = (reserving.get(context.orgName) ?? 1) - 1;
    if (left > 0) reserving.set(context.orgName, left);
    else reserving.delete(context.orgName);
  }
}

async function getJob(event: H3Event, deps: AppDeps): Promise<StaticExportJob> {
  const context = await auth(event, deps);
  return view(await ownJob(event, deps, context));
}

async function jobWarnings(event: H3Event, deps: AppDeps): Promise<JobWarnings> {
  const context = await auth(event, deps);
  const record = await ownJob(event, deps, context);
  const { jobId, status, progress } = record.job;
  if (status !== 'completed') {
    throw new HttpProblem(
      409,
      `job ${jobId} is ${status} (progress ${progress}%): its warnings are listed once its status is completed; \`warnings\` on the job counts them meanwhile`,
    );
  }
  return { jobId, total: record.job.warnings ?? 0, warnings: record.warnings ?? [] };
}

async function jobChanges(event: H3Event, deps: AppDeps): Promise<JobChanges> {
  const context = await auth(event, deps);
  const record = await ownJob(event, deps, context);
  const { jobId, status, progress } = record.job;
  if (!record.since) throw new HttpProblem(404, `job ${jobId} was not started with "since": it has no change report`);
  if (status !== 'completed' || !record.changes) {
    throw new HttpProblem(409, `job ${jobId} is ${status} (progress ${progress}%): its changes are reported once its status is completed`);
  }
  return { jobId, since: record.since.jobId, ...record.changes };
}

/** The optional bundle body: `{"linkTtlSeconds": 86400}`. No body (or `{}`) keeps the server's lifetime. */
async function bundleRequest(event: H3Event): Promise<BundleRequest> {
  const length = event.req.headers.get('content-length');
  const hasBody = (length !== null && length.trim() !== '0') || event.req.headers.has('transfer-encoding');
  if (!hasBody) return {};
  const body = await readJsonBody(event.req);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpProblem(400, 'the bundle request body, when sent, must be a JSON object like {"linkTtlSeconds": 86400}');
  const unknown = Object.keys(body).filter((k) => k !== 'linkTtlSeconds' && k !== 'deltaFrom' && k !== 'allowRollback');
  if (unknown.length)
    throw new HttpProblem(400, `unknown field(s): ${unknown.map((k) => JSON.stringify(k)).join(', ')}; allowed: linkTtlSeconds, deltaFrom, allowRollback`);
  const rollback = (body as BundleRequest).allowRollback;
  if (rollback !== undefined && typeof rollback !== 'boolean') throw new HttpProblem(400, '"allowRollback" must be true or false');
  const deltaFrom = (body as BundleRequest).deltaFrom;
  if (deltaFrom !== undefined && (typeof deltaFrom !== 'string' || !isJobId(deltaFrom))) {
    throw new HttpProblem(400, '"deltaFrom" must be the jobId of an earlier completed job of your organization');
  }
  const delta = deltaFrom === undefined ? {} : { deltaFrom, ...(rollback ? { allowRollback: true } : {}) };
  const ttl = (body as BundleRequest).linkTtlSeconds;
  if (ttl === undefined) return delta;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 1 || ttl > MAX_LINK_TTL_SECONDS) {
    throw new HttpProblem(400, `"linkTtlSeconds" must be a whole number of seconds from 1 to ${MAX_LINK_TTL_SECONDS} (7 days)`);
  }
  return { linkTtlSeconds: ttl, ...delta };
}

async function createBundleLink(event: H3Event, deps: AppDeps, deltaFor: ReturnType<typeof createDeltaMaker>): Promise<BundleResult> {
  const context = await auth(event, deps);
  const record = await ownJob(event, deps, context);
  const asked = await bundleRequest(event);
  const { jobId, status, progress } = record.job;
  if (status === 'failed') throw new HttpProblem(409, `job ${jobId} failed, so it has no bundle: ${record.job.error ?? 'the export failed'}`);
  if (status !== 'completed' || !record.bundle) {
    throw new HttpProblem(409, `job ${jobId} is ${status} (progress ${progress}%): a bundle can be generated once its status is completed`);
  }
  let base: JobRecord | undefined;
  if (asked.deltaFrom !== undefined) {
    base = await deps.jobs.get(asked.deltaFrom);
    if (!base || base.org !== record.org) throw new HttpProblem(404, `job ${JSON.stringify(asked.deltaFrom)} (deltaFrom) not found`);
    if (base.job.status !== 'completed' || !base.bundle)
      throw new HttpProblem(409, `job ${asked.deltaFrom} (deltaFrom) is ${base.job.status}: a delta needs two completed jobs`);
    if (asked.deltaFrom === jobId) throw new HttpProblem(400, '"deltaFrom" must be another job than this one');
    // A delta from a newer job to an older one takes its receiver back: a rollback, made only when asked.
    if (base.job.createdAt > record.job.createdAt && !asked.allowRollback) {
      throw new HttpProblem(
        409,
        `job ${asked.deltaFrom} (deltaFrom) is newer than job ${jobId}: the delta would take its receiver back to an older release; send "allowRollback": true for a deliberate rollback`,
      );
    }
  }
  let stored: boolean;
  let link: { url: string; expiresAt: Date };
  let target = { key: record.bundle.key, sha256: record.bundle.sha256, bytes: record.bundle.bytes };
  try {
    stored = await deps.bundleStore.has(record.bundle.key);
    if (base?.bundle && stored) {
      if (!(await deps.bundleStore.has(base.bundle.key))) throw new HttpProblem(410, `the bundle of job ${base.job.jobId} (deltaFrom) is no longer stored`);
      target = await deltaFor(
        base as typeof base & { bundle: NonNullable<JobRecord['bundle']> },
        record as typeof record & { bundle: NonNullable<JobRecord['bundle']> },
      );
    }
    link = await deps.bundleStore.link(target.key, asked.linkTtlSeconds ?? deps.linkTtlSeconds);
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    // The object store is down or refuses us: a temporary condition of the service, not of the request.
    deps.logger.error('bundle store unavailable', { jobId, error });
    throw new HttpProblem(503, 'the bundle store is unavailable right now; try again shortly', { 'retry-after': '30' });
  }
  if (!stored) throw new HttpProblem(410, `the bundle of job ${jobId} is no longer stored; start a new job`);
  return {
    bundleUrl: link.url,
    expiresAt: link.expiresAt.toISOString(),
    jobId,
    version: record.version,
    sha256: target.sha256,
    bytes: target.bytes,
    ...(asked.deltaFrom ? { deltaFrom: asked.deltaFrom } : {}),
  };
}
