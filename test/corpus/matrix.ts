// The host matrix of issue 10, for one corpus site (each test/corpus/<site>.test.ts calls defineCorpusMatrix):
//
//   1. build (cached) and start the site with its own production server, export it with the project's CLI
//      (`static-export export`), stop the site (everything after this is air-gapped), `static-export verify`;
//   2. host the bundle on `serve`, nginx with the shipped config, an S3-website-like host and a CDN-like host,
//      each at `/` and under a sub-path, and on file://;
//   3. per host, in one Chromium: open every sampled page (≥ 10, every route kind), wait for hydration and network
//      idle, then click three links; record failed and other-origin requests, console errors, hydration, whether
//      each click was a soft navigation (no document request, window state kept), and every RSC request the client
//      made, mapped to the manifest's RSC files;
//   4. assert the issue's targets per host and write the row to test-artifacts/corpus-matrix/<site>.json; the
//      markdown table test-artifacts/corpus-matrix.md is regenerated from every site's JSON.
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/serve/server.ts';
import { type PageWatch, watchPage } from '../../src/verify/browser-judge.ts';
import { ARTIFACTS, CHROMIUM_PATH, launchChromium } from '../browser/browse.ts';
import { CORPUS, startCorpusSite, type CorpusSiteSpec } from '../helpers/corpus.ts';
import { FRAMEWORK_TOOLS } from '../helpers/corpus-frameworks.ts';
import { startCdnLike } from '../helpers/hosts/cdn-like.ts';
import { startPrefixProxy } from '../helpers/hosts/prefix-proxy.ts';
import { startRealNginx } from '../helpers/hosts/real-nginx.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { runCli } from '../helpers/run-cli.ts';
import { hydratedAs, searchAnswers } from './framework-checks.ts';
import { lazyChunk } from './lazy-chunks.ts';

/** The sub-path every host also serves the bundle under. */
export const SUB_PATH = '/mirror/docs/';

/**
 * Rows known to miss the issue's targets today, per site, keyed like the row's test (`<host> at <at>`), with the
 * reason. Such a row still runs, and runs as `it.fails`: it must still fail. The day it passes, the test turns red
 * and the entry has to go (README of test/fixtures/corpus and docs/hosting.md list the same gaps).
 */
export const KNOWN_GAPS: Record<string, Record<string, string>> = {};

interface ManifestRsc {
  file: string;
  kind: 'full' | 'segment';
  segment?: string;
}
interface ManifestLike {
  source: string;
  warnings?: { code: string; message: string }[];
  pages: { url: string; file: string; status: number; rsc: ManifestRsc[] }[];
  assets?: { file: string }[];
  redirects?: { file: string }[];
}
interface VerifyLike {
  ok: boolean;
  broken: { file: string; ref: string }[];
  hashMismatches: unknown[];
  /** `verify --browser`: the bundle opened in Chromium under a sub-path (src/browser-check/check-bundle.ts). */
  browser?: { ok: boolean; pagesOpened: number; problems: { kind: string; page: string; url: string; detail: string }[]; ms: number };
}

interface Host {
  /** Where the bundle's root is, ending in `/`. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

interface HostCase {
  name: string;
  at: '/' | 'sub-path';
  http: boolean;
  start(ctx: { bundleDir: string; archive: string; work: string }): Promise<Host>;
}

export interface ClickResult {
  to: string;
  reached: boolean;
  kind: 'soft' | 'full' | 'failed';
  detail?: string;
}

export interface MatrixRow {
  site: string;
  host: string;
  at: string;
  pagesChecked: number;
  pagesOk: number;
  hydrated: number;
  failed: string[];
  external: string[];
  consoleErrors: string[];
  clicks: ClickResult[];
  navigation: string;
  /** The live site's kind of navigation, which HTTP hosts must keep. */
  navigationWanted?: 'soft' | 'full';
  /** The site's own search box (issue 24's sites): what it answered, or '-' where the site has none checked. */
  search: string;
  /** Why this row is a known gap (KNOWN_GAPS), when it is one. */
  knownGap?: string;
  rscRequests: number;
  rscUnmapped: string[];
  rscFilesPerPage: string;
  verify: string;
  problems: string[];
  ms: number;
}

