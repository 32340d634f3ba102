// A gzipped sitemap that inflates to 1 GiB (1 MB on the wire: 1,024 gzip members of 1 MiB
// of zeros) must not inflate inside the shared API process. Measured on the real server process (`npm start`)
// by its peak RSS (VmHWM), and on the engine by the warning that says the sitemap was not read.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { keys, removeDir, tempDir, waitFor } from './support.ts';

const MiB = 1024 * 1024;
let site: Server;
let origin = '';
let dir: string;
let bomb: Buffer;

beforeAll(async () => {
  const member = gzipSync(Buffer.alloc(MiB), { level: 9 });
  bomb = Buffer.concat(Array.from({ length: 1024 }, () => member));
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(bomb);
    }
    if (path === '/bomb.png') {
      // Unasked-for Content-Encoding (the engine sends no Accept-Encoding): the same bomb as a response body.
      res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' });
      return res.end(bomb);
    }
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Home</title><p>hello</p><img src="/bomb.png">');
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  dir = await tempDir('sx-bomb-');
});
afterAll(async () => {
  await new Promise<void>((r) => {
    site.close(() => r());
    site.closeAllConnections();
  });
  await removeDir(dir);
});

describe('a gzip bomb as sitemap.xml', () => {
  it('is refused by the engine with a too-large warning, not inflated', async () => {
    expect(bomb.length).toBeLessThan(2 * MiB);
    const result = await exportSite({ url: origin, outDir: join(dir, 'engine') });
    expect(result.pageCount).toBe(1);
    const warning = result.manifest.warnings.find((w) => w.url.endsWith('/sitemap.xml'));
    expect(warning?.code).toBe('too-large');
    // A Content-Encoding body is never decoded by the engine: stored as received, within maxFileBytes.
    expect(result.manifest.assets.find((a) => a.url === '/bomb.png')?.bytes).toBe(bomb.length);
  });

  it("keeps the API process's peak RSS small", async () => {
    const apiDir = join(dir, 'api');
    const { key } = await keys(apiDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', origin);
    const server: ServerProcess = await startServerProcess({ STATIC_EXPORT_DATA_DIR: apiDir });
    try {
      const peakKiB = async () => Number(/VmHWM:\s+(\d+)/.exec(await readFile(`/proc/${server.child.pid}/status`, 'utf8'))![1]);
      const before = await peakKiB();
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const started = await fetch(`${server.origin}/v1/static-export/jobs`, { method: 'POST', headers, body: JSON.stringify({ domain: 'docs.acme.test' }) });
      expect(started.status).toBe(202);
      const { jobId } = (await started.json()) as { jobId: string };
      const job = await waitFor(
        'the job',
        async () => {
          const body = (await (await fetch(`${server.origin}/v1/static-export/jobs/${jobId}`, { headers })).json()) as { status: string; error?: string };
          return body.status === 'completed' || body.status === 'failed' ? body : undefined;
        },
        120_000,
        100,
      );
      const after = await peakKiB();
      console.log(
        `API peak RSS: ${Math.round(before / 1024)} MB at start, ${Math.round(after / 1024)} MB after exporting a site whose sitemap inflates to 1 GiB`,
      );
      expect(job.status, job.error).toBe('completed');
      // Held with margin: the job may add at most the sitemap's inflate cap and the bomb body's copies, and the
      // whole process stays under 400 MB (a peak of twice that means something inflates whole again).
      expect(after - before).toBeLessThan(150 * 1024);
      expect(after).toBeLessThan(400 * 1024);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 180_000);
});
