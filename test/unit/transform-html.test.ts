import { describe, expect, it } from 'vitest';
import { assertInsideRoot, assetFile, pageFile } from '../../src/export/layout.ts';
import type { Ref, TransformContext } from '../../src/export/refs.ts';
import { transformHtml } from '../../src/export/transform-html.ts';
import { transformRsc } from '../../src/export/transform-rsc.ts';
import { PIN_ICONS_JS } from '../../src/hosting/generated/runtime-scripts.ts';

const site = new URL('http://127.0.0.1:3000/');

function context(path: string, extra: Partial<TransformContext> = {}): TransformContext {
  const s = extra.site ?? site;
  return {
    url: new URL(path, s),
    file: pageFile(path),
    site: s,
    fileFor: (ref: Ref) => (ref.kind === 'page' ? pageFile(ref.url.pathname) : assetFile(ref.url, s)),
    ...extra,
  };
}

const refsOf = (html: string, ctx = context('/docs/intro')) => transformHtml(html, ctx).refs.map((r) => `${r.kind} ${r.url.href}`);

describe('transformHtml: hyperlinks', () => {
  it('rewrites same-site links relative to the file, keeping the fragment', () => {
    const out = transformHtml('<a href="/docs/setup#step-2">x</a><a href="http://127.0.0.1:3000/">home</a><a href="../faq?x=1">f</a>', context('/docs/intro'));
    expect(out.text).toBe('<a href="../setup/index.html#step-2">x</a><a href="../../index.html">home</a><a href="../../faq/index.html">f</a>');
    expect(out.refs.map((r) => `${r.kind} ${r.url.href} ${r.source}`)).toEqual([
      'page http://127.0.0.1:3000/docs/setup a[href]',
      'page http://127.0.0.1:3000/ a[href]',
      'page http://127.0.0.1:3000/faq?x=1 a[href]',
    ]);
  });

  it('leaves external links, other ports, and inert schemes alone and out of the refs', () => {
    const html =
      '<a href="https://example.com/x">e</a><a href="http://127.0.0.1:4000/y">port</a><a href="https://127.0.0.1:3000/z">scheme</a>' +
      '<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="javascript:void(0)">j</a><a href="#top">f</a><a href="data:text/plain,x">d</a><a href="">empty</a>' +
      '<form action="/search"><input name="q"></form>';
    const out = transformHtml(html, context('/docs/intro'));
    expect(out.text).toBe(html);
    expect(out.refs).toEqual([]);
  });

  it('treats a link under the base path as a page and one outside it as another site', () => {
    const docsSite = new URL('http://127.0.0.1:3000/docs');
    const ctx = context('/docs/intro', { site: docsSite });
    const out = transformHtml('<a href="/docs/setup">in</a><a href="/blog">out</a><a href="/docs">root</a>', ctx);
    expect(out.text).toBe('<a href="../setup/index.html">in</a><a href="/blog">out</a><a href="../index.html">root</a>');
  });

  it('classes a download or a file-like link as an asset', () => {
    expect(refsOf('<a href="/files/guide.pdf">pdf</a><a href="/x" download>zip</a><a href="/v1.2">page</a>')).toEqual([
      'asset http://127.0.0.1:3000/files/guide.pdf',
      'asset http://127.0.0.1:3000/x',
      'page http://127.0.0.1:3000/v1.2',
    ]);
  });

  it('keeps hostile paths inside the bundle root', () => {
    const out = transformHtml('<a href="../../../../etc/passwd">p</a><img src="/a/%2e%2e/%2e%2e/%2e%2e/etc/shadow.png">', context('/docs/intro'));
    for (const ref of out.refs) {
      const ctx = context('/docs/intro');
      const file = ctx.fileFor(ref)!;
      expect(() => assertInsideRoot(file)).not.toThrow();
    }
    expect(out.text).toBe('<a href="../../etc/passwd/index.html">p</a><img src="../../etc/shadow.png">');
  });

  it('leaves a reference untouched when fileFor returns null (a page outside a --paths export)', () => {
    const ctx = context('/docs/intro', { fileFor: (r) => (r.url.pathname === '/docs/setup' ? null : pageFile(r.url.pathname)) });
    const out = transformHtml('<a href="/docs/setup">a</a><a href="/faq">b</a>', ctx);
    expect(out.text).toBe('<a href="/docs/setup">a</a><a href="../../faq/index.html">b</a>');
    expect(out.refs).toHaveLength(2);
  });

  it('rewrites a meta refresh target and a same-site iframe, not an external one', () => {
    const html =
      '<meta http-equiv="refresh" content="0; url=/docs/new">' + '<iframe src="/embed/demo"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>';
    expect(transformHtml(html, context('/old')).text).toBe(
      '<meta http-equiv="refresh" content="0; url=../docs/new/index.html">' +
        '<iframe src="../embed/demo/index.html"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>',
    );
  });
});

