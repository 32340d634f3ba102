// Streams a bundle from a URL to a file: never held in memory, retried with backoff on network errors,
// timeouts, truncated bodies, 408/429/5xx (honouring Retry-After), refused at once on other 4xx or when larger
// than the limit.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { StaticExportError } from '../core/errors.ts';

export interface DownloadOptions {
  /** Retries after the first attempt. Default 4. */
  retries?: number;
  /** Base of the exponential backoff in ms. Default 500. */
  retryBaseMs?: number;
  /** No byte for this long (headers or body) aborts the attempt. Default 60,000. */
  idleTimeoutMs?: number;
  /** Default 2 GiB, as the unpacker's total. */
  maxBytes?: number;
  signal?: AbortSignal;
  /** Told about each failed attempt that will be retried. */
  onRetry?: (attempt: number, reason: string, delayMs: number) => void;
}

export interface Downloaded {
  file: string;
  bytes: number;
  sha256: string;
}

class Retryable extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** What a URL looks like in a log: no credentials, no query (a presigned URL's signature is a secret). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return '(invalid URL)';
  }
}

async function attempt(url: string, target: string, options: Required<Omit<DownloadOptions, 'signal' | 'onRetry'>> & Pick<DownloadOptions, 'signal'>): Promise<Downloaded> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const poke = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error(`no data for ${options.idleTimeoutMs} ms`)), options.idleTimeoutMs);
  };
  const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal;
  poke();
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/gzip, application/octet-stream, */*' } });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new Retryable(`cannot fetch: ${(idle.signal.reason as Error | undefined)?.message ?? (error as Error).cause ?? (error as Error).message}`);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      const why = `HTTP ${response.status}`;
      if (response.status === 408 || response.status === 429 || response.status >= 500) throw new Retryable(why, retryAfter(response.headers.get('retry-after')));
      throw new StaticExportError('UNREACHABLE', `the bundle URL answered ${why}`);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > options.maxBytes) {
      await response.body.cancel();
      throw new StaticExportError('UNSAFE_ARCHIVE', `the bundle is ${declared} bytes, over the limit of ${options.maxBytes}`);
    }
    const hash = createHash('sha256');
    let bytes = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        poke();
        bytes += chunk.length;
        if (bytes > options.maxBytes) {
          done(new StaticExportError('UNSAFE_ARCHIVE', `the bundle is over the limit of ${options.maxBytes} bytes`));
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), meter, createWriteStream(target), { signal });
    } catch (error) {
      if (StaticExportError.is(error) || options.signal?.aborted) throw error;
      throw new Retryable(`download broke off after ${bytes} bytes: ${(idle.signal.reason as Error | undefined)?.message ?? (error as Error).message}`);
    }
    if (Number.isFinite(declared) && bytes !== declared) throw new Retryable(`download ended after ${bytes} of ${declared} bytes`);
    return { file: target, bytes, sha256: hash.digest('hex') };
  } finally {
    clearTimeout(timer);
  }
}

export async function downloadBundle(url: string, target: string, options: DownloadOptions = {}): Promise<Downloaded> {
  const settings = {
    retries: options.retries ?? 4,
    retryBaseMs: options.retryBaseMs ?? 500,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    maxBytes: options.maxBytes ?? 2 * 1024 ** 3,
    signal: options.signal,
  };
  for (let n = 0; ; n++) {
    try {
      return await attempt(url, target, settings);
    } catch (error) {
      await rm(target, { force: true });
      if (!(error instanceof Retryable)) throw error;
      if (n >= settings.retries) {
        throw new StaticExportError('UNREACHABLE', `cannot download the bundle from ${redactUrl(url)} after ${n + 1} attempts: ${error.message}`);
      }
      const backoff = settings.retryBaseMs * 2 ** n * (0.5 + Math.random() / 2);
      const delay = Math.min(error.retryAfterMs ?? backoff, 30_000);
      options.onRetry?.(n + 1, error.message, Math.round(delay));
      await sleep(delay, undefined, settings.signal ? { signal: settings.signal } : undefined);
    }
  }
}
