// The Next.js Pages Router as the export reads it (src/frameworks/next-pages/): the `/_next/data` file of every
// getStaticProps / getServerSideProps page, named by its `__NEXT_DATA__` (the same for the export and verify, which
// reads the page back from its file), webpack's one lazy chunk named by two scripts together, Nextra's search data,
// and the router's first read of the URL on file://. Strings are cut from the Nextra 3 corpus build (Next 14.2).
import { describe, expect, it } from 'vitest';
import { nextDataRefs, routeOf } from '../../src/frameworks/next-pages/next-data.ts';
import { nextraSearchData } from '../../src/frameworks/next-pages/nextra-search.ts';
import { webpackLazyChunks } from '../../src/frameworks/next-pages/webpack-lazy-chunks.ts';
import { jsRefs } from '../../src/export/js-refs.ts';
import type { TransformContext } from '../../src/export/refs.ts';
import { transformHtml } from '../../src/export/transform-html.ts';
import { transformJs } from '../../src/export/transform-js.ts';

const site = new URL('http://127.0.0.1:3000/');

function context(path: string, s = site, notes?: Map<string, Set<string>>): TransformContext {
  return { url: new URL(path, s), file: path.replace(/^\/+/, ''), site: s, fileFor: () => null, ...(notes ? { siteNotes: notes } : {}) };
}

const data = (fields: Record<string, unknown>) => JSON.stringify({ props: { pageProps: {} }, buildId: 'b1d-X_9', query: {}, isFallback: false, ...fields });

describe('nextDataRefs', () => {
  it('names the data file of a getStaticProps and a getServerSideProps page', () => {
    const gsp = nextDataRefs(data({ page: '/docs/changelog', gsp: true }), site);
    expect(gsp.map((r) => [r.url.href, r.raw, r.kind, 'speculative' in r])).toEqual([
      ['http://127.0.0.1:3000/_next/data/b1d-X_9/docs/changelog.json', '/_next/data/b1d-X_9/docs/changelog.json', 'asset', false],
    ]);
    expect(nextDataRefs(data({ page: '/status', gssp: true }), site)[0]?.url.pathname).toBe('/_next/data/b1d-X_9/status.json');
    expect(nextDataRefs(data({ page: '/', gsp: true }), site)[0]?.url.pathname).toBe('/_next/data/b1d-X_9/index.json');
  });

  it('builds the route from the page and its query, not from the URL it was read at (verify reads index.html)', () => {
    const refs = nextDataRefs(data({ page: '/releases/[version]', query: { version: 'v2' }, gsp: true }), site);
    expect(refs[0]?.url.pathname).toBe('/_next/data/b1d-X_9/releases/v2.json');
    expect(routeOf('/docs/[...slug]', { slug: ['a', 'b c'] })).toBe('/docs/a/b%20c');
    expect(routeOf('/docs/[[...slug]]', {})).toBe('/docs');
    expect(routeOf('/[[...slug]]', {})).toBe('/');
    expect(routeOf('/releases/[version]', {})).toBeUndefined();
  });

  it('puts the base path and the locale where the router does', () => {
    const based = nextDataRefs(data({ page: '/intro', gsp: true, locale: 'fr' }), new URL('http://127.0.0.1:3000/base/'));
    expect(based[0]?.url.pathname).toBe('/base/_next/data/b1d-X_9/fr/intro.json');
  });

  it('names nothing for pages without server data, fallbacks and data it cannot read', () => {
    for (const json of [
      data({ page: '/docs/faq', nextExport: true, autoExport: true }),
      data({ page: '/x', gsp: true, isFallback: true }),
      data({ page: '/x', gsp: true, buildId: '../../etc' }),
      data({ page: '/x/[id]', gsp: true }),
      '{not json',
      'null',
    ])
      expect(nextDataRefs(json, site)).toEqual([]);
  });

  it("is a reference of the page's HTML, which the page itself never writes", () => {
    const html = `<html><head></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${data({ page: '/docs/changelog', gsp: true })}</script></body></html>`;
    const result = transformHtml(html, context('/docs/changelog'));
    expect(result.text).toBe(html);
    expect(result.refs.map((r) => r.url.pathname)).toContain('/_next/data/b1d-X_9/docs/changelog.json');
  });
});

