// The bundle's offline search: a Pagefind index of every page's content, a classic-script copy of the same
// content for `file://`, and the script that puts a search dialog on every page (src/hosting/search-shim.ts).
//
// Pages arrive in the order the crawl finishes them, which varies from run to run; Pagefind numbers pages in
// the order they are added and its output bytes follow (checked: the same two pages added in the other order
// give other files). So pages go to Pagefind in URL order: during the crawl as far as its order allows (a page
// leaves once no page expected before it is still to come: in-order-release.ts), the rest when it is over, and
// if a page turned up too late for the order already given, all of them again in a new index. Two exports of the
// same site give the same index bytes. The pages are kept for that, small: the HTML Pagefind will read and the
// page's row of the file:// index go to a file on disk (core/append-file.ts), read back only for a new index and
// for the file:// index. In memory, those inputs were tens of MB of Buffers on a large site, growing with it.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { AppendFile, type FileRange } from '../core/append-file.ts';
import { contentName } from '../core/content-name.ts';
import { diskScratchDir, makeScratchDir, type ScratchDir } from '../core/scratch-dir.ts';
import { regzip } from '../core/stable-gzip.ts';
import { META_DIR } from '../core/types.ts';
import { SEARCH_UI_SCRIPT } from '../hosting/search-shim.ts';
import { InOrderRelease, keyOrder } from './in-order-release.ts';
import type { FileIndexRow } from './index-input.ts';
import { type IndexPage, PagefindMissing, PagefindSession } from './pagefind-session.ts';

/** Where the search files live in a bundle. */
export const SEARCH_DIR = `${META_DIR}/search`;
export const PAGEFIND_DIR = `${SEARCH_DIR}/pagefind`;
/** The dialog's script, named by its content (core/content-name.ts). */
export const SEARCH_UI_FILE = contentName(`${SEARCH_DIR}/search`, 'js', SEARCH_UI_SCRIPT);
/** The `file://` fallback: Pagefind loads as an ES module and fetches WebAssembly, neither of which a browser allows from file://. */
export const FILE_INDEX_FILE = `${SEARCH_DIR}/file-index.js`;

/**
 * Bytes of index Pagefind writes for a byte of the HTML it was given, with room to spare: about two thirds of a
 * byte on a docs site.
 */
const INDEX_PER_INPUT_BYTE = 1;

/**
 * Pagefind's gzip files that change everywhere when a few pages do (word positions shift in every chunk of the word
 * index, and the metadata names every chunk), made again by stableGzip(): a delta carries them as patches of their
 * content and `apply` compresses that back to these very bytes (src/delta/patch-groups.ts). Not the fragments: one
 * a page, so an edit changes only its own, and compressing them all again was two thirds of the CPU this took for
 * every file (the word index and metadata alone come out a little smaller than Pagefind's gzip).
 */
const PATCHABLE = /^(?:index\/[^/]+\.pf_index|[^/]+\.pf_meta)$/;

/** Index files read ahead of the one being emitted. */
const READ_AHEAD = 16;

/** Pagefind's own user interfaces and the playground: the dialog is ours, so only the search engine ships. */
const UNUSED = /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)|playground\/)/;

interface KeptPage {
  url: string;
  /**
   * The page's fileIndexRow() as JSON, UTF-8 (as rows, 10,000 pages' words were a large share of the heap), until
   * it is in the inputs file (kept here if it cannot be).
   */
  row?: Buffer;
  rowBytes: number;
  /** Where the row is in the inputs file, once written there. */
  rowSpilled?: FileRange;
  /** pagefindHtml() of its content, UTF-8, until it is in the inputs file (kept here if it cannot be). */
  html?: Buffer;
  /** Where that HTML is in the inputs file, once written there. */
  spilled?: FileRange;
}

/** The file the pages' index inputs are put aside in, and its folder. */
interface InputsFile {
  dir: string;
  file: AppendFile;
}

