// The base-path shim's URL mapping, evaluated in a bare VM: it must name files exactly as layout.ts does, and
// compute the bundle's base from the page URL and the page file's depth.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { assetFile } from '../../src/export/layout.ts';
import { BASE_PATH_BOOT, BASE_PATH_FILE, BASE_PATH_RUNTIME, BASE_PATH_SCRIPT, basePathShim, pageDepth } from '../../src/hosting/base-path-shim.ts';

// A fresh class per load: the shim wraps Element.prototype.setAttribute, as it does once per page.
function fakeElementClass() {
  return class FakeElement {
    tagName = 'DIV';
    attrs: Record<string, string> = {};
    setAttribute(name: string, value: string): void {
      this.attrs[name] = value;
    }
    getAttribute(name: string): string | null {
      return this.attrs[name] ?? null;
    }
  };
}
type FakeElement = InstanceType<ReturnType<typeof fakeElementClass>>;

interface FetchCall {
  url: string;
  init?: RequestInit;
}

function load(href: string, depth: number, files: Record<string, string> = {}, attrs: Record<string, string> = {}, tag: Record<string, string> = {}) {
  const url = new URL(href);
  const window: Record<string | symbol, unknown> = {};
  const fetched: FetchCall[] = [];
  const loaded: string[] = [];
  const location = {
    pathname: url.pathname,
    protocol: url.protocol,
    host: url.host,
    search: url.search,
    hash: url.hash,
    href: url.href,
    assign: (u: string) => loaded.push(`assign ${u}`),
    replace: (u: string) => loaded.push(`replace ${u}`),
  };
  const replaced: string[] = [];
  const pushed: string[] = [];
  const inserted: unknown[] = [];
  const context = {
    window,
    document: {
      readyState: 'loading',
      addEventListener: () => undefined,
      documentElement: { getAttribute: (n: string) => attrs[n] ?? null },
      createElement: (tag: string) => ({
        tag,
        attrs: {} as Record<string, string>,
        parentNode: null as unknown,
        setAttribute(n: string, v: string) {
          this.attrs[n] = v;
        },
      }),
      head: {
        insertBefore(el: { parentNode: unknown }) {
          el.parentNode = this;
          inserted.push(el);
        },
        appendChild(el: { parentNode: unknown }) {
          el.parentNode = this;
          inserted.push(el);
        },
        removeChild(el: unknown) {
          inserted.splice(inserted.indexOf(el), 1);
        },
      },
    },
    location,
    history: {
      state: null,
      pushState(_s: unknown, _t: string, u: string) {
        pushed.push(u);
      },
      // As a browser does: the document's URL (and so `location`) changes.
      replaceState(_s: unknown, _t: string, u: string) {
        const next = new URL(u, location.href);
        replaced.push(u);
        Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash, href: next.href });
      },
    },
    fetch: async (input: string, init?: RequestInit) => {
      fetched.push({ url: String(input), ...(init ? { init } : {}) });
      const body = files[String(input)];
      return body === undefined
        ? new Response('<!doctype html>', { status: 404, headers: { 'content-type': 'text/html' } })
        : new Response(body, { headers: { 'content-type': 'text/plain' } });
    },
    Response,
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
  // As a page runs it: the inline part, then the runtime's file with the page's depth on its tag (the 404 page: the
  // runtime inline, depth -1).
  const runtime = depth >= 0 ? BASE_PATH_SCRIPT : BASE_PATH_RUNTIME;
  Object.assign(context.document, { currentScript: { getAttribute: (n: string) => (n === 'data-depth' ? String(depth) : (tag[n] ?? null)) } });
  runInNewContext(`${depth >= 0 ? BASE_PATH_BOOT : ''}${runtime}`, context);
  return {
    base: window.__STATIC_EXPORT_BASE__ as string,
    fix: window.__STATIC_EXPORT_FIX__ as (u: string, asFile?: boolean) => string,
    fetch: window.fetch as (input: string | URL, init?: RequestInit) => Promise<Response>,
    fetched,
    replaced,
    pushed,
    loaded,
    inserted: inserted as { tag: string; attrs: Record<string, string>; type?: string; textContent?: string }[],
    location,
    window,
  };
}

