// How many references the export follows, so one hostile file cannot turn into an unbounded crawl: a stylesheet of
// tens of thousands of distinct url()s would make as many requests (and as many warnings when they failed). Past a cap the rest are
// left unfetched with one warning for the file, and past the export's cap one warning for the export; the pages
// that name them are still written (their references then point at files the bundle does not have, as links past
// `maxPages` do).

/**
 * New assets one document (a page, a stylesheet, an RSC payload) may add. A docs page names tens; the largest seen
 * (a page of every icon of an icon set) ~1,500. A script is not capped here: a bundler's runtime names every
 * chunk of the site, which grows with its pages; the export's cap bounds it.
 */
export const MAX_FILE_ASSETS = 5_000;

/** Assets per export: ten a page of the page limit, at least 50,000 (100,000 with the default 10,000 pages). */
export function maxAssets(maxPages: number): number {
  return Math.max(50_000, 10 * maxPages);
}
