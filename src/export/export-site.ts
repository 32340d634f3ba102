// The export, top to bottom: discover → fetch → extract references → rewrite → write. Packing and storing
// happen after, on the directory this returns and, for an export bound for an archive, the spool file that holds
// its pages and payloads (src/bundle/spool.ts, pack.ts, src/store/). Every fetch goes through one
// bounded queue; each task fetches one URL, transforms it in one pass, writes it, and queues what it names, so
// nothing waits on its children and memory holds only the files in flight.

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import PQueue from 'p-queue';
import { StaticExportError } from '../core/errors.ts';
import { resolveSiteOptions } from '../core/options.ts';
import { echoForms, looksSecret, redactEchoes, secretValues } from '../core/request-headers.ts';
import type { ExportHooks, ExportOptions, ExportResult, Manifest } from '../core/types.ts';
import { MANIFEST_FORMAT } from '../core/types.ts';
import { writeManifest } from '../bundle/manifest-io.ts';
import { discoverFromSitemaps, MAX_SITEMAP_BYTES, MAX_SITEMAP_RATIO } from './discover.ts';
import { ExportState } from './export-state.ts';
import { asFetchFailure, createFetcher, fetchWarningCode } from './fetch-retry.ts';
import { DEFAULT_USER_AGENT, FetchFailure, unreachable } from './fetcher.ts';
import { composeChecks, outboundPolicy } from './outbound-policy.ts';
import type { Fetcher, FetchResponse } from './fetcher.ts';
import { hasHtmlExtension, normalisePagePath, relativeHref, rscFile, segmentFile } from './layout.ts';
import { isSameSite } from './refs.ts';
import type { Ref, TransformContext } from './refs.ts';
import { exportRsc } from './export-rsc.ts';
import { processAsset } from './export-asset.ts';
import { BundleFiles, looksLikePage } from './bundle-files.ts';
import { TransformPool } from './transform-pool.ts';
import type { TransformExtras } from './transform-pool.ts';
import type { TransformKind, TransformOutcome } from './transform-task.ts';
import { redirectMarker } from '../hosting/redirect-marker.ts';
import { redirectPage, redirectTarget } from './redirect-page.ts';
import { writeRedirectSegmentStandIns } from './redirect-payloads.ts';
import { MAX_FILE_ASSETS, maxAssets } from './reference-caps.ts';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT, basePathShim, type ShimKind, shimNeedsFile } from '../hosting/base-path-shim.ts';
import { needsAppBase } from './app-base-page.ts';
import { renderNginxConfig } from '../hosting/nginx-config.ts';
import {
  dataTwin,
  FILE_MODE_FILE,
  FILE_MODE_SCRIPT,
  FILE_MODULES_DIR,
  FILE_MODULES_FILE,
  FILE_MODULES_SCRIPT,
  FILE_PAGES_FILE,
  fileModeLoader,
  filePagesScript,
  loadsModules,
  mayBeModule,
  wantsDataTwin,
} from '../hosting/file-mode-shim.ts';
import { systemForms } from '../hosting/system-forms.ts';
import { META_DIR } from '../core/types.ts';
import { bundlePath, DirMaker, sha256, spoolBundleFile, writeBundleFile } from './write-file.ts';
import type { Spool } from '../bundle/spool.ts';
import type { PreviousMembers } from '../bundle/gzip-members.ts';
import type { FileData, Written } from './write-file.ts';
import type { ResolvedOptions, StageContext } from './stage-context.ts';
import { indexOrderKey, SearchStage } from './search-stage.ts';
import { keyOrder } from '../search/in-order-release.ts';
import { MinHeap } from '../core/min-heap.ts';
import { exportSitePagefind, sitePagefindDir } from './site-pagefind.ts';
import type { ExportShape, GeneratedRecord, IncrementalOutcome, PageRecord } from '../core/types.ts';
import { openPrevious, type PreviousBundle, previousWorkDir, removePreviousWorkDir } from './previous-bundle.ts';
import { ownCopy, PreviousPageReader } from './previous-page-reader.ts';
import { conditionalHeaders, decodeRefs, encodeRefs, optional, validatorsAfter304, validatorsOf } from './reuse-rules.ts';
import { countingFetcher, newTransferFigures } from './transfer-count.ts';
import { writeChangeReport } from './change-report.ts';
import { exportSiteFiles } from './site-files.ts';
import { exportSiteIcon, IMPLICIT_ICON_PATH } from './site-icon.ts';

export const GENERATOR = 'static-export 0.1.0';
const NOT_FOUND_PROBE = '__static-export-not-found__';

/**
 * What an export is wired to, for the pipeline and for tests; the public options say only what to export.
 * - `fetcher`: every request goes through it (tests pass an in-memory one: no sockets). The caller closes it.
 * - `spool`: for an export that goes straight into an archive, pages and payloads are appended to this one file
 *   instead of a file each under `outDir` (src/bundle/spool.ts says why); the caller packs and closes it.
 */
export interface ExportSeams {
  fetcher?: Fetcher;
  spool?: Spool;
  /**
   * With `since`: take unchanged files from PREV (default). false: fetch everything, PREV only feeding the change
   * report: the full export of the same state an incremental one must equal byte for byte (issue 25's tests).
   */
  reuse?: boolean;
  /**
   * With `since` and reuse: PREV's archive's gzip members, for the archive this export goes into (packBundle's
   * `previous`); the receiver closes them.
   */
  onPreviousMembers?: (members: PreviousMembers) => void;
}

export async function exportSite(options: ExportOptions, hooks: ExportHooks = {}, seams: ExportSeams = {}): Promise<ExportResult> {
  return exportSiteInStages(options, hooks, seams).done;
}

/** An export seen in its two stages, so a caller can start on the first while the second runs. */
export interface StagedExport {
  /**
   * The crawl is over: every file outside `_static-export/` is written and final. What remains (the search index,
   * the manifest, the nginx block) is all inside `_static-export/`.
   */
  crawled: Promise<void>;
  /** Everything written. */
  done: Promise<ExportResult>;
}

export function exportSiteInStages(options: ExportOptions, hooks: ExportHooks = {}, seams: ExportSeams = {}): StagedExport {
  let crawled!: () => void;
  const crawledPromise = new Promise<void>((resolve) => {
    crawled = resolve;
  });
  const done = runExport(options, hooks, seams, crawled);
  // A failed crawl rejects `done` and, through the race, `crawled`; marked handled here, since exportSite() never
  // awaits it (an unhandled rejection would end the process), while a caller awaiting it still sees the error.
  const crawledOrFailed = Promise.race([crawledPromise, done.then(() => undefined)]);
  crawledOrFailed.catch(() => undefined);
  return { crawled: crawledOrFailed, done };
}

