// Proves the fixture harness: the Next.js site global-setup built and started is the site the export tests
// assume (page list from the build, RSC transport, sitemap, redirect, 404, CDN references).

import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const { origin, cdnOrigin, pages, redirects } = inject('fixture');

const rscHeaders = { RSC: '1' };

async function get(path: string, init: RequestInit = {}): Promise<{ res: Response; body: string }> {
  const res = await fetch(new URL(path, origin), { redirect: 'manual', ...init });
  return { res, body: await res.text() };
}

describe('fixture site', () => {
  it('reports at least 25 pages, the dynamic route expanded and the runtime-only CDN page included', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
    expect(pages).toEqual([...pages].sort());
    expect(pages).toContain('/');
    expect(pages).toContain('/integrations/cdn');
    expect(pages.filter((p) => p.startsWith('/docs/guides/')).length).toBeGreaterThanOrEqual(5);
    expect(pages.some((p) => p.includes('['))).toBe(false);
    for (const excluded of ['/_not-found', '/_global-error', '/sitemap.xml', '/robots.txt', '/icon.png']) {
      expect(pages).not.toContain(excluded);
    }
  });

  it('serves every page as 200 HTML with its heading, a link to every other page and the hydration marker', async () => {
    for (const page of pages) {
      const { res, body } = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(body, page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(body, page).toContain('data-testid="hydrated"');
      for (const other of pages) expect(body, `${page} links ${other}`).toContain(`href="${other}"`);
    }
  });

  it('answers RSC requests with text/x-component, after Next 16’s 307 to the _rsc URL', async () => {
    const first = await get('/docs/getting-started/introduction?_rsc=1', { headers: rscHeaders });
    expect(first.res.status).toBe(307);
    expect(first.res.headers.get('location')).toBe('/docs/getting-started/introduction?_rsc');

    for (const page of pages) {
      const res = await fetch(new URL(`${page}?_rsc=1`, origin), { headers: rscHeaders });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/x-component/);
      expect(res.headers.get('vary'), page).toMatch(/next-router-segment-prefetch/i);
      expect(await res.text(), page).toMatch(/^\d+:/m);
    }
  });

  it('answers a segment prefetch for the route tree with x-nextjs-postponed: 2', async () => {
    const res = await fetch(new URL('/docs/getting-started/introduction?_rsc=x', origin), {
      headers: { ...rscHeaders, 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
    });
    // The 307 went to the hash of the segment key, which does not depend on the page (see notes §1).
    expect(res.url).toMatch(/\?_rsc=_i_aeImnuN6u1u1r$/);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(res.headers.get('x-nextjs-postponed')).toBe('2');
  });

  it('lists every page in the sitemap, and the sitemap in robots.txt, with the origin actually served', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.res.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.map((u) => new URL(u).origin)).toEqual(locs.map(() => origin));
    expect(locs.map((u) => new URL(u).pathname).sort()).toEqual(pages);

    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('redirects /old-intro permanently, as the build reports, and links it from a page', async () => {
    expect(redirects).toContainEqual({ from: '/old-intro', to: '/docs/getting-started/introduction', permanent: true });
    const { res } = await get('/old-intro');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/docs/getting-started/introduction');
    expect((await get('/')).body).toContain('href="/old-intro"');
  });

  it('answers an unknown path with the custom 404 page', async () => {
    const { res, body } = await get('/docs/no-such-page');
    expect(res.status).toBe(404);
    expect(body).toContain('data-testid="not-found"');
    expect(body).toContain('Page not found');
    expect((await get('/docs/guides/no-such-guide')).res.status).toBe(404);
  });

  it('serves next/image variants of the local images', async () => {
    const { body } = await get('/');
    const src = /\/_next\/image\?url=[^"\s,]+/.exec(body)?.[0]?.replaceAll('&amp;', '&');
    expect(src).toBeDefined();
    const image = await fetch(new URL(src!, origin));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('references the CDN origin from the CDN page, and the CDN serves the stylesheet, font and images', async () => {
    const { body } = await get('/integrations/cdn');
    expect(body).toContain(`${cdnOrigin}/css/fonts.css`);
    expect(body).toContain(`${cdnOrigin}/img/badge.png`);
    expect(body).toContain('href="https://example.com/"');

    const css = await fetch(`${cdnOrigin}/css/fonts.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const text = await css.text();
    expect(text).toContain('url(/fonts/cdn-font.woff2)');
    expect(text).toContain('url(../img/bg.png)');
    for (const [path, type] of [
      ['/fonts/cdn-font.woff2', 'font/woff2'],
      ['/img/bg.png', 'image/png'],
      ['/img/badge.png', 'image/png'],
    ]) {
      const res = await fetch(`${cdnOrigin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });
});

// The baseline the export's browser tests compare against: the live site itself hydrates, loads its fonts and
// images (the CDN's from the CDN) and navigates client-side in headless Chromium (.ci/run installs it).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// .ci/run installs Debian's chromium; a machine without it fails here rather than passing by skipping.
describe('fixture site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hydrates, loads every font and image, and gets the CDN assets from the CDN', async () => {
    const page = await browser.newPage();
    const bad: string[] = [];
    page.on('console', (m) => m.type() === 'error' && bad.push(`console: ${m.text()}`));
    page.on('response', (r) => r.status() >= 400 && bad.push(`${r.status()} ${r.url()}`));
    for (const path of ['/', '/integrations/cdn', '/docs/guides/theming']) {
      await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('[data-testid=hydrated]')?.textContent === 'hydrated');
      const state = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          images: [...document.images].map((i) => ({ src: i.currentSrc, width: i.naturalWidth })),
          // next/font adds a metric-matched `local("Arial")` fallback face; it fails where Arial is not installed.
          fonts: [...document.fonts].filter((f) => !f.family.endsWith(' Fallback')).map((f) => `${f.family} ${f.status}`),
        };
      });
      for (const image of state.images) expect(image.width, `${path} ${image.src}`).toBeGreaterThan(0);
      for (const font of state.fonts) expect(font, path).toMatch(/ loaded$/);
      if (path === '/integrations/cdn') {
        expect(state.images.map((i) => i.src)).toContain(`${cdnOrigin}/img/badge.png`);
        expect(state.fonts).toContain('Cdn Font loaded');
      }
    }
    expect(bad).toEqual([]);
    await page.close();
  });

  it('navigates client-side from a sidebar link, with the RSC payload as text/x-component', async () => {
    const page = await browser.newPage();
    const rsc: string[] = [];
    page.on('response', (r) => {
      if (r.request().headers().rsc) rsc.push(`${r.status()} ${r.headers()['content-type']} ${r.url()}`);
    });
    await page.goto(new URL('/docs', origin).href);
    await page.waitForFunction(() => document.querySelector('[data-testid=hydrated]')?.textContent === 'hydrated');
    await page.evaluate(() => Object.assign(window, { fixtureMarker: 'kept' }));
    await page.click('aside a[href="/docs/concepts/routing"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Routing');
    expect(page.url()).toBe(new URL('/docs/concepts/routing', origin).href);
    expect(await page.evaluate(() => (window as unknown as { fixtureMarker?: string }).fixtureMarker)).toBe('kept');
    // Prefetches (segment or full) and the navigation itself, whichever the router needed.
    expect(rsc.length).toBeGreaterThan(0);
    for (const line of rsc) expect(line).toMatch(/^200 text\/x-component/);
    await page.close();
  });
});
