// RSC flight payloads (the `?_rsc` responses, the segment prefetches, and the Flight rows pages carry inline in
// HTML): find the chunks, styles, fonts, images and pages they name, and rewrite ABSOLUTE URLs into
// root-absolute ones. Next's client runtime consumes these at the site root, so root-relative strings are
// already right and stay byte-identical (an unchanged payload round-trips byte for byte) — except asset URLs
// with a query, which become the root-absolute path of the file the layout stored them under.
//
// Row format (React's processBinaryChunk): `<hex id>:<tag><data>`. Tags T and the typed-array tags carry a hex
// BYTE length, `<id>:T<len>,<bytes>`, and no newline; any other row runs to `\n`. A row without a tag letter
// is JSON (the model). Only model (JSON), I (client references), H (hints), E (errors) and T (large strings
// that a URL-carrying prop points at) are read; debug and stream rows are left alone.

import {
  ASSET_RELS,
  META_FILE_NAMES,
  RefCollector,
  applyEdits,
  encodePath,
  isAbsoluteRef,
  isSameSite,
  looksLikeFile,
  makeRef,
  nextBase,
  parseSrcset,
  rootHref,
  serializeSrcset,
  type Edit,
  type Ref,
  type RefKind,
  type TransformContext,
  type TransformResult,
} from './refs.ts';

interface Row {
  tag: string;
  id: string;
  /** Data span (after the tag, or after `<len>,` for length rows). */
  start: number;
  end: number;
  /** Span of the hex byte length of a T row. */
  lenStart: number;
  lenEnd: number;
}

const LENGTH_TAGS = new Set(['T', 'A', 'O', 'o', 'b', 'U', 'S', 's', 'L', 'l', 'G', 'g', 'M', 'm', 'V']);
const HEX = /^[0-9a-fA-F]*$/;

