// Typed client for the Static Export REST API (../shared/spec/static-export-api.md), for any pipeline that wants
// to run the start → poll → bundle loop: the GitHub Action uses it, and so can a script or another CI system.
//
//   const client = createClient({ baseUrl: 'https://api.example.com/v1', apiKey });
//   const { jobId } = await client.startJob({ domain: 'docs.acme.com' });
//   await client.waitForCompletion(jobId, { onPoll: (p) => console.log(p.job?.status) });
//   const { bundleUrl, expiresAt } = await client.createBundle(jobId);
//
// Errors: an HTTP error answer is an `ApiError` (`status`, and `error`: the API's own message); a request that got
// no answer is a `NetworkError`; a job that ends `failed` is a `JobFailedError`; running out of polls is a
// `PollTimeoutError`. While polling, network errors, timeouts, 429 and 5xx are retried (they use up a poll);
// anything else stops the wait. The API key never appears in a message.
import { setTimeout as delay } from 'node:timers/promises';
import type { BundleResult, ErrorBody, JobStatus, JobWarnings, StartStaticExportRequest, StaticExportJob } from '../core/types.ts';

export interface ClientOptions {
  /** Base address of the API, including the version segment: `https://export.example.com/v1`. */
  baseUrl: string;
  /** Organization admin API key, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** A `fetch` to use instead of the global one (tests, proxies). */
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout in ms. @default 30_000 */
  timeoutMs?: number;
  /** @default `static-export-client` */
  userAgent?: string;
}

export interface PollEvent {
  /** 1-based number of this poll. */
  poll: number;
  maxPolls: number;
  /** Time since `waitForCompletion` was called. */
  elapsedMs: number;
  /** The job as this poll saw it; absent when the poll hit a transient error. */
  job?: StaticExportJob;
  /** The transient error this poll hit (it will be retried). */
  error?: Error;
}

export interface WaitOptions {
  /** Time between two polls in ms. @default 10_000 */
  intervalMs?: number;
  /** Polls before giving up with a `PollTimeoutError`. @default 60 */
  maxPolls?: number;
  /** Called once per poll, after it answered or failed. */
  onPoll?: (event: PollEvent) => void;
  signal?: AbortSignal;
}

export interface StaticExportClient {
  readonly baseUrl: string;
  /** `POST /static-export/jobs` → the queued job (HTTP 202). Not retried: a retry could start a second job. */
  startJob(request: StartStaticExportRequest, init?: { signal?: AbortSignal }): Promise<StaticExportJob>;
  /** `GET /static-export/jobs/{jobId}`. */
  getJob(jobId: string, init?: { signal?: AbortSignal }): Promise<StaticExportJob>;
  /**
   * `POST /static-export/jobs/{jobId}/bundle` → a fresh presigned link, lasting `linkTtlSeconds` when given (else the
   * server's default). Transient errors are retried twice (no re-crawl happens).
   */
  createBundle(jobId: string, init?: { signal?: AbortSignal; linkTtlSeconds?: number }): Promise<BundleResult>;
  /** `GET /static-export/jobs/{jobId}/warnings` (a completed job). */
  getWarnings(jobId: string, init?: { signal?: AbortSignal }): Promise<JobWarnings>;
  /** Polls until `completed` (resolves with that job) or `failed` (rejects with `JobFailedError`). */
  waitForCompletion(jobId: string, options?: WaitOptions): Promise<StaticExportJob>;
}

/** Waits `ms`; an abort rejects with the signal's own reason (what the caller passed to `abort()`). */
async function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

// ---------------------------------------------------------------- errors

/** The API answered with an HTTP error status. */
export class ApiError extends Error {
  readonly status: number;
  /** The API's own message (`{ "error": "…" }`), or the start of a non-JSON body. */
  readonly error: string | undefined;
  readonly method: string;
  /** Path relative to the base address, e.g. `/static-export/jobs`. */
  readonly path: string;
  /** Seconds from `Retry-After`, when the answer had one. */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; error?: string | undefined; method: string; path: string; retryAfter?: number | undefined; message?: string }) {
    super(init.message ?? explainStatus(init.status, init.method, init.path, init.error));
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.method = init.method;
    this.path = init.path;
    this.retryAfter = init.retryAfter;
  }

  static is(value: unknown): value is ApiError {
    return value instanceof Error && value.name === 'ApiError';
  }
}

/** The request got no HTTP answer: connection refused, DNS, TLS, reset, or the per-request timeout. */
export class NetworkError extends Error {
  readonly method: string;
  readonly path: string;

  constructor(method: string, path: string, baseUrl: string, cause: unknown) {
    super(`could not reach the Static Export API at ${baseUrl} (${method} ${path}): ${causeText(cause)}`, { cause });
    this.name = 'NetworkError';
    this.method = method;
    this.path = path;
  }

  static is(value: unknown): value is NetworkError {
    return value instanceof Error && value.name === 'NetworkError';
  }
}

