// Where the crawl's transforms run: on worker threads (tinypool) sized to the cores the main thread leaves idle,
// or inline. The main thread fetches, schedules and writes; parsing and rewriting a page is the largest
// share of its CPU, and while it does that no request is sent. A body goes to a worker as its bytes (the
// ArrayBuffer moved, not copied, and not decoded here); the reply's refs come back as hrefs and are turned back
// into URL objects here, shared per href so the crawl's per-URL caches keep working.
//
// Inline instead of pooled: bodies under POOL_MIN_BYTES (sending one costs about as much as transforming it), and
// every transform of an export whose `fileFor` is not a pure function of its options (a fixed page list:
// redirects add pages to it as the crawl goes).
//
// tinypool rather than piscina: no dependencies, ESM, and nothing native (piscina brings @napi-rs/nice, a native
// addon an esbuild bundle cannot carry); it locates its own worker entry beside the module that imports it, which
// in the Action's bundle is dist/ (scripts/dist-options.ts emits it there).

import Tinypool from 'tinypool';
import type { DigestWants } from '../search/page-digest.ts';
import type { TransformContext } from './refs.ts';
import {
  type DocumentOptions,
  documentOptions,
  readReply,
  transformText,
  type PortableContext,
  type TransformKind,
  type TransformOutcome,
  type TransformReply,
  type TransformTask,
} from './transform-task.ts';

/**
 * Below this many bytes a body is transformed inline: sending a task and reading its reply costs the main thread
 * more than transforming a small payload (main-thread CPU per document, inline and pooled: bench/README.md).
 */
export const POOL_MIN_BYTES: Readonly<Record<TransformKind, number>> = { html: 8 * 1024, rsc: 8 * 1024, css: 32 * 1024, digest: 8 * 1024 };

/** Where the worker module is: beside this one, with this one's extension (`.ts` in src/, `.js` in lib/ and dist/). */
const WORKER = new URL(`./transform-worker${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url);

export interface TransformPoolOptions {
  /** Worker threads; 0 runs every transform inline. */
  threads: number;
  /** What a worker rebuilds `fileFor` from; undefined when `fileFor` is not pure (everything then runs inline). */
  portable?: { site: URL; localiseExternal: boolean; echo?: readonly string[] };
  /** The crawl's own context for a document, for inline transforms. */
  context: (url: URL, file: string) => TransformContext;
  /** Bodies smaller than this are transformed inline. @default POOL_MIN_BYTES */
  minBytes?: Readonly<Partial<Record<TransformKind, number>>>;
}

/** What a caller adds to the context of one document. */
export interface TransformExtras extends DocumentOptions {
  /** The caller reads `body` after this call: send a copy rather than moving its bytes. */ keepBody?: boolean;
  /** HTML: also digest the rewritten page (page-digest.ts), where the transform runs. */
  digest?: DigestWants;
}

export class TransformPool {
  readonly threads: number;
  private pool?: Tinypool;
  private readonly options: TransformPoolOptions;
  private readonly site?: string;
  private readonly minBytes: Readonly<Partial<Record<TransformKind, number>>>;
  /** href → URL, so the refs of every page that names `/docs/x` share one URL (the crawl caches per URL object). */
  private readonly urls = new Map<string, URL>();

  constructor(options: TransformPoolOptions) {
    this.options = options;
    this.threads = options.portable ? options.threads : 0;
    this.site = options.portable?.site.href;
    this.minBytes = options.minBytes ?? POOL_MIN_BYTES;
  }

  /** Transforms `body`, fetched from `url` and written to `file`. */
  async run(kind: TransformKind, body: Buffer, url: URL, file: string, extras: TransformExtras = {}): Promise<TransformOutcome> {
    const { keepBody, digest } = extras;
    const document = documentOptions(extras);
    if (this.threads === 0 || body.length < (this.minBytes[kind] ?? POOL_MIN_BYTES[kind])) {
      return transformText(kind, body.toString('utf8'), { ...this.options.context(url, file), ...document }, digest);
    }
    const ctx: PortableContext = {
      url: url.href,
      file,
      site: this.site!,
      localiseExternal: this.options.portable!.localiseExternal,
      ...(this.options.portable!.echo?.length ? { echo: this.options.portable!.echo } : {}),
      ...document,
    };
    const bytes = movable(body, keepBody ?? false);
    const task: TransformTask = { kind, body: bytes, ctx, ...(digest ? { digest } : {}) };
    const reply = (await this.start().run(task, { transferList: [bytes] })) as TransformReply;
    return readReply(reply, this.url);
  }

  /** Lets go of the workers; an export calls it when it ends, so no thread keeps the process alive. */
  async close(): Promise<void> {
    if (!this.pool) return;
    this.pool = undefined;
    await release(this.threads);
  }

  private start(): Tinypool {
    // Started on the first body that needs it: a small site never pays for the threads.
    this.pool ??= acquire(this.threads);
    return this.pool;
  }

  private readonly url = (href: string): URL => {
    let url = this.urls.get(href);
    if (url === undefined) {
      if (this.urls.size >= 10_000) this.urls.clear();
      url = new URL(href);
      this.urls.set(href, url);
    }
    return url;
  };
}

/**
 * The worker pools of this process, by size, shared by the exports running at once (the API's job runner runs
 * several): a pool each would put that many times the spare cores' threads on the same cores. A pool ends with
 * the last export using it. A worker keeps what it builds per site apart (transform-task.ts), so exports of
 * different sites can share one.
 */
const shared = new Map<number, { pool: Tinypool; users: number }>();

function acquire(threads: number): Tinypool {
  let entry = shared.get(threads);
  if (!entry) {
    entry = { pool: new Tinypool({ filename: WORKER.href, minThreads: threads, maxThreads: threads }), users: 0 };
    shared.set(threads, entry);
  }
  entry.users++;
  return entry.pool;
}

async function release(threads: number): Promise<void> {
  const entry = shared.get(threads);
  if (!entry || --entry.users > 0) return;
  shared.delete(threads);
  await entry.pool.destroy();
}

/** An ArrayBuffer holding exactly `body`'s bytes that may be moved to another thread: its own when it has one to
 *  itself and the caller is done with it, else a copy (a Buffer can be a slice of a shared pool or socket buffer). */
function movable(body: Buffer, keep: boolean): ArrayBuffer {
  const buffer = body.buffer;
  if (!keep && buffer instanceof ArrayBuffer && body.byteOffset === 0 && body.byteLength === buffer.byteLength) return buffer;
  return buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}
