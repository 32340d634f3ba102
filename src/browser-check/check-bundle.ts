// `verify --browser`: a bundle judged by what a browser sees. The bundle is hosted by `serve`'s handler under a
// sub-path on 127.0.0.1; the machine's Chromium opens every page (or a sample across page kinds above a limit,
// browser-sample.ts), and on the first page of each kind clicks one link to another page of the bundle the way a
// reader would. Every failed request, request to another origin and uncaught page error is a problem, named with
// the page and the URL (browser-judge.ts, the judgement the corpus tests use too). The export itself never needs a
// browser: this only judges its result.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readManifest } from '../bundle/manifest-io.ts';
import { unpackBundle } from '../bundle/unpack.ts';
import { indexSite } from '../serve/site.ts';
import { type BrowserProblem, settle, uniqueProblems, watchPage, type PageWatch } from '../verify/browser-judge.ts';
import { DEFAULT_BROWSER_PAGES, samplePages, type SampledPage } from '../verify/browser-sample.ts';
import { launchBrowser } from '../verify/launch-browser.ts';
import { mountBundle } from './serve-under-prefix.ts';

export interface BrowserCheckOptions {
  /** The Chromium or Chrome to drive (launch-browser.ts `findBrowser`). */
  browserPath: string;
  /** Pages opened at most. @default DEFAULT_BROWSER_PAGES */
  maxPages?: number;
  /** Pages open at once, each in its own tab. @default 2 */
  tabs?: number;
  /** A folder whose node_modules has playwright-core, when the running program's own does not. */
  playwrightFrom?: string;
}

export interface BrowserClick {
  from: string;
  to: string;
  reached: boolean;
}

export interface BrowserCheckReport {
  ok: boolean;
  browser: string;
  pagesOpened: number;
  /** Pages the bundle has (opened or not). */
  pages: number;
  kinds: number;
  clicks: BrowserClick[];
  problems: BrowserProblem[];
  /** `console.error` lines seen: reported, not failures (browser-judge.ts says why). */
  consoleErrors: string[];
  ms: number;
}

/** Other hosts do not resolve inside the check: a bundle that reaches out fails without anything leaving the machine. */
const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'];

/**
 * Whether the address `now` shows the page `to` (a path inside the bundle mounted at `root`, which ends in `/`). The
 * mount itself without its slash is the bundle's home page: routers that drop trailing slashes navigate there.
 */
