// Typed client for the Static Export REST API (docs/spec/static-export-api.md), for any pipeline that wants
// to run the start → poll → bundle loop: the GitHub Action uses it, and so can a script or another CI system.
//
//   const client = createClient({ baseUrl: 'https://api.example.com/v1', apiKey });
//   const { jobId } = await client.startJob({ domain: 'docs.acme.com' });
//   await client.waitForCompletion(jobId, { onPoll: (p) => console.log(p.job?.status) });
//   const { bundleUrl, expiresAt } = await client.createBundle(jobId);
//
// Errors (./errors.ts, one `ClientError` base checked by code): an HTTP error answer is an `ApiRequestError`
// (`status`, and `error`: the API's own message); a request that got no answer is a `NetworkError`; a job that
// ends `failed` is a `JobFailedError`; running out of polls is a `PollTimeoutError`. While polling, network errors, timeouts, 429 and 5xx are retried (they use up a poll);
// anything else stops the wait. The API key never appears in a message.
import type { BundleResult, ErrorBody, JobStatus, JobWarnings, StartStaticExportRequest, StaticExportJob } from '../core/types.ts';
import { retryAfterMs } from '../net/retry.ts';
import { sleep } from '../net/sleep.ts';
import { ApiRequestError, ClientError, isTransient, JobFailedError, NetworkError, PollTimeoutError } from './errors.ts';

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
      const apiMessage =
        typeof errorField === 'string' && errorField.trim() !== ''
          ? errorField
          : text.trim() !== ''
            ? text.trim().replace(/\s+/g, ' ').slice(0, 200)
            : undefined;
      const retryAfterMsValue = retryAfterMs(response.headers.get('retry-after'));
      const retryAfter = retryAfterMsValue === undefined ? undefined : retryAfterMsValue / 1000;
      throw new ApiRequestError({ status: response.status, error: apiMessage, method, path, retryAfter });
    }
    if (json === undefined) {
      throw new ApiRequestError({
        status: response.status,
        method,
        path,
        message: `${method} ${path}: the API answered HTTP ${response.status} without a JSON body`,
      });
    }
    return json;
  }

  function expectJob(value: unknown, method: string, path: string): StaticExportJob {
    const job = asJob(value);
    if (!job)
      throw new ApiRequestError({
        status: 200,
        method,
        path,
        message: `${method} ${path}: the API's answer is not a static export job (${JSON.stringify(value).slice(0, 200)})`,
      });
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
          if (!bundle)
            throw new ApiRequestError({
              status: 200,
              method: 'POST',
              path,
              message: `POST ${path}: the API's answer has no bundleUrl and expiresAt (${JSON.stringify(value).slice(0, 200)})`,
            });
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
        throw new ApiRequestError({
          status: 200,
          method: 'GET',
          path,
          message: `GET ${path}: the API's answer has no warnings list (${JSON.stringify(value).slice(0, 200)})`,
        });
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
          if (ClientError.is(error, 'API_REQUEST_FAILED') && error.retryAfter !== undefined) waitMs = Math.max(waitMs, error.retryAfter * 1000);
        }
        if (poll < maxPolls) await sleep(waitMs, signal);
      }
      throw new PollTimeoutError({ jobId, polls: maxPolls, intervalMs, waitedMs: performance.now() - started, lastJob, lastError });
    },
  };
  return client;
}
