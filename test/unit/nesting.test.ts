// capNesting: a page's elements cut at a depth before any tree is built, following htmlparser2's Parser, in one
// linear pass; an ordinary page comes back as the same string.
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { capNesting } from '../../src/search/nesting.ts';

/** The depth of the tree htmlparser2's Parser builds from `html` (what cheerio reads). */
function parsedDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  new Parser({
    onopentag: () => {
      depth++;
      deepest = Math.max(deepest, depth);
    },
    onclosetag: () => depth--,
  }).end(html);
  return deepest;
}

describe('capNesting', () => {
  it('returns an ordinary page as the same string, with the depth the Parser sees', () => {
    const page =
      '<!doctype html><html><head><title>T</title><meta charset=utf-8></head><body><ul><li>a<li>b<li><p>c<p>d</ul>' +
      '<table><tr><td>1<td>2<tr><td>3</table><svg><path d="M0"/><path/></svg><br></br></p><img src=x></body></html>';
    const capped = capNesting(page, 512);
    expect(capped.html).toBe(page);
    expect(capped.depth).toBe(parsedDepth(page));
  });

  it('counts what the Parser closes by itself: 2,000 list items without end tags are not 2,000 levels', () => {
    const list = `<ul>${'<li>item'.repeat(2000)}</ul>`;
    expect(capNesting(list, 512)).toEqual({ html: list, depth: parsedDepth(list) });
  });

  it('cuts a deep page at the limit, keeps its text, and the result parses no deeper', () => {
    const deep = `<main>${'<div><span>'.repeat(3000)}bottom${'</span></div>'.repeat(3000)}<p>after</p></main>`;
    const capped = capNesting(deep, 512);
    expect(capped.depth).toBe(6001);
    expect(parsedDepth(capped.html)).toBe(512);
    expect(capped.html).toContain('bottom');
    expect(capped.html).toMatch(/<\/main>$/);
    expect(capped.html).toContain('<p>after</p>');
  });

  it('is not fooled by end tags that close nothing, or by tags hidden in attribute values', () => {
    const sneaky = `${'<div title="a>b"></x>'.repeat(2000)}deep`;
    expect(parsedDepth(sneaky)).toBe(2000);
    const capped = capNesting(sneaky, 512);
    expect(capped.depth).toBe(2000);
    expect(parsedDepth(capped.html)).toBeLessThanOrEqual(512);
  });

  it('follows self-closing tags in SVG, not in HTML', () => {
    const svg = `<svg>${'<g/>'.repeat(1000)}</svg>`;
    expect(capNesting(svg, 512)).toEqual({ html: svg, depth: 2 });
    const html = `<div>${'<span/>'.repeat(1000)}</div>`;
    expect(capNesting(html, 512).depth).toBe(parsedDepth(html));
  });
});
