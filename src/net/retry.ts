// Retry with exponential backoff and jitter, honouring a server's `Retry-After`: the one policy behind the crawl's
// fetcher and the bundle downloader. What counts as worth another try is the caller's to say (`judge`); when to
// try again is decided here.
import { sleep } from './sleep.ts';

/** Statuses a server uses for "not now": worth another try later. */
export const RETRY_STATUS: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);

/** `Retry-After` in ms: delta-seconds or an HTTP date (in the past: 0); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (value.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  /** Backoff before retry n (0-based) is `baseMs · 2ⁿ`, times a jitter from 0.5 to 1.5. */
  baseMs: number;
  /** No wait is longer than this, whatever `Retry-After` asks. @default 60_000 */
  maxDelayMs?: number;
  /** Ends the waiting between tries (the wait rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Told about each failed try that will be retried. */
  onRetry?: (attempt: number, reason: string, delayMs: number) => void;
  /** A source of randomness in [0, 1) for the jitter. @default Math.random */
  random?: () => number;
  /** How to wait (tests pass one that does not). @default sleep */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** A try worth repeating: why (for logs), and how long the server asked us to wait. */
export interface RetryVerdict {
  reason: string;
  retryAfterMs?: number | undefined;
}

/**
 * How a try ended, judged: a verdict to try again, or undefined to stop there (return the value, throw the error).
 * Once the tries are used up, the last value is returned and the last error thrown, as they are.
 */
export interface RetryJudge<T> {
  value?: (value: T) => RetryVerdict | undefined;
  error?: (error: unknown) => RetryVerdict | undefined;
}

/** The wait before retry `attempt` (0-based): the larger of the backoff with jitter and `Retry-After`, capped. */
export function retryDelayMs(attempt: number, policy: RetryPolicy, retryAfter?: number): number {
  const backoff = policy.baseMs * 2 ** attempt * (0.5 + (policy.random ?? Math.random)());
  return Math.min(policy.maxDelayMs ?? 60_000, Math.max(retryAfter ?? 0, backoff));
}

/** Runs `run` until `judge` is content or `policy.retries` retries are used up. */
export async function withRetries<T>(run: (attempt: number) => Promise<T>, judge: RetryJudge<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let verdict: RetryVerdict | undefined;
    try {
      const value = await run(attempt);
      verdict = judge.value?.(value);
      if (!verdict || attempt >= policy.retries) return value;
    } catch (error) {
      verdict = judge.error?.(error);
      if (!verdict || attempt >= policy.retries || policy.signal?.aborted) throw error;
    }
    const delay = retryDelayMs(attempt, policy, verdict.retryAfterMs);
    policy.onRetry?.(attempt + 1, verdict.reason, Math.round(delay));
    await (policy.wait ?? sleep)(delay, policy.signal);
  }
}
