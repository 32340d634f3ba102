// A site that ships its own Pagefind index (as Nextra does at /_pagefind/) keeps its own search box working in
// the export: a small plain-HTML site whose index is built by Pagefind itself, its search box importing
// /_pagefind/pagefind.js as Nextra's does; exported with the site then stopped, hosted S3-like, searched in
// Chromium. From file://, where that import cannot work, the box opens our dialog instead. Every file of the index must be in the bundle (they are named only inside the index's own files),
// the site's box must find the page, nothing may fail or leave the host, and our own dialog stays out of the way.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { close as closePagefind, createIndex } from 'pagefind';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listBundleFiles } from '../../src/bundle/pack.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { launchChromium, watch } from './browse.ts';

const SEARCH_BOX = `<input id="q" type="search"><ul id="out"></ul><script type="module">
  const q = document.getElementById('q');
  q.addEventListener('input', async () => {
    const pagefind = await import('/_pagefind/pagefind.js');
    const search = await pagefind.search(q.value);
    const rows = await Promise.all(search.results.map((r) => r.data()));
    document.getElementById('out').innerHTML = rows.map((r) => '<li>' + r.meta.title + ' ' + r.url + '</li>').join('');
    document.getElementById('out').dataset.query = q.value;
  });
</script>`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><link rel="icon" href="data:,"></head><body><nav><a href="/">Home</a> <a href="/alpha/">Alpha</a> <a href="/beta/">Beta</a></nav>${SEARCH_BOX}<main><h1>${title}</h1>${body}</main></body></html>`;

const PAGES: Record<string, string> = {
  '/': page('Home', '<p>Welcome to the garden.</p>'),
  '/alpha/': page('Alpha', '<p>Tulips and a heliotrope border.</p>'),
  '/beta/': page('Beta', '<p>Roses by the wall.</p>'),
};

let work: string;
let pagefindFiles: string[];
let bundleDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'site-pagefind-'));
  const { index } = await createIndex({});
  for (const [url, html] of Object.entries(PAGES)) await index!.addHTMLFile({ url, content: html });
  const built = new Map((await index!.getFiles()).files.map((f) => [`/_pagefind/${f.path}`, Buffer.from(f.content)]));
  await closePagefind();
  pagefindFiles = [...built.keys()];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = PAGES[path] ?? PAGES[`${path}/`];
    if (body) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const file = built.get(path);
    if (file)
      return void res
        .writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : path.endsWith('.json') ? 'application/json' : 'application/octet-stream' })
        .end(file);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bundleDir = join(work, 'site');
  try {
    await exportSite({ url: origin, outDir: bundleDir, paths: ['/', 'alpha', 'beta'] });
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it("exports every file of the site's own Pagefind index, and its search box finds the page offline", async () => {
  const files = new Set(await listBundleFiles(bundleDir));
  const missing = pagefindFiles.map((p) => p.slice(1)).filter((f) => !files.has(f));
  expect(pagefindFiles.some((f) => f.includes('/fragment/'))).toBe(true);
  expect(missing).toEqual([]);

  const host = await startS3Like(bundleDir);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const w = watch(tab, host.origin);
    await tab.goto(host.url, { waitUntil: 'load' });
    await tab.fill('#q', 'heliotrope');
    await tab.waitForFunction(() => document.getElementById('out')?.dataset.query === 'heliotrope', null, { timeout: 15_000 });
    expect(await tab.locator('#out li').allTextContents()).toEqual(['Alpha /alpha/']);
    // The site's own box is the search here: our dialog's button is not added and Ctrl-K is left to the site.
    await tab.waitForTimeout(300);
    expect(await tab.evaluate(() => document.querySelector('static-export-search'))).toBeNull();
    expect(w.external).toEqual([]);
    expect(w.failed).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
  } finally {
    await browser.close();
    await host.close();
  }
});

it("opens our dialog from the site's own search box on file://, where its Pagefind cannot load", async () => {
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    // Every file of the bundle has the origin "null"; anything else is another origin.
    const w = watch(tab, 'null');
    await tab.goto(pathToFileURL(join(bundleDir, 'index.html')).href, { waitUntil: 'load' });
    await tab.click('#q');
    const input = tab.locator('static-export-search input[role=combobox]');
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('static-export-search')?.shadowRoot?.activeElement?.getAttribute('role')))
      .toBe('combobox');
    await input.pressSequentially('heliotrope');
    await tab.waitForFunction(
      () => document.querySelector('static-export-search')?.shadowRoot?.querySelector('ul')?.getAttribute('data-query') === 'heliotrope',
      null,
      {
        timeout: 15_000,
      },
    );
    const titles = await tab.evaluate(() =>
      [...document.querySelector('static-export-search')!.shadowRoot!.querySelectorAll('li[role=option] .t')].map((t) => t.textContent),
    );
    expect(titles[0]).toContain('Alpha');
    expect(titles).toHaveLength(1);
    // The site's box never ran: its Pagefind import would fail here.
    expect(await tab.evaluate(() => document.getElementById('out')?.dataset.query)).toBeUndefined();
    expect(w.external).toEqual([]);
    expect(w.failed).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});
