// One Pagefind index being built: pages are handed over in order, pipelined, as they become known (during the
// crawl, or all at once after it), then the index is written to a folder or thrown away. Pagefind's indexer is
// one child process per Node process, shared by every index; a process that keeps it running never exits, so
// the last open session to end stops it.
//
// Pagefind is pinned at 1.6.0 or later for write(): up to 1.5.2 its indexer answered `writeFiles` before the files
// were flushed (Pagefind#1271, fixed by #1272), so a file read back at once could be empty or torn. Measured here
// with three busy cores beside it: 8 of 80 builds of a 3-page index had a file (pagefind-entry.json, the wasm,
// the UI scripts) still empty when the call resolved; with 1.6.0, 0 of 80. A CI run caught it as a `since` export
// whose archive differed from the full export's of the same state.
import { readFile } from 'node:fs/promises';
import { close, createIndex } from 'pagefind';
import { StaticExportError } from '../core/errors.ts';

/**
 * A page as Pagefind takes it: its URL below the bundle's root and pagefindHtml() of its content, UTF-8 (or how
 * to read that back from where it was put aside: read only when the indexer is about to take the page).
 */
export interface IndexPage {
  url: string;
  html: Buffer | (() => Promise<Buffer>);
}

/** Pagefind's indexer could not start here (no binary for this platform, or none installed). */
export class PagefindMissing extends Error {
  static is(error: unknown): error is PagefindMissing {
    return error instanceof PagefindMissing;
  }
}

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof createIndex>>['index']>;

/** Pages sent to the indexer before the first answer is awaited. */
const ADD_WINDOW = 32;

let open = 0;

export class PagefindSession {
  private readonly index: Promise<PagefindIndex>;
  /** Pages pushed and not yet taken (from `head` on; taken ones are cleared, so their HTML can go). */
  private queue: (IndexPage | undefined)[] = [];
  private head = 0;
  private pumping?: Promise<void>;
  private failed?: unknown;
  private ended = false;
  /** The indexer's process died under this session: its index went with it. */
  private lost = false;
  /** Pages handed to the indexer so far, in order. */
  readonly sent: string[] = [];

  constructor() {
    quietServiceStopped();
    open++;
    this.index = startIndex();
    // Seen by push() and write(); marked handled so a session ended early never leaves an unhandled rejection.
    this.index.catch((error: unknown) => {
      this.failed ??= error;
    });
  }

  /** Whether the indexer started and took this index. */
  async starts(): Promise<boolean> {
    return this.index.then(
      () => true,
      () => false,
    );
  }

  /** Queues pages for the indexer, which takes them in the order they were pushed. */
  push(pages: IndexPage[]): void {
    if (this.ended || this.failed) return;
    for (const page of pages) {
      this.queue.push(page);
      this.sent.push(page.url);
    }
    this.kick();
  }

  private kick(): void {
    this.pumping ??= this.pump().finally(() => {
      this.pumping = undefined;
      // Pages pushed while the last answers were awaited.
      if (this.head < this.queue.length && !this.ended && !this.failed) this.kick();
    });
  }

  /** Writes the index of every page pushed into `dir`, once Pagefind has taken them all. */
  async write(dir: string): Promise<void> {
    await this.drained();
    if (this.failed) throw asExportError(this.failed);
    const index = await this.index.catch((error: unknown) => {
      throw asExportError(error);
    });
    let written: Awaited<ReturnType<PagefindIndex['writeFiles']>>;
    try {
      written = await whileRunning(index.writeFiles({ outputPath: dir }));
    } catch (error) {
      if (!stopped(error)) throw error;
      // Every index of this process is gone with it: the next session starts a new indexer.
      this.lost = true;
      await close().catch(() => undefined);
      throw new StaticExportError('INTERNAL', `the search index could not be written to ${dir}: Pagefind's indexer stopped (is that disk full?)`, {
        cause: error,
      });
    }
    if (written.errors.length) throw new StaticExportError('INTERNAL', `the search index could not be written: ${written.errors.join('; ')}`);
  }

