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
function cheerioPrototype(): { text: () => string; find: (selector: string) => unknown } {
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

  it('walks the whole document once for its landmarks, and queries only the content region', () => {
    const find = vi.spyOn(cheerioPrototype(), 'find');
    const content = pageContent(
      `<html lang="EN"><head><title>T</title><meta name="description" content="About"></head><body>${page(5).slice(page(5).indexOf('<nav>'))}`,
    )!;
    expect([content.title, content.description, content.language, content.lead]).toEqual(['Title', 'About', 'en', 'Paragraph 0 of the page.']);
    // The chrome, the header/footer rule, the headings and the paragraphs: four queries, each of the region alone
    // (the region's choice, the metadata, the title and the language were eight over the whole page, or more).
    expect(find.mock.calls.map(([selector]) => (selector.length > 40 ? 'chrome' : selector))).toEqual([
      'chrome',
      'header, footer',
      'h1, h2, h3, h4, h5, h6',
      'p',
    ]);
  });

  it('reads the title, metadata and language only from what the chrome removal left in the document', () => {
    const c = pageContent(
      '<html><body><main><svg><title>Icon</title></svg><nav><meta name="description" content="menu"></nav><p>Text</p></main></body></html>',
    )!;
    expect([c.title, c.description]).toEqual(['Untitled', undefined]);
    const marked = pageContent(
      '<html><head><meta property="og:title" content="OG"></head><body><div data-pagefind-body><p>A</p></div><main><p>B</p></main><div data-pagefind-body><p>C</p></div></body></html>',
    )!;
    expect([marked.title, marked.html]).toEqual(['OG', '<p>A</p>\n<p>C</p>']);
    const roleMain = pageContent('<html><body><div role="main"><p>R</p></div><article><p>A</p></article></body></html>')!;
    expect(roleMain.html).toBe('<p>A</p>');
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
