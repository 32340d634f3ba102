// What the offline search takes of one page, as pure functions of its content: the HTML Pagefind indexes and the
// page's row of the `file://` index. Apart from offline-search.ts (which runs Pagefind) so that the transform
// workers, which make these per page (page-digest.ts), do not load Pagefind's indexer client or the dialog script.
import type { PageContent } from './page-content.ts';

/** One page of the file:// index: `[url, title, [[anchor, heading, snippet, other words], …]]`. */
export type FileIndexRow = [string, string, [string, string, string, string][]];

/** `docs/intro/index.html` → `/docs/intro/`: the page's URL below the bundle's root, as hosts serve it. */
export function bundleUrl(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The text Pagefind indexes for one page: its content, its title as the first `h1`, section ids kept. */
export function pagefindHtml(page: PageContent): string {
  const title = page.headings.some((h) => h.level === 1) ? '' : `<h1>${escapeHtml(page.title)}</h1>`;
  return `<!doctype html><html lang="${escapeHtml(page.language)}"><head><title>${escapeHtml(page.title)}</title></head><body><main data-pagefind-body>${title}${page.html}</main></body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Characters of a section's text the `file://` index keeps as they are, for the excerpt. */
const SNIPPET = 160;

export function fileIndexRow(url: string, content: PageContent): FileIndexRow {
  return [url, content.title, content.sections.map((s) => [s.id ?? '', s.heading ?? '', ...snippetAndWords(s.text)])];
}

/** What separates words: anything but a letter or a digit, in any script. */
const NOT_WORD = /[^\p{L}\p{N}]+/u;
/**
 * The same for lower-cased ASCII text, where the only letters and digits are a–z and 0–9: split without Unicode
 * property lookups, which cost about twice as much a page, in the transform worker that shares the cores with the
 * crawl (the rows come out the same).
 */
const NOT_ASCII_WORD = /[^a-z0-9]+/;
const ASCII = /^[\x00-\x7f]*$/;

/** `text`'s first characters as they are, and every other word of it once, lower-cased. */
export function snippetAndWords(text: string): [string, string] {
  const cut = text.length <= SNIPPET ? text.length : Math.max(text.lastIndexOf(' ', SNIPPET), 0) || SNIPPET;
  const snippet = text.slice(0, cut);
  const separator = ASCII.test(text) ? NOT_ASCII_WORD : NOT_WORD;
  const inSnippet = new Set(snippet.toLowerCase().split(separator));
  const rest = new Set<string>();
  for (const word of text.slice(cut).toLowerCase().split(separator)) if (word && !inSnippet.has(word)) rest.add(word);
  return [snippet, [...rest].join(' ')];
}
