// Text put into Markdown by hand (a title, an alt text, an llms.txt line) and the twin's file name: apart from
// markdown.ts so that what only needs these does not load Turndown and its DOM (~8 MB of a process's memory).

/**
 * Where text would start markup in CommonMark: `<` before a letter, `/`, `!` or `?` (a tag, a comment, a
 * declaration, an autolink like `<javascript:…>`), and `&` starting a character reference. A `<` elsewhere
 * (`a < b`) is text already, and stays as it is.
 */
const MARKUP_START = /<(?=[A-Za-z/!?])|&(?=#?[A-Za-z0-9]+;)/g;

/** Text that renders as itself in HTML-permitting Markdown: markup starts backslash-escaped (`\<img …>`). */
export function escapeMarkup(text: string): string {
  return text.replace(MARKUP_START, '\\$&');
}

/**
 * Text put into Markdown outside Turndown (a title, an alt text, an llms.txt line): markup starts and the brackets of
 * links escaped, and nothing else, so ordinary text reads as it did.
 */
export function markdownText(text: string): string {
  return escapeMarkup(text.replace(/[\\[\]]/g, '\\$&'));
}

/** Link schemes a twin keeps; anything else (`javascript:`, `data:`, `vbscript:`…) is no link. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether `href` is a relative reference or an address a reader may follow (as a browser parses it). */
export function isSafeHref(href: string): boolean {
  const url = URL.parse(href, 'relative:/');
  return url !== null && (url.protocol === 'relative:' || SAFE_SCHEMES.has(url.protocol));
}

/** `docs/intro/index.html` → `docs/intro/index.md`; `guide.html` → `guide.md`. */
export function markdownFile(htmlFile: string): string {
  return `${htmlFile.replace(/\.html?$/i, '')}.md`;
}
