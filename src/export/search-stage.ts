// The export's search and AI-surface stage, fed one page at a time by the crawl (export-site.ts):
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
import { llmsTxt, type LlmsPage } from '../search/llms-txt.ts';
import { markdownFile } from '../search/markdown.ts';
import { OfflineSearch, SEARCH_UI_FILE } from '../search/offline-search.ts';
import { bundleUrl } from '../search/index-input.ts';
import { MAX_DEPTH } from '../search/page-content.ts';
import { type DigestWants, digestPage, type PageDigest } from '../search/page-digest.ts';

export interface SearchStageOptions {
  /** Build the index and add the dialog to every page. */
  search: boolean;
  site: URL;
  http: Fetcher;
  write: (file: string, data: string | Buffer) => Promise<Written>;
  warn: (warning: ExportWarning) => void;
}

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
    const digest = digested === undefined ? digestPage(page.toString('utf8'), file, this.wants) : digested;
    if (!digest) return;
    if (digest.unreadable !== undefined) {
      this.options.warn({
        code: 'too-deep',
        url: path,
        message: `${path}: its content could not be read (${digest.unreadable}); the page is exported without search entry or Markdown twin`,
      });
      return;
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
    const twin = markdownFile(file);
    const live = this.liveLlms ? await this.fetchText(new URL(`${path === '/' ? '/index' : path.replace(/\/$/, '')}.md`, this.options.site)) : undefined;
    // A live site without a twin for this page: ours, made here (the digest did not, expecting the site's).
    const fallback = live || digest.markdown !== undefined ? undefined : digestPage(page.toString('utf8'), file, { search: false, markdown: true });
    if (fallback) this.cost.markdownMs += fallback.ms.content + fallback.ms.markdown;
    const markdown = live ?? digest.markdown ?? fallback?.markdown ?? '';
    await this.record(twin, markdown, 'text/markdown; charset=utf-8', 'markdown', path);
  }

  /**
   * Writes what needs every page and lies beside the pages (`llms.txt`): the crawl is over once this is written,
   * and everything outside `_static-export/` is final (the archive may start packing it).
   */
  async finishPages(): Promise<void> {
    if (this.pages.length > 0 || this.liveLlms) {
      const home = this.pages.find((p) => p.url === '/');
      const llms = this.liveLlms ?? llmsTxt(home?.title ?? this.options.site.host, this.pages);
      await this.record('llms.txt', llms, 'text/plain; charset=utf-8', 'llms');
    }
  }

  /** Builds the index into `_static-export/search/`, and returns every file this stage wrote, for the manifest. */
  async finishIndex(): Promise<GeneratedRecord[]> {
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

  private async record(file: string, data: string | Buffer, contentType: string, role: GeneratedRecord['role'], page?: string): Promise<void> {
    const written = await this.options.write(file, data);
    const bytes = role === 'search' ? 'indexBytes' : role === 'markdown' ? 'markdownBytes' : 'llmsBytes';
    this.cost[bytes] += written.bytes;
    this.records.push({ file, contentType, role, ...(page ? { page } : {}), ...written });
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
