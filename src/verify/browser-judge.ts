// What a browser saw on a bundle's pages, and which of it is a problem: the one judgement `verify --browser` and the
// corpus tests share, so the product and the tests fail the same bundles.
//
// A problem is a request that failed or answered 4xx/5xx, a request that left the bundle's host (a bundle must stand
// on its own), or an exception the page did not catch. Console errors are recorded but are not problems by
// themselves: a live site's own logging (an analytics snippet complaining, a framework's development notice) would
// otherwise fail every export of it, and what breaks a page shows up as a failed request or an uncaught error.
//
// Playwright's types only: the package is loaded lazily (launch-browser.ts), never by importing this module.
import type { Page, Request } from 'playwright-core';

/** `navigation`: a link a reader clicked did not lead to its page. */
export type BrowserProblemKind = 'failed-request' | 'other-origin' | 'page-error' | 'navigation';

export interface BrowserProblem {
  kind: BrowserProblemKind;
  /** The page being looked at (its address below the bundle root), or the click that led there (`a → b`). */
  page: string;
  /** The URL that failed or left the host; for a page error, the page's URL. */
  url: string;
  /** HTTP status, Chromium's error text, or the exception's message. */
  detail: string;
}

export interface PageWatch {
  /** Problems seen since the watch began, in the order they happened. */
  problems: BrowserProblem[];
  /** `console.error` lines (not problems: see above). */
  consoleErrors: string[];
  /** Document requests of the main frame: a click that was a full page load makes one. */
  documents: string[];
  /** Requests started and not yet answered or failed. */
  inFlight: Set<Request>;
  /** What the following problems are attributed to. */
  attribute(page: string): void;
}

export interface WatchOptions {
  /** The bundle host's origin (`http://127.0.0.1:1234`), or `file://` when the bundle is opened from disk. */
  origin: string;
}

/** Whether a URL leaves the bundle's host. `data:`, `blob:` and `about:` never do. */
export function leavesHost(url: string, origin: string): boolean {
  if (/^(data|blob|about|chrome-error):/.test(url)) return false;
  if (origin === 'file://') return !url.startsWith('file:');
  return URL.canParse(url) && new URL(url).origin !== origin;
}

/** Records everything `page` asks for from now on, and what of it is a problem. */
export function watchPage(page: Page, options: WatchOptions): PageWatch {
  let current = '';
  const w: PageWatch = {
    problems: [],
    consoleErrors: [],
    documents: [],
    inFlight: new Set(),
    attribute: (p) => {
      current = p;
    },
  };
  const add = (kind: BrowserProblemKind, url: string, detail: string): void => {
    w.problems.push({ kind, page: current, url, detail });
  };
  page.on('request', (req) => {
    w.inFlight.add(req);
    const url = req.url();
    if (leavesHost(url, options.origin)) add('other-origin', url, req.resourceType());
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) w.documents.push(url);
  });
  page.on('requestfinished', (req) => w.inFlight.delete(req));
  page.on('requestfailed', (req) => {
    w.inFlight.delete(req);
    const error = req.failure()?.errorText ?? 'failed';
    // A navigation that replaces the page aborts what the old page still had in flight: not the host's failure.
    if (error === 'net::ERR_ABORTED' && !req.isNavigationRequest()) return;
    // Requests to other hosts are refused on purpose (they are already problems of their own).
    if (leavesHost(req.url(), options.origin)) return;
    add('failed-request', req.url(), error);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) add('failed-request', res.url(), String(res.status()));
  });
  page.on('console', (m) => {
    if (m.type() === 'error') w.consoleErrors.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => add('page-error', page.url(), e.message.split('\n')[0]!.slice(0, 300)));
  return w;
}

/**
 * Waits until the page has had no request in flight for `quietMs` (at most `maxMs`): routers start prefetches from
 * idle callbacks, after the load event, and leaving before they finish would hide their failures.
 */
export async function settle(page: Page, w: PageWatch, quietMs = 400, maxMs = 10_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (w.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** One line a person can act on: the page, what went wrong, the URL. */
export function describeProblem(p: BrowserProblem): string {
  if (p.kind === 'page-error') return `${p.page}: page error: ${p.detail}`;
  if (p.kind === 'navigation') return `${p.page}: ${p.detail}`;
  const what = p.kind === 'failed-request' ? `failed request (${p.detail})` : `request to another origin (${p.detail})`;
  return `${p.page}: ${what}: ${p.url}`;
}

/** The same problem seen on several loads counts once. */
export function uniqueProblems(problems: readonly BrowserProblem[]): BrowserProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.kind}\0${p.page}\0${p.url}\0${p.detail}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