/** UTF-8 length of `s` (lone surrogates count 3 bytes, as TextEncoder writes U+FFFD). */
function utf8Length(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** Index reached after `bytes` UTF-8 bytes from `start`, or -1 if the text ends or a character is split. */
function advanceBytes(p: string, start: number, bytes: number): number {
  let i = start;
  let count = 0;
  while (count < bytes) {
    if (i >= p.length) return -1;
    const u = p.charCodeAt(i);
    if (u < 0x80) count += 1;
    else if (u < 0x800) count += 2;
    else if (u >= 0xd800 && u <= 0xdbff && i + 1 < p.length && (p.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count += 4;
      i++;
    } else count += 3;
    i++;
  }
  return count === bytes ? i : -1;
}

/**
 * Split a payload into rows. Stops (leaving the rest untouched) at anything it cannot frame with certainty:
 * a malformed id, a binary typed-array row, a length that overruns.
 */
export function parseRows(p: string): Row[] {
  const rows: Row[] = [];
  let i = 0;
  const n = p.length;
  while (i < n) {
    const colon = p.indexOf(':', i);
    if (colon < 0 || colon - i > 16 || !HEX.test(p.slice(i, colon))) break;
    const id = p.slice(i, colon).toLowerCase();
    const c = p[colon + 1] ?? '';
    if (LENGTH_TAGS.has(c)) {
      if (c !== 'T') break; // binary: bytes we do not hold as text
      const comma = p.indexOf(',', colon + 2);
      const hex = comma < 0 ? '' : p.slice(colon + 2, comma);
      if (hex === '' || hex.length > 12 || !HEX.test(hex)) break;
      const end = advanceBytes(p, comma + 1, parseInt(hex, 16));
      if (end < 0) break;
      rows.push({ tag: 'T', id, start: comma + 1, end, lenStart: colon + 2, lenEnd: comma });
      i = end;
      continue;
    }
    const tagged = (c >= 'A' && c <= 'Z') || c === '#' || c === 'r' || c === 'x';
    const start = colon + 1 + (tagged ? 1 : 0);
    let end = p.indexOf('\n', start);
    if (end < 0) end = n;
    rows.push({ tag: tagged ? c : '', id, start, end, lenStart: -1, lenEnd: -1 });
    i = end + 1;
  }
  return rows;
}

// ---------------------------------------------------------------- what a string means

/** How a string is to be read: one URL of a kind, a srcset, a chunk name, or a redirect digest. */
type Role = { as: 'url'; kind: RefKind; source: string } | { as: 'srcset'; source: string } | { as: 'chunk' } | { as: 'digest' };

/** Keys whose values are worth holding until their object closes (the rest is skipped at once). */
const OBJECT_KEYS = new Set(['href', 'src', 'srcSet', 'srcset', 'imageSrcSet', 'poster', 'content', 'rel', 'property', 'name', 'digest']);

interface Entry {
  key: string;
  start: number;
  end: number;
}

const SCRIPT = /\.m?js$/i;
const CHUNK = /^(?:\/|https?:\/\/|static\/)[^\s]*\.(?:js|mjs|css)(?:[?#]|$)/;
const NEXT_STATIC = /^(?:https?:\/\/[^/]+)?\/(?:[^"]*\/)?_next\/(?:static|image)\//;

function decodeJsonString(p: string, start: number, end: number): string {
  const inner = p.slice(start + 1, end - 1);
  if (!inner.includes('\\')) return inner;
  try {
    return JSON.parse(p.slice(start, end)) as string;
  } catch {
    return inner;
  }
}

/** A plain row reference (`"$1a"`), whose target row holds the value (T rows, deduplicated strings). */
const ROW_REF = /^\$[0-9a-f]+$/;

/** Relative to the document's path (`x`, `./x`, `../x`, `?q`): not root-absolute, not absolute, not a fragment. */
function isPathRelative(raw: string): boolean {
  const v = raw.trim();
  return v !== '' && !v.startsWith('/') && !v.startsWith('\\') && !v.startsWith('#') && !isAbsoluteRef(v);
}

interface Frame {
  obj: boolean;
  /** Object: the key being read. Array: the key the array sits under. */
  key: string | null;
  expectKey: boolean;
  index: number;
  entries: Entry[] | null;
}

const STR = /"(?:[^"\\\n]|\\[^\n])*"/y; // a JSON string never holds a raw newline: never run into the next row

/**
 * Walk one JSON value in `p[start, end)`, giving `editor` the strings in arrays or at the top (read as `strings`
 * says), and each object, when it closes, with the interesting entries it held.
 */
function walkJson(p: string, start: number, end: number, editor: RscEditor, strings: StringMode): void {
  const stack: Frame[] = [];
  let i = start;
  while (i < end) {
    const c = p.charCodeAt(i);
    if (c === 34 /* " */) {
      STR.lastIndex = i;
      if (!STR.test(p)) return;
      const e = STR.lastIndex;
      const frame = stack.length ? stack[stack.length - 1]! : null;
      if (frame?.obj) {
        if (frame.expectKey) {
          frame.key = decodeJsonString(p, i, e);
          frame.expectKey = false;
        } else if (OBJECT_KEYS.has(frame.key ?? '') || p.startsWith('/_next/', i + 1) || p.startsWith('http', i + 1)) {
          (frame.entries ??= []).push({ key: frame.key ?? '', start: i, end: e });
        }
      } else {
        editor.onString(strings, frame, i, e);
      }
      i = e;
      continue;
    }
    if (c === 123 /* { */ || c === 91 /* [ */) {
      const parent = stack.length ? stack[stack.length - 1]! : null;
      stack.push({ obj: c === 123, key: c === 91 ? (parent?.key ?? null) : null, expectKey: true, index: 0, entries: null });
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      const frame = stack.pop();
      if (frame?.obj && frame.entries) editor.onObject(frame.entries);
    } else if (c === 44 /* , */) {
      const frame = stack[stack.length - 1];
      if (frame) {
        if (frame.obj) frame.expectKey = true;
        else frame.index++;
      }
    }
    i++;
  }
}

// ---------------------------------------------------------------- the transform

/** How walkJson reads the strings of a row outside its objects (by the row's tag: RscEditor.onString). */
type StringMode = 'catch-all' | 'chunk' | 'head' | 'none';

/**
 * Edits that rewrite `payload` for `ctx`, with every reference added to `out`. Exposed so the HTML transform
 * can map the edits back onto the inline Flight pushes the payload was split into (inline-flight.ts).
 */
export function rscEdits(payload: string, ctx: TransformContext, out: RefCollector): Edit[] {
  return new RscEditor(payload, ctx, out).run();
}

/**
 * The edits of one payload. Methods rather than closures made anew for each payload: V8 compiled those closures
 * again and again through an export (`--trace-opt` shows them recompiled), where a method is compiled once.
 */
class RscEditor {
  private readonly payload: string;
  private readonly ctx: TransformContext;
  private readonly out: RefCollector;
  private readonly edits: Edit[] = [];
  /** Rows whose whole value is pointed at by a URL-carrying prop or a chunk list: read them by that role. */
  private readonly roles = new Map<string, Role>();
  private readonly chunkBase: URL;
  /** How the first string of the `H` row being walked is read (`head` strings). */
  private headRole: Role = { as: 'chunk' };

  constructor(payload: string, ctx: TransformContext, out: RefCollector) {
    this.payload = payload;
    this.ctx = ctx;
    this.out = out;
    this.chunkBase = nextBase(ctx.site);
  }

  /** A string outside any object, in an array or at the top of a row walked as `mode`. */
  onString(mode: StringMode, frame: Frame | null, s: number, e: number): void {
    switch (mode) {
      case 'catch-all':
        if (frame?.key !== 'children') this.catchAll(s, e);
        return;
      case 'chunk':
        this.handleString(decodeJsonString(this.payload, s, e), s, e, { as: 'chunk' });
        return;
      case 'head':
        if (frame === null || (frame.index === 0 && frame.key === null)) this.handleString(decodeJsonString(this.payload, s, e), s, e, this.headRole);
        return;
      case 'none':
        return;
    }
  }

  private addRef(raw: string, kind: RefKind, source: string, base: URL): { ref: Ref; hash: string } | null {
    const found = makeRef(raw, base, kind, source);
    if (!found) return null;
    if (kind === 'page' && !isSameSite(found.ref.url, this.ctx.site)) return null; // a link to another site
    if (kind === 'page' && looksLikeFile(found.ref.url)) found.ref.kind = 'asset';
    this.out.add(found.ref);
    return found;
  }

  /** New value for one URL, or null to keep it: only absolute URLs change. */
  private rewriteOne(raw: string, kind: RefKind, source: string, base: URL = this.ctx.url, resolveRelative = true): string | null {
    const found = this.addRef(raw, kind, source, base);
    if (!found) return null;
    const { ref, hash } = found;
    let next: string | null = null;
    if (ref.kind === 'asset' && ref.url.search && ref.url.origin === this.ctx.site.origin && !SCRIPT.test(ref.url.pathname)) {
      // A query names a file the layout stored under a hashed name (`/icon.png?v=1`, `/_next/image?url=…`);
      // a static host ignores queries, so the runtime must be given that file. Scripts keep their URL: the
      // HTML's <script src> is kept as written and the runtime matches chunks by URL.
      const file = this.ctx.fileFor(ref);
      if (file !== null) next = `/${encodePath(file)}${hash}`;
    } else if (isAbsoluteRef(raw.trim()) || (resolveRelative && isPathRelative(raw))) {
      // A relative spelling (`./x`, `../x`, `x`, `?q`) means what it means on the page's own URL; the bundle
      // serves that page one folder deeper (`…/errors/index.html`) and soft navigation moves the document
      // elsewhere, so it is written root-absolute, which the base-path shim moves into the bundle.
      next = rootHref(ref, hash, this.ctx);
    }
    return next === raw ? null : next;
  }

  /** New value for a string of the given role, or null. */
  private rewriteValue(value: string, role: Role): string | null {
    switch (role.as) {
      case 'url':
        return this.rewriteOne(value, role.kind, role.source);
      case 'chunk':
        if (!CHUNK.test(value)) return null;
        // `static/chunks/x.js` is relative to the runtime's `/_next/`, and the runtime keeps resolving it so.
        return this.rewriteOne(value, 'asset', 'rsc I chunk', value.startsWith('static/') ? this.chunkBase : this.ctx.url, false);
      case 'srcset': {
        const candidates = parseSrcset(value);
        let changed = false;
        for (const c of candidates) {
          const next = this.rewriteOne(c.url, 'asset', role.source);
          if (next !== null) {
            c.url = next;
            changed = true;
          }
        }
        return changed ? serializeSrcset(candidates) : null;
      }
      case 'digest': {
        // `NEXT_REDIRECT;replace;<target>;307;`: the target is a page of the site.
        const parts = value.split(';');
        if (parts[0] !== 'NEXT_REDIRECT' || parts.length < 5) return null;
        const target = parts.slice(2, -2).join(';');
        const next = this.rewriteOne(target, 'page', 'rsc redirect');
        return next === null ? null : [...parts.slice(0, 2), next, ...parts.slice(-2)].join(';');
      }
    }
  }

  private handleString(value: string, start: number, end: number, role: Role): void {
    if (value.startsWith('$')) {
      // React's own encodings (`$undefined`, `$L4`, `$@1`, `$$` for a literal `$`); a plain `$<id>` points
      // at the row holding the value (a T row for long strings), which is then read with this role.
      if (ROW_REF.test(value) && role.as !== 'digest') this.roles.set(value.slice(1), role);
      return;
    }
    const next = this.rewriteValue(value, role);
    if (next !== null) this.edits.push({ start, end, text: JSON.stringify(next) });
  }

  /** The catch-all: build output named anywhere (`/_next/static/media/logo.png` in next/image props). */
  private catchAll(s: number, e: number): void {
    const p = this.payload;
    if (!NEXT_STATIC.test(p.slice(s + 1, Math.min(e, s + 400)))) return;
    const value = decodeJsonString(p, s, e);
    this.handleString(value, s, e, { as: 'url', kind: 'asset', source: 'rsc string' });
  }

  onObject(entries: Entry[]): void {
    let rel: string[] | null = null;
    let meta = '';
    for (const en of entries) {
      if (en.key === 'rel') rel = decodeJsonString(this.payload, en.start, en.end).toLowerCase().split(/\s+/);
      else if (en.key === 'property' || en.key === 'name') meta = meta || decodeJsonString(this.payload, en.start, en.end).toLowerCase();
    }
    for (const en of entries) {
      const value = decodeJsonString(this.payload, en.start, en.end);
      let role: Role | null = null;
      switch (en.key) {
        case 'href':
          if (rel?.includes('preconnect') || rel?.includes('dns-prefetch')) continue;
          if (rel?.includes('stylesheet')) role = { as: 'url', kind: 'asset', source: 'rsc link[href]' };
          else if (rel?.includes('canonical') || rel?.includes('alternate')) {
            this.keep(value, rel.includes('canonical') ? 'canonical' : 'alternate');
            continue;
          } else if (rel?.some((r) => ASSET_RELS.has(r))) role = { as: 'url', kind: 'asset', source: 'rsc link[href]' };
          else role = { as: 'url', kind: 'page', source: 'rsc href' };
          break;
        case 'src':
        case 'poster':
          role = { as: 'url', kind: 'asset', source: `rsc ${en.key}` };
          break;
        case 'srcSet':
        case 'srcset':
        case 'imageSrcSet':
          role = { as: 'srcset', source: `rsc ${en.key}` };
          break;
        case 'content':
          if (META_FILE_NAMES.has(meta)) role = { as: 'url', kind: 'asset', source: `rsc meta ${meta}` };
          else if (meta === 'og:url') {
            this.keep(value, 'og:url');
            continue;
          }
          break;
        case 'digest':
          role = { as: 'digest' };
          break;
      }
      if (role) this.handleString(value, en.start, en.end, role);
      else if (en.key !== 'children') this.catchAll(en.start, en.end);
    }
  }

  private keep(value: string, reason: 'canonical' | 'alternate' | 'og:url'): void {
    if (!isAbsoluteRef(value.trim())) return;
    const url = makeRef(value, this.ctx.url, 'page', 'rsc')?.ref.url;
    if (url) this.out.keep(this.ctx.file, value.trim(), reason);
  }

  run(): Edit[] {
    const { payload } = this;
    const deferred: Row[] = [];
    for (const row of parseRows(payload)) {
      const first = payload.charCodeAt(row.start);
      switch (row.tag) {
        case '':
          if (first === 34 /* " */)
            deferred.push(row); // a whole-row string: may be pointed at by a chunk list
          else walkJson(payload, row.start, row.end, this, 'catch-all');
          break;
        case 'I':
          walkJson(payload, row.start, row.end, this, 'chunk');
          break;
        case 'H': {
          const code = payload[row.start];
          if (code === 'D' || code === 'C') break; // dns-prefetch / preconnect: origins, not files
          this.headRole = { as: 'url', kind: 'asset', source: `rsc :H${code}` };
          walkJson(payload, row.start + 1, row.end, this, 'head');
          break;
        }
        case 'E':
          walkJson(payload, row.start, row.end, this, 'none');
          break;
        case 'T':
          deferred.push(row);
          break;
      }
    }

    for (const row of deferred) {
      const role = this.roles.get(row.id);
      if (row.tag === 'T') {
        if (!role) continue;
        const value = payload.slice(row.start, row.end);
        const next = this.rewriteValue(value, role);
        if (next === null) continue;
        this.edits.push({ start: row.lenStart, end: row.lenEnd, text: utf8Length(next).toString(16) });
        this.edits.push({ start: row.start, end: row.end, text: next });
      } else {
        const value = decodeJsonString(payload, row.start, row.end);
        if (role) {
          const next = this.rewriteValue(value, role);
          if (next !== null) this.edits.push({ start: row.start, end: row.end, text: JSON.stringify(next) });
        } else this.catchAll(row.start, row.end);
      }
    }
    return this.edits;
  }
}

export function transformRsc(payload: string, ctx: TransformContext): TransformResult {
  const out = new RefCollector();
  const edits = rscEdits(payload, ctx, out);
  return { text: applyEdits(payload, edits), refs: out.refs, kept: out.kept };
}
