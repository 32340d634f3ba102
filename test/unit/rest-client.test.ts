// The typed REST client against a scripted API on a loopback port: the wire format, the error types and messages,
// and what polling retries (network errors, 5xx, 429) and what it does not (4xx, a failed job).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, ClientError, describeJob, isTransient, type JobFailedError, type PollTimeoutError } from '../../src/client/errors.ts';
import { createClient, type PollEvent } from '../../src/client/rest-client.ts';
import { formatDuration } from '../../src/terminal/format.ts';
import type { StaticExportJob } from '../../src/core/types.ts';

const KEY = 'sek_test_0123456789abcdef0123456789abcdef';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let script: Reply[] = [];
let seen: Seen[] = [];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

function job(over: Partial<StaticExportJob> = {}): StaticExportJob {
  const now = new Date().toISOString();
  return { jobId: 'job_1', status: 'queued', progress: 0, pageCount: 0, warnings: 0, createdAt: now, updatedAt: now, ...over };
}

/** Drops the connection without an answer (a network error for the client). */
const hangUp: Reply = (_req, res) => res.socket?.destroy();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const s: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(s);
      const next = script.shift();
      if (next) next(s, res);
      else json(500, { error: 'script exhausted' })(s, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

afterEach(() => {
  script = [];
  seen = [];
});

describe('requests', () => {
  it('starts a job with the bearer key and a JSON body, and returns the job', async () => {
    script = [json(202, job())];
    const client = createClient({ baseUrl: `${baseUrl}/`, apiKey: ` ${KEY} ` });
    const started = await client.startJob({ domain: 'docs.acme.test', version: 'v1', paths: ['guides/setup'] });
    expect(started.jobId).toBe('job_1');
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/v1/static-export/jobs');
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ domain: 'docs.acme.test', version: 'v1', paths: ['guides/setup'] });
  });

  it('omits unset optional fields and escapes the job id in paths', async () => {
    script = [json(202, job()), json(200, job({ jobId: 'a/b' })), json(200, { bundleUrl: 'http://x/b', expiresAt: '2030-01-01T00:00:00Z' })];
    const client = createClient({ baseUrl, apiKey: KEY });
    await client.startJob({ domain: 'docs.acme.test' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ domain: 'docs.acme.test' });
    await client.getJob('a/b');
    expect(seen[1]?.url).toBe('/v1/static-export/jobs/a%2Fb');
    const bundle = await client.createBundle('a/b');
    expect(seen[2]?.method).toBe('POST');
    expect(seen[2]?.url).toBe('/v1/static-export/jobs/a%2Fb/bundle');
    expect(bundle.bundleUrl).toBe('http://x/b');
  });

  it('refuses a bad base URL or an empty key up front', () => {
    expect(() => createClient({ baseUrl: 'not a url', apiKey: KEY })).toThrow(/baseUrl/);
    expect(() => createClient({ baseUrl: 'ftp://x/v1', apiKey: KEY })).toThrow(/http\(s\)/);
    expect(() => createClient({ baseUrl, apiKey: '  ' })).toThrow(/apiKey/);
  });

  it('rejects an answer that is not a job', async () => {
    script = [json(200, { hello: 'world' })];
    const client = createClient({ baseUrl, apiKey: KEY });
    await expect(client.getJob('job_1')).rejects.toThrow(/not a static export job/);
  });
});

