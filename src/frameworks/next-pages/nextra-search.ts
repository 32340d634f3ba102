// Nextra's search box (nextra-theme-docs 2 and 3, flexsearch) loads its index when the reader opens it:
// fetch(`${basePath}/_next/static/chunks/nextra-data-${locale}.json`), one file per locale that Nextra's webpack
// plugin writes beside the chunks. No string holds the name; the locale is the router's, or Nextra's default
// `en-US` on a site without i18n, which is what its pages then ask for. So a script that builds that name names
// the default locale's file, as a guess: a site with i18n has no such file (its locales' files are found by the
// general template rule, which fills the hole from the locales the pages carry).

/** A guessed file (the stages' Ref shape): fetched at its own path, dropped silently when it is not there. */
export interface GuessedRef {
  url: URL;
  kind: 'asset';
  source: string;
  raw: string;
  speculative: true;
}

const TEMPLATE = '/_next/static/chunks/nextra-data-${';
/** Nextra's DEFAULT_LOCALE: what `useRouter().locale` falls back to on a site without i18n. */
const DEFAULT_LOCALE = 'en-US';

/** `site`: the exported origin and base path, below which Next serves `_next/`. */
export function nextraSearchData(js: string, site: URL): GuessedRef[] {
  if (!js.includes(TEMPLATE)) return [];
  const raw = `static/chunks/nextra-data-${DEFAULT_LOCALE}.json`;
  const url = new URL(raw, new URL(`${site.pathname.replace(/\/+$/, '')}/_next/`, site.origin));
  return [{ url, kind: 'asset', source: 'nextra search data', raw, speculative: true }];
}
