// What of a page goes into its search record and its Markdown twin: the content region, never the chrome.
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../../src/search/markdown.ts';
import { markdownFile } from '../../src/search/markdown-text.ts';
import { pageContent } from '../../src/search/page-content.ts';

const chrome = '<header><nav>Top menu</nav></header><aside class="sidebar">Sidebar link</aside><footer>Footer words</footer>';

describe('pageContent', () => {
  it('takes main, without navigation, table of contents or scripts, and cuts sections at headings with ids', () => {
    const c = pageContent(`<html lang="de"><head><title>T · Site</title><meta name="description" content="About T"></head><body>${chrome}
      <main><h1>Title</h1><p>Intro text.</p><nav class="toc">On this page</nav><script>var x = 'script words'</script>
      <h2 id="setup">Setup</h2><p>Setup text <code>npm i</code>.</p><button>Copy</button></main></body></html>`)!;
    expect(c.title).toBe('Title');
    expect(c.language).toBe('de');
    expect(c.description).toBe('About T');
    expect(c.lead).toBe('Intro text.');
    expect(c.headings).toEqual([
      { level: 1, text: 'Title' },
      { level: 2, text: 'Setup', id: 'setup' },
    ]);
    expect(c.sections).toEqual([
      { heading: 'Title', text: 'Intro text.' },
      { heading: 'Setup', id: 'setup', text: 'Setup text npm i.' },
    ]);
    expect(c.html).not.toMatch(/Top menu|Sidebar|Footer|On this page|script words|Copy/);
  });

  it('prefers [data-pagefind-body], keeps a header that holds the h1 (Docusaurus), names sections by permalink anchors', () => {
    const c = pageContent(`<html><body>${chrome}<main><p>Not marked</p><article data-pagefind-body>
      <header><h1>Doc title</h1></header><h2><a href="#usage" class="hash-link">Usage</a></h2><p>Body</p><footer>Edit this page</footer>
      </article></main></body></html>`)!;
    expect(c.title).toBe('Doc title');
    expect(c.headings).toEqual([
      { level: 1, text: 'Doc title' },
      { level: 2, text: 'Usage', id: 'usage' },
    ]);
    expect(c.html).not.toMatch(/Not marked|Edit this page|Sidebar/);
    expect(c.language).toBe('en');
  });

  it('falls back to the body, and to <title> when there is no h1; an empty page has no content', () => {
    const c = pageContent('<html><head><title>Plain page</title></head><body><p>Just text.</p></body></html>')!;
    expect(c.title).toBe('Plain page');
    expect(pageMarkdown(c)).toBe('# Plain page\n\nJust text.\n');
    expect(pageContent('<html><body><nav>only chrome</nav></body></html>')).toBeNull();
  });
});

describe('pageMarkdown', () => {
  it('gives the same Markdown for the same HTML, with fenced code, headings and relative links kept', () => {
    const html = '<main><h1>A</h1><p>See <a href="../b/">B</a>.</p><pre><code>x = 1</code></pre><ul><li>one</li></ul><img alt="Diagram" src="d.png"></main>';
    const md = pageMarkdown(pageContent(html)!);
    expect(md).toBe('# A\n\nSee [B](../b/).\n\n```\nx = 1\n```\n\n-   one\n\n_[image: Diagram]_\n');
    expect(pageMarkdown(pageContent(html)!)).toBe(md);
    expect(markdownFile('docs/a/index.html')).toBe('docs/a/index.md');
    expect(markdownFile('guide.html')).toBe('guide.md');
  });
});