describe('transformHtml: assets', () => {
  it('rewrites every srcset candidate, keeping its descriptor (8 next/image widths)', () => {
    const widths = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
    const src = (w: number) => `/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.abc.png&amp;w=${w}&amp;q=75`;
    const srcset = widths.map((w) => `${src(w)} ${w}w`).join(', ');
    const html = `<img sizes="100vw" srcSet="${srcset}" src="${src(3840)}">`;
    const out = transformHtml(html, context('/docs/intro'));
    const m = /srcSet="([^"]*)"/.exec(out.text)!;
    const candidates = m[1]!.split(', ');
    expect(candidates).toHaveLength(8);
    candidates.forEach((c, i) =>
      expect(c).toMatch(new RegExp(`^\\.\\./\\.\\./_next/image/hero\\.abc\\.w${widths[i]}q75\\.[A-Za-z0-9]{10}\\.png ${widths[i]}w$`)),
    );
    expect(out.refs).toHaveLength(8); // the src is the 3840w candidate
    expect(out.refs.every((r) => r.kind === 'asset')).toBe(true);
  });

  it('splits srcset candidates that contain commas or no spaces after commas', () => {
    const out = transformHtml('<img srcset="/a,1.png 1x,/b.png 2x , /c.png">', context('/'));
    // The comma inside the first URL is percent-encoded in the output, so no parser can split there.
    expect(out.text).toBe('<img srcset="a%2C1.png 1x, b.png 2x, c.png">');
  });

  it('rewrites the imagesrcset of a preload and the media, poster, track, object, embed and svg references', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/i/a.png 1x, /i/b.png 2x" href="/i/a.png">' +
      '<video src="/v/a.mp4" poster="/v/p.jpg"><source src="/v/a.webm"><track src="/v/a.vtt"></video><audio src="/a.mp3"></audio>' +
      '<picture><source srcset="/i/c.avif 1x"></picture><object data="/o.svg"></object><embed src="/e.swf"><input type="image" src="/btn.png">' +
      '<svg><use href="/sprite.svg#icon"></use><use xlink:href="#local"></use><image xlink:href="/i/d.png"></image></svg>';
    const out = transformHtml(html, context('/'));
    expect(out.text).toBe(
      '<link rel="preload" as="image" imageSrcSet="i/a.png 1x, i/b.png 2x" href="i/a.png">' +
        '<video src="v/a.mp4" poster="v/p.jpg"><source src="v/a.webm"><track src="v/a.vtt"></video><audio src="a.mp3"></audio>' +
        '<picture><source srcset="i/c.avif 1x"></picture><object data="o.svg"></object><embed src="e.swf"><input type="image" src="btn.png">' +
        '<svg><use href="sprite.svg#icon"></use><use xlink:href="#local"></use><image xlink:href="i/d.png"></image></svg>',
    );
  });

  it('rewrites stylesheets, icons, the manifest and fonts, and leaves preconnect alone', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"><link rel="icon" href="/icon.png?icon.abc.png">' +
      '<link rel="apple-touch-icon" href="/apple.png"><link rel="manifest" href="/site.webmanifest">' +
      '<link rel="preload" href="/_next/static/media/f-s.p.woff2" as="font" crossorigin="">' +
      '<link rel="preconnect" href="https://fonts.gstatic.com"><link rel="author" href="/humans.txt">';
    const out = transformHtml(html, context('/docs/intro'));
    expect(out.text).toMatch(
      /^<link rel="stylesheet" href="\.\.\/\.\.\/_next\/static\/chunks\/a\.css"><link rel="icon" href="\.\.\/\.\.\/icon\.q-[A-Za-z0-9]{10}\.png">/,
    );
    expect(out.text).toContain('<link rel="apple-touch-icon" href="../../apple.png"><link rel="manifest" href="../../site.webmanifest">');
    expect(out.text).toContain('href="../../_next/static/media/f-s.p.woff2" as="font"');
    expect(out.text).toContain('<link rel="preconnect" href="https://fonts.gstatic.com"><link rel="author" href="/humans.txt">');
  });

  it('localises external assets the orchestrator maps, keeps the others', () => {
    const ctx = context('/docs/intro', {
      fileFor: (r) => (r.url.host === 'cdn.example.com' ? assetFile(r.url, site) : null),
    });
    const out = transformHtml('<img src="https://cdn.example.com/img/b.png"><img src="https://other.example/x.png">', ctx);
    expect(out.text).toBe('<img src="../../_external/cdn.example.com/img/b.png"><img src="https://other.example/x.png">');
    expect(out.refs.map((r) => r.url.href)).toEqual(['https://cdn.example.com/img/b.png', 'https://other.example/x.png']);
  });

  it('rewrites url() in inline style attributes and <style> elements', () => {
    const html = `<div style="background:url('/bg/grid.png') repeat"></div><style>@import "/s/base.css"; .a{background:url(/bg/a.png)}</style>`;
    const out = transformHtml(html, context('/docs/intro'));
    expect(out.text).toBe(
      `<div style="background:url('../../bg/grid.png') repeat"></div><style>@import "../../s/base.css"; .a{background:url(../../bg/a.png)}</style>`,
    );
    expect(out.refs.map((r) => r.source)).toEqual(['css url()', 'css @import', 'css url()']);
  });

  it('percent-encodes file names with spaces and commas in hrefs', () => {
    const out = transformHtml('<img src="/img/a%20b,c.png">', context('/'));
    expect(out.text).toBe('<img src="img/a%20b%2Cc.png">');
  });
});

