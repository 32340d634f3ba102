// The export's fetcher against a real loopback server: what the undici transport hands back (bodies, headers,
// redirects unfollowed, files streamed with their sha256), its limits and failures, and the retry layer over it.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../src/export/fetch-retry.ts';
import { FetchFailure, undiciTransport, type Fetcher, type FetcherOptions } from '../../src/export/fetcher.ts';
import { useScriptedServer } from '../helpers/scripted-server.ts';

const http = useScriptedServer('fetcher-test-');
const { routes, hits } = http;

const base: FetcherOptions = { concurrency: 4, timeoutMs: 2000, maxFileBytes: 1024, retries: 2, retryBaseMs: 5, userAgent: 'fetcher-test' };

async function withFetcher<T>(make: () => Fetcher, use: (f: Fetcher) => Promise<T>): Promise<T> {
  const fetcher = make();
  try {
    return await use(fetcher);
  } finally {
    await fetcher.close();
  }
}

const url = (path: string) => new URL(path, http.origin);
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as FetchFailure,
  );

describe('undici transport', () => {
  it('returns status, lower-cased headers and body, sending our user agent', async () => {
    routes.set('/page', (req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'X-Ua': String(req.headers['user-agent']) }).end('<p>hi</p>'));
    const res = await withFetcher(
      () => undiciTransport(base),
      (f) => f.fetch({ url: url('/page') }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.headers['x-ua']).toBe('fetcher-test');
    expect(res.body?.toString()).toBe('<p>hi</p>');
    expect(res.bytes).toBe(9);
  });

  it('hands a redirect back with its absolute target instead of following it', async () => {
    routes.set('/old', (_req, res) => res.writeHead(301, { location: 'new?x=1' }).end());
    const res = await withFetcher(
      () => undiciTransport(base),
      (f) => f.fetch({ url: url('/old') }),
    );
    expect(res.status).toBe(301);
    expect(res.location?.href).toBe(`${http.origin}/new?x=1`);
    expect(hits.get('/new?x=1')).toBeUndefined();
  });

  it('streams a body to a file with its sha256, leaving no partial file', async () => {
    const body = Buffer.alloc(1000, 7);
    routes.set('/asset.bin', (_req, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body));
    const target = join(http.dir, 'nested', 'asset.bin');
    const res = await withFetcher(
      () => undiciTransport(base),
      (f) => f.fetch({ url: url('/asset.bin'), toFile: target }),
    );
    expect(res.body).toBeUndefined();
    expect(res.bytes).toBe(1000);
    expect(res.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(await readFile(target)).toEqual(body);
    expect(await readdir(join(http.dir, 'nested'))).toEqual(['asset.bin']);
  });

  it('refuses a body over the size limit, declared or streamed, and leaves no file', async () => {
    routes.set('/declared', (_req, res) => res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000)));
    routes.set('/streamed', (_req, res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(800));
      res.end(Buffer.alloc(800));
    });
    await withFetcher(
      () => undiciTransport(base),
      async (f) => {
        expect((await failureOf(f.fetch({ url: url('/declared') })))?.kind).toBe('too-large');
        const target = join(http.dir, 'big', 'file.bin');
        const failure = await failureOf(f.fetch({ url: url('/streamed'), toFile: target }));
        expect(FetchFailure.is(failure, 'too-large')).toBe(true);
        expect(failure?.code).toBe('FETCH_TOO_LARGE');
        expect(await readdir(join(http.dir, 'big'))).toEqual([]);
      },
    );
  });

  it('gives up on a server that does not answer in time', async () => {
    routes.set('/stall', () => undefined);
    const failure = await withFetcher(
      () => undiciTransport({ ...base, timeoutMs: 100 }),
      (f) => failureOf(f.fetch({ url: url('/stall') })),
    );
    expect(failure?.kind).toBe('timeout');
  });

  it('reports an aborted export as aborted, and a refused address without connecting', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = await withFetcher(
      () => undiciTransport({ ...base, signal: controller.signal }),
      (f) => failureOf(f.fetch({ url: url('/page') })),
    );
    expect(aborted?.kind).toBe('aborted');
    const before = hits.get('/page') ?? 0;
    const refused = await withFetcher(
      () => undiciTransport({ ...base, checkAddress: () => 'not allowed by the test' }),
      (f) => failureOf(f.fetch({ url: url('/page') })),
    );
    expect(refused?.kind).toBe('forbidden-address');
    expect(hits.get('/page') ?? 0).toBe(before);
  });
});

describe('createFetcher (the transport under the retry layer)', () => {
  it('retries 503 honouring Retry-After, then returns the answer', async () => {
    routes.set('/flaky', (_req, res, hit) => (hit < 2 ? res.writeHead(503, { 'retry-after': '0' }).end() : res.writeHead(200).end('ok')));
    const res = await withFetcher(
      () => createFetcher(base),
      (f) => f.fetch({ url: url('/flaky') }),
    );
    expect(res.status).toBe(200);
    expect(hits.get('/flaky')).toBe(3);
  });

  it('returns the last error status once the retries are used up, and does not retry a 404', async () => {
    routes.set('/down', (_req, res) => res.writeHead(502).end());
    const res = await withFetcher(
      () => createFetcher(base),
      (f) => f.fetch({ url: url('/down') }),
    );
    expect(res.status).toBe(502);
    expect(hits.get('/down')).toBe(3);
    const missing = await withFetcher(
      () => createFetcher(base),
      (f) => f.fetch({ url: url('/never') }),
    );
    expect(missing.status).toBe(404);
    expect(hits.get('/never')).toBe(1);
  });

  it('retries a connection that cannot be made, then fails with a network FetchFailure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await withFetcher(
      () => createFetcher(base),
      (f) => failureOf(f.fetch({ url: new URL(`http://127.0.0.1:${port}/`) })),
    );
    expect(FetchFailure.is(failure, 'network')).toBe(true);
    expect(failure?.message).toMatch(/ECONNREFUSED/);
  });
});