const site = new URL('http://127.0.0.1:3000');
const LOCATION = Symbol.for('static-export.location');
const ORIGIN = Symbol.for('static-export.origin');

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
    // A basePath build asks for /<basePath>/_next/image?…, stored under <basePath>/_next/image/.
    const based = '/base/_next/image?url=%2Fbase%2F_next%2Fstatic%2Fmedia%2Flogo.png&w=128&q=75';
    expect(fix(based, true)).toBe(`http://h/m/${assetFile(new URL(based, site), site)}`);
    expect(assetFile(new URL(based, site), site)).toMatch(/^base\/_next\/image\/logo\.w128q75\./);
    const slashed = '/base/_next/image/?url=%2Fbase%2F_next%2Fstatic%2Fmedia%2Flogo.png&w=128&q=75';
    expect(fix(slashed, true)).toBe(`http://h/m/${assetFile(new URL(slashed, site), site)}`);
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

  it('adds the missing trailing slash before anything resolves, on hosts that serve /docs/intro without a redirect', () => {
    const served = load('http://h/m/docs/intro?x=1#top', 2);
    expect(served.replaced[0]).toBe('/m/docs/intro/?x=1#top');
    expect(served.base).toBe('/m/');
    expect(load('http://h/m', 0).replaced[0]).toBe('/m/');
    // Already right, or not a folder page: untouched.
    expect(load('http://h/docs/intro/', 2).replaced).toEqual([]);
    expect(load('http://h/docs/intro/index.html', 2).replaced).toEqual([]);
    expect(load('http://h/x/y/z', -1).replaced).toEqual([]);
    expect(load('file:///tmp/site/docs/intro/index.html', 2).replaced).toEqual([]);
  });

  it('shows the router the URL the source served, with a <base> keeping relative URLs where they were', () => {
    // Under a prefix, usePathname would say /m/docs/intro/ where the server rendered /docs/intro (#418).
    const shim = load('http://h/m/docs/intro/?q=1', 2);
    expect(shim.inserted.map((e) => `${e.tag} ${e.attrs.href}`)).toEqual(['base http://h/m/docs/intro/?q=1']);
    expect(shim.replaced).toEqual(['/docs/intro/?q=1']);
    expect(shim.location.pathname).toBe('/docs/intro/');
    expect(shim.base).toBe('/m/');
    // The router writing its URL back puts the prefix back, and the <base> goes (fragment links of later pages
    // must resolve against their own URL).
    (shim.window.history as { replaceState(s: unknown, t: string, u: string): void }).replaceState(null, '', '/docs/intro/');
    expect(shim.location.pathname).toBe('/m/docs/intro/');
    expect(shim.inserted).toEqual([]);
    // At the root there is nothing to hide.
    const root = load('http://h/docs/intro/', 2);
    expect([root.inserted, root.replaced]).toEqual([[], []]);
  });

  it('leaves a page whose framework reads its base from the runtime (`data-app-base`) at its own URL, and maps its modules', () => {
    // VitePress, Rspress, Starlight: the export pointed their base settings at the runtime's base (base-settings.ts).
    const shim = load('http://h/m/guides/theming.html', 1, {}, {}, { 'data-app-base': '' });
    expect(shim.base).toBe('/m/');
    expect(shim.window[Symbol.for('static-export.base')]).toBe('/m/');
    // No router space: the router sees the real URL, as its base says.
    expect(shim.replaced).toEqual([]);
    expect(shim.location.pathname).toBe('/m/guides/theming.html');
    // Root-absolute module specifiers built at run time (Pagefind's bundle path) resolve into the bundle; the
    // bundle's own modules keep their URLs (the longest key wins).
    expect(shim.inserted.map((e) => [e.tag, e.type, JSON.parse(e.textContent ?? '{}')])).toEqual([
      ['script', 'importmap', { imports: { '/': '/m/', '/m/': '/m/' } }],
    ]);
    // At the root: the base is published, and no map is needed.
    const root = load('http://h/guides/theming.html', 1, {}, {}, { 'data-app-base': '' });
    expect([root.window[Symbol.for('static-export.base')], root.inserted, root.replaced]).toEqual(['/', [], []]);
    // Next and Docusaurus pages publish no base (their routers get router space instead).
    expect(load('http://h/m/docs/intro/', 2).window[Symbol.for('static-export.base')]).toBeUndefined();
  });

  it("answers the router's RSC requests from the saved payload files, as text/x-component", async () => {
    const files: Record<string, string> = {
      'http://h/m/docs/guides/caching/index.txt': '0:{"b":"full"}\n',
      'http://h/m/docs/guides/caching/__next._tree.txt': '0:{"b":"tree"}\n',
      'http://h/m/docs/guides/caching/__next.docs.guides.%24d%24slug.__PAGE__.txt': '0:{"b":"page"}\n',
      'http://h/m/__next.!KGhvbWUp.__PAGE__.txt': '0:{"b":"home"}\n',
    };
    const shim = load('http://h/m/docs/intro/', 2, files, { 'data-dpl-id': 'dpl_1' });
    const nav = await shim.fetch(new URL('http://h/docs/guides/caching?_rsc=abc'), { headers: { rsc: '1', 'next-router-state-tree': '%5B%5D' } });
    expect(nav.status).toBe(200);
    expect(nav.headers.get('content-type')).toBe('text/x-component');
    expect(nav.headers.get('x-nextjs-deployment-id')).toBe('dpl_1');
    expect(nav.headers.get('x-nextjs-postponed')).toBeNull();
    expect(nav.url).toBe('http://h/docs/guides/caching?_rsc=abc');
    expect(await nav.text()).toBe('0:{"b":"full"}\n');

    const seg = (path: string, key: string) => shim.fetch(path, { headers: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': key } });
    const tree = await seg('/m/docs/guides/caching/?_rsc=x', '/_tree');
    expect([tree.status, tree.headers.get('x-nextjs-postponed'), await tree.text()]).toEqual([200, '2', '0:{"b":"tree"}\n']);
    expect(await (await seg('/docs/guides/caching?_rsc=y', '/docs/guides/$d$slug/__PAGE__')).text()).toBe('0:{"b":"page"}\n');
    expect(await (await seg('/?_rsc=z', '/!KGhvbWUp/__PAGE__')).text()).toBe('0:{"b":"home"}\n');
    // A payload that was not saved: a failed RSC response (the client then loads the page in full), never the HTML.
    const missing = await seg('/docs/none?_rsc=z', '/_tree');
    expect([missing.status, missing.headers.get('content-type'), missing.body === null]).toEqual([404, 'text/plain', false]);

    // A page rendered per request: its /_tree is a navigation payload, replayed without `postponed` as its server did.
    files['http://h/m/live/__next._tree.txt'] = '0:{"f":[[["",{}]]],"b":"x"}\n';
    const live = await seg('/live?_rsc=l', '/_tree');
    expect([live.status, live.headers.get('x-nextjs-postponed')]).toEqual([200, null]);

    // A redirected page's stand-in: answered from the target's payload, as the server's redirect would be.
    files['http://h/m/old/index.txt'] = 'static-export:redirect /docs/guides/caching\n';
    files['http://h/m/old/__next._tree.txt'] = 'static-export:redirect /docs/guides/caching\n';
    const moved = await shim.fetch('/old?_rsc=q', { headers: { rsc: '1' } });
    expect([moved.status, moved.redirected, moved.url, await moved.text()]).toEqual([200, true, 'http://h/docs/guides/caching?_rsc=q', '0:{"b":"full"}\n']);
    const movedTree = await seg('/old?_rsc=t', '/_tree');
    expect([movedTree.redirected, await movedTree.text()]).toEqual([true, '0:{"b":"tree"}\n']);

    // Everything else goes out as before (with the base added under a sub-path).
    await shim.fetch('/api/search?q=x');
    expect(shim.fetched.at(-1)?.url).toBe('http://h/m/api/search?q=x');
  });

  it('answers RSC requests on file:// without touching the network (a fetch there only fails)', async () => {
    const shim = load('file:///tmp/site/docs/intro/index.html', 2);
    const res = await shim.fetch('/docs/other?_rsc=x', { headers: { rsc: '1' } });
    expect(res.status).toBe(404);
    expect(shim.fetched).toEqual([]);
  });

  it("registers a basePath build's chunks by their path below <basePath>/_next/", () => {
    const shim = load('http://h/m/base/docs/intro/', 3);
    const pushed: unknown[] = [];
    shim.window.TURBOPACK = { push: (r: unknown) => pushed.push(r) };
    const el = { getAttribute: () => null, src: 'http://h/m/base/_next/static/chunks/a%20b.js?v=1' };
    (shim.window.TURBOPACK as { push(r: unknown): void }).push([el, () => undefined]);
    expect((pushed[0] as unknown[])[0]).toBe('static/chunks/a b.js');
  });

  it('moves the TrustedScriptURL a webpack runtime assigns to script.src, not only strings', () => {
    class TrustedScriptURL {
      readonly value: string;
      constructor(value: string) {
        this.value = value;
      }
      toString() {
        return this.value;
      }
    }
    const url = new URL('http://h/m/docs/intro/');
    const window: Record<string, unknown> = { trustedTypes: { isScriptURL: (v: unknown) => v instanceof TrustedScriptURL } };
    const context = {
      window,
      document: {
        readyState: 'loading',
        addEventListener: () => undefined,
        createElement: () => ({ setAttribute() {} }),
        head: { insertBefore() {} },
        currentScript: { getAttribute: (n: string) => (n === 'data-depth' ? '2' : null) },
      },
      location: { pathname: url.pathname, protocol: url.protocol, host: url.host, search: '', hash: '', href: url.href },
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
    runInNewContext(BASE_PATH_RUNTIME, context);
    const fix = window.__STATIC_EXPORT_FIX__ as (u: unknown, asFile?: boolean) => unknown;
    expect(fix(new TrustedScriptURL('/_next/static/chunks/871.abc.js'), true)).toBe('http://h/m/_next/static/chunks/871.abc.js');
    const kept = new TrustedScriptURL('http://h/m/_next/static/chunks/1.js');
    expect(fix(kept, true)).toBe(kept);
  });

  it("points page links React renders on file:// at the page's index.html (no index documents there)", () => {
    const { window } = load('file:///tmp/site/docs/intro/index.html', 2);
    const Element = window.Element as new () => FakeElement;
    const a = new Element();
    a.tagName = 'A';
    a.setAttribute('href', '/docs/guides/x#part');
    expect(a.attrs.href).toBe('file:///tmp/site/docs/guides/x/index.html#part');
    a.setAttribute('href', '/files/guide.pdf');
    expect(a.attrs.href).toBe('file:///tmp/site/files/guide.pdf');
    const onHttp = load('http://h/m/docs/intro/', 2).window;
    const b = new (onHttp.Element as new () => FakeElement)();
    b.tagName = 'A';
    b.setAttribute('href', '/docs/guides/x');
    expect(b.attrs.href).toBe('http://h/m/docs/guides/x');
  });

  it("hands the routers the page's URL on the source site on file:// and maps what they write back to the file", () => {
    const shim = load('file:///tmp/site/docs/intro/index.html', 2);
    const routed = shim.window[LOCATION] as { pathname: string; search: string; hash: string; href: string };
    expect([routed.pathname, routed.search, routed.hash]).toEqual(['/docs/intro/', '', '']);
    // Live: a fragment the reader follows later is seen (react-router reads it again on popstate).
    shim.location.hash = '#part';
    expect(routed.hash).toBe('#part');
    expect(routed.href).toBe('file:///docs/intro/#part');
    // Next writes its canonical URL back on its first commit; on file:// that must name this same file.
    const history = shim.window.history as { replaceState(s: unknown, t: string, u: string): void; pushState(s: unknown, t: string, u: string): void };
    history.replaceState(null, '', '/docs/intro/#part');
    expect(shim.replaced).toEqual(['file:///tmp/site/docs/intro/index.html#part']);
    history.pushState(null, '', '/docs/guides/x');
    expect(shim.pushed).toEqual(['file:///tmp/site/docs/guides/x/index.html']);
    expect((load('file:///tmp/site/index.html', 0).window[LOCATION] as { pathname: string }).pathname).toBe('/');
    // Only there: on HTTP hosts the routers read the document's URL (step 6 moves it under a prefix).
    expect(load('http://h/m/docs/intro/', 2).window[LOCATION]).toBeUndefined();
    // The 404 page (any depth) gets none.
    expect(load('file:///tmp/site/x/404.html', -1).window[LOCATION]).toBeUndefined();
  });

  it("loads the target's index.html on file:// when app code calls Next's router (push/replace)", () => {
    const shim = load('file:///tmp/site/docs/intro/index.html', 2);
    const calls: string[] = [];
    const router = { push: (h: string) => calls.push(h), replace: (h: string) => calls.push(h), prefetch: () => undefined };
    // As Next does: window.next first, its router assigned when the router's module runs.
    shim.window.next = { version: '16', appDir: true };
    (shim.window.next as { router?: unknown }).router = router;
    router.push('/docs/guides/images');
    router.replace('../faq?x=1#a');
    router.push('#part');
    router.push('https://example.com/x');
    expect(calls).toEqual([]);
    expect(shim.loaded).toEqual([
      'assign file:///tmp/site/docs/guides/images/index.html',
      'replace file:///tmp/site/docs/faq/index.html#a',
      'assign file:///tmp/site/docs/intro/index.html#part',
      'assign https://example.com/x',
    ]);
    expect(shim.window[ORIGIN]).toBe('file://');
    // On HTTP hosts the router is Next's own.
    const onHttp = load('http://h/m/docs/intro/', 2);
    const own = { push: (h: string) => calls.push(h) };
    onHttp.window.next = { router: own };
    own.push('/docs/x');
    expect([calls, onHttp.loaded, onHttp.window[ORIGIN]]).toEqual([['/docs/x'], [], undefined]);
  });

  it('adds the font preloads the exporter hands it in place, except on file:// where one always fails CORS', () => {
    const call = (shim: ReturnType<typeof load>) =>
      (shim.window.__STATIC_EXPORT_FONT__ as (h: string, t: string, c: string | null) => void)('../../_next/static/media/a.woff2', 'font/woff2', '');
    const onHttp = load('http://h/m/docs/intro/', 2);
    const before = onHttp.inserted.length;
    call(onHttp);
    expect(onHttp.inserted.slice(before).map((el) => el.attrs)).toEqual([
      { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: '../../_next/static/media/a.woff2' },
    ]);
    const onFile = load('file:///tmp/site/docs/intro/index.html', 2);
    call(onFile);
    expect(onFile.inserted).toEqual([]);
    // A font preload React adds later (a payload's font hint) is made inert on file:// only.
    for (const [shim, rel] of [
      [onFile, 'static-export-skipped-preload'],
      [onHttp, 'preload'],
    ] as const) {
      const link = new (shim.window.Element as new () => FakeElement)();
      link.tagName = 'LINK';
      link.setAttribute('rel', 'preload');
      link.setAttribute('href', '/_next/static/media/a.woff2');
      link.setAttribute('as', 'font');
      link.setAttribute('crossorigin', '');
      expect(link.attrs.rel).toBe(rel);
    }
  });

  it('is one inline line, the empty policy that holds preloads, then the shared file with the page depth on its tag', () => {
    const hold = '<meta http-equiv="Content-Security-Policy" content="">';
    expect(pageDepth('docs/intro/index.html')).toBe(2);
    expect(basePathShim('docs/intro/index.html')).toBe(
      `<script data-static-export="base">${BASE_PATH_BOOT}</script>${hold}<script src="../../${BASE_PATH_FILE}" data-depth="2"></script>`,
    );
    expect(basePathShim('index.html').endsWith(`${hold}<script src="${BASE_PATH_FILE}" data-depth="0"></script>`)).toBe(true);
    // Named by its content, so a cached runtime never meets the pages of another export version.
    expect(BASE_PATH_FILE).toMatch(/^_static-export\/base-path\.[0-9a-f]{12}\.js$/);
    // The inline part is small: the runtime is one file for every page, not a copy in each.
    expect(BASE_PATH_BOOT.length).toBeLessThan(300);
    expect(BASE_PATH_SCRIPT.length).toBeGreaterThan(10_000);
    // The 404 page is served at any depth, where no relative URL names the file: the runtime inline, no slash to add.
    expect(basePathShim('404.html')).toBe(`<script data-static-export="base">${BASE_PATH_RUNTIME}</script>`);
  });
});
