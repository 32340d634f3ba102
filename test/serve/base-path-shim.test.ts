// The base-path shim's URL mapping, evaluated in a bare VM: it must name files exactly as layout.ts does, and
// compute the bundle's base from the page URL and the page file's depth.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { assetFile } from '../../src/export/layout.ts';
import { BASE_PATH_RUNTIME, basePathShim, pageDepth } from '../../src/hosting/base-path-shim.ts';

// A fresh class per load: the shim wraps Element.prototype.setAttribute, as it does once per page.
function fakeElementClass() {
  return class FakeElement {
    tagName = 'DIV';
    attrs: Record<string, string> = {};
    setAttribute(name: string, value: string): void {
      this.attrs[name] = value;
    }
  };
}
type FakeElement = InstanceType<ReturnType<typeof fakeElementClass>>;

function load(href: string, depth: number) {
  const url = new URL(href);
  const window: Record<string, unknown> = {};
  const context = {
    window,
    document: { readyState: 'loading', addEventListener: () => undefined },
    location: { pathname: url.pathname, protocol: url.protocol, host: url.host },
    history: { pushState() {}, replaceState() {} },
    fetch: () => undefined,
    addEventListener: () => undefined,
    Element: fakeElementClass(),
    URL,
    URLSearchParams,
    btoa,
    unescape,
    encodeURIComponent,
    decodeURIComponent,
    decodeURI,
  };
  Object.assign(window, context);
  runInNewContext(`${BASE_PATH_RUNTIME}(${depth})`, context);
  return {
    base: window.__STATIC_EXPORT_BASE__ as string,
    fix: window.__STATIC_EXPORT_FIX__ as (u: string, asFile?: boolean) => string,
    window,
  };
}

const site = new URL('http://127.0.0.1:3000');

describe('base-path shim', () => {
  it('finds the bundle root from the page URL and depth, with or without index.html or a trailing slash', () => {
    expect(load('http://h/docs/intro/', 2).base).toBe('/');
    expect(load('http://h/docs-mirror/docs/intro/', 2).base).toBe('/docs-mirror/');
    expect(load('http://h/a/b/docs/intro/index.html', 2).base).toBe('/a/b/');
    expect(load('http://h/a/b/docs/intro', 2).base).toBe('/a/b/');
    expect(load('http://h/docs-mirror/', 0).base).toBe('/docs-mirror/');
    expect(load('http://h/docs-mirror/index.html', 0).base).toBe('/docs-mirror/');
    expect(load('http://h/', 0).base).toBe('/');
    expect(load('file:///tmp/site/docs/intro/index.html', 2).base).toBe('/tmp/site/');
    expect(load('http://h/x/y/z', -1).base).toBe('/');
  });

  it('prefixes root-absolute URLs under a sub-path and leaves everything else alone', () => {
    const { fix } = load('http://h/m/docs/intro/', 2);
    expect(fix('/_next/static/chunks/a.js')).toBe('http://h/m/_next/static/chunks/a.js');
    expect(fix('http://h/_next/static/chunks/a.js')).toBe('http://h/m/_next/static/chunks/a.js');
    expect(fix('/m/_next/static/chunks/a.js')).toBe('/m/_next/static/chunks/a.js');
    expect(fix('/docs/other#part')).toBe('http://h/m/docs/other#part');
    expect(fix('../x.css')).toBe('../x.css');
    expect(fix('//cdn.example.com/x.js')).toBe('//cdn.example.com/x.js');
    expect(fix('https://cdn.example.com/x.js')).toBe('https://cdn.example.com/x.js');
    expect(fix('#top')).toBe('#top');
    const root = load('http://h/docs/intro/', 2).fix;
    expect(root('/_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js');
  });

  it('names next/image variants and query assets exactly as layout.ts does', () => {
    const { fix } = load('http://h/m/docs/intro/', 2);
    const urls = [
      '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.3x_7mrlo5vwyk.png&w=640&q=75',
      '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Flogo.0rpe3w61dncpd.png&w=3840&q=75',
      '/_next/image?url=%2Fimages%2Fd%C3%A9j%C3%A0%20vu.jpg&w=128&q=90',
      '/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fa%2Fb.webp&w=256&q=75',
      '/icon.png?icon.3huhq9v8d4art.png',
      '/_next/static/chunks/a.js?dpl=dpl_123',
      '/fonts/x%20y.woff2?v=2',
      '/?x=1',
      '/a/?x=1',
    ];
    for (const url of urls) {
      expect(fix(url, true), url).toBe(`http://h/m/${assetFile(new URL(url, site), site)}`);
    }
    // A page's query is not a file: only the base is added.
    expect(fix('/docs/intro?_rsc=abc')).toBe('http://h/m/docs/intro?_rsc=abc');
  });

  it('maps next/image URLs at / too (hosts that ignore queries cannot answer them)', () => {
    const { fix } = load('http://h/', 0);
    const url = '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.png&w=640&q=75';
    expect(fix(url)).toBe(`http://h/${assetFile(new URL(url, site), site)}`);
  });

  it('rewrites URL attributes React sets on script/link/img, srcset candidates one by one', () => {
    const { window } = load('http://h/m/', 0);
    const Element = window.Element as new () => FakeElement;
    const link = new Element();
    link.tagName = 'LINK';
    link.setAttribute('href', '/_next/static/media/f.woff2');
    expect(link.attrs.href).toBe('http://h/m/_next/static/media/f.woff2');
    const img = new Element();
    img.tagName = 'IMG';
    img.setAttribute('srcset', '/_next/static/media/a.png 1x, /_next/static/media/b.png 2x');
    expect(img.attrs.srcset).toBe('http://h/m/_next/static/media/a.png 1x, http://h/m/_next/static/media/b.png 2x');
    const div = new Element();
    div.setAttribute('href', '/x');
    expect(div.attrs.href).toBe('/x');
  });

  it('is one inline script per page with the page depth baked in', () => {
    expect(pageDepth('docs/intro/index.html')).toBe(2);
    expect(basePathShim('docs/intro/index.html')).toMatch(/^<script data-static-export="base">[\s\S]*\(2\);<\/script>$/);
    expect(basePathShim('index.html')).toMatch(/\(0\);<\/script>$/);
    expect(basePathShim('404.html')).toMatch(/\(-1\);<\/script>$/);
    expect(basePathShim('index.html')).not.toMatch(/<\/script>[\s\S]*<\/script>/);
  });
});
