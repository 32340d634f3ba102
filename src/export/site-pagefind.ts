// A site that ships its own Pagefind index (Nextra does, at `/_pagefind/`; Starlight and Pagefind's own default at
// `/pagefind/`, which its UI loads as `pagefind.js?ts=<time>`, a name no page holds) keeps its own search box working
// offline: the whole index is exported. Its files cannot be found by crawling: the page imports
// `_pagefind/pagefind.js`, which fetches files named by hashes inside `pagefind-entry.json` and the gzipped CBOR
// `pagefind.<hash>.pf_meta` (Pagefind's pagefind_web metadata: [version, pages, index chunks, filters, …]).
// So they are read the way Pagefind's own code reads them, and every file they name is fetched.
import { gunzipSync } from 'node:zlib';
import { decode } from 'cborg';
import type { StageContext } from './stage-context.ts';
import { assetFile } from './layout.ts';
import { jsRefs } from './js-refs.ts';

export const SITE_PAGEFIND_DIR = '_pagefind/';
/** Where sites put their index, in the order probed: Nextra's, then Pagefind's default (Starlight). */
export const SITE_PAGEFIND_DIRS = [SITE_PAGEFIND_DIR, 'pagefind/'];
const ENTRY = 'pagefind-entry.json';
/** Not named by the index files, and not in every Pagefind version (the `unknown` language's WebAssembly is
 * Pagefind's fallback when a language has none of its own): fetched when present. */
const OPTIONAL = [
  'wasm.unknown.pagefind',
  'pagefind-worker.js',
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-highlight.js',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
];
const SIGNATURE = 'pagefind_dcd';

interface Entry {
  languages?: Record<string, { hash?: string; wasm?: string | null }>;
}

/** The folder below the site's base where it serves a Pagefind index (`_pagefind/`, `pagefind/`), or undefined. */
export async function sitePagefindDir(ctx: Pick<StageContext, 'http' | 'options'>): Promise<string | undefined> {
  for (const dir of SITE_PAGEFIND_DIRS) {
    const res = await ctx.http.fetch({ url: new URL(dir + ENTRY, ctx.options.site) }).catch(() => undefined);
    if (res?.status === 200 && res.body && isEntry(res.body)) return dir;
  }
  return undefined;
}

function isEntry(body: Buffer): boolean {
  try {
    const entry = JSON.parse(body.toString('utf8')) as Entry;
    return typeof entry.languages === 'object' && entry.languages !== null;
  } catch {
    return false;
  }
}

/** The files a pf_meta names, relative to `_pagefind/`, for language `lang`. */
export function filesOfMeta(lang: string, meta: Buffer): string[] {
  let raw = gunzipSync(meta);
  if (raw.subarray(0, SIGNATURE.length).toString('latin1') === SIGNATURE) raw = raw.subarray(SIGNATURE.length);
  const top = decode(raw, { useMaps: false }) as unknown[];
  const out: string[] = [];
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  // Hashes carry their language since 1.x (`en_eb6f72d`); older ones are bare and the file name adds it.
  const named = (hash: string): string => (hash.startsWith(`${lang}_`) ? hash : `${lang}_${hash}`);
  // Pages: a hash each (`[hash, word count, …]` in 1.x, a bare hash before) → their fragments.
  for (const page of Array.isArray(top[1]) ? top[1] : []) {
    const hash = typeof page === 'string' ? page : strings(page)[0];
    if (hash) out.push(`fragment/${named(hash)}.pf_fragment`);
  }
  for (const list of top.slice(2)) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const s = strings(item);
      // Index chunks are [from, to, hash]; filter chunks [name, hash]; sort lists hold no file.
      if (s.length === 3) out.push(`index/${named(s[2]!)}.pf_index`);
      else if (s.length === 2 && (item as unknown[]).length === 2) out.push(`filter/${named(s[1]!)}.pf_filter`);
    }
  }
  return out;
}

/** Exports the site's index in `dir` (`_pagefind/`): every file its entry and metadata name, and its scripts. */
export async function exportSitePagefind(ctx: StageContext, dir = SITE_PAGEFIND_DIR): Promise<void> {
  const base = new URL(dir, ctx.options.site);
  const save = async (name: string, required: boolean): Promise<Buffer | undefined> => {
    const url = new URL(name, base);
    const file = assetFile(url, ctx.options.site);
    if (!ctx.state.claim(file, url.pathname)) return undefined;
    const res = await ctx.http.fetch({ url }).catch(() => undefined);
    if (res?.status !== 200 || !res.body) {
      if (required)
        ctx.state.warn({
          code: 'fetch-failed',
          url: url.pathname,
          message: `${url.pathname} of the site's Pagefind index answered ${res?.status ?? 'nothing'}`,
          referrer: dir + ENTRY,
        });
      return undefined;
    }
    const written = await ctx.write(file, res.body);
    ctx.state.addAsset({ url: url.pathname, file, contentType: res.headers['content-type'] ?? 'application/octet-stream', ...written });
    // Its scripts are read like any other (what they load by name is followed, or dropped as a guess), as verify reads them.
    if (name.endsWith('.js')) ctx.followRefs(jsRefs(res.body.toString('utf8'), ctx.contextFor(url, file)), file, 0);
    return res.body;
  };
  const entryBody = await save(ENTRY, true);
  if (!entryBody) return;
  const names = await pagefindFiles(entryBody, (name) => save(name, true));
  await Promise.all([...names.map((n) => save(n, true)), ...OPTIONAL.map((n) => save(n, false))]);
}

/**
 * Every file a Pagefind index needs, relative to its folder, from its entry file (`pagefind-entry.json`); `meta`
 * reads one of the metadata files it names (or undefined, when it cannot). The export fetches these; `verify`
 * checks the same list against a bundle.
 */
export async function pagefindFiles(entryBody: Buffer, meta: (name: string) => Promise<Buffer | undefined>): Promise<string[]> {
  let entry: Entry;
  try {
    entry = JSON.parse(entryBody.toString('utf8')) as Entry;
  } catch {
    return [];
  }
  const names = new Set(['pagefind.js']);
  for (const [lang, info] of Object.entries(entry.languages ?? {})) {
    names.add(`wasm.${info.wasm ?? 'unknown'}.pagefind`);
    if (!info.hash) continue;
    const name = `pagefind.${info.hash}.pf_meta`;
    names.add(name);
    const body = await meta(name);
    if (body) for (const file of filesOfMeta(lang, body)) names.add(file);
  }
  return [...names];
}
