// Request lists for the ceiling: the URL set an export fetched, read from its manifest (every page, each
// saved RSC payload with the headers the engine sends for it, every asset, every redirect, plus robots.txt
// and sitemap.xml), or, before there is a manifest, the site's own list of what a complete export needs.

import type { Manifest } from '../src/core/types.ts';
import type { BenchRequest } from './ceiling.ts';
import { expectedRscParam } from './site.ts';
import type { SiteModel } from './site-content.ts';

const RSC_FULL = { rsc: '1', accept: 'text/x-component' };

function segmentHeaders(segment: string): Record<string, string> {
  return { ...RSC_FULL, 'next-router-prefetch': '1', 'next-router-segment-prefetch': segment };
}

function dedupe(list: BenchRequest[]): BenchRequest[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = `${r.url} ${JSON.stringify(r.headers ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function requestsFromManifest(m: Manifest): BenchRequest[] {
  const list: BenchRequest[] = [{ url: '/robots.txt' }, { url: '/sitemap.xml' }];
  for (const page of m.pages) {
    list.push({ url: page.url });
    for (const rsc of page.rsc) {
      if (rsc.kind === 'segment' && rsc.segment) {
        list.push({ url: `${page.url}?_rsc=${expectedRscParam('1', rsc.segment)}`, headers: segmentHeaders(rsc.segment) });
      } else {
        list.push({ url: `${page.url}?_rsc=`, headers: RSC_FULL });
      }
    }
  }
  for (const asset of m.assets) list.push({ url: asset.url });
  for (const r of m.redirects) list.push({ url: r.from });
  return dedupe(list);
}

export function requestsFromSite(site: SiteModel, maxPages = Infinity): BenchRequest[] {
  const { pages, assets } = site.expected();
  const list: BenchRequest[] = [{ url: '/robots.txt' }, { url: '/sitemap.xml' }];
  for (const p of pages.slice(0, maxPages)) list.push({ url: p }, { url: `${p}?_rsc=`, headers: RSC_FULL });
  for (const a of assets) list.push({ url: a });
  return list;
}

/** How much of what the site holds the export found. Same-site asset URLs in the manifest are paths with query. */
export function completeness(
  site: SiteModel,
  m: Manifest,
  origin: string,
): { pages: number; pagesExpected: number; assets: number; assetsExpected: number; missing: string[] } {
  const expected = site.expected();
  const pages = new Set(m.pages.map((p) => p.url));
  const assets = new Set(
    m.assets.map((a) => {
      if (!/^https?:/.test(a.url)) return a.url;
      const u = new URL(a.url);
      return u.origin === origin ? u.pathname + u.search : a.url;
    }),
  );
  const missing = [...expected.pages.filter((p) => !pages.has(p)), ...expected.assets.filter((a) => !assets.has(a))];
  return {
    pages: expected.pages.filter((p) => pages.has(p)).length,
    pagesExpected: expected.pages.length,
    assets: expected.assets.filter((a) => assets.has(a)).length,
    assetsExpected: expected.assets.length,
    missing,
  };
}
