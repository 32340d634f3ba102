// A job for docs.acme.test whose organization maps it to an internal origin (`keys create --origin`): what the
// caller reads — the start's 400, the failed job's error, the warnings — names the domain it asked for, never the
// operator's address; the operator's log keeps that address. Real engine, real loopback servers.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { inCallersTerms } from '../../server/jobs/callers-terms.ts';
import { createLogger } from '../../server/jobs/logger.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createServices, type Services } from '../../server/api/services.ts';
import { json, keys, removeDir, tempDir, waitFor } from './support.ts';

let site: Server;
let siteOrigin = '';
let dir: string;
let services: Services;
let key = '';
const logs: string[] = [];

beforeAll(async () => {
  // Its home page names a stylesheet that fails (a warning that carries the asset's absolute URL) and a missing
  // page; `/broken/` answers 500.
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/style.css') {
      res.writeHead(500);
      res.end('down');
    } else if (path === '/' || path === '/broken/') {
      const ok = path === '/';
      res.writeHead(ok ? 200 : 500, { 'content-type': 'text/html' });
      res.end(ok ? '<!doctype html><title>Home</title><link rel="stylesheet" href="/style.css"><a href="/gone">gone</a>' : 'down');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>404</h1>');
    }
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  dir = await tempDir('sx-callers-');
  key = (
    await keys(
      dir,
      'create',
      '--org',
      'acme',
      '--domain',
      'docs.acme.test',
      '--origin',
      siteOrigin,
      '--domain',
      'down.acme.test',
      '--origin',
      'http://127.0.0.1:1',
    )
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
  await removeDir(dir);
});

const call = async (method: string, path: string, body?: unknown) => {
  const res = await services.app.fetch(
    new Request(`http://127.0.0.1:8787/v1${path}`, {
      method,
      ...(body === undefined ? {} : json(body)),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${key}` },
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

const finished = (jobId: string) =>
  waitFor(`job ${jobId} to end`, async () => {
    const job = (await call('GET', `/static-export/jobs/${jobId}`)).body;
    return job.status === 'completed' || job.status === 'failed' ? job : undefined;
  });

describe('errors in the caller’s terms', () => {
  it('says an origin that does not answer in terms of the domain, and logs the address', async () => {
    const start = await call('POST', '/static-export/jobs', { domain: 'down.acme.test' });
    expect(start.status).toBe(400);
    expect(start.body.error).toBe('domain down.acme.test is not reachable: connecting to its origin failed (ECONNREFUSED)');
    expect(logs.join('\n')).toContain('http://127.0.0.1:1');
  });

  it('fails a job whose pages fail without naming the origin, and names it in the log', async () => {
    const start = await call('POST', '/static-export/jobs', { domain: 'docs.acme.test', paths: ['broken'] });
    expect(start.status).toBe(202);
    const job = await finished(start.body.jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/docs\.acme\.test/);
    expect(job.error).not.toContain('127.0.0.1');
    expect(logs.filter((l) => l.includes('job failed at its origin')).join('\n')).toContain(siteOrigin.replace('http://', ''));
  });

  it('says the warnings of a completed job in terms of the domain', async () => {
    const start = await call('POST', '/static-export/jobs', { domain: 'docs.acme.test' });
    const job = await finished(start.body.jobId);
    expect(job.status, JSON.stringify(job)).toBe('completed');
    const warnings = await call('GET', `/static-export/jobs/${start.body.jobId}/warnings`);
    expect(warnings.body.warnings).toContainEqual(
      expect.objectContaining({ url: 'docs.acme.test/style.css', message: 'docs.acme.test/style.css answered 500' }),
    );
    expect(JSON.stringify(warnings.body)).not.toContain('127.0.0.1');
  });

  it('maps the origin, its host and port, and its host name, and leaves a domain served at its own name alone', () => {
    const url = 'http://127.0.0.1:4104/';
    expect(inCallersTerms('http://127.0.0.1:4104/ answered 500', url, 'docs.acme.test')).toBe('docs.acme.test/ answered 500');
    expect(inCallersTerms('/x answered 404: not a page of 127.0.0.1:4104', url, 'docs.acme.test')).toBe('/x answered 404: not a page of docs.acme.test');
    expect(inCallersTerms('cannot reach docs.acme.com: refused', 'https://docs.acme.com/', 'docs.acme.com')).toBe('cannot reach docs.acme.com: refused');
  });
});
