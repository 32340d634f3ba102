import { describe, expect, it } from 'vitest';
import { rscCacheBust, segmentKeyPart, segmentKeysFromTree } from '../../src/export/rsc-requests.ts';
import { segmentFile } from '../../src/export/layout.ts';

describe('RSC requests', () => {
  it('computes the Next 16 _rsc value the server expects for a /_tree prefetch', () => {
    // Seen on next start 16.4.6: the 307 for /_tree points at this value.
    expect(rscCacheBust('1', '/_tree')).toBe('_i_aeImnuN6u1u1r');
  });

  it('reads the segment keys of a dynamic route from its /_tree payload', () => {
    const tree = [
      ':HL["/_next/static/chunks/0w9wzhivv98ls.css","style"]',
      '4:[["children",{"s":"__PAGE__","h":160}]]',
      '3:[["children",{"s":{"n":"slug","t":"d","k":"caching","s":[]},"h":65632,"c":"$Q4"}]]',
      '2:[["children",{"s":"guides","h":131168,"c":"$Q3"}]]',
      '1:[["children",{"s":"docs","h":131168,"c":"$Q2"}]]',
      '0:{"b":"HvVwcURKEVl_ow8Tq7TSE","t":{"t":{"s":"","h":131152,"c":"$Q1"}}}',
      '',
    ].join('\n');
    // Every layout has InlinedIntoChild (64): the page segment is the only one the client asks for.
    expect(segmentKeysFromTree(tree)).toEqual({ shape: '16.4', keys: ['/docs/guides/$d$slug/__PAGE__'] });
  });

  it('reads the one-row /_tree of Next 16.3 (a catch-all page with a layout that is not inlined)', () => {
    // As a live 16.3 Fumadocs site answered for /docs/reference/sdk/errors (notes §9).
    const tree =
      '0:{"tree":{"name":"","param":null,"prefetchHints":4176,"slots":{"children":{"name":"docs","param":null,"prefetchHints":4128,' +
      '"slots":{"children":{"name":"slug","param":{"type":"oc","key":"reference/sdk/errors","siblings":[]},"prefetchHints":4160,' +
      '"slots":{"children":{"name":"__PAGE__","param":null,"prefetchHints":4256,"slots":null}}}}}}},"staleTime":300,"buildId":"b1"}\n';
    const { keys, shape } = segmentKeysFromTree(tree);
    expect(shape).toBe('16.3');
    // What the 16.3 client asked for, and nothing it did not (the root and the catch-all layout are inlined).
    expect(keys).toEqual(['/docs', '/docs/$oc$slug/__PAGE__']);
    // …saved under the names Next's own `output: 'export'` gives them.
    expect(keys.map((k) => segmentFile('/docs/reference/sdk/errors', k))).toEqual([
      'docs/reference/sdk/errors/__next.docs.txt',
      'docs/reference/sdk/errors/__next.docs.$oc$slug.__PAGE__.txt',
    ]);
  });

  it('encodes route groups, parallel slots and unsafe names as Next does', () => {
    expect(segmentKeyPart('(home)')).toBe('!KGhvbWUp');
    expect(segmentKeyPart('slug', 'c')).toBe('$c$slug');
    expect(segmentKeyPart('docs-v2_@x')).toBe('docs-v2_@x');
    const tree =
      '0:{"tree":{"name":"","param":null,"prefetchHints":80,"slots":{"children":{"name":"(home)","param":null,"prefetchHints":64,' +
      '"slots":{"children":{"name":"__PAGE__","param":null,"prefetchHints":160,"slots":null},' +
      '"modal":{"name":"__DEFAULT__","param":null,"prefetchHints":0,"slots":null}}}}},"staleTime":300,"buildId":"b"}';
    expect(segmentKeysFromTree(tree).keys).toEqual(['/!KGhvbWUp/__PAGE__', '/!KGhvbWUp/@modal/__DEFAULT__']);
  });

  it('asks for the root and the head when the build did not inline segments', () => {
    const tree = '1:[["children",{"s":"__PAGE__"}]]\n0:{"b":"x","t":{"t":{"s":"","c":"$Q1"}}}\n';
    expect(segmentKeysFromTree(tree)).toEqual({ shape: '16.4', keys: ['/_index', '/__PAGE__', '/_head'] });
  });

  it('knows the navigation payload a page rendered per request answers /_tree with (no segments to save)', () => {
    // 16.3 `next start`, /live (dynamic): 200 text/x-component without x-nextjs-postponed.
    const tree =
      '0:{"f":[[["",{"children":["live",{"children":["__PAGE__",{},"$undefined","$undefined",4096]},"$undefined","$undefined",4096]},"$undefined","$undefined",4112],null,[null,null],true]],"q":"","i":false,"S":false,"h":null,"r":"$undefined","b":"9Zju"}\n';
    expect(segmentKeysFromTree(tree)).toEqual({ shape: 'dynamic', keys: [] });
  });

  it('recognises the answer of a Next without segment prefetch (14.2, a page rendered per request)', () => {
    // 14.2 `next start`, /live: the segment header is ignored and a prefetch of Next 14's own kind comes back.
    const tree = '0:["DBRHwF_-AW0To4YudDteP",[[["",{"children":["live",{"children":["__PAGE__",{}]}]},"$undefined","$undefined",true],null,null]]]\n';
    expect(segmentKeysFromTree(tree)).toEqual({ shape: 'pre-segment', keys: [] });
  });

  it('says when it cannot read a /_tree shape instead of guessing keys from the URL', () => {
    expect(segmentKeysFromTree('garbage')).toEqual({ shape: 'unknown', keys: [] });
    expect(segmentKeysFromTree('0:{"b":"x","tree":{"segments":[]}}')).toEqual({ shape: 'unknown', keys: [] });
    expect(segmentKeysFromTree('0:{"tree":{"name":"","param":null,"slots":{"children":{"n":"docs"}}}}').shape).toBe('unknown');
  });
});
