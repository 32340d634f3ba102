import { describe, expect, it } from 'vitest';
import { assetFile, pageFile } from '../../src/export/layout.ts';
import type { Ref, TransformContext } from '../../src/export/refs.ts';
import { parseRows, transformRsc } from '../../src/export/transform-rsc.ts';

const site = new URL('http://127.0.0.1:3000/');
const CDN = 'http://127.0.0.1:4000';

function context(extra: Partial<TransformContext> = {}): TransformContext {
  const s = extra.site ?? site;
  return {
    url: new URL('/docs/intro', s),
    file: 'docs/intro/index.txt',
    site: s,
    // Localise the fake CDN; leave every other host alone.
    fileFor: (ref: Ref) =>
      ref.kind === 'page' ? pageFile(ref.url.pathname) : ref.url.origin === s.origin || ref.url.origin === CDN ? assetFile(ref.url, s) : null,
    ...extra,
  };
}

const T = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

// Rows as `next start` (16.4, Turbopack) sends them for a fixture page, shortened.
const TURBOPACK = [
  '1:"$Sreact.fragment"',
  '2:"/_next/static/chunks/3as_wz7c-htsh.js"',
  '3:"/_next/static/chunks/114zm2svmvj31.js"',
  '4:I[22016,["$2","$3"],""]',
  '5:I[5500,["$2","$3"],"Image"]',
  '12:I[68027,["$2","$3"],"default",1]',
  ':HL["/_next/static/chunks/0w9wzhivv98ls.css","style"]',
  ':HL["/_next/static/media/inter_latin_400_normal-s.p.2qdljeg3s-lsl.woff2","font",{"crossOrigin":"","type":"font/woff2"}]',
  'e:X',
  'f:[["children",{"s":"__PAGE__","h":512,"d":{"r":"$L10","p":false,"v":null}}]]',
  '0:{"P":null,"c":["","changelog"],"q":"","i":false,"t":{"t":{"s":"","h":528,"d":{"r":["$","$1","c",{"children":[[["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/0w9wzhivv98ls.css","precedence":"next","crossOrigin":"$undefined","nonce":"$undefined"}],["$","script","script-0",{"src":"/_next/static/chunks/3as_wz7c-htsh.js","async":true,"nonce":"$undefined"}]],["$","html",null,{"lang":"en","children":["$","body",null,{"children":[["$","$L4",null,{"href":"/","className":"brand","children":[["$","$L5",null,{"src":{"src":"/_next/static/media/logo.0rpe3w61dncpd.png","width":120,"height":32,"blurDataURL":"data:image/png;base64,iVBORw0KGgo="},"alt":"Acme"}]]}],["$","li","/api/webhooks",{"children":["$","$L4",null,{"href":"/api/webhooks","children":"Webhooks"}]}]]}]}]]}]}},"b":"MVEo_071LiP946aaSuk6N"}',
  '19:"ViewportBoundary"',
  '1a:I[97367,["$2","$3"],"$19"]',
  'b:["$","footer",null,{"className":"site-footer","children":"© Acme, Inc. Built with Next.js."}]',
  'e:C',
  '1e:[["$","title","0",{"children":"Changelog · Acme Docs"}],["$","link","2",{"rel":"icon","href":"/icon.png","sizes":"32x32","type":"image/png"}]]',
  '',
].join('\n');

