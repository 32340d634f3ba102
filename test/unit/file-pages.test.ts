// Which file of the bundle a link to a page opens on file:// (src/hosting/runtime/file-pages.ts): the bundle's list
// of pages decides between `x.html` and `x/index.html`; without the list (Next, Docusaurus) a page is a folder.
import { describe, expect, it } from 'vitest';
import { pageFileOf } from '../../src/hosting/runtime/file-pages.ts';

const pages = new Set(['index.html', 'guides/index.html', 'guides/caching.html', 'faq/index.html']);

describe('pageFileOf', () => {
  it('finds a page named without its suffix, or by its folder, in the list', () => {
    expect(pageFileOf('guides/caching', pages)).toBe('guides/caching.html');
    expect(pageFileOf('guides/caching/', pages)).toBe('guides/caching.html');
    expect(pageFileOf('guides/caching/index.html', pages)).toBe('guides/caching.html');
    expect(pageFileOf('faq', pages)).toBe('faq/index.html');
    expect(pageFileOf('guides/', pages)).toBe('guides/index.html');
    expect(pageFileOf('', pages)).toBe('index.html');
  });

  it('leaves files and unknown names as they are, and a folder not in the list is its index.html', () => {
    expect(pageFileOf('guides/caching.html', pages)).toBeUndefined();
    expect(pageFileOf('img/logo.png', pages)).toBeUndefined();
    expect(pageFileOf('nowhere', pages)).toBeUndefined();
    expect(pageFileOf('nowhere/', pages)).toBe('nowhere/index.html');
  });

  it('without a list, a page is a folder', () => {
    expect(pageFileOf('docs/intro', undefined)).toBe('docs/intro/index.html');
    expect(pageFileOf('docs/intro/', undefined)).toBe('docs/intro/index.html');
    expect(pageFileOf('docs/a.txt', undefined)).toBeUndefined();
  });
});
