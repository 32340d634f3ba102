// One transform as data, so it can run in another thread: the task (the body and a context reduced to what can be
// cloned), the reply (refs with their URLs as hrefs), and the pure function between them. A worker rebuilds the
// context's `fileFor` from the same few facts the crawl builds it from (bundle-files.ts), so a pooled transform
// and an inline one give the same bytes, refs and kept references.
//
// The outcome is the file as it will be written, UTF-8 bytes and their sha256, not text: encoding and hashing
// belong to the thread that made the text (on a worker, the crawl's thread gets bytes, a memcpy to receive where a
// string is decoded, and only writes them).
import type { KeptReference } from '../core/types.ts';
import { BundleFiles } from './bundle-files.ts';
import type { Ref, RefKind, TransformContext, TransformResult } from './refs.ts';
import { transformCss } from './transform-css.ts';
import { transformHtml } from './transform-html.ts';
import { transformRsc } from './transform-rsc.ts';
import { sha256 } from './write-file.ts';
import type { DigestWants, PageDigest } from '../search/page-digest.ts';
import { digestPage } from '../search/page-digest-lazy.ts';

/**
 * `digest`: a page already rewritten (taken from a `since` export's PREV after a 304): not transformed again, only
 * digested for the search stage, where transforms run, as a freshly rewritten page is.
 */
export type TransformKind = 'html' | 'rsc' | 'css' | 'digest';

/** What a caller may add to the context of one document (TransformContext's fields of the same names). */
export type DocumentOptions = Pick<TransformContext, 'headHtml' | 'bodyEndHtml' | 'linkStyle' | 'shimFontPreloads' | 'defaultIcon' | 'fileHeadHtml'>;

/** The parts of `options` that are set: an options object without keys that hold undefined. */
export function documentOptions(options: DocumentOptions): DocumentOptions {
  const { headHtml, bodyEndHtml, linkStyle, shimFontPreloads, defaultIcon, fileHeadHtml } = options;
  return {
    ...(headHtml === undefined ? {} : { headHtml }),
    ...(bodyEndHtml === undefined ? {} : { bodyEndHtml }),
    ...(linkStyle === undefined ? {} : { linkStyle }),
    ...(shimFontPreloads ? { shimFontPreloads } : {}),
    ...(defaultIcon === undefined ? {} : { defaultIcon }),
    ...(fileHeadHtml === undefined ? {} : { fileHeadHtml }),
  };
}

export interface PortableContext extends DocumentOptions {
  url: string;
  file: string;
  site: string;
  localiseExternal: boolean;
  /** The spellings of the export's credentials, redacted in file names (BundleFiles.echo). */
  echo?: readonly string[];
}

export interface TransformTask {
  kind: TransformKind;
  /** UTF-8 bytes (moved, not copied, to the worker) or text. */
  body: ArrayBuffer | string;
  ctx: PortableContext;
  /** HTML: also digest the rewritten page for the search and AI-surface stage (page-digest.ts), in the same thread. */
  digest?: DigestWants;
}

export interface TransformReply {
  /** The file's UTF-8 bytes, in an ArrayBuffer of their own. */
  bytes: Uint8Array;
  sha256: string;
  /** Refs flattened, five slots each: href, kind, source, raw, speculative ('1' or undefined). Flat strings clone faster than objects. */
  refs: (string | undefined)[];
  kept: KeptReference[];
  title?: string;
  digest?: PageDigest | null;
}

/**
 * A transform's result as the file to write (its bytes and their sha256), plus the `<title>` of an HTML document
 * (the manifest records it) and, when asked for, the page's digest (null: the page has no content).
 */
export interface TransformOutcome extends Omit<TransformResult, 'text'> {
  bytes: Buffer;
  sha256: string;
  title?: string;
  digest?: PageDigest | null;
}

const TRANSFORMS: Record<TransformKind, (text: string, ctx: TransformContext) => TransformResult> = {
  html: transformHtml,
  rsc: transformRsc,
  css: transformCss,
  digest: (text) => ({ text, refs: [], kept: [] }),
};

