// Everything the search and AI-surface stage needs of one page, computed in one pure call so it can run wherever
// the page's transform runs (a worker thread of the transform pool, or inline): its content is read once, then
// turned into what llms.txt lists, what Pagefind will index, the page's row of the file:// index and its Markdown
// twin. It is the largest single share of a page's CPU (bench/README.md has the figures), which is why it runs
// beside the transform, off the crawl's main thread.
import { clip } from './llms-txt.ts';
import { pageMarkdown } from './markdown.ts';
import { bundleUrl, fileIndexRow, pagefindHtml } from './index-input.ts';
import { pageContent } from './page-content.ts';

/** What to compute besides the page's summary. */
export interface DigestWants {
  /** The Pagefind input and the file:// index row (search on). */
  search: boolean;
  /** The Markdown twin (unless the live site serves its own). */
  markdown: boolean;
}

export interface PageDigest {
  /** The page below the bundle's root, as bundleUrl() gives it. */
  url: string;
  title: string;
  description?: string;
  /** The first paragraph, as long as llms.txt prints it (kept for every page until the crawl ends). */
  lead?: string;
  /** The HTML Pagefind will read, as UTF-8 (put aside on the disk until Pagefind takes it: offline-search.ts). */
  pagefindHtml?: Buffer;
  /** The page's row of the file:// index, as JSON in UTF-8. */
  fileIndexRow?: Buffer;
  markdown?: string;
  /** How deep the page nests elements, when past what is read as markup (page-content.ts, MAX_DEPTH). */
  depth?: number;
  /** Why the page's content could not be read (then nothing else is set): the page is left out of search and llms.txt. */
  unreadable?: string;
  /** CPU spent here, on whichever thread ran it: reading the content (and preparing the index input), the twin. */
  ms: { content: number; markdown: number };
}

/**
 * The digest of the rewritten page written to `file`; null when the page has no content (an empty body). A page
 * whose content cannot be read (a limit of the libraries that read it) is `unreadable`, never a thrown error: one
 * page must not end the export.
 */
export function digestPage(html: string, file: string, wants: DigestWants): PageDigest | null {
  const t0 = performance.now();
  try {
    return digest(html, file, wants, t0);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { url: bundleUrl(file), title: '', unreadable: error.message, ms: { content: performance.now() - t0, markdown: 0 } };
  }
}

function digest(html: string, file: string, wants: DigestWants, t0: number): PageDigest | null {
  const content = pageContent(html);
  if (!content) return null;
  const url = bundleUrl(file);
  const { title, description, lead, depth } = content;
  const search = wants.search ? { pagefindHtml: ownBytes(pagefindHtml(content)), fileIndexRow: ownBytes(JSON.stringify(fileIndexRow(url, content))) } : {};
  const t1 = performance.now();
  const markdown = wants.markdown ? pageMarkdown(content) : undefined;
  return {
    url,
    title,
    ...(description ? { description } : {}),
    ...(lead ? { lead: clip(lead) } : {}),
    ...search,
    ...(markdown === undefined ? {} : { markdown }),
    ...(depth === undefined ? {} : { depth }),
    ms: { content: t1 - t0, markdown: performance.now() - t1 },
  };
}

/**
 * UTF-8, in a buffer of its own: a small `Buffer.from` is a view of a shared 64 KB pool slab (Node 24's
 * Buffer.poolSize), and kept for the whole crawl it kept the slab alive, most of the slab a page. Not deflated:
 * deflating and inflating them again cost more CPU a page than the fraction of a kB of memory it saves (the row;
 * the HTML waits on the disk).
 */
function ownBytes(text: string): Buffer {
  const own = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  own.write(text);
  return own;
}
