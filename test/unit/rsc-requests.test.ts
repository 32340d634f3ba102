import { describe, expect, it } from 'vitest';
import { rscCacheBust, segmentKeysFromTree } from '../../src/export/rsc-requests.ts';

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
    expect(segmentKeysFromTree(tree, '/docs/guides/caching')).toEqual(['/docs/guides/$d$slug/__PAGE__']);
  });

  it('falls back to the static page key when the tree cannot be read', () => {
    expect(segmentKeysFromTree('garbage', '/docs/intro')).toEqual(['/docs/intro/__PAGE__']);
  });
});