describe('transformHtml: Next.js chunks stay root-absolute (notes §7)', () => {
  it('keeps /_next/ scripts and script preloads root-absolute, still as refs', () => {
    const html =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1pc.js">' +
      '<link rel="modulepreload" href="http://127.0.0.1:3000/_next/static/chunks/m.js">' +
      '<script src="/_next/static/chunks/turbopack-2u1.js" async=""></script>' +
      '<script src="http://127.0.0.1:3000/_next/static/chunks/abs.js?dpl=x"></script>' +
      '<script src="/js/site.js"></script>';
    const out = transformHtml(html, context('/docs/intro'));
    expect(out.text).toBe(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1pc.js">' +
        '<link rel="modulepreload" href="/_next/static/chunks/m.js">' +
        '<script src="/_next/static/chunks/turbopack-2u1.js" async=""></script>' +
        '<script src="/_next/static/chunks/abs.js?dpl=x"></script>' +
        '<script src="../../js/site.js"></script>',
    );
    expect(out.refs.map((r) => r.url.pathname)).toEqual([
      '/_next/static/chunks/1pc.js',
      '/_next/static/chunks/m.js',
      '/_next/static/chunks/turbopack-2u1.js',
      '/_next/static/chunks/abs.js',
      '/js/site.js',
    ]);
  });

  it('finds the chunks named by inline scripts (Turbopack otherChunks) without touching them', () => {
    const script = `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1pcw6gskne7pf.js","static/chunks/1wnov70f88xjy.js"],"runtimeModuleIds":[94553]});</script>`;
    const out = transformHtml(script, context('/'));
    expect(out.text).toBe(script);
    expect(out.refs.map((r) => r.url.href)).toEqual([
      'http://127.0.0.1:3000/_next/static/chunks/1pcw6gskne7pf.js',
      'http://127.0.0.1:3000/_next/static/chunks/1wnov70f88xjy.js',
    ]);
  });
});

