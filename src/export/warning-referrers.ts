// Which file a warning names as its referrer. The crawl warns once per URL, from whichever file named it first, and
// which file that is depends on the order answers arrived and, in a `since` export, on the order files were taken
// from PREV: two exports of the same site could record the same refused URL as named by `404` and by
// `/markdown-page`, and their manifests differed by that alone. So once the crawl is over the referrer is chosen by
// a rule that does not depend on order: the smallest (in UTF-16 order) of the files whose recorded references name
// the URL as a sure reference (a guess names nothing for certain). A URL no recorded reference names keeps the
// crawl's referrer: then only files that record no references named it, whatever the order.
import type { ExportWarning, PageRecord, AssetRecord } from '../core/types.ts';
import { normalisePagePath } from './layout.ts';

/** A file that may name URLs: the referrer the crawl gives it and the references it recorded. */
interface Namer {
  referrer: string;
  refs?: readonly string[];
}

/** The referrers the crawl gives: a page (and its RSC payloads) its path, an asset its file. */
function* namersOf(pages: Iterable<PageRecord>, assets: Iterable<AssetRecord>): Generator<Namer> {
  for (const page of pages) {
    yield { referrer: page.url, ...(page.refs ? { refs: page.refs } : {}) };
    for (const rsc of page.rsc) if (rsc.refs) yield { referrer: page.url, refs: rsc.refs };
  }
  for (const asset of assets) if (asset.refs) yield { referrer: asset.file, refs: asset.refs };
}

/** The key a recorded reference and a warning's URL share: a page by its normalised path, any other URL as recorded. */
function refKey(entry: string): string | undefined {
  if (entry.startsWith('guess:')) return undefined;
  if (!entry.startsWith('page:')) return entry;
  const where = entry.slice(5);
  if (!where.startsWith('/')) return where;
  const query = where.indexOf('?');
  return `page:${normalisePagePath(query < 0 ? where : where.slice(0, query))}`;
}

/** The keys a warning's URL may be recorded under (the crawl warns about a page by its path, a file by its URL). */
function warningKeys(url: string, site: URL): string[] {
  if (url.startsWith('/')) return [`page:${url}`, url];
  const parsed = URL.parse(url);
  if (!parsed) return [url];
  const where = parsed.origin === site.origin ? parsed.pathname + parsed.search : parsed.href.replace(/#.*$/, '');
  return [where, `page:${parsed.origin === site.origin ? normalisePagePath(parsed.pathname) : where}`];
}

/**
 * `warnings` with each referrer chosen by the rule above. Changes the records in place (they are the export's own)
 * and returns the same array. Costs a set lookup a recorded reference, and nothing when no warning has a referrer.
 */
export function settleReferrers(warnings: ExportWarning[], pages: Iterable<PageRecord>, assets: Iterable<AssetRecord>, site: URL): ExportWarning[] {
  const byKey = new Map<string, ExportWarning[]>();
  for (const warning of warnings) {
    if (warning.referrer === undefined) continue;
    for (const key of warningKeys(warning.url, site)) {
      const list = byKey.get(key);
      if (list) list.push(warning);
      else byKey.set(key, [warning]);
    }
  }
  if (byKey.size === 0) return warnings;
  const smallest = new Map<ExportWarning, string>();
  for (const namer of namersOf(pages, assets)) {
    for (const entry of namer.refs ?? []) {
      const key = refKey(entry);
      const named = key === undefined ? undefined : byKey.get(key);
      if (!named) continue;
      for (const warning of named) {
        const before = smallest.get(warning);
        if (before === undefined || namer.referrer < before) smallest.set(warning, namer.referrer);
      }
    }
  }
  for (const [warning, referrer] of smallest) warning.referrer = referrer;
  return warnings;
}
