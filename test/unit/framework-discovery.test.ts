// The general discovery rule (guess-refs.ts) and the VitePress recogniser, on excerpts of real builds
// (test/fixtures/frameworks/README.md says which): what each framework loads by name that the old rules missed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BundleFiles } from '../../src/export/bundle-files.ts';
import { guessUrls } from '../../src/export/guess-refs.ts';
import { jsRefs } from '../../src/export/js-refs.ts';
import { rewriteSitemap } from '../../src/export/site-files.ts';
import { rspressSearchIndexes } from '../../src/frameworks/rspress/rspress-files.ts';
import { vitepressPageChunks } from '../../src/frameworks/vitepress/vitepress-files.ts';
import { RefCollector, type Ref, type TransformContext } from '../../src/export/refs.ts';
import { transformHtml } from '../../src/export/transform-html.ts';
import { readReply, runTask } from '../../src/export/transform-task.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/frameworks');
const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');
const site = new URL('http://127.0.0.1:4173/');
const files = new BundleFiles(site, false);
const ctx = (path: string, file: string): TransformContext => ({ url: new URL(path, site), file, site, fileFor: files.fileFor });

/** `path (guess)` or `path` for each ref from `source` (all sources when omitted). */
const listed = (refs: Ref[], source?: RegExp): string[] =>
  refs.filter((r) => !source || source.test(r.source)).map((r) => `${r.url.pathname}${r.speculative ? ' (guess)' : ''}`);

describe('VitePress (1.6.4)', () => {
  it("expands __VP_HASH_MAP__ into every page's chunk and its lean twin, as sure references", () => {
    const html = read('vitepress/guide-intro.html');
    const out = transformHtml(html, ctx('/guide/intro.html', 'guide/intro.html'));
    // The page's own lean chunk is also preloaded (a `<link>`); the other five are named by the map alone.
    expect(listed(out.refs, /vitepress/)).toHaveLength(5);
    expect(listed(out.refs)).toEqual(
      expect.arrayContaining([
        '/assets/guide_intro.md.BnBqNPxA.js',
        '/assets/guide_intro.md.BnBqNPxA.lean.js',
        '/assets/guide_more.md.DHwrLQtR.js',
        '/assets/guide_more.md.DHwrLQtR.lean.js',
        '/assets/index.md.Dgq-LcqU.js',
        '/assets/index.md.Dgq-LcqU.lean.js',
      ]),
    );
    // Nothing names them as a string to rewrite: the inline script stays as served.
    expect(out.text).toContain('window.__VP_HASH_MAP__=JSON.parse("{\\"guide_intro.md\\":\\"BnBqNPxA\\"');
  });

  it('reads the map under a base path too, and nothing from a script without one', () => {
    const sub = new URL('http://127.0.0.1:4173/docs/');
    const refs = vitepressPageChunks('window.__VP_HASH_MAP__=JSON.parse("{\\"index.md\\":\\"abc\\"}")', sub);
    expect(refs.map((r) => r.url.pathname)).toEqual(['/docs/assets/index.md.abc.js', '/docs/assets/index.md.abc.lean.js']);
    expect(vitepressPageChunks('var x = "__VP_HASH_MAP__"', new URL('http://h/'))).toEqual([]);
  });

  it('guesses the lazily imported local search box and its index from the chunks that import them', () => {
    const theme = jsRefs(read('vitepress/theme.excerpt.js'), ctx('/assets/chunks/theme.K2DGZoqB.js', 'assets/chunks/theme.K2DGZoqB.js'));
    expect(listed(theme)).toEqual(
      expect.arrayContaining(['/assets/chunks/VPLocalSearchBox.OwW5px3c.js (guess)', '/assets/chunks/framework.Bu0c2OLL.js (guess)']),
    );
    const box = jsRefs(read('vitepress/VPLocalSearchBox.excerpt.js'), ctx('/assets/chunks/VPLocalSearchBox.OwW5px3c.js', 'x.js'));
    expect(listed(box)).toContain('/assets/chunks/@localSearchIndexroot.BqQn26RN.js (guess)');
  });
});

