// The retry layer of the export's fetcher: any transport (undici in production, an in-memory site in tests) gets
// the same limit on requests in flight and the same retries — network errors, timeouts, 408/425/429/5xx, with
// backoff, jitter and Retry-After (src/net/retry.ts). Redirects and other statuses are answers, handed back.
import PQueue from 'p-queue';
import type { ExportWarning } from '../core/types.ts';
import { RETRY_STATUS, retryAfterMs, withRetries, type RetryPolicy } from '../net/retry.ts';
import { FetchFailure, undiciTransport } from './fetcher.ts';
import type { Fetcher, FetcherOptions, FetchRequest, FetchResponse } from './fetcher.ts';

export interface RetryingOptions {
  /** Requests in flight at once (a task parsing a page holds no slot). */
  concurrency: number;
  /** Retries after the first try. */
  retries: number;
  /** Backoff base in ms (doubles per retry, with jitter). */
  retryBaseMs: number;
  /** The export's signal: no retry, and no wait, once it is aborted. */
  signal?: AbortSignal | undefined;
  /** Overrides for tests: the jitter's randomness and the wait. */
  random?: RetryPolicy['random'];
  wait?: RetryPolicy['wait'];
}

/** Whatever a transport threw, as a FetchFailure (a transport that throws something else failed at the network). */
export function asFetchFailure(error: unknown, href: string): FetchFailure {
  if (FetchFailure.is(error)) return error;
  const cause = error instanceof Error ? error : new Error(String(error));
  return new FetchFailure('network', href, `${href}: ${cause.message}`, { cause });
}

export function retryingFetcher(transport: Fetcher, options: RetryingOptions): Fetcher {
  // The concurrency limit is on requests in flight, not on the work around them: a task parsing a page does not
  // hold a connection slot, so the network stays busy while the main thread rewrites what already arrived.
  const inFlight = new PQueue({ concurrency: options.concurrency });
  const policy: RetryPolicy = {
    retries: options.retries,
    baseMs: options.retryBaseMs,
    maxDelayMs: 60_000,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  };
  const once = (req: FetchRequest): Promise<FetchResponse> =>
    (inFlight.add(() => transport.fetch(req)) as Promise<FetchResponse>).catch((error: unknown) => {
      throw asFetchFailure(error, req.url.href);
    });
  return {
    fetch: (req) =>
      withRetries(
        () => once(req),
        {
          value: (res) => (RETRY_STATUS.has(res.status) ? { reason: `HTTP ${res.status}`, retryAfterMs: retryAfterMs(res.headers['retry-after']) } : undefined),
          error: (error) => (FetchFailure.is(error, 'network') || FetchFailure.is(error, 'timeout') ? { reason: (error as Error).message } : undefined),
        },
        policy,
      ),
    close: () => transport.close(),
  };
}

/** The export's fetcher: undici under the retry layer. */
export function createFetcher(options: FetcherOptions): Fetcher {
  return retryingFetcher(undiciTransport(options), options);
}

/** The manifest's warning code for a URL that could not be fetched: the one mapping pages and assets share. */
export function fetchWarningCode(failure: FetchFailure): ExportWarning['code'] {
  const codes: Partial<Record<FetchFailure['kind'], ExportWarning['code']>> = {
    timeout: 'timeout',
    'too-large': 'too-large',
    'forbidden-address': 'refused-address',
  };
  return codes[failure.kind] ?? 'fetch-failed';
}