describe('transformRsc', () => {
  it('round-trips an unchanged Turbopack payload byte for byte and finds what it names', () => {
    const out = transformRsc(TURBOPACK, context());
    expect(out.text).toBe(TURBOPACK);
    const refs = out.refs.map((r) => `${r.kind} ${r.url.pathname}${r.url.search}`);
    expect(refs).toEqual(
      expect.arrayContaining([
        'asset /_next/static/chunks/3as_wz7c-htsh.js',
        'asset /_next/static/chunks/114zm2svmvj31.js',
        'asset /_next/static/chunks/0w9wzhivv98ls.css',
        'asset /_next/static/media/inter_latin_400_normal-s.p.2qdljeg3s-lsl.woff2',
        'asset /_next/static/media/logo.0rpe3w61dncpd.png',
        'asset /icon.png',
        'page /',
        'page /api/webhooks',
      ]),
    );
    // React element keys ("/api/webhooks"), text, and "$undefined" are not references.
    expect(refs).toHaveLength(8);
  });

  it('frames every row, including id-less hint rows and empty stream rows', () => {
    const rows = parseRows(TURBOPACK);
    expect(rows.map((r) => `${r.id}:${r.tag}`).slice(0, 9)).toEqual(['1:', '2:', '3:', '4:I', '5:I', '12:I', ':H', ':H', 'e:X']);
    expect(rows).toHaveLength(TURBOPACK.split('\n').length - 1);
  });

  it('resolves webpack client-reference chunks against <base>/_next/', () => {
    const payload = '5:I[1234,["123","static/chunks/app/page-abc.js","456","static/chunks/456-def.js"],"default"]\n';
    const docs = new URL('http://127.0.0.1:3000/docs');
    const out = transformRsc(payload, context({ site: docs }));
    expect(out.text).toBe(payload);
    expect(out.refs.map((r) => `${r.url.pathname} ${r.source}`)).toEqual([
      '/docs/_next/static/chunks/app/page-abc.js rsc I chunk',
      '/docs/_next/static/chunks/456-def.js rsc I chunk',
    ]);
  });

  it('rewrites absolute same-site URLs to root-absolute paths and localised externals to /<file>', () => {
    const payload = [
      ':HL["http://127.0.0.1:4000/css/fonts.css","style"]',
      ':HL["http://127.0.0.1:3000/_next/static/media/a.woff2","font",{"crossOrigin":""}]',
      '2:"http://127.0.0.1:3000/_next/static/chunks/x.js"',
      '3:I[1,["$2"],""]',
      '0:[["$","link",null,{"rel":"stylesheet","href":"http://127.0.0.1:4000/css/fonts.css","precedence":"default"}],["$","img",null,{"src":"http://127.0.0.1:4000/img/badge.png","alt":"b"}],["$","a",null,{"href":"http://127.0.0.1:3000/docs/setup#x","children":"http://127.0.0.1:3000/docs/setup"}],["$","a",null,{"href":"https://example.com/","children":"ext"}],["$","img",null,{"src":"https://other.example/i.png"}]]',
      '',
    ].join('\n');
    const out = transformRsc(payload, context());
    expect(out.text).toBe(
      [
        ':HL["/_external/127.0.0.1_4000/css/fonts.css","style"]',
        ':HL["/_next/static/media/a.woff2","font",{"crossOrigin":""}]',
        '2:"/_next/static/chunks/x.js"',
        '3:I[1,["$2"],""]',
        // Text children stay as written (they are the page's words, and hydration compares them).
        '0:[["$","link",null,{"rel":"stylesheet","href":"/_external/127.0.0.1_4000/css/fonts.css","precedence":"default"}],["$","img",null,{"src":"/_external/127.0.0.1_4000/img/badge.png","alt":"b"}],["$","a",null,{"href":"/docs/setup#x","children":"http://127.0.0.1:3000/docs/setup"}],["$","a",null,{"href":"https://example.com/","children":"ext"}],["$","img",null,{"src":"https://other.example/i.png"}]]',
        '',
      ].join('\n'),
    );
    const refs = out.refs.map((r) => `${r.kind} ${r.url.href}`);
    expect(refs).toContain('page http://127.0.0.1:3000/docs/setup');
    expect(refs).toContain('asset https://other.example/i.png');
    expect(refs).not.toContain('page https://example.com/');
  });

  it('recomputes the byte length of a T row whose URL content changes, counting UTF-8 bytes', () => {
    const srcset = 'http://127.0.0.1:3000/img/caf%C3%A9-640.png 640w, http://127.0.0.1:3000/img/b.png 2x'.padEnd(1100, ' ');
    const payload = [
      T('7', srcset),
      T('8', 'Café ☕ 🚀 text that mentions http://127.0.0.1:3000/docs and stays'),
      '9:["$","img",null,{"srcSet":"$7","alt":"$8"}]\n',
      '0:{"next":"row after multibyte T rows"}\n',
    ].join('');
    const out = transformRsc(payload, context());
    const rewritten = '/img/caf%C3%A9-640.png 640w, /img/b.png 2x';
    expect(out.text).toBe(
      [
        T('7', rewritten),
        T('8', 'Café ☕ 🚀 text that mentions http://127.0.0.1:3000/docs and stays'),
        '9:["$","img",null,{"srcSet":"$7","alt":"$8"}]\n',
        '0:{"next":"row after multibyte T rows"}\n',
      ].join(''),
    );
    expect(out.text.startsWith(`7:T${Buffer.byteLength(rewritten).toString(16)},`)).toBe(true);
    const rows = parseRows(out.text);
    expect(rows.map((r) => r.id)).toEqual(['7', '8', '9', '0']);
    expect(out.refs.map((r) => r.url.pathname)).toEqual(['/img/caf%C3%A9-640.png', '/img/b.png']);
  });

  it('keeps canonical, alternate and og:url absolute and reports them', () => {
    const payload =
      '1e:[["$","link","0",{"rel":"canonical","href":"http://127.0.0.1:3000/docs/intro"}],["$","meta","1",{"property":"og:url","content":"http://127.0.0.1:3000/docs/intro"}],["$","meta","2",{"property":"og:image","content":"http://127.0.0.1:3000/og.png"}],["$","link","3",{"rel":"alternate","hrefLang":"de","href":"http://127.0.0.1:3000/de"}]]\n';
    const out = transformRsc(payload, context());
    expect(out.text).toBe(payload.replace('"content":"http://127.0.0.1:3000/og.png"', '"content":"/og.png"'));
    expect(out.kept).toEqual([
      { file: 'docs/intro/index.txt', url: 'http://127.0.0.1:3000/docs/intro', reason: 'canonical' },
      { file: 'docs/intro/index.txt', url: 'http://127.0.0.1:3000/docs/intro', reason: 'og:url' },
      { file: 'docs/intro/index.txt', url: 'http://127.0.0.1:3000/de', reason: 'alternate' },
    ]);
  });

  it('points asset URLs with a query at the file the layout stored them under, but keeps script URLs', () => {
    const payload =
      '1e:[["$","link","2",{"rel":"icon","href":"/icon.png?icon.3huhq9v8d4art.png","sizes":"32x32"}]]\n' +
      ':HL["/_next/image?url=%2Fhero.png&w=3840&q=75","image",{"imageSrcSet":"/_next/image?url=%2Fhero.png&w=640&q=75 640w, /_next/image?url=%2Fhero.png&w=3840&q=75 3840w"}]\n' +
      '2:"/_next/static/chunks/a.js?dpl=dpl_123"\n3:I[1,["$2"],""]\n';
    const out = transformRsc(payload, context());
    const icon = assetFile(new URL('/icon.png?icon.3huhq9v8d4art.png', site), site);
    const w = (n: number) => assetFile(new URL(`/_next/image?url=%2Fhero.png&w=${n}&q=75`, site), site);
    expect(icon).toMatch(/^icon\.q-/);
    expect(out.text).toBe(
      `1e:[["$","link","2",{"rel":"icon","href":"/${icon}","sizes":"32x32"}]]\n` +
        `:HL["/${w(3840)}","image",{"imageSrcSet":"/${w(640)} 640w, /${w(3840)} 3840w"}]\n` +
        '2:"/_next/static/chunks/a.js?dpl=dpl_123"\n3:I[1,["$2"],""]\n',
    );
  });

  it('reads image preload hints with imageSrcSet, and redirect digests', () => {
    const payload =
      ':HL["/_next/image?url=%2Fa.png&w=3840&q=75","image",{"imageSrcSet":"/_next/image?url=%2Fa.png&w=640&q=75 640w, /_next/image?url=%2Fa.png&w=3840&q=75 3840w","imageSizes":"100vw"}]\n' +
      '1:E{"digest":"NEXT_REDIRECT;replace;http://127.0.0.1:3000/docs/new;307;"}\n';
    const out = transformRsc(payload, context());
    expect(out.refs.map((r) => `${r.kind} ${r.url.pathname}${r.url.search}`)).toEqual([
      'asset /_next/image?url=%2Fa.png&w=3840&q=75',
      'asset /_next/image?url=%2Fa.png&w=640&q=75',
      'page /docs/new',
    ]);
    expect(out.text).toContain('"digest":"NEXT_REDIRECT;replace;/docs/new;307;"');
  });

  it('leaves dns-prefetch and preconnect hints, debug rows and malformed payloads alone', () => {
    const payloads = [
      ':HD["https://fonts.gstatic.com"]\n:HC["http://127.0.0.1:3000",""]\n',
      '1:D{"name":"x","env":"Server","href":"http://127.0.0.1:3000/x"}\n',
      'not a payload at all http://127.0.0.1:3000/x',
      '1:T999,short',
      '',
    ];
    for (const p of payloads) expect(transformRsc(p, context()).text).toBe(p);
  });

  it('resolves relative link and image props against the page URL and writes them root-absolute', () => {
    // `<a href="./context">` in MDX on /docs/reference/sdk/errors means /docs/reference/sdk/context; the payload is
    // saved one folder deeper (…/errors/index.txt) and the client resolves it against wherever the document is.
    const ctx = context({ url: new URL('/docs/reference/sdk/errors', site), file: 'docs/reference/sdk/errors/index.txt' });
    const payload = [
      '0:["$","a",null,{"href":"./context","children":"ctx"}]',
      '1:["$","a",null,{"href":"../auth?tab=1#top","children":"auth"}]',
      '2:["$","a",null,{"href":"limits","children":"x"}]',
      '3:["$","a",null,{"href":"#frag","children":"f"}]',
      '4:["$","img",null,{"src":"diagram.png","alt":""}]',
      '5:I[1,["static/chunks/app/page-1.js"],""]',
      '',
    ].join('\n');
    const out = transformRsc(payload, ctx);
    expect(out.text).toBe(
      [
        '0:["$","a",null,{"href":"/docs/reference/sdk/context","children":"ctx"}]',
        '1:["$","a",null,{"href":"/docs/reference/auth?tab=1#top","children":"auth"}]',
        '2:["$","a",null,{"href":"/docs/reference/sdk/limits","children":"x"}]',
        '3:["$","a",null,{"href":"#frag","children":"f"}]',
        '4:["$","img",null,{"src":"/docs/reference/sdk/diagram.png","alt":""}]',
        '5:I[1,["static/chunks/app/page-1.js"],""]',
        '',
      ].join('\n'),
    );
    expect(out.refs.filter((r) => r.kind === 'page').map((r) => r.url.pathname)).toEqual([
      '/docs/reference/sdk/context',
      '/docs/reference/auth',
      '/docs/reference/sdk/limits',
    ]);
  });

  it('is fast enough for thousands of pages', () => {
    const big = TURBOPACK.repeat(20); // ~60 kB
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) transformRsc(big, context());
    expect((performance.now() - t0) / 20).toBeLessThan(50);
  });
});
