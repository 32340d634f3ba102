// The rules that decide when a `since` export takes a file from PREV (issue 25): each one is a promise that the
// reused bytes are those a full export would write, so each is pinned here.
import { describe, expect, it, vi } from 'vitest';
import {
  conditionalHeaders,
  contentHashedUrl,
  decodeRefs,
  encodeRefs,
  reusedWithoutRequest,
  servedImmutable,
  validatorsAfter304,
  validatorsOf,
} from '../../src/export/reuse-rules.ts';

const site = new URL('http://127.0.0.1:3000/docs/');

describe('reuse rules', () => {
  it('records validators and sends them back as conditional headers', () => {
    const v = validatorsOf({ etag: '"abc"', 'last-modified': 'Thu, 26 Nov 2026 10:00:00 GMT' });
    expect(v).toEqual({ etag: '"abc"', lastModified: 'Thu, 26 Nov 2026 10:00:00 GMT' });
    expect(conditionalHeaders({ validators: v })).toEqual({ 'if-none-match': '"abc"', 'if-modified-since': 'Thu, 26 Nov 2026 10:00:00 GMT' });
    expect(validatorsOf({})).toBeUndefined();
    expect(conditionalHeaders(undefined)).toEqual({});
    // A 304 carries the validators a 200 would: they win over PREV's.
    expect(validatorsAfter304({ etag: '"new"' }, v)).toEqual({ etag: '"new"', lastModified: v!.lastModified });
    expect(validatorsAfter304({}, v)).toEqual(v);
  });

  it('reuses without a request only what its name or its server promises never changes', () => {
    expect(contentHashedUrl(new URL('http://x/_next/static/chunks/app-3f2a.js'))).toBe(true);
    expect(contentHashedUrl(new URL('http://x/_next/static/development/_buildManifest.js'))).toBe(false);
    expect(contentHashedUrl(new URL('http://x/assets/js/main.3f2a1b4c.js'))).toBe(true);
    expect(contentHashedUrl(new URL('http://x/img/logo.png'))).toBe(false);
    expect(contentHashedUrl(new URL('http://x/app.js'))).toBe(false);
    expect(servedImmutable({ 'cache-control': 'public, max-age=31536000, immutable' })).toBe(true);
    expect(servedImmutable({ 'cache-control': 'public, max-age=60' })).toBe(false);
    expect(reusedWithoutRequest(new URL('http://x/logo.png'), true)).toBe(true);
    expect(reusedWithoutRequest(new URL('http://x/logo.png'), false)).toBe(false);
  });

  it('records references compactly and reads them back: same-site as paths, pages marked, each once', () => {
    const refs = [
      { url: new URL('http://127.0.0.1:3000/docs/a?x=1'), kind: 'page' as const, source: 'a[href]' },
      { url: new URL('http://127.0.0.1:3000//evil'), kind: 'asset' as const, source: 'img[src]' },
      { url: new URL('https://cdn.test/f.css'), kind: 'asset' as const, source: 'link[href]' },
      { url: new URL('http://127.0.0.1:3000/docs/a?x=1'), kind: 'page' as const, source: 'a[href]' },
    ];
    const encoded = encodeRefs(refs, site);
    expect(encoded).toEqual(['page:/docs/a?x=1', '//evil', 'https://cdn.test/f.css']);
    const decoded = decodeRefs(encoded, site);
    expect(decoded.map((r) => [r.kind, r.url.href])).toEqual([
      ['page', 'http://127.0.0.1:3000/docs/a?x=1'],
      // A same-site path that starts with // stays on the site: joined to the origin, never resolved as a host.
      ['asset', 'http://127.0.0.1:3000//evil'],
      ['asset', 'https://cdn.test/f.css'],
    ]);
    expect(encodeRefs([], site)).toBeUndefined();
  });

  it('reads a URL object the crawl shares once, however many files name it, and sees a URL changed in place', () => {
    // Issue 29: every naming read the URL's origin, path and query and joined a new string to hash; a page names
    // ~100 files and its payloads as many again, the same sidebar and chunks on every page.
    const page = new URL('http://127.0.0.1:3000/docs/b?x=1');
    const chunk = new URL('http://127.0.0.1:3000/_next/static/chunks/a.js');
    const refs = [
      { url: page, kind: 'page' as const, source: 'a[href]' },
      { url: chunk, kind: 'asset' as const, source: 'script[src]' },
      { url: chunk, kind: 'asset' as const, source: 'guess', speculative: true },
    ];
    const origin = vi.spyOn(URL.prototype, 'origin', 'get');
    try {
      // Reads of the named URLs' origin (the site's own is read once a call).
      const reads = () => origin.mock.contexts.filter((url) => url !== site).length;
      const first = encodeRefs(refs, site);
      const once = reads();
      for (let i = 0; i < 100; i++) expect(encodeRefs(refs, site)).toEqual(first);
      expect(first).toEqual(['page:/docs/b?x=1', '/_next/static/chunks/a.js', 'guess:/_next/static/chunks/a.js']);
      expect(reads()).toBe(once);
    } finally {
      origin.mockRestore();
    }
    page.search = '?x=2';
    expect(encodeRefs(refs, site)?.[0]).toBe('page:/docs/b?x=2');
    expect(encodeRefs(refs, new URL('https://other.test/'))?.[0]).toBe('page:http://127.0.0.1:3000/docs/b?x=2');
  });
});
