// The bundle's offline search: a Pagefind index of every page's content, a classic-script copy of the same
// content for `file://`, and the script that puts a search dialog on every page (src/hosting/search-shim.ts).
//
// Pages arrive in the order the crawl finishes them, which varies from run to run; Pagefind numbers pages in
// the order they are added and its output bytes follow (checked: the same two pages added in the other order
// give other files). So pages are kept and handed to Pagefind sorted by URL when the crawl is over: two exports
// of the same site give the same index bytes. Kept small: the HTML Pagefind will read, deflated (a third of its
// size), and the page's row of the file:// index, never the page (10,000 pages must fit in the export's memory).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { close, createIndex } from 'pagefind';
import { StaticExportError } from '../core/errors.ts';
import { META_DIR } from '../core/types.ts';
import { SEARCH_UI_SCRIPT } from '../hosting/search-shim.ts';
import type { FileIndexRow } from './index-input.ts';

/** Where the search files live in a bundle. */
export const SEARCH_DIR = `${META_DIR}/search`;
export const PAGEFIND_DIR = `${SEARCH_DIR}/pagefind`;
export const SEARCH_UI_FILE = `${SEARCH_DIR}/search.js`;
/** The `file://` fallback: Pagefind loads as an ES module and fetches WebAssembly, neither of which a browser allows from file://. */
export const FILE_INDEX_FILE = `${SEARCH_DIR}/file-index.js`;

/** Pagefind's own user interfaces and the playground: the dialog is ours, so only the search engine ships. */
const UNUSED = /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)|playground\/)/;

interface KeptPage {
  /** The page in the bundle, as a URL path below the bundle's root: `/docs/intro/`, `/guide.html`. */
  url: string;
  /** pagefindHtml(), deflated. */
  html: Buffer;
  /** The page's fileIndexRow() as JSON, deflated (as rows, 10,000 pages' words were a large share of the heap). */
  row: Buffer;
}

export interface GeneratedFile {
  file: string;
  data: Buffer;
}

let building = 0;

/** Pages sent to the indexer before the first answer is awaited. */
const ADD_WINDOW = 32;

class PagefindMissing extends Error {
  static is(error: unknown): error is PagefindMissing {
    return error instanceof PagefindMissing;
  }
}

/**
 * The WebAssembly files the entry names (one per language, `wasm.unknown.pagefind` for a language Pagefind has no
 * stemmer for); Pagefind writes the `unknown` one always, and at ~55 kB it was a third of the fixture's index.
 */
function wasmInUse(entry: Uint8Array | undefined): Set<string> | undefined {
  if (!entry) return undefined;
  try {
    const languages = (JSON.parse(Buffer.from(entry).toString('utf8')) as { languages?: Record<string, { wasm?: string | null }> }).languages ?? {};
    return new Set(Object.values(languages).map((l) => `wasm.${l.wasm ?? 'unknown'}.pagefind`));
  } catch {
    return undefined;
  }
}

export class OfflineSearch {
  private readonly pages = new Map<string, KeptPage>();