/** The job ended in `failed`; `job.error` is the service's explanation. */
export class JobFailedError extends Error {
  readonly job: StaticExportJob;

  constructor(job: StaticExportJob) {
    super(`export job ${job.jobId} failed: ${job.error ?? 'the API gave no reason'}`);
    this.name = 'JobFailedError';
    this.job = job;
  }

  static is(value: unknown): value is JobFailedError {
    return value instanceof Error && value.name === 'JobFailedError';
  }
}

/** `maxPolls` polls went by without the job finishing. */
export class PollTimeoutError extends Error {
  readonly jobId: string;
  readonly polls: number;
  readonly waitedMs: number;
  /** The last answer a poll got, if any did. */
  readonly lastJob: StaticExportJob | undefined;
  /** The transient error of the last poll, if it failed. */
  readonly lastError: Error | undefined;

  constructor(init: { jobId: string; polls: number; intervalMs: number; waitedMs: number; lastJob?: StaticExportJob | undefined; lastError?: Error | undefined }) {
    const last = init.lastJob
      ? `last seen ${describeJob(init.lastJob)}`
      : 'no poll got an answer';
    const lastError = init.lastError ? `; the last poll failed: ${init.lastError.message}` : '';
    super(
      `export job ${init.jobId} did not finish within ${init.polls} poll${init.polls === 1 ? '' : 's'} ` +
        `(waited ${formatDuration(init.waitedMs)}, polling every ${formatDuration(init.intervalMs)}); ${last}${lastError}`,
    );
    this.name = 'PollTimeoutError';
    this.jobId = init.jobId;
    this.polls = init.polls;
    this.waitedMs = init.waitedMs;
    this.lastJob = init.lastJob;
    this.lastError = init.lastError;
  }

  static is(value: unknown): value is PollTimeoutError {
    return value instanceof Error && value.name === 'PollTimeoutError';
  }
}

/** Worth another try later: no answer at all, a timeout, 408, 429 or a 5xx. */
export function isTransient(error: unknown): boolean {
  if (NetworkError.is(error)) return true;
  if (ApiError.is(error)) return error.status === 408 || error.status === 429 || error.status >= 500;
  return false;
}

function explainStatus(status: number, method: string, path: string, apiMessage: string | undefined): string {
  const said = apiMessage ? `: ${apiMessage}` : '';
  switch (status) {
    case 400:
      return `the API rejected the request (HTTP 400${said})`;
    case 401:
      return `authentication failed (HTTP 401${said}): check that the API key is a valid, unrevoked admin key of the organization`;
    case 403:
      return `static export is not enabled for this organization (HTTP 403${said})`;
    case 404:
      return `not found (HTTP 404 for ${method} ${path}${said})`;
    case 429:
      return `rate limited by the API (HTTP 429${said})`;
    default:
      return `${method} ${path} failed with HTTP ${status}${said}`;
  }
}

function causeText(cause: unknown): string {
  if (cause instanceof Error) {
    if (cause.name === 'TimeoutError') return 'the request timed out';
    const inner = cause.cause instanceof Error ? cause.cause : undefined;
    const code = inner && 'code' in inner && typeof inner.code === 'string' ? inner.code : undefined;
    return inner ? `${cause.message} (${code ?? inner.message})` : cause.message;
  }
  return String(cause);
}

/** `running, 45%, 12 pages` */
export function describeJob(job: StaticExportJob): string {
  return `${job.status}, ${Math.round(job.progress)}%, ${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`;
}