describe('transformHtml: kept references, base, head, fidelity', () => {
  it('keeps canonical, alternate and og:url absolute and reports them; rewrites og:image', () => {
    const html =
      '<link rel="canonical" href="http://127.0.0.1:3000/docs/intro"><link rel="alternate" hreflang="de" href="http://127.0.0.1:3000/de/docs/intro">' +
      '<link rel="alternate" type="application/rss+xml" href="/feed.xml">' +
      '<meta property="og:url" content="http://127.0.0.1:3000/docs/intro"><meta property="og:image" content="http://127.0.0.1:3000/og.png">' +
      '<meta name="twitter:image" content="/tw.png">';
    const out = transformHtml(html, context('/docs/intro'));
    expect(out.text).toBe(
      '<link rel="canonical" href="http://127.0.0.1:3000/docs/intro"><link rel="alternate" hreflang="de" href="http://127.0.0.1:3000/de/docs/intro">' +
        '<link rel="alternate" type="application/rss+xml" href="/feed.xml">' +
        '<meta property="og:url" content="http://127.0.0.1:3000/docs/intro"><meta property="og:image" content="../../og.png">' +
        '<meta name="twitter:image" content="../../tw.png">',
    );
    expect(out.kept).toEqual([
      { file: 'docs/intro/index.html', url: 'http://127.0.0.1:3000/docs/intro', reason: 'canonical' },
      { file: 'docs/intro/index.html', url: 'http://127.0.0.1:3000/de/docs/intro', reason: 'alternate' },
      { file: 'docs/intro/index.html', url: 'http://127.0.0.1:3000/docs/intro', reason: 'og:url' },
    ]);
    expect(out.refs.map((r) => r.url.pathname)).toEqual(['/og.png', '/tw.png']);
  });

  it('resolves against <base href> and removes it, since every rewritten href is relative to the file', () => {
    const out = transformHtml('<html><head><base href="/docs/"></head><body><a href="setup">s</a><img src="img/x.png"></body></html>', context('/docs/intro'));
    expect(out.text).toBe('<html><head><base ></head><body><a href="../setup/index.html">s</a><img src="../img/x.png"></body></html>');
  });

  // VitePress: after a soft navigation to /guides/theming.html, Chromium resolved `../favicon.png` again: /guides/favicon.png.
  it('pins relative icon links after the last of them on pages without the base-path runtime, not on pages with it', () => {
    const html = '<head><link rel="icon" href="/favicon.png"><link rel="stylesheet" href="/a.css"><link rel="manifest" href="/m.json"><title>t</title></head>';
    const plain = transformHtml(html, context('/guides/theming')).text;
    expect(plain).toContain(
      `<link rel="icon" href="../../favicon.png"><link rel="stylesheet" href="../../a.css"><link rel="manifest" href="../../m.json"><script data-static-export="icons">${PIN_ICONS_JS}</script><title>`,
    );
    expect(transformHtml(html, context('/guides/theming', { headHtml: '<script data-static-export="base"></script>' })).text).not.toContain(PIN_ICONS_JS);
    // Nothing to pin: a data: icon stays as it is, and no script is added.
    expect(transformHtml('<link rel="icon" href="data:,">', context('/a')).text).toBe('<link rel="icon" href="data:,">');
  });

  // Rspress names no icon: the browser asked each bundle host's root for /favicon.ico, a 404 and a console error.
  it("gives a page that names no icon the site's icon, or an icon that asks for nothing", () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    expect(transformHtml(html, context('/guide/start', { defaultIcon: 'favicon.ico' })).text).toBe(
      `<html><head><link rel="icon" href="../../favicon.ico"><script data-static-export="icons">${PIN_ICONS_JS}</script><title>t</title></head><body></body></html>`,
    );
    expect(transformHtml(html, context('/guide/start', { defaultIcon: '' })).text).toBe(
      '<html><head><link rel="icon" href="data:,"><title>t</title></head><body></body></html>',
    );
    // After the base-path runtime, which pins it; from the root on the 404 page (served at any depth).
    const shim = '<script data-static-export="base"></script>';
    expect(transformHtml(html, context('/guide/start', { defaultIcon: 'favicon.ico', headHtml: shim })).text).toContain(
      `<head>${shim}<link rel="icon" href="../../favicon.ico"><title>`,
    );
    expect(transformHtml(html, context('/guide/start', { defaultIcon: 'favicon.ico', linkStyle: 'root' })).text).toContain(
      '<head><link rel="icon" href="/favicon.ico"><title>',
    );
    // A page with an icon of its own keeps it alone; without the option, nothing is added.
    const own = '<html><head><link rel="shortcut icon" href="/i.png"></head></html>';
    expect(transformHtml(own, context('/a', { defaultIcon: 'favicon.ico' })).text).not.toContain('favicon.ico');
    expect(transformHtml(html, context('/a')).text).toBe(html);
  });

  it('inserts headHtml as the first child of <head>, after the doctype when there is no head', () => {
    const shim = '<script>window.X=1</script>';
    expect(transformHtml('<!DOCTYPE html><html lang="en"><head ><title>t</title></head></html>', context('/', { headHtml: shim })).text).toBe(
      `<!DOCTYPE html><html lang="en"><head >${shim}<title>t</title></head></html>`,
    );
    expect(transformHtml('<!doctype html><p>x</p>', context('/', { headHtml: shim })).text).toBe(`<!doctype html>${shim}<p>x</p>`);
  });

  it("writes root-absolute hrefs with linkStyle 'root' (a 404 page served at any depth)", () => {
    const ctx = context('/404', { file: '404.html', linkStyle: 'root' });
    const out = transformHtml('<link rel="stylesheet" href="/_next/static/chunks/a.css"><a href="/docs#x">d</a><p style="background:url(/bg.png)"></p>', ctx);
    expect(out.text).toBe('<link rel="stylesheet" href="/_next/static/chunks/a.css"><a href="/docs/index.html#x">d</a><p style="background:url(/bg.png)"></p>');
  });

  it('returns a document it did not need to change byte for byte', () => {
    const html =
      '<!DOCTYPE html>\n<HTML><Head><META charset=utf-8><title>A &amp; B</title></Head>\n<BODY class=\'x\'  data-a = "1">' +
      '<!-- <a href="/x"> --><p>caf&eacute; &lt;3<br/><input disabled></p><textarea><a href="/y"></textarea>' +
      '<a href=https://example.com/ >e</a><script>if (a < b && c) { x("</p>") }</script></BODY></HTML>';
    const out = transformHtml(html, context('/'));
    expect(out.text).toBe(html);
  });

  it('rewrites single-quoted and unquoted attributes, escaping &', () => {
    const ctx = context('/', { fileFor: () => 'a&b.png' });
    expect(transformHtml(`<img src='/x.png'><img src=/y.png alt=y>`, ctx).text).toBe('<img src="a&amp;b.png"><img src="a&amp;b.png" alt=y>');
  });
});

