// SSRF through the API with the real engine: a listed site that points at loopback and metadata addresses, by
// reference and by redirect. A loopback listener counts connections to prove no request reaches the target.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { createLogger } from '../../server/jobs/logger.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createServices, type Services } from '../../server/api/services.ts';
import { checkResponse, json, keys, removeDir, tempDir, waitFor } from './support.ts';

let target: Server;
let targetPort = 0;
let connections = 0;
let site: HttpServer;
let siteOrigin = '';
let dir: string;
let services: Services;
let key = '';
const logs: string[] = [];

async function listen(server: Server | HttpServer): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

beforeAll(async () => {
  // The forbidden target: anything that connects is counted, and gets nothing back.
  target = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  targetPort = await listen(target);
  const forbidden = [`http://localhost:${targetPort}`, `http://169.254.169.254`, `http://127.0.0.2:${targetPort}`];
  site = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Home</title>
        <link rel="stylesheet" href="${forbidden[0]}/style.css">
        <img src="${forbidden[0]}/pixel.png"> <img src="${forbidden[1]}/latest/meta-data/iam.png"> <img src="${forbidden[2]}/x.png">
        <a href="/go-loopback">a</a> <a href="/go-metadata">b</a> <a href="/guide">guide</a>`);
    } else if (path === '/go-loopback' || path === '/go-metadata') {
      res.writeHead(302, { location: path === '/go-loopback' ? `${forbidden[0]}/secret` : `${forbidden[1]}/latest/meta-data/` });
      res.end();
    } else if (path === '/ports-site/' || path === '/ports-site') {
      // Same address as the site's explicit origin, another port.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Ports</title><img src="http://127.0.0.1:${targetPort}/port.png"><a href="http://127.0.0.1:${targetPort}/">x</a>`);
    } else if (path === '/guide') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Guide</title><p>ok</p>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  siteOrigin = `http://127.0.0.1:${await listen(site)}`;

  dir = await tempDir('sx-ssrf-');
  // `localhost` is listed without an origin: allowed by name, refused by address (it resolves to loopback).
  key = (
    await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', siteOrigin, '--domain', 'localhost', '--domain', '169.254.169.254')
  ).key;
  services = await createServices(
    {
      dataDir: dir,
      configPath: join(dir, 'config.json'),
      publicUrl: 'http://127.0.0.1:8787',
      linkTtlSeconds: 60,
      jobsAtOnce: 1,
      maxAttempts: 1,
      limits: DEFAULT_LIMITS,
    },
    { exportBundle, logger: createLogger({ write: (l) => logs.push(l) }) },
  );
});

afterAll(async () => {
  await services.runner.shutdown(1000);
  await new Promise<void>((r) => site.close(() => r()));
  await new Promise<void>((r) => target.close(() => r()));
  await removeDir(dir);
});

const start = async (domain: string) => {
  const res = await services.app.fetch(
    new Request('http://127.0.0.1:8787/v1/static-export/jobs', {
      ...json({ domain }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    }),
  );
  return { status: res.status, body: await checkResponse('POST', '/v1/static-export/jobs', res) };
};

describe('SSRF through the API', () => {
  it('refuses a domain outside the list, and listed names resolving to loopback or link-local, before any connection', async () => {
    const outside = await start('evil.example');
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatch(/not one of the domains/);
    for (const domain of ['localhost', '169.254.169.254']) {
      const res = await start(domain);
      expect(res.status, domain).toBe(400);
      expect(res.body.error).toMatch(/resolves only to private, loopback or reserved addresses/);
    }
    expect(connections).toBe(0);
  });

  it('exports a listed site without ever connecting to the private addresses it references or redirects to', async () => {
    const started = await start('docs.acme.test');
    expect(started.status).toBe(202);
    const job = await waitFor(
      'the export',
      async () => {
        const res = await services.app.fetch(
          new Request(`http://127.0.0.1:8787/v1/static-export/jobs/${started.body.jobId}`, { headers: { authorization: `Bearer ${key}` } }),
        );
        const body = await res.json();
        return body.status === 'completed' || body.status === 'failed' ? body : undefined;
      },
      60_000,
      50,
    );
    expect(job.status, job.error).toBe('completed');
    expect(job.pageCount).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(connections).toBe(0);
  });

  // An explicit origin `http://127.0.0.1:A` must not open every port of 127.0.0.1: the engine passes the port to
  // allowAddress (third argument) and the policy checks it.
  it('an explicit loopback origin does not open the other ports of that address', async () => {
    const seen: Array<number | undefined> = [];
    const probeDir = await tempDir('sx-port-');
    await exportSite({ url: siteOrigin, outDir: join(probeDir, 'out'), paths: ['guide'], allowAddress: (_a, _h, port) => void seen.push(port) }).catch(
      () => {},
    );
    await removeDir(probeDir);
    expect(typeof seen[0]).toBe('number');
    const before = connections;
    const siteRef = await keys(dir, 'create', '--org', 'ports', '--domain', 'docs.ports.test', '--origin', `${siteOrigin}/ports-site`);
    const res = await services.app.fetch(
      new Request('http://127.0.0.1:8787/v1/static-export/jobs', {
        ...json({ domain: 'docs.ports.test' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${siteRef.key}` },
      }),
    );
    const { jobId } = await res.json();
    await waitFor(
      'the export',
      async () => {
        const r = await services.app.fetch(
          new Request(`http://127.0.0.1:8787/v1/static-export/jobs/${jobId}`, { headers: { authorization: `Bearer ${siteRef.key}` } }),
        );
        const body = await r.json();
        return body.status === 'completed' || body.status === 'failed' ? body : undefined;
      },
      60_000,
      50,
    );
    expect(connections).toBe(before);
  });

  it('control: the same site with an explicit origin for the target does reach it (so the zero above is the policy)', async () => {
    const other = await keys(
      dir,
      'create',
      '--org',
      'control',
      '--domain',
      'docs.control.test',
      '--origin',
      siteOrigin,
      '--domain',
      'localhost',
      '--origin',
      `http://localhost:${targetPort}`,
    );
    const res = await services.app.fetch(
      new Request('http://127.0.0.1:8787/v1/static-export/jobs', {
        ...json({ domain: 'docs.control.test' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${other.key}` },
      }),
    );
    expect(res.status).toBe(202);
    const { jobId } = await res.json();
    await waitFor(
      'the export',
      async () => {
        const r = await services.app.fetch(
          new Request(`http://127.0.0.1:8787/v1/static-export/jobs/${jobId}`, { headers: { authorization: `Bearer ${other.key}` } }),
        );
        const body = await r.json();
        return body.status === 'completed' || body.status === 'failed' ? body : undefined;
      },
      60_000,
      50,
    );
    expect(connections).toBeGreaterThan(0);
  });
});
