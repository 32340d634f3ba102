// A page the origin answered 304 for, taken from PREV: its rewritten bytes, record and references, digested for the
// search stage but not transformed again, and its RSC payloads taken along when they follow the page.

import type { PageRecord } from '../core/types.ts';
import { namesFlightOutside } from '../frameworks/next-app/next-app.ts';
import { nextPages } from '../frameworks/next-pages/next-pages.ts';
import { basePathShim, shimNeedsFile } from '../hosting/base-path-shim.ts';
import { fileModeLoader } from '../hosting/file-mode-shim.ts';
import type { CrawlParts } from './crawl-parts.ts';
import { exportRsc } from './export-rsc.ts';
import type { FetchResponse } from './fetcher.ts';
import { rscFile } from './layout.ts';
import { ownCopy } from './previous-page-reader.ts';
import { optional, validatorsAfter304 } from './reuse-rules.ts';
import { IMPLICIT_ICON_PATH } from './site-icon.ts';

/**
 * A page the origin answered 304 for: PREV's rewritten bytes, record and references, digested for the search
 * stage but not transformed again. False when PREV's bytes are not what this export would write (their search
 * dialog differs), and the page must be fetched in full.
 */
export async function reusePage(crawl: CrawlParts, path: string, file: string, prev: PageRecord, res: FetchResponse, depth: number): Promise<boolean> {
  const previous = crawl.previous!;
  const whole = crawl.search.canReuse(path, file);
  // Read for what the checks need of its text, into a lent buffer; the bundle gets PREV's bytes without a copy
  // (reuseFile), and the search stage a copy only when it digests the page now.
  const checked = await crawl.previousPages.with(await previous.source(prev.file), (lent) => {
    const isNextApp = checkPreviousPage(crawl, file, lent);
    return isNextApp === undefined ? undefined : { isNextApp, bytes: whole ? undefined : ownCopy(lent) };
  });
  if (!checked) return false;
  const { isNextApp, bytes } = checked;
  await crawl.reuseFile(file, prev.sha256);
  if (!bytes) {
    // Its content only: the twin is PREV's. Read again when it is made (if ever): not held until then.
    const wants = { ...crawl.search.wants, markdown: false };
    await crawl.search.reusePage(
      path,
      file,
      async () => (await crawl.transform('digest', await previous.read(prev.file), res.url, file, { digest: wants })).digest ?? null,
    );
  } else {
    const digested = await crawl.transform('digest', bytes, res.url, file, { digest: crawl.search.wants, keepBody: true });
    await crawl.search.addPage(path, file, bytes, digested.digest);
  }
  crawl.state.addPage({ ...prev, rsc: [], ...optional('validators', validatorsAfter304(res.headers, prev.validators)) });
  crawl.state.keep(previous.keptFor(file));
  crawl.reused(prev.bytes, false);
  crawl.frontier.followPrevious(prev.refs, path, depth);
  if (!isNextApp) return true;
  // The rule for payloads that carry no validators (`next start` sends no ETag with an RSC payload): see
  // reusePayloads below. A page whose payloads PREV did not save cleanly is asked for them again.
  const reusePayloads = prev.rsc.some((r) => r.kind === 'full') && !previous.rscWasWarned(path) && !previous.asset(`/${rscFile(path)}`);
  crawl.enqueue(() => (reusePayloads ? reusePayloadsOf(crawl, path, prev, depth) : exportRsc(crawl, path, depth, res.url)));
  return true;
}

/**
 * The checks of a page PREV wrote (`bytes`) that its record cannot answer, with what the crawl learns from them as
 * it learns it from a fetched page: whether it is an App Router page, or undefined when PREV's bytes are not what
 * this export would write (their search dialog, icon or file:// loader differ) and the page must be fetched in full.
 */
function checkPreviousPage(crawl: CrawlParts, file: string, bytes: Buffer): boolean | undefined {
  const previous = crawl.previous!;
  const script = crawl.search.pageScript(file);
  if (script && !bytes.includes(script)) return undefined;
  // Pages that name no icon link the site's icon or none (site-icon.ts): PREV's say what PREV's site had.
  if (Boolean(previous.asset(IMPLICIT_ICON_PATH)) !== (crawl.siteIcon !== '')) return undefined;
  // What the origin's body said about the framework, read from the rewritten one: the base-path shim (which
  // names the Flight global itself) marks a page that had the router-space runtime.
  const shim = Buffer.from(basePathShim(file));
  const at = bytes.indexOf(shim);
  const shimmed = at >= 0;
  const isNextApp = shimmed && namesFlightOutside(bytes, at, at + shim.length);
  if (isNextApp) crawl.owners.add('next-app');
  else if (!shimmed && nextPages.detect(bytes)) crawl.owners.add('next-pages');
  if (shimmed && shimNeedsFile(file)) crawl.needs.shimFile = true;
  const appBase = !shimmed && shimNeedsFile(file, 'app-base') && bytes.includes(basePathShim(file, 'app-base'));
  const modules = bytes.includes(fileModeLoader(file, true));
  // An app-base page of a bundle made before such pages took the file:// loader too is made again.
  if (appBase && !modules && !bytes.includes(fileModeLoader(file))) return undefined;
  if (modules) crawl.needs.fileModules = true;
  if (appBase) crawl.needs.shimFile = true;
  if (!shimmed) crawl.needs.fileModeFile = true;
  return isNextApp;
}

/**
 * The RSC payloads (full and segment) of a page whose HTML answered 304, taken from PREV without a request.
 * `next start` sends an ETag for a prerendered page's HTML (a hash of its body) and none for its payloads, but all
 * of them are written together from one prerender entry (one build, one revalidation), and the HTML inlines the
 * full payload's Flight rows: an unchanged HTML body is an unchanged render. After `revalidatePath` of some pages,
 * exactly those get new ETags and new payloads, the others keep both. Tested on every Next of the corpus
 * (test/corpus/since-next-versions.test.ts): with nothing changed, every payload reused this way equals the one a
 * full export fetches; and after `revalidatePath` of one page with the build unchanged
 * (test/e2e/since-next.test.ts): that page alone gets a new ETag, its payloads are fetched anew, and every other
 * payload equals the full export's. A re-render of unchanged content may change the bytes (a new ETag): that only
 * costs a fetch. A page rendered per request sends no ETag, so it is never reused.
 */
async function reusePayloadsOf(crawl: CrawlParts, path: string, prev: PageRecord, depth: number): Promise<void> {
  const previous = crawl.previous!;
  for (const rsc of prev.rsc) {
    await crawl.reuseFile(rsc.file, rsc.sha256);
    crawl.state.addRsc(path, rsc);
    crawl.state.keep(previous.keptFor(rsc.file));
    crawl.reused(rsc.bytes, true);
    crawl.frontier.followPrevious(rsc.refs, path, depth);
  }
}
