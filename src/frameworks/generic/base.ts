// The base a client router was built for, and the expression a rewritten base setting reads instead: the base the
// runtime publishes on HTTP hosts (hosting/page-globals.ts BASE_KEY), the site's own base path (`/`, or `/docs/`)
// where there is none. The same bytes then route at `/`, under any prefix, and as before without the runtime.

import { BASE_KEY } from '../../hosting/page-globals.ts';

/** The site's base path as its frameworks write it: `/`, `/docs/`. */
export function siteBase(site: URL): string {
  return site.pathname.replace(/\/*$/, '/');
}

/** The site's base path without a trailing slash (`''` at the root). */
export function basePathOf(site: URL): string {
  return site.pathname.replace(/\/+$/, '');
}

/** The JS expression of the app's base: the bundle's base where the runtime published one, plus the site's base path. */
export function baseExpression(site: URL): string {
  const read = `(self[Symbol.for(${JSON.stringify(BASE_KEY)})]||"/")`;
  const below = siteBase(site).slice(1);
  return below ? `(${read}+${JSON.stringify(below)})` : read;
}
