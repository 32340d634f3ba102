// What the crawl queues and follows: each page once (by normalised path) within the depth and page limits, each
// asset once within the per-file and per-export caps (reference-caps.ts), and what files taken from PREV named as
// their records say it.

import { looksLikePage, type BundleFiles } from './bundle-files.ts';
import type { CrawlScheduler } from './crawl-scheduler.ts';
import type { ExportState } from './export-state.ts';
import { hasHtmlExtension, normalisePagePath } from './layout.ts';
import { isSameSite, type Ref } from './refs.ts';
import { budgetMessage, GuessBudget, guessList, siteGuessCap } from './guess-budget.ts';
import { MAX_FILE_ASSETS, maxAssets } from './reference-caps.ts';
import { decodeRefs } from './reuse-rules.ts';
import { indexOrderKey, type SearchStage } from './search-stage.ts';
import type { ResolvedOptions } from './stage-context.ts';

/** followRefs' questions about a reference's URL (Frontier.factsOf). */
interface RefFacts {
  looksLikePage: boolean;
  /** An `.html` file on the site (a page, when named where a file is expected). */
  sameSiteHtml: boolean;
  /** The asset's key: path and query on the site's origin, else the URL without its fragment. */
  key: string;
  /** As a page: its page path (normalisePagePath). */
  pagePath: string;
}

/** What the frontier works with: the crawl's options, records, files, search stage and queue. */
export interface FrontierParts {
  opts: ResolvedOptions;
  state: ExportState;
  search: SearchStage;
  scheduler: CrawlScheduler;
  /** Fetches one asset (export-asset.ts processAsset, through the crawl). */
  fetchAsset(url: URL, file: string, referrer: string, how: { foreign: boolean; speculative: boolean }): Promise<void>;
}

export class Frontier {
  /** Every page path queued (or taken as a redirect's target). */
  readonly seenPages = new Set<string>();
  /** Assets queued so far (reference-caps.ts bounds them). */
  private assetsQueued = 0;
  /**
   * What followRefs asks of a reference's URL, once per URL object: the transform pool gives every page that names
   * `/docs/x` the same one, and reading its `origin`, `pathname` and `href` again for each of those pages made
   * strings that were a large part of what the crawl's thread allocated.
   */
  private readonly refFacts = new WeakMap<URL, RefFacts>();
  /** What files taken from PREV named, as their records say it, once followed (followPrevious). */
  private readonly previousAssetRefs = new Set<string>();
  private readonly previousPageRefs = new Map<string, string>();

  private readonly parts: FrontierParts;
  /** How many guesses are asked for (guess-budget.ts). */
  private readonly guesses: GuessBudget;
  /** Guessed Markdown files, held until every page is known (releaseMarkdownGuesses). */
  private readonly markdownGuesses: { key: string; file: string; referrer: string; foreign: boolean }[] = [];
  /** Set once the crawl has its bundle files (which ask the frontier which pages a fixed list allows). */
  files!: BundleFiles;

  constructor(parts: FrontierParts) {
    this.parts = parts;
    this.guesses = new GuessBudget(siteGuessCap(parts.opts.maxPages));
  }

  enqueuePage(path: string, depth: number, referrer?: string, required = false): void {
    const { opts, state, search, scheduler } = this.parts;
    if (this.seenPages.has(path)) return;
    if (depth > opts.maxDepth) {
      state.warn({ code: 'max-depth', url: path, message: `not followed: deeper than ${opts.maxDepth} links`, referrer });
      return;
    }
    if (this.seenPages.size >= opts.maxPages) {
      state.warn({ code: 'max-pages', url: path, message: `not exported: the ${opts.maxPages}-page limit was reached`, referrer });
      return;
    }
    this.seenPages.add(path);
    state.progress.pagesDiscovered++;
    search.expect(path);
    scheduler.pushPage({ key: indexOrderKey(path), path, depth, ...(referrer === undefined ? {} : { referrer }), required });
  }

  /** A redirect's target, part of what the redirecting page needs even in a fixed-list export: true when new. */
  takeRedirectTarget(path: string): boolean {
    if (this.seenPages.has(path)) return false;
    this.seenPages.add(path);
    this.parts.state.progress.pagesDiscovered++;
    this.parts.search.expect(path);
    return true;
  }

  pageAllowed(path: string): boolean {
    return !this.parts.opts.only || this.parts.opts.only.has(path) || this.seenPages.has(path);
  }

  /**
   * Queue what a transformed file names: pages to crawl (unless the export is a fixed list) and assets to fetch, at
   * most `maxNew` new assets from this file and maxAssets() in all (reference-caps.ts).
   */
  followRefs(refs: Ref[], referrer: string, depth: number, maxNew = MAX_FILE_ASSETS, foreign = false): void {
    const { opts, state } = this.parts;
    let added = 0;
    for (const ref of refs) {
      const file = this.files.fileFor(ref);
      if (file === null) continue;
      const facts = this.factsOf(ref.url);
      // A page named where a file is expected (Sphinx's `<link rel="search" href="search.html">`) is still a page:
      // crawled as one, so what it loads is followed too.
      const page = ref.kind === 'page' ? facts.looksLikePage : !opts.only && facts.sameSiteHtml;
      if (page) {
        if (!opts.only) this.enqueuePage(facts.pagePath, depth + 1, referrer);
      } else if (added >= maxNew) {
        const more = refs.length - refs.indexOf(ref);
        state.warn({
          code: 'too-many-references',
          url: referrer,
          message: `${referrer} names more than ${maxNew} files; the first ${maxNew} are exported, not the rest (up to ${more} more references)`,
        });
        return;
      } else if (this.enqueueAsset(facts.key, file, referrer, foreign, ref.speculative === true)) {
        added++;
      }
    }
  }

