// The REST client's errors: one base, `ClientError`, with a stable `code` and a `name` per kind (undici's model),
// checked by code (`ClientError.is(error, 'POLL_TIMEOUT')`), never by `instanceof`, so the checks hold across
// copies of this module (the Action's bundle, a second install).
import type { StaticExportJob } from '../core/types.ts';
import { formatDuration } from '../terminal/format.ts';

/** Which error each code names. */
interface ClientErrors {
  /** The API answered with an HTTP error status (or a body that is not what the spec says). */
  API_REQUEST_FAILED: ApiRequestError;
  /** No HTTP answer at all: connection refused, DNS, TLS, reset, or the per-request timeout. */
  API_UNREACHABLE: NetworkError;
  /** The job ended `failed`. */
  JOB_FAILED: JobFailedError;
  /** `maxPolls` polls went by without the job finishing. */
  POLL_TIMEOUT: PollTimeoutError;
}

export type ClientErrorCode = keyof ClientErrors;
const CODES: ReadonlySet<string> = new Set<ClientErrorCode>(['API_REQUEST_FAILED', 'API_UNREACHABLE', 'JOB_FAILED', 'POLL_TIMEOUT']);

export class ClientError extends Error {
  readonly code: ClientErrorCode;

  constructor(code: ClientErrorCode, name: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = name;
    this.code = code;
  }

  /** Whether `value` is a client error (of `code`, when given). */
  static is<C extends ClientErrorCode = ClientErrorCode>(value: unknown, code?: C): value is ClientErrors[C] {
    if (!(value instanceof Error)) return false;
    const got = (value as { code?: unknown }).code;
    return typeof got === 'string' && CODES.has(got) && (code === undefined || got === code);
  }
}

/** The API answered with an HTTP error status. */
export class ApiRequestError extends ClientError {
  readonly status: number;
  /** The API's own message (`{ "error": "…" }`), or the start of a non-JSON body. */
  readonly error: string | undefined;
  readonly method: string;
  /** Path relative to the base address, e.g. `/static-export/jobs`. */
  readonly path: string;
  /** Seconds from `Retry-After`, when the answer had one. */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; error?: string | undefined; method: string; path: string; retryAfter?: number | undefined; message?: string }) {
    super('API_REQUEST_FAILED', 'ApiRequestError', init.message ?? explainStatus(init.status, init.method, init.path, init.error));
    this.status = init.status;
    this.error = init.error;
    this.method = init.method;
    this.path = init.path;
    this.retryAfter = init.retryAfter;
  }
}

/** The request got no HTTP answer: connection refused, DNS, TLS, reset, or the per-request timeout. */
export class NetworkError extends ClientError {
  readonly method: string;
  readonly path: string;

  constructor(method: string, path: string, baseUrl: string, cause: unknown) {
    super('API_UNREACHABLE', 'NetworkError', `could not reach the Static Export API at ${baseUrl} (${method} ${path}): ${causeText(cause)}`, { cause });
    this.method = method;
    this.path = path;
  }
}

/** The job ended in `failed`; `job.error` is the service's explanation. */
export class JobFailedError extends ClientError {
  readonly job: StaticExportJob;

  constructor(job: StaticExportJob) {
    super('JOB_FAILED', 'JobFailedError', `export job ${job.jobId} failed: ${job.error ?? 'the API gave no reason'}`);
    this.job = job;
  }
}

/** `maxPolls` polls went by without the job finishing. */
export class PollTimeoutError extends ClientError {
  readonly jobId: string;
  readonly polls: number;
  readonly waitedMs: number;
  /** The last answer a poll got, if any did. */
  readonly lastJob: StaticExportJob | undefined;
  /** The transient error of the last poll, if it failed. */
  readonly lastError: Error | undefined;

  constructor(init: {
    jobId: string;
    polls: number;
    intervalMs: number;
    waitedMs: number;
    lastJob?: StaticExportJob | undefined;
    lastError?: Error | undefined;
  }) {
    const last = init.lastJob ? `last seen ${describeJob(init.lastJob)}` : 'no poll got an answer';
    const lastError = init.lastError ? `; the last poll failed: ${init.lastError.message}` : '';
    super(
      'POLL_TIMEOUT',
      'PollTimeoutError',
      `export job ${init.jobId} did not finish within ${init.polls} poll${init.polls === 1 ? '' : 's'} ` +
        `(waited ${formatDuration(init.waitedMs)}, polling every ${formatDuration(init.intervalMs)}); ${last}${lastError}`,
    );
    this.jobId = init.jobId;
    this.polls = init.polls;
    this.waitedMs = init.waitedMs;
    this.lastJob = init.lastJob;
    this.lastError = init.lastError;
  }
}

/** Worth another try later: no answer at all, a timeout, 408, 429 or a 5xx. */
export function isTransient(error: unknown): boolean {
  if (ClientError.is(error, 'API_UNREACHABLE')) return true;
  if (ClientError.is(error, 'API_REQUEST_FAILED')) return error.status === 408 || error.status === 429 || error.status >= 500;
  return false;
}

/** `running, 45%, 12 pages` */
export function describeJob(job: StaticExportJob): string {
  return `${job.status}, ${Math.round(job.progress)}%, ${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`;
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
