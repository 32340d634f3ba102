// A Docusaurus site's DocSearch (Algolia) button, in an export: clicking it, or its Ctrl-K, opens the offline
// dialog instead of calling Algolia. A small plain-HTML site with DocSearch's button markup and a stand-in for its
// script (on click or Ctrl-K it would query an Algolia host), exported, hosted S3-like and browsed in Chromium.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { launchChromium, watch } from './browse.ts';

const ALGOLIA = 'https://bh4d9od16a-dsn.algolia.net/1/indexes/*/queries';

const DOCSEARCH = `<button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Placeholder">Search</span></button>
<script>
  function askAlgolia() { fetch(${JSON.stringify(ALGOLIA)}, { method: 'POST', body: '{}' }).catch(function () {}); document.body.dataset.algolia = 'called'; }
  document.querySelector('.DocSearch-Button').addEventListener('click', askAlgolia);
  window.addEventListener('keydown', function (e) { if (e.key === 'k' && (e.ctrlKey || e.metaKey)) askAlgolia(); });
</script>`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title} | Acme</title><link rel="icon" href="data:,"></head><body><nav class="navbar">${DOCSEARCH}<a href="/">Home</a> <a href="/docs/deploy/">Deploy</a></nav><div class="main-wrapper"><article><header><h1>${title}</h1></header>${body}</article></div></body></html>`;

const PAGES: Record<string, string> = {
  '/': page('Home', '<p>Welcome.</p>'),
  '/docs/deploy/': page('Deploy', '<h2 id="airships">Airships</h2><p>Ship the docs by zeppelin.</p>'),
};

let work: string;
let bundleDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docsearch-'));
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = PAGES[path] ?? PAGES[`${path}/`];
    if (body) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  bundleDir = join(work, 'site');
  try {
    await exportSite({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outDir: bundleDir, paths: ['/', 'docs/deploy'] });
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it("DocSearch's button and Ctrl-K open the offline search, and Algolia is never asked", async () => {
  const host = await startS3Like(bundleDir);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const w = watch(tab, host.origin);
    await tab.goto(host.url, { waitUntil: 'load' });
    await tab.waitForSelector('static-export-search', { state: 'attached', timeout: 15_000 });
    const open = () => tab.evaluate(() => !document.querySelector('static-export-search')!.shadowRoot!.querySelector<HTMLElement>('.backdrop')!.hidden);

    await tab.click('.DocSearch-Button');
    await expect.poll(open).toBe(true);
    await tab.locator('static-export-search input[role=combobox]').fill('zeppelin');
    await tab.waitForFunction(
      () => document.querySelector('static-export-search')?.shadowRoot?.querySelector('ul')?.getAttribute('data-query') === 'zeppelin',
      null,
      { timeout: 15_000 },
    );
    expect(await tab.locator('static-export-search li[role=option] a').first().getAttribute('href')).toBe(`${host.url}docs/deploy/#airships`);
    await tab.keyboard.press('Escape');
    await expect.poll(open).toBe(false);

    await tab.keyboard.press('Control+k');
    await expect.poll(open).toBe(true);
    expect(await tab.evaluate(() => document.body.dataset.algolia ?? 'never called')).toBe('never called');
    expect(w.external).toEqual([]);
    expect(w.failed).toEqual([]);
  } finally {
    await browser.close();
    await host.close();
  }
});

// VitePress's own local search runs offline by itself; its button carries DocSearch's classes inside #local-search.
const LOCAL_SEARCH = `<div id="local-search"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Placeholder">Search</span></button></div>
<script>
  document.querySelector('.DocSearch-Button').addEventListener('click', function () { document.body.dataset.localSearch = 'opened'; });
  window.addEventListener('keydown', function (e) { if (e.key === 'k' && (e.ctrlKey || e.metaKey)) document.body.dataset.localSearch = 'keys'; });
</script>`;

it("VitePress's local search keeps its own button and keys in an export", async () => {
  const html = `<!doctype html><html lang="en"><head><title>Home | VP</title><link rel="icon" href="data:,"></head><body><nav>${LOCAL_SEARCH}</nav><h1>Home</h1></body></html>`;
  const server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const outDir = join(work, 'local-search');
  try {
    await exportSite({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outDir, paths: ['/'] });
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
  const host = await startS3Like(outDir);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(host.url, { waitUntil: 'load' });
    await tab.click('.DocSearch-Button');
    expect(await tab.evaluate(() => document.body.dataset.localSearch)).toBe('opened');
    await tab.keyboard.press('Control+k');
    expect(await tab.evaluate(() => document.body.dataset.localSearch)).toBe('keys');
    // Our dialog is never built on such a page.
    expect(await tab.locator('static-export-search').count()).toBe(0);
  } finally {
    await browser.close();
    await host.close();
  }
});