describe('MkDocs Material (8.2.5, instant navigation)', () => {
  it("points the sitemap's directory pages at the files links are written to, on the host the site wrote", () => {
    const xml = [
      '<urlset><url><loc>https://docs.example.org/</loc></url>',
      '<url><loc>https://docs.example.org/guide/intro/</loc></url>',
      '<url><loc>https://docs.example.org/guide/caf%C3%A9</loc></url>',
      '<url><loc>https://docs.example.org/api.html</loc></url>',
      '<url><loc>https://docs.example.org/files/guide.pdf</loc></url>',
      '<url><loc>https://docs.example.org/search?q=a&amp;b=c</loc></url></urlset>',
    ].join('');
    expect(rewriteSitemap(xml).match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>https://docs.example.org/index.html</loc>',
      '<loc>https://docs.example.org/guide/intro/index.html</loc>',
      '<loc>https://docs.example.org/guide/caf%C3%A9/index.html</loc>',
      '<loc>https://docs.example.org/api.html</loc>',
      '<loc>https://docs.example.org/files/guide.pdf</loc>',
      '<loc>https://docs.example.org/search?q=a&amp;b=c</loc>',
    ]);
  });

  it('guesses the search worker named only in the JSON config, read against the page, and leaves the block as served', () => {
    const html = read('material/guide-intro.excerpt.html');
    const out = transformHtml(html, ctx('/guide/intro/', 'guide/intro/index.html'));
    expect(listed(out.refs, /script json/)).toEqual(['/assets/javascripts/workers/search.bd0b6b67.min.js (guess)']);
    const config = /<script id="__config"[\s\S]*?<\/script>/.exec(html)![0];
    expect(out.text).toContain(config);
  });

  it("guesses the search index the bundle builds from the site's base", () => {
    const refs = jsRefs(read('material/bundle.excerpt.js'), ctx('/assets/javascripts/bundle.467223ff.min.js', 'x.js'));
    expect(listed(refs)).toContain('/search/search_index.json (guess)');
  });
});

describe('Starlight (Astro 5 islands)', () => {
  it("rewrites an island's component and renderer modules relative to the page, and guesses the sitemap link", () => {
    const html = read('starlight/index.excerpt.html');
    const out = transformHtml(html, ctx('/guide/intro/', 'guide/intro/index.html'));
    expect(listed(out.refs).filter((r) => r.endsWith('(guess)'))).toEqual(['/sitemap-index.xml (guess)']);
    expect(listed(out.refs)).toEqual(expect.arrayContaining(['/_astro/Counter.DIqWC6ak.js', '/_astro/client.D9j1VD_j.js']));
    // The island runtime imports them by the attribute's value, resolved against the document: relative works anywhere.
    expect(out.text).toContain('component-url="../../_astro/Counter.DIqWC6ak.js"');
    expect(out.text).toContain('renderer-url="../../_astro/client.D9j1VD_j.js"');
    expect(out.text).toContain('<link rel="sitemap" href="/sitemap-index.xml"/>');
    // From a page at the root, still a relative module specifier, never a bare one.
    expect(transformHtml(html, ctx('/', 'index.html')).text).toContain('component-url="./_astro/Counter.DIqWC6ak.js"');
  });

  it("guesses the renderer's imports, static and dynamic", () => {
    const refs = jsRefs(read('starlight/client.excerpt.js'), ctx('/_astro/client.D9j1VD_j.js', '_astro/client.D9j1VD_j.js'));
    expect(listed(refs)).toEqual(
      expect.arrayContaining([
        '/_astro/preload-helper.BlTxHScW.js (guess)',
        '/_astro/preact.module.BTqC4RwC.js (guess)',
        '/_astro/signals.module.BQ30RDnV.js (guess)',
      ]),
    );
  });
});

