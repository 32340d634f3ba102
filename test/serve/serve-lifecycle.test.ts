// `static-export serve` as a deployment runs it: from a .tar.gz, a directory or a URL (the STATIC_EXPORT_*
// environment), with download retries, version pinning, atomic swaps on reload, the previous good site kept
// when a new bundle cannot be had, and clear errors when there is nothing to serve.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { runServe } from '../../src/cli/serve-command.ts';
import { startServer, type RunningServer } from '../../src/serve/server.ts';
import { StaticExportError } from '../../src/core/errors.ts';
import { makeTinyBundle } from '../helpers/hosts/tiny-bundle.ts';

/** The bundle hosts of these tests live on loopback, which serve opens only when told. */
const LOOPBACK = ['127.0.0.1'];

let work: string;
const bundles: Record<string, Buffer> = {};
let v1Dir: string;
let v1Archive: string;

/** Serves `/bundle.tar.gz` from `state.body`, failing the first `state.failures` requests in the given way. */
interface Origin {
  url: string;
  state: { body: Buffer; failures: ('503' | 'reset' | 'truncate' | '429')[]; hits: number };
  close(): Promise<void>;
}

async function bundleOrigin(body: Buffer): Promise<Origin> {
  const state: Origin['state'] = { body, failures: [], hits: 0 };
  const server: Server = createServer((req, res) => {
    state.hits++;
    const failure = state.failures.shift();
    if (failure === '503') return void res.writeHead(503).end('busy');
    if (failure === '429') return void res.writeHead(429, { 'retry-after': '0' }).end('slow down');
    if (failure === 'reset') return void req.socket.destroy();
    if (failure === 'truncate') {
      res.writeHead(200, { 'content-length': state.body.length, 'content-type': 'application/gzip' });
      res.write(state.body.subarray(0, 100));
      return void setTimeout(() => req.socket.destroy(), 20);
    }
    if (req.url !== '/bundle.tar.gz') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': state.body.length, 'content-type': 'application/gzip' }).end(state.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bundle.tar.gz`,
    state,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function version(server: RunningServer | string): Promise<unknown> {
  const base = typeof server === 'string' ? server : server.url;
  return (await (await fetch(`${base}/_static-export/health`)).json()) as unknown;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'serve-lifecycle-'));
  for (const v of ['v1', 'v2']) {
    const { dir } = await makeTinyBundle({ version: v, dir: join(work, `src-${v}`) });
    const archive = join(work, `${v}.tar.gz`);
    await packBundle(dir, archive);
    bundles[v] = await readFile(archive);
  }
  v1Dir = join(work, 'src-v1');
  v1Archive = join(work, 'v1.tar.gz');
  // A bundle whose manifest no longer matches its files: the check must refuse it.
  const broken = join(work, 'src-broken');
  await makeTinyBundle({ version: 'v3', dir: broken });
  await writeFile(join(broken, 'docs', 'intro', 'index.html'), '<h1>tampered</h1>');
  await packBundle(broken, join(work, 'broken.tar.gz'));
  bundles.broken = await readFile(join(work, 'broken.tar.gz'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function io(env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const controller = new AbortController();
  let resolveUrl: (url: string) => void = () => undefined;
  const listening = new Promise<string>((done) => (resolveUrl = done));
  return {
    out,
    err,
    controller,
    listening,
    io: {
      stdout: (t: string) => void out.push(t),
      stderr: (t: string) => void err.push(t),
      env,
      cwd: work,
      signal: controller.signal,
      onListening: (u: string) => resolveUrl(u),
    },
  };
}

describe('serve from a file or a directory', () => {
  it('serves a .tar.gz: unpacks it, reports the version, stops cleanly on its signal', async () => {
    const t = io();
    const exit = runServe([v1Archive, '--port', '0', '--host', '127.0.0.1', '--data-dir', join(work, 'data-file')], t.io);
    const url = await t.listening;
    expect(t.out.join('')).toMatch(/^Serving version v1 on http:\/\/127\.0\.0\.1:\d+\n$/);
    const page = await fetch(`${url}/docs/intro/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Intro</h1>');
    expect(await version(url)).toMatchObject({ status: 'ok', version: 'v1' });
    t.controller.abort();
    expect(await exit).toBe(0);
  });

  it('serves a directory in place', async () => {
    const server = await startServer({ source: { kind: 'dir', path: v1Dir } });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(server.version()).toBe('v1');
    } finally {
      await server.close();
    }
  });

  it('refuses a directory or archive whose files do not match the manifest, with a clear error', async () => {
    const t = io();
    const code = await runServe([join(work, 'broken.tar.gz'), '--port', '0', '--host', '127.0.0.1', '--data-dir', join(work, 'data-broken')], t.io);
    expect(code).toBe(1);
    expect(t.err.join('')).toMatch(/does not match its manifest: docs\/intro\/index\.html: .*the manifest says/);
    expect(await readdir(join(work, 'data-broken', 'releases'))).toEqual([]);
  });
});

describe('serve from the deployment environment', () => {
  it('downloads the bundle, retrying 503, 429, a reset and a truncated body', async () => {
    const origin = await bundleOrigin(bundles.v1!);
    origin.state.failures = ['503', '429', 'reset', 'truncate'];
    const server = await startServer({
      source: { kind: 'url', url: origin.url },
      allowPrivate: LOOPBACK,
      dataDir: join(work, 'data-retry'),
      pinVersion: 'v1',
      download: { retryBaseMs: 10 },
    });
    try {
      expect(origin.state.hits).toBe(5);
      expect(await version(server)).toMatchObject({ version: 'v1' });
      expect(await readdir(join(work, 'data-retry', 'downloads'))).toEqual([]); // the archive is not kept
    } finally {
      await server.close();
      await origin.close();
    }
  });

  it('runs from STATIC_EXPORT_ENABLED / _BUNDLE_URL / _VERSION', async () => {
    const origin = await bundleOrigin(bundles.v1!);
    const t = io({
      STATIC_EXPORT_ENABLED: 'true',
      STATIC_EXPORT_BUNDLE_URL: origin.url,
      STATIC_EXPORT_VERSION: 'v1',
      STATIC_EXPORT_DATA_DIR: join(work, 'data-env'),
      STATIC_EXPORT_ALLOW_PRIVATE: '127.0.0.1',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const exit = runServe([], t.io);
    const url = await t.listening;
    expect(await version(url)).toMatchObject({ status: 'ok', version: 'v1' });
    t.controller.abort();
    expect(await exit).toBe(0);
    await origin.close();
  });

  it('refuses a bundle whose version differs from the pinned one, and says which', async () => {
    const origin = await bundleOrigin(bundles.v1!);
    const t = io({
      STATIC_EXPORT_ENABLED: 'true',
      STATIC_EXPORT_BUNDLE_URL: origin.url,
      STATIC_EXPORT_VERSION: 'v42',
      STATIC_EXPORT_DATA_DIR: join(work, 'data-pin'),
      STATIC_EXPORT_ALLOW_PRIVATE: '127.0.0.1',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    expect(await runServe([], t.io)).toBe(1);
    expect(t.err.join('')).toContain('the bundle is version "v1", but version "v42" is pinned');
    expect(await readdir(join(work, 'data-pin', 'releases'))).toEqual([]);
    await origin.close();
  });

  it('exits with a clear error when the bundle cannot be had and no earlier site exists', async () => {
    const origin = await bundleOrigin(bundles.v1!);
    origin.state.failures = ['503', '503', '503'];
    await expect(
      startServer({
        source: { kind: 'url', url: `${origin.url}?X-Amz-Signature=secret` },
        allowPrivate: LOOPBACK,
        dataDir: join(work, 'data-none'),
        download: { retries: 2, retryBaseMs: 5 },
      }),
    ).rejects.toThrow(/^cannot serve http:\/\/127\.0\.0\.1:\d+\/bundle\.tar\.gz\?…: cannot download the bundle .* after 3 attempts: HTTP 503$/);
    await origin.close();
  });

  it('swaps a new release in atomically on reload, and keeps the old one when the new one is bad', async () => {
    const origin = await bundleOrigin(bundles.v1!);
    const dataDir = join(work, 'data-swap');
    const server = await startServer({ source: { kind: 'url', url: origin.url }, allowPrivate: LOOPBACK, dataDir, download: { retries: 1, retryBaseMs: 5 } });
    try {
      expect(server.version()).toBe('v1');
      const first = await readlink(join(dataDir, 'current'));

      origin.state.body = bundles.broken!;
      expect(await server.reload()).toBe(false);
      // The health report says what kind of failure, in our words; the details (the bundle's own) are in the log.
      expect(await version(server)).toMatchObject({
        version: 'v1',
        lastRefreshError: expect.stringMatching(/^the bundle was refused: .* \(details in the server log\)$/),
      });
      expect((await fetch(`${server.url}/docs/intro/`)).status).toBe(200);
      expect(await readlink(join(dataDir, 'current'))).toBe(first);

      origin.state.failures = ['503', '503'];
      expect(await server.reload()).toBe(false);
      expect(server.version()).toBe('v1');

      origin.state.body = bundles.v2!;
      // Requests keep being answered while the swap happens.
      const during = Array.from({ length: 20 }, () => fetch(`${server.url}/docs/intro/`).then((r) => r.status));
      expect(await server.reload()).toBe(true);
      expect(await Promise.all(during)).toEqual(Array(20).fill(200));
      expect(await version(server)).toMatchObject({ version: 'v2' });
      expect(await version(server)).not.toHaveProperty('lastRefreshError');
      expect(await readlink(join(dataDir, 'current'))).not.toBe(first);
      // The current release and the one before it are kept; nothing else.
      expect((await readdir(join(dataDir, 'releases'))).length).toBe(2);
    } finally {
      await server.close();
      await origin.close();
    }
  });

  it('keeps serving the previous good site after a restart when the bundle URL fails', async () => {
    const origin = await bundleOrigin(bundles.v1!);
    const dataDir = join(work, 'data-restart');
    const first = await startServer({ source: { kind: 'url', url: origin.url }, allowPrivate: LOOPBACK, dataDir });
    await first.close();
    origin.state.failures = ['503', '503', '503'];
    const logs: string[] = [];
    const second = await startServer({
      source: { kind: 'url', url: origin.url },
      allowPrivate: LOOPBACK,
      dataDir,
      download: { retries: 2, retryBaseMs: 5 },
      log: (l) => logs.push(l),
    });
    try {
      // Listening on the earlier release at once; the start's download then fails and it stays.
      expect(logs.join('\n')).toContain('serving the previous good site: version v1');
      expect(await second.startup).toBe(false);
      expect(await version(second)).toMatchObject({ version: 'v1', lastRefreshError: 'the bundle could not be downloaded (details in the server log)' });
      expect(logs.join('\n')).toMatch(/refresh failed, still serving version v1: .*HTTP 503/);
      expect((await fetch(`${second.url}/`)).status).toBe(200);
    } finally {
      await second.close();
      await origin.close();
    }
  });
});

describe('serve usage', () => {
  it('needs a bundle or the enabled environment', async () => {
    await expect(runServe([], io().io)).rejects.toThrow(/name a bundle, or set STATIC_EXPORT_ENABLED=true/);
    await expect(runServe([], io({ STATIC_EXPORT_ENABLED: 'true' }).io)).rejects.toThrow(/needs STATIC_EXPORT_BUNDLE_URL/);
    await expect(runServe([v1Archive, '--port', 'eighty'], io().io)).rejects.toThrow(/--port to be a port number/);
    await expect(runServe([v1Archive, '--nope'], io().io)).rejects.toThrow(/unknown option '--nope'/);
    await expect(runServe(['a', 'b'], io().io)).rejects.toThrow(/at most one bundle/);
    await expect(runServe([join(work, 'missing.tar.gz')], io().io)).rejects.toSatisfy((e) => StaticExportError.is(e, 'INVALID_OPTION'));
    expect(existsSync(join(work, 'missing.tar.gz'))).toBe(false);
  });
});