describe('transformHtml: inline flight data', () => {
  const enc = (s: string) => JSON.stringify([1, s]).replace(/</g, '\\u003c');
  const push = (s: string) => `<script>self.__next_f.push(${enc(s)})</script>`;
  const T = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
  const payload =
    '1:"$Sreact.fragment"\n2:"/_next/static/chunks/a.js"\n3:I[22016,["$2"],""]\n' +
    ':HL["http://127.0.0.1:3000/_next/static/chunks/x.css","style"]\n' +
    T('4', '<img src="/p.png"> and http://127.0.0.1:3000/ ') +
    '5:["$","img",null,{"src":"$6"}]\n' +
    T('6', 'http://127.0.0.1:3000/img/photo.png') +
    '0:{"b":"build","href":"http://127.0.0.1:3000/docs/x"}\n';

  it('rewrites the concatenated payload exactly as transformRsc does, across push boundaries', () => {
    // Split in the middle of the absolute hint URL and in the middle of a T row.
    const cuts = [payload.indexOf('127.0.0.1') + 4, payload.indexOf('img/photo') + 2, payload.length - 10];
    const parts = [payload.slice(0, cuts[0]), payload.slice(cuts[0], cuts[1]), payload.slice(cuts[1], cuts[2]), payload.slice(cuts[2])];
    const html = `<html><body><script>(self.__next_f=self.__next_f||[]).push([0])</script>${parts.map(push).join('')}</body></html>`;
    const ctx = context('/docs/intro');
    const out = transformHtml(html, ctx);
    const pushed = [...out.text.matchAll(/self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as [number, string])[1]);
    expect(pushed).toHaveLength(4);
    const expected = transformRsc(payload, ctx).text;
    expect(expected).not.toBe(payload);
    expect(pushed.join('')).toBe(expected);
    expect(expected).toContain(':HL["/_next/static/chunks/x.css","style"]');
    expect(expected).toContain('6:Te,/img/photo.png0:');
    expect(expected).toContain('and http://127.0.0.1:3000/ 5:'); // text, not a URL-carrying prop: untouched
    expect(out.refs.map((r) => r.url.pathname)).toEqual(
      expect.arrayContaining(['/_next/static/chunks/a.js', '/_next/static/chunks/x.css', '/img/photo.png', '/docs/x']),
    );
  });

  it('leaves the scripts byte-identical when nothing in the payload changes', () => {
    const html = `<body>${push('1:"$Sreact.fragment"\n')}${push('0:{"href":"/docs","src":"/_next/static/media/l.png"}\n')}</body>`;
    const out = transformHtml(html, context('/'));
    expect(out.text).toBe(html);
    expect(out.refs.map((r) => `${r.kind} ${r.url.pathname}`)).toEqual(['page /docs', 'asset /_next/static/media/l.png']);
  });

  it('escapes < so a rewritten payload can never close its script', () => {
    const html = push('0:{"x":"</script><b>","href":"http://127.0.0.1:3000/a"}\n');
    const out = transformHtml(html, context('/'));
    expect(out.text).toBe('<script>self.__next_f.push([1,"0:{\\"x\\":\\"\\u003c/script\\u003e\\u003cb\\u003e\\",\\"href\\":\\"/a\\"}\\n"])</script>');
  });
});

