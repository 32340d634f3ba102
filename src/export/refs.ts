// What every transform (HTML, CSS, RSC, JS) shares: the reference type, the context a document is rewritten
// in, and the few URL helpers whose behaviour must be identical across formats (what counts as same-site,
// how a bundle file is written as an href, how a srcset is split).

import type { KeptReference } from '../core/types.ts';
import { relativeHref } from './layout.ts';

export type RefKind = 'page' | 'asset';

export interface Ref {
  /** Absolute URL without its fragment (a fragment never changes what is fetched). */
  url: URL;
  kind: RefKind;
  /** Where it was found, for warnings: `a[href]`, `img[srcset]`, `css url()`, `rsc :HL`, `js chunk`… */
  source: string;
  /** The reference exactly as written (decoded from its attribute or string). `verify` uses it to tell a
   *  leftover absolute URL from a relative one that resolves to the same place. */
  raw?: string;
  /** A guess (guess-refs.ts): a string that looks like a same-origin file. Fetched into the bundle at its own path
   *  and never rewritten; one that does not answer with a file is dropped without a warning. */
  speculative?: boolean;
}

export interface TransformContext {
  /** URL the document was fetched from (after redirects). */
  url: URL;
  /** Bundle-relative file this document is written to (e.g. `docs/intro/index.html`). */
  file: string;
  /** Exported origin + base path. Same site = same origin (scheme, host AND port) and under the base path. */
  site: URL;
  /** Bundle-relative file a reference will be written to, or null to leave the reference untouched. */
  fileFor(ref: Ref): string | null;
  /** For a same-site page `fileFor` leaves out of the bundle: the absolute URL to link to instead (kept, listed). */
  outsideHref?(ref: Ref): string | null;
  /** Optional HTML inserted as the first child of `<head>`. */
  headHtml?: string;
  /**
   * Optional HTML inserted first in `<head>`, before `headHtml`: the file:// runtime's loader (file-mode-shim.ts), in
   * every page but those whose base-path runtime works on file:// by itself (Next, Docusaurus).
   */
  fileHeadHtml?: string;
  /** Optional HTML inserted as the last child of `<body>` (at the end of the document without one). */
  bodyEndHtml?: string;
  /**
   * How rewritten references are written in HTML and CSS. `relative` (default): relative to `file`, so the
   * bundle works under any prefix and from file://. `root`: `/<bundle file>`, for a document served at many
   * depths, such as the 404 page a host returns for any unknown path.
   */
  linkStyle?: 'relative' | 'root';
  /**
   * Font preloads (`<link rel=preload as=font>`) become calls to the base-path shim carried in `headHtml`, which
   * adds them on HTTP hosts and leaves them out on file://, where a font preload is a CORS request from an opaque
   * origin and always fails (the stylesheet's own `@font-face` load is allowed there).
   * @default false
   */
  shimFontPreloads?: boolean;
  /**
   * A page that names no icon gets `<link rel="icon">` to this bundle file (the site's `/favicon.ico`, which the
   * browser would ask the host's root for), or to `data:,` (no icon, and no request) when '' (site-icon.ts).
   * Unset: the page is left without one.
   */
  defaultIcon?: string;
  /**
   * What the site's scripts said that only another script completes, kept for one export or one verify run (a
   * webpack runtime's lazy chunk name and the chunk ids other scripts load: webpack-lazy-chunks.ts). Unset where a
   * document is read alone.
   */
  siteNotes?: Map<string, Set<string>>;
}

export interface TransformResult {
  text: string;
  refs: Ref[];
  kept: KeptReference[];
}

// ---------------------------------------------------------------- edits

/** Replace `text.slice(start, end)` with `text`. Transforms collect these and splice once, so output stays
 *  byte-identical outside what was changed and building it is linear. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Apply non-overlapping edits (any order). */
export function applyEdits(text: string, edits: Edit[]): string {
  if (edits.length === 0) return text;
  const sorted = edits.length > 1 ? [...edits].sort((a, b) => a.start - b.start || a.end - b.end) : edits;
  const parts: string[] = [];
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) continue; // overlapping edit: the first one wins
    parts.push(text.slice(at, e.start), e.text);
    at = e.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

// ---------------------------------------------------------------- collecting results

/** Refs de-duplicated by kind and URL (first finding wins), plus kept references. */
export class RefCollector {
  readonly refs: Ref[] = [];
  readonly kept: KeptReference[] = [];
  private readonly seen = new Set<string>();
  /** Where a guessed ref sits in `refs`, so a later sure finding of the same URL replaces it. */
  private readonly guessed = new Map<string, number>();

