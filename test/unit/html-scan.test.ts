import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../src/export/html-scan.ts';
import { assetFile, pageFile } from '../../src/export/layout.ts';
import type { Ref } from '../../src/export/refs.ts';
import { transformHtml } from '../../src/export/transform-html.ts';

const tags = (html: string, bare?: Set<string>) =>
  scanHtml(html, bare).map((el) => ({
    name: el.name,
    attribs: { ...el.attribs },
    tag: html.slice(el.start, el.end),
    content: el.content && html.slice(el.content.start, el.content.end),
  }));

describe('scanHtml', () => {
  it('reports elements with attributes in document order: names lower-cased, values decoded, the first repeat wins', () => {
    const html = '<!doctype html><DIV Class="a &amp; b"><a HREF=/x?a=1&amp;b=2 href="/second" data-x>t</a></DIV><img src=\'/i&#47;j.png\'/>';
    expect(tags(html)).toEqual([
      { name: 'div', attribs: { class: 'a & b' }, tag: '<DIV Class="a &amp; b">', content: null },
      { name: 'a', attribs: { href: '/x?a=1&b=2', 'data-x': '' }, tag: '<a HREF=/x?a=1&amp;b=2 href="/second" data-x>', content: null },
      { name: 'img', attribs: { src: '/i/j.png' }, tag: "<img src='/i&#47;j.png'/>", content: null },
    ]);
  });

  it('leaves out elements without attributes unless asked for them by name', () => {
    const html = '<html><head><title>T</title></head><body><div><p>x</p></div></body></html>';
    expect(tags(html).map((t) => t.name)).toEqual(['title']);
    expect(tags(html, new Set(['head', 'html'])).map((t) => t.tag)).toEqual(['<html>', '<head>', '<title>']);
  });

  it('gives the raw text of script, style and title, with markup inside read as text', () => {
    const html =
      '<script>if (a < b) document.write("<a href=\\"/no\\">")</script><style>a{background:url(/bg.png)}</style><title>A &amp; B</title><script></script>';
    expect(tags(html).map((t) => [t.name, t.content])).toEqual([
      ['script', 'if (a < b) document.write("<a href=\\"/no\\">")'],
      ['style', 'a{background:url(/bg.png)}'],
      ['title', 'A &amp; B'],
      ['script', null],
    ]);
  });

  it('runs an unclosed script to the end of the text and drops a start tag cut off by it', () => {
    expect(tags('<script>self.x = 1').map((t) => t.content)).toEqual(['self.x = 1']);
    expect(tags('<a href="/x">ok</a><img src="/cut')).toEqual([{ name: 'a', attribs: { href: '/x' }, tag: '<a href="/x">', content: null }]);
  });

  it('finds each start tag where it is, also after an empty end tag or one with space before its `>`', () => {
    const html = '<p></p></><img src="/a.png"></div\n ><img src="/b.png">';
    expect(tags(html).map((t) => t.tag)).toEqual(['<img src="/a.png">', '<img src="/b.png">']);
  });
});

describe('transformHtml on the scan', () => {
  const site = new URL('http://127.0.0.1:3000/');
  const ctx = {
    url: new URL('/docs/intro', site),
    file: pageFile('/docs/intro'),
    site,
    fileFor: (ref: Ref) => (ref.kind === 'page' ? pageFile(ref.url.pathname) : assetFile(ref.url, site)),
  };

  it('rewrites a start tag that follows an empty end tag (the tree placed it at the `</>`)', () => {
    expect(transformHtml('<p></p></><img src="/a.png">', ctx).text).toBe('<p></p></><img src="../../a.png">');
  });
});
