// HTTP for the whole export: one keep-alive undici Agent, a per-request deadline, a size limit, and redirects
// handed back to the caller instead of followed, so an off-site redirect is recorded rather than silently crawled.
// This is the transport; fetch-retry.ts puts the retry layer over it (requests in flight, retries with backoff,
// jitter and Retry-After), the same layer the unit tests put over an in-memory site.

import { Agent, request } from 'undici';
import { StaticExportError } from '../core/errors.ts';
import type { AddressCheck, RequestHeaders } from '../core/types.ts';
import { guardedConnector, RefusedAddress } from '../net/guarded-connector.ts';
import { writeHashedFile } from '../net/hashed-file.ts';

export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export interface FetcherOptions {
  concurrency: number;
  timeoutMs: number;
  maxFileBytes: number;
  retries: number;
  retryBaseMs: number;
  userAgent: string;
  /** The outbound policy, checked on the resolved address of every connection (export-site builds it). */
  checkAddress?: AddressCheck;
  /** Credentials for the source origin only (see `credentialsFor`). */
  originHeaders?: OriginHeaders;
  signal?: AbortSignal;
  /** Makes a directory (remembering which exist); default: mkdir -p every time. */
  ensureDir?: (dir: string) => Promise<unknown>;
}

export interface FetchRequest {
  url: URL;
  headers?: Record<string, string>;
  /** Write the body to this file (streamed, hashed) instead of returning it. */
  toFile?: string;
  /**
   * Send no credentials even to the site's origin: the request was named by content of another origin (a CDN's
   * stylesheet, a redirect through another host), which must not choose what the export fetches with them.
   */
  anonymous?: boolean;
}

export interface FetchResponse {
  url: URL;
  status: number;
  headers: Record<string, string>;
  /** The body, unless it was streamed to `toFile`. */
  body?: Buffer;
  bytes: number;
  /**
   * sha256 hex of the body as received, for a body streamed to `toFile` ('' otherwise: an in-memory body is
   * transformed before it is saved, and the saved bytes are hashed then).
   */
  sha256: string;
  /** Absolute target of a 3xx, for the caller to decide on. */
  location?: URL;
}

export type FetchFailureKind = 'network' | 'timeout' | 'too-large' | 'http' | 'forbidden-address' | 'aborted';

/** `FETCH_NETWORK`, `FETCH_TIMEOUT`, …: the kind as a stable code. */
export type FetchFailureCode = `FETCH_${Uppercase<FetchFailureKind extends `${infer A}-${infer B}` ? `${A}_${B}` : FetchFailureKind>}`;

export class FetchFailure extends Error {
  readonly kind: FetchFailureKind;
  readonly code: FetchFailureCode;
  readonly status?: number;
  readonly url: string;

  constructor(kind: FetchFailureKind, url: string, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'FetchFailure';
    this.kind = kind;
    this.code = `FETCH_${kind.toUpperCase().replace('-', '_')}` as FetchFailureCode;
    this.url = url;
    this.status = options?.status;
  }

  /** By name and kind, not `instanceof` (like StaticExportError.is). */
  static is(value: unknown, kind?: FetchFailureKind): value is FetchFailure {
    return value instanceof Error && value.name === 'FetchFailure' && (kind === undefined || (value as FetchFailure).kind === kind);
  }
}

function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** Headers that go to one origin and nowhere else: a site's credentials. */
export interface OriginHeaders {
  /** `URL.origin` of the source site: scheme, host and port. */
  origin: string;
  headers: RequestHeaders;
}

/**
 * The credentials a request to `url` carries: all of them when `url` is on the source origin, none otherwise.
 * Decided per request, and redirects are never followed here (each hop is a new request by the caller), so a
 * redirect to another origin, an asset on a CDN or an off-site link never sees them.
 */
export function credentialsFor(url: URL, originHeaders: OriginHeaders | undefined): RequestHeaders | undefined {
  return originHeaders && url.origin === originHeaders.origin ? originHeaders.headers : undefined;
}

export interface Fetcher {
  fetch(req: FetchRequest): Promise<FetchResponse>;
  close(): Promise<void>;
}

