import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveRef } from '../../src/export/refs.ts';

describe('resolveRef', () => {
  const a = new URL('https://docs.acme.com/guides/setup');
  const b = new URL('http://127.0.0.1:3000/other/page');

  it('resolves as a browser does, whatever was resolved before', () => {
    for (let round = 0; round < 2; round++) {
      expect(resolveRef(' /docs/intro ', a)?.href).toBe('https://docs.acme.com/docs/intro');
      expect(resolveRef('/docs/intro', b)?.href).toBe('http://127.0.0.1:3000/docs/intro');
      expect(resolveRef('intro', a)?.href).toBe('https://docs.acme.com/guides/intro');
      expect(resolveRef('intro', b)?.href).toBe('http://127.0.0.1:3000/other/intro');
      expect(resolveRef('//cdn.example/x.css', a)?.href).toBe('https://cdn.example/x.css');
      expect(resolveRef('//cdn.example/x.css', b)?.href).toBe('http://cdn.example/x.css');
      expect(resolveRef('/\\evil.example/x', a)?.href).toBe('https://evil.example/x');
      expect(resolveRef('/\\evil.example/x', b)?.href).toBe('http://evil.example/x');
      expect(resolveRef('HTTPS://CDN.example/a#b', b)?.href).toBe('https://cdn.example/a#b');
      expect(resolveRef('mailto:x@y', a)).toBeNull();
      expect(resolveRef('https://[bad', a)).toBeNull();
      expect(resolveRef('', a)).toBeNull();
    }
  });

  it('gives the same URL object for a spelling that resolves the same on every page of an origin', () => {
    expect(resolveRef('/docs/shared', a)).toBe(resolveRef('/docs/shared', new URL('https://docs.acme.com/elsewhere/deep/page')));
    expect(resolveRef('/docs/shared', a)).not.toBe(resolveRef('/docs/shared', b));
    expect(resolveRef('relative', a)).not.toBe(resolveRef('relative', a));
  });

  it('keeps no document alive through its cache (a reference read from a document is a slice of it)', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // 40 documents of 1 MB each (built at run time, so each is a string of its own), each naming one page.
    for (let i = 0; i < 40; i++) {
      const doc = `${i}${'x'.repeat(1024 * 1024)}"/docs/leak-${i}"`;
      const start = doc.indexOf('/docs/');
      expect(resolveRef(doc.slice(start, doc.length - 1), a)?.pathname).toBe(`/docs/leak-${i}`);
    }
    gc();
    // Before the keys were copied, every cache key held its whole document: +40 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 1024 * 1024);
  });
});
