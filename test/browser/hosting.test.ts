// The browser proof of issue 3: one export of the Next.js fixture, hosted five ways, browsed in headless
// Chromium with the source site and its CDN stopped (the air-gapped check):
//   serve (from the .tar.gz), real nginx with the shipped config, S3-like at / and under /docs-mirror/,
//   nginx-like (no config) under /intranet/docs-mirror/, a CDN-like host that does not redirect /x to /x/, and file://.
// Per host: every page loads with zero failed requests, zero requests to any other origin, zero console
// errors, every image decoded, fonts loaded, hydrated; a sidebar click is a client-side navigation on every HTTP
// host (the base-path shim answers the router's RSC requests from the saved files) and a correct full-page load
// on file://; the redirected link lands on its target; one screenshot is saved under test-artifacts/ and is not
// blank.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { renderNginxConfig } from '../../src/hosting/nginx-config.ts';
import { startServer } from '../../src/serve/server.ts';
import type { Manifest } from '../../src/core/types.ts';
import { startCdnServer } from '../helpers/cdn-server.ts';
import { startFixture } from '../helpers/fixture-site.ts';
import { startNginxLike } from '../helpers/hosts/nginx-like.ts';
import { startRealNginx } from '../helpers/hosts/real-nginx.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { startCdnLike } from '../helpers/hosts/cdn-like.ts';
import { launchChromium, pageState, screenshot, settle, waitHydrated, watch, type Watch } from './browse.ts';
import { savePicture } from '../helpers/pictures.ts';

const fixture = inject('fixture');

