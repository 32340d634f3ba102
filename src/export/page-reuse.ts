// A page the origin answered 304 for, taken from PREV: its rewritten bytes, record and references, digested for the
// search stage but not transformed again, and its RSC payloads taken along when they follow the page.

import type { PageRecord } from '../core/types.ts';
import type { FrameworkId } from '../frameworks/generic/profile.ts';
import { needsFileLoader, needsTask } from '../frameworks/registry.ts';
import { shimNeedsFile } from '../hosting/base-path-shim.ts';
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
    const payloads = checkPreviousPage(crawl, file, lent, prev);
    return payloads === undefined ? undefined : { payloads, bytes: whole ? undefined : ownCopy(lent) };
  });
  if (!checked) return false;
  const { payloads, bytes } = checked;
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
  if (!payloads) return true;
  // The rule for payloads that carry no validators (`next start` sends no ETag with an RSC payload): see
  // reusePayloads below. A page whose payloads PREV did not save cleanly is asked for them again.
  const reusePayloads = prev.rsc.some((r) => r.kind === 'full') && !previous.rscWasWarned(path) && !previous.asset(`/${rscFile(path)}`);
  crawl.enqueue(() => (reusePayloads ? reusePayloadsOf(crawl, path, prev, depth) : exportRsc(crawl, path, depth, res.url)));
  return true;
}

/**
 * The checks of a page PREV wrote (`bytes`) against what this export would write (its search dialog and icon), with
 * what the crawl learns of a page from its record as it learns it from a fetched page: the profile that owns it and
 * the runtime it got, decided when PREV fetched it. Whether the page's profile asks for more work (Next's RSC
 * payloads), or undefined when PREV's bytes differ from this export's and the page must be fetched in full.
 */
function checkPreviousPage(crawl: CrawlParts, file: string, bytes: Buffer, prev: PageRecord): boolean | undefined {
  const previous = crawl.previous!;
  const script = crawl.search.pageScript(file);
  if (script && !bytes.includes(script)) return undefined;
  // Pages that name no icon link the site's icon or none (site-icon.ts): PREV's say what PREV's site had.
  if (Boolean(previous.asset(IMPLICIT_ICON_PATH)) !== (crawl.siteIcon !== '')) return undefined;
  // A current PREV records both (previous-bundle.ts refuses an older one).
  const profile = prev.profile as FrameworkId;
  const kind = prev.runtime === 'none' ? undefined : prev.runtime;
  crawl.owners.add(profile);
  if (kind && shimNeedsFile(file, kind)) crawl.needs.shimFile = true;
  if (needsFileLoader(profile, prev.runtime ?? 'none')) crawl.needs.fileModeFile = true;
  if (prev.modules) crawl.needs.fileModules = true;
  return needsTask(profile, 'rsc-payloads');
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
