// The base settings of client routers built for `/` (src/export/base-settings.ts), on byte slices of real builds
// (test/fixtures/frameworks/README.md): run as the browser runs them, with and without the base the runtime
// publishes, they route and link under that base, and exactly as built without it. On the old code the router kept
// `/`: VitePress's pathToFile found no page under a prefix (null), its site data and Rspress's kept base `/`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { baseExpression } from '../../src/frameworks/generic/base.ts';
import { pageFacts, rewriteBaseSettings } from '../../src/frameworks/registry.ts';
import { transformHtml } from '../../src/export/transform-html.ts';
import { transformJs } from '../../src/export/transform-js.ts';
import { BundleFiles } from '../../src/export/bundle-files.ts';
import { BASE_KEY } from '../../src/hosting/page-globals.ts';

/** Whether a page (its source HTML) gets the `app-base` runtime. */
const needsAppBase = (page: Buffer): boolean => pageFacts(page).runtime === 'app-base';

const FIXTURES = join(import.meta.dirname, '../fixtures/frameworks');
const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');
const site = new URL('http://127.0.0.1:4173/');

/** A global object as the page has it: the runtime's base under its symbol key, or none (no runtime, file://). */
function page(base?: string): Record<string | symbol, unknown> {
  const g: Record<string | symbol, unknown> = {};
  g.self = g;
  g.window = g;
  if (base) g[Symbol.for(BASE_KEY)] = base;
  return g;
}

describe('VitePress (1.6.4)', () => {
  const pathToFile = read('vitepress/path-to-file.excerpt.js');
  const run = (js: string, base: string | undefined, path: string): unknown => {
    // The chunk's own helpers the function calls: `Se` (in a browser), `Ti` (sanitizeFileName), the page's hash map.
    const g = Object.assign(page(base), { Se: true, Ti: (s: string) => s, __VP_HASH_MAP__: { 'guides_theming.md': 'DmRs1BNO' } });
    return runInNewContext(`${js};Yf(${JSON.stringify(path)})`, g);
  };

  it("names the page's chunk under the runtime's base, and as built without it", () => {
    const edited = transformJs(pathToFile, site);
    expect(edited).toBeDefined();
    expect(run(edited!, '/mirror/docs/', '/mirror/docs/guides/theming.html')).toBe('/mirror/docs/assets/guides_theming.md.DmRs1BNO.js');
    expect(run(edited!, undefined, '/guides/theming.html')).toBe('/assets/guides_theming.md.DmRs1BNO.js');
    // As built, the prefix was read as part of the page's path: no page.
    expect(run(pathToFile, '/mirror/docs/', '/mirror/docs/guides/theming.html')).toBeNull();
  });

  it("points the site data's base inlined in every page at the runtime's base", () => {
    const html = read('vitepress/guide-intro.html');
    const files = new BundleFiles(site, false);
    const out = transformHtml(html, { url: new URL('/guide/intro.html', site), file: 'guide/intro.html', site, fileFor: files.fileFor });
    const script = /<script>(window\.__VP_HASH_MAP__[^<]*)<\/script>/.exec(out.text)?.[1];
    expect(script).toBeDefined();
    const siteData = (base?: string) => {
      const g = page(base);
      runInNewContext(script!, g);
      return g.__VP_SITE_DATA__ as { base: string; title: string };
    };
    expect(siteData('/mirror/docs/')).toMatchObject({ base: '/mirror/docs/', title: expect.any(String) });
    expect(siteData().base).toBe('/');
    // The rest of the page's data is what the build wrote.
    const original = /<script>(window\.__VP_HASH_MAP__[^<]*)<\/script>/.exec(html)![1]!;
    const g = page();
    runInNewContext(original, g);
    expect(siteData()).toEqual(g.__VP_SITE_DATA__);
  });

  it('gives its pages the runtime that keeps their own URL (they load modules by root-absolute paths)', () => {
    expect(needsAppBase(Buffer.from(read('vitepress/guide-intro.html')))).toBe(true);
  });
});

describe('Rspress (2.0.22)', () => {
  const siteData = read('rspress-site-data.excerpt.js').trim();
  const run = (js: string, base?: string) => runInNewContext(`(function(t){${js}themeConfig:{}};return t.A})({})`, page(base)) as { base: string };

  it("points the site data's base (its router's basename) at the runtime's base", () => {
    const edited = rewriteBaseSettings(siteData, site);
    expect(edited).toBeDefined();
    expect(run(edited!, '/mirror/docs/').base).toBe('/mirror/docs/');
    expect(run(edited!).base).toBe('/');
    expect(run(siteData, '/mirror/docs/').base).toBe('/');
  });

  it('gives its pages the runtime', () => {
    expect(needsAppBase(Buffer.from('<!doctype html><html><body><div id="__rspress_root"></div><script defer src="/static/js/index.js"></script>'))).toBe(true);
  });
});

describe('base settings', () => {
  it("add the site's own base path below the runtime's base", () => {
    const below = new URL('http://127.0.0.1:4173/docs/');
    const edited = rewriteBaseSettings('t.A={base:"/docs/",siteOrigin:""}', below);
    expect(edited).toBe(`t.A={base:${baseExpression(below)},siteOrigin:""}`);
    expect(runInNewContext(`(${baseExpression(below)})`, page('/mirror/'))).toBe('/mirror/docs/');
    expect(runInNewContext(`(${baseExpression(below)})`, page())).toBe('/docs/');
  });

  it('leave a base that is not the site’s, and scripts without one, alone', () => {
    expect(rewriteBaseSettings('t.A={base:"/other/",siteOrigin:""}', site)).toBeUndefined();
    expect(rewriteBaseSettings('const n="/";x=n+"y"', site)).toBeUndefined();
  });

  it('give plain pages no runtime, even with root-absolute classic scripts', () => {
    expect(needsAppBase(Buffer.from('<!doctype html><html><head><script src="/app.js" defer></script></head><body></body></html>'))).toBe(false);
    expect(needsAppBase(Buffer.from('<script type="module" src="./app.js"></script><script type="module" src="//cdn.example/x.js"></script>'))).toBe(false);
  });
});
