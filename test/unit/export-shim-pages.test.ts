// Which exported pages carry the base-path shim: App Router pages and Docusaurus pages (whose webpack runtime
// loads chunks from `/` and whose router matches the URL the site was built for), not plain HTML.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';

const PAGES: Record<string, string> = {
  '/docusaurus':
    '<!doctype html><html><head><meta name="generator" content="Docusaurus v3.8.1"></head><body><div id="__docusaurus">x</div><script src="/assets/js/runtime~main.js"></script></body></html>',
  '/plain': '<!doctype html><html><head><title>p</title></head><body><a href="/docusaurus">d</a></body></html>',
};

describe('base-path shim on exported pages', () => {
  let server: Server;
  let origin: string;
  let dir: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
      if (body) res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    dir = await mkdtemp(join(tmpdir(), 'se-shim-'));
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await rm(dir, { recursive: true, force: true });
  });

  it('goes into Docusaurus pages and not into plain HTML', async () => {
    const out = join(dir, 'out');
    await exportSite({ url: origin, outDir: out, paths: ['docusaurus', 'plain'], concurrency: 2 });
    const docusaurus = await readFile(join(out, 'docusaurus/index.html'), 'utf8');
    expect(docusaurus).toContain('<head><script data-static-export="base">');
    expect(docusaurus).toContain('(1);</script>');
    expect(await readFile(join(out, 'plain/index.html'), 'utf8')).not.toContain('<script data-static-export="base">');
  });
});