describe('transformHtml: font preloads on pages with the base-path shim', () => {
  const html =
    '<head><link rel="preload" href="/_next/static/media/a-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>' +
    '<link rel="preload" href="/_next/static/media/b.png" as="image"/></head>';

  it('become a call to the shim, with the href rewritten like any asset and the refs unchanged', () => {
    const plain = transformHtml(html, context('/docs/intro'));
    const shimmed = transformHtml(html, context('/docs/intro', { shimFontPreloads: true }));
    expect(plain.text).toContain('<link rel="preload" href="../../_next/static/media/a-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>');
    expect(shimmed.text).toBe(
      '<head><script>__STATIC_EXPORT_FONT__("../../_next/static/media/a-s.p.woff2","font/woff2","")</script>' +
        '<link rel="preload" href="../../_next/static/media/b.png" as="image"/></head>',
    );
    expect(shimmed.refs).toEqual(plain.refs);
  });

  it('pass a missing crossorigin as null and can never close their script', () => {
    const out = transformHtml('<link rel=preload as=font type="font/</script>" href="/f.woff2">', context('/', { shimFontPreloads: true }));
    expect(out.text).toBe('<script>__STATIC_EXPORT_FONT__("f.woff2","font/\\u003c/script>",null)</script>');
  });

  it('reads no guess from our own font preload call (its href is relative to the bundle base, not to the page)', () => {
    // A page under a base path read back by verify: the string would be guessed against the page's folder and the
    // site base, and the site-base reading names no file of the bundle.
    const html = '<script>__STATIC_EXPORT_FONT__("_next/static/media/inter.woff2","font/woff2","")</script><p>x</p>';
    expect(refsOf(html, context('/base/'))).toEqual([]);
  });
});
