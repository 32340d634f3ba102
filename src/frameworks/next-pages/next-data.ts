// The Next.js Pages Router's per-page data. Every Pages Router page carries `<script id="__NEXT_DATA__">`; a page
// rendered with getStaticProps (`"gsp": true`) or getServerSideProps (`"gssp": true`) has its props at
// `<basePath>/_next/data/<buildId>[/<locale>]/<route>.json` (`/index.json` for `/`), which the router fetches on a
// client navigation to that page (and on a prefetch of it). No HTML or script names that file: it is named here,
// from the page's own data, as a reference of the page, so the crawl saves it and `verify` reports it missing.
//
// The route is built from the data too (`page` with its `query` filled in: `/releases/[version]` with
// `{version:"v2"}` is `/releases/v2`), not from the URL the page was read at: verify reads a page back from its
// file, where the URL is `…/index.html`.
//
// Like every framework module, this imports nothing from the stages: it takes strings and URLs and returns plain
// references, which the HTML transform adds as its own.

/** The id of the element that holds a Pages Router page's data. */
export const NEXT_DATA_ID = '__NEXT_DATA__';

/** A file the page's client asks for: the stages' reference shape (src/export/refs.ts Ref). */
export interface NextDataRef {
  url: URL;
  kind: 'asset';
  source: string;
  raw: string;
}

interface NextData {
  page?: unknown;
  query?: unknown;
  buildId?: unknown;
  gsp?: unknown;
  gssp?: unknown;
  locale?: unknown;
  isFallback?: unknown;
}

/** `/releases/[version]` + `{version:"v2"}` → `/releases/v2`; catch-alls join their segments. Undefined when a
 *  parameter is missing (a fallback page, whose data the router asks for by the URL it is shown at). */
export function routeOf(page: string, query: Record<string, unknown>): string | undefined {
  let missing = false;
  const route = page.replace(/\/\[(\[)?(\.\.\.)?([^\]]+)\]\]?/g, (_m, optional: string | undefined, rest: string | undefined, name: string) => {
    const value = query[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) {
      if (optional) return '';
      missing = true;
      return '';
    }
    const parts = Array.isArray(value) ? value.map(String) : [String(value)];
    if (!rest && parts.length !== 1) missing = true;
    return `/${parts.map((p) => encodeURIComponent(p)).join('/')}`;
  });
  if (missing) return undefined;
  return route || '/';
}

/**
 * The data file a Pages Router page's client asks for, read from its `__NEXT_DATA__` JSON (empty when none); `site`
 * is the exported origin and base path.
 */
export function nextDataRefs(json: string, site: URL): NextDataRef[] {
  let data: NextData;
  try {
    data = JSON.parse(json) as NextData;
  } catch {
    return [];
  }
  if (!data || typeof data !== 'object' || !(data.gsp === true || data.gssp === true) || data.isFallback === true) return [];
  if (typeof data.page !== 'string' || typeof data.buildId !== 'string' || !/^[\w.-]+$/.test(data.buildId)) return [];
  const query = data.query && typeof data.query === 'object' ? (data.query as Record<string, unknown>) : {};
  const route = routeOf(data.page, query);
  if (route === undefined) return [];
  const locale = typeof data.locale === 'string' && /^[\w-]+$/.test(data.locale) ? `/${data.locale}` : '';
  const raw = `${site.pathname.replace(/\/+$/, '')}/_next/data/${data.buildId}${locale}${route === '/' ? '/index' : route}.json`;
  const url = URL.parse(raw, site);
  return url ? [{ url, kind: 'asset', source: 'next data', raw }] : [];
}
