// The one retry policy (src/net/retry.ts), Retry-After parsing, sleep and redactUrl: pure, no sockets.
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/net/redact-url.ts';
import { retryAfterMs, retryDelayMs, withRetries, type RetryPolicy } from '../../src/net/retry.ts';
import { sleep } from '../../src/net/sleep.ts';

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs(' ', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('withRetries', () => {
  const policy = (waits: number[], extra: Partial<RetryPolicy> = {}): RetryPolicy => ({
    retries: 3,
    baseMs: 100,
    random: () => 0.5,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });

  it('backs off exponentially with jitter until the judge is content', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await withRetries(async () => ++calls, { value: (n) => (n < 3 ? { reason: `try ${n}` } : undefined) }, policy(waits));
    expect(value).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('waits as long as Retry-After asks, within the cap', async () => {
    const waits: number[] = [];
    let calls = 0;
    await withRetries(
      async () => ++calls,
      { value: (n) => (n === 1 ? { reason: '429', retryAfterMs: 5000 } : n === 2 ? { reason: '429', retryAfterMs: 999_999 } : undefined) },
      policy(waits, { maxDelayMs: 10_000 }),
    );
    expect(waits).toEqual([5000, 10_000]);
  });

  it('returns the last value and throws the last error once the retries are used up', async () => {
    const waits: number[] = [];
    expect(await withRetries(async () => 'busy', { value: () => ({ reason: 'busy' }) }, policy(waits))).toBe('busy');
    expect(waits).toHaveLength(3);
    let n = 0;
    await expect(
      withRetries(
        async () => {
          throw new Error(`fail ${++n}`);
        },
        { error: () => ({ reason: 'x' }) },
        policy([]),
      ),
    ).rejects.toThrow('fail 4');
  });

  it('throws at once an error the judge does not retry, and stops retrying once aborted', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw new Error('fatal');
        },
        { error: () => undefined },
        policy([]),
      ),
    ).rejects.toThrow('fatal');
    expect(calls).toBe(1);
    const controller = new AbortController();
    calls = 0;
    const run = withRetries(
      async () => {
        calls++;
        controller.abort();
        throw new Error('net');
      },
      { error: () => ({ reason: 'net' }) },
      policy([], { signal: controller.signal }),
    );
    await expect(run).rejects.toThrow('net');
    expect(calls).toBe(1);
  });

  it('tells onRetry about each retry', async () => {
    const seen: string[] = [];
    let calls = 0;
    await withRetries(
      async () => ++calls,
      { value: (n) => (n < 2 ? { reason: 'HTTP 503' } : undefined) },
      policy([], { onRetry: (a, r, d) => seen.push(`${a} ${r} ${d}`) }),
    );
    expect(seen).toEqual(['1 HTTP 503 100']);
  });

  it('jitters between half and one and a half times the backoff', () => {
    expect(retryDelayMs(2, { retries: 1, baseMs: 100, random: () => 0 })).toBe(200);
    expect(retryDelayMs(2, { retries: 1, baseMs: 100, random: () => 0.999_999 })).toBeCloseTo(600, 0);
  });
});

describe('sleep', () => {
  it('rejects with the signal reason when aborted', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});

describe('redactUrl', () => {
  it('drops credentials, the query and the fragment', () => {
    expect(redactUrl('https://user:pw@bucket.s3.example/a/b.tar.gz?X-Amz-Signature=secret#x')).toBe('https://bucket.s3.example/a/b.tar.gz?…');
    expect(redactUrl('http://127.0.0.1:9000/b.tar.gz')).toBe('http://127.0.0.1:9000/b.tar.gz');
    expect(redactUrl('not a url')).toBe('(not a URL)');
  });
});