describe('webpackLazyChunks', () => {
  const runtime =
    's.f={},s.e=function(e){return Promise.all(Object.keys(s.f).reduce(function(t,n){return s.f[n](e,t),t},[]))},s.u=function(e){return"static/chunks/"+e+".5c77d0d13ddfbbba.js"},s.miniCssF=function(e){},s.p="/_next/"';
  const app = 'sE=(e,t)=>lX(void 0,null,function*(){let[r,o]=yield Promise.all([fetch(x),n.e(563).then(n.bind(n,5563))])})';
  const want = ['http://127.0.0.1:3000/_next/static/chunks/563.5c77d0d13ddfbbba.js'];

  it('names the chunk once both scripts are read, in either order', () => {
    for (const [first, second] of [
      [runtime, app],
      [app, runtime],
    ] as const) {
      const notes = new Map<string, Set<string>>();
      expect(webpackLazyChunks(first, '/_next/static/chunks/a.js'.slice(1), site, notes)).toEqual([]);
      const refs = webpackLazyChunks(second, '/_next/static/chunks/b.js'.slice(1), site, notes);
      expect(refs.map((r) => r.url.href)).toEqual(want);
      expect(refs.every((r) => r.speculative === true && r.raw === 'static/chunks/563.5c77d0d13ddfbbba.js')).toBe(true);
      // Told again, nothing new.
      expect(webpackLazyChunks(second, '/_next/static/chunks/c.js'.slice(1), site, notes)).toEqual([]);
    }
  });

  it('reads the arrow form, and is one of the rules every script is read by (jsRefs)', () => {
    const notes = new Map<string, Set<string>>();
    webpackLazyChunks('r.u=e=>"static/chunks/"+e+".0a1b.js",r.p="/_next/"', '_next/static/chunks/w.js', site, notes);
    const refs = jsRefs('Promise.all([a.e(12),a.e(7)]).then(a.bind(a,12))', context('/_next/static/chunks/p.js', site, notes));
    expect(refs.map((r) => r.url.pathname).filter((p) => p.endsWith('.0a1b.js'))).toEqual([
      '/_next/static/chunks/12.0a1b.js',
      '/_next/static/chunks/7.0a1b.js',
    ]);
  });

  it('names nothing without the notes, in a page, or from a runtime whose names have a map', () => {
    expect(webpackLazyChunks(runtime + app, '_next/static/chunks/a.js', site, undefined)).toEqual([]);
    expect(webpackLazyChunks(runtime + app, 'docs/index.html', site, new Map())).toEqual([]);
    const mapped = 's.u=function(e){return"static/chunks/"+e+"."+{12:"abc"}[e]+".js"}';
    expect(webpackLazyChunks(mapped + app, '_next/static/chunks/a.js', site, new Map())).toEqual([]);
  });
});

describe('nextraSearchData', () => {
  it("names the default locale's index where a script builds its name", () => {
    const js = 'fetch(`${e}/_next/static/chunks/nextra-data-${t}.json`).then(e=>e.json())';
    const refs = nextraSearchData(js, new URL('http://127.0.0.1:3000/base/'));
    expect(refs.map((r) => [r.url.href, r.speculative])).toEqual([['http://127.0.0.1:3000/base/_next/static/chunks/nextra-data-en-US.json', true]]);
    expect(nextraSearchData('fetch("/api/search")', site)).toEqual([]);
  });
});

describe("the Pages Router's first read of the URL (transformJs)", () => {
  it('points getURL() at the URL the base-path runtime sets on file://', () => {
    const main = 'function u(){let{href:e}=window.location,t=i();return e.substring(t.length)}';
    expect(transformJs(main)).toBe(
      'function u(){let{href:e}=(self[Symbol.for("static-export.location")]||window.location),t=i();return e.substring(t.length)}',
    );
    expect(transformJs('function u(){let{href:e}=window.location;go(e)}')).toBeUndefined();
  });
});
