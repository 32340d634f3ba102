// The general discovery rule, for frameworks the engine does not know by heart: any string a page or script
// carries that reads as the path of a same-origin file (an attribute value such as Astro's `component-url`, a
// value of a JSON config block such as MkDocs Material's `__config`, a JS string literal such as Vite's
// `"./chunk.js"` or `"assets/chunks/x.js"`) is a candidate. A candidate is a guess: it is flagged `speculative`,
// fetched into the bundle at its own path (so the string, left as written, still resolves there) and dropped
// without a warning when it does not answer with a file. Where a string could be read against more than one base
// (a bare `a/b.js` in a script: its own URL, or the site's base as Vite's preload list means it), each reading is
// a guess of its own; the wrong one answers 404 and is dropped.

import { ASSET_RELS, isSameOrigin, RefCollector, resolveRef, withoutHash, type Ref, type TransformContext } from './refs.ts';

/** Extensions of the files a page's code loads by name. Pages (`.html`) and downloads are left to the links. */
const FILE_EXTENSIONS = 'js|mjs|cjs|css|json|wasm|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico|xml|txt|md|pf_meta|pagefind';

/** A Markdown document named without a folder (`"README.md"`): a site that renders Markdown in the browser names its
 *  home page so, in its renderer's code; seldom a label, unlike a bare `index.js`. */
const BARE_MARKDOWN = /^[\w-][\w.-]*\.md$/i;

/** A relative or root-absolute path to a file: no spaces, no markup, a known extension, an optional query. */
const PATH_SHAPE = new RegExp(`^(?:\\.{1,2}/|/(?!/))?(?:[\\w@~.+%-]+/)*[\\w@~+%-][\\w@~.+%-]*\\.(?:${FILE_EXTENSIONS})(?:\\?[^\\s#"'<>\`]*)?$`, 'i');
/** A same-origin candidate can also be written as a full URL. */
const ABSOLUTE_SHAPE = new RegExp(`^https?://[^/\\s"'<>\`]+/(?:[\\w@~.+%-]+/)*[\\w@~.+%-]+\\.(?:${FILE_EXTENSIONS})(?:\\?[^\\s#"'<>\`]*)?$`, 'i');

/**
 * Whether `value` reads as a path to a file. A bare name without any `/` (`"index.js"`) is too often a label in a
 * library's code; only where `bare` (a page's own inline scripts, small and written for that page: Sphinx's
 * `Search.loadIndex("searchindex.js")`) is it taken.
 */
export function looksLikeFilePath(value: string, bare = false): boolean {
  if (value.length > 512) return false;
  if (ABSOLUTE_SHAPE.test(value)) return true;
  // A bundler's module names, not URLs: npm scopes and aliases (`@generated/…json`, `~blog/…json`, Docusaurus).
  if (value.charCodeAt(0) === 64 /* @ */ || value.charCodeAt(0) === 126 /* ~ */) return false;
  return (bare || value.includes('/') || BARE_MARKDOWN.test(value)) && PATH_SHAPE.test(value);
}

/**
 * The same-origin URLs `value` may name, read against `from` (the document or script it is in) and, for a bare
 * path (`a/b.js`, no `./`, `/` or scheme), against the site's base as well.
 */
export function guessUrls(value: string, from: URL, site: URL, bare = false): URL[] {
  const v = value.trim();
  if (!looksLikeFilePath(v, bare)) return [];
  const bases = /^(?:\.{1,2}\/|\/|https?:)/i.test(v) ? [from] : [from, site];
  const out: URL[] = [];
  for (const base of bases) {
    const url = resolveRef(v, base);
    if (url && isSameOrigin(url, site) && !out.some((u) => u.href === url.href)) out.push(withoutHash(url));
  }
  return out;
}

/** Adds every reading of `value` as a speculative asset. */
export function addGuesses(out: RefCollector, value: string, from: URL, ctx: TransformContext, source: string, bare = false): void {
  for (const url of guessUrls(value, from, ctx.site, bare)) out.add({ url, kind: 'asset', source, raw: value, speculative: true });
}

// ---------------------------------------------------------------- HTML attributes

/** Read by the HTML transform itself on every element (as CSS, as candidate lists). */
const READ_ELSEWHERE = new Set(['style', 'srcset', 'imagesrcset', 'data-srcset']);
/** `<link rel>` values whose href the HTML transform follows or keeps on its own. */
const LINK_RELS_READ = new Set([...ASSET_RELS, 'canonical', 'alternate', 'preconnect', 'dns-prefetch', 'next', 'prev', 'prerender']);

/**
 * Guesses from the attributes of one element that the HTML transform does not read itself (`table`: those its
 * element table names): an island's component URL, `data-*` paths, `<link rel=sitemap href>`.
 */
