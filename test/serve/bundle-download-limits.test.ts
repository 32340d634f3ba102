// `serve` against a hostile or broken bundle host (issue 28 findings 5 and 11), with real servers on 127.0.0.1: a
// host that trickles one byte at a time must not hold a start, a reload or a stop for ever (a deadline for the
// whole download; the last good release serves while a new one downloads; a newer reload abandons a stuck one;
// SIGTERM exits), and the download follows the outbound address policy on every hop (a redirect to a loopback
// port the operator did not open is refused, unfetched), with the health report free of other hosts' answers.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { runServe } from '../../src/cli/serve-command.ts';
import { StaticExportError } from '../../src/core/errors.ts';
import { startServer } from '../../src/serve/server.ts';
import { makeTinyBundle } from '../helpers/hosts/tiny-bundle.ts';

const BIN = fileURLToPath(new URL('../../bin/static-export.js', import.meta.url));

interface Host {
  origin: string;
  port: number;
  /** What `/bundle.tar.gz` answers: a whole bundle, or one byte every 100 ms of a declared 1 MB. */
  mode: 'v1' | 'v2' | 'trickle';
  /** Requests seen, and how many of their connections have closed. */
  requests: IncomingMessage[];
  closed: number;
  close(): Promise<void>;
}

let work: string;
const bundles: Record<string, Buffer> = {};
let host: Host;
let internal: Host;

async function startHost(answer?: (req: IncomingMessage, res: import('node:http').ServerResponse) => boolean): Promise<Host> {
  const timers = new Set<NodeJS.Timeout>();
  const state = { origin: '', port: 0, mode: 'v1', requests: [], closed: 0 } as unknown as Host;
  const server: Server = createServer((req, res) => {
    state.requests.push(req);
    res.on('close', () => state.closed++);
    if (answer?.(req, res)) return;
    if (state.mode !== 'trickle') {
      const body = bundles[state.mode]!;
      return void res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/gzip' }).end(body);
    }
    res.writeHead(200, { 'content-length': 1_000_000, 'content-type': 'application/gzip' });
    const timer = setInterval(() => res.write(Buffer.of(0x1f)), 100);
    timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  state.close = async () => {
    for (const t of timers) clearInterval(t);
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };
  return state;
}

/** A data directory holding a good release of v1 from an earlier run. */
async function dataDirWithV1(name: string): Promise<string> {
  const dataDir = join(work, name);
  host.mode = 'v1';
  const first = await startServer({ source: { kind: 'url', url: `${host.origin}/bundle.tar.gz` }, allowPrivate: ['127.0.0.1'], dataDir });
  await first.close();
  return dataDir;
}

async function health(url: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${url}/_static-export/health`)).json()) as Record<string, unknown>;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'serve-limits-'));
  for (const v of ['v1', 'v2']) {
    const { dir } = await makeTinyBundle({ version: v, dir: join(work, `src-${v}`) });
    await packBundle(dir, join(work, `${v}.tar.gz`));
    bundles[v] = await readFile(join(work, `${v}.tar.gz`));
  }
  internal = await startHost((_req, res) => {
    res.writeHead(418, { 'content-type': 'text/plain' }).end('internal-service-secret');
    return true;
  });
  host = await startHost((req, res) => {
    if (req.url !== '/to-internal') return false;
    res.writeHead(302, { location: `${internal.origin}/admin` }).end();
    return true;
  });
});

afterAll(async () => {
  await host?.close();
  await internal?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a bundle host that trickles', () => {
  it('a fresh start gives up at the download deadline (STATIC_EXPORT_BUNDLE_TIMEOUT_MS), saying so', async () => {
    host.mode = 'trickle';
    const err: string[] = [];
    const started = Date.now();
    const code = await runServe([], {
      stdout: () => undefined,
      stderr: (t) => void err.push(t),
      env: {
        STATIC_EXPORT_ENABLED: 'true',
        STATIC_EXPORT_BUNDLE_URL: `${host.origin}/bundle.tar.gz`,
        STATIC_EXPORT_BUNDLE_TIMEOUT_MS: '1500',
        STATIC_EXPORT_ALLOW_PRIVATE: '127.0.0.1',
        STATIC_EXPORT_DATA_DIR: join(work, 'data-fresh'),
        PORT: '0',
        HOST: '127.0.0.1',
      },
      signal: new AbortController().signal,
    });
    expect(code).toBe(1);
    expect(err.join('')).toMatch(/cannot serve http:\/\/127\.0\.0\.1:\d+\/bundle\.tar\.gz: the bundle download from .* did not finish within 1\.5 s/);
    expect(Date.now() - started).toBeLessThan(20_000);
    await expect.poll(() => host.closed).toBe(host.requests.length);
  }, 30_000);

  it('serves the last good release at once while the new one downloads; close() abandons the download', async () => {
    const dataDir = await dataDirWithV1('data-previous');
    host.mode = 'trickle';
    const before = host.requests.length;
    const server = await startServer({ source: { kind: 'url', url: `${host.origin}/bundle.tar.gz` }, allowPrivate: ['127.0.0.1'], dataDir });
    let settled = false;
    void server.startup.then(() => (settled = true));
    try {
      expect(await health(server.url)).toMatchObject({ status: 'ok', version: 'v1' });
      expect((await fetch(`${server.url}/docs/intro/`)).status).toBe(200);
      await expect.poll(() => host.requests.length).toBe(before + 1);
      expect(settled).toBe(false);
    } finally {
      await server.close();
    }
    expect(await server.startup).toBe(false);
    await expect.poll(() => host.closed).toBe(host.requests.length);
  }, 30_000);

  it('a reload supersedes a stuck one: the newer one swaps in, the stuck download is abandoned', async () => {
    host.mode = 'v1';
    const server = await startServer({
      source: { kind: 'url', url: `${host.origin}/bundle.tar.gz` },
      allowPrivate: ['127.0.0.1'],
      dataDir: join(work, 'data-reload'),
    });
    try {
      host.mode = 'trickle';
      const before = host.requests.length;
      const stuck = server.reload();
      await expect.poll(() => host.requests.length).toBe(before + 1);
      host.mode = 'v2';
      expect(await server.reload()).toBe(true);
      expect(server.version()).toBe('v2');
      expect(await stuck).toBe(false);
      expect(await health(server.url)).toMatchObject({ version: 'v2' });
      expect(await health(server.url)).not.toHaveProperty('lastRefreshError');
      await expect.poll(() => host.closed).toBe(host.requests.length);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('`static-export serve` listens on the last good release during a stuck download and exits promptly on SIGTERM', async () => {
    const dataDir = await dataDirWithV1('data-process');
    host.mode = 'trickle';
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--host', '127.0.0.1'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        STATIC_EXPORT_ENABLED: 'true',
        STATIC_EXPORT_BUNDLE_URL: `${host.origin}/bundle.tar.gz`,
        STATIC_EXPORT_ALLOW_PRIVATE: '127.0.0.1',
        STATIC_EXPORT_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not listen in 20 s: ${err}`)), 20_000);
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const m = /Serving version v1 on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
    try {
      expect(await health(url)).toMatchObject({ version: 'v1' });
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 40_000);
});