const hostCases: HostCase[] = [];
for (const at of ['/', 'sub-path'] as const) {
  const mount = async (host: Host): Promise<Host> => {
    if (at === '/') return host;
    const proxy = await startPrefixProxy(host.origin, SUB_PATH);
    return { url: proxy.url, origin: proxy.origin, close: async () => (await proxy.close(), await host.close()) };
  };
  hostCases.push(
    {
      name: 'serve',
      at,
      http: true,
      async start({ archive, work }) {
        const server = await startServer({
          source: { kind: 'file', path: archive },
          dataDir: join(work, `serve-${at === '/' ? 'root' : 'sub'}`),
          host: '127.0.0.1',
          port: 0,
        });
        return mount({ url: `${server.url}/`, origin: server.url, close: () => server.close() });
      },
    },
    {
      name: 'nginx + shipped config',
      at,
      http: true,
      async start({ bundleDir }) {
        const nginx = await startRealNginx(bundleDir);
        return mount({ url: nginx.url, origin: nginx.origin, close: () => nginx.close() });
      },
    },
    {
      name: 'S3-website-like',
      at,
      http: true,
      async start({ bundleDir }) {
        const s3 = await startS3Like(bundleDir, { prefix: at === '/' ? '/' : SUB_PATH });
        return { url: s3.url, origin: s3.origin, close: () => s3.close() };
      },
    },
    {
      name: 'CDN-like (no /x → /x/ redirect)',
      at,
      http: true,
      async start({ bundleDir }) {
        const cdn = await startCdnLike(bundleDir, { prefix: at === '/' ? '/' : SUB_PATH });
        return { url: cdn.url, origin: cdn.origin, close: () => cdn.close() };
      },
    },
  );
}
hostCases.push({
  name: 'file://',
  at: 'sub-path',
  http: false,
  async start({ bundleDir }) {
    const url = pathToFileURL(bundleDir).href.replace(/\/?$/, '/');
    return { url, origin: 'file://', close: async () => undefined };
  },
});

// ---------------------------------------------------------------- URLs

/** The address of a page (path below the site's base) on a host: the site's own URL style on HTTP hosts. */
function pageUrl(spec: CorpusSiteSpec, hostUrl: string, http: boolean, path: string, trailingSlash: boolean): string {
  const rel = path === '/' ? '' : path.slice(1);
  // A hash route (`/#/guides/theming`): the one page, on file:// by its file.
  if (rel.startsWith('#')) return `${hostUrl}${http ? '' : 'index.html'}${rel}`;
  // Issue 24's sites: the path is already the URL the site links to (`/guides/`, `/guides/theming.html`).
  if (FRAMEWORK_TOOLS[spec.framework]) return http || !(rel === '' || rel.endsWith('/')) ? `${hostUrl}${rel}` : `${hostUrl}${rel}index.html`;
  if (!http) return `${hostUrl}${rel ? `${rel}/` : ''}index.html`;
  return `${hostUrl}${rel}${rel && trailingSlash ? '/' : ''}`;
}

