// The export's search and AI-surface stage, fed one page at a time by the crawl (crawl.ts):
// - each page's content (page-content.ts) goes to the offline search (offline-search.ts) and into a Markdown
//   twin beside the page (`index.md` beside `index.html`), written as the page is, so the work overlaps the
//   crawl's network waits instead of following it;
// - each page gets the dialog's script at the end of its `<body>` (when search is on);
// - when the crawl is over: the index, the `file://` index, the dialog script and `llms.txt`.
// Where the live site serves `/llms.txt` itself, that file is exported instead of ours, and each page's `.md`
// twin is asked of the site first (sites with llms.txt usually serve those too); a page without one gets ours.
import type { ExportWarning, GeneratedRecord, SearchCost } from '../core/types.ts';
import type { Fetcher } from './fetcher.ts';
import { pageFile, relativeHref } from './layout.ts';
import type { Written } from './write-file.ts';
import type { PreviousBundle } from './previous-bundle.ts';
import { eachLimit } from '../bundle/check-files.ts';
import { llmsTxt, type LlmsPage } from '../search/llms-txt.ts';
import { markdownFile } from '../search/markdown-text.ts';
import { OfflineSearch, PAGEFIND_DIR, SEARCH_UI_FILE } from '../search/offline-search.ts';
import { pagefindVersion } from '../search/pagefind-session.ts';
import { regzip } from '../core/stable-gzip.ts';
import { bundleUrl } from '../search/index-input.ts';
import { MAX_DEPTH } from '../search/nesting.ts';
import type { DigestWants, PageDigest } from '../search/page-digest.ts';
import { digestPage } from '../search/page-digest-lazy.ts';

export interface SearchStageOptions {
  /** Build the index and add the dialog to every page. */
  search: boolean;
  site: URL;
  http: Fetcher;
  write: (file: string, data: string | Buffer) => Promise<Written>;
  warn: (warning: ExportWarning) => void;
  /** A `since` export's PREV, and how one of its files goes into this bundle as it is. */
  previous?: { bundle: PreviousBundle; reuse: (file: string, sha256: string) => Promise<void> };
}

/** A page taken from PREV whose digest is put off: how to make it (its content only) when it is needed. */
type DigestLater = () => Promise<PageDigest | null>;

/** Put-off digests made at once (each holds a page's bytes on its way to a transform thread). */
const DIGESTS_AT_ONCE = 4;

const TEXT = /^text\/(?:plain|markdown|x-markdown)\b/i;

/** Where the page at `path` (a page path on the site) sorts in the search index: its URL below the bundle's root. */
export function indexOrderKey(path: string): string {
  return bundleUrl(pageFile(path));
}

export class SearchStage {
  private readonly options: SearchStageOptions;
  private readonly search = new OfflineSearch();
  private readonly pages: LlmsPage[] = [];
  private readonly records: GeneratedRecord[] = [];
  readonly cost: SearchCost = { contentMs: 0, markdownMs: 0, indexMs: 0, indexedDuringCrawl: 0, indexBytes: 0, markdownBytes: 0, llmsBytes: 0 };
  /** The site's own search, when the crawl found one it keeps working (its index exported): the dialog then stays hidden. */
  siteSearch?: 'pagefind';
  /** The live site's own llms.txt, when it serves one. */
  private liveLlms?: Buffer;
  /** Pages taken from PREV, digests put off, in the order they came (page path → file and digest). */
  private readonly deferred = new Map<string, { file: string; digest: DigestLater }>();
  /** Some page was not taken from PREV: put-off digests are made (`digesting` settles when they are). */
  private digesting?: Promise<void>;
  /** PREV's search files, llms.txt and twins are this bundle's (decided by finishPages). */
  private reusedWhole = false;

  constructor(options: SearchStageOptions) {
    this.options = options;
  }

  /** What each page's digest must hold (known once probeSite() has run): for the transform pool too. */
  get wants(): DigestWants {
    return { search: this.options.search, markdown: !this.liveLlms };
  }

  /** Asks the site for its own `/llms.txt` (before the crawl, so pages know whether to ask for their twins). */
  async probeSite(): Promise<void> {
    const text = await this.fetchText(new URL('llms.txt', this.options.site));
    if (text) this.liveLlms = text;
  }

  /**
   * The crawl will process the page at `path` (a page path on the site): the index takes no page after it in URL
   * order until it is added or settled, so pages reach Pagefind during the crawl in the order its bytes need.
   */
  expect(path: string): void {
    if (this.options.search) this.search.expect(indexOrderKey(path));
  }

  /** The crawl is done with the page at `path`, whatever came of it (added, failed, redirected, not HTML). */
  settle(path: string): void {
    // A page whose digest is put off is settled when it is made: until then the index takes no page after it.
    if (this.deferred.has(path)) return;
    if (this.options.search) this.search.settle(indexOrderKey(path));
  }

