// One page, from its request to its record: fetched (conditionally when PREV has it; a 304 takes PREV's copy,
// page-reuse.ts), followed through same-page redirects, recorded as a redirect, a warning or a page; a page is
// transformed once with the runtime its framework profile gives it (frameworks/registry.ts), digested for the
// search stage, written, recorded with what it names, and followed by the extra work its profile asks for (Next's
// RSC payloads). Also the root check before the crawl and the site's 404 page.

import { StaticExportError } from '../core/errors.ts';
import { needsFileLoader, needsTask, notFoundRuntime, pageFacts } from '../frameworks/registry.ts';
import { basePathShim, type ShimKind, shimNeedsFile } from '../hosting/base-path-shim.ts';
import { fileModeLoader, loadsModules } from '../hosting/file-mode-shim.ts';
import { redirectMarker } from '../hosting/redirect-marker.ts';
import { looksLikePage } from './bundle-files.ts';
import type { CrawlParts } from './crawl-parts.ts';
import type { BacklogPage } from './crawl-scheduler.ts';
import { exportRsc } from './export-rsc.ts';
import { asFetchFailure, fetchWarningCode } from './fetch-retry.ts';
import { FetchFailure, type FetchResponse, unreachable } from './fetcher.ts';
import { normalisePagePath, relativeHref, rscFile, segmentFile } from './layout.ts';
import { reusePage } from './page-reuse.ts';
import { redirectPage, redirectTarget } from './redirect-page.ts';
import { isSameSite } from './refs.ts';
import { conditionalHeaders, encodeRefs, optional, validatorsOf } from './reuse-rules.ts';

export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const NOT_FOUND_PROBE = '__static-export-not-found__';

/** The site answers at its root: anything else ends the export before it starts. */
export async function checkRoot(crawl: CrawlParts): Promise<void> {
  const { site } = crawl.options;
  let res: FetchResponse;
  try {
    // Conditional as the root page's own request is: a 304 says as well as a 200 that the site answers.
    const root = crawl.previous?.page(normalisePagePath(site.pathname));
    const headers = { accept: HTML_ACCEPT, ...conditionalHeaders(root) };
    res = await crawl.http.fetch({ url: site, headers });
    crawl.rootAnswer = { href: site.href, headers: JSON.stringify(headers), res };
  } catch (error) {
    if (FetchFailure.is(error, 'aborted')) throw new StaticExportError('ABORTED', 'export aborted');
    throw unreachable(site, asFetchFailure(error, site.href));
  }
  if (res.status >= 400) {
    throw new StaticExportError('ROOT_FAILED', `${site.href} answered ${res.status}: nothing to export`);
  }
}

/** The page stage of one page, and its place in the search index's order settled whatever happened. */
export async function processPageThenSettle(crawl: CrawlParts, page: BacklogPage): Promise<void> {
  try {
    await processPage(crawl, page.path, page.depth, page.referrer, page.required);
  } finally {
    crawl.search.settle(page.path);
  }
}

