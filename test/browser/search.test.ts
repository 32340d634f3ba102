// The offline search of issue 13 in headless Chromium: one export of the Next.js fixture (with its source and
// CDN stopped), hosted the ways hosting.test.ts hosts it — serve from the .tar.gz, real nginx with the shipped
// config, S3-like at / and under /docs-mirror/, nginx-like under /intranet/docs-mirror/ — and from file://.
// Per host: Ctrl-K opens the dialog; a word found in one page's body only (in its "Requirements" section, and
// in no sidebar) gives that page first, at that section; clicking it opens the page at the heading; a word found
// only in the sidebar gives nothing; the page still hydrates; not one request leaves the host.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../src/bundle/manifest-io.ts';
import { listBundleFiles, packBundle } from '../../src/bundle/pack.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { SEARCH_UI_FILE } from '../../src/search/offline-search.ts';
import { startServer } from '../../src/serve/server.ts';
import { startCdnServer } from '../helpers/cdn-server.ts';
import { startFixture } from '../helpers/fixture-site.ts';
import { startNginxLike } from '../helpers/hosts/nginx-like.ts';
import { startRealNginx } from '../helpers/hosts/real-nginx.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { runCli } from '../helpers/run-cli.ts';
import { launchChromium, screenshot, settle, waitHydrated, watch } from './browse.ts';
import { savePicture } from '../helpers/pictures.ts';

const fixture = inject('fixture');

interface Host {
  /** Where the bundle's root is, ending in `/`. */
  url: string;
  /** The host's origin; null for file://. */
  origin: string | null;
  close(): Promise<void>;
}

let work: string;
let bundleDir: string;
let archive: string;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'search-proof-'));
  bundleDir = join(work, 'site');
  archive = join(work, 'site.tar.gz');
  const cdn = await startCdnServer();
  const site = await startFixture({ cdnOrigin: cdn.origin, buildDir: fixture.buildDir });
  try {
    await exportSite({ url: site.origin, outDir: bundleDir, version: 'search-proof' });
    await packBundle(bundleDir, archive);
  } finally {
    await Promise.all([site.close(), cdn.close()]);
  }
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const hosts: { name: string; start(): Promise<Host> }[] = [
  {
    name: 'serve',
    async start() {
      const server = await startServer({ source: { kind: 'file', path: archive }, dataDir: join(work, 'serve-data'), host: '127.0.0.1', port: 0 });
      return { url: `${server.url}/`, origin: server.url, close: () => server.close() };
    },
  },
  {
    name: 'nginx with the shipped config',
    async start() {
      const nginx = await startRealNginx(bundleDir, { config: await readFile(join(bundleDir, '_static-export', 'nginx.conf'), 'utf8') });
      return { url: nginx.url, origin: nginx.origin, close: () => nginx.close() };
    },
  },
  {
    name: 'S3-like at /',
    async start() {
      const s3 = await startS3Like(bundleDir);
      return { url: s3.url, origin: s3.origin, close: () => s3.close() };
    },
  },
  {
    name: 'S3-like under /docs-mirror/',
    async start() {
      const s3 = await startS3Like(bundleDir, { prefix: '/docs-mirror/' });
      return { url: s3.url, origin: s3.origin, close: () => s3.close() };
    },
  },
  {
    name: 'nginx-like (no config) under /intranet/docs-mirror/',
    async start() {
      const host = await startNginxLike(bundleDir, { prefix: '/intranet/docs-mirror/', errorPage: '404.html' });
      return { url: host.url, origin: host.origin, close: () => host.close() };
    },
  },
  {
    name: 'file://',
    async start() {
      return { url: `${pathToFileURL(bundleDir).href}/`, origin: null, close: async () => {} };
    },
  },
];

/** Where the `docs/` page of the bundle is on this host. */
function pageUrl(host: Host, path: string): string {
  return `${host.url}${path}${host.origin === null ? 'index.html' : ''}`;
}