describe('the bundle download follows the outbound address policy', () => {
  it('refuses a loopback bundle URL nobody opened', async () => {
    host.mode = 'v1';
    const before = host.requests.length;
    const refused = await startServer({ source: { kind: 'url', url: `${host.origin}/bundle.tar.gz` }, dataDir: join(work, 'data-closed') }).catch(
      (e: unknown) => e,
    );
    expect(StaticExportError.is(refused, 'FORBIDDEN_ADDRESS')).toBe(true);
    expect((refused as Error).message).toMatch(/an address not allowed \(loopback address\)/);
    expect(host.requests.length).toBe(before);
  });

  it('refuses a redirect to a loopback port that was not opened, without fetching it', async () => {
    const before = internal.requests.length;
    const refused = await startServer({
      source: { kind: 'url', url: `${host.origin}/to-internal` },
      allowPrivate: [`127.0.0.1:${host.port}`],
      dataDir: join(work, 'data-redirect'),
    }).catch((e: unknown) => e);
    expect(StaticExportError.is(refused, 'FORBIDDEN_ADDRESS')).toBe(true);
    expect(internal.requests.length).toBe(before);
  });

  it('keeps what another host answered out of the public health report (in the log only)', async () => {
    const dataDir = await dataDirWithV1('data-health');
    const logs: string[] = [];
    // The operator opened both ports: the redirect is followed, the internal service answers 418 and a body.
    const server = await startServer({
      source: { kind: 'url', url: `${host.origin}/to-internal` },
      allowPrivate: [`127.0.0.1:${host.port}`, `127.0.0.1:${internal.port}`],
      dataDir,
      log: (l) => logs.push(l),
    });
    try {
      expect(await server.startup).toBe(false);
      const report = await health(server.url);
      expect(report).toMatchObject({ version: 'v1', lastRefreshError: 'the bundle could not be downloaded (details in the server log)' });
      expect(JSON.stringify(report)).not.toMatch(/418|internal-service-secret|\/admin/);
      expect(logs.join('\n')).toContain('HTTP 418');
    } finally {
      await server.close();
    }
  });
});
