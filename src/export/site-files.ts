// A site's robots.txt and sitemaps are part of its bundle: frameworks read the sitemap at run time. MkDocs
// Material's instant navigation fetches `sitemap.xml` on every page load, strips the longest common prefix of its
// `<loc>`s (the site_url), resolves the rest against the page's base and loads a clicked link instantly only when
// its URL is in that list (bundle.js: fetchSitemap, preprocess). The export writes page links as their files
// (`installation/index.html`), so each `<loc>` naming a directory page gets the same file name, on the host the
// site wrote: the list still matches the links wherever the bundle is hosted, and the prefix stays the site's.
// robots.txt is kept as written. Neither is required: a site without them just has none (a dropped guess).
// Discovery has read both already: its answers are written, the site is not asked twice.

import { asFetchFailure } from './fetch-retry.ts';
import type { FetchResponse } from './fetcher.ts';
import { assetFile, normalisePagePath, pageFile } from './layout.ts';
import { encodePath } from './refs.ts';
import type { StageContext } from './stage-context.ts';
import { bundlePath } from './write-file.ts';
import { looksLikePage } from './bundle-files.ts';
import { rm } from 'node:fs/promises';

const LOC = /(<loc>\s*)([^<\s]+)(\s*<\/loc>)/gi;

/** `<loc>` page URLs pointed at the file the bundle holds each page in, on the host and path prefix as written. */
export function rewriteSitemap(xml: string): string {
  return xml.replace(LOC, (whole, open: string, loc: string, close: string) => {
    const url = URL.parse(loc.replace(/&amp;/g, '&'));
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || !looksLikePage(url)) return whole;
    const file = pageFile(normalisePagePath(url.pathname));
    const next = `${url.origin}/${encodePath(file)}`;
    return next === url.href ? whole : `${open}${next.replace(/&/g, '&amp;')}${close}`;
  });
}

/**
 * Saves `robots.txt` and the sitemaps discovery read (`sitemaps`: their URLs, maybe on the public host), from
 * discovery's `answers` (by the URL asked on the site), fetching only what it has no answer for.
 */
export async function exportSiteFiles(ctx: StageContext, sitemaps: string[], answers: ReadonlyMap<string, FetchResponse>): Promise<void> {
  const { site } = ctx.options;
  const paths = new Set(['/robots.txt', ...sitemaps.flatMap((s) => URL.parse(s) ?? []).map((u) => u.pathname)]);
  await Promise.all(
    [...paths].map((path) => {
      const url = new URL(path, site);
      return saveSiteFile(ctx, url, path.endsWith('.xml'), answers.get(url.href));
    }),
  );
}

async function saveSiteFile(ctx: StageContext, url: URL, isSitemap: boolean, answer: FetchResponse | undefined): Promise<void> {
  const file = assetFile(url, ctx.options.site);
  if (!ctx.state.claim(file, url.pathname)) return;
  const res = answer ?? (await ctx.http.fetch({ url }).catch((error: unknown) => asFetchFailure(error, url.href)));
  if ('kind' in res && res.kind === 'aborted') throw res;
  if ('kind' in res || res.status !== 200 || !res.body || /html/i.test(res.headers['content-type'] ?? '')) {
    await rm(bundlePath(ctx.options.outDir, file), { force: true });
    ctx.state.dropGuess(url.pathname, 'kind' in res ? res.kind : `${res.status}`);
    return;
  }
  const body = isSitemap && res.body[0] !== 0x1f ? Buffer.from(rewriteSitemap(res.body.toString('utf8'))) : res.body;
  const written = await ctx.write(file, body);
  ctx.state.addAsset({ url: url.pathname, file, contentType: res.headers['content-type'] ?? 'application/octet-stream', ...written });
}
