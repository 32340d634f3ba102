// A page's own content, without its chrome: what the search index, the Markdown twin and llms.txt are made of.
//
// The region is `[data-pagefind-body]` where the site marks it (the Pagefind convention, which some themes
// already follow), else the first `main`, `article` or `[role=main]`, else the body. Inside it, navigation,
// sidebars, tables of contents, scripts and the like are dropped; a `header`/`footer` inside the region goes
// too unless it holds a heading (Docusaurus puts the page's `<h1>` in an `<article><header>`).
//
// What reads the tree after the parse (cheerio's text and serialiser, Turndown) recurses once per level, and a page
// of 10,000 nested `<div>`s overflowed the stack and ended the whole export. So the tree is cut at MAX_DEPTH, the
// depth where Chromium's own HTML parser stops nesting: an element there keeps its text, as one text node, and
// loses the elements below it (the page says so: `depth`).
import { type CheerioAPI, load } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';

export interface PageHeading {
  level: number;
  text: string;
  /** The element id a link can jump to (`#id`), when the site gave the heading one. */
  id?: string;
}

export interface PageSection {
  /** The heading that starts the section (none for the part before the first heading). */
  heading?: string;
  /** Where a link to the section points (`#id`); absent when the heading has no id. */
  id?: string;
  text: string;
}

export interface PageContent {
  /** The page's title: its first `h1`, else `og:title`, else `<title>`. */
  title: string;
  /** The site's `<meta name=description>`, if any. */
  description?: string;
  /** The first paragraph of the content, as one line (llms.txt falls back to it). */
  lead?: string;
  /** `<html lang>`, lower-cased, or `en`. */
  language: string;
  headings: PageHeading[];
  /** The content's text cut at its headings: the part before the first heading, then one per heading. */
  sections: PageSection[];
  /** The content region's HTML, chrome removed (headings carry the ids sections link to). */
  html: string;
  /** How deep the page nests elements, when deeper than MAX_DEPTH (its content below that depth is plain text). */
  depth?: number;
}

/** Chromium's HTML parser nests no deeper (kMaximumHTMLParserDOMTreeDepth); docs pages stay under ~60. */
export const MAX_DEPTH = 512;

const REGIONS = ['[data-pagefind-body]', 'main', 'article', '[role=main]'];
const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'svg',
  'button',
  'form',
  'dialog',
  'nav',
  'aside',
  '[role=navigation]',
  '[role=complementary]',
  '[role=search]',
  '[data-pagefind-ignore]',
  '[aria-hidden=true]',
  '[hidden]',
  '.toc',
  '#toc',
  '.table-of-contents',
  '[class*="tableOfContents"]',
  '.breadcrumbs',
  '.pagination-nav',
  '.theme-doc-footer',
].join(', ');

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The content of one page's HTML; null when there is none (an empty body). */
export function pageContent(html: string): PageContent | null {
  // Scripts are never content, and on a Next.js page they are most of the bytes (the inline RSC payload):
  // dropped before parsing, the parse costs a fraction (bench: 40 KB pages).
  const $ = load(html.replace(SCRIPTS, ''));
  const depth = cutDeep($);
  const marked = $('[data-pagefind-body]');
  let region = marked.length > 0 ? marked : $();
  for (const selector of REGIONS.slice(1)) {
    if (region.length > 0) break;
    region = $(selector).first();
  }
  if (region.length === 0) region = $('body');
  region.find(CHROME).remove();
  region
    .find('header, footer')
    .filter((_, el) => $(el).find('h1, h2, h3, h4, h5, h6').length === 0)
    .remove();
  const headings: PageHeading[] = [];
  region.find('h1, h2, h3, h4, h5, h6').each((_, el) => {
    const text = oneLine($(el).text());
    if (!text) return;
    // A permalink anchor inside the heading (`<a href="#x">#</a>`) names the section when the heading has no id.
    const id = $(el).attr('id') ?? $(el).find('a[href^="#"]').attr('href')?.slice(1);
    if (id) $(el).attr('id', id);
    headings.push({ level: Number(el.tagName.slice(1)), text, ...(id ? { id } : {}) });
  });
  const sections = cutSections(region.toArray());
  const contentHtml = region
    .toArray()
    .map((el) => $.html($(el).contents()))
    .join('\n')
    .trim();
  if (!oneLine(region.text())) return null;
  const meta = (name: string): string | undefined => oneLine($(`meta[name="${name}"], meta[property="${name}"]`).attr('content') ?? '') || undefined;
  const h1 = headings.find((h) => h.level === 1)?.text;
  const title = h1 ?? meta('og:title') ?? (oneLine($('title').first().text()) || 'Untitled');
  const lead = region
    .find('p')
    .toArray()
    .map((p) => oneLine($(p).text()))
    .find((t) => t.length > 0);
  const description = meta('description');
  return {
    title,
    ...(description ? { description } : {}),
    ...(lead ? { lead } : {}),
    language: ($('html').attr('lang') ?? 'en').trim().toLowerCase() || 'en',
    headings,
    sections,
    html: contentHtml,
    ...(depth > MAX_DEPTH ? { depth } : {}),
  };
}

