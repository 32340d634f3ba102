// Rspress names its search index only through a map from `<version>###<lang>` to the index's hash, inlined in the
// site's data chunk (`z:{"###en":"caf24504"}`); its search code builds the file name when the box opens:
// `${publicPath}/static/search_index${version ? '.' + version with '.'→'_' : ''}${lang ? '.' + lang : ''}.${hash}.json`
// (Rspress 2, @rspress/core). No string holds the name, so the general rule (export/guess-refs.ts) cannot find it: the
// map is expanded here, against the site's base (Rspress's public path).

import { basePathOf } from '../generic/base.ts';
import type { ScriptRef } from '../generic/profile.ts';

// The `"<version>###<lang>":"<hash>"` entries; the `###` joint is Rspress's own and nothing else writes it.
const ENTRY = /"([\w.-]*)###([\w-]*)"\s*:\s*"([0-9a-f]{6,32})"/g;

export function rspressSearchIndexes(js: string, site: URL): ScriptRef[] {
  if (!js.includes('###')) return [];
  const dir = new URL(`${basePathOf(site)}/static/`, site.origin);
  const refs: ScriptRef[] = [];
  for (const m of js.matchAll(ENTRY)) {
    const [, version, lang, hash] = m as unknown as [string, string, string, string];
    const name = `search_index${version ? `.${version.replace('.', '_')}` : ''}${lang ? `.${lang}` : ''}.${hash}.json`;
    refs.push({ url: new URL(name, dir), kind: 'asset', source: 'rspress search index map', raw: name });
  }
  return refs;
}

// ---------------------------------------------------------------- base settings

// Its site data module (`virtual-site-data`, built into the entry chunk as `{base:"/",siteOrigin:"",title:…}`): the
// router's basename (`removeTrailingSlash(withBase('/'))`, @rspress/core runtime/ClientApp.js) and every link's
// `withBase`. `siteOrigin` follows `base` in every build (the config's normalised order).
const SITE_DATA_BASE = /([{,]\s*base\s*:\s*)"([^"\\\n]*)"(\s*,\s*siteOrigin\s*:)/;

/** Rspress's base setting, with the value `base`, made `expr`. */
export function rspressBaseSettings(js: string, base: string, expr: string): string {
  const m = js.includes('siteOrigin') ? SITE_DATA_BASE.exec(js) : null;
  if (!m || m[2] !== base) return js;
  return js.slice(0, m.index) + m[1] + expr + m[3] + js.slice(m.index + m[0].length);
}
