// HTML → Markdown for a page's twin (`index.md` beside `index.html`), with Turndown: the same HTML always gives
// the same Markdown, so the bundle stays reproducible.
//
// What the page shows as text stays text: Turndown escapes Markdown's own syntax but not HTML, so text shown as
// `<img src=x onerror=…>` came out as that tag, live in any renderer that allows HTML (most do). And a link is
// only kept to a web address or a path: a `javascript:` link of the page is its text in the twin.
import TurndownService from 'turndown';
import { escapeMarkup, isSafeHref, markdownText } from './markdown-text.ts';
import type { PageContent } from './page-content.ts';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
const escapeMarkdown = turndown.escape.bind(turndown);

turndown.escape = (text: string) => escapeMarkup(escapeMarkdown(text));

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