export interface GeneratedFile {
  file: string;
  data: Buffer;
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

export interface OfflineSearchOptions {
  /**
   * Makes the folder Pagefind writes the index to before it is read into the bundle (for about `bytes`). A write
   * that fails in a folder in memory is done again in diskScratchDir(). @default makeScratchDir: in memory where
   * there is room
   */
  scratchDir?: (prefix: string, bytes: number) => Promise<ScratchDir>;
}

export class OfflineSearch {
  private readonly scratchDir: (prefix: string, bytes: number) => Promise<ScratchDir>;
  private readonly pages = new Map<string, KeptPage>();
  private readonly order = new InOrderRelease<KeptPage>();
  /** Bytes of HTML added: what the index's folder is sized from. */
  private inputBytes = 0;
  /** Made with the first page; undefined inside when no file could be made (the inputs then stay in memory). */
  private inputs?: Promise<InputsFile | undefined>;
  /** Writes to the inputs file not yet done. */
  private readonly spilling = new Set<Promise<void>>();
  /** The index being fed during the crawl, while the pages released so far are the sorted list's first ones. */
  private session?: PagefindSession;

  constructor(options: OfflineSearchOptions = {}) {
    this.scratchDir = options.scratchDir ?? makeScratchDir;
  }

  /**
   * A page at `url` (below the bundle's root) will be added or settled later: no page after it in URL order goes
   * to the indexer before it does.
   */
  expect(url: string): void {
    this.order.expect(url);
    this.stream([]);
  }

  /** The page expected at `url` is added, or will not be (it failed, redirected, was no HTML). */
  settle(url: string): void {
    this.stream(this.order.settle(url));
  }