const isParent = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'root' || node.type === 'script' || node.type === 'style';

/**
 * Cuts the tree at MAX_DEPTH without recursing: an element at that depth gets its descendants' text as its only
 * child (a space after each block, so words stay apart). Returns the depth of the deepest element.
 */
function cutDeep($: CheerioAPI): number {
  let deepest = 0;
  const stack: [AnyNode, number][] = [[$.root()[0]!, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isParent(node)) continue;
    deepest = Math.max(deepest, depth);
    if (depth < MAX_DEPTH) {
      for (const child of node.children) stack.push([child, depth + 1]);
      continue;
    }
    const { text, depth: below } = flatText(node);
    deepest = Math.max(deepest, depth + below);
    if (below > 0) $(node).text(text);
  }
  return deepest;
}

/** The text below `node` in document order, iteratively, and how many levels of elements it holds. */
function flatText(node: Element): { text: string; depth: number } {
  let text = '';
  let depth = 0;
  // A string entry is text to add once the element it follows has been read (a block's trailing space).
  const stack: ([AnyNode, number] | string)[] = node.children.map((c) => [c, 1] as [AnyNode, number]).reverse();
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (typeof top === 'string') {
      text += top;
      continue;
    }
    const [child, level] = top;
    if (child.type === 'text') text += child.data;
    else if (child.type === 'tag') {
      depth = Math.max(depth, level);
      if (BLOCK.test(child.name)) stack.push(' ');
      for (let i = child.children.length - 1; i >= 0; i--) stack.push([child.children[i]!, level + 1]);
    }
  }
  return { text, depth };
}

const BLOCK = /^(?:p|div|li|ul|ol|pre|table|tr|td|th|dd|dt|dl|blockquote|section|br|hr|figure|figcaption|details|summary)$/;

/** One walk over the region in document order: text goes to the section of the last heading seen. */
function cutSections(roots: AnyNode[]): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { text: '' };
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      current.text += node.data;
    } else if (node.type === 'tag') {
      if (/^h[1-6]$/.test(node.name)) {
        sections.push(current);
        const heading = oneLine(textOf(node));
        current = { text: '', ...(heading ? { heading } : {}), ...(node.attribs.id ? { id: node.attribs.id } : {}) };
        return;
      }
      for (const child of node.children) visit(child);
      if (BLOCK.test(node.name)) current.text += ' ';
    }
  };
  for (const root of roots) visit(root);
  sections.push(current);
  return sections.map((s) => ({ ...s, text: oneLine(s.text) })).filter((s) => s.text || s.heading);
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  return node.type === 'tag' ? node.children.map(textOf).join('') : '';
}