async function processPage(crawl: CrawlParts, path: string, depth: number, referrer: string | undefined, required: boolean): Promise<void> {
  const { site } = crawl.options;
  const { state } = crawl;
  const url = new URL(path, site);
  const file = crawl.files.pageFile(path);
  if (!state.claim(file, path)) return state.notAPage();
  const prev = crawl.previous?.page(path);
  const reusable = prev?.file === file ? prev : undefined;
  const headers = { accept: HTML_ACCEPT, ...conditionalHeaders(reusable) };
  let res: FetchResponse;
  try {
    res = await fetchPage(crawl, url, headers);
    // `/about` → `/about/` (trailing-slash sites) is the same page, not a redirect worth a page of its own.
    for (let hop = 0; hop < 3 && res.location && res.location.origin === site.origin && normalisePagePath(res.location.pathname) === path; hop++) {
      res = await fetchPage(crawl, res.location, headers);
    }
    if (res.status === 304 && reusable) {
      if (await reusePage(crawl, path, file, reusable, res, depth)) return;
      // PREV's page was made with another search dialog (the site's own search came or went): asked again in full.
      res = await crawl.http.fetch({ url: res.url, headers: { accept: HTML_ACCEPT } });
    }
  } catch (error) {
    fetchFailed(crawl, error, path, referrer, required);
    return state.notAPage();
  }
  if (res.location) {
    state.notAPage();
    return recordRedirect(crawl, path, file, res, depth, referrer);
  }
  if (res.status >= 400) {
    const message = `${path} answered ${res.status}`;
    if (required) throw new StaticExportError('INVALID_PATH', `${message}: not a page of ${site.host}`);
    state.warn({ code: res.status === 404 ? 'broken-link' : 'http-error', url: path, message, referrer });
    return state.notAPage();
  }
  const contentType = res.headers['content-type'] ?? 'application/octet-stream';
  const body = res.body ?? Buffer.alloc(0);
  if (!/html/i.test(contentType)) {
    state.notAPage();
    state.warn({ code: 'not-html', url: path, message: `${path} is ${contentType}, saved as it is`, referrer });
    const written = await crawl.write(file, body);
    state.addAsset({ url: path, file, contentType, ...written });
    return;
  }
  // What the page is and which runtime it gets, decided once from the origin's bytes by the framework profiles
  // (frameworks/registry.ts; searched as bytes: the page is decoded where it is transformed, maybe on another
  // thread). Pages with the `router-space` runtime hydrate from the same bytes at `/`, under any prefix and from
  // file://; `app-base` pages keep their own view of the URL.
  const facts = pageFacts(body);
  crawl.owners.add(facts.profile);
  // The page's digest for the search and AI-surface stage is made where the page is rewritten (the transform
  // pool's thread, when it has one): reading its content is as much CPU again as rewriting it.
  const script = crawl.search.pageScript(file);
  const kind: ShimKind | undefined = facts.runtime === 'none' ? undefined : facts.runtime;
  if (kind && shimNeedsFile(file, kind)) crawl.needs.shimFile = true;
  // Pages without the runtime, and pages whose app-base runtime does nothing on file:// (their JSON fetches, module
  // scripts), get the file:// loader (one `<head>` insertion a page); router-space pages need none unless their
  // profile fetches the bundle's JSON (a Pages Router's per-route data).
  const fileMode = needsFileLoader(facts.profile, facts.runtime);
  if (fileMode) crawl.needs.fileModeFile = true;
  // A page with module scripts also gets them as classic scripts there (file-mode-shim.ts FILE_MODULES_FILE).
  const modules = fileMode && loadsModules(body);
  if (modules) crawl.needs.fileModules = true;
  const transformed = await crawl.transform('html', body, res.url, file, {
    ...(kind ? { headHtml: basePathShim(file, kind), shimFontPreloads: true } : {}),
    ...(fileMode ? { fileHeadHtml: fileModeLoader(file, modules) } : {}),
    ...(script ? { bodyEndHtml: script } : {}),
    defaultIcon: crawl.siteIcon,
    digest: crawl.search.wants,
  });
  // A page that echoes a credential is digested again from its redacted bytes (the search index is compressed).
  const result = crawl.redacted(transformed);
  await crawl.search.addPage(path, file, result.bytes, result === transformed ? result.digest : undefined);
  const written = await crawl.write(file, result);
  const title = result.title;
  state.addPage({
    url: path,
    file,
    status: res.status,
    contentType,
    ...written,
    ...(title ? { title } : {}),
    rsc: [],
    profile: facts.profile,
    runtime: facts.runtime,
    ...(modules ? { modules: true as const } : {}),
    ...optional('validators', validatorsOf(res.headers)),
    ...optional('refs', encodeRefs(result.refs, site)),
  });
  state.keep(result.kept);
  crawl.followRefs(result.refs, path, depth);
  if (needsTask(facts.profile, 'rsc-payloads')) crawl.enqueue(() => exportRsc(crawl, path, depth, res.url));
}

/** A page's request, answered by the root check's answer when it is the same request (once). */
function fetchPage(crawl: CrawlParts, url: URL, headers: Record<string, string>): Promise<FetchResponse> {
  const kept = crawl.rootAnswer;
  if (kept && kept.href === url.href && kept.headers === JSON.stringify(headers)) {
    crawl.rootAnswer = undefined;
    return Promise.resolve(kept.res);
  }
  return crawl.http.fetch({ url, headers });
}

