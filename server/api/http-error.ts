// The one place where failures become HTTP responses. Every error body is `{ "error": "…" }` with a message fit
// for a person; nothing else (no stack, no internal detail) ever leaves the process.
import { HTTPError } from 'h3';
import { StaticExportError, type ErrorCode } from '../../src/core/errors.ts';
import type { Logger } from '../jobs/logger.ts';

/**
 * An answer the API means to send: status, message and any headers (WWW-Authenticate, Retry-After, Allow). Named
 * apart from the REST client's `ApiRequestError` (the same answer, seen from the caller's side).
 */
export class HttpProblem extends Error {
  readonly code = 'HTTP_PROBLEM';
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpProblem';
    this.status = status;
    this.headers = headers;
  }

  /** By name and code, not `instanceof`: works across copies of this module (a bundled Action, tests). */
  static is(value: unknown): value is HttpProblem {
    return value instanceof Error && (value as Partial<HttpProblem>).code === 'HTTP_PROBLEM' && typeof (value as HttpProblem).status === 'number';
  }
}

/**
 * Engine refusals that are the caller's fault (bad site, bad path, unreachable or forbidden target). INVALID_OPTION
 * is not here: it means a setting of this server is wrong, which is no client's fault.
 */
const ENGINE_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_URL: 400,
  INVALID_PATH: 400,
  UNREACHABLE: 400,
  ROOT_FAILED: 400,
  FORBIDDEN_ADDRESS: 400,
};

const GENERIC: Record<number, string> = {
  400: 'bad request',
  404: 'no such endpoint',
  405: 'method not allowed',
  413: 'request body too large',
  415: 'unsupported content type',
};

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } as const;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Maps whatever was thrown to a `{error}` response; anything unexpected is logged and answered with a bare 500. */
export function errorResponse(thrown: unknown, logger: Logger, context: Record<string, unknown> = {}): Response {
  // h3 wraps anything that is not its own HTTPError in one (`cause` is what the handler threw): unwrap it.
  const error = HTTPError.isError(thrown) && thrown.cause instanceof Error ? thrown.cause : thrown;
  if (HttpProblem.is(error)) return jsonResponse(error.status, { error: error.message }, error.headers);
  if (StaticExportError.is(error) && ENGINE_STATUS[error.code]) {
    return jsonResponse(ENGINE_STATUS[error.code]!, { error: error.message });
  }
  // h3's own refusals (malformed URL, no route, body limits of srvx): keep the status, use our wording.
  if (HTTPError.isError(error) && !error.unhandled && error.status >= 400 && error.status < 500) {
    const headers: Record<string, string> = {};
    error.headers?.forEach((v, k) => (headers[k] = v));
    return jsonResponse(error.status, { error: GENERIC[error.status] ?? 'bad request' }, headers);
  }
  const cause = HTTPError.isError(error) && error.cause !== undefined ? error.cause : error;
  logger.error('unhandled error', {
    ...context,
    error: cause instanceof Error ? cause.message : String(cause),
    stack: cause instanceof Error ? cause.stack : undefined,
  });
  return jsonResponse(500, { error: 'internal server error' });
}
