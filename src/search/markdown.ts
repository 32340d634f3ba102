// HTML → Markdown for a page's twin (`index.md` beside `index.html`), with Turndown: the same HTML always gives
// the same Markdown, so the bundle stays reproducible.
import TurndownService from 'turndown';
import type { PageContent } from './page-content.ts';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
// Images of a docs page are usually decoration or screenshots; their alt text says what they show.
turndown.addRule('image-alt', {
  filter: 'img',
  replacement: (_content, node) => {
    const alt = (node as HTMLElement).getAttribute('alt')?.trim();
    return alt ? `_[image: ${alt}]_` : '';
  },
});

/** The Markdown twin of a page: its title as `#` heading (when the content has no `h1`), then its content. */
export function pageMarkdown(page: PageContent): string {
  const body = turndown.turndown(page.html).trim();
  const hasTitle = page.headings.some((h) => h.level === 1);
  return `${hasTitle ? '' : `# ${page.title}\n\n`}${body}\n`;
}

/** `docs/intro/index.html` → `docs/intro/index.md`; `guide.html` → `guide.md`. */
export function markdownFile(htmlFile: string): string {
  return `${htmlFile.replace(/\.html?$/i, '')}.md`;
}