function fetchFailed(crawl: CrawlParts, error: unknown, path: string, referrer: string | undefined, required: boolean): void {
  const failure = asFetchFailure(error, path);
  if (failure.kind === 'aborted') throw new StaticExportError('ABORTED', 'export aborted');
  if (required) throw new StaticExportError('INVALID_PATH', `${path} could not be fetched: ${failure.message}`);
  crawl.state.warn({ code: fetchWarningCode(failure), url: path, message: failure.message, referrer });
}

async function recordRedirect(crawl: CrawlParts, path: string, file: string, res: FetchResponse, depth: number, referrer: string | undefined): Promise<void> {
  const target = res.location!;
  const { state } = crawl;
  if (!redirectTarget(target)) {
    // `javascript:`, `data:`…: a browser ignores such a Location; as a redirect page it would be script in the bundle.
    state.warn({
      code: 'skipped',
      url: path,
      message: `${path} redirects to a ${target.protocol} URL; no page saved (a redirect is kept only to an http(s) target)`,
      ...(referrer ? { referrer } : {}),
    });
    return;
  }
  const sameSite = isSameSite(target, crawl.options.site);
  const to = sameSite ? target.pathname + target.search : target.href;
  let href = target.href;
  if (sameSite && looksLikePage(target)) {
    const targetPath = normalisePagePath(target.pathname);
    // The target is part of what this page needs, even in a fixed-list export.
    if (crawl.frontier.takeRedirectTarget(targetPath)) {
      crawl.enqueue(() => processPageThenSettle(crawl, { key: '', path: targetPath, depth, referrer: path, required: false }));
    }
    href = relativeHref(file, crawl.files.pageFile(targetPath)) + target.hash;
    // A Next server answers the router's RSC requests for a redirected path with the same redirect, which the
    // client follows softly. A file host cannot: the base-path shim reads these two names (the only ones a
    // client asks for before it has the route tree) and answers from the target's payload instead, so a link
    // to a redirected page neither 404s nor leaves the app.
    const marker = redirectMarker(target.pathname + target.search);
    for (const rsc of [rscFile(path), segmentFile(path, '/_tree')]) {
      const written = await crawl.write(rsc, marker);
      state.addAsset({ url: `/${rsc}`, file: rsc, contentType: 'text/plain', ...written });
    }
  } else if (!sameSite) {
    state.warn({
      code: 'off-site-redirect',
      url: path,
      message: `${path} redirects to ${target.href}; not followed`,
      ...(referrer ? { referrer } : {}),
    });
  }
  await crawl.write(file, redirectPage(href));
  state.redirects.push({ from: path, to, status: res.status, file });
}

/** The page the site answers for a path it does not have, saved as `404.html` when it is HTML. */
export async function saveNotFoundPage(crawl: CrawlParts): Promise<void> {
  const url = new URL(NOT_FOUND_PROBE, crawl.options.site);
  let res: FetchResponse;
  try {
    res = await crawl.http.fetch({ url, headers: { accept: HTML_ACCEPT } });
  } catch {
    return;
  }
  if (res.status !== 404 || !res.body || !/html/i.test(res.headers['content-type'] ?? '')) return;
  const file = '404.html';
  if (!crawl.state.claim(file, '/404.html')) return;
  // A host returns this page for any unknown path at any depth, so its links are written from the root.
  const shim = notFoundRuntime(res.body) ? { headHtml: basePathShim(file) } : {};
  const result = await crawl.transform('html', res.body, url, file, { linkStyle: 'root', defaultIcon: crawl.siteIcon, ...shim });
  const written = await crawl.write(file, result);
  crawl.state.addAsset({ url: '/404.html', file, contentType: res.headers['content-type'] ?? 'text/html', ...written });
  crawl.state.keep(result.kept);
  crawl.followRefs(
    result.refs.filter((r) => r.kind === 'asset'),
    '404',
    0,
  );
  crawl.notFound = file;
}
