// JS chunks: find the files a chunk loads by name (lazy chunks of next/dynamic, CSS and media the bundler
// emitted). This only extracts (transform-js.ts makes the few edits JS gets). Regexes only: chunks reach megabytes,
// and a parse would cost more than the whole fetch.
//
// Forms found:
//   Turbopack  `e.l("static/chunks/x.js")`, `"/_next/static/chunks/x.js"`, `{"otherChunks":["static/chunks/…"]}`
//   webpack    `"static/chunks/app/page-<hash>.js"`, `"static/css/<hash>.css"`, `"static/media/<name>.woff2"`
//   webpack runtime  `s.u=e=>"static/chunks/"+e+"."+{12:"abc",…}[e]+".js"` and the named form
//              `"static/chunks/"+({12:"app/page"}[e]||e)+"."+{…}[e]+".js"`: every chunk id of the maps is expanded.
// Relative names resolve against `<site base>/_next/`; names expanded from a runtime's map against the public
// path that runtime sets (`s.p="/_next/"`, Docusaurus `r.p="/"`), if any.

import { RefCollector, nextBase, resolveRef, withoutHash, type Ref, type TransformContext } from './refs.ts';

// A quoted string holding a build-output path: `static/…` relative, or anything containing `/_next/static/`.
const QUOTED_PATH = /["'`]((?:[^"'`\s\\<>{}]*\/_next\/static\/|static\/)[^"'`\s\\<>{}]*)["'`]/g;
// The last segment must be a file with an extension, so prefixes like `"static/chunks/"` are skipped.
const FILE_NAME = /\/[^/]*[^/.]\.[A-Za-z0-9]{1,8}(?:[?#].*)?$/;
// webpack's public path: `__webpack_require__.p = "/_next/"`, minified `s.p="/_next/"`.
const PUBLIC_PATH = /\b[A-Za-z_$][\w$]*\.p\s*=\s*(["'])([^"'\s]*\/)\1/;
// A string prefix ending in `/` followed by `+`: the start of a chunk-file-name expression.
const NAME_EXPRESSION = /(["'])((?:static|assets)\/(?:[\w\-.]+\/)*)\1\s*\+/g;

export function scanJs(js: string, ctx: TransformContext): Ref[] {
  const out = new RefCollector();
  const base = nextBase(ctx.site);

  const add = (name: string, source: string, relativeTo: URL) => {
    if (name.includes('${')) return; // a template with a hole
    const url = resolveRef(name, relativeTo);
    if (url) out.add({ url: withoutHash(url), kind: 'asset', source, raw: name });
  };

  QUOTED_PATH.lastIndex = 0;
  for (let m = QUOTED_PATH.exec(js); m !== null; m = QUOTED_PATH.exec(js)) {
    const name = m[1]!;
    if (!FILE_NAME.test(name)) continue;
    if (name.startsWith('static/')) add(name, 'js chunk', base);
    else add(name, 'js chunk', ctx.url);
  }

  NAME_EXPRESSION.lastIndex = 0;
  let runtimeBase: URL | undefined;
  for (let m = NAME_EXPRESSION.exec(js); m !== null; m = NAME_EXPRESSION.exec(js)) {
    const names = expandChunkNames(js, m.index + m[0].length, m[2]!);
    if (names.length === 0) continue;
    // Only a runtime expands chunk names, and it sets its public path: read it there, not in every chunk.
    runtimeBase ??= publicPathOf(js, ctx.site) ?? base;
    for (const name of names) add(name, 'js chunk map', runtimeBase);
  }
  return out.refs;
}

function publicPathOf(js: string, site: URL): URL | undefined {
  const path = PUBLIC_PATH.exec(js)?.[2];
  if (path === undefined) return undefined;
  try {
    return new URL(path, site);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- webpack chunk-name expressions

type Term = { t: 'str'; value: string } | { t: 'id' } | { t: 'map'; map: Map<string, string>; fallback: boolean };

const STRING_LITERAL = /\s*(["'])((?:(?!\1)[^\\\n]|\\.)*)\1/y;
const IDENT = /\s*([A-Za-z_$][\w$]*)(?![\w$(.[])/y;
// `{12:"abc","x/y":"def"}[e]`, optionally wrapped as `({…}[e]||e)`.
// No whitespace between a value and its comma, so no two ways to split a run of spaces (no backtracking blow-up).
const MAP =
  /\s*\(?\s*\{((?:\s*(?:\d+|"[^"\\]*"|'[^'\\]*'|[A-Za-z_$][\w$]*)\s*:\s*(?:"[^"\\]*"|'[^'\\]*'),?)*)\s*\}\s*\[\s*[A-Za-z_$][\w$]*\s*\](\s*\|\|\s*[A-Za-z_$][\w$]*\s*\))?/y;
const PLUS = /\s*\+/y;
const MAP_ENTRY = /(\d+|"[^"\\]*"|'[^'\\]*'|[A-Za-z_$][\w$]*)\s*:\s*("[^"\\]*"|'[^'\\]*')/g;
const MAX_IDS = 50_000;

function unquote(s: string): string {
  return s.startsWith('"') || s.startsWith("'") ? s.slice(1, -1) : s;
}

function readTerm(js: string, pos: number): { term: Term; end: number } | null {
  STRING_LITERAL.lastIndex = pos;
  let m = STRING_LITERAL.exec(js);
  if (m) return { term: { t: 'str', value: m[2]! }, end: STRING_LITERAL.lastIndex };
  MAP.lastIndex = pos;
  m = MAP.exec(js);
  if (m) {
    const map = new Map<string, string>();
    for (const e of m[1]!.matchAll(MAP_ENTRY)) map.set(unquote(e[1]!), unquote(e[2]!));
    return { term: { t: 'map', map, fallback: m[2] !== undefined }, end: MAP.lastIndex };
  }
  IDENT.lastIndex = pos;
  m = IDENT.exec(js);
  if (m) return { term: { t: 'id' }, end: IDENT.lastIndex };
  return null;
}

/**
 * Expand `"<prefix>" + term + term …` where the terms are strings, the chunk-id parameter and id→string maps
 * into one name per chunk id. Ids are those of the maps without a fallback (the hash maps: every chunk has
 * one); a term we do not understand ends the expansion with nothing, rather than guess.
 */
export function expandChunkNames(js: string, pos: number, prefix: string): string[] {
  const terms: Term[] = [{ t: 'str', value: prefix }];
  let at = pos;
  for (;;) {
    const read = readTerm(js, at);
    if (!read) return [];
    terms.push(read.term);
    at = read.end;
    PLUS.lastIndex = at;
    if (!PLUS.test(js)) break;
    at = PLUS.lastIndex;
  }
  const last = terms[terms.length - 1]!;
  if (last.t !== 'str' || !/\.(?:js|mjs|css)$/.test(last.value)) return [];
  const maps = terms.filter((t): t is Extract<Term, { t: 'map' }> => t.t === 'map');
  const idSource = maps.filter((m) => !m.fallback);
  if (idSource.length === 0) return [];
  const ids = new Set<string>();
  for (const m of idSource) for (const id of m.map.keys()) if (ids.size < MAX_IDS) ids.add(id);
  const names: string[] = [];
  for (const id of ids) {
    let name = '';
    let ok = true;
    for (const t of terms) {
      if (t.t === 'str') name += t.value;
      else if (t.t === 'id') name += id;
      else {
        const v = t.map.get(id);
        if (v !== undefined) name += v;
        else if (t.fallback) name += id;
        else ok = false;
      }
    }
    if (ok) names.push(name);
  }
  return names;
}
