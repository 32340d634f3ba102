import { describe, expect, it } from 'vitest';
import { assetFile } from '../../src/export/layout.ts';
import type { Ref, TransformContext } from '../../src/export/refs.ts';
import { cssUnescape, transformCss } from '../../src/export/transform-css.ts';

const site = new URL('http://127.0.0.1:3000/');

function context(url: string, extra: Partial<TransformContext> = {}): TransformContext {
  const u = new URL(url, site);
  return { url: u, file: assetFile(u, site), site, fileFor: (ref: Ref) => assetFile(ref.url, site), ...extra };
}

const ctx = context('/_next/static/chunks/app.css');

describe('transformCss', () => {
  it('rewrites quoted and unquoted url() relative to the stylesheet, fragments and queries handled', () => {
    const css = `@font-face{font-family:I;src:url(../media/inter-s.p.woff2) format("woff2"),url('/fonts/a.eot?#iefix') format("eot")}
.b{background:URL( "/_next/static/media/grid.png" ) no-repeat}`;
    const out = transformCss(css, ctx);
    expect(out.text).toBe(`@font-face{font-family:I;src:url(../media/inter-s.p.woff2) format("woff2"),url('../../../fonts/a.eot#iefix') format("eot")}
.b{background:URL( "../media/grid.png" ) no-repeat}`);
    expect(out.refs.map((r) => `${r.url.href} ${r.source}`)).toEqual([
      'http://127.0.0.1:3000/_next/static/media/inter-s.p.woff2 css url()',
      'http://127.0.0.1:3000/fonts/a.eot? css url()',
      'http://127.0.0.1:3000/_next/static/media/grid.png css url()',
    ]);
  });

  it('handles @import with a string or url(), and image-set() strings', () => {
    const css = `@import "base.css" screen;@import url(/t/theme.css);@import/* c */'x.css';
.h{background-image:image-set("/i/a.png" 1x, url(/i/b.png) 2x, "/i/c.avif" type("image/avif"));
   background-image:-webkit-image-set('/i/d.png' 1x)}`;
    const out = transformCss(css, context('/s/main.css'));
    expect(out.text).toBe(`@import "base.css" screen;@import url(../t/theme.css);@import/* c */'x.css';
.h{background-image:image-set("../i/a.png" 1x, url(../i/b.png) 2x, "../i/c.avif" type("image/avif"));
   background-image:-webkit-image-set('../i/d.png' 1x)}`);
    expect(out.refs.map((r) => `${r.url.pathname} ${r.source}`)).toEqual([
      '/s/base.css css @import',
      '/t/theme.css css url()',
      '/s/x.css css @import',
      '/i/a.png css image-set()',
      '/i/b.png css url()',
      '/i/c.avif css image-set()',
      '/i/d.png css image-set()',
    ]);
  });

  it('ignores url( in comments and strings, data: URIs, #fragments and empty urls', () => {
    const css = `/* url(/commented.png) */ .a::before{content:"url(/in-string.png) \\" url(/still)"}
.b{mask:url(#m);background:url(data:image/svg+xml;charset=utf8,%3Csvg%3E%3C/svg%3E);cursor:url()}
.c{background:url("data:image/png;base64,iVBOR")} .d{font-family:'it\\'s url(/x)'} .e{background:myurl(/no.png)}`;
    const out = transformCss(css, ctx);
    expect(out.text).toBe(css);
    expect(out.refs).toEqual([]);
  });

  it('does not lose its place on escaped quotes, unterminated comments or bad urls', () => {
    const css = `.a{content:'\\''} .b{background:url(/ok.png)} .c{background:url(/bad url.png)} .d{background:url(/after.png)} /* open`;
    const out = transformCss(css, context('/x.css'));
    expect(out.refs.map((r) => r.url.pathname)).toEqual(['/ok.png', '/after.png']);
    expect(out.text).toBe(`.a{content:'\\''} .b{background:url(ok.png)} .c{background:url(/bad url.png)} .d{background:url(after.png)} /* open`);
  });

  it('decodes CSS escapes in URLs', () => {
    expect(cssUnescape('a\\29 b\\(c\\\nd')).toBe('a)b(cd');
    const out = transformCss('.a{background:url(/a\\(1\\).png)}', context('/x.css'));
    expect(out.refs[0]!.url.pathname).toBe('/a(1).png');
    expect(out.text).toBe('.a{background:url(a%281%29.png)}');
  });

  it('localises external URLs the orchestrator maps and leaves the rest', () => {
    const c = context('https://cdn.example.com/css/fonts.css', {
      fileFor: (r) => (r.url.host === 'cdn.example.com' ? assetFile(r.url, site) : null),
    });
    const out = transformCss(`@font-face{src:url(../fonts/cdn-font.woff2)}.x{background:url(https://other.example/y.png)}`, c);
    expect(c.file).toBe('_external/cdn.example.com/css/fonts.css');
    expect(out.text).toBe(`@font-face{src:url(../fonts/cdn-font.woff2)}.x{background:url(https://other.example/y.png)}`);
    expect(out.refs.map((r) => r.url.href)).toEqual(['https://cdn.example.com/fonts/cdn-font.woff2', 'https://other.example/y.png']);
  });

  it('rewrites absolute same-site URLs to relative paths', () => {
    const out = transformCss('.a{background:url(http://127.0.0.1:3000/_next/static/media/a.png)}', ctx);
    expect(out.text).toBe('.a{background:url(../media/a.png)}');
  });

  it('is linear on a large stylesheet', () => {
    const rule = '.c{background:url(/i/x.png);content:"a;b";color:red}/* c */\n';
    const css = rule.repeat(20_000);
    const t0 = performance.now();
    const out = transformCss(css, ctx);
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(out.refs).toHaveLength(1);
    expect(out.text.length).toBe(css.length + 20_000 * ('../../../i/x.png'.length - '/i/x.png'.length));
  });
});