/**
 * PREV was found not to be what its manifest says while the crawl ran (previous-bundle.ts reads an archive beside
 * the crawl): what it gave cannot be trusted, so the export starts again as a full one.
 */
class PreviousRefusedLate extends Error {}

async function runExport(options: ExportOptions, hooks: ExportHooks, seams: ExportSeams, onCrawled: () => void): Promise<ExportResult> {
  try {
    return await runExportOnce(options, hooks, seams, onCrawled);
  } catch (error) {
    if (!(error instanceof PreviousRefusedLate)) throw error;
    seams.spool?.clear();
    await rm(options.outDir, { recursive: true, force: true });
    return runExportOnce(options, hooks, seams, onCrawled, error.message);
  }
}

/** `refused`: why PREV is not used, found by an earlier try (a full export then, whatever `since` says). */
async function runExportOnce(options: ExportOptions, hooks: ExportHooks, seams: ExportSeams, onCrawled: () => void, refused?: string): Promise<ExportResult> {
  const started = performance.now();
  const valid = resolveSiteOptions(options);
  const site = valid.site;
  const only = valid.paths ? new Set(valid.paths.map((p) => normalisePagePath(new URL(p.slice(1), site).pathname))) : undefined;
  const opts: ResolvedOptions = {
    site,
    outDir: options.outDir,
    only,
    version: valid.version,
    maxPages: valid.maxPages,
    maxDepth: valid.maxDepth,
    concurrency: valid.concurrency,
    localiseExternal: valid.localiseExternal,
    transformThreads: valid.transformThreads,
    search: options.search ?? true,
    echo: echoForms(secretValues(options.requestHeaders).filter(looksSecret)),
  };
  await prepareOutDir(opts.outDir);
  const shape: ExportShape = {
    localiseExternal: opts.localiseExternal,
    search: opts.search,
    maxPages: opts.maxPages,
    maxDepth: opts.maxDepth,
    ...(only ? { paths: [...only].sort() } : {}),
  };

  const dirs = new DirMaker();
  opts.spool = seams.spool;
  const transfer = newTransferFigures();
  const makeFetcher = (maxFileBytes: number, credentials: boolean): Fetcher =>
    createFetcher({
      ensureDir: (dir) => dirs.ensure(dir),
      concurrency: opts.concurrency,
      timeoutMs: valid.timeoutMs,
      maxFileBytes,
      retries: valid.retries,
      retryBaseMs: valid.retryBaseMs,
      userAgent: valid.userAgent ?? DEFAULT_USER_AGENT,
      checkAddress: composeChecks(outboundPolicy(site, options.allowPrivate), options.allowAddress),
      ...(credentials && options.requestHeaders ? { originHeaders: { origin: site.origin, headers: options.requestHeaders } } : {}),
      signal: hooks.signal,
    });
  const fetcher = seams.fetcher ?? makeFetcher(valid.maxFileBytes, true);
  let crawl: Crawl | undefined;
  let prevDir: string | undefined;
  let previous: PreviousBundle | undefined;
  try {
    let reason: string | undefined;
    let previousMs: number | undefined;
    if (options.since !== undefined) {
      const opening = performance.now();
      prevDir = await previousWorkDir(dirname(opts.outDir));
      // PREV's archive comes under the export's address policy, never with the site's credentials.
      const prevFetcher = seams.fetcher ?? makeFetcher(2 * 1024 ** 3, false);
      const opened = refused
        ? { reason: refused }
        : only
          ? { reason: 'a fixed page list (paths) makes a full export: which page a link reaches depends on the crawl' }
          : await openPrevious({ since: options.since, source: sourceOf(site), generator: GENERATOR, shape, fetcher: prevFetcher, workDir: prevDir }).finally(
              () => (prevFetcher === fetcher ? undefined : prevFetcher.close()),
            );
      previousMs = Math.round(performance.now() - opening);
      if ('reason' in opened) reason = opened.reason;
      else previous = opened.previous;
    }
    const reuse = previous !== undefined && seams.reuse !== false;
    // PREV opened from its archive's end is still being read and checked: found not to match, the crawl stops and
    // the export starts again without it (runExport).
    const stop = new AbortController();
    const crawlHooks = previous ? { ...hooks, signal: hooks.signal ? AbortSignal.any([hooks.signal, stop.signal]) : stop.signal } : hooks;
    void previous?.verified.then((problem) => problem && stop.abort());
    crawl = new Crawl(opts, countingFetcher(fetcher, transfer), crawlHooks, dirs, { shape, ...(reuse ? { previous } : {}), transfer });
    const failed = await crawl.run().then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    const problem = await previous?.verified;
    if (problem) throw new PreviousRefusedLate(problem);
    if (failed) throw failed.error;
    if (reuse && seams.onPreviousMembers) {
      const members = await previous!.members();
      if (members) seams.onPreviousMembers(members);
    }
    // Nothing is transformed after the crawl: the threads and their heaps (~60 MB of RSS for one thread on the
    // bench's site) go before the index and the archive are made, where the export's memory peaks.
    await crawl.transforms.close();
    onCrawled();
    await crawl.finish();
    const written = crawl;
    const changes = previous
      ? await writeChangeReport(
          previous,
          written.manifest(),
          (file) => (opts.spool ? opts.spool.read(file) : readFile(bundlePath(opts.outDir, file)).catch(() => undefined)),
          (file, data) => written.write(file, data),
        )
      : undefined;
    if (changes) crawl.addGenerated(changes.record);
    const manifest = crawl.manifest();
    await writeManifest(opts.outDir, manifest);
    // A ready server block for nginx: what a file host cannot infer (RSC routing, next/image, 404, caching).
    await writeBundleFile(opts.outDir, `${META_DIR}/nginx.conf`, renderNginxConfig(manifest), dirs);
    return {
      outDir: opts.outDir,
      manifest,
      pageCount: manifest.pages.length,
      assetCount: manifest.assets.length,
      bytes: crawl.state.progress.bytes,
      durationMs: Math.round(performance.now() - started),
      search: crawl.search.cost,
      ...(options.since === undefined ? {} : { incremental: incrementalOutcome(reuse, reason, changes?.report, transfer, previousMs) }),
    };
  } finally {
    // The transform threads end with the export: no worker may keep a CLI process alive.
    await crawl?.transforms.close();
    await crawl?.search.dispose();
    await crawl?.previousPages.close();
    if (!seams.fetcher) await fetcher.close();
    await previous?.close();
    // Files linked into the spool stay open there until it is closed, and the pipeline's scratch folder that holds
    // this one goes after that: where an open file cannot be removed (Windows), it is left to that.
    if (prevDir) await removePreviousWorkDir(prevDir).catch(() => undefined);
  }
}