  /**
   * Adds the page at `url` (below the bundle's root, as bundleUrl() gives it): `html` is pagefindHtml() of its
   * content, deflated, and `row` its fileIndexRow() as JSON, deflated (page-digest.ts makes both).
   */
  add(url: string, html: Buffer, row: Buffer): void {
    this.pages.set(url, { url, html, row });
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The files of the search, handed to `emit` one at a time in file-name order: Pagefind's index, the `file://`
   * index and the dialog script. Without Pagefind's binary (a platform it does not ship for, or the Action's
   * single-file bundle run where no `node_modules` is), the bundle gets the other two and `unavailable` says why:
   * the dialog then searches the `file://` index on every host, so search still works, only with simpler matching
   * and a larger download.
   */
  async build(emit: (file: GeneratedFile) => Promise<void>): Promise<{ unavailable?: string }> {
    const sorted = [...this.pages.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const common: GeneratedFile[] = [
      { file: FILE_INDEX_FILE, data: Buffer.from(fileIndexScriptOfJson(sorted.map((p) => inflateRawSync(p.row).toString('utf8')))) },
      { file: SEARCH_UI_FILE, data: Buffer.from(SEARCH_UI_SCRIPT) },
    ];
    // Pagefind writes its index to disk itself: handing it over in memory (getFiles) sent every file through its
    // message channel at once, +75 MB of RSS for a 12 MB index at 2,000 pages. From disk, one file at a time.
    const scratch = await mkdtemp(join(tmpdir(), 'static-export-pagefind-'));
    building++;
    try {
      const written = await this.buildIndex(sorted, scratch).catch((error: unknown) => {
        if (!PagefindMissing.is(error)) throw error;
        return error;
      });
      const files: { file: string; read: () => Promise<Buffer> }[] = common.map((f) => ({ file: f.file, read: async () => f.data }));
      if (!(written instanceof PagefindMissing))
        for (const rel of written) files.push({ file: `${PAGEFIND_DIR}/${rel}`, read: () => readFile(join(scratch, rel)) });
      files.sort((a, b) => (a.file < b.file ? -1 : 1));
      for (const f of files) await emit({ file: f.file, data: await f.read() });
      return written instanceof PagefindMissing ? { unavailable: written.message } : {};
    } finally {
      // Pagefind's indexer is one child process per Node process, shared by every index; a process that keeps
      // it running never exits, so the last build to finish stops it.
      if (--building === 0) await close().catch(() => undefined);
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** Builds the index into `dir`; the files to ship, relative to it (`/`-separated). */
  private async buildIndex(sorted: KeptPage[], dir: string): Promise<string[]> {
    let created: Awaited<ReturnType<typeof createIndex>>;
    try {
      created = await createIndex({});
    } catch (error) {
      throw new PagefindMissing(
        `Pagefind's indexer could not start (${(error as Error).message.split('\n')[0]}); set PAGEFIND_BINARY_PATH to a pagefind binary`,
      );
    }
    if (!created.index) throw new StaticExportError('INTERNAL', `the search index could not be created: ${created.errors.join('; ')}`);
    const index = created.index;
    try {
      // Pipelined: the indexer takes its messages one at a time in the order they were sent (same bytes as one by
      // one: checked on 2,000 pages), so keeping a window of pages in flight only hides the round trips (about a
      // fifth of the adding time). The window bounds the inflated HTML held at once.
      const inFlight = new Set<Promise<void>>();
      let failed: unknown;
      for (const page of sorted) {
        const add = index.addHTMLFile({ url: page.url, content: inflateRawSync(page.html).toString('utf8') }).then(
          (added) => {
            if (added.errors.length) failed ??= new StaticExportError('INTERNAL', `indexing ${page.url} failed: ${added.errors.join('; ')}`);
          },
          (error: unknown) => {
            failed ??= error;
          },
        );
        inFlight.add(add);
        void add.then(() => inFlight.delete(add));
        if (inFlight.size >= ADD_WINDOW) await Promise.race(inFlight);
        if (failed) break;
      }
      await Promise.all(inFlight);
      if (failed) throw failed;
      const { errors } = await index.writeFiles({ outputPath: dir });
      if (errors.length) throw new StaticExportError('INTERNAL', `the search index could not be written: ${errors.join('; ')}`);
      const paths = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
      const entry = paths.includes('pagefind-entry.json') ? await readFile(join(dir, 'pagefind-entry.json')) : undefined;
      const wasm = wasmInUse(entry);
      return paths.filter((p) => !UNUSED.test(p) && !(/^wasm\.[^/]+\.pagefind$/.test(p) && wasm && !wasm.has(p)));
    } finally {
      await index.deleteIndex().catch(() => undefined);
    }
  }
}

/**
 * The `file://` index: a classic script (which file:// allows) that hands every page's sections to the dialog,
 * `[url, title, [[anchor, heading, snippet, words], …]]`: the first characters of the section as written (the
 * excerpt) and every other word of it once, lower-cased (what is searched). Not the whole text: the bundle
 * already holds it in the pages, their payloads, Pagefind's fragments and the Markdown twins, and the bench's
 * 2,000-page site showed the whole text here as the largest single part of the index. Loaded only when a reader
 * opens search on a page opened from disk; on a web server the dialog uses Pagefind's chunks.
 */
export function fileIndexScript(rows: FileIndexRow[]): string {
  return fileIndexScriptOfJson(rows.map((row) => JSON.stringify(row)));
}

/** fileIndexScript() of rows already JSON (the same bytes: an array's JSON is its items' JSON joined by commas). */
function fileIndexScriptOfJson(rows: string[]): string {
  return `window.__staticExportFileIndex=[${rows.join(',').replace(/</g, '\\u003c')}];\n`;
}
