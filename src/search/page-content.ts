// A page's own content, without its chrome: what the search index, the Markdown twin and llms.txt are made of.
//
// The region is `[data-pagefind-body]` where the site marks it (the Pagefind convention, which some themes
// already follow), else the first `main`, `article` or `[role=main]`, else the body. Inside it, navigation,
// sidebars, tables of contents, scripts and the like are dropped; a `header`/`footer` inside the region goes
// too unless it holds a heading (Docusaurus puts the page's `<h1>` in an `<article><header>`).
//
// A page nested deeper than MAX_DEPTH is cut there before it is parsed (nesting.ts says why): the text below
// keeps its place, the elements go, and the page says how deep it was (`depth`).
import { type CheerioAPI, load } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { capNesting, MAX_DEPTH } from './nesting.ts';

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
  const capped = capNesting(html.replace(SCRIPTS, ''), MAX_DEPTH);
  const depth = capped.depth;
  const $ = load(capped.html);
  const found = landmarks($.root().toArray());
  const chosen = found.marked.length > 0 ? found.marked : (found.main ?? found.article ?? found.roleMain);
  const region = chosen === undefined ? $(found.bodies) : $(chosen);
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
  // Text anywhere in the region is text of a section or a heading (cutSections keeps those), so only a region without
  // sections is read whole: reading every page's text again to find it not empty was a tenth of a page's digest.
  if (sections.length === 0 && !/\S/.test(region.text())) return null;
  // What the chrome's removal took out of the document is no longer there to be read (as a query now would not find it).
  const meta = (name: string): string | undefined =>
    oneLine(found.metas.find((el) => attached(el) && (el.attribs.name === name || el.attribs.property === name))?.attribs.content ?? '') || undefined;
  const h1 = headings.find((h) => h.level === 1)?.text;
  const titleElement = found.titles.find(attached);
  const title = h1 ?? meta('og:title') ?? ((titleElement && oneLine($(titleElement).text())) || 'Untitled');
  const lead = firstText($, region.find('p').toArray());
  const description = meta('description');
  return {
    title,
    ...(description ? { description } : {}),
    ...(lead ? { lead } : {}),
    language: (found.roots.find(attached)?.attribs.lang ?? 'en').trim().toLowerCase() || 'en',
    headings,
    sections,
    html: contentHtml,
    ...(depth > MAX_DEPTH ? { depth } : {}),
  };
}

/** The elements pageContent looks for in the whole document, each list in document order. */
interface Landmarks {
  /** `[data-pagefind-body]`: every one. */
  marked: Element[];
  /** The first `main`, `article` and `[role=main]`. */
  main?: Element;
  article?: Element;
  roleMain?: Element;
  bodies: Element[];
  titles: Element[];
  /** `meta` elements with a `name` or a `property`. */
  metas: Element[];
  /** `html` elements. */
  roots: Element[];
}

/**
 * One walk over the document for what took eight selector queries over all of it (a third of reading a page's
 * content): the same elements in the same order, as css-select finds them (an element is a tag, a script or a style).
 */
function landmarks(nodes: readonly AnyNode[]): Landmarks {
  const found: Landmarks = { marked: [], bodies: [], titles: [], metas: [], roots: [] };
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node) && node.type !== 'root') continue;
    if (isTag(node)) {
      const { name, attribs } = node;
      if (attribs['data-pagefind-body'] !== undefined) found.marked.push(node);
      if (name === 'main') found.main ??= node;
      else if (name === 'article') found.article ??= node;
      else if (name === 'body') found.bodies.push(node);
      else if (name === 'title') found.titles.push(node);
      else if (name === 'html') found.roots.push(node);
      else if (name === 'meta' && (attribs.name !== undefined || attribs.property !== undefined)) found.metas.push(node);
      if (attribs.role === 'main') found.roleMain ??= node;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

/** An element as css-select sees one: `<script>` and `<style>` are elements of their own types in domhandler's tree. */
function isTag(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Whether `node` is still in its document (cheerio's remove() detaches an element from its parent). */
function attached(node: AnyNode): boolean {
  let at: AnyNode = node;
  while (at.parent) at = at.parent;
  return at.type === 'root';
}

/** The first of `elements` with any text, as one line: the others are not read (a page has dozens of paragraphs). */
function firstText($: CheerioAPI, elements: AnyNode[]): string | undefined {
  for (const el of elements) {
    const text = oneLine($(el).text());
    if (text) return text;
  }
  return undefined;
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
