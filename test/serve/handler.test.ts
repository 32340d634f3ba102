// The serve handler without a socket: pages, RSC answering, next/image, redirects, 404, caching, ETag/304,
// Range, compression, HEAD, path safety.
import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, type Handler } from '../../src/serve/handler.ts';
import { replayHeaders } from '../../src/serve/rsc.ts';
import { loadSite } from '../../src/serve/site.ts';
import { BIG_TEXT, makeTinyBundle, type TinyBundle } from '../helpers/hosts/tiny-bundle.ts';

let bundle: TinyBundle;
let handle: Handler;

beforeAll(async () => {
  bundle = await makeTinyBundle();
  const site = await loadSite(bundle.dir);
  const release = { site, source: bundle.dir, loadedAt: new Date(0) };
  handle = createHandler({ current: () => release, lastError: () => undefined });
});
afterAll(() => rm(bundle.dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => handle(new Request(`http://localhost${path}`, { method, headers }));

describe('pages', () => {
  it('serves / and /docs/intro/ from index.html with short caching and the RSC Vary', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<h1>Home</h1>');
    const intro = await get('/docs/intro/');
    expect(intro.status).toBe(200);
    expect(intro.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(intro.headers.get('vary')).toContain('Next-Router-Segment-Prefetch');
    expect(await intro.text()).toContain('<h1>Intro</h1>');
  });

  it('redirects /docs/intro to /docs/intro/ (relative links are written for that URL), keeping the query', async () => {
    const res = await get('/docs/intro?x=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/docs/intro/?x=1');
  });

  it('keeps the slash redirect on this origin when the path starts with // or /\\ (was Location: //docs/intro/, host "docs")', async () => {
    for (const [path, location] of [
      ['//docs/intro?x=1', '/docs/intro/?x=1'],
      ['///docs/intro', '/docs/intro/'],
      ['/\\docs/intro', '/docs/intro/'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(308);
      expect(res.headers.get('location'), path).toBe(location);
      expect(new URL(res.headers.get('location')!, 'http://localhost/x/').origin, path).toBe('http://localhost');
    }
  });

  it('serves index.html by its own name too', async () => {
    expect((await get('/docs/intro/index.html')).status).toBe(200);
  });

  it('answers unknown paths with the saved 404 page and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('No such page.');
  });

  it('follows manifest redirects with their status, keeping the query (the _rsc survives)', async () => {
    const res = await get('/old-intro?_rsc=abc', { rsc: '1' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/docs/intro?_rsc=abc');
    expect((await get('/old-intro/')).headers.get('location')).toBe('/docs/intro');
  });
});

describe('RSC requests', () => {
  it('answers RSC: 1 with the full payload as text/x-component, any _rsc', async () => {
    for (const path of ['/docs/intro?_rsc=1a2b3', '/docs/intro', '/docs/intro/?_rsc=']) {
      const res = await get(path, { rsc: '1' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/x-component');
      expect(res.headers.get('vary')).toContain('RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch');
      expect(res.headers.get('x-nextjs-postponed')).toBeNull();
      expect(await res.text()).toBe('0:{"intro":true}\n');
    }
  });

  it('answers prefetches without a segment with the full payload', async () => {
    const res = await get('/docs/intro?_rsc=x', { rsc: '1', 'next-router-prefetch': '1' });
    expect(await res.text()).toBe('0:{"intro":true}\n');
  });

  it('answers segment prefetches with the segment and x-nextjs-postponed: 2', async () => {
    const tree = await get('/docs/intro?_rsc=_i_aeImnuN6u1u1r', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' });
    expect(tree.status).toBe(200);
    expect(tree.headers.get('x-nextjs-postponed')).toBe('2');
    expect(await tree.text()).toBe('0:{"tree":"/docs/intro"}\n');
    const leaf = await get('/docs/intro?_rsc=q', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/docs/intro/__PAGE__' });
    expect(await leaf.text()).toBe('0:{"page":"intro"}\n');
    const root = await get('/?_rsc=q', { rsc: '1', 'next-router-segment-prefetch': '/_tree' });
    expect(await root.text()).toBe('0:{"tree":"/"}\n');
  });

  it('replays the headers the record names, never x-nextjs-postponed on a full payload or when the source did not send it', () => {
    const base = { file: 'a.txt', bytes: 1, sha256: '0'.repeat(64), contentType: 'text/x-component' };
    expect(replayHeaders({ ...base, kind: 'segment', segment: '/_tree', headers: { 'X-NextJS-Postponed': '1', 'x-nextjs-stale-time': '300' } })).toEqual({
      'x-nextjs-postponed': '2',
      'x-nextjs-stale-time': '300',
    });
    expect(replayHeaders({ ...base, kind: 'segment', segment: '/_tree', headers: {} })).toEqual({});
    expect(
      replayHeaders({ ...base, kind: 'full', headers: { 'x-nextjs-postponed': '1', 'x-nextjs-deployment-id': 'd1', 'x-nextjs-rewritten-path': '/x' } }),
    ).toEqual({
      'x-nextjs-deployment-id': 'd1',
    });
  });

  it('sends no x-nextjs-postponed for a dynamic route whose segments came without it', async () => {
    const res = await get('/live?_rsc=q', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-nextjs-postponed')).toBeNull();
    const full = await get('/live?_rsc=q', { rsc: '1' });
    expect(full.headers.get('x-nextjs-stale-time')).toBe('60');
  });

  it('404s a segment that was not saved, as the live server does', async () => {
    const res = await get('/docs/intro?_rsc=q', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_index' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/x-component');
  });

  it('404s RSC requests for unknown pages as text/x-component (the client then loads the page)', async () => {
    const res = await get('/nope?_rsc=1', { rsc: '1' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/x-component');
  });

  it('serves HTML for ?_rsc without the RSC header', async () => {
    const res = await get('/docs/intro/?_rsc=abc');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('assets', () => {
  it('gives /_next/static/ immutable caching and the source content type', async () => {
    const res = await get('/_next/static/chunks/app-0abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
  });

  it('answers next/image URLs with the saved variant, the nearest wider one for other widths', async () => {
    const base = '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.0a1b2c.png';
    expect(await (await get(`${base}&w=640&q=75`)).text()).toBe('png-640');
    expect(await (await get(`${base}&w=1080&q=75`)).text()).toBe('png-1080');
    expect(await (await get(`${base}&w=750&q=75`)).text()).toBe('png-1080');
    expect(await (await get(`${base}&w=3840&q=75`)).text()).toBe('png-1080');
    expect((await get('/_next/image?url=%2Fnope.png&w=640&q=75')).status).toBe(404);
  });

  it('serves an asset saved with a query by its exact URL', async () => {
    const res = await get('/icon.png?4f1c2a');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('reports the served version at the health endpoint', async () => {
    const res = await get('/_static-export/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok', version: 'v1', source: 'https://docs.example.com', pages: 3 });
  });
});

describe('HTTP', () => {
  it('answers If-None-Match with 304', async () => {
    const first = await get('/_next/static/chunks/app-0abc123.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get('/_next/static/chunks/app-0abc123.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('compresses text with brotli or gzip by Accept-Encoding, with its own ETag', async () => {
    const br = await get('/docs/intro/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('etag')).toMatch(/-br"$/);
    const packed = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(packed.length);
    expect(brotliDecompressSync(packed).toString()).toContain(BIG_TEXT);
    const gz = await get('/docs/intro/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain(BIG_TEXT);
    const none = await get('/docs/intro/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect((await get('/docs/intro/', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! })).status).toBe(304);
  });

  it('answers a Range with 206 and the slice, an impossible one with 416', async () => {
    const res = await get('/_next/static/chunks/app-0abc123.js', { range: 'bytes=0-10', 'accept-encoding': 'br' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-10\/\d+$/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('console.log');
    const tail = await get('/_next/static/chunks/app-0abc123.js', { range: 'bytes=-3' });
    expect(await tail.text()).toBe(');\n');
    const bad = await get('/_next/static/chunks/app-0abc123.js', { range: 'bytes=999999-' });
    expect(bad.status).toBe(416);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/docs/intro/', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(BIG_TEXT.length);
    expect(await res.text()).toBe('');
  });

  it('refuses other methods', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('never serves outside the site, however the path is encoded', async () => {
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/docs/%2e%2e%2f%2e%2e%2f/etc/passwd', '/%5c..%5cetc', '/a%00b']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('No such page.');
    }
  });
});
