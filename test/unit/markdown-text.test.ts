// Text stays text in the Markdown the bundle carries (twins, llms.txt): markup shown on the page is escaped, links
// go only to web addresses and paths. Ordinary text is left as it was.
import { describe, expect, it } from 'vitest';
import { llmsTxt } from '../../src/search/llms-txt.ts';
import { pageMarkdown } from '../../src/search/markdown.ts';
import { escapeMarkup, isSafeHref, markdownText } from '../../src/search/markdown-text.ts';
import { pageContent } from '../../src/search/page-content.ts';

const twin = (body: string, head = '<title>T</title>') => pageMarkdown(pageContent(`<html><head>${head}</head><body><main>${body}</main></body></html>`)!);

describe('escapeMarkup', () => {
  it('escapes what would start a tag, a comment, an autolink or a character reference', () => {
    expect(escapeMarkup('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert(1)>');
    expect(escapeMarkup('</p><!-- x --><?php <javascript:alert(1)>')).toBe('\\</p>\\<!-- x -->\\<?php \\<javascript:alert(1)>');
    expect(escapeMarkup('&lt;b&gt; &#60;')).toBe('\\&lt;b\\&gt; \\&#60;');
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['a < b and c > d', 'x <= 3', 'R&D, Q&A', 'see 1 < 2']) expect(escapeMarkup(text)).toBe(text);
  });
});

describe('the Markdown twin', () => {
  it('writes markup shown as text as text', () => {
    const md = twin('<h1>&lt;img src=x onerror=alert(1)&gt;</h1><p>Use &lt;script&gt; and &amp;lt; here, a &lt; b.</p>');
    expect(md).toBe('# \\<img src=x onerror=alert(1)>\n\nUse \\<script> and \\&lt; here, a < b.\n');
  });

  it('keeps web and relative links, and makes a script or data link its text', () => {
    const md = twin(
      '<p><a href="https://a.example/">web</a> <a href="../x/index.html#h">path</a> <a href="mailto:a@b.example">mail</a> ' +
        '<a href="javascript:alert(1)">js</a> <a href=" JaVa&#x09;Script:alert(1)">spaced</a> <a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a></p>',
    );
    expect(md).toBe('# T\n\n[web](https://a.example/) [path](../x/index.html#h) [mail](mailto:a@b.example) js spaced data vb\n');
  });

  it('escapes a title and an alt text that are not in the content as Markdown', () => {
    const md = twin('<p>x <img alt="a](javascript:alert(1)) <b>" src="i.png"></p>', '<title>&lt;svg onload=alert(1)&gt;</title>');
    expect(md).toBe('# \\<svg onload=alert(1)>\n\nx _[image: a\\](javascript:alert(1)) \\<b>]_\n');
  });
});

describe('llms.txt', () => {
  it('writes titles and descriptions as text', () => {
    const text = llmsTxt('<b>Site</b>', [
      { url: '/a/', file: 'a/index.html', title: '<img src=x onerror=alert(1)>', description: '[click me](javascript:alert(1))' },
      { url: '/b/', file: 'b/index.html', title: 'Plain [beta]', lead: 'A < B, as usual.' },
    ]);
    expect(text).toBe(
      '# \\<b>Site\\</b>\n\n## Pages\n\n- [\\<img src=x onerror=alert(1)>](a/index.md): \\[click me\\](javascript:alert(1))\n- [Plain \\[beta\\]](b/index.md): A < B, as usual.\n',
    );
  });
});

describe('markdownText and isSafeHref', () => {
  it('escape brackets and backslashes, and judge a scheme as a browser parses it', () => {
    expect(markdownText('a\\[b]')).toBe('a\\\\\\[b\\]');
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('tel:+100')).toBe(true);
  });
});