  add(ref: Ref): void {
    const key = `${ref.kind} ${ref.url.href}`;
    if (this.seen.has(key)) {
      const at = ref.speculative ? undefined : this.guessed.get(key);
      if (at !== undefined) {
        this.refs[at] = ref;
        this.guessed.delete(key);
      }
      return;
    }
    this.seen.add(key);
    if (ref.speculative) this.guessed.set(key, this.refs.length);
    this.refs.push(ref);
  }

  keep(file: string, url: string, reason: KeptReference['reason']): void {
    const key = `kept ${reason} ${url}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.kept.push({ file, url, reason });
  }
}

// ---------------------------------------------------------------- URLs

/** Schemes and forms that never name something to fetch or rewrite. */
const INERT = /^(?:#|data:|javascript:|mailto:|tel:|sms:|blob:|about:|file:|urn:|cid:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True when the reference names an origin of its own (`https://x/…`, `//x/…`). */
export function isAbsoluteRef(raw: string): boolean {
  return raw.startsWith('//') || SCHEME.test(raw);
}

/**
 * Resolve a reference as a browser would (leading/trailing whitespace stripped, as HTML attribute URLs are),
 * or null for anything that is not an http(s) URL to fetch: fragments, data:, mailto:, garbage.
 */
export function resolveRef(raw: string, base: URL): URL | null {
  const value = raw.trim();
  if (value === '') return null;
  const key = shareableKey(value, base);
  if (key !== undefined) {
    const hit = resolved.get(key);
    if (hit !== undefined) return hit;
  }
  let url: URL | null = null;
  if (!INERT.test(value)) {
    url = URL.parse(value, base);
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:') url = null;
  }
  if (key !== undefined) {
    if (resolved.size >= RESOLVED_MAX) resolved.clear();
    resolved.set(ownString(key), url);
  }
  return url;
}

/**
 * Resolved URLs by spelling, for spellings that resolve the same on every page of an origin (`/docs/x`,
 * `https://cdn/x`). A docs site names the same sidebar pages and chunks on every page and in every payload, and
 * parsing them again was a tenth of an export's CPU. The URLs are shared, so no caller may change one
 * (withoutHash copies).
 */
const resolved = new Map<string, URL | null>();
const RESOLVED_MAX = 10_000;
const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * `s` as a string of its own. A reference is usually a slice of the document it was read from, and V8 keeps a
 * slice's whole parent alive: as cache keys, such slices held whole RSC payloads alive, growing with the site. A
 * copy is cheap, and made on a cache miss only.
 */
function ownString(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

function shareableKey(value: string, base: URL): string | undefined {
  if (value.charCodeAt(0) === 47 /* / */) {
    // `//host/x` and `/\host/x` (a browser reads `\` as `/`) depend on the base's scheme.
    const second = value.charCodeAt(1);
    if (second === 47 || second === 92 || base.origin === 'null') return undefined;
    return base.origin + value;
  }
  return ABSOLUTE_HTTP.test(value) ? value : undefined;
}

/** A reference found in a document: the Ref, plus the fragment to keep on the rewritten href. */
export function makeRef(raw: string, base: URL, kind: RefKind, source: string): { ref: Ref; hash: string } | null {
  const url = resolveRef(raw, base);
  if (!url) return null;
  return { ref: { url: withoutHash(url), kind, source, raw }, hash: url.hash };
}

/** `url` without its fragment, as a new URL. */
export function withoutHash(url: URL): URL {
  if (!url.hash) return url;
  const copy = new URL(url.href);
  copy.hash = '';
  return copy;
}

/** Base path of the site without a trailing slash (`''` at the root). */
export function basePath(site: URL): string {
  return site.pathname.replace(/\/+$/, '');
}

/** `<site base>/_next/`: what Next's runtime resolves relative chunk names (`static/chunks/x.js`) against. */
export function nextBase(site: URL): URL {
  return new URL(`${basePath(site)}/_next/`, site.origin);
}

/** Same origin (scheme, host and port) as the site. */
export function isSameOrigin(url: URL, site: URL): boolean {
  return url.origin === site.origin;
}

const basePaths = new WeakMap<URL, string>();

/** Same origin and under the base path. */
export function isSameSite(url: URL, site: URL): boolean {
  if (url.origin !== site.origin) return false;
  let base = basePaths.get(site);
  if (base === undefined) {
    base = basePath(site);
    basePaths.set(site, base);
  }
  return base === '' || url.pathname === base || url.pathname.startsWith(`${base}/`);
}

/** Same origin and the path is a Next.js build output (`<base>/_next/…`). */
export function isNextPath(url: URL, site: URL): boolean {
  return url.origin === site.origin && url.pathname.startsWith(`${basePath(site)}/_next/`);
}

/** Last path segment has an extension that marks a file rather than a page (`/guide.pdf`, `/feed.xml`). */
const FILE_EXTENSION =
  /\.(?:css|js|mjs|cjs|map|json|xml|txt|md|mdx|csv|tsv|yaml|yml|pdf|zip|gz|tgz|tar|bz2|xz|7z|rar|dmg|exe|msi|deb|rpm|apk|png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|heic|woff2?|ttf|otf|eot|mp4|webm|ogg|ogv|mp3|wav|flac|m4a|aac|mov|avi|m3u8|vtt|srt|wasm|rss|atom|webmanifest|epub|docx?|xlsx?|pptx?|odt|ods|odp|rtf|ps|ai|psd|sketch|fig|key)$/i;

export function looksLikeFile(url: URL): boolean {
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(last);
}

/** Bytes kept as they are in an href path segment; everything else is percent-encoded (UTF-8). Excludes the
 *  characters that end or break a URL in srcset (`,`), CSS `url()` (`()'"` and spaces) or HTML attributes. */
const HREF_SAFE = /[^A-Za-z0-9\-._~!$&*+;=@]/gu;
/** Whether a path needs any escaping: almost none do, and the split/map/join below is not free. */
const NEEDS_ESCAPE = /[^A-Za-z0-9\-._~!$&*+;=@/]/u;

function encodeChar(c: string): string {
  try {
    return encodeURIComponent(c).replace(/[!'()*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate: write U+FFFD rather than throw
  }
}

/** A bundle path (decoded file names) written as a URL path: each segment percent-encoded. */
export function encodePath(file: string): string {
  if (!NEEDS_ESCAPE.test(file)) return file;
  return file
    .split('/')
    .map((s) => s.replace(HREF_SAFE, encodeChar))
    .join('/');
}

/** href from the document's file to a bundle file, fragment kept. */
export function hrefTo(fromFile: string, toFile: string, hash = ''): string {
  return encodePath(relativeHref(fromFile, toFile)) + hash;
}

/** href to a bundle file from the document of `ctx`, in the context's link style. */
export function hrefFor(ctx: TransformContext, toFile: string, hash = ''): string {
  return ctx.linkStyle === 'root' ? `/${encodePath(toFile)}${hash}` : hrefTo(ctx.file, toFile, hash);
}

/**
 * Root-absolute href for a reference consumed by Next's runtime (chunk URLs, RSC payloads), which resolves
 * them against the site root, never against the page: same-origin URLs lose only their origin; other hosts
 * become `/<their bundle file>` when localised. Null: leave as written.
 */
export function rootHref(ref: Ref, hash: string, ctx: TransformContext): string | null {
  if (ref.url.origin === ctx.site.origin) return ref.url.pathname + ref.url.search + hash;
  const file = ctx.fileFor(ref);
  return file === null ? null : `/${encodePath(file)}${hash}`;
}

// ---------------------------------------------------------------- what HTML and RSC agree on

/** `<link rel>` values whose href is a file the page loads. */
export const ASSET_RELS = new Set([
  'stylesheet',
  'icon',
  'apple-touch-icon',
  'apple-touch-icon-precomposed',
  'mask-icon',
  'fluid-icon',
  'manifest',
  'preload',
  'modulepreload',
  'prefetch',
  'image_src',
  'search',
]);

/** `<meta property|name>` values whose content is a file (social images, tile images). */
export const META_FILE_NAMES = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:video',
  'og:video:url',
  'og:video:secure_url',
  'og:audio',
  'og:audio:url',
  'og:audio:secure_url',
  'twitter:image',
  'twitter:image:src',
  'msapplication-tileimage',
  'msapplication-config',
  'msapplication-square70x70logo',
  'msapplication-square150x150logo',
  'msapplication-wide310x150logo',
  'msapplication-square310x310logo',
]);

// ---------------------------------------------------------------- srcset

export interface SrcsetCandidate {
  url: string;
  /** Width/density descriptor as written (`640w`, `2x`), or `''`. */
  descriptor: string;
}

/**
 * Split a srcset the way the HTML standard does: a URL runs to the next whitespace (trailing commas end the
 * candidate), then the descriptor runs to the next comma outside parentheses. Classic mirrors glued the
 * candidates together by splitting on `, ` only; this keeps every one.
 */
export function parseSrcset(value: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let i = 0;
  const n = value.length;
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (i < n) {
    while (i < n && (isSpace(value[i]) || value[i] === ',')) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(value[i])) i++;
    let url = value.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const dStart = i;
      let depth = 0;
      while (i < n) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
      descriptor = value.slice(dStart, i).trim();
      i++; // the comma
    }
    if (url) out.push({ url, descriptor });
  }
  return out;
}

export function serializeSrcset(candidates: SrcsetCandidate[]): string {
  return candidates.map((c) => (c.descriptor ? `${c.url} ${c.descriptor}` : c.url)).join(', ');
}