  /**
   * followRefs() of what a file taken from PREV names (its record's `refs`), leaving out what an earlier such file
   * named if following it again would change nothing: a page already being crawled, an asset already claimed (its
   * only effect then, confirmMissing, acts on the first sure reference). Reused pages name mostly the same sidebar
   * and chunks: decoding and resolving them all again for each page was a large part of the main thread's work.
   * A file naming more than the per-file cap is followed whole, so the cap's warning counts what it always did.
   */
  followPrevious(refs: readonly string[] | undefined, referrer: string, depth: number): void {
    if (!refs) return;
    const { site } = this.parts.opts;
    const fresh = refs.length > MAX_FILE_ASSETS ? refs : refs.filter((ref) => !this.followedBefore(ref));
    const decoded: Ref[] = [];
    for (const entry of fresh) {
      const ref = decodeRefs([entry], site)[0];
      if (!ref) continue;
      decoded.push(ref);
      // As followRefs tells a page from an asset: a page's path, to know when it is being crawled.
      const page = ref.kind === 'page' ? looksLikePage(ref.url) : hasHtmlExtension(ref.url.pathname) && isSameSite(ref.url, site);
      if (page) this.previousPageRefs.set(entry, normalisePagePath(ref.url.pathname));
      else this.previousAssetRefs.add(entry);
    }
    this.followRefs(decoded, referrer, depth);
  }

  private followedBefore(ref: string): boolean {
    if (this.previousAssetRefs.has(ref)) return true;
    const path = this.previousPageRefs.get(ref);
    return path !== undefined && this.seenPages.has(path);
  }

  private factsOf(url: URL): RefFacts {
    let facts = this.refFacts.get(url);
    if (facts === undefined) {
      const { site } = this.parts.opts;
      facts = {
        looksLikePage: looksLikePage(url),
        sameSiteHtml: hasHtmlExtension(url.pathname) && isSameSite(url, site),
        key: url.origin === site.origin ? url.pathname + url.search : url.href.replace(/#.*$/, ''),
        pagePath: normalisePagePath(url.pathname),
      };
      this.refFacts.set(url, facts);
    }
    return facts;
  }

  /**
   * Whether the asset was new (queued now). `key`: its path and query on the site's origin, else its URL without
   * the fragment. `speculative`: a guess (guess-refs.ts), dropped quietly if it is not there.
   */
  private enqueueAsset(key: string, file: string, referrer: string, foreign: boolean, speculative: boolean): boolean {
    const { opts, state } = this.parts;
    if (state.files.has(file)) {
      // A sure reference to what a guess claimed: if the guess found nothing (or finds nothing later), a broken link.
      if (!speculative) state.confirmMissing(key, opts.site, referrer);
      return false;
    }
    if (this.assetsQueued >= maxAssets(opts.maxPages)) {
      state.warn({
        code: 'too-many-references',
        url: '*',
        message: `the export reached its limit of ${maxAssets(opts.maxPages)} files besides pages; later references are not fetched (first left out: ${key}, named by ${referrer})`,
      });
      return false;
    }
    if (!speculative) return this.startAsset(key, file, referrer, foreign);
    // A guessed Markdown file may be the name of a page's Markdown twin (`a/b.md` beside `a/b.html`), which the
    // export writes itself: asked for only once every page is known (releaseMarkdownGuesses).
    if (/\.md$/i.test(file)) {
      this.markdownGuesses.push({ key, file, referrer, foreign });
      return false;
    }
    return this.offerGuess(key, file, referrer, foreign);
  }

  private offerGuess(key: string, file: string, referrer: string, foreign: boolean): boolean {
    const { state } = this.parts;
    // A guess waits for its budget (guess-budget.ts): a list of names none of whose first answers a file stops there.
    const list = guessList(referrer, key);
    return this.guesses.offer(referrer, list, {
      start: () => this.startAsset(key, file, referrer, foreign, list),
      skip: () => state.dropGuess(key, 'not asked'),
    });
  }

  /** Claims and queues an asset; `list`: a guess's list, told whether it found a file. */
  private startAsset(key: string, file: string, referrer: string, foreign: boolean, list?: string): boolean {
    const { opts, state, scheduler } = this.parts;
    if (!state.claim(file, key)) return false;
    this.assetsQueued++;
    const url = new URL(key, opts.site);
    if (list === undefined) scheduler.schedule(() => this.parts.fetchAsset(url, file, referrer, { foreign, speculative: false }));
    else
      scheduler.schedule(async () => {
        await this.parts.fetchAsset(url, file, referrer, { foreign, speculative: true });
        this.guesses.settle(list, !state.droppedGuesses.has(key));
      });
    return true;
  }

  /**
   * The Markdown guesses held back, once the crawl is idle: each that is no page's twin goes to the budget. Whether
   * any was asked for (then the crawl waits again: a Markdown file names more of them).
   */
  releaseMarkdownGuesses(): boolean {
    const { state } = this.parts;
    let asked = false;
    for (const { key, file, referrer, foreign } of this.markdownGuesses.splice(0)) {
      if (state.files.has(file)) continue;
      if (state.files.has(file.replace(/\.md$/i, '.html'))) {
        state.dropGuess(key, "a page's Markdown twin");
        continue;
      }
      if (this.offerGuess(key, file, referrer, foreign)) asked = true;
    }
    return asked;
  }

  /** The one warning of what the guess budget left out, once the crawl is over. */
  warnGuessBudget(): void {
    const budget = this.guesses.summary();
    if (budget) this.parts.state.warn({ code: 'too-many-references', url: '*', message: budgetMessage(budget, siteGuessCap(this.parts.opts.maxPages)) });
  }
}