/** Runs one transform in this thread; the same code whether the caller is the crawl or a worker. */
export async function transformText(kind: TransformKind, text: string, ctx: TransformContext, digest?: DigestWants): Promise<TransformOutcome> {
  const { text: out, ...result } = TRANSFORMS[kind](text, ctx);
  if (kind !== 'html' && kind !== 'digest') return { ...result, ...encoded(out) };
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  return {
    ...result,
    ...encoded(out),
    ...(title ? { title } : {}),
    ...(digest ? { digest: await digestPage(out, ctx.file, digest) } : {}),
  };
}

/** UTF-8 bytes in an ArrayBuffer of their own (never a slice of Buffer's shared pool, which a reply would copy whole), hashed. */
function encoded(text: string): { bytes: Buffer; sha256: string } {
  const array = new TextEncoder().encode(text);
  const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return { bytes, sha256: sha256(bytes) };
}

// A worker serves one export at a time, but nothing stops a pool from being shared: one BundleFiles per site.
const filesBySite = new Map<string, { site: URL; files: BundleFiles }>();

function filesFor(site: string, localiseExternal: boolean, echo: readonly string[] = []): { site: URL; files: BundleFiles } {
  const key = JSON.stringify([localiseExternal, site, echo]);
  let entry = filesBySite.get(key);
  if (!entry) {
    if (filesBySite.size >= 16) filesBySite.clear();
    const url = new URL(site);
    entry = { site: url, files: new BundleFiles(url, localiseExternal, null, echo) };
    filesBySite.set(key, entry);
  }
  return entry;
}

const REF_SLOTS = 5;

/** The worker's side: a task in, a reply out. */
export async function runTask(task: TransformTask): Promise<TransformReply> {
  const { ctx } = task;
  const text = typeof task.body === 'string' ? task.body : Buffer.from(task.body).toString('utf8');
  const { site, files } = filesFor(ctx.site, ctx.localiseExternal, ctx.echo);
  const context: TransformContext = {
    url: new URL(ctx.url),
    file: ctx.file,
    site,
    fileFor: files.fileFor,
    outsideHref: files.outsideHref,
    ...documentOptions(ctx),
  };
  const result = await transformText(task.kind, text, context, task.digest);
  const refs: (string | undefined)[] = new Array(result.refs.length * REF_SLOTS);
  let i = 0;
  for (const ref of result.refs) {
    refs[i++] = ref.url.href;
    refs[i++] = ref.kind;
    refs[i++] = ref.source;
    refs[i++] = ref.raw;
    refs[i++] = ref.speculative ? '1' : undefined;
  }
  return {
    bytes: result.bytes,
    sha256: result.sha256,
    refs,
    kept: result.kept,
    ...(result.title === undefined ? {} : { title: result.title }),
    ...(result.digest === undefined ? {} : { digest: result.digest }),
  };
}

/** The crawl's side: the reply as a TransformOutcome; `url` turns an href back into a URL (the caller may share them). */
export function readReply(reply: TransformReply, url: (href: string) => URL): TransformOutcome {
  const refs: Ref[] = new Array(reply.refs.length / REF_SLOTS);
  for (let i = 0, r = 0; i < reply.refs.length; i += REF_SLOTS, r++) {
    const raw = reply.refs[i + 3];
    refs[r] = {
      url: url(reply.refs[i]!),
      kind: reply.refs[i + 1] as RefKind,
      source: reply.refs[i + 2]!,
      ...(raw === undefined ? {} : { raw }),
      ...(reply.refs[i + 4] === '1' ? { speculative: true } : {}),
    };
  }
  return {
    bytes: Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength),
    sha256: reply.sha256,
    refs,
    kept: reply.kept,
    ...(reply.title === undefined ? {} : { title: reply.title }),
    // Structured clone turns a Buffer into a plain Uint8Array: Buffers again, over the same bytes.
    ...(reply.digest === undefined ? {} : { digest: reply.digest && revive(reply.digest) }),
  };
}

function revive(digest: PageDigest): PageDigest {
  const buffer = (b: Uint8Array | undefined) => (b === undefined ? undefined : Buffer.from(b.buffer, b.byteOffset, b.byteLength));
  const pagefindHtml = buffer(digest.pagefindHtml);
  const fileIndexRow = buffer(digest.fileIndexRow);
  return { ...digest, ...(pagefindHtml ? { pagefindHtml } : {}), ...(fileIndexRow ? { fileIndexRow } : {}) };
}