export function arrivedAt(now: string, root: string, to: string): boolean {
  const here = now.split(/[?#]/)[0]!;
  if (`${here}/` === root) return pageKey(to) === '';
  if (here.startsWith(root)) return pageKey(here.slice(root.length)) === pageKey(to);
  const origin = new URL(root).origin;
  return here.startsWith(`${origin}/`) && pageKey(here.slice(origin.length + 1)) === pageKey(to);
}

/** `a/b/index.html`, `a/b/`, `a/b` → `a/b`: what a link's target is compared by. */
function pageKey(path: string): string {
  return path
    .split(/[?#]/)[0]!
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\/$/, '');
}

/** Marks the first link a reader could click to another page of the bundle, and returns its target (below the root). */
async function markLink(page: Page, root: string): Promise<string | undefined> {
  return page.evaluate((root) => {
    const key = (url: string): string | undefined => {
      const clean = url.split(/[?#]/)[0]!;
      if (!clean.startsWith(root)) return undefined;
      return clean
        .slice(root.length)
        .replace(/(^|\/)index\.html$/, '$1')
        .replace(/\/$/, '');
    };
    const here = key(location.href);
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const to = key(a.href);
      if (to === undefined || to === here || a.target === '_blank' || a.hasAttribute('download')) continue;
      if (to.startsWith('_static-export/')) continue;
      a.scrollIntoView({ block: 'center' });
      const r = a.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (!top || !(top === a || a.contains(top))) continue;
      a.setAttribute('data-static-export-click', '');
      return to;
    }
    return undefined;
  }, root);
}

async function clickOnce(page: Page, w: PageWatch, root: string, from: SampledPage): Promise<BrowserClick | undefined> {
  const to = await markLink(page, root).catch(() => undefined);
  if (to === undefined) return undefined;
  w.attribute(`${from.path || '/'} → ${to || '/'}`);
  await page.click('[data-static-export-click]', { timeout: 5_000 }).catch(() => page.$eval('[data-static-export-click]', (a) => (a as HTMLElement).click()));
  // The address may show the page without the mount's prefix for a while: the base-path runtime hides it from a
  // client router until the router has read it. A link that really led out of the bundle fails as a request.
  const arrived = (): boolean => arrivedAt(page.url(), root, to);
  let reached = false;
  const deadline = Date.now() + 10_000;
  while (!reached && Date.now() < deadline) {
    reached = arrived();
    if (!reached) await page.waitForTimeout(100);
  }
  await page.waitForLoadState('load').catch(() => undefined);
  await settle(page, w);
  if (!reached) {
    w.problems.push({
      kind: 'navigation',
      page: from.path || '/',
      url: `${root}${to}`,
      detail: `a click on its link to ${to || '/'} did not arrive there (now at ${page.url()})`,
    });
  }
  return { from: from.path || '/', to: to || '/', reached };
}

async function openPage(page: Page, w: PageWatch, root: string, p: SampledPage): Promise<void> {
  w.attribute(p.path || '/');
  try {
    await page.goto(`${root}${p.path}`, { waitUntil: 'load', timeout: 30_000 });
  } catch (error) {
    w.problems.push({ kind: 'failed-request', page: p.path || '/', url: `${root}${p.path}`, detail: (error as Error).message.split('\n')[0]! });
    return;
  }
  await settle(page, w);
}

async function checkDirectory(dir: string, options: BrowserCheckOptions): Promise<BrowserCheckReport> {
  const started = performance.now();
  const manifest = await readManifest(dir);
  const { pages, of } = samplePages(manifest, options.maxPages ?? DEFAULT_BROWSER_PAGES);
  const mounted = await mountBundle(indexSite(dir, manifest));
  const browser = await launchBrowser(options.browserPath, OFFLINE_ARGS, options.playwrightFrom).catch(async (error: unknown) => {
    await mounted.close();
    throw error;
  });
  const clicks: BrowserClick[] = [];
  const watches: PageWatch[] = [];
  const kindsClicked = new Set<string>();
  const queue = [...pages];
  try {
    const tab = async (): Promise<void> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const w = watchPage(page, { origin: mounted.origin });
      watches.push(w);
      for (let p = queue.shift(); p; p = queue.shift()) {
        await openPage(page, w, mounted.url, p);
        if (kindsClicked.has(p.kind)) continue;
        kindsClicked.add(p.kind);
        const click = await clickOnce(page, w, mounted.url, p);
        if (click) clicks.push(click);
      }
      await context.close();
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.tabs ?? 2, pages.length)) }, tab));
  } finally {
    await browser.close().catch(() => undefined);
    await mounted.close();
  }
  const problems = uniqueProblems(watches.flatMap((w) => w.problems)).sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
  return {
    ok: problems.length === 0,
    browser: options.browserPath,
    pagesOpened: pages.length,
    pages: of,
    kinds: new Set(pages.map((p) => p.kind)).size,
    clicks: clicks.sort((a, b) => (a.from < b.from ? -1 : 1)),
    problems,
    consoleErrors: [...new Set(watches.flatMap((w) => w.consoleErrors))],
    ms: Math.round(performance.now() - started),
  };
}

/** Checks a bundle directory or `.tar.gz` (unpacked into a temporary directory, removed afterwards). */
export async function checkBundleInBrowser(bundle: string, options: BrowserCheckOptions): Promise<BrowserCheckReport> {
  if ((await stat(bundle)).isDirectory()) return checkDirectory(bundle, options);
  const tmp = await mkdtemp(join(tmpdir(), 'static-export-browser-check-'));
  try {
    const dir = join(tmp, 'bundle');
    await unpackBundle(bundle, dir);
    return await checkDirectory(dir, options);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