  /**
   * Adds the page at `url` (below the bundle's root, as bundleUrl() gives it): `html` is pagefindHtml() of its
   * content, and `row` its fileIndexRow() as JSON, both UTF-8 (page-digest.ts makes both).
   */
  add(url: string, html: Buffer, row: Buffer): void {
    const page: KeptPage = { url, html, row, rowBytes: row.length };
    this.pages.set(url, page);
    this.inputBytes += html.length;
    this.spill(page);
    this.stream(this.order.finish(url, page));
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes of index input held in memory (HTML and rows): pages not yet in the inputs file (or kept because it could not be made). */
  get heldBytes(): number {
    let n = 0;
    for (const page of this.pages.values()) n += (page.html?.length ?? 0) + (page.row?.length ?? 0);
    return n;
  }

  /** How many pages the indexer had been given before build(): indexed during the crawl. */
  get streamed(): number {
    return this.session?.sent.length ?? 0;
  }

  /** Ends the index fed during the crawl and removes the inputs file, when build() will not (the export failed). Idempotent. */
  async dispose(): Promise<void> {
    await this.session?.end();
    await Promise.all(this.spilling);
    const inputs = await this.inputs;
    this.inputs = Promise.resolve(undefined);
    if (inputs) {
      await inputs.file.close().catch(() => undefined);
      await rm(inputs.dir, { recursive: true, force: true });
    }
  }

  /**
   * The files of the search, handed to `emit` one at a time in file-name order: Pagefind's index, the `file://`
   * index and the dialog script. Without Pagefind's binary (a platform it does not ship for, or the Action's
   * single-file bundle run where no `node_modules` is), the bundle gets the other two and `unavailable` says why:
   * the dialog then searches the `file://` index on every host, so search still works, only with simpler matching
   * and a larger download.
   */
  async build(emit: (file: GeneratedFile) => Promise<void>): Promise<{ unavailable?: string }> {
    const sorted = [...this.pages.values()].sort((a, b) => keyOrder(a.url, b.url));
    await Promise.all(this.spilling);
    const common: GeneratedFile[] = [
      {
        file: FILE_INDEX_FILE,
        data: fileIndexBytes(
          rowsOf(sorted, (await this.inputs)?.file),
          sorted.reduce((n, p) => n + p.rowBytes + 1, 0),
        ),
      },
      { file: SEARCH_UI_FILE, data: Buffer.from(SEARCH_UI_SCRIPT) },
    ];
    // Pagefind writes its index to a folder itself: handing it over in memory (getFiles) sent every file through its
    // message channel at once, several times the index's size in RSS. From a folder, one file at a time;
    // a folder in memory where there is room (core/scratch-dir.ts says what that saves).
    let scratch = await this.scratchDir('static-export-pagefind-', INDEX_PER_INPUT_BYTE * this.inputBytes);
    try {
      const written = await this.buildIndex(sorted, scratch.path)
        .catch(async (error: unknown) => {
          // Failed in memory (out of room there, most likely): once more on the disk, in a new index.
          if (!scratch.inMemory || PagefindMissing.is(error)) throw error;
          await this.session?.end();
          this.session = undefined;
          await rm(scratch.path, { recursive: true, force: true });
          scratch = await diskScratchDir('static-export-pagefind-');
          return await this.buildIndex(sorted, scratch.path);
        })
        .catch((error: unknown) => {
          if (!PagefindMissing.is(error)) throw error;
          return error;
        });
      const files: { file: string; read: () => Promise<Buffer> }[] = common.map((f) => ({ file: f.file, read: async () => f.data }));
      if (!(written instanceof PagefindMissing))
        for (const rel of written) {
          const read = () => readFile(join(scratch.path, rel));
          files.push({ file: `${PAGEFIND_DIR}/${rel}`, read: PATCHABLE.test(rel) ? async () => regzip(await read()) : read });
        }
      files.sort((a, b) => (a.file < b.file ? -1 : 1));
      // Emitted one at a time and in order (the manifest lists them in that order), read a few ahead: the index is
      // about a file a page, and reading each only when the last was written left the disk idle in between.
      const reads: Promise<Buffer>[] = [];
      for (let i = 0; i < files.length; i++) {
        while (reads.length < READ_AHEAD && i + reads.length < files.length) {
          const read = files[i + reads.length]!.read();
          read.catch(() => undefined); // awaited below, in order; a failure is seen there
          reads.push(read);
        }
        await emit({ file: files[i]!.file, data: await reads.shift()! });
      }
      return written instanceof PagefindMissing ? { unavailable: written.message } : {};
    } finally {
      await this.dispose();
      await rm(scratch.path, { recursive: true, force: true });
    }
  }

  /**
   * Pages released in URL order go to the indexer now, not after the crawl. Once a page came too late for the
   * order already given, the index fed so far is not the sorted one: it is dropped (build() starts over in order)
   * rather than fed for nothing.
   */
  private stream(released: KeptPage[]): void {
    if (this.order.broken) {
      void this.session?.end();
      return;
    }
    if (released.length === 0) return;
    this.session ??= new PagefindSession();
    this.session.push(released.map((p) => this.indexPage(p)));
  }

  /**
   * The page as the indexer takes it: its HTML looked up when it is taken, from memory while it is still there, else
   * read back from the inputs file. Pages wait for the indexer (it can run far behind the crawl on a large site),
   * and a page that held its HTML while it waited kept the whole backlog's HTML in memory.
   */
  private indexPage(page: KeptPage): IndexPage {
    return { url: page.url, html: async () => page.html ?? (await this.inputs)!.file.read(page.spilled!) };
  }

  /** Puts the page's HTML aside in the inputs file; it leaves memory once it is there, and stays if it cannot be. */
  private spill(page: KeptPage): void {
    this.inputs ??= diskScratchDir('static-export-search-').then(
      async (dir) => ({ dir: dir.path, file: await AppendFile.create(join(dir.path, 'inputs')) }),
      () => undefined,
    );
    const write = this.inputs
      .then(async (inputs) => {
        if (!inputs || !page.html || !page.row) return;
        // One write for both: a trip through the thread pool costs more than copying a row.
        const both = await inputs.file.append(Buffer.concat([page.html, page.row]));
        page.spilled = { offset: both.offset, length: page.html.length };
        page.rowSpilled = { offset: both.offset + page.html.length, length: page.row.length };
        page.html = undefined;
        page.row = undefined;
      })
      .catch(() => undefined)
      .finally(() => this.spilling.delete(write));
    this.spilling.add(write);
  }

  /** Builds the index into `dir`; the files to ship, relative to it (`/`-separated). */
  private async buildIndex(sorted: KeptPage[], dir: string): Promise<string[]> {
    // Reused when what it was given is the sorted list's start (checked page by page, not assumed); otherwise a
    // new index, so the bytes are always those of every page added in URL order.
    let session = this.session;
    const sent = session?.sent ?? [];
    if (!session || this.order.broken || sent.some((url, i) => sorted[i]?.url !== url)) {
      await session?.end();
      session = this.session = new PagefindSession();
      session.push(sorted.map((p) => this.indexPage(p)));
    } else {
      session.push(sorted.slice(sent.length).map((p) => this.indexPage(p)));
    }
    await session.write(dir);
    const paths = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
    const entry = paths.includes('pagefind-entry.json') ? await readFile(join(dir, 'pagefind-entry.json')) : undefined;
    const wasm = wasmInUse(entry);
    return paths.filter((p) => !UNUSED.test(p) && !(/^wasm\.[^/]+\.pagefind$/.test(p) && wasm && !wasm.has(p)));
  }
}

/**
 * The pages' rows, in their order: from memory, or read back from the inputs file into one buffer, again and again
 * (each is copied into the index before the next is asked for).
 */
function* rowsOf(pages: KeptPage[], file: AppendFile | undefined): Generator<Buffer> {
  let scratch = Buffer.alloc(0);
  for (const page of pages) {
    if (page.row) {
      yield page.row;
      continue;
    }
    if (!file || !page.rowSpilled) throw new Error(`the file:// index row of ${page.url} is neither in memory nor in the inputs file`);
    if (scratch.length < page.rowBytes) scratch = Buffer.allocUnsafe(Math.max(page.rowBytes, 2 * scratch.length));
    file.readInto(page.rowSpilled, scratch);
    yield scratch.subarray(0, page.rowBytes);
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
  return fileIndexBytes(
    rows.map((row) => Buffer.from(JSON.stringify(row))),
    0,
  ).toString('utf8');
}

/**
 * fileIndexScript() of rows already JSON, as bytes, made row by row into one buffer (sized for about `bytes`): joined
 * as strings, the rows made three whole copies of the script (joined, escaped, encoded) and raised RSS by several
 * times its size for the rest of the export. An array's JSON is its items' JSON joined by commas, so the bytes are the same.
 */
function fileIndexBytes(rows: Iterable<Buffer>, bytes: number): Buffer {
  const out = new GrowingBuffer(bytes + 64);
  out.push(Buffer.from('window.__staticExportFileIndex=['));
  let first = true;
  for (const json of rows) {
    if (!first) out.push(COMMA);
    first = false;
    // `<` is escaped so the script cannot hold `</script>`; it is rare in a row, so most rows are copied as they are.
    out.push(json.includes(LT) ? Buffer.from(json.toString('utf8').replace(/</g, '\\u003c')) : json);
  }
  out.push(Buffer.from('];\n'));
  return out.bytes();
}

const COMMA = Buffer.from(',');
const LT = 0x3c;

/** Bytes appended into one buffer that doubles when full. */
class GrowingBuffer {
  private data: Buffer;
  private length = 0;

  constructor(capacity: number) {
    this.data = Buffer.allocUnsafeSlow(capacity);
  }

  push(bytes: Buffer): void {
    if (this.length + bytes.length > this.data.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(2 * this.data.length, this.length + bytes.length));
      this.data.copy(bigger, 0, 0, this.length);
      this.data = bigger;
    }
    bytes.copy(this.data, this.length);
    this.length += bytes.length;
  }

  bytes(): Buffer {
    return this.data.subarray(0, this.length);
  }
}