export function guessAttributes(
  name: string,
  attribs: Record<string, string>,
  table: readonly (readonly [string, unknown])[] | undefined,
  base: URL,
  ctx: TransformContext,
  out: RefCollector,
): void {
  for (const attr in attribs) {
    const value = attribs[attr]!;
    if (value.length < 4 || !value.includes('/') || !value.includes('.')) continue;
    if (READ_ELSEWHERE.has(attr) || table?.some(([a]) => a === attr)) continue;
    if (name === 'script' && attr === 'src') continue;
    if (name === 'link' && attr === 'href') {
      const rels = (attribs.rel ?? '').toLowerCase().split(/\s+/);
      if (attribs.as || rels.some((r) => LINK_RELS_READ.has(r))) continue;
    }
    if (name === 'meta' && attr === 'content') continue;
    addGuesses(out, value, base, ctx, `${name}[${attr}]`);
  }
}

// ---------------------------------------------------------------- JSON

const MAX_JSON_STRINGS = 20_000;

/** Every string (keys excluded) of a parsed JSON value, depth-first, bounded. */
export function jsonStrings(value: unknown, out: string[] = []): string[] {
  const stack: unknown[] = [value];
  while (stack.length > 0 && out.length < MAX_JSON_STRINGS) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v).reverse()) stack.push(x);
  }
  return out;
}

/** Guesses from a JSON document (a `<script type="application/json">` config block, an import map). */
export function guessJson(text: string, from: URL, ctx: TransformContext, source: string): Ref[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const out = new RefCollector();
  for (const s of jsonStrings(value)) addGuesses(out, s, from, ctx, source);
  return out.refs;
}

// ---------------------------------------------------------------- JS

// A quoted string shaped like a file path. Matched as a whole between two equal quotes rather than by pairing every
// quote of the script (a regex can't tell a quote in a regex literal or comment from one that opens a string, and
// one stray quote would shift every pairing after it): a path holds no quote, so the match cannot straddle strings.
const QUOTED_PATH = new RegExp(String.raw`(["'\x60])((?:https?://[^/\s"'\x60<>]+)?[\w@~.+%/-]*\.(?:${FILE_EXTENSIONS})(?:\?[^\s"'\x60<>\\]*)?)\1`, 'gi');
// `JSON.parse("…")`: how Vite and webpack inline big objects; its string is JSON once unescaped.
const JSON_PARSE_CALL = /JSON\.parse\(\s*(["'])((?:(?!\1)[^\\\n\r]|\\.)*)\1\s*\)/g;
// A module's own relative imports (`from"./x.js"`, `import("./x.js")`, `import"./x.js"`): read against the module
// alone. Still guesses: an import in a branch that never runs (Pagefind's wasm-bindgen loader) names no file.
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}\/[^"'\s\\]+)\1/g;
const MAX_LITERALS = 200_000;

/** The string a JS string literal's body (as written between `quote`s) stands for; JSON's escapes only. */
export function unescapeJsString(body: string, quote: string): string {
  if (!body.includes('\\')) return body;
  const asJson = quote === '"' ? body : body.replace(/\\'/g, "'").replace(/(^|[^\\])((?:\\\\)*)"/g, '$1$2\\"');
  try {
    return JSON.parse(`"${asJson}"`) as string;
  } catch {
    return body;
  }
}

/**
 * What a script names by string, all guesses: its relative module imports, every other string literal shaped like
 * a file path, and the strings of objects it inlines with `JSON.parse("…")`. Strings in `known` were already read
 * by a rule that knows what they mean (a Next chunk name): not guessed again against other bases.
 */
export function guessJs(
  js: string,
  ctx: TransformContext,
  out: RefCollector = new RefCollector(),
  known: ReadonlySet<string> = new Set(),
  bare = false,
): RefCollector {
  IMPORT_SPECIFIER.lastIndex = 0;
  for (let m = IMPORT_SPECIFIER.exec(js); m !== null; m = IMPORT_SPECIFIER.exec(js)) {
    const url = resolveRef(m[2]!, ctx.url);
    if (url && isSameOrigin(url, ctx.site) && !known.has(m[2]!))
      out.add({ url: withoutHash(url), kind: 'asset', source: 'js import', raw: m[2]!, speculative: true });
  }
  QUOTED_PATH.lastIndex = 0;
  let n = 0;
  for (let m = QUOTED_PATH.exec(js); m !== null && n < MAX_LITERALS; m = QUOTED_PATH.exec(js), n++) {
    if (!known.has(m[2]!)) addGuesses(out, m[2]!, ctx.url, ctx, 'js string', bare);
  }
  JSON_PARSE_CALL.lastIndex = 0;
  for (let m = JSON_PARSE_CALL.exec(js); m !== null; m = JSON_PARSE_CALL.exec(js)) {
    if (!m[2]!.includes('/')) continue;
    for (const ref of guessJson(unescapeJsString(m[2]!, m[1]!), ctx.url, ctx, 'js JSON.parse')) out.add(ref);
  }
  return out;
}