/** 95_000 → `1m 35s`; 1_500 → `1.5s`. */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms / 100) / 10}s`;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  return m > 0 ? `${m}m ${s}s` : `${s}s`;
}

// ---------------------------------------------------------------- response checks

const STATUSES: readonly JobStatus[] = ['queued', 'running', 'completed', 'failed'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asJob(value: unknown): StaticExportJob | undefined {
  if (!isRecord(value)) return undefined;
  const { jobId, status, progress, pageCount } = value;
  if (typeof jobId !== 'string' || jobId === '') return undefined;
  if (typeof status !== 'string' || !STATUSES.includes(status as JobStatus)) return undefined;
  if (typeof progress !== 'number' || typeof pageCount !== 'number') return undefined;
  return value as unknown as StaticExportJob;
}

function asBundle(value: unknown): BundleResult | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.bundleUrl !== 'string' || typeof value.expiresAt !== 'string') return undefined;
  return value as unknown as BundleResult;
}

// ---------------------------------------------------------------- the client

export function createClient(options: ClientOptions): StaticExportClient {
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw new TypeError(`Expected \`baseUrl\` to be an absolute http(s) URL such as https://export.example.com/v1, got ${JSON.stringify(options.baseUrl)}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`Expected \`baseUrl\` to be an http(s) URL, got ${JSON.stringify(options.baseUrl)}`);
  }
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
    throw new TypeError('Expected `apiKey` to be a non-empty string');
  }
  const baseUrl = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  const apiKey = options.apiKey.trim();
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const userAgent = options.userAgent ?? 'static-export-client';

  async function call(method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'application/json', 'user-agent': userAgent };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new NetworkError(method, path, baseUrl, error);
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const errorField = isRecord(json) ? (json as Partial<ErrorBody>).error : undefined;
      const apiMessage = typeof errorField === 'string' && errorField.trim() !== ''
        ? errorField
        : text.trim() !== '' ? text.trim().replace(/\s+/g, ' ').slice(0, 200) : undefined;
      const retryAfterHeader = Number(response.headers.get('retry-after'));
      const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader >= 0 && response.headers.has('retry-after') ? retryAfterHeader : undefined;
      throw new ApiError({ status: response.status, error: apiMessage, method, path, retryAfter });
    }
    if (json === undefined) {
      throw new ApiError({ status: response.status, method, path, message: `${method} ${path}: the API answered HTTP ${response.status} without a JSON body` });
    }
    return json;
  }

  function expectJob(value: unknown, method: string, path: string): StaticExportJob {
    const job = asJob(value);
    if (!job) throw new ApiError({ status: 200, method, path, message: `${method} ${path}: the API's answer is not a static export job (${JSON.stringify(value).slice(0, 200)})` });
    return job;
  }

  const jobPath = (jobId: string): string => {
    if (typeof jobId !== 'string' || jobId === '') throw new TypeError('Expected `jobId` to be a non-empty string');
    return `/static-export/jobs/${encodeURIComponent(jobId)}`;
  };

  const client: StaticExportClient = {
    baseUrl,

    async startJob(request, init) {
      const path = '/static-export/jobs';
      const body: StartStaticExportRequest = { domain: request.domain };
      if (request.version !== undefined) body.version = request.version;
      if (request.paths !== undefined) body.paths = request.paths;
      return expectJob(await call('POST', path, body, init?.signal), 'POST', path);
    },

    async getJob(jobId, init) {
      const path = jobPath(jobId);
      return expectJob(await call('GET', path, undefined, init?.signal), 'GET', path);
    },

    async createBundle(jobId, init) {
      const path = `${jobPath(jobId)}/bundle`;
      for (let attempt = 0; ; attempt++) {
        try {
          const body = init?.linkTtlSeconds !== undefined ? { linkTtlSeconds: init.linkTtlSeconds } : undefined;
          const value = await call('POST', path, body, init?.signal);
          const bundle = asBundle(value);
          if (!bundle) throw new ApiError({ status: 200, method: 'POST', path, message: `POST ${path}: the API's answer has no bundleUrl and expiresAt (${JSON.stringify(value).slice(0, 200)})` });
          return bundle;
        } catch (error) {
          if (attempt >= 2 || !isTransient(error)) throw error;
          await sleep(500 * 2 ** attempt, init?.signal);
        }
      }
    },

    async getWarnings(jobId, init) {
      const path = `${jobPath(jobId)}/warnings`;
      const value = await call('GET', path, undefined, init?.signal);
      if (!isRecord(value) || !Array.isArray(value.warnings) || typeof value.total !== 'number') {
        throw new ApiError({ status: 200, method: 'GET', path, message: `GET ${path}: the API's answer has no warnings list (${JSON.stringify(value).slice(0, 200)})` });
      }
      return value as unknown as JobWarnings;
    },

    async waitForCompletion(jobId, waitOptions = {}) {
      const intervalMs = waitOptions.intervalMs ?? 10_000;
      const maxPolls = waitOptions.maxPolls ?? 60;
      if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new TypeError(`Expected \`intervalMs\` to be a finite number >= 0, got ${intervalMs}`);
      if (!Number.isInteger(maxPolls) || maxPolls < 1) throw new TypeError(`Expected \`maxPolls\` to be an integer >= 1, got ${maxPolls}`);
      const { signal, onPoll } = waitOptions;
      const started = performance.now();
      let lastJob: StaticExportJob | undefined;
      let lastError: Error | undefined;
      for (let poll = 1; poll <= maxPolls; poll++) {
        signal?.throwIfAborted();
        let waitMs = intervalMs;
        try {
          const job = await client.getJob(jobId, { signal });
          lastJob = job;
          lastError = undefined;
          onPoll?.({ poll, maxPolls, elapsedMs: performance.now() - started, job });
          if (job.status === 'completed') return job;
          if (job.status === 'failed') throw new JobFailedError(job);
        } catch (error) {
          if (!isTransient(error)) throw error;
          lastError = error as Error;
          onPoll?.({ poll, maxPolls, elapsedMs: performance.now() - started, error: lastError });
          if (ApiError.is(error) && error.retryAfter !== undefined) waitMs = Math.max(waitMs, error.retryAfter * 1000);
        }
        if (poll < maxPolls) await sleep(waitMs, signal);
      }
      throw new PollTimeoutError({ jobId, polls: maxPolls, intervalMs, waitedMs: performance.now() - started, lastJob, lastError });
    },
  };
  return client;
}
