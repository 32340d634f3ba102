// The crawl: discovery (the root check, sitemaps, a fixed page list) feeding one bounded queue (crawl-scheduler.ts)
// through the frontier (crawl-frontier.ts), the page stage (page-stage.ts) and the asset stage (export-asset.ts)
// running on it, and what needs the whole crawl (the runtime files, the search index, the manifest) after it. It
// is the StageContext every stage works through, and the one place a bundle file is written.

import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StaticExportError } from '../core/errors.ts';
import { redactEchoes } from '../core/request-headers.ts';
import type { ExportHooks, ExportShape, GeneratedRecord, IncrementalOutcome, Manifest } from '../core/types.ts';
import type { FrameworkId } from '../frameworks/generic/profile.ts';
import { keyOrder } from '../search/in-order-release.ts';
import { BundleFiles } from './bundle-files.ts';
import type { CrawlParts } from './crawl-parts.ts';
import { Frontier } from './crawl-frontier.ts';
import { CrawlScheduler } from './crawl-scheduler.ts';
import { discoverFromSitemaps, MAX_SITEMAP_BYTES, MAX_SITEMAP_RATIO } from './discover.ts';
import { processAsset } from './export-asset.ts';
import { ExportState } from './export-state.ts';
import type { Fetcher, FetchResponse } from './fetcher.ts';
import { normalisePagePath } from './layout.ts';
import { buildManifest } from './manifest-builder.ts';
import { checkRoot, processPageThenSettle, saveNotFoundPage } from './page-stage.ts';
import type { PreviousBundle } from './previous-bundle.ts';
import { PreviousPageReader } from './previous-page-reader.ts';
import { writeRedirectSegmentStandIns } from './redirect-payloads.ts';
import { isSameSite, type Ref, type TransformContext } from './refs.ts';
import { writeRuntimeFiles, type RuntimeNeeds } from './runtime-files.ts';
import { indexOrderKey, SearchStage } from './search-stage.ts';
import { exportSiteFiles } from './site-files.ts';
import { exportSiteIcon } from './site-icon.ts';
import { exportSitePagefind, sitePagefindDir } from './site-pagefind.ts';
import type { ResolvedOptions } from './stage-context.ts';
import type { TransformExtras } from './transform-pool.ts';
import { TransformPool } from './transform-pool.ts';
import type { TransformKind, TransformOutcome } from './transform-task.ts';
import { bundlePath, type DirMaker, type FileData, sha256, spoolBundleFile, type Written, writeBundleFile } from './write-file.ts';

export class Crawl implements CrawlParts {
  readonly state = new ExportState();
  readonly scheduler: CrawlScheduler;
  readonly frontier: Frontier;
  readonly search: SearchStage;
  readonly files: BundleFiles;
  /** Where pages, payloads and stylesheets are rewritten: worker threads, or inline. */
  readonly transforms: TransformPool;
  readonly owners = new Set<FrameworkId>();
  /** TransformContext.siteNotes: what the site's scripts said that another script completes. */
  private readonly siteNotes = new Map<string, Set<string>>();
  readonly needs: RuntimeNeeds = { shimFile: false, fileModeFile: false, fileModules: false };
  readonly previousPages = new PreviousPageReader();
  siteIcon = '';
  notFound?: string;
  rootAnswer?: { href: string; headers: string; res: FetchResponse } | undefined;
  private generated: GeneratedRecord[] = [];

