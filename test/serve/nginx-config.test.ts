// The shipped nginx config, run by a real nginx (Debian's nginx-light; .ci/run installs it) over a hand-made
// bundle: RSC header routing as internal rewrites with the right type, Vary and replayed headers, next/image
// and query-asset routing, redirects keeping the query, the 404 page, the trailing-slash redirect, caching.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../../src/hosting/nginx-config.ts';
import { makeTinyBundle, type TinyBundle } from '../helpers/hosts/tiny-bundle.ts';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';

let bundle: TinyBundle;
let nginx: RunningNginx;

beforeAll(async () => {
  bundle = await makeTinyBundle();
  await writeFile(join(bundle.dir, '_static-export', 'nginx.conf'), renderNginxConfig(bundle.manifest));
  nginx = await startRealNginx(bundle.dir);
});
afterAll(async () => {
  await nginx?.close();
  if (bundle) await rm(bundle.dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx.origin}${path}`, { headers, redirect: 'manual' });
const rsc = { rsc: '1' };
const segment = (key: string) => ({ rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': key });

describe('renderNginxConfig', () => {
  it('is a set of maps plus one server block, with root and listen to adapt and no variable clash between bundles', () => {
    const text = renderNginxConfig(bundle.manifest);
    expect(text).toMatch(/^\s*listen 80;$/m);
    expect(text).toMatch(/^\s*root \/usr\/share\/nginx\/html;$/m);
    expect(text.match(/^server \{$/gm)).toHaveLength(1);
    expect(text).not.toMatch(/return 30\d \/__static_export_rsc/); // RSC routing is never a redirect
    const other = renderNginxConfig({ ...bundle.manifest, source: 'https://other.example.com' });
    const vars = (t: string) => new Set(t.match(/\$static_export_[0-9a-f]{6}_/g));
    expect([...vars(text)].some((v) => vars(other).has(v))).toBe(false);
    const custom = renderNginxConfig(bundle.manifest, { root: '/srv/docs', listen: '8080' });
    expect(custom).toMatch(/^\s*root \/srv\/docs;$/m);
    expect(custom).toMatch(/^\s*listen 8080;$/m);
  });
});

describe('real nginx with the shipped config', () => {
  it('serves pages with revalidation and the RSC Vary, and adds the trailing slash with a 301', async () => {
    const page = await get('/docs/intro/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('vary')).toContain('Next-Router-Segment-Prefetch');
    const bare = await get('/docs/intro?x=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/docs/intro/?x=1');
  });

  it('answers RSC: 1 with the full payload as text/x-component by an internal rewrite, any _rsc', async () => {
    for (const path of ['/docs/intro?_rsc=abc', '/docs/intro/?_rsc=', '/docs/intro']) {
      const res = await get(path, rsc);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/x-component/);
      expect(res.headers.get('vary')).toContain('RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch');
      expect(res.headers.get('x-nextjs-postponed')).toBeNull();
      expect(await res.text()).toBe('0:{"intro":true}\n');
    }
    expect(await (await get('/?_rsc=1', rsc)).text()).toBe('0:{"home":true}\n');
  });

  it('answers segment prefetches with the segment file and x-nextjs-postponed: 2', async () => {
    const tree = await get('/docs/intro?_rsc=x', segment('/_tree'));
    expect(tree.status).toBe(200);
    expect(tree.headers.get('x-nextjs-postponed')).toBe('2');
    expect(await tree.text()).toBe('0:{"tree":"/docs/intro"}\n');
    const leaf = await get('/docs/intro?_rsc=y', segment('/docs/intro/__PAGE__'));
    expect(await leaf.text()).toBe('0:{"page":"intro"}\n');
    expect(await (await get('/?_rsc=y', segment('/_tree'))).text()).toBe('0:{"tree":"/"}\n');
  });

  it('replays only what the source sent: no postponed on a dynamic route, its other headers', async () => {
    const tree = await get('/live?_rsc=x', segment('/_tree'));
    expect(tree.status).toBe(200);
    expect(tree.headers.get('x-nextjs-postponed')).toBeNull();
    const full = await get('/live?_rsc=x', rsc);
    expect(full.headers.get('x-nextjs-stale-time')).toBe('60');
  });

  it('404s a segment that was not saved, and cannot be walked out of the page folder by the header', async () => {
    expect((await get('/docs/intro?_rsc=x', segment('/_index'))).status).toBe(404);
    const sneaky = await get('/docs/intro?_rsc=x', segment('/../../../_static-export/manifest.json'));
    expect(sneaky.status).toBe(404);
  });

  it('answers next/image and other query URLs with the file saved for that exact query', async () => {
    const base = '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.0a1b2c.png';
    const image = await get(`${base}&w=640&q=75`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('png-640');
    expect(await (await get(`${base}&w=1080&q=75`)).text()).toBe('png-1080');
    expect((await get(`${base}&w=999&q=75`)).status).toBe(404);
    const icon = await get('/icon.png?4f1c2a');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('follows manifest redirects, keeping the query (an RSC request keeps its _rsc)', async () => {
    for (const path of ['/old-intro', '/old-intro/']) {
      const res = await get(`${path}?_rsc=abc`, rsc);
      expect(res.status, path).toBe(308);
      expect(res.headers.get('location')).toBe('/docs/intro?_rsc=abc');
    }
  });

  it('refuses a path starting with //, which would serve a page where relative links name another host', async () => {
    // Merged, //evil.example/..%2f/docs/intro/ is docs/intro/index.html: its ../ links resolved to //evil.example/….
    for (const path of ['//evil.example/..%2f/docs/intro/', '//docs/intro/', '//evil.example/..%2f/docs/intro/?_rsc=1']) {
      const res = await get(path, path.includes('_rsc') ? rsc : {});
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<h1>Intro</h1>');
    }
    expect((await get('/docs//intro/')).status).toBe(200);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('No such page.');
  });

  it('caches /_next/static/ forever and compresses text', async () => {
    const res = await get('/_next/static/chunks/app-0abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