/**
 * Whether the page, without the range [start, end) (the shim's first copy: what the origin's body was, as the full
 * path searches it), names `self.__next_f`: before it, after it, or across where it was. In the bytes: a string of
 * every reused page was 100 MB at 2,000 pages.
 */
function namesFlightOutside(bytes: Buffer, start: number, end: number): boolean {
  const needle = 'self.__next_f';
  if (bytes.subarray(0, start).includes(needle) || bytes.subarray(end).includes(needle)) return true;
  return Buffer.concat([bytes.subarray(Math.max(0, start - needle.length), start), bytes.subarray(end, end + needle.length)]).includes(needle);
}

function incrementalOutcome(
  used: boolean,
  reason: string | undefined,
  changes: IncrementalOutcome['changes'],
  transfer: IncrementalOutcome['transfer'],
  previousMs: number | undefined,
): IncrementalOutcome {
  return { used, ...(reason ? { reason } : {}), ...(changes ? { changes } : {}), transfer, ...(previousMs === undefined ? {} : { previousMs }) };
}

/** The manifest's `source` for a site: origin and base path, without a trailing slash. */
function sourceOf(site: URL): string {
  return site.href.replace(/\/$/, '');
}

async function prepareOutDir(dir: string): Promise<void> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new StaticExportError('OUT_DIR_NOT_EMPTY', `output directory ${dir} is not empty`);
  }
  await mkdir(dir, { recursive: true });
}

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** followRefs' questions about a reference's URL (Crawl.refFacts). */
interface RefFacts {
  looksLikePage: boolean;
  /** An `.html` file on the site (a page, when named where a file is expected). */
  sameSiteHtml: boolean;
  /** The asset's key: path and query on the site's origin, else the URL without its fragment. */
  key: string;
  /** As a page: its page path (normalisePagePath). */
  pagePath: string;
}

/** A page waiting to be crawled; `key` is where it sorts in the search index (indexOrderKey). */
interface BacklogPage {
  key: string;
  path: string;
  depth: number;
  referrer?: string;
  required: boolean;
}

class Crawl implements StageContext {
  readonly state = new ExportState();
  private readonly queue: PQueue;
  private readonly seenPages = new Set<string>();
  /**
   * Pages found but not yet queued. A sitemap names every page at once; queued as tasks they sat in front of all
   * the work they lead to, so each page's payload requests ran only after the whole sitemap was parsed: the first
   * half of an export parsed HTML with the network half idle and the second fetched payloads with the CPU idle
   * (bench: 11.8 of 16 requests in flight on average). Fed to the queue a few at a time instead, a page's payloads
   * and assets run right after it.
   * Taken in the order the search index takes pages (their key), not the order found: a page found early by a link
   * but crawled after every sitemap page held each page sorted after it out of the index until the crawl's end (the
   * bench's one redirect, linked from every page and in no sitemap, held back 500 of 2,000 pages).
   */
  private readonly backlog = new MinHeap<BacklogPage>((a, b) => a.key < b.key);
  private framework: Manifest['framework'] = 'html';
  private notFound?: string;
  private failure?: unknown;
  readonly search: SearchStage;
  private generated: GeneratedRecord[] = [];
  /** Whether a page names the base-path shim's file (BASE_PATH_FILE), which finish() then writes. */
  private shimFile = false;
  /** Some page carries the file:// runtime's loader (file-mode-shim.ts): its file and the data twins are written. */
  private fileModeFile = false;
  /** Whether a page loads ES modules: the bundle then carries their System.register forms (writeFileModules). */
  private fileModules = false;
  /**
   * checkRoot()'s answer, kept for the root page's own request (the same URL with the same headers), which takes it
   * instead of asking again: the crawl's first page waited one more round trip for an answer already in hand.
   */
  private rootAnswer?: { href: string; headers: string; res: FetchResponse };
  /** The bundle file of the site's `/favicon.ico`, '' when it has none (probeSite, site-icon.ts). */
  private siteIcon = '';
  /** Assets queued so far (reference-caps.ts bounds them). */
  private assetsQueued = 0;
  /**
   * What followRefs asks of a reference's URL, once per URL object: the transform pool gives every page that names
   * `/docs/x` the same one, and reading its `origin`, `pathname` and `href` again for each of those pages made
   * strings that were ~17 % of what the crawl's thread allocated (bench, 2,000 pages, heap sampling).
   */
  private readonly refFacts = new WeakMap<URL, RefFacts>();
  /** What files taken from PREV named, as their records say it, once followed (followPrevious). */
  /** TransformContext.siteNotes: what the site's scripts said that another script completes. */
  private readonly siteNotes = new Map<string, Set<string>>();
  private readonly previousAssetRefs = new Set<string>();
  private readonly previousPageRefs = new Map<string, string>();
  /** Where PREV's pages are read for their checks (reusePage). */
  readonly previousPages = new PreviousPageReader();

  private readonly opts: ResolvedOptions;
  private readonly fetcher: Fetcher;
  private readonly hooks: ExportHooks;
  private readonly dirs: DirMaker;
  private readonly files: BundleFiles;
  /** Where pages, payloads and stylesheets are rewritten: worker threads, or inline. */
  readonly transforms: TransformPool;

  readonly previous?: PreviousBundle;
  private readonly shape: ExportShape;
  private readonly transfer: IncrementalOutcome['transfer'];

