// The one place that decides where a URL lives inside the bundle. Pure functions of the URL, so two exports
// of the same site name every file the same way whatever order the fetches finished in.
//
// Layout (documented in ARCHITECTURE.md, "The bundle layout"):
//   page `/`            → index.html, RSC index.txt, segments __next.<key>.txt
//   page `/docs/intro`  → docs/intro/index.html, docs/intro/index.txt, docs/intro/__next.<key>.txt
//   asset `/a/b.css`    → a/b.css;  with a query: a/b.q-<hash>.css
//   `/_next/image?url=/x/logo.png&w=640&q=75` → _next/image/logo.w640q75.<hash>.png
//   `https://cdn.example.com/f.woff2` → _external/cdn.example.com/f.woff2
// The RSC names follow Next's own `output: 'export'` with `trailingSlash: true`, so its documentation applies.

import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { META_DIR } from '../core/types.ts';

export const EXTERNAL_DIR = '_external';
const MAX_SEGMENT_BYTES = 180;

function shortHash(text: string, length = 10): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, length).replace(/[-_]/g, 'x');
}

/** One URL path segment made safe as a file name: decoded, no separators, no dot-names, bounded length. */
export function safeSegment(raw: string): string {
  let s: string;
  try {
    s = decodeURIComponent(raw);
  } catch {
    s = raw;
  }
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_');
  if (s === '' || s === '.' || s === '..') s = s.replace(/\./g, '_') || '_';
  if (Buffer.byteLength(s) > MAX_SEGMENT_BYTES) {
    const ext = posix.extname(s).slice(0, 16);
    s = `${Buffer.from(s)
      .subarray(0, 100)
      .toString()
      .replace(/\uFFFD/g, '')}.${shortHash(s)}${ext}`;
  }
  return s;
}

/** Path segments of a URL pathname, each safe, with `.`/`..`/empty dropped (the URL parser already resolved dots). */
export function safeSegments(pathname: string): string[] {
  const segments = pathname
    .split('/')
    .filter((p) => p !== '' && p !== '.' && p !== '..')
    .map(safeSegment);
  // Keep the bundle's own metadata folder and the external folder out of reach of site paths.
  if (segments[0] === META_DIR || segments[0] === EXTERNAL_DIR) segments[0] = `_${segments[0]}`;
  return segments;
}

/** The page path as the manifest records it: leading slash, no trailing slash, no query. */
export function normalisePagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function pageDir(pagePath: string): string {
  return safeSegments(pagePath).join('/');
}

/** Sites with `.html` URLs keep them: `/guide.html` is the file `guide.html`, not `guide.html/index.html`. */
export function hasHtmlExtension(pagePath: string): boolean {
  return /\.html?$/i.test(pagePath);
}

export function pageFile(pagePath: string): string {
  const dir = pageDir(pagePath);
  if (dir && hasHtmlExtension(pagePath)) return dir;
  return dir ? `${dir}/index.html` : 'index.html';
}

export function rscFile(pagePath: string): string {
  const dir = pageDir(pagePath);
  return dir ? `${dir}/index.txt` : 'index.txt';
}

/** `/_tree` → `__next._tree.txt`, `/docs/intro/__PAGE__` → `__next.docs.intro.__PAGE__.txt` (Next's own naming). */
export function segmentFile(pagePath: string, segmentKey: string): string {
  const name = safeSegment(`__next${segmentKey.replace(/\//g, '.')}.txt`);
  const dir = pageDir(pagePath);
  return dir ? `${dir}/${name}` : name;
}

function withQueryHash(segments: string[], search: string): string[] {
  if (!search || search === '?') return segments;
  const last = segments.pop() ?? 'index';
  const ext = posix.extname(last);
  const stem = ext ? last.slice(0, -ext.length) : last;
  segments.push(`${stem}.q-${shortHash(search)}${ext}`);
  return segments;
}

/** `/_next/image?url=…&w=…&q=…` → a stable per-variant name beside the other optimised images. */
function nextImageFile(url: URL, prefix: string[]): string {
  const inner = url.searchParams.get('url') ?? '';
  const innerPath = (() => {
    try {
      return new URL(inner, 'http://x').pathname;
    } catch {
      return inner;
    }
  })();
  const base = safeSegment(posix.basename(innerPath) || 'image');
  const ext = posix.extname(base);
  const stem = ext ? base.slice(0, -ext.length) : base;
  const w = (url.searchParams.get('w') ?? '').replace(/\D/g, '');
  const q = (url.searchParams.get('q') ?? '').replace(/\D/g, '');
  return [...prefix, `${stem}.w${w}q${q}.${shortHash(url.search)}${ext}`].join('/');
}

/**
 * File for an asset. `site` is the exported origin plus base path; same-site URLs keep their path (Next's
 * runtime asks for `/_next/static/...` by exact path), other hosts go under `_external/<host>/`.
 */
export function assetFile(url: URL, site: URL): string {
  const sameOrigin = url.origin === site.origin;
  const prefix = sameOrigin ? [] : [EXTERNAL_DIR, safeSegment(url.port ? `${url.hostname}_${url.port}` : url.hostname)];
  const segments = safeSegments(url.pathname);
  if (sameOrigin && segments.at(-2) === '_next' && segments.at(-1) === 'image' && url.searchParams.has('url')) {
    return nextImageFile(url, [...prefix, ...segments]);
  }
  if (segments.length === 0 || url.pathname.endsWith('/')) segments.push('index.html');
  return [...prefix, ...withQueryHash(segments, url.search)].join('/');
}

/**
 * `href` from the file `fromFile` to the file `toFile`, both bundle-relative (normalised, `/`-separated). Worked
 * out on the segments rather than with `path.posix.relative`, which resolves both against the working directory
 * first: called for every reference of every page, that was a tenth of an export's CPU.
 */
export function relativeHref(fromFile: string, toFile: string): string {
  const from = fromFile.split('/');
  from.pop();
  const to = toFile.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const rest = common === 0 ? toFile : to.slice(common).join('/');
  return from.length === common ? rest : '../'.repeat(from.length - common) + rest;
}

/** Guard used by every writer: the bundle-relative path must stay inside the root. */
export function assertInsideRoot(file: string): void {
  if (file.startsWith('/') || file.split('/').some((s) => s === '..' || s === '') || file.includes('\0')) {
    throw new Error(`refusing unsafe bundle path ${JSON.stringify(file)}`);
  }
}
