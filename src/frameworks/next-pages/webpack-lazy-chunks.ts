// A webpack build with a single lazily loaded chunk (Nextra 3's flexsearch, loaded when the search box opens) names
// it in two files: its runtime holds the name without a map, `s.u=function(e){return"static/chunks/"+e+".<hash>.js"}`
// (webpack inlines the hash when every lazy chunk has the same one), and the chunk that loads it holds only its id,
// `n.e(563).then(n.bind(n,5563))`. Neither file alone names the file (scan-js.ts expands the runtime's maps, and
// here there is none). So what each script says is kept for the whole export (TransformContext.siteNotes), and the
// script that completes a pair names the chunk: the runtime's name with each id, as a guess, dropped silently when
// it answers no file. `verify` keeps the same notes over the bundle's scripts, so it names the same file.
import type { GuessedRef } from './nextra-search.ts';

/** What one export (or verify run) keeps of its scripts: TransformContext.siteNotes. */
export type SiteNotes = Map<string, Set<string>>;

// `.u=function(e){return"static/chunks/"+e+".5c77d0d13ddfbbba.js"}` or `.u=e=>"static/chunks/"+e+".<hash>.js"`.
const NAME_FUNCTION =
  /\.u\s*=\s*(?:function\s*\(\s*([A-Za-z_$][\w$]*)\s*\)\s*\{\s*return\s*|\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*)"((?:static|assets)\/[\w\-./]*\/|)"\s*\+\s*([A-Za-z_$][\w$]*)\s*\+\s*"(\.[\w-]+\.m?js)"/g;
// webpack's `__webpack_require__.e(<id>)`, minified to a short name: `n.e(563)`.
const LOAD_CHUNK = /(?<![\w$.])[A-Za-z_$][\w$]{0,2}\.e\((\d{1,7})\)/g;
// webpack's public path in the runtime: `s.p="/_next/"`.
const PUBLIC_PATH = /\b[A-Za-z_$][\w$]*\.p\s*=\s*(["'])([^"'\s]*\/)\1/;
const TEMPLATES = 'webpack lazy chunk name';
const IDS = 'webpack lazy chunk id';
/** Ids one export keeps: a runaway bundle of `x.e(n)` calls must not grow the notes without end. */
const MAX_IDS = 2_000;

function notesOf(notes: SiteNotes | undefined, key: string): Set<string> | undefined {
  if (!notes) return undefined;
  let set = notes.get(key);
  if (!set) notes.set(key, (set = new Set()));
  return set;
}

/**
 * The lazy chunks script `js` completes, given what the site's other scripts said (`notes`, which this adds to);
 * `file` is the script's bundle file and `site` the exported origin and base path.
 */
export function webpackLazyChunks(js: string, file: string, site: URL, notes: SiteNotes | undefined): GuessedRef[] {
  // Scripts fetched as files only: a page's inline scripts are read on whichever thread is free, without the notes.
  if (!/\.m?js$/.test(file)) return [];
  const templates = notesOf(notes, TEMPLATES);
  const ids = notesOf(notes, IDS);
  if (!templates || !ids) return [];
  const newTemplates: string[] = [];
  if (js.includes('.u=') || js.includes('.u =')) {
    for (const m of js.matchAll(NAME_FUNCTION)) {
      const param = m[1] ?? m[2];
      if (param !== m[4]) continue;
      const publicPath = PUBLIC_PATH.exec(js)?.[2];
      const base = new URL(publicPath ?? `${site.pathname.replace(/\/+$/, '')}/_next/`, site);
      const template = `${new URL(m[3]!, base).href}\u0000${m[5]}`;
      if (!templates.has(template)) {
        templates.add(template);
        newTemplates.push(template);
      }
    }
  }
  const newIds: string[] = [];
  if (js.includes('.e(')) {
    for (const m of js.matchAll(LOAD_CHUNK)) {
      if (ids.size >= MAX_IDS) break;
      if (!ids.has(m[1]!)) {
        ids.add(m[1]!);
        newIds.push(m[1]!);
      }
    }
  }
  const refs: GuessedRef[] = [];
  const name = (template: string, id: string): void => {
    const [prefix, suffix] = template.split('\u0000') as [string, string];
    const url = new URL(`${prefix}${id}${suffix}`);
    refs.push({ url, kind: 'asset', source: 'webpack lazy chunk', raw: url.pathname.slice(url.pathname.lastIndexOf('/static/') + 1), speculative: true });
  };
  for (const template of newTemplates) for (const id of ids) name(template, id);
  for (const id of newIds) for (const template of templates) if (!newTemplates.includes(template)) name(template, id);
  return refs;
}