  private readonly opts: ResolvedOptions;
  private readonly fetcher: Fetcher;
  private readonly hooks: ExportHooks;
  private readonly dirs: DirMaker;

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
    this.scheduler = new CrawlScheduler(opts.concurrency, hooks.signal, (page) => processPageThenSettle(this, page));
    this.search = new SearchStage({
      search: opts.search,
      site: opts.site,
      http: fetcher,
      write: (file, data) => this.write(file, data),
      warn: (w) => this.state.warn(w),
      ...(this.previous ? { previous: { bundle: this.previous, reuse: (file: string, sha: string) => this.reuseFile(file, sha) } } : {}),
    });
    this.frontier = new Frontier({
      opts,
      state: this.state,
      search: this.search,
      scheduler: this.scheduler,
      fetchAsset: (url, file, referrer, how) => processAsset(this, url, file, referrer, how),
    });
    this.files = new BundleFiles(site, localiseExternal, only ? (path) => this.frontier.pageAllowed(path) : null, echo);
    this.frontier.files = this.files;
    this.transforms = new TransformPool({
      threads: opts.transformThreads,
      // A fixed page list makes `fileFor` depend on the crawl's state: such an export transforms inline.
      ...(this.files.pure ? { portable: { site, localiseExternal, echo } } : {}),
      context: (url, file) => this.contextFor(url, file),
    });
  }

  async run(): Promise<void> {
    const { site, only } = this.opts;
    const ticker = this.hooks.onProgress ? setInterval(() => this.report(), 250) : undefined;
    try {
      if (!only) await checkRoot(this);
      // The sitemaps are only fetched and read here, nothing written: asked for while the site is probed, not after.
      const discovering = only ? undefined : discoverFromSitemaps(this.fetcher, site);
      discovering?.catch(() => undefined);
      await this.probeSite();
      if (!discovering) {
        for (const path of only!) this.frontier.enqueuePage(path, 0, undefined, true);
      } else {
        this.frontier.enqueuePage(normalisePagePath(site.pathname), 0);
        const { pages, sitemaps, tooLarge, answers } = await discovering;
        // The site's robots.txt and sitemaps come along (site-files.ts: Material reads the sitemap at run time).
        this.enqueue(() => exportSiteFiles(this, sitemaps, answers));
        for (const url of tooLarge) {
          this.state.warn({ code: 'too-large', url, message: `${url} inflates past ${MAX_SITEMAP_BYTES} bytes or ${MAX_SITEMAP_RATIO}× its size; not read` });
        }
        // The backlog crawls pages in the search index's order whatever order they come in; sorted here as well so
        // that a maxPages limit keeps the first pages of that order, not the sitemap's.
        const paths = pages.filter((p) => isSameSite(p, site)).map((p) => normalisePagePath(p.pathname));
        const keyed = paths.map((path) => ({ path, key: indexOrderKey(path) })).sort((a, b) => keyOrder(a.key, b.key));
        for (const { path } of keyed) this.frontier.enqueuePage(path, 1, 'sitemap.xml');
      }
      this.enqueue(() => saveNotFoundPage(this));
      await this.scheduler.onIdle();
      while (!this.scheduler.failure && this.frontier.releaseMarkdownGuesses()) await this.scheduler.onIdle();
      this.frontier.warnGuessBudget();
      if (this.scheduler.failure) throw this.scheduler.failure;
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
      this.enqueue(() => exportSitePagefind(this, sitePagefind));
    }
  }

  private report(): void {
    this.state.progress.pending = this.scheduler.pending;
    this.hooks.onProgress?.({ ...this.state.progress });
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

  /** A file of the bundle as this export wrote it (or took it from PREV): from the spool, or the output folder. */
  private async readWritten(file: string): Promise<Buffer | undefined> {
    return (await this.opts.spool?.read(file)) ?? (await readFile(bundlePath(this.opts.outDir, file)).catch(() => undefined));
  }

  /** After run(): what needs the whole crawl and lives in `_static-export/` (the pages' runtime, the search index). */
  async finish(): Promise<void> {
    if (this.hooks.signal?.aborted) throw new StaticExportError('ABORTED', 'export aborted');
    const io = { state: this.state, write: (file: string, data: FileData) => this.write(file, data), readWritten: (file: string) => this.readWritten(file) };
    const runtime = await writeRuntimeFiles(this.needs, io);
    this.generated = [...runtime, ...(await this.search.finishIndex())];
  }

  /** The manifest, with every echo of a credential redacted from its records (URLs, titles, warnings). */
  manifest(): Manifest {
    const { site, version, echo } = this.opts;
    return buildManifest({
      site,
      version,
      echo,
      state: this.state,
      owners: this.owners,
      notFound: this.notFound,
      generated: this.generated,
      shape: this.shape,
    });
  }

  redacted<T extends TransformOutcome>(outcome: T): T {
    const { echo } = this.opts;
    if (!echo.some((form) => outcome.bytes.includes(form))) return outcome;
    const bytes = Buffer.from(redactEchoes(outcome.bytes.toString('utf8'), echo));
    return { ...outcome, bytes, sha256: sha256(bytes) };
  }

  // The StageContext the stage modules (export-rsc, export-asset, page-stage) work through.
  get options(): ResolvedOptions {
    return this.opts;
  }
  get http(): Fetcher {
    return this.fetcher;
  }
  contextFor(url: URL, file: string): TransformContext {
    return { url, file, site: this.opts.site, fileFor: this.files.fileFor, outsideHref: this.files.outsideHref, siteNotes: this.siteNotes };
  }
  transform(kind: TransformKind, body: Buffer, url: URL, file: string, extras?: TransformExtras): Promise<TransformOutcome> {
    return this.transforms.run(kind, body, url, file, extras);
  }
  followRefs(refs: Ref[], referrer: string, depth: number, maxNew?: number, foreign?: boolean): void {
    this.frontier.followRefs(refs, referrer, depth, maxNew, foreign);
  }
  enqueue(task: () => Promise<void>): void {
    this.scheduler.schedule(task);
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
