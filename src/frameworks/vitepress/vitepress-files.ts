// VitePress names each page's own code only through a hash map inlined in every page
// (`window.__VP_HASH_MAP__=JSON.parse("{\"guide_intro.md\":\"BnBqNPxA\",…}")`): its client router turns a path
// into `<base>assets/<key>.<hash>.js` at navigation time (vitepress src/client/app/utils.ts, pathToFile). No string
// anywhere holds a file name, so the general rule (export/guess-refs.ts) cannot see these files: the map is expanded here,
// into the page chunk and its `.lean.js` twin (the variant a page that was loaded whole prefetches for the others).

import { basePathOf } from '../generic/base.ts';
import type { ScriptRef } from '../generic/profile.ts';

const HASH_MAP = /__VP_HASH_MAP__\s*=\s*JSON\.parse\(\s*(["'])((?:(?!\1)[^\\\n\r]|\\.)*)\1\s*\)/;
/** VitePress's default `assetsDir`. */
const ASSETS_DIR = 'assets';

/** The page chunks a VitePress hash map names, or nothing when `js` holds none. */
export function vitepressPageChunks(js: string, site: URL): ScriptRef[] {
  if (!js.includes('__VP_HASH_MAP__')) return [];
  const m = HASH_MAP.exec(js);
  if (!m) return [];
  let map: unknown;
  try {
    // The argument is a JSON text written as a double-quoted JS string: itself JSON.
    map = JSON.parse(JSON.parse(`"${m[2]!}"`) as string);
  } catch {
    return [];
  }
  if (map === null || typeof map !== 'object') return [];
  const dir = new URL(`${basePathOf(site)}/${ASSETS_DIR}/`, site.origin);
  const refs: ScriptRef[] = [];
  for (const [key, hash] of Object.entries(map)) {
    if (typeof hash !== 'string' || !/^[\w-]+$/.test(hash) || !/^[^/\\?#]+\.md$/.test(key)) continue;
    for (const suffix of ['.js', '.lean.js']) {
      const name = `${key}.${hash}${suffix}`;
      refs.push({ url: new URL(encodeURIComponent(name).replace(/%40/g, '@'), dir), kind: 'asset', source: 'vitepress hash map', raw: name });
    }
  }
  return refs;
}

// ---------------------------------------------------------------- base settings

// Its site data, inlined in every page as `window.__VP_SITE_DATA__=JSON.parse("{…\"base\":\"/\"…}")` (always a
// double-quoted JSON text: vitepress src/node/build/render.ts): links, `hashmap.json` and the search read it.
const SITE_DATA = /__VP_SITE_DATA__\s*=\s*JSON\.parse\(\s*"/;
// Its router's `pathToFile` (src/client/app/utils.ts): `const base = import.meta.env.BASE_URL` (a literal once
// built), sliced off the path to name the page's chunk `${base}assets/<page>.md.<hash>.js`.
const PATH_TO_FILE = /(\b(?:const|let|var)\s+([\w$]+)\s*=\s*)"([^"\\\n]*)"(\s*;\s*([\w$]+)\s*=\s*[\w$]+\(\s*\5\.slice\(\s*\2\.length\s*\))/;

/** VitePress's two base settings, with the value `base`, made `expr`. */
export function vitepressBaseSettings(js: string, base: string, expr: string): string {
  let out = js;
  const open = SITE_DATA.exec(out);
  if (open) {
    // In the string's source the JSON reads `\"base\":\"/\"`, among its first keys (the data can be megabytes: no
    // scan of the whole string); it must still be inside the string (no unescaped quote before it).
    const start = open.index + open[0].length;
    const setting = `\\"base\\":\\"${base}\\"`;
    const at = out.indexOf(setting, start);
    if (at >= 0 && !/(^|[^\\])(\\\\)*"/.test(out.slice(start, at))) {
      out = `${out.slice(0, at)}\\"base\\":"+JSON.stringify(${expr})+"${out.slice(at + setting.length)}`;
    }
  }
  // pathToFile reads the page hash map in the same function: only the chunk that holds it is searched.
  const m = out.includes('__VP_HASH_MAP__') ? PATH_TO_FILE.exec(out) : null;
  if (m && m[3] === base) out = out.slice(0, m.index) + m[1] + expr + m[4] + out.slice(m.index + m[0].length);
  return out;
}