  /** The dialog's script tag for the page written to `file`, to go last in its `<body>` (none with search off). */
  pageScript(file: string): string | undefined {
    if (!this.options.search) return undefined;
    // Last in `<body>`: outside what React hydrates as the page's content, and a classic `defer` script that builds
    // its own DOM at run time, so the server HTML React compares stays as it was.
    return `<script src="${relativeHref(file, SEARCH_UI_FILE)}" defer data-static-export-search="${this.siteSearch ?? ''}"></script>`;
  }

  /**
   * Takes one exported page: indexes its digest (made where the page was rewritten) and writes its Markdown twin.
   * `path` is the page's path on the site; `page` its bytes as written (read only when the twin must be made here).
   */
  async addPage(path: string, file: string, page: Buffer, digested?: PageDigest | null): Promise<void> {
    this.digestAll();
    const digest = digested === undefined ? await digestPage(page.toString('utf8'), file, this.wants) : digested;
    if (!digest || !this.addDigest(path, file, digest)) return;
    const twin = markdownFile(file);
    const live = this.liveLlms ? await this.fetchText(new URL(`${path === '/' ? '/index' : path.replace(/\/$/, '')}.md`, this.options.site)) : undefined;
    // A live site without a twin for this page: ours, made here (the digest did not, expecting the site's).
    const fallback = live || digest.markdown !== undefined ? undefined : await digestPage(page.toString('utf8'), file, { search: false, markdown: true });
    if (fallback) this.cost.markdownMs += fallback.ms.content + fallback.ms.markdown;
    const markdown = live ?? digest.markdown ?? fallback?.markdown ?? '';
    await this.record(twin, markdown, 'text/markdown; charset=utf-8', 'markdown', path, live !== undefined);
  }

  /**
   * Whether the page at `path`, taken from PREV with PREV's bytes, can be handed over with reusePage(): its twin is
   * one PREV made of those bytes (not the live site's, and this export makes its own) and PREV read its content
   * without a warning to repeat. Otherwise it goes through addPage() like any page.
   */
  canReuse(path: string, file: string): boolean {
    const prev = this.options.previous?.bundle;
    const twin = prev?.twin(path);
    if (!prev || !twin || twin.fromSite || this.liveLlms || twin.file !== markdownFile(file)) return false;
    return !prev.manifest.warnings.some((w) => w.code === 'too-deep' && w.url === path);
  }

  /**
   * Takes a page whose bytes are PREV's (canReuse() said so): PREV's twin is its twin; its digest (`digest`: its
   * content only) is made now if some page was not taken from PREV, else put off.
   */
  async reusePage(path: string, file: string, digest: DigestLater): Promise<void> {
    const { bundle, reuse } = this.options.previous!;
    const twin = bundle.twin(path)!;
    await reuse(twin.file, twin.sha256);
    this.records.push(twin);
    if (this.digesting) {
      this.addDigest(path, file, await digest());
      return;
    }
    this.deferred.set(path, { file, digest });
  }

  /** From now on every page is digested, and the put-off ones are, a few at a time, in the order they came. */
  private digestAll(): void {
    if (this.digesting) return;
    this.digesting = eachLimit([...this.deferred], DIGESTS_AT_ONCE, async ([path, { file, digest }]) => {
      const made = await digest();
      this.deferred.delete(path);
      this.addDigest(path, file, made);
      this.settle(path);
    });
    // Awaited by finishPages; a failure there ends the export.
    this.digesting.catch(() => undefined);
  }

  /** Indexes one page's digest and lists it for llms.txt; false when it has no content to list (a warning says why). */
  private addDigest(path: string, file: string, digest: PageDigest | null): boolean {
    if (!digest) return false;
    if (digest.unreadable !== undefined) {
      this.options.warn({
        code: 'too-deep',
        url: path,
        message: `${path}: its content could not be read (${digest.unreadable}); the page is exported without search entry or Markdown twin`,
      });
      return false;
    }
    if (digest.depth !== undefined) {
      this.options.warn({
        code: 'too-deep',
        url: path,
        message: `${path} nests elements ${digest.depth} deep; below ${MAX_DEPTH} levels its content is read as plain text (search, Markdown twin)`,
      });
    }
    this.cost.contentMs += digest.ms.content;
    this.cost.markdownMs += digest.ms.markdown;
    const { url, title, description, lead } = digest;
    this.pages.push({ url, file, title, ...(description ? { description } : {}), ...(lead ? { lead } : {}) });
    if (this.options.search && digest.pagefindHtml && digest.fileIndexRow) this.search.add(url, digest.pagefindHtml, digest.fileIndexRow);
    return true;
  }

  /**
   * Writes what needs every page and lies beside the pages (`llms.txt`): the crawl is over once this is written,
   * and everything outside `_static-export/` is final (the archive may start packing it).
   */
  async finishPages(): Promise<void> {
    if (!this.digesting && this.deferred.size > 0) this.reusedWhole = await this.previousSearchHolds();
    if (this.reusedWhole) {
      this.cost.reused = true;
      for (const llms of this.options.previous!.bundle.generated('llms')) await this.reuse(llms);
      return;
    }
    this.digestAll();
    await this.digesting;
    if (this.pages.length > 0 || this.liveLlms) {
      const home = this.pages.find((p) => p.url === '/');
      const llms = this.liveLlms ?? llmsTxt(home?.title ?? this.options.site.host, this.pages);
      await this.record('llms.txt', llms, 'text/plain; charset=utf-8', 'llms', undefined, this.liveLlms !== undefined);
    }
  }

