// HTML → Markdown for a page's twin (`index.md` beside `index.html`), with Turndown: the same HTML always gives
// the same Markdown, so the bundle stays reproducible.
//
// What the page shows as text stays text: Turndown escapes Markdown's own syntax but not HTML, so text shown as
// `<img src=x onerror=…>` came out as that tag, live in any renderer that allows HTML (most do). And a link is
// only kept to a web address or a path: a `javascript:` link of the page is its text in the twin.
import TurndownService from 'turndown';
import type { PageContent } from './page-content.ts';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
const escapeMarkdown = turndown.escape.bind(turndown);

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

turndown.escape = (text: string) => escapeMarkup(escapeMarkdown(text));

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

turndown.addRule('unsafe-link', {
  filter: (node) => node.nodeName === 'A' && !isSafeHref(node.getAttribute('href') ?? ''),
  replacement: (content) => content,
});
// Images of a docs page are usually decoration or screenshots; their alt text says what they show.
turndown.addRule('image-alt', {
  filter: 'img',
  replacement: (_content, node) => {
    const alt = (node as HTMLElement).getAttribute('alt')?.trim();
    return alt ? `_[image: ${markdownText(alt)}]_` : '';
  },
});

/** The Markdown twin of a page: its title as `#` heading (when the content has no `h1`), then its content. */
export function pageMarkdown(page: PageContent): string {
  const body = turndown.turndown(page.html).trim();
  const hasTitle = page.headings.some((h) => h.level === 1);
  return `${hasTitle ? '' : `# ${markdownText(page.title)}\n\n`}${body}\n`;
}

/** `docs/intro/index.html` → `docs/intro/index.md`; `guide.html` → `guide.md`. */
export function markdownFile(htmlFile: string): string {
  return `${htmlFile.replace(/\.html?$/i, '')}.md`;
}