/** A URL on a host back to the page path below the base (`/docs/intro`), or undefined when outside it. */
function pathOnHost(url: string, hostUrl: string): string | undefined {
  // A hash route (`#/guides/theming?id=a`) is the path of a hash-routed site's page.
  const route = /#(\/[^?]*)/.exec(url)?.[1];
  if (route !== undefined && route !== '/') return `/#${route.replace(/\/$/, '')}`;
  const clean = url.split(/[?#]/)[0]!;
  if (!clean.startsWith(hostUrl)) return undefined;
  let rel = decodeURIComponent(clean.slice(hostUrl.length));
  rel = rel
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return `/${rel}`;
}

// ---------------------------------------------------------------- browsing

interface Recorder {
  /** What `verify --browser` judges (src/verify/browser-judge.ts): failed and other-origin requests, page errors. */
  watch: PageWatch;
  rsc: { url: string; status: number; contentType: string; segment?: string; prefetch?: string }[];
}

function record(page: Page, host: Host, http: boolean): Recorder {
  const r: Recorder = { watch: watchPage(page, { origin: http ? host.origin : 'file://' }), rsc: [] };
  page.on('response', async (res) => {
    const headers = res.request().headers();
    // An RSC request: the router's headers, its `_rsc` query, or (in an export) a payload file name.
    if (headers.rsc === '1' || /[?&]_rsc=/.test(res.url()) || /\/(index|__next\.[^/]*)\.txt(\?|$)/.test(res.url())) {
      r.rsc.push({
        url: res.url(),
        status: res.status(),
        contentType: res.headers()['content-type'] ?? '',
        segment: headers['next-router-segment-prefetch'],
        prefetch: headers['next-router-prefetch'],
      });
    }
  });
  return r;
}

/** The problems of `verify --browser`, as the rows list them; the corpus also counts console errors against a row. */
function rowLists(w: PageWatch): { failed: string[]; external: string[]; consoleErrors: string[] } {
  const failed = w.problems.filter((p) => p.kind === 'failed-request').map((p) => `${p.detail} ${p.url}`);
  const external = w.problems.filter((p) => p.kind === 'other-origin').map((p) => p.url);
  const errors = w.problems.filter((p) => p.kind === 'page-error').map((p) => `uncaught: ${p.detail}`);
  return { failed: [...new Set(failed)], external: [...new Set(external)], consoleErrors: [...new Set([...w.consoleErrors, ...errors])] };
}

/** Hydrated in the framework's own sense (framework-checks.ts). */
function hydrated(page: Page, spec: CorpusSiteSpec, timeout = 6_000): Promise<boolean> {
  return hydratedAs(page, spec.framework, timeout);
}

async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Clicks the first link on the page whose target is `to` on this host; resolves with the link's href. */
async function clickLinkTo(page: Page, hostUrl: string, to: string, again = true): Promise<string | undefined> {
  const href = await page.evaluate(
    ({ hostUrl, to }) => {
      const norm = (url: string): string | undefined => {
        const route = /#(\/[^?]*)/.exec(url)?.[1];
        if (route !== undefined && route !== '/' && url.startsWith(hostUrl)) return `/#${route.replace(/\/$/, '')}`;
        const clean = url.split(/[?#]/)[0]!;
        if (!clean.startsWith(hostUrl)) return undefined;
        const rel = decodeURIComponent(clean.slice(hostUrl.length))
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, '')
          .replace(/\/$/, '');
        return `/${rel}`;
      };
      for (const old of document.querySelectorAll('[data-corpus-click]')) old.removeAttribute('data-corpus-click');
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => a.offsetParent !== null && norm(a.href) === to);
      // Prefer a link a reader can click: in view, not inside a collapsed sidebar folder or under an overlay.
      const clickable = (a: HTMLAnchorElement): boolean => {
        a.scrollIntoView({ block: 'center' });
        const r = a.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top !== null && (top === a || a.contains(top));
      };
      const link = links.find(clickable) ?? links[0];
      if (!link) return undefined;
      link.setAttribute('data-corpus-click', '1');
      return link.getAttribute('href') ?? '';
    },
    { hostUrl, to },
  );
  if (href === undefined) return undefined;
  try {
    await page.click('[data-corpus-click="1"]', { timeout: 5_000 });
  } catch {
    // Covered by a sticky header or an overlay of the theme: the same click event, dispatched on the link.
    const dispatched = await page
      .$eval('[data-corpus-click="1"]', (a) => (a as HTMLAnchorElement).click())
      .then(
        () => true,
        () => false,
      );
    // The theme drew its navigation again meanwhile (Docsify's sidebar): the link is found again, once.
    if (!dispatched) return again ? clickLinkTo(page, hostUrl, to, false) : undefined;
    return `${href} (click dispatched: the link was covered)`;
  }
  return href;
}

async function headingMatches(page: Page, heading: string | RegExp, timeout: number): Promise<boolean> {
  const source = typeof heading === 'string' ? `^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : heading.source;
  try {
    // A heading's text may start or end in its permalink anchor (`#`, `¶`, an icon font's character).
    await page.waitForFunction(
      (src) => [...document.querySelectorAll('h1')].some((h) => new RegExp(src).test((h.textContent ?? '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))),
      source,
      {
        timeout,
      },
    );
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- RSC requests vs the manifest

/** Where the site's home page sits in the bundle (`''`, or `base/` for a site with a base path): the bundle keeps URL paths. */
function sitePrefix(manifest: ManifestLike): string {
  const basePath = new URL(manifest.source).pathname.replace(/\/$/, '');
  const home = manifest.pages.find((p) => p.url === (basePath || '/') || p.url === `${basePath}/`);
  return home ? home.file.replace(/index\.html$/, '') : '';
}

function rscMapper(manifest: ManifestLike, hostUrl: string, siteUrl: string): (req: Recorder['rsc'][number]) => boolean {
  const basePath = new URL(manifest.source).pathname.replace(/\/$/, '');
  // Any file the manifest lists (payloads, and e.g. stand-in payloads written for redirects) answers a request.
  const files = new Set([
    ...manifest.pages.flatMap((p) => p.rsc.map((r) => r.file)),
    ...(manifest.assets ?? []).map((a) => a.file),
    ...(manifest.redirects ?? []).map((r) => r.file),
  ]);
  const byPage = new Map<string, ManifestRsc[]>();
  for (const p of manifest.pages) {
    const url = p.url.startsWith(basePath) ? p.url.slice(basePath.length) || '/' : p.url;
    byPage.set(url.replace(/\/$/, '') || '/', p.rsc);
  }
  return (req) => {
    const clean = req.url.split(/[?#]/)[0]!;
    if (!clean.startsWith(hostUrl)) return false;
    const rel = decodeURIComponent(clean.slice(hostUrl.length));
    if (files.has(rel)) return true;
    const path = pathOnHost(req.url, siteUrl);
    const rsc = path === undefined ? undefined : byPage.get(path === '/' ? '/' : path);
    if (!rsc) return false;
    return req.segment ? rsc.some((r) => r.kind === 'segment' && r.segment === req.segment) : rsc.some((r) => r.kind === 'full');
  };
}

// ---------------------------------------------------------------- the table

function cell(list: string[]): string {
  return list.length === 0 ? '0' : `**${list.length}**`;
}

export async function writeMatrixMarkdown(): Promise<string> {
  const dir = join(ARTIFACTS, 'corpus-matrix');
  const rows: MatrixRow[] = [];
  for (const name of (await readdir(dir).catch(() => [] as string[])).sort()) {
    if (name.endsWith('.json') && !name.endsWith('.timings.json')) rows.push(...(JSON.parse(await readFile(join(dir, name), 'utf8')) as MatrixRow[]));
  }
  const lines = [
    '# Corpus host matrix (issue 10)',
    '',
    'Generated by `test/corpus/*.test.ts`. Targets per row: every sampled page loaded and hydrated, 0 failed requests, 0 requests to other origins, 0 console errors, three clicked links reached with the live site’s kind of navigation on HTTP hosts (soft, or full for Starlight and Sphinx; any on file://), the site’s own search box answering (issue 24’s sites), every RSC request mapped to a manifest file, `static-export verify` with 0 broken references. Bold = misses a target; details in `corpus-matrix/<site>.json`.',
    '',
    '| site | host | at | pages ok | hydrated | failed req | other-origin req | console errors | navigation (3 clicks) | search | RSC files/page | RSC req (unmapped) | verify | time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const pages = r.pagesOk === r.pagesChecked ? `${r.pagesOk}/${r.pagesChecked}` : `**${r.pagesOk}/${r.pagesChecked}**`;
    const hyd = r.hydrated === r.pagesChecked ? `${r.hydrated}/${r.pagesChecked}` : `**${r.hydrated}/${r.pagesChecked}**`;
    const navOk = r.host === 'file://' ? r.clicks.every((c) => c.reached) : r.clicks.every((c) => c.kind === (r.navigationWanted ?? 'soft'));
    const nav = navOk ? r.navigation : `**${r.navigation}**`;
    const rsc = r.rscUnmapped.length ? `${r.rscRequests} (**${r.rscUnmapped.length}**)` : `${r.rscRequests} (0)`;
    const verify = r.verify.startsWith('ok') ? r.verify : `**${r.verify}**`;
    const search = !r.search || r.search === '-' ? '-' : r.search.startsWith('ok') ? 'ok' : '**no answer**';
    lines.push(
      `| ${r.site} | ${r.host}${r.knownGap ? ' (known gap)' : ''} | ${r.at} | ${pages} | ${hyd} | ${cell(r.failed)} | ${cell(r.external)} | ${cell(r.consoleErrors)} | ${nav} | ${search} | ${r.rscFilesPerPage} | ${rsc} | ${verify} | ${(r.ms / 1000).toFixed(0)} s |`,
    );
  }
  const file = join(ARTIFACTS, 'corpus-matrix.md');
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${lines.join('\n')}\n`);
  await rename(tmp, file);
  return file;
}

// ---------------------------------------------------------------- the suite

export function defineCorpusMatrix(name: string): void {
  const spec = CORPUS[name];
  if (!spec) throw new Error(`no corpus site ${name}`);
  const trailingSlash = spec.env?.CORPUS_TRAILING_SLASH === '1';
  const rows: MatrixRow[] = [];
  let work: string;
  let bundleDir: string;
  let archive: string;
  let manifest: ManifestLike;
  let verifyText = 'not run';
  let verifyReport: VerifyLike | undefined;
  let exportError: string | undefined;
  let browser: Browser;
  let allPages: string[] = [];
  let buildOut: string | undefined;
  const timings: Record<string, number> = {};
  const navigation = spec.navigation ?? 'soft';
  const unknownRows = Object.keys(KNOWN_GAPS[name] ?? {}).filter((row) => !hostCases.some((h) => `${h.name} at ${h.at}` === row));
  if (unknownRows.length > 0) throw new Error(`KNOWN_GAPS.${name} names no row of the matrix: ${unknownRows.join(', ')}`);

  describe(`corpus ${name}`, () => {
    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), `corpus-${name}-`));
      bundleDir = join(work, 'site');
      archive = join(work, 'site.tar.gz');
      let t = performance.now();
      const site = await startCorpusSite(name);
      timings.install = site.build.installMs;
      timings.build = site.build.buildMs;
      timings.start = Math.round(performance.now() - t);
      expect(site.pages.length, `${name} has at least 20 pages`).toBeGreaterThanOrEqual(20);
      for (const path of spec.sample) expect(site.pages, `sampled page ${path} is a page of ${name}`).toContain(path);
      allPages = site.pages;
      const tool = FRAMEWORK_TOOLS[spec.framework];
      if (tool) buildOut = join(site.build.siteDir, tool.outDir);
      try {
        t = performance.now();
        const run = await runCli(['export', site.url, '--out', archive, '--out-dir', bundleDir, '--quiet', '--json', '--version', `corpus-${name}`], {
          timeoutMs: 300_000,
        });
        timings.export = Math.round(performance.now() - t);
        if (run.code !== 0) exportError = `export exit ${run.code}: ${run.stderr.trim().slice(-1500)}`;
      } finally {
        await site.close(); // air-gapped from here on
      }
      if (!exportError) {
        manifest = JSON.parse(await readFile(join(bundleDir, '_static-export', 'manifest.json'), 'utf8')) as ManifestLike;
        const run = await runCli(['verify', bundleDir, '--json', '--browser', 'on', '--browser-path', CHROMIUM_PATH], { timeoutMs: 600_000 });
        try {
          verifyReport = JSON.parse(run.stdout) as VerifyLike;
          verifyText = verifyReport.ok ? 'ok, 0 broken' : `${verifyReport.broken.length} broken, ${verifyReport.hashMismatches.length} hash`;
          const seen = verifyReport.browser;
          verifyText += seen
            ? `; browser ${seen.ok ? 'ok' : `${seen.problems.length} problem(s)`}, ${seen.pagesOpened} pages in ${Math.round(seen.ms / 1000)} s`
            : '; browser not run';
        } catch {
          verifyText = `verify exit ${run.code}: ${run.stderr.trim().slice(0, 200)}`;
        }
      }
      browser = await launchChromium();
      console.log(
        `corpus ${name}: install ${timings.install} ms, build ${timings.build} ms, start ${timings.start} ms, export ${timings.export ?? '-'} ms; ${site.pages.length} pages; verify ${verifyText}`,
      );
    }, 900_000);

    afterAll(async () => {
      await browser?.close();
      if (rows.length > 0) {
        const dir = join(ARTIFACTS, 'corpus-matrix');
        await mkdir(dir, { recursive: true });
        await writeFile(join(dir, `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
        await writeFile(
          join(dir, `${name}.timings.json`),
          `${JSON.stringify({ ...timings, verify: verifyReport?.broken.slice(0, 50) ?? verifyText }, null, 2)}\n`,
        );
        await writeMatrixMarkdown();
      }
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('exports, and the bundle verifies with 0 broken references', () => {
      expect(exportError).toBeUndefined();
      expect(verifyReport?.broken ?? ['no report']).toEqual([]);
      expect(verifyReport?.ok).toBe(true);
    });

    it('verify --browser opens every page with no problem', () => {
      expect(exportError).toBeUndefined();
      expect(verifyReport?.browser?.problems ?? ['browser not run']).toEqual([]);
      expect(verifyReport?.browser?.pagesOpened).toBe(manifest.pages.filter((p) => p.status === 200 && p.file.endsWith('.html')).length);
    });

    if (spec.noWarnings) {
      it('exports without a warning', () => {
        expect(exportError).toBeUndefined();
        expect(manifest.warnings ?? []).toEqual([]);
      });
    }

    // Issue 24: a bundle that would fail in a browser fails `verify`. A file only the site's JavaScript asks for,
    // deleted from a copy of the bundle (or never exported), must be among the references verify reports broken.
    it('verify names a deleted lazily loaded chunk', async () => {
      expect(exportError).toBeUndefined();
      const copy = join(work, 'lazy-chunk');
      await cp(bundleDir, copy, { recursive: true });
      const chunk = await lazyChunk(spec.framework, copy, buildOut);
      await rm(join(copy, chunk), { force: true });
      const run = await runCli(['verify', copy, '--json', '--browser', 'off']);
      const report = JSON.parse(run.stdout) as VerifyLike;
      const base = chunk.slice(chunk.lastIndexOf('/') + 1);
      const named = report.broken.filter((b) => b.ref.split(/[?#]/)[0]!.endsWith(base));
      await rm(copy, { recursive: true, force: true });
      expect({ chunk, ok: report.ok, named: named.length > 0 }, `verify reported: ${JSON.stringify(report.broken.slice(0, 5))}`).toEqual({
        chunk,
        ok: false,
        named: true,
      });
    }, 120_000);

    // A data file the router fetches per route (a Pages Router page's `/_next/data/…json`), deleted from a copy of
    // the bundle: the page that needs it names it, so `verify` fails.
    if (spec.dataFile) {
      const dataFile = spec.dataFile;
      it('verify names a deleted per-route data file', async () => {
        expect(exportError).toBeUndefined();
        const copy = join(work, 'data-file');
        await cp(bundleDir, copy, { recursive: true });
        const file = [...manifest.pages.map((p) => p.file), ...(manifest.assets ?? []).map((a) => a.file)].find((f) => dataFile.test(f));
        expect(file, `a file matching ${dataFile} in the bundle`).toBeDefined();
        await rm(join(copy, file!), { force: true });
        const run = await runCli(['verify', copy, '--json']);
        const report = JSON.parse(run.stdout) as VerifyLike;
        await rm(copy, { recursive: true, force: true });
        expect({ code: run.code, ok: report.ok, named: report.broken.some((b) => b.ref.endsWith(file!.slice(file!.lastIndexOf('/') + 1))) }).toEqual({
          code: 1,
          ok: false,
          named: true,
        });
      }, 120_000);
    }

    for (const hostCase of hostCases) {
      const rowName = `${hostCase.name} at ${hostCase.at}`;
      const gap = KNOWN_GAPS[name]?.[rowName];
      (gap ? it.fails : it)(
        gap ? `${rowName} (known gap: ${gap})` : rowName,
        async () => {
          expect(exportError).toBeUndefined();
          const started = performance.now();
          const host = await hostCase.start({ bundleDir, archive, work });
          // The site's pages below its base path, on this host.
          const siteUrl = `${host.url}${sitePrefix(manifest)}`;
          // Issue 24's sites: every page on `serve` at `/`, the sample on the other hosts (README: CI time).
          const pages = spec.everyPageOnServe && hostCase.name === 'serve' && hostCase.at === '/' ? allPages : spec.sample;
          let context: BrowserContext | undefined;
          const row: MatrixRow = {
            site: name,
            host: hostCase.name,
            at: hostCase.http ? (hostCase.at === '/' ? '/' : SUB_PATH) : 'folder',
            pagesChecked: pages.length,
            pagesOk: 0,
            hydrated: 0,
            failed: [],
            external: [],
            consoleErrors: [],
            clicks: [],
            navigation: '',
            navigationWanted: navigation,
            search: '-',
            ...(gap ? { knownGap: gap } : {}),
            rscRequests: 0,
            rscUnmapped: [],
            rscFilesPerPage: '',
            verify: verifyText,
            problems: [],
            ms: 0,
          };
          try {
            context = await browser.newContext();
            const page = await context.newPage();
            const rec = record(page, host, hostCase.http);
            for (const path of pages) {
              const url = pageUrl(spec, siteUrl, hostCase.http, path, trailingSlash);
              // A hash route is loaded as a reader opening it does, in a new document: not rendered over the last one.
              if (path.startsWith('/#')) await page.goto('about:blank');
              const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 }).catch((e: Error) => e);
              if (response instanceof Error) row.problems.push(`${path}: ${response.message.split('\n')[0]}`);
              else if (response && response.status() !== 200) row.problems.push(`${path}: status ${response.status()}`);
              // Once two pages in a row never hydrated, later ones get a short wait: the row fails either way, and a
              // broken export should not cost minutes of CI time.
              const isHydrated = await hydrated(
                page,
                spec,
                row.hydrated === 0 && row.problems.filter((x) => x.endsWith('not hydrated')).length >= 2 ? 1_500 : 6_000,
              );
              if (isHydrated) row.hydrated++;
              else row.problems.push(`${path}: not hydrated`);
              // Rendered: a heading, or (list pages such as Docusaurus' /blog have none) a title and some text.
              const heading = await page.evaluate(() => {
                const h1 = document.querySelector('h1')?.textContent?.trim();
                if (h1) return h1;
                return document.title && (document.querySelector('main')?.textContent?.trim().length ?? 0) > 20 ? document.title : '';
              });
              if (!heading) row.problems.push(`${path}: nothing rendered (no h1, no title and main text)`);
              if (!(response instanceof Error) && response?.status() === 200 && isHydrated && heading) row.pagesOk++;
              await idle(page);
            }
            // Three clicked navigations from one starting page.
            await page.goto(pageUrl(spec, siteUrl, hostCase.http, spec.clickFrom, trailingSlash), { waitUntil: 'load' });
            await hydrated(page, spec);
            await idle(page);
            await page.evaluate(() => Object.assign(window, { corpusMarker: 'kept' }));
            for (const click of spec.clicks) {
              const documentsBefore = rec.watch.documents.length;
              const href = await clickLinkTo(page, siteUrl, click.to).catch((e: Error) => `error: ${e.message.split('\n')[0]}`);
              if (href === undefined || href.startsWith('error:')) {
                row.clicks.push({ to: click.to, reached: false, kind: 'failed', detail: href ?? `no visible link to ${click.to} on ${page.url()}` });
                continue;
              }
              const reached = (await headingMatches(page, click.heading, 15_000)) && pathOnHost(page.url(), siteUrl) === click.to;
              await hydrated(page, spec);
              await idle(page);
              const marker = await page.evaluate(() => (window as unknown as { corpusMarker?: string }).corpusMarker).catch(() => undefined);
              const documentRequests = rec.watch.documents.length - documentsBefore;
              const kind = !reached ? 'failed' : documentRequests === 0 && marker === 'kept' ? 'soft' : 'full';

              row.clicks.push({ to: click.to, reached, kind, detail: `href ${href}; ${documentRequests} document request(s); now at ${page.url()}` });
              if (marker !== 'kept') await page.evaluate(() => Object.assign(window, { corpusMarker: 'kept' })).catch(() => undefined);
            }
            // The site's own search box, offline: the word one page has finds that page, and its result opens it.
            if (spec.search) {
              await page.goto(pageUrl(spec, siteUrl, hostCase.http, spec.clickFrom, trailingSlash), { waitUntil: 'load' });
              await hydrated(page, spec);
              await idle(page);
              const answer = await searchAnswers(page, spec.framework, spec.search.word, spec.search.title);
              row.search = answer.ok ? `ok: ${answer.detail}` : answer.detail;
              if (!answer.ok) row.problems.push(`search: ${answer.detail}`);
              await idle(page);
            }
            await context.close();
            context = undefined;
            const kinds = new Set(row.clicks.map((c) => c.kind));
            row.navigation = kinds.size === 1 ? `${[...kinds][0]} ×3` : row.clicks.map((c) => c.kind).join('/');
            Object.assign(row, rowLists(rec.watch));
            row.rscRequests = rec.rsc.length;
            if (hostCase.http) {
              const maps = rscMapper(manifest, host.url, siteUrl);
              row.rscUnmapped = [
                ...new Set(rec.rsc.filter((q) => !maps(q)).map((q) => `${q.status} ${q.segment ?? (q.prefetch ? 'prefetch' : 'full')} ${q.url}`)),
              ];
            }
            const counts = spec.sample.map((p) => {
              const basePath = new URL(manifest.source).pathname.replace(/\/$/, '');
              const want = p === '/' ? [basePath || '/', `${basePath}/`] : [`${basePath}${p}`, `${basePath}${p}/`];
              return manifest.pages.find((m) => want.includes(m.url))?.rsc.length ?? 0;
            });
            row.rscFilesPerPage = `${Math.min(...counts)}–${Math.max(...counts)}`;
          } finally {
            await context?.close().catch(() => undefined);
            await host.close();
            row.ms = Math.round(performance.now() - started);
            rows.push(row);
          }
          console.log(
            `corpus ${name} / ${hostCase.name} at ${row.at}: ${row.pagesOk}/${row.pagesChecked} ok, ${row.failed.length} failed, ${row.external.length} external, ${row.consoleErrors.length} console, nav ${row.navigation}, RSC ${row.rscRequests} (${row.rscUnmapped.length} unmapped), ${row.ms} ms`,
          );
          expect({
            problems: row.problems,
            failed: row.failed,
            external: row.external,
            consoleErrors: row.consoleErrors,
            // The live site's kind of navigation on HTTP hosts (soft: a client router; full: page loads); file:// only has to arrive.
            clicks: row.clicks.filter((c) => !c.reached || (hostCase.http && c.kind !== navigation)),
            rscUnmapped: row.rscUnmapped,
          }).toEqual({ problems: [], failed: [], external: [], consoleErrors: [], clicks: [], rscUnmapped: [] });
        },
        300_000,
      );
    }
  });
}

export const MATRIX_HOSTS = hostCases.map((h) => `${h.name} at ${h.at}`);
