// Fetches a bundle from a URL to a file, for `serve` (a bundle URL) and the Action (the API's presigned link):
// streamed, never held in memory; retried with backoff on network errors, stalls, truncated bodies and
// 408/429/5xx (honouring Retry-After); refused at once on other 4xx, when larger than the limit, or when its
// sha256 is not the one expected. The file appears at `target` only when complete and accepted. An optional
// deadline bounds the whole download (every attempt and wait), so a host that trickles a byte now and then cannot
// hold it for ever; an optional address check (the outbound policy) applies to every connection, redirects too.
import { Agent, type Dispatcher, fetch } from 'undici';
import { StaticExportError } from '../core/errors.ts';
import type { AddressCheck } from '../core/types.ts';
import { guardedConnector, RefusedAddress } from './guarded-connector.ts';
import { writeHashedFile, type HashedFile } from './hashed-file.ts';
import { redactUrl } from './redact-url.ts';
import { RETRY_STATUS, retryAfterMs, withRetries } from './retry.ts';

export interface FetchBundleOptions {
  /** Retries after the first attempt. @default 4 */
  retries?: number;
  /** Base of the exponential backoff in ms. @default 500 */
  retryBaseMs?: number;
  /** No byte for this long (headers or body) aborts the attempt. @default 60_000 */
  idleTimeoutMs?: number;
  /** Largest bundle accepted, in bytes. @default 2 GiB, as the unpacker's total */
  maxBytes?: number;
  /** Refuse the file unless its sha256 (hex) is this one. @default no check */
  expectedSha256?: string;
  signal?: AbortSignal;
  /** The whole download, every attempt and wait included, must end within this many ms. @default no deadline */
  deadlineMs?: number;
  /** Checked on the resolved address of every connection, each redirect hop included. @default any address */
  checkAddress?: AddressCheck;
  /** Told about each failed attempt that will be retried. */
  onRetry?: (attempt: number, reason: string, delayMs: number) => void;
}

export interface FetchedBundle extends HashedFile {
  file: string;
}

/** A failure of one attempt that another attempt may not have. */
class Retryable extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.name = 'Retryable';
    this.retryAfterMs = retryAfterMs;
  }
}

interface Settings {
  idleTimeoutMs: number;
  maxBytes: number;
  expectedSha256: string | undefined;
  signal: AbortSignal | undefined;
  dispatcher: Dispatcher | undefined;
}

async function attempt(url: string, target: string, settings: Settings): Promise<HashedFile> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const poke = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error(`no data for ${settings.idleTimeoutMs} ms`)), settings.idleTimeoutMs);
  };
  const signal = settings.signal ? AbortSignal.any([settings.signal, idle.signal]) : idle.signal;
  const stalled = (): string | undefined => (idle.signal.reason as Error | undefined)?.message;
  poke();
  try {
    let response: Response;
    try {
      response = (await fetch(url, {
        signal,
        redirect: 'follow',
        headers: { accept: 'application/gzip, application/octet-stream, */*' },
        ...(settings.dispatcher ? { dispatcher: settings.dispatcher } : {}),
      })) as unknown as Response;
    } catch (error) {
      if (settings.signal?.aborted) throw error;
      const refused = refusal(error);
      if (refused) throw new StaticExportError('FORBIDDEN_ADDRESS', `the bundle URL (or a redirect from it) leads to an address not allowed (${refused.rule})`);
      throw new Retryable(`cannot fetch: ${stalled() ?? (error as Error).cause ?? (error as Error).message}`);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      const why = `HTTP ${response.status}`;
      if (RETRY_STATUS.has(response.status)) throw new Retryable(why, retryAfterMs(response.headers.get('retry-after')));
      throw new StaticExportError('UNREACHABLE', `the bundle URL answered ${why}`);
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > settings.maxBytes) {
      await response.body.cancel();
      throw new StaticExportError('UNSAFE_ARCHIVE', `the bundle is ${declared} bytes, over the limit of ${settings.maxBytes}`);
    }
    let bytes = 0;
    try {
      return await writeHashedFile(response.body as unknown as AsyncIterable<Uint8Array>, target, {
        maxBytes: settings.maxBytes,
        tooLarge: () => new StaticExportError('UNSAFE_ARCHIVE', `the bundle is over the limit of ${settings.maxBytes} bytes`),
        onChunk: (chunk) => {
          poke();
          bytes += chunk.length;
        },
        accept: (file) => {
          if (Number.isFinite(declared) && file.bytes !== declared) throw new Retryable(`download ended after ${file.bytes} of ${declared} bytes`);
          if (settings.expectedSha256 && file.sha256 !== settings.expectedSha256) {
            throw new StaticExportError('UNSAFE_ARCHIVE', `the downloaded bundle is corrupt: sha256 ${file.sha256}, expected ${settings.expectedSha256}`);
          }
        },
      });
    } catch (error) {
      if (StaticExportError.is(error) || error instanceof Retryable || settings.signal?.aborted) throw error;
      throw new Retryable(`download broke off after ${bytes} bytes: ${stalled() ?? (error as Error).message}`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The policy's refusal behind a failed fetch (undici wraps the connector's error as the cause). */
function refusal(error: unknown): RefusedAddress | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) if (e instanceof RefusedAddress) return e;
  return undefined;
}

export async function fetchBundle(url: string, target: string, options: FetchBundleOptions = {}): Promise<FetchedBundle> {
  const deadline = options.deadlineMs === undefined ? undefined : AbortSignal.timeout(options.deadlineMs);
  const signal = deadline ? (options.signal ? AbortSignal.any([options.signal, deadline]) : deadline) : options.signal;
  const dispatcher = options.checkAddress ? new Agent({ connect: guardedConnector(options.checkAddress, options.idleTimeoutMs ?? 60_000) }) : undefined;
  const settings: Settings = {
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    maxBytes: options.maxBytes ?? 2 * 1024 ** 3,
    expectedSha256: options.expectedSha256,
    signal,
    dispatcher,
  };
  const retries = options.retries ?? 4;
  let attempts = 0;
  try {
    const file = await withRetries(
      () => {
        attempts++;
        return attempt(url, target, settings);
      },
      { error: (error) => (error instanceof Retryable ? { reason: error.message, retryAfterMs: error.retryAfterMs } : undefined) },
      { retries, baseMs: options.retryBaseMs ?? 500, maxDelayMs: 30_000, signal, onRetry: options.onRetry },
    );
    return { file: target, ...file };
  } catch (error) {
    if (deadline?.aborted && !options.signal?.aborted) {
      throw new StaticExportError(
        'UNREACHABLE',
        `the bundle download from ${redactUrl(url)} did not finish within ${options.deadlineMs! / 1000} s (${attempts} attempt(s)); giving up`,
      );
    }
    if (!(error instanceof Retryable)) throw error;
    throw new StaticExportError('UNREACHABLE', `cannot download the bundle from ${redactUrl(url)} after ${attempts} attempts: ${error.message}`);
  } finally {
    // Its connections (a stalled one included) go with it: nothing of the download outlives the call.
    await dispatcher?.destroy().catch(() => {});
  }
}