interface Host {
  name: string;
  /** Where the home page is, ending in `/`. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

interface HostCase {
  name: string;
  navigation: 'soft' | 'full';
  noSlash?: boolean;
  start(): Promise<Host>;
}

let work: string;
let bundleDir: string;
let archive: string;
let manifest: Manifest;
let sourceOrigins: string[] = [];
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'browser-proof-'));
  bundleDir = join(work, 'site');
  archive = join(work, 'site.tar.gz');
  // Our own copies of the site and its CDN, so they can be stopped before browsing.
  const cdn = await startCdnServer();
  const site = await startFixture({ cdnOrigin: cdn.origin, buildDir: fixture.buildDir });
  try {
    manifest = (await exportSite({ url: site.origin, outDir: bundleDir, version: 'browser-proof', allowPrivate: [new URL(cdn.origin).host] })).manifest;
    await packBundle(bundleDir, archive);
  } finally {
    sourceOrigins = [site.origin, cdn.origin];
    await Promise.all([site.close(), cdn.close()]);
  }
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The fixture's pages as the export names them, each as a URL path below the host's root. */
function pagePaths(noSlash = false): string[] {
  return fixture.pages.map((p) => (p === '/' ? '' : noSlash ? p.slice(1) : `${p.slice(1)}/`));
}

const hosts: HostCase[] = [
  {
    name: 'serve',
    navigation: 'soft',
    async start() {
      const server = await startServer({ source: { kind: 'file', path: archive }, dataDir: join(work, 'serve-data'), host: '127.0.0.1', port: 0 });
      return { name: 'serve', url: `${server.url}/`, origin: server.url, close: () => server.close() };
    },
  },
  {
    name: 'nginx with the shipped config',
    navigation: 'soft',
    async start() {
      const shipped = join(bundleDir, '_static-export', 'nginx.conf');
      // The shipped file is what this host must prove; until the exporter writes it, the same renderer's output.
      const config = existsSync(shipped) ? await readFile(shipped, 'utf8') : renderNginxConfig(manifest);
      const nginx = await startRealNginx(bundleDir, { config });
      return { name: 'nginx', url: nginx.url, origin: nginx.origin, close: () => nginx.close() };
    },
  },
  {
    name: 'S3-like at /',
    navigation: 'soft',
    async start() {
      const s3 = await startS3Like(bundleDir);
      return { name: 's3-root', url: s3.url, origin: s3.origin, close: () => s3.close() };
    },
  },
  {
    name: 'S3-like under /docs-mirror/',
    navigation: 'soft',
    async start() {
      const s3 = await startS3Like(bundleDir, { prefix: '/docs-mirror/' });
      return { name: 's3-prefix', url: s3.url, origin: s3.origin, close: () => s3.close() };
    },
  },
  {
    name: 'nginx-like (no config) under /intranet/docs-mirror/',
    navigation: 'soft',
    async start() {
      const host = await startNginxLike(bundleDir, { prefix: '/intranet/docs-mirror/', errorPage: '404.html' });
      return { name: 'nginx-like-prefix', url: host.url, origin: host.origin, close: () => host.close() };
    },
  },
  {
    name: 'CDN-like (rewrites /x to x/index.html, no redirect) under /cdn/docs/',
    navigation: 'soft',
    /** Pages are asked for without their trailing slash: this host answers them as they are. */
    noSlash: true,
    async start() {
      const host = await startCdnLike(bundleDir, { prefix: '/cdn/docs/' });
      return { name: 'cdn-like-prefix', url: host.url, origin: host.origin, close: () => host.close() };
    },
  },
];

/** Distinct problems, with counts, so a failure reads as a short list. */
function summary(w: Watch): Record<string, string[]> {
  const distinct = (list: string[]) => [...new Set(list)].map((x) => `${list.filter((y) => y === x).length}× ${x}`);
  return { failed: distinct(w.failed), external: distinct(w.external), consoleErrors: distinct(w.consoleErrors) };
}

describe.each(hosts)('$name', (hostCase) => {
  let host: Host;
  beforeAll(async () => {
    host = await hostCase.start();
  }, 60_000);
  afterAll(async () => {
    await host?.close();
  });

  it('loads every page air-gapped: no failed or external request, no console error, images, fonts, hydration', async () => {
    const page = await browser.newPage();
    const w = watch(page, host.origin);
    const problems: string[] = [];
    const paths = pagePaths(hostCase.noSlash);
    for (const path of paths) {
      const response = await page.goto(`${host.url}${path}`, { waitUntil: 'load' });
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      const state = await pageState(page);
      if (!state.hydrated) problems.push(`${path}: not hydrated`);
      if (!state.heading) problems.push(`${path}: no heading`);
      for (const image of state.images) if (image.width === 0) problems.push(`${path}: image not decoded ${image.src}`);
      for (const font of state.fonts) if (!/ loaded$/.test(font)) problems.push(`${path}: font ${font}`);
      await settle(page, w);
    }
    const shot = await screenshot(page, `hosting-${host.name}`);
    // Taking the screenshot can bring links into view that the router then prefetches; closing the page under them
    // would cancel them.
    await settle(page);
    await page.close();
    console.log(
      `browser proof ${hostCase.name}: ${paths.length} pages, ${w.requests.length} requests, ${w.failed.length} failed, ` +
        `${w.external.length} external, ${w.consoleErrors.length} console errors, ${w.rsc.length} RSC requests, ${w.payloads.length} payload files; screenshot ${shot.file}`,
    );
    expect(problems).toEqual([]);
    expect(summary(w)).toEqual({ failed: [], external: [], consoleErrors: [] });
    expect(w.external.filter((u) => sourceOrigins.some((o) => u.startsWith(o)))).toEqual([]);
    expect(shot.colours).toBeGreaterThan(20);
  });

  it(`navigates ${hostCase.navigation === 'soft' ? 'client-side' : 'by full page loads'} from a sidebar link`, async () => {
    const page = await browser.newPage();
    const w = watch(page, host.origin);
    await page.goto(`${host.url}docs/getting-started/introduction${hostCase.noSlash ? '' : '/'}`, { waitUntil: 'load' });
    expect(await waitHydrated(page)).toBe(true);
    await settle(page, w);
    await page.evaluate(() => Object.assign(window, { staticExportMarker: 'kept' }));
    await page.click('aside a:text-is("Installation")');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Installation', null, { timeout: 15_000 });
    expect(await waitHydrated(page)).toBe(true);
    await settle(page, w);
    const marker = await page.evaluate(() => (window as unknown as { staticExportMarker?: string }).staticExportMarker);
    const url = new URL(page.url());
    if (hostCase.navigation === 'soft') {
      expect(marker).toBe('kept');
      expect(url.pathname).toMatch(/\/docs\/getting-started\/installation\/?$/);
      // Answered by the host's RSC routing or, on any host, by the page itself from the saved payload files.
      const answered = [...w.rsc, ...w.payloads].filter((line) => line.includes('/docs/getting-started/installation'));
      expect(answered.length).toBeGreaterThan(0);
      for (const line of w.rsc) expect(line).toMatch(/^200 text\/x-component/);
      for (const line of w.payloads) expect(line).toMatch(/^200 /);
    } else {
      expect(marker).toBeUndefined();
      expect(url.href).toBe(`${host.url}docs/getting-started/installation/`);
    }
    console.log(
      `navigation ${hostCase.name}: ${hostCase.navigation} to ${url.pathname}, marker ${marker ?? 'gone'}, ${w.rsc.length} RSC requests, ${w.payloads.length} payload files`,
    );
    await page.close();
    expect(summary(w)).toEqual({ failed: [], external: [], consoleErrors: [] });
  });

  it('follows a link to a redirected page to the redirect target', async () => {
    const page = await browser.newPage();
    const w = watch(page, host.origin);
    await page.goto(host.url, { waitUntil: 'load' });
    expect(await waitHydrated(page)).toBe(true);
    await settle(page, w);
    await page.click('a:text-is("previous introduction page")');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction', null, { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toMatch(/\/docs\/getting-started\/introduction\/?(index\.html)?$/);
    expect(await waitHydrated(page)).toBe(true);
    await settle(page, w);
    await page.close();
    expect(summary(w)).toEqual({ failed: [], external: [], consoleErrors: [] });
  });
});

describe('file://', () => {
  it('shows pages with their styles and images, hydrated, and links between pages work, with no error', async () => {
    const page = await browser.newPage();
    // A file: URL's origin is the string "null": every file of the bundle has it.
    const w = watch(page, 'null');
    const start = pathToFileURL(join(bundleDir, 'docs', 'getting-started', 'introduction', 'index.html')).href;
    await page.goto(start, { waitUntil: 'load' });
    expect(await waitHydrated(page)).toBe(true);
    const look = await page.evaluate(async () => {
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      // Hydration adds a second <link> for the stylesheet (React keys it by the payload's root-absolute href,
      // which differs from the relative one in the HTML); it is the same file, but it may still be loading.
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
      await Promise.all(
        links.map(
          (l) =>
            l.sheet !== null ||
            new Promise((done) => {
              l.addEventListener('load', done);
              l.addEventListener('error', done);
              setTimeout(done, 5_000);
            }),
        ),
      );
      return {
        heading: document.querySelector('h1')?.textContent,
        // globals.css sets `body { margin: 0 }` and a background image: proof the stylesheet applied.
        margin: getComputedStyle(document.body).margin,
        background: getComputedStyle(document.body).backgroundImage,
        sheets: links.map((l) => `${l.sheet !== null} ${l.getAttribute('href')}`),
        images: [...document.images].map((i) => ({ src: i.currentSrc || i.src, width: i.naturalWidth })),
      };
    });
    expect(look.heading).toBe('Introduction');
    expect(look.margin).toBe('0px');
    expect(look.background).toMatch(/^url\("file:/);
    expect(look.sheets.length).toBeGreaterThan(0);
    expect(look.sheets.filter((sheet) => !sheet.startsWith('true'))).toEqual([]);
    for (const image of look.images) expect(image.width, image.src).toBeGreaterThan(0);
    await page.click('aside a:text-is("Installation")');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Installation', null, { timeout: 15_000 });
    expect(page.url()).toBe(pathToFileURL(join(bundleDir, 'docs', 'getting-started', 'installation', 'index.html')).href);
    expect(await waitHydrated(page)).toBe(true);
    await settle(page);
    const shot = await screenshot(page, 'hosting-file');
    expect(shot.colours).toBeGreaterThan(20);
    await savePicture(page, 'exported-site-file');
    await page.close();
    expect(summary(w)).toEqual({ failed: [], external: [], consoleErrors: [] });
  });
});