describe('Rspress (2.0.22)', () => {
  it('expands the `<version>###<lang>` → hash map into the search index file its search code builds', () => {
    const refs = jsRefs(read('rspress-search.excerpt.js'), ctx('/static/js/index.8f2a3615df.js', 'static/js/index.8f2a3615df.js'));
    expect(listed(refs, /rspress/)).toEqual(['/static/search_index.en.caf24504.json']);
    const versioned = rspressSearchIndexes('z:{"1.2###zh":"0a1b2c3d","###":"ffee0011"}', new URL('http://h/docs/'));
    expect(versioned.map((r) => r.url.pathname)).toEqual(['/docs/static/search_index.1_2.zh.0a1b2c3d.json', '/docs/static/search_index.ffee0011.json']);
  });
});

describe('Sphinx (5.3)', () => {
  it("guesses the search index a page's inline script loads by bare name", () => {
    const out = transformHtml(read('sphinx/search.html'), ctx('/search.html', 'search.html'));
    expect(listed(out.refs)).toContain('/searchindex.js (guess)');
  });
});

describe('the general rule', () => {
  const script = new URL('http://127.0.0.1:4173/assets/chunks/x.js');
  const paths = (value: string) => guessUrls(value, script, site).map((u) => u.pathname);

  it('reads a bare path against the script and the site base, a relative or rooted one against the script only', () => {
    expect(paths('assets/a.js')).toEqual(['/assets/chunks/assets/a.js', '/assets/a.js']);
    expect(paths('./a.js')).toEqual(['/assets/chunks/a.js']);
    expect(paths('/img/logo.svg?v=2')).toEqual(['/img/logo.svg']);
    expect(paths('http://127.0.0.1:4173/a/b.json')).toEqual(['/a/b.json']);
  });

  it("takes a bare file name only from a page's own inline script", () => {
    expect(paths('searchindex.js')).toEqual([]);
    expect(guessUrls('searchindex.js', new URL('http://127.0.0.1:4173/search.html'), site, true).map((u) => u.pathname)).toEqual(['/searchindex.js']);
    const inline = transformHtml('<script>Search.loadIndex("searchindex.js")</script>', ctx('/search.html', 'search.html'));
    const fetched = jsRefs('Search.loadIndex("searchindex.js")', ctx('/_static/searchtools.js', '_static/searchtools.js'));
    expect([listed(inline.refs), listed(fetched)]).toEqual([['/searchindex.js (guess)'], []]);
  });

  it('guesses nothing from labels, other origins, templates, pages or MIME types', () => {
    for (const value of [
      'index.js',
      'image/png',
      '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
      '~blog/default/blogMetadata-default.json',
      'https://cdn.example.com/a.js',
      '${base}/a.js',
      '/guide/intro.html',
      'a b/c.js',
      '//cdn/x.js',
    ]) {
      expect(paths(value), value).toEqual([]);
    }
  });

  it('lets a sure finding of a URL replace an earlier guess of it', () => {
    const out = new RefCollector();
    const url = new URL('http://127.0.0.1:4173/a.js');
    out.add({ url, kind: 'asset', source: 'guess', speculative: true });
    out.add({ url, kind: 'asset', source: 'script[src]' });
    out.add({ url, kind: 'asset', source: 'guess again', speculative: true });
    expect(out.refs).toEqual([{ url, kind: 'asset', source: 'script[src]' }]);
  });

  it('keeps the guess flag across the transform thread boundary', async () => {
    const reply = await runTask({
      kind: 'html',
      body: '<div data-src-map="/maps/a.json"></div><img src="/b.png">',
      ctx: { url: site.href, file: 'index.html', site: site.href, localiseExternal: false },
    });
    const refs = readReply(reply, (href) => new URL(href)).refs;
    expect(listed(refs).sort()).toEqual(['/b.png', '/maps/a.json (guess)']);
  });
});