describe('errors', () => {
  const cases: Array<[number, RegExp]> = [
    [400, /the API rejected the request \(HTTP 400: domain is not allowed\)/],
    [401, /authentication failed \(HTTP 401: domain is not allowed\)/],
    [403, /static export is not enabled for this organization \(HTTP 403: domain is not allowed\)/],
    [404, /not found \(HTTP 404 for POST \/static-export\/jobs: domain is not allowed\)/],
    [409, /POST \/static-export\/jobs failed with HTTP 409: domain is not allowed/],
  ];
  for (const [status, message] of cases) {
    it(`turns HTTP ${status} into an ApiRequestError with the API's message`, async () => {
      script = [json(status, { error: 'domain is not allowed' })];
      const client = createClient({ baseUrl, apiKey: KEY });
      const error = await client.startJob({ domain: 'x.test' }).catch((e: unknown) => e);
      expect(ClientError.is(error, 'API_REQUEST_FAILED')).toBe(true);
      expect(ClientError.is(error, 'API_UNREACHABLE')).toBe(false);
      expect((error as ApiRequestError).name).toBe('ApiRequestError');
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(status);
      expect((error as ApiRequestError).error).toBe('domain is not allowed');
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(KEY);
    });
  }

  it('keeps the start of a non-JSON error body', async () => {
    script = [
      (_req, res) => {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>\n  <h1>Bad   Gateway</h1></html>');
      },
    ];
    const error = (await createClient({ baseUrl, apiKey: KEY })
      .getJob('j')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(502);
    expect(error.error).toBe('<html> <h1>Bad Gateway</h1></html>');
    expect(isTransient(error)).toBe(true);
  });

  it('reports a refused connection as a NetworkError naming the API', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const error = await createClient({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: KEY })
      .startJob({ domain: 'x.test' })
      .catch((e: unknown) => e);
    expect(ClientError.is(error, 'API_UNREACHABLE')).toBe(true);
    expect((error as Error).message).toMatch(
      new RegExp(`could not reach the Static Export API at http://127.0.0.1:${port}/v1 \\(POST /static-export/jobs\\): fetch failed \\(ECONNREFUSED\\)`),
    );
  });

  it('times a silent API out', async () => {
    script = [() => {}]; // never answers
    const error = await createClient({ baseUrl, apiKey: KEY, timeoutMs: 200 })
      .getJob('j')
      .catch((e: unknown) => e);
    expect(ClientError.is(error, 'API_UNREACHABLE')).toBe(true);
    expect((error as Error).message).toMatch(/timed out/);
  });

  it('classifies what is worth retrying', () => {
    const e = (status: number) => new ApiRequestError({ status, method: 'GET', path: '/x' });
    expect([400, 401, 403, 404, 409, 413].map((s) => isTransient(e(s)))).toEqual([false, false, false, false, false, false]);
    expect([408, 429, 500, 502, 503, 504].map((s) => isTransient(e(s)))).toEqual([true, true, true, true, true, true]);
    expect(isTransient(new Error('x'))).toBe(false);
  });
});

