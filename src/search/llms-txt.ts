// `llms.txt` (llmstxt.org): the site's name, then one linked line per page with its one-line description, so a
// model or an agent inside the air gap can find its way through the docs without a browser. Links point at the
// pages' Markdown twins, relative to the bundle's root, which is where llms.txt sits.
//
// Titles and descriptions are the pages' text and stay text (markdownText): a description written
// `[click me](javascript:…)` or a title shown as `<img onerror=…>` is no link and no tag here.
import { isSafeHref, markdownFile, markdownText } from './markdown-text.ts';

/** What llms.txt says of a page. */
export interface LlmsPage {
  /** The page in the bundle, as a URL path below its root (the sort key). */
  url: string;
  /** Its HTML file in the bundle; the link goes to the Markdown twin beside it. */
  file: string;
  title: string;
  description?: string;
  lead?: string;
}

const MAX_DESCRIPTION = 200;

/** A description as llms.txt prints it: at most MAX_DESCRIPTION characters, cut at a word. Idempotent. */
export function clip(s: string): string {
  return s.length <= MAX_DESCRIPTION ? s : `${s.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * `pages` with the bundle file each was written to. A description the site repeats on several pages is its
 * site-wide default, not the page's: the page's first paragraph says more.
 */
export function llmsTxt(siteName: string, pages: LlmsPage[]): string {
  const seen = new Map<string, number>();
  for (const p of pages) if (p.description) seen.set(p.description, (seen.get(p.description) ?? 0) + 1);
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const lines = sorted.map((p) => {
    const own = p.description && seen.get(p.description) === 1 ? p.description : undefined;
    const description = own ?? p.lead ?? p.description;
    const target = encodeURI(markdownFile(p.file));
    // A bundle file name never has a scheme (layout.ts makes `:` a `_`); checked all the same, as every link is.
    const link = isSafeHref(target) ? `[${markdownText(p.title)}](${target})` : markdownText(p.title);
    return description ? `- ${link}: ${markdownText(clip(description))}` : `- ${link}`;
  });
  const siteDescription = [...seen].find(([, n]) => n > 1)?.[0];
  return `# ${markdownText(siteName)}\n\n${siteDescription ? `> ${markdownText(clip(siteDescription))}\n\n` : ''}## Pages\n\n${lines.join('\n')}\n`;
}
