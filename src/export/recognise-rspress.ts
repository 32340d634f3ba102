// Rspress names its search index only through a map from `<version>###<lang>` to the index's hash, inlined in the
// site's data chunk (`z:{"###en":"caf24504"}`); its search code builds the file name when the box opens:
// `${publicPath}/static/search_index${version ? '.' + version with '.'→'_' : ''}${lang ? '.' + lang : ''}.${hash}.json`
// (Rspress 2, @rspress/core). No string holds the name, so the general rule (guess-refs.ts) cannot find it: the
// map is expanded here, against the site's base (Rspress's public path).

import { basePath, type Ref, type TransformContext } from './refs.ts';

// The `"<version>###<lang>":"<hash>"` entries; the `###` joint is Rspress's own and nothing else writes it.
const ENTRY = /"([\w.-]*)###([\w-]*)"\s*:\s*"([0-9a-f]{6,32})"/g;

export function rspressSearchIndexes(js: string, ctx: TransformContext): Ref[] {
  if (!js.includes('###')) return [];
  const dir = new URL(`${basePath(ctx.site)}/static/`, ctx.site.origin);
  const refs: Ref[] = [];
  for (const m of js.matchAll(ENTRY)) {
    const [, version, lang, hash] = m as unknown as [string, string, string, string];
    const name = `search_index${version ? `.${version.replace('.', '_')}` : ''}${lang ? `.${lang}` : ''}.${hash}.json`;
    refs.push({ url: new URL(name, dir), kind: 'asset', source: 'rspress search index map', raw: name });
  }
  return refs;
}
