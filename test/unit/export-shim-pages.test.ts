// Which exported pages carry the base-path shim: App Router pages and Docusaurus pages (whose webpack runtime
// loads chunks from `/` and whose router matches the URL the site was built for), pages that load ES modules by
// root-absolute paths (the `app-base` kind: VitePress, Astro), not plain HTML.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT } from '../../src/hosting/base-path-shim.ts';
import { FILE_MODE_FILE, FILE_PAGES_FILE } from '../../src/hosting/file-mode-shim.ts';

const PAGES: Record<string, string> = {
  '/docusaurus':
    '<!doctype html><html><head><meta name="generator" content="Docusaurus v3.8.1"></head><body><div id="__docusaurus">x</div><script src="/assets/js/runtime~main.js"></script></body></html>',
  '/plain': '<!doctype html><html><head><title>p</title></head><body><a href="/docusaurus">d</a></body></html>',
  // A Vite build (VitePress, Astro): modules named root-absolutely, a page file that is not a folder's index.
  '/guide/intro.html': '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="app">x</div></body></html>',
  '/classic': '<!doctype html><html><head><script src="/app.js" defer></script></head><body>c</body></html>',
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
    const { manifest } = await exportSite({ url: origin, outDir: out, paths: ['docusaurus', 'plain'], concurrency: 2 });
    const docusaurus = await readFile(join(out, 'docusaurus/index.html'), 'utf8');
    expect(docusaurus).toContain('<head><script data-static-export="base">');
    expect(docusaurus).toContain(`<script src="../${BASE_PATH_FILE}" data-depth="1"></script>`);
    expect(await readFile(join(out, 'plain/index.html'), 'utf8')).not.toContain('<script data-static-export="base">');
    // The runtime the pages name is written once, and listed.
    expect(await readFile(join(out, BASE_PATH_FILE), 'utf8')).toBe(BASE_PATH_SCRIPT);
    // The plain page carries the file:// runtime's loader instead (file-mode-shim.ts), whose files (the runtime and
    // the list of pages) are runtimes too.
    expect(manifest.generated?.filter((g) => g.role === 'runtime').map((g) => g.file)).toEqual([BASE_PATH_FILE, FILE_MODE_FILE, FILE_PAGES_FILE]);
    // What was decided of each page is recorded with it, and the site is named by its framework.
    // (The pages in the order they were crawled: sorted here, as the manifest file has them.)
    const facts = manifest.pages.map(({ url, profile, runtime }) => ({ url, profile, runtime })).sort((a, b) => (a.url < b.url ? -1 : 1));
    expect(facts).toEqual([
      { url: '/docusaurus', profile: 'docusaurus', runtime: 'router-space' },
      { url: '/plain', profile: 'html', runtime: 'none' },
    ]);
    expect(manifest.framework).toBe('docusaurus');
  });

  it('goes into pages that load modules by root-absolute paths, as the kind that keeps their URL; not into classic ones', async () => {
    const out = join(dir, 'modules');
    const { manifest } = await exportSite({ url: origin, outDir: out, paths: ['guide/intro.html', 'classic'], concurrency: 2 });
    const page = await readFile(join(out, 'guide/intro.html'), 'utf8');
    expect(page).toContain(`<script src="../${BASE_PATH_FILE}" data-depth="1" data-app-base></script>`);
    expect(await readFile(join(out, BASE_PATH_FILE), 'utf8')).toBe(BASE_PATH_SCRIPT);
    expect(await readFile(join(out, 'classic/index.html'), 'utf8')).not.toContain('<script data-static-export="base">');
    const intro = manifest.pages.find((p) => p.url === '/guide/intro.html');
    expect([intro?.runtime, intro?.modules]).toEqual(['app-base', true]);
  });

  it('writes no base-path runtime file when no page carries the shim', async () => {
    const out = join(dir, 'plain-only');
    const { manifest } = await exportSite({ url: origin, outDir: out, paths: ['plain'], concurrency: 2 });
    expect(manifest.generated?.filter((g) => g.role === 'runtime').map((g) => g.file)).toEqual([FILE_MODE_FILE, FILE_PAGES_FILE]);
    await expect(readFile(join(out, BASE_PATH_FILE))).rejects.toThrow(/ENOENT/);
  });
});