describe('waitForCompletion', () => {
  it('polls through transient failures until completed, one event per poll', async () => {
    script = [
      json(200, job({ status: 'queued' })),
      json(503, { error: 'busy' }, { 'retry-after': '0' }),
      hangUp,
      json(200, job({ status: 'running', progress: 40, pageCount: 4 })),
      json(200, job({ status: 'completed', progress: 100, pageCount: 9 })),
    ];
    const events: PollEvent[] = [];
    const client = createClient({ baseUrl, apiKey: KEY });
    const done = await client.waitForCompletion('job_1', { intervalMs: 10, maxPolls: 10, onPoll: (e) => events.push(e) });
    expect(done.status).toBe('completed');
    expect(done.pageCount).toBe(9);
    expect(events.map((e) => e.poll)).toEqual([1, 2, 3, 4, 5]);
    expect(events.map((e) => e.job?.status ?? `error:${e.error?.name}`)).toEqual([
      'queued',
      'error:ApiRequestError',
      'error:NetworkError',
      'running',
      'completed',
    ]);
    expect(events.every((e) => e.maxPolls === 10)).toBe(true);
    expect(seen.every((s) => s.method === 'GET' && s.url === '/v1/static-export/jobs/job_1')).toBe(true);
  });

  it('waits the interval between polls, not before the first', async () => {
    script = [json(200, job({ status: 'running' })), json(200, job({ status: 'completed', progress: 100 }))];
    const t0 = performance.now();
    const events: PollEvent[] = [];
    await createClient({ baseUrl, apiKey: KEY }).waitForCompletion('job_1', { intervalMs: 300, maxPolls: 5, onPoll: (e) => events.push(e) });
    expect(events[0]?.elapsedMs).toBeLessThan(250);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it("fails on a failed job with the job's error", async () => {
    script = [json(200, job({ status: 'running', progress: 10 })), json(200, job({ status: 'failed', progress: 10, error: 'the site answered 500 for /' }))];
    const error = await createClient({ baseUrl, apiKey: KEY })
      .waitForCompletion('job_1', { intervalMs: 1 })
      .catch((e: unknown) => e);
    expect(ClientError.is(error, 'JOB_FAILED')).toBe(true);
    expect((error as JobFailedError).job.error).toBe('the site answered 500 for /');
    expect((error as Error).message).toBe('export job job_1 failed: the site answered 500 for /');
  });

  it('stops at once on a 4xx while polling', async () => {
    script = [json(200, job({ status: 'running' })), json(404, { error: 'no such job' }), json(200, job({ status: 'completed' }))];
    const error = await createClient({ baseUrl, apiKey: KEY })
      .waitForCompletion('job_1', { intervalMs: 1 })
      .catch((e: unknown) => e);
    expect((error as ApiRequestError).status).toBe(404);
    expect(seen).toHaveLength(2);
  });

  it('gives up after maxPolls saying how long it waited and what it saw last', async () => {
    script = [
      json(200, job({ status: 'queued' })),
      json(200, job({ status: 'running', progress: 45.4, pageCount: 12 })),
      json(200, job({ status: 'running', progress: 60, pageCount: 17 })),
    ];
    const error = await createClient({ baseUrl, apiKey: KEY })
      .waitForCompletion('job_1', { intervalMs: 50, maxPolls: 3 })
      .catch((e: unknown) => e);
    expect(ClientError.is(error, 'POLL_TIMEOUT')).toBe(true);
    const timeout = error as PollTimeoutError;
    expect(timeout.polls).toBe(3);
    expect(timeout.lastJob?.pageCount).toBe(17);
    expect(timeout.waitedMs).toBeGreaterThanOrEqual(95);
    expect(timeout.message).toMatch(
      /^export job job_1 did not finish within 3 polls \(waited \d+ ms, polling every 50 ms\); last seen running, 60%, 17 pages$/,
    );
  });

  it('names the last transient error when polls ran out on it', async () => {
    script = [json(200, job({ status: 'running', progress: 5, pageCount: 1 })), json(502, { error: 'upstream down' })];
    const error = (await createClient({ baseUrl, apiKey: KEY })
      .waitForCompletion('job_1', { intervalMs: 1, maxPolls: 2 })
      .catch((e: unknown) => e)) as PollTimeoutError;
    expect(error.message).toMatch(/last seen running, 5%, 1 page; the last poll failed: GET \/static-export\/jobs\/job_1 failed with HTTP 502: upstream down$/);
  });

  it('stops when aborted', async () => {
    script = [json(200, job({ status: 'running' }))];
    const controller = new AbortController();
    const pending = createClient({ baseUrl, apiKey: KEY }).waitForCompletion('job_1', {
      intervalMs: 60_000,
      onPoll: () => setTimeout(() => controller.abort(new Error('cancelled by test')), 20),
      signal: controller.signal,
    });
    await expect(pending).rejects.toThrow('cancelled by test');
  });

  it('validates its options', async () => {
    const client = createClient({ baseUrl, apiKey: KEY });
    await expect(client.waitForCompletion('j', { maxPolls: 0 })).rejects.toThrow('Expected `maxPolls` to be an integer >= 1, got 0');
    await expect(client.waitForCompletion('j', { intervalMs: -1 })).rejects.toThrow('Expected `intervalMs` to be a finite number >= 0, got -1');
  });
});

describe('createBundle', () => {
  it('retries a transient failure (no re-crawl happens) and returns the extras', async () => {
    const bundle = {
      bundleUrl: 'http://s3/b?X-Amz-Signature=x',
      expiresAt: '2030-01-01T00:00:00.000Z',
      jobId: 'job_1',
      version: 'v1',
      sha256: 'a'.repeat(64),
      bytes: 10,
    };
    script = [json(503, { error: 'busy' }), json(200, bundle)];
    await expect(createClient({ baseUrl, apiKey: KEY }).createBundle('job_1')).resolves.toEqual(bundle);
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 409', async () => {
    script = [json(409, { error: 'job job_1 is still running' })];
    const error = (await createClient({ baseUrl, apiKey: KEY })
      .createBundle('job_1')
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(409);
    expect(error.message).toContain('job job_1 is still running');
    expect(seen).toHaveLength(1);
  });
});

describe('formatting', () => {
  it('formats durations and jobs for people', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1500)).toBe('1.5 s');
    expect(formatDuration(20_100)).toBe('20.1 s');
    expect(formatDuration(95_000)).toBe('1 min 35 s');
    expect(formatDuration(600_000)).toBe('10 min 0 s');
    expect(formatDuration(3_725_000)).toBe('1 h 2 min 5 s');
    expect(describeJob(job({ status: 'running', progress: 33.3, pageCount: 1 }))).toBe('running, 33%, 1 page');
  });
});