  /** Builds the index into `_static-export/search/`, and returns every file this stage wrote, for the manifest. */
  async finishIndex(): Promise<GeneratedRecord[]> {
    if (this.reusedWhole) {
      for (const file of this.options.previous!.bundle.generated('search')) await this.reuse(file);
      return this.records;
    }
    if (this.options.search && this.search.size > 0) {
      const t0 = performance.now();
      this.cost.indexedDuringCrawl = this.search.streamed;
      const { unavailable } = await this.search.build((f) =>
        this.record(f.file, f.data, f.file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream', 'search'),
      );
      this.cost.indexMs = performance.now() - t0;
      if (unavailable)
        this.options.warn({
          code: 'no-search-index',
          url: '/',
          message: `no Pagefind index in this bundle: ${unavailable}; the search dialog uses its simpler index`,
        });
    }
    return this.records;
  }

  /** Ends what the index started during the crawl, for an export that ends before finishIndex(). */
  async dispose(): Promise<void> {
    await this.search.dispose();
  }

  /**
   * Whether PREV's search files, llms.txt and twins are what this export would make, with no page digested: every
   * page this crawl kept is one PREV had, byte for byte (taken from PREV after a 304, reusePage), and they are all
   * of PREV's pages with content (each had a twin PREV made). Every one of those files is a function of those
   * pages' bytes in URL order: their digests (page-digest.ts, the same code: PREV passed the generator check),
   * llms.txt of the digests, the `file://` index of the rows, and Pagefind's index of its inputs, which is also a
   * function of Pagefind's version: PREV's `pagefind-entry.json` names it, and the indexer that would run here must
   * start and be that version. The dialog's script is named by its content, so PREV's is this export's when the
   * name is the same. PREV's llms.txt must be its own (the live site's would say nothing of these pages).
   */
  private async previousSearchHolds(): Promise<boolean> {
    const prev = this.options.previous?.bundle;
    if (!prev || this.pages.length > 0 || this.liveLlms) return false;
    const twins = (prev.manifest.generated ?? []).filter((g) => g.role === 'markdown');
    if (twins.length !== this.deferred.size || twins.some((t) => t.page === undefined || !this.deferred.has(t.page))) return false;
    const llms = prev.generated('llms');
    if (llms.length !== 1 || llms[0]!.fromSite) return false;
    if (!this.options.search) return true;
    const search = prev.generated('search');
    if (!search.some((g) => g.file === SEARCH_UI_FILE)) return false;
    const entry = search.find((g) => g.file === `${PAGEFIND_DIR}/pagefind-entry.json`);
    if (!entry) return false;
    let version: unknown;
    try {
      version = (JSON.parse((await prev.read(entry.file)).toString('utf8')) as { version?: unknown }).version;
    } catch {
      return false;
    }
    if (typeof version !== 'string' || version !== (await pagefindVersion())) return false;
    // PREV's word-index metadata as this export writes it (stableGzip): a bundle made before that gzip was pinned
    // carries Pagefind's own, whose bytes a full export no longer gives.
    const meta = search.find((g) => g.file.endsWith('.pf_meta'));
    if (!meta) return false;
    const bytes = await prev.read(meta.file);
    return regzip(bytes).equals(bytes);
  }

  /** PREV's generated file as this bundle's, with PREV's record. */
  private async reuse(record: GeneratedRecord): Promise<void> {
    await this.options.previous!.reuse(record.file, record.sha256);
    const bytes = record.role === 'search' ? 'indexBytes' : record.role === 'markdown' ? 'markdownBytes' : 'llmsBytes';
    this.cost[bytes] += record.bytes;
    this.records.push(record);
  }

  private async record(
    file: string,
    data: string | Buffer,
    contentType: string,
    role: GeneratedRecord['role'],
    page?: string,
    fromSite = false,
  ): Promise<void> {
    const written = await this.options.write(file, data);
    const bytes = role === 'search' ? 'indexBytes' : role === 'markdown' ? 'markdownBytes' : 'llmsBytes';
    this.cost[bytes] += written.bytes;
    this.records.push({ file, contentType, role, ...(page ? { page } : {}), ...written, ...(fromSite ? { fromSite: true as const } : {}) });
  }

  /** A plain-text answer of the site (not an HTML error page dressed as 200), or undefined. */
  private async fetchText(url: URL): Promise<Buffer | undefined> {
    try {
      const res = await this.options.http.fetch({ url, headers: { accept: 'text/markdown, text/plain;q=0.9' } });
      if (res.status !== 200 || res.location || !res.body || !TEXT.test(res.headers['content-type'] ?? '')) return undefined;
      return /^\s*<(?:!doctype|html)/i.test(res.body.subarray(0, 64).toString('utf8')) ? undefined : res.body;
    } catch {
      return undefined;
    }
  }
}