  /** Ends the session (its index deleted); stops Pagefind's process when no other session is open. Idempotent. */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    this.head = 0;
    if (this.pumping) await whileRunning(this.pumping).catch(() => undefined);
    const index = this.lost ? undefined : await this.index.catch(() => undefined);
    await index?.deleteIndex().catch(() => undefined);
    if (--open === 0) await close().catch(() => undefined);
  }

  /**
   * Settles once the indexer has taken every page pushed so far (write() waits for it; it also lets adding be
   * timed apart from writing). Probed while waiting: pages already sent to an indexer that died wait for
   * ever until a write to it fails.
   */
  async drained(): Promise<void> {
    while (this.pumping) await whileRunning(this.pumping);
  }

  // Pipelined: the indexer takes its messages one at a time in the order they were sent (same bytes as one by one:
  // checked on 2,000 pages), so keeping a window of pages in flight only hides the round trips. The window bounds
  // the inflated HTML held at once.
  private async pump(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    try {
      const index = await this.index;
      while (this.head < this.queue.length && !this.failed && !this.ended) {
        const page = this.queue[this.head]!;
        this.queue[this.head++] = undefined;
        const { url } = page;
        const html = typeof page.html === 'function' ? await page.html() : page.html;
        const add = index.addHTMLFile({ url, content: html.toString('utf8') }).then(
          (added) => {
            if (added.errors.length) this.failed ??= new StaticExportError('INTERNAL', `indexing ${url} failed: ${added.errors.join('; ')}`);
          },
          (error: unknown) => {
            this.failed ??= error;
          },
        );
        inFlight.add(add);
        void add.then(() => inFlight.delete(add));
        if (inFlight.size >= ADD_WINDOW) await Promise.race(inFlight);
      }
    } catch (error) {
      this.failed ??= error;
    }
    await Promise.all(inFlight);
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
  }
}

/** How often a call that may take long checks that Pagefind's indexer is still running. */
const PROBE_MS = 500;

/**
 * Awaits `call` while checking every PROBE_MS that the indexer still runs. It panics when a write fails (its
 * output folder full, or a file where a folder should be), and Pagefind's Node client notices a dead indexer only
 * when a write to its stdin fails: until then every call waits for ever. So a cheap request goes out now and then;
 * if the indexer is gone, that write fails and the client rejects every waiting call, `call` included.
 */
async function whileRunning<T>(call: Promise<T>): Promise<T> {
  const probes: Promise<unknown>[] = [];
  const timer = setInterval(() => {
    probes.push(
      createIndex({})
        .then((probe) => probe.index?.deleteIndex())
        .catch(() => undefined),
    );
  }, PROBE_MS);
  try {
    return await call;
  } finally {
    clearInterval(timer);
    await Promise.all(probes);
  }
}

/**
 * A failure of the indexer as one export error: its process ended under us (killed with its process group by a
 * supervisor, or crashed) is said in one line; what the session itself raised passes through.
 */
function asExportError(error: unknown): unknown {
  if (StaticExportError.is(error) || PagefindMissing.is(error) || !stopped(error)) return error;
  return new StaticExportError('INTERNAL', "the search index could not be built: Pagefind's indexer process ended (killed or crashed)", { cause: error });
}

let quieted = false;

/**
 * Pagefind's client (1.5.2 and 1.6.0) prints `console.error("Service stopped", error)`, a stack trace, when its indexer's
 * process dies (lib/service.js, close()); every call waiting on it then fails with "Pagefind backend closed", which
 * asExportError turns into the export's one-line error. That one message is kept off stderr; anything else passes.
 */
function quietServiceStopped(): void {
  if (quieted) return;
  quieted = true;
  const print = console.error;
  console.error = (...args: unknown[]) => {
    if (args.length === 2 && args[0] === 'Service stopped' && args[1] instanceof Error) return;
    print.apply(console, args);
  };
}

/** The indexer's process is gone (Pagefind's client says so in these words). */
function stopped(error: unknown): boolean {
  return error instanceof Error && /backend (?:is )?closed/i.test(error.message);
}

async function startIndex(): Promise<PagefindIndex> {
  let created: Awaited<ReturnType<typeof createIndex>>;
  try {
    created = await createIndex({});
  } catch (error) {
    throw new PagefindMissing(`Pagefind's indexer could not start (${(error as Error).message.split('\n')[0]}); set PAGEFIND_BINARY_PATH to a pagefind binary`);
  }
  if (!created.index) throw new StaticExportError('INTERNAL', `the search index could not be created: ${created.errors.join('; ')}`);
  return created.index;
}

/**
 * The version of the Pagefind that would write an index here, once its indexer has started (so a machine where it
 * cannot run says undefined, as a new index would be missing there); undefined too for a binary named by
 * PAGEFIND_BINARY_PATH, whose version its package does not say. A `since` export reuses PREV's index only when
 * PREV's `pagefind-entry.json` names the same version (search-stage.ts).
 */
export async function pagefindVersion(): Promise<string | undefined> {
  if (process.env.PAGEFIND_BINARY_PATH) return undefined;
  let version: unknown;
  try {
    const pkg = new URL('../package.json', import.meta.resolve('pagefind'));
    version = (JSON.parse(await readFile(pkg, 'utf8')) as { version?: unknown }).version;
  } catch {
    return undefined;
  }
  const session = new PagefindSession();
  try {
    if (!(await session.starts())) return undefined;
  } finally {
    await session.end();
  }
  return typeof version === 'string' ? version : undefined;
}