  constructor(
    opts: ResolvedOptions,
    fetcher: Fetcher,
    hooks: ExportHooks,
    dirs: DirMaker,
    since: { shape: ExportShape; previous?: PreviousBundle; transfer: IncrementalOutcome['transfer'] },
  ) {
    this.opts = opts;
    this.shape = since.shape;
    this.transfer = since.transfer;
    if (since.previous) this.previous = since.previous;
    this.dirs = dirs;
    this.fetcher = fetcher;
    this.hooks = hooks;
    const { site, only, localiseExternal, echo } = opts;
    this.files = new BundleFiles(site, localiseExternal, only ? (path) => this.pageAllowed(path) : null, echo);
    this.transforms = new TransformPool({
      threads: opts.transformThreads,
      // A fixed page list makes `fileFor` depend on the crawl's state: such an export transforms inline.
      ...(this.files.pure ? { portable: { site, localiseExternal, echo } } : {}),
      context: (url, file) => this.context(url, file),
    });
    // More tasks than connections: the fetcher caps requests in flight at `concurrency`; the extra tasks are pages
    // being parsed and written while others wait on the network.
    this.queue = new PQueue({ concurrency: opts.concurrency * 4 });
    this.search = new SearchStage({
      search: opts.search,
      site: opts.site,
      http: fetcher,
      write: (file, data) => this.write(file, data),
      warn: (w) => this.state.warn(w),
      ...(this.previous ? { previous: { bundle: this.previous, reuse: (file: string, sha: string) => this.reuseFile(file, sha) } } : {}),
    });
  }

  async run(): Promise<void> {
    const { site, only } = this.opts;
    const ticker = this.hooks.onProgress ? setInterval(() => this.report(), 250) : undefined;
    try {
      if (!only) await this.checkRoot();
      // The sitemaps are only fetched and read here, nothing written: asked for while the site is probed, not after.
      const discovering = only ? undefined : discoverFromSitemaps(this.fetcher, site);
      discovering?.catch(() => undefined);
      await this.probeSite();
      if (!discovering) {
        for (const path of only!) this.enqueuePage(path, 0, undefined, true);
      } else {
        this.enqueuePage(normalisePagePath(site.pathname), 0);
        const { pages, sitemaps, tooLarge, answers } = await discovering;
        // The site's robots.txt and sitemaps come along (site-files.ts: Material reads the sitemap at run time).
        this.schedule(() => exportSiteFiles(this, sitemaps, answers));
        for (const url of tooLarge) {
          this.state.warn({ code: 'too-large', url, message: `${url} inflates past ${MAX_SITEMAP_BYTES} bytes or ${MAX_SITEMAP_RATIO}× its size; not read` });
        }
        // The backlog crawls pages in the search index's order whatever order they come in; sorted here as well so
        // that a maxPages limit keeps the first pages of that order, not the sitemap's.
        const paths = pages.filter((p) => isSameSite(p, site)).map((p) => normalisePagePath(p.pathname));
        const keyed = paths.map((path) => ({ path, key: indexOrderKey(path) })).sort((a, b) => keyOrder(a.key, b.key));
        for (const { path } of keyed) this.enqueuePage(path, 1, 'sitemap.xml');
      }
      this.schedule(() => this.saveNotFoundPage());
      await this.queue.onIdle();
      if (this.failure) throw this.failure;
      if (this.hooks.signal?.aborted) throw new StaticExportError('ABORTED', 'export aborted');
      await writeRedirectSegmentStandIns(this.state, site, (file, data) => this.write(file, data));
      await this.search.finishPages();
    } finally {
      if (ticker) clearInterval(ticker);
      this.report();
    }
  }

  /**
   * What the site serves for readers and models beyond its pages: its own llms.txt, its own Pagefind index; and the
   * icon a browser asks for, which pages that name none are given (site-icon.ts).
   */
  private async probeSite(): Promise<void> {
    const [, sitePagefind, icon] = await Promise.all([this.search.probeSite(), sitePagefindDir(this), exportSiteIcon(this)]);
    this.siteIcon = icon;
    // A site with its own Pagefind index (Nextra, Starlight) keeps its own search box: its index is exported whole.
    if (sitePagefind) {
      this.search.siteSearch = 'pagefind';
      this.schedule(() => exportSitePagefind(this, sitePagefind));
    }
  }

  private report(): void {
    this.state.progress.pending = this.queue.size + this.queue.pending + this.backlog.size;
    this.hooks.onProgress?.({ ...this.state.progress });
  }

  private schedule(task: () => Promise<void>): void {
    this.queue
      .add(async () => {
        if (this.failure || this.hooks.signal?.aborted) return;
        try {
          await task();
        } catch (error) {
          // A failure of one URL is a warning (recorded where it happened); anything reaching here ends the export.
          this.failure ??= error;
          this.queue.clear();
          this.backlog.clear();
        }
        // Before this task counts as finished, so the queue is never idle while pages wait in the backlog.
        this.feedPages();
      })
      .catch(() => undefined);
  }

  /** Moves pages from the backlog to the queue while fewer than `concurrency` tasks wait there. */
  private feedPages(): void {
    while (this.backlog.size > 0 && this.queue.size < this.opts.concurrency) {
      const { path, depth, referrer, required } = this.backlog.pop()!;
      this.schedule(() => this.processPageThenSettle(path, depth, referrer, required));
    }
  }

  private async checkRoot(): Promise<void> {
    const { site } = this.opts;
    let res: FetchResponse;
    try {
      // Conditional as the root page's own request is: a 304 says as well as a 200 that the site answers.
      const root = this.previous?.page(normalisePagePath(site.pathname));
      const headers = { accept: HTML_ACCEPT, ...conditionalHeaders(root) };
      res = await this.fetcher.fetch({ url: site, headers });
      this.rootAnswer = { href: site.href, headers: JSON.stringify(headers), res };
    } catch (error) {
      if (FetchFailure.is(error, 'aborted')) throw new StaticExportError('ABORTED', 'export aborted');
      throw unreachable(site, asFetchFailure(error, site.href));
    }
    if (res.status >= 400) {
      throw new StaticExportError('ROOT_FAILED', `${site.href} answered ${res.status}: nothing to export`);
    }
  }

  private enqueuePage(path: string, depth: number, referrer?: string, required = false): void {
    if (this.seenPages.has(path)) return;
    if (depth > this.opts.maxDepth) {
      this.state.warn({ code: 'max-depth', url: path, message: `not followed: deeper than ${this.opts.maxDepth} links`, referrer });
      return;
    }
    if (this.seenPages.size >= this.opts.maxPages) {
      this.state.warn({ code: 'max-pages', url: path, message: `not exported: the ${this.opts.maxPages}-page limit was reached`, referrer });
      return;
    }
    this.seenPages.add(path);
    this.state.progress.pagesDiscovered++;
    this.search.expect(path);
    this.backlog.push({ key: indexOrderKey(path), path, depth, ...(referrer === undefined ? {} : { referrer }), required });
    this.feedPages();
  }

