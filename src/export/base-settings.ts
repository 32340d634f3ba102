// A client router built for `/` keeps that base in its code: VitePress's site data and the base its router slices
// off a path to find the page's chunk, Rspress's site data (its router's basename, every link). Under a prefix such
// a router finds no page and renders links outside the bundle. No rule can tell a base setting from any other `"/"`
// in a script, so each is recognised in its framework's module (recognise-vitepress.ts, recognise-rspress.ts) and
// pointed at the base the runtime publishes on HTTP hosts (hosting/page-globals.ts BASE_KEY), the site's own base
// path (`/`, or `/docs/`) where there is none: the same bytes route at `/`, under any prefix, and as before without
// the runtime. Pages of these sites carry the runtime in its `app-base` kind (app-base-page.ts), which publishes it.

import { BASE_KEY } from '../hosting/page-globals.ts';
import { rspressBaseSettings } from './recognise-rspress.ts';
import { vitepressBaseSettings } from './recognise-vitepress.ts';

/** A recogniser: `js` with each base setting whose value is `base` made the expression `expr`. */
export type BaseSettingRule = (js: string, base: string, expr: string) => string;

const RULES: BaseSettingRule[] = [vitepressBaseSettings, rspressBaseSettings];

/** The site's base path as its frameworks write it: `/`, `/docs/`. */
export function siteBase(site: URL): string {
  return site.pathname.replace(/\/*$/, '/');
}

/** The JS expression of the app's base: the bundle's base where the runtime published one, plus the site's base path. */
export function baseExpression(site: URL): string {
  const read = `(self[Symbol.for(${JSON.stringify(BASE_KEY)})]||"/")`;
  const below = siteBase(site).slice(1);
  return below ? `(${read}+${JSON.stringify(below)})` : read;
}

/** The script with its framework's base settings reading the runtime's base, or undefined when it has none. */
export function rewriteBaseSettings(js: string, site: URL): string | undefined {
  const base = siteBase(site);
  const expr = baseExpression(site);
  let out = js;
  for (const rule of RULES) out = rule(out, base, expr);
  return out === js ? undefined : out;
}
