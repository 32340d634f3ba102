// What one page's digest costs the transform thread, counted in work rather than time (issue 29): the digest is a
// third of the export's CPU a page, so it reads each part of the page only as often as its outputs need.
import { load } from 'cheerio/slim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileIndexRow, pagefindHtml } from '../../src/search/index-input.ts';
import { pageContent } from '../../src/search/page-content.ts';
import { digestPage } from '../../src/search/page-digest.ts';

const page = (paragraphs: number) =>
  `<html><head><title>T</title></head><body><nav>Menu</nav><main><h1 id="t">Title</h1>${Array.from(
    { length: paragraphs },
    (_, i) => `<p>Paragraph ${i} of the page.</p>`,
  ).join('')}</main></body></html>`;

/** The prototype cheerio's `.text()` lives on, shared by the selections of every document it loads. */
function cheerioPrototype(): { text: () => string } {
  let proto = Object.getPrototypeOf(load('<p></p>')('p'));
  while (proto && !Object.hasOwn(proto, 'text')) proto = Object.getPrototypeOf(proto);
  return proto;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page digest', () => {
  it("reads a paragraph's text only until it has the lead, and the region's text not again", () => {
    const text = vi.spyOn(cheerioPrototype(), 'text');
    const content = pageContent(page(200))!;
    expect(content.lead).toBe('Paragraph 0 of the page.');
    expect(content.sections).toHaveLength(1);
    // The heading's text, then the first paragraph's: not the 200 paragraphs and the whole region besides.
    expect(text.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('still finds no content in a region whose only text is no section of it', () => {
    expect(pageContent('<html><body><main>  <!-- a comment -->\n </main></body></html>')).toBeNull();
    expect(pageContent('<html><body><main><p>word</p></main></body></html>')?.sections).toEqual([{ text: 'word' }]);
  });

  it("hands over Pagefind's input and the file:// row as the UTF-8 they are read as, with nothing to inflate", () => {
    const html = page(3);
    const digest = digestPage(html, 'docs/a/index.html', { search: true, markdown: false })!;
    const content = pageContent(html)!;
    expect(digest.pagefindHtml!.toString('utf8')).toBe(pagefindHtml(content));
    expect(digest.fileIndexRow!.toString('utf8')).toBe(JSON.stringify(fileIndexRow('/docs/a/', content)));
    // Buffers of their own, never views of a shared pool slab that the crawl would keep alive with them.
    expect(digest.pagefindHtml!.byteOffset).toBe(0);
    expect(digest.pagefindHtml!.buffer.byteLength).toBe(digest.pagefindHtml!.length);
  });
});
