// The one edit JS chunks get: the routers' first read of the document URL (transform-js.ts), in the shapes the
// corpus builds have (minified Next 15.5 webpack, 16.x Turbopack, Docusaurus 3 with history v4). The corpus matrix's
// file:// rows run the edited chunks in Chromium.
import { describe, expect, it } from 'vitest';
import { transformJs } from '../../src/export/transform-js.ts';

const L = '(self[Symbol.for("static-export.location")]||window.location)';

describe('transformJs', () => {
  it("points Next's initial router state at the shim's location", () => {
    const next16 = 'a=(0,s.createInitialRouterState)({navigatedAt:a,initialRSCPayload:r,initialFlightStreamForCache:null,location:window.location})),i=1';
    expect(transformJs(next16)).toBe(next16.replace('location:window.location', `location:${L}`));
    const next15 =
      '(0,o.createInitialRouterState)({initialFlightData:r.f,initialCanonicalUrlParts:r.c,initialParallelRoutes:new Map,location:window.location,couldBeIntercepted:r.i})';
    expect(transformJs(next15)).toBe(next15.replace('location:window.location', `location:${L}`));
  });

  it("points history's getDOMLocation and Docusaurus' route preload at it", () => {
    const history = 'function C(e){var t=e||{},n=t.key,r=t.state,a=window.location,o=a.pathname+a.search+a.hash;return _&&(o=c(o,_)),p(o,r,n)}';
    expect(transformJs(history)).toBe(history.replace('a=window.location', `a=${L}`));
    const entry = 'Z(window.location.pathname).then(function(){(0,m().startTransition)(xe)})';
    expect(transformJs(entry)).toBe(`Z(${L}.pathname).then(function(){(0,m().startTransition)(xe)})`);
  });

  it('builds URLs on the origin the shim gives on file:// (fumadocs-core search client)', () => {
    const client = 'async search(e){let r=new URL(t,window.location.origin);r.searchParams.set("query",e)}';
    expect(transformJs(client)).toBe(
      'async search(e){let r=new URL(t,(self[Symbol.for("static-export.origin")]||window.location.origin));r.searchParams.set("query",e)}',
    );
  });

  it('leaves every other read of the URL, and chunks without one, as they are', () => {
    for (const js of [
      'console.log(1)',
      'window.location.reload()',
      'n=window.location.href',
      'var actualHomePagePath = window.location.pathname;',
      'e.origin!==window.location.origin',
      'x({location:window.location})', // not the router's initial state
      'if(a)window.location.href=t',
    ]) {
      expect(transformJs(js), js).toBeUndefined();
    }
  });
});
