// `llms.txt` (llmstxt.org): the site's name, then one linked line per page with its one-line description, so a
// model or an agent inside the air gap can find its way through the docs without a browser. Links point at the
// pages' Markdown twins, relative to the bundle's root, which is where llms.txt sits.
import { markdownFile } from './markdown.ts';

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

function escapeLinkText(s: string): string {
  return s.replace(/[[\]\\]/g, (c) => `\\${c}`);
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
    const link = `[${escapeLinkText(p.title)}](${encodeURI(markdownFile(p.file))})`;
    return description ? `- ${link}: ${clip(description)}` : `- ${link}`;
  });
  const siteDescription = [...seen].find(([, n]) => n > 1)?.[0];
  return `# ${siteName}\n\n${siteDescription ? `> ${clip(siteDescription)}\n\n` : ''}## Pages\n\n${lines.join('\n')}\n`;
}
