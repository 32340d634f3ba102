// Nextra's search box (nextra-theme-docs 2 and 3, flexsearch) loads its index when the reader opens it:
// fetch(`${basePath}/_next/static/chunks/nextra-data-${locale}.json`), one file per locale that Nextra's webpack
// plugin writes beside the chunks. No string holds the name; the locale is the router's, or Nextra's default
// `en-US` on a site without i18n, which is what its pages then ask for. So a script that builds that name names
// the default locale's file, as a guess: a site with i18n has no such file (its locales' files are found by the
// general template rule, which fills the hole from the locales the pages carry).
import { nextBase, type Ref, type TransformContext } from '../../export/refs.ts';

const TEMPLATE = '/_next/static/chunks/nextra-data-${';
/** Nextra's DEFAULT_LOCALE: what `useRouter().locale` falls back to on a site without i18n. */
const DEFAULT_LOCALE = 'en-US';

export function nextraSearchData(js: string, ctx: TransformContext): Ref[] {
  if (!js.includes(TEMPLATE)) return [];
  const raw = `static/chunks/nextra-data-${DEFAULT_LOCALE}.json`;
  return [{ url: new URL(raw, nextBase(ctx.site)), kind: 'asset', source: 'nextra search data', raw, speculative: true }];
}
