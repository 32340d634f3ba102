// The icon a browser asks every host for. A page that names no icon makes the browser ask the root of the host it
// came from for `/favicon.ico`: on a bundle host that is a 404, a console error on every page, unless the bundle
// has the file, and under a sub-path or on file:// the browser asks a root the bundle does not own. So the export
// asks the site once, as the browser would, and every page that names no icon is given a link (transform-html.ts,
// `defaultIcon`): to the site's icon saved in the bundle, or, when the site has none (a 404, or the 204 Rspress'
// `preview` answers), to `data:,`, an empty icon the browser asks no one for. The page then shows what it showed
// live, at `/`, under any sub-path and on file://.

import { asFetchFailure } from './fetch-retry.ts';
import { assetFile } from './layout.ts';
import type { StageContext } from './stage-context.ts';

/** Where the browser looks for a page's icon when the page names none: the root of its host. */
export const IMPLICIT_ICON_PATH = '/favicon.ico';

/**
 * Fetches the site's `/favicon.ico` into the bundle; resolves with its bundle file, or '' when the site has no
 * icon there (no answer, not a 200, an empty body, or a page: a site that answers every path with its app).
 */
export async function exportSiteIcon(ctx: StageContext): Promise<string> {
  const url = new URL(IMPLICIT_ICON_PATH, ctx.options.site);
  const file = assetFile(url, ctx.options.site);
  if (!ctx.state.claim(file, url.pathname)) return file;
  const res = await ctx.http.fetch({ url }).catch((error: unknown) => asFetchFailure(error, url.href));
  if ('kind' in res && res.kind === 'aborted') throw res;
  if ('kind' in res || res.status !== 200 || !res.body?.length || /html/i.test(res.headers['content-type'] ?? '')) {
    ctx.state.dropGuess(url.pathname, 'kind' in res ? res.kind : `${res.status}`);
    return '';
  }
  const written = await ctx.write(file, res.body);
  ctx.state.addAsset({ url: url.pathname, file, contentType: res.headers['content-type'] ?? 'image/x-icon', ...written });
  return file;
}