/** One try per call: no retries, no limit on requests in flight (the retry layer adds both). */
export function undiciTransport(options: Omit<FetcherOptions, 'retries' | 'retryBaseMs'>): Fetcher {
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    connections: options.concurrency,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    ...(options.checkAddress ? { connect: guardedConnector(options.checkAddress, options.timeoutMs) } : {}),
  });

  async function once(req: FetchRequest): Promise<FetchResponse> {
    const limit = requestLimit(options.signal, options.timeoutMs);
    try {
      return await attempt(req, limit);
    } finally {
      limit.release();
    }
  }

  async function attempt(req: FetchRequest, limit: RequestLimit): Promise<FetchResponse> {
    const { signal } = limit;
    const href = req.url.href;
    let res;
    try {
      res = await request(req.url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: {
          'user-agent': options.userAgent,
          accept: '*/*',
          ...(req.anonymous ? undefined : credentialsFor(req.url, options.originHeaders)),
          ...req.headers,
        },
      });
    } catch (error) {
      throw classify(error, href, limit);
    }
    const headers = flatHeaders(res.headers);
    const status = res.statusCode;
    if (status >= 300 && status < 400 && headers.location) {
      await res.body.dump();
      const location = URL.parse(headers.location, req.url) ?? undefined;
      return { url: req.url, status, headers, bytes: 0, sha256: '', location };
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxFileBytes) {
      // Destroyed unread, undici's body emits an abort error: with no listener that is an uncaught exception.
      res.body.on('error', () => undefined).destroy();
      throw new FetchFailure('too-large', href, `${href} is ${declared} bytes, over the ${options.maxFileBytes}-byte limit`);
    }
    if (status >= 400) {
      // Error bodies still matter for 404 pages; keep them small.
      const body = Buffer.from(await res.body.arrayBuffer().catch(() => new ArrayBuffer(0)));
      return { url: req.url, status, headers, body, bytes: body.length, sha256: '' };
    }
    let bytes = 0;
    try {
      if (req.toFile) {
        const tooLarge = () => new FetchFailure('too-large', href, `${href} is over the ${options.maxFileBytes}-byte limit`);
        const written = await writeHashedFile(res.body as AsyncIterable<Buffer>, req.toFile, {
          maxBytes: options.maxFileBytes,
          tooLarge,
          ...(options.ensureDir ? { ensureDir: options.ensureDir } : {}),
        });
        return { url: req.url, status, headers, bytes: written.bytes, sha256: written.sha256 };
      }
      const chunks: Buffer[] = [];
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > options.maxFileBytes) throw new FetchFailure('too-large', href, `${href} is over the ${options.maxFileBytes}-byte limit`);
        chunks.push(chunk);
      }
      // Into an ArrayBuffer of its own (Buffer.concat's may be a slice of a shared pool): a page or payload body is
      // moved, not copied, to the transform worker (transform-pool.ts).
      const body = Buffer.from(new ArrayBuffer(bytes));
      let at = 0;
      for (const chunk of chunks) at += chunk.copy(body, at);
      return { url: req.url, status, headers, body, bytes, sha256: '' };
    } catch (error) {
      res.body.destroy();
      throw classify(error, href, limit);
    }
  }

  return {
    fetch: once,
    close: () => agent.close(),
  };
}

interface RequestLimit {
  signal: AbortSignal;
  timedOut: boolean;
  release(): void;
}

/**
 * One request's abort signal: the export's own signal or this request's deadline, whichever comes first, let go
 * of when the request ends. (`AbortSignal.timeout` + `AbortSignal.any` did the same but kept each request's
 * signals, timer and links alive for the whole timeout, long after the response: thousands of them at once,
 * all surviving into V8's old generation.)
 */
function requestLimit(parent: AbortSignal | undefined, ms: number): RequestLimit {
  const controller = new AbortController();
  const onAbort = () => controller.abort(parent!.reason);
  const limit: RequestLimit = {
    signal: controller.signal,
    timedOut: false,
    release() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onAbort);
    },
  };
  const timer = setTimeout(() => {
    limit.timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, ms);
  if (parent?.aborted) controller.abort(parent.reason);
  else parent?.addEventListener('abort', onAbort, { once: true });
  return limit;
}

function classify(error: unknown, href: string, limit?: RequestLimit): FetchFailure {
  if (FetchFailure.is(error)) return error;
  const cause = error instanceof Error ? error : new Error(String(error));
  if (limit?.timedOut) return new FetchFailure('timeout', href, `${href} timed out`, { cause });
  if (limit?.signal.aborted) return new FetchFailure('aborted', href, 'export aborted', { cause });
  const inner = (cause as { cause?: unknown }).cause;
  const refused = cause instanceof RefusedAddress ? cause : inner instanceof RefusedAddress ? inner : undefined;
  if (refused) return new FetchFailure('forbidden-address', href, `${href}: ${refused.message}`, { cause: refused });
  if (FetchFailure.is(inner)) return inner;
  const code = (cause as { code?: string }).code ?? (inner as { code?: string } | undefined)?.code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new FetchFailure('timeout', href, `${href} timed out`, { cause });
  }
  const detail = code ? `${code}` : cause.message;
  return new FetchFailure('network', href, `${href}: ${detail}`, { cause });
}

/** Turns a failure to reach the start page into the engine's error, with the reason people can act on. */
export function unreachable(site: URL, failure: FetchFailure): StaticExportError {
  if (failure.kind === 'forbidden-address') return new StaticExportError('FORBIDDEN_ADDRESS', failure.message, { cause: failure });
  const code = (failure.cause as { code?: string } | undefined)?.code ?? '';
  const why = /ENOTFOUND|EAI_AGAIN/.test(failure.message + code)
    ? 'the host name does not resolve'
    : /ECONNREFUSED/.test(failure.message + code)
      ? 'the connection was refused'
      : failure.kind === 'timeout'
        ? 'it did not answer in time'
        : failure.message;
  return new StaticExportError('UNREACHABLE', `cannot reach ${site.host}: ${why}`, { cause: failure });
}
