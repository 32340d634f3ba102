import { describe, expect, it } from 'vitest';
import type { TransformContext } from '../../src/export/refs.ts';
import { expandChunkNames, scanJs } from '../../src/export/scan-js.ts';

const site = new URL('http://127.0.0.1:3000/');

function context(path = '/_next/static/chunks/a.js', s = site): TransformContext {
  return { url: new URL(path, s), file: path.slice(1), site: s, fileFor: () => null };
}

const urls = (js: string, ctx = context()) => scanJs(js, ctx).map((r) => r.url.href);

describe('scanJs', () => {
  it('finds Turbopack lazy chunks and build output named in strings', () => {
    const js =
      `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["static/chunks/3as.js",e=>{e.v(t=>Promise.all(["static/chunks/30wmqn5ev743h.js"].map(t=>e.l(t))))},` +
      `e.l('static/chunks/lazy.js'),{src:"/_next/static/media/logo.0rpe3w61dncpd.png"},\`static/css/x.css\`,` +
      `"static/media/inter_latin_400-s.p.2qdl.woff2","https://cdn.example.com/_next/static/chunks/z.js"]);`;
    expect(urls(js)).toEqual([
      'http://127.0.0.1:3000/_next/static/chunks/3as.js',
      'http://127.0.0.1:3000/_next/static/chunks/30wmqn5ev743h.js',
      'http://127.0.0.1:3000/_next/static/chunks/lazy.js',
      'http://127.0.0.1:3000/_next/static/media/logo.0rpe3w61dncpd.png',
      'http://127.0.0.1:3000/_next/static/css/x.css',
      'http://127.0.0.1:3000/_next/static/media/inter_latin_400-s.p.2qdl.woff2',
      'https://cdn.example.com/_next/static/chunks/z.js',
    ]);
    expect(scanJs(js, context()).every((r) => r.kind === 'asset')).toBe(true);
  });

  it('ignores prefixes, templates with holes, source map comments and unrelated strings', () => {
    const js =
      'const a="static/chunks/",b=`static/chunks/${e}.js`,c="/_next/static/",d="static/x";' +
      'fetch("/api/static/data.json");let u="https://example.com/static/a.js"\n//# sourceMappingURL=a.js.map';
    expect(urls(js)).toEqual([]);
  });

  it('resolves relative names against the base path', () => {
    const docs = new URL('http://127.0.0.1:3000/docs');
    expect(urls('e.l("static/chunks/x.js")', context('/docs/_next/static/chunks/a.js', docs))).toEqual(['http://127.0.0.1:3000/docs/_next/static/chunks/x.js']);
  });

  it('expands the webpack runtime chunk map, hashed and named forms', () => {
    const js =
      's.p="/_next/",s.u=e=>5210===e?"static/chunks/5210-aa11.js":"static/chunks/"+e+"."+{12:"abc",34:"def"}[e]+".js",' +
      's.miniCssF=e=>"static/css/"+{12:"c1c1",77:"d2d2"}[e]+".css";' +
      'r.u=function(e){return"static/chunks/"+({12:"app/page","99":"x"}[e]||e)+"-"+{12:"h12",56:"h56"}[e]+".js"}';
    expect(urls(js).sort()).toEqual(
      [
        'http://127.0.0.1:3000/_next/static/chunks/5210-aa11.js',
        'http://127.0.0.1:3000/_next/static/chunks/12.abc.js',
        'http://127.0.0.1:3000/_next/static/chunks/34.def.js',
        'http://127.0.0.1:3000/_next/static/css/c1c1.css',
        'http://127.0.0.1:3000/_next/static/css/d2d2.css',
        'http://127.0.0.1:3000/_next/static/chunks/app/page-h12.js',
        'http://127.0.0.1:3000/_next/static/chunks/56-h56.js',
      ].sort(),
    );
  });

  it('expands a Docusaurus-style runtime against its own public path', () => {
    const js = 'r.p="/docs/",r.u=e=>"assets/js/"+({17:"main",53:"runtime~main"}[e]||e)+"."+{17:"aa",53:"bb",2:"cc"}[e]+".js"';
    expect(urls(js).sort()).toEqual(
      [
        'http://127.0.0.1:3000/docs/assets/js/2.cc.js',
        'http://127.0.0.1:3000/docs/assets/js/main.aa.js',
        'http://127.0.0.1:3000/docs/assets/js/runtime~main.bb.js',
      ].sort(),
    );
  });

  it('gives up on expressions it does not understand rather than guess', () => {
    expect(expandChunkNames('f(e)+".js"', 0, 'static/chunks/')).toEqual([]);
    expect(expandChunkNames('e+".js"', 0, 'static/chunks/')).toEqual([]); // no map: no ids to expand
    expect(expandChunkNames('{1:"a"}[e]+".txt"', 0, 'static/chunks/')).toEqual([]);
  });

  it('scans a 1 MB chunk quickly', () => {
    const piece = 'function a(e){return e.l("static/chunks/x.js"),"no static here",t["x"]=1,`tpl ${x}`}\n';
    const js = piece.repeat(Math.ceil(1_000_000 / piece.length));
    const t0 = performance.now();
    const refs = scanJs(js, context());
    expect(performance.now() - t0).toBeLessThan(300);
    expect(refs).toHaveLength(1);
  });
});