  private pageAllowed(path: string): boolean {
    return !this.opts.only || this.opts.only.has(path) || this.seenPages.has(path);
  }

  private context(url: URL, file: string): TransformContext {
    return { url, file, site: this.opts.site, fileFor: this.files.fileFor, outsideHref: this.files.outsideHref, siteNotes: this.siteNotes };
  }

  /**
   * Queue what a transformed file names: pages to crawl (unless the export is a fixed list) and assets to fetch, at
   * most `maxNew` new assets from this file and maxAssets() in all (reference-caps.ts).
   */
  followRefs(refs: Ref[], referrer: string, depth: number, maxNew = MAX_FILE_ASSETS, foreign = false): void {
    let added = 0;
    for (const ref of refs) {
      const file = this.files.fileFor(ref);
      if (file === null) continue;
      const facts = this.factsOf(ref.url);
      // A page named where a file is expected (Sphinx's `<link rel="search" href="search.html">`) is still a page:
      // crawled as one, so what it loads is followed too.
      const page = ref.kind === 'page' ? facts.looksLikePage : !this.opts.only && facts.sameSiteHtml;
      if (page) {
        if (!this.opts.only) this.enqueuePage(facts.pagePath, depth + 1, referrer);
      } else if (added >= maxNew) {
        const more = refs.length - refs.indexOf(ref);
        this.state.warn({
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

  private factsOf(url: URL): RefFacts {
    let facts = this.refFacts.get(url);
    if (facts === undefined) {
      const { site } = this.opts;
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
    if (this.state.files.has(file)) {
      // A sure reference to what a guess claimed: if the guess found nothing (or finds nothing later), a broken link.
      if (!speculative) this.state.confirmMissing(key, this.opts.site, referrer);
      return false;
    }
    if (this.assetsQueued >= maxAssets(this.opts.maxPages)) {
      this.state.warn({
        code: 'too-many-references',
        url: '*',
        message: `the export reached its limit of ${maxAssets(this.opts.maxPages)} files besides pages; later references are not fetched (first left out: ${key}, named by ${referrer})`,
      });
      return false;
    }
    if (!this.state.claim(file, key)) return false;
    this.assetsQueued++;
    this.schedule(() => processAsset(this, new URL(key, this.opts.site), file, referrer, { foreign, speculative }));
    return true;
  }

  private async processPageThenSettle(path: string, depth: number, referrer: string | undefined, required: boolean): Promise<void> {
    try {
      await this.processPage(path, depth, referrer, required);
    } finally {
      this.search.settle(path);
    }
  }

  private async processPage(path: string, depth: number, referrer: string | undefined, required: boolean): Promise<void> {
    const { site } = this.opts;
    const url = new URL(path, site);
    const file = this.files.pageFile(path);
    if (!this.state.claim(file, path)) return this.state.notAPage();
    const prev = this.previous?.page(path);
    const reusable = prev?.file === file ? prev : undefined;
    const headers = { accept: HTML_ACCEPT, ...conditionalHeaders(reusable) };
    let res: FetchResponse;
    try {
      res = await this.fetchPage(url, headers);
      // `/about` → `/about/` (trailing-slash sites) is the same page, not a redirect worth a page of its own.
      for (let hop = 0; hop < 3 && res.location && res.location.origin === site.origin && normalisePagePath(res.location.pathname) === path; hop++) {
        res = await this.fetchPage(res.location, headers);
      }
      if (res.status === 304 && reusable) {
        if (await this.reusePage(path, file, reusable, res, depth)) return;
        // PREV's page was made with another search dialog (the site's own search came or went): asked again in full.
        res = await this.fetcher.fetch({ url: res.url, headers: { accept: HTML_ACCEPT } });
      }
    } catch (error) {
      this.fetchFailed(error, path, referrer, required);
      return this.state.notAPage();
    }
    if (res.location) {
      this.state.notAPage();
      return this.recordRedirect(path, file, res, depth, referrer);
    }
    if (res.status >= 400) {
      const message = `${path} answered ${res.status}`;
      if (required) throw new StaticExportError('INVALID_PATH', `${message}: not a page of ${site.host}`);
      this.state.warn({ code: res.status === 404 ? 'broken-link' : 'http-error', url: path, message, referrer });
      return this.state.notAPage();
    }
    const contentType = res.headers['content-type'] ?? 'application/octet-stream';
    const body = res.body ?? Buffer.alloc(0);
    if (!/html/i.test(contentType)) {
      this.state.notAPage();
      this.state.warn({ code: 'not-html', url: path, message: `${path} is ${contentType}, saved as it is`, referrer });
      const written = await this.write(file, body);
      this.state.addAsset({ url: path, file, contentType, ...written });
      return;
    }
    // Searched as bytes: the page is decoded where it is transformed, maybe on another thread (ASCII needles match
    // the same places in the bytes as in the text).
    const isNextApp = body.includes('self.__next_f');
    const isNextPages = !isNextApp && body.includes('id="__NEXT_DATA__"');
    if (isNextApp) this.framework = 'next-app';
    else if (isNextPages && this.framework === 'html') this.framework = 'next-pages';
    // App Router pages carry the base-path shim so the same bytes hydrate at `/`, under any prefix and from file://.
    // So do Docusaurus pages: their webpack runtime loads chunks from its public path (`/` = baseUrl) and their
    // router matches the URL the site was built for.
    const isDocusaurus = !isNextApp && body.includes('id="__docusaurus"');
    // The page's digest for the search and AI-surface stage is made where the page is rewritten (the transform
    // pool's thread, when it has one): reading its content is as much CPU again as rewriting it.
    const script = this.search.pageScript(file);
    // Other client frameworks built for the site's base get the runtime too, but keep their own view of the URL.
    // Pages Router pages too: its webpack runtime loads chunks from `/_next/` and its router fetches `/_next/data/`.
    const kind: ShimKind | undefined = isNextApp || isNextPages || isDocusaurus ? 'router-space' : needsAppBase(body) ? 'app-base' : undefined;
    if (kind && shimNeedsFile(file, kind)) this.shimFile = true;
    // Pages without the runtime, and pages whose app-base runtime does nothing on file:// (their JSON fetches, module
    // scripts), get the file:// loader (one `<head>` insertion a page); App Router and Docusaurus pages need none. Pages
    // Router pages do: their router fetches `/_next/data/…json` (prefetches included) and their code JSON of its own.
    const fileMode = kind !== 'router-space' || isNextPages;
    if (fileMode) this.fileModeFile = true;
    // A page with module scripts also gets them as classic scripts there (file-mode-shim.ts FILE_MODULES_FILE).
    const modules = fileMode && loadsModules(body);
    if (modules) this.fileModules = true;
    const transformed = await this.transform('html', body, res.url, file, {
      ...(kind ? { headHtml: basePathShim(file, kind), shimFontPreloads: true } : {}),
      ...(fileMode ? { fileHeadHtml: fileModeLoader(file, modules) } : {}),
      ...(script ? { bodyEndHtml: script } : {}),
      defaultIcon: this.siteIcon,
      digest: this.search.wants,
    });
    // A page that echoes a credential is digested again from its redacted bytes (the search index is compressed).
    const result = this.redacted(transformed);
    await this.search.addPage(path, file, result.bytes, result === transformed ? result.digest : undefined);
    const written = await this.write(file, result);
    const title = result.title;
    this.state.addPage({
      url: path,
      file,
      status: res.status,
      contentType,
      ...written,
      ...(title ? { title } : {}),
      rsc: [],
      ...optional('validators', validatorsOf(res.headers)),
      ...optional('refs', encodeRefs(result.refs, site)),
    });
    this.state.keep(result.kept);
    this.followRefs(result.refs, path, depth);
    if (isNextApp) this.schedule(() => exportRsc(this, path, depth, res.url));
  }

  /** A page's request, answered by checkRoot()'s answer when it is the same request (once). */
  private fetchPage(url: URL, headers: Record<string, string>): Promise<FetchResponse> {
    const kept = this.rootAnswer;
    if (kept && kept.href === url.href && kept.headers === JSON.stringify(headers)) {
      this.rootAnswer = undefined;
      return Promise.resolve(kept.res);
    }
    return this.fetcher.fetch({ url, headers });
  }

  /**
   * A page the origin answered 304 for: PREV's rewritten bytes, record and references, digested for the search
   * stage but not transformed again. False when PREV's bytes are not what this export would write (their search
   * dialog differs), and the page must be fetched in full.
   */
  private async reusePage(path: string, file: string, prev: PageRecord, res: FetchResponse, depth: number): Promise<boolean> {
    const previous = this.previous!;
    const whole = this.search.canReuse(path, file);
    // Read for what the checks need of its text, into a lent buffer; the bundle gets PREV's bytes without a copy
    // (reuseFile), and the search stage a copy only when it digests the page now.
    const checked = await this.previousPages.with(await previous.source(prev.file), (lent) => {
      const isNextApp = this.checkPreviousPage(file, lent);
      return isNextApp === undefined ? undefined : { isNextApp, bytes: whole ? undefined : ownCopy(lent) };
    });
    if (!checked) return false;
    const { isNextApp, bytes } = checked;
    await this.reuseFile(file, prev.sha256);
    if (!bytes) {
      // Its content only: the twin is PREV's. Read again when it is made (if ever): not held until then.
      const wants = { ...this.search.wants, markdown: false };
      await this.search.reusePage(
        path,
        file,
        async () => (await this.transform('digest', await previous.read(prev.file), res.url, file, { digest: wants })).digest ?? null,
      );
    } else {
      const digested = await this.transform('digest', bytes, res.url, file, { digest: this.search.wants, keepBody: true });
      await this.search.addPage(path, file, bytes, digested.digest);
    }
    this.state.addPage({ ...prev, rsc: [], ...optional('validators', validatorsAfter304(res.headers, prev.validators)) });
    this.state.keep(previous.keptFor(file));
    this.reused(prev.bytes, false);
    this.followPrevious(prev.refs, path, depth);
    if (!isNextApp) return true;
    // The rule for payloads that carry no validators (`next start` sends no ETag with an RSC payload): see
    // payloadsFollowThePage below. A page whose payloads PREV did not save cleanly is asked for them again.
    const reusePayloads = prev.rsc.some((r) => r.kind === 'full') && !previous.rscWasWarned(path) && !previous.asset(`/${rscFile(path)}`);
    this.schedule(() => (reusePayloads ? this.reusePayloads(path, prev, depth) : exportRsc(this, path, depth, res.url)));
    return true;
  }

  /**
   * The checks of a page PREV wrote (`bytes`) that its record cannot answer, with what the crawl learns from them as
   * it learns it from a fetched page: whether it is an App Router page, or undefined when PREV's bytes are not what
   * this export would write (their search dialog, icon or file:// loader differ) and the page must be fetched in full.
   */
  private checkPreviousPage(file: string, bytes: Buffer): boolean | undefined {
    const previous = this.previous!;
    const script = this.search.pageScript(file);
    if (script && !bytes.includes(script)) return undefined;
    // Pages that name no icon link the site's icon or none (site-icon.ts): PREV's say what PREV's site had.
    if (Boolean(previous.asset(IMPLICIT_ICON_PATH)) !== (this.siteIcon !== '')) return undefined;
    // What the origin's body said about the framework, read from the rewritten one: the base-path shim (which
    // names `self.__next_f` itself) marks a page that was an App Router or Docusaurus page.
    const shim = Buffer.from(basePathShim(file));
    const at = bytes.indexOf(shim);
    const shimmed = at >= 0;
    const isNextApp = shimmed && namesFlightOutside(bytes, at, at + shim.length);
    if (isNextApp) this.framework = 'next-app';
    else if (bytes.includes('id="__NEXT_DATA__"') && this.framework === 'html') this.framework = 'next-pages';
    if (shimmed && shimNeedsFile(file)) this.shimFile = true;
    const appBase = !shimmed && shimNeedsFile(file, 'app-base') && bytes.includes(basePathShim(file, 'app-base'));
    const modules = bytes.includes(fileModeLoader(file, true));
    // An app-base page of a bundle made before such pages took the file:// loader too is made again.
    if (appBase && !modules && !bytes.includes(fileModeLoader(file))) return undefined;
    if (modules) this.fileModules = true;
    if (appBase) this.shimFile = true;
    if (!shimmed || bytes.includes(fileModeLoader(file))) this.fileModeFile = true;
    return isNextApp;
  }

  /**
   * payloadsFollowThePage: the RSC payloads (full and segment) of a page whose HTML answered 304 are taken from
   * PREV without a request. `next start` sends an ETag for a prerendered page's HTML (a hash of its body) and none
   * for its payloads, but all of them are written together from one prerender entry (one build, one
   * revalidation), and the HTML inlines the full payload's Flight rows (`self.__next_f`): an unchanged HTML body
   * is an unchanged render. Evidence: Next 16.3 `next start` (the publish-loop notes): after `revalidatePath` of 5
   * of 209 pages, exactly those 5 got new ETags and new payloads, the 204 others kept both. Tested on every Next of
   * the corpus, 15.5, 16.3 and 16.4 (test/corpus/since-next-versions.test.ts): with nothing changed, every payload
   * reused this way equals the one a full export fetches; and on 16.4 after `revalidatePath` of one page with the
   * build unchanged (test/e2e/since-next.test.ts): that page alone gets a new ETag, its payloads are fetched anew,
   * and every other payload equals the full export's. A re-render of unchanged content may change the bytes (a new
   * ETag): that only costs a fetch. A page rendered per request sends no ETag, so it is never reused.
   */
  private async reusePayloads(path: string, prev: PageRecord, depth: number): Promise<void> {
    const previous = this.previous!;
    for (const rsc of prev.rsc) {
      await this.reuseFile(rsc.file, rsc.sha256);
      this.state.addRsc(path, rsc);
      this.state.keep(previous.keptFor(rsc.file));
      this.reused(rsc.bytes, true);
      this.followPrevious(rsc.refs, path, depth);
    }
  }

  /**
   * followRefs() of what a file taken from PREV names (its record's `refs`), leaving out what an earlier such file
   * named if following it again would change nothing: a page already being crawled, an asset already claimed (its
   * only effect then, confirmMissing, acts on the first sure reference). Each of 2,000 reused pages names ~100
   * files, mostly the same sidebar and chunks: decoding and resolving them all again was a fifth of the main thread.
   * A file naming more than the per-file cap is followed whole, so the cap's warning counts what it always did.
   */
  private followPrevious(refs: readonly string[] | undefined, referrer: string, depth: number): void {
    if (!refs) return;
    const { site } = this.opts;
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

  async reuseFile(file: string, sha256: string): Promise<void> {
    const { spool, outDir, echo } = this.opts;
    const previous = this.previous!;
    // What PREV wrote went through the same redaction, but the credentials may be others now: written as any file.
    if (echo.length) await this.write(file, { bytes: await previous.read(file), sha256 });
    else if (spool) await spool.link(file, await previous.source(file));
    else {
      const target = bundlePath(outDir, file);
      await this.dirs.ensure(dirname(target));
      await previous.copy(file, target);
    }
  }

  reused(bytes: number, withoutRequest: boolean): void {
    this.transfer.reusedFiles++;
    this.transfer.reusedBytes += bytes;
    if (withoutRequest) this.transfer.reusedWithoutRequest++;
  }

  /** A file made after finish() (the change report), listed with the generated files. */
  addGenerated(record: GeneratedRecord): void {
    this.generated.push(record);
  }

  private fetchFailed(error: unknown, path: string, referrer: string | undefined, required: boolean): void {
    const failure = asFetchFailure(error, path);
    if (failure.kind === 'aborted') throw new StaticExportError('ABORTED', 'export aborted');
    if (required) throw new StaticExportError('INVALID_PATH', `${path} could not be fetched: ${failure.message}`);
    this.state.warn({ code: fetchWarningCode(failure), url: path, message: failure.message, referrer });
  }

  private async recordRedirect(path: string, file: string, res: FetchResponse, depth: number, referrer: string | undefined): Promise<void> {
    const target = res.location!;
    if (!redirectTarget(target)) {
      // `javascript:`, `data:`…: a browser ignores such a Location; as a redirect page it would be script in the bundle.
      this.state.warn({
        code: 'skipped',
        url: path,
        message: `${path} redirects to a ${target.protocol} URL; no page saved (a redirect is kept only to an http(s) target)`,
        ...(referrer ? { referrer } : {}),
      });
      return;
    }
    const sameSite = isSameSite(target, this.opts.site);
    const to = sameSite ? target.pathname + target.search : target.href;
    let href = target.href;
    if (sameSite && looksLikePage(target)) {
      const targetPath = normalisePagePath(target.pathname);
      if (!this.seenPages.has(targetPath)) {
        // The target is part of what this page needs, even in a fixed-list export.
        this.seenPages.add(targetPath);
        this.state.progress.pagesDiscovered++;
        this.search.expect(targetPath);
        this.schedule(() => this.processPageThenSettle(targetPath, depth, path, false));
      }
      href = relativeHref(file, this.files.pageFile(targetPath)) + target.hash;
      // A Next server answers the router's RSC requests for a redirected path with the same redirect, which the
      // client follows softly. A file host cannot: the base-path shim reads these two names (the only ones a
      // client asks for before it has the route tree) and answers from the target's payload instead, so a link
      // to a redirected page neither 404s nor leaves the app.
      const marker = redirectMarker(target.pathname + target.search);
      for (const rsc of [rscFile(path), segmentFile(path, '/_tree')]) {
        const written = await this.write(rsc, marker);
        this.state.addAsset({ url: `/${rsc}`, file: rsc, contentType: 'text/plain', ...written });
      }
    } else if (!sameSite) {
      this.state.warn({
        code: 'off-site-redirect',
        url: path,
        message: `${path} redirects to ${target.href}; not followed`,
        ...(referrer ? { referrer } : {}),
      });
    }
    await this.write(file, redirectPage(href));
    this.state.redirects.push({ from: path, to, status: res.status, file });
  }

  private async saveNotFoundPage(): Promise<void> {
    const url = new URL(NOT_FOUND_PROBE, this.opts.site);
    let res: FetchResponse;
    try {
      res = await this.fetcher.fetch({ url, headers: { accept: HTML_ACCEPT } });
    } catch {
      return;
    }
    if (res.status !== 404 || !res.body || !/html/i.test(res.headers['content-type'] ?? '')) return;
    const file = '404.html';
    if (!this.state.claim(file, '/404.html')) return;
    // A host returns this page for any unknown path at any depth, so its links are written from the root.
    const shim = res.body.includes('self.__next_f') ? { headHtml: basePathShim(file) } : {};
    const result = await this.transform('html', res.body, url, file, { linkStyle: 'root', defaultIcon: this.siteIcon, ...shim });
    const written = await this.write(file, result);
    this.state.addAsset({ url: '/404.html', file, contentType: res.headers['content-type'] ?? 'text/html', ...written });
    this.state.keep(result.kept);
    this.followRefs(
      result.refs.filter((r) => r.kind === 'asset'),
      '404',
      0,
    );
    this.notFound = file;
  }

  /** The file:// runtime, the list of the pages and a data twin of each JSON file of the site (file-mode-shim.ts). */
  private async writeFileModeFiles(): Promise<GeneratedRecord[]> {
    const type = 'text/javascript; charset=utf-8';
    const out: GeneratedRecord[] = [{ file: FILE_MODE_FILE, contentType: type, role: 'runtime', ...(await this.write(FILE_MODE_FILE, FILE_MODE_SCRIPT)) }];
    const pages = filePagesScript([...this.state.pages.values()].map((p) => p.file));
    out.push({ file: FILE_PAGES_FILE, contentType: type, role: 'runtime', ...(await this.write(FILE_PAGES_FILE, pages)) });
    const assets = [...this.state.assets.values()].filter((a) => wantsDataTwin(a.file, a.contentType)).sort((a, b) => (a.file < b.file ? -1 : 1));
    for (const asset of assets) {
      const body = await this.readWritten(asset.file);
      if (body === undefined) continue;
      const twin = dataTwin(asset.file, asset.contentType, body, wantsDataTwin(asset.file, asset.contentType));
      out.push({ file: twin.file, contentType: type, role: 'runtime', ...(await this.write(twin.file, twin.script)) });
    }
    return out;
  }

  /** The modules' runtime for file:// and the System.register form of each ES module of the site (system-forms.ts). */
  private async writeFileModules(): Promise<GeneratedRecord[]> {
    const type = 'text/javascript; charset=utf-8';
    const out: GeneratedRecord[] = [
      { file: FILE_MODULES_FILE, contentType: type, role: 'runtime', ...(await this.write(FILE_MODULES_FILE, FILE_MODULES_SCRIPT)) },
    ];
    const scripts = new Map<string, string>();
    for (const asset of this.state.assets.values()) {
      if (!mayBeModule(asset.file, asset.contentType)) continue;
      const bytes = await this.readWritten(asset.file);
      if (bytes) scripts.set(asset.file, bytes.toString('utf8'));
    }
    for (const [file, code] of await systemForms(scripts)) {
      const form = `${FILE_MODULES_DIR}/${file}`;
      out.push({ file: form, contentType: type, role: 'runtime', ...(await this.write(form, code)) });
    }
    return out;
  }

  /** A file of the bundle as this export wrote it (or took it from PREV): from the spool, or the output folder. */
  private async readWritten(file: string): Promise<Buffer | undefined> {
    return (await this.opts.spool?.read(file)) ?? (await readFile(bundlePath(this.opts.outDir, file)).catch(() => undefined));
  }

  /** After run(): what needs the whole crawl and lives in `_static-export/` (the pages' runtime, the search index). */
  async finish(): Promise<void> {
    if (this.hooks.signal?.aborted) throw new StaticExportError('ABORTED', 'export aborted');
    const runtime: GeneratedRecord[] = [];
    if (this.shimFile) {
      const written = await this.write(BASE_PATH_FILE, BASE_PATH_SCRIPT);
      runtime.push({ file: BASE_PATH_FILE, contentType: 'text/javascript; charset=utf-8', role: 'runtime', ...written });
    }
    if (this.fileModeFile) runtime.push(...(await this.writeFileModeFiles()));
    if (this.fileModules) runtime.push(...(await this.writeFileModules()));
    this.generated = [...runtime, ...(await this.search.finishIndex())];
  }

  /** The manifest, with every echo of a credential redacted from its records (URLs, titles, warnings). */
  manifest(): Manifest {
    const manifest = this.records();
    const { echo } = this.opts;
    return echo.length ? (JSON.parse(redactEchoes(JSON.stringify(manifest), echo)) as Manifest) : manifest;
  }

  /** `outcome`, or a copy of it with every echo of a credential redacted (its bytes hashed again). */
  private redacted<T extends TransformOutcome>(outcome: T): T {
    const { echo } = this.opts;
    if (!echo.some((form) => outcome.bytes.includes(form))) return outcome;
    const bytes = Buffer.from(redactEchoes(outcome.bytes.toString('utf8'), echo));
    return { ...outcome, bytes, sha256: sha256(bytes) };
  }

  private records(): Manifest {
    const s = this.state;
    return {
      format: MANIFEST_FORMAT,
      generator: GENERATOR,
      source: sourceOf(this.opts.site),
      version: this.opts.version,
      framework: this.framework,
      ...(this.notFound ? { notFound: this.notFound } : {}),
      pages: [...s.pages.values()],
      assets: [...s.assets.values()],
      redirects: s.redirects,
      keptReferences: [...s.kept.values()],
      warnings: s.warnings,
      ...(s.droppedGuesses.size ? { droppedGuesses: [...s.droppedGuesses.keys()].sort() } : {}),
      ...(this.generated.length ? { generated: this.generated } : {}),
      exportOptions: this.shape,
    };
  }

  // The StageContext the stage modules (export-rsc, export-asset) work through.
  get options(): ResolvedOptions {
    return this.opts;
  }
  get http(): Fetcher {
    return this.fetcher;
  }
  contextFor(url: URL, file: string): TransformContext {
    return this.context(url, file);
  }
  transform(kind: TransformKind, body: Buffer, url: URL, file: string, extras?: TransformExtras): Promise<TransformOutcome> {
    return this.transforms.run(kind, body, url, file, extras);
  }
  enqueue(task: () => Promise<void>): void {
    this.schedule(task);
  }
  /**
   * Every file but the streamed assets is written here: its name and, when it is text the export made (a
   * transform's outcome, a generated file), its content carry no echo of a credential. Bytes saved as the site sent
   * them (a PDF, an image) are not rewritten.
   */
  write(file: string, data: FileData): Promise<Written> {
    const { spool, outDir, echo } = this.opts;
    let name = file;
    let bytes = data;
    if (echo.length) {
      name = redactEchoes(file, echo);
      if (typeof data === 'string') bytes = redactEchoes(data, echo);
      else if (!Buffer.isBuffer(data)) bytes = this.redacted({ ...data, refs: [], kept: [] });
    }
    return spool ? spoolBundleFile(spool, name, bytes) : writeBundleFile(outDir, name, bytes, this.dirs);
  }
}