/** Types `query` into the dialog and returns its results as shown: title line, excerpt, link. */
async function searchFor(page: Page, query: string): Promise<{ title: string; excerpt: string; href: string; marked: string[] }[]> {
  const input = page.locator('static-export-search input[role=combobox]');
  await input.fill(query);
  await page.waitForFunction(
    (q) => {
      // The list says which query it shows: the previous query's results do not count.
      return document.querySelector('static-export-search')?.shadowRoot?.querySelector('ul')?.getAttribute('data-query') === q;
    },
    query,
    { timeout: 15_000 },
  );
  return page.evaluate(() => {
    const root = document.querySelector('static-export-search')!.shadowRoot!;
    return [...root.querySelectorAll('li[role=option]')].map((li) => ({
      title: li.querySelector('.t')?.textContent ?? '',
      excerpt: li.querySelector('.x')?.textContent ?? '',
      href: li.querySelector('a')!.href,
      marked: [...li.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
    }));
  });
}

describe.each(hosts)('search on $name', (hostCase) => {
  let host: Host;
  beforeAll(async () => {
    host = await hostCase.start();
  }, 60_000);
  afterAll(async () => {
    await host?.close();
  });

  it('finds the one page whose body has the word, opens it at the section, and never leaves the host', async () => {
    const page = await browser.newPage();
    // A file: URL's origin is the string "null": every file of the bundle has it, anything else is another origin.
    const w = watch(page, host.origin ?? 'null');
    await page.goto(pageUrl(host, 'docs/'), { waitUntil: 'load' });
    expect(await waitHydrated(page)).toBe(true);
    await page.waitForSelector('static-export-search', { state: 'attached', timeout: 15_000 });
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('static-export-search')?.shadowRoot?.activeElement?.getAttribute('role')))
      .toBe('combobox');

    const results = await searchFor(page, 'verdaccio');
    expect(results.length).toBe(1);
    expect(results[0]!.title).toMatch(/^Installation/);
    expect(results[0]!.marked.map((m) => m.toLowerCase().replace(/\W+$/, ''))).toContain('verdaccio');
    const expected = host.origin === null ? 'docs/getting-started/installation/index.html#requirements' : 'docs/getting-started/installation/#requirements';
    expect(results[0]!.href).toBe(`${host.url}${expected}`);

    // Only in the sidebar of every page: never in the index.
    expect(await searchFor(page, 'marmalade')).toEqual([]);

    const shot = hostCase.name === 'serve' ? await searchFor(page, 'install').then(() => screenshot(page, 'search-dialog')) : undefined;
    if (shot) await savePicture(page, 'search-dialog', 560);
    await searchFor(page, 'verdaccio');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Installation', null, { timeout: 15_000 });
    // Under a prefix the base-path shim shows the router the source's URL until its first commit, which puts the
    // prefix back in the address bar: read the address once the page has hydrated.
    expect(await waitHydrated(page)).toBe(true);
    await settle(page);
    expect(new URL(page.url()).hash).toBe('#requirements');
    expect(page.url()).toBe(`${host.url}${expected}`);
    await page.close();
    console.log(`search ${hostCase.name}: ${w.requests.length} requests, ${w.external.length} external${shot ? `; screenshot ${shot.file}` : ''}`);
    if (shot) expect(shot.colours).toBeGreaterThan(20);
    expect(w.external).toEqual([]);
    expect(w.failed).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
  });

  it('opens with "/" and the corner button, moves with the arrow keys and closes with Escape', async () => {
    const page = await browser.newPage();
    await page.goto(pageUrl(host, ''), { waitUntil: 'load' });
    await page.waitForSelector('static-export-search', { state: 'attached', timeout: 15_000 });
    await page.keyboard.press('/');
    const open = () => page.evaluate(() => !document.querySelector('static-export-search')!.shadowRoot!.querySelector<HTMLElement>('.backdrop')!.hidden);
    await expect.poll(open).toBe(true);
    const results = await searchFor(page, 'guide');
    expect(results.length).toBeGreaterThan(1);
    const selected = () =>
      page.evaluate(() => {
        const root = document.querySelector('static-export-search')!.shadowRoot!;
        return { active: root.querySelector('input')!.getAttribute('aria-activedescendant'), selected: root.querySelector('[aria-selected=true]')?.id };
      });
    expect(await selected()).toEqual({ active: 'static-export-result-0', selected: 'static-export-result-0' });
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toEqual({ active: 'static-export-result-1', selected: 'static-export-result-1' });
    await page.keyboard.press('Escape');
    await expect.poll(open).toBe(false);
    await page.locator('static-export-search .launch').click();
    await expect.poll(open).toBe(true);
    await page.close();
  });
});

describe('search without Pagefind', () => {
  it("a bundle made where Pagefind's binary is missing says so, and its dialog searches the simpler index on a web server", async () => {
    const out = join(work, 'no-pagefind');
    // An architecture Pagefind ships no binary for: its resolver fails as on such a machine.
    const run = await runCli(['export', fixture.origin, '--out', join(work, 'no-pagefind.tar.gz'), '--out-dir', out, '--quiet'], {
      env: { npm_config_arch: 'mips' },
    });
    expect(run.code, run.stderr).toBe(0);
    const manifest = await readManifest(out);
    expect(manifest.warnings.map((w) => w.code)).toContain('no-search-index');
    const files = await listBundleFiles(out);
    expect(files.filter((f) => f.startsWith('_static-export/search/'))).toEqual(['_static-export/search/file-index.js', SEARCH_UI_FILE]);

    const host = await startS3Like(out);
    const page = await browser.newPage();
    try {
      const w = watch(page, host.origin);
      await page.goto(`${host.url}docs/`, { waitUntil: 'load' });
      await page.waitForSelector('static-export-search', { state: 'attached', timeout: 15_000 });
      await page.keyboard.press('Control+k');
      const results = await searchFor(page, 'verdaccio');
      expect(results.map((r) => r.href)).toEqual([`${host.url}docs/getting-started/installation/#requirements`]);
      expect(w.external).toEqual([]);
    } finally {
      await page.close();
      await host.close();
    }
  });
});
