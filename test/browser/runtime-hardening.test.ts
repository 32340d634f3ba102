// What page content and a hostile URL can make of the base-path runtime, in Chromium (issue 28, findings 2 and 7):
// - A host that serves `//evil.example/..%2f/n/` as `n/index.html` (as Python's http.server and, before it refused
//   such paths, nginx with the shipped config do): the runtime's "relative URLs made path-absolute" step turned
//   `../t/index.html` into `//evil.example/..%2f/t/index.html`, so a click and a lazy image went to another host.
// - An element of the page's markup with the id `__STATIC_EXPORT_ORIGIN__` (or `…_LOCATION__`) stood in for the
//   global the edited JS read on HTTP hosts: Fumadocs' search request went to another origin.
// The host here is a node:http server on 127.0.0.1 that normalises the path as those hosts do; any request for
// another host is recorded and refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { posix } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transformJs } from '../../src/export/transform-js.ts';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT, basePathShim } from '../../src/hosting/base-path-shim.ts';
import { launchChromium } from './browse.ts';

const page = (file: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8">${basePathShim(file)}<title>${file}</title></head><body>${body}</body></html>`;

// The read of fumadocs-core's search client and of history v4's getDOMLocation, as transform-js.ts edits them.
const app = transformJs(
  'window.__built=String(new URL("/api/search",window.location.origin));' +
    'function loc(){var a=window.location,o=a.pathname+a.search+a.hash;return o}window.__routed=loc();',
);

const FILES: Record<string, { type: string; body: string }> = {
  'n/index.html': {
    type: 'text/html',
    body: page(
      'n/index.html',
      '<a id="rel" href="../t/index.html">T</a><div style="height:3000px"></div><img id="lazy" loading="lazy" src="../t/pic.svg" alt="">',
    ),
  },
  't/index.html': { type: 'text/html', body: page('t/index.html', '<h1 id="t">T</h1>') },
  't/pic.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>' },
  'c/index.html': {
    type: 'text/html',
    body: page(
      'c/index.html',
      '<a id="__STATIC_EXPORT_ORIGIN__" href="http://evil.example/">o</a><a id="__STATIC_EXPORT_LOCATION__" href="http://evil.example/p?q#h">l</a>' +
        '<script src="../app.js"></script>',
    ),
  },
  'app.js': { type: 'text/javascript', body: app ?? '' },
  [BASE_PATH_FILE]: { type: 'text/javascript', body: BASE_PATH_SCRIPT },
};

let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
const elsewhere: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // As Python's http.server does: decode, then normalise (`//evil.example/..%2f/n/` is `/n/`).
    let path = posix.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '/')));
    if (path.endsWith('/')) path += 'index.html';
    const file = FILES[path.replace(/^\/+/, '')];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' });
    res.end(file?.body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  context = await browser.newContext();
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('the base-path runtime in Chromium', () => {
  it('keeps links and lazy images on the page origin when the URL path starts with //', async () => {
    expect(app).toBeDefined();
    const tab = await context.newPage();
    await tab.goto(`${origin}//evil.example/..%2f/n/`);
    await tab.waitForLoadState('load');
    const link = await tab.$eval('#rel', (a) => (a as HTMLAnchorElement).href);
    expect(new URL(link).origin).toBe(origin);
    await tab.$eval('#lazy', (img) => img.scrollIntoView());
    await tab.waitForFunction(() => (document.getElementById('lazy') as HTMLImageElement).complete);
    expect(new URL(await tab.$eval('#lazy', (img) => (img as HTMLImageElement).currentSrc)).origin).toBe(origin);
    await Promise.all([tab.waitForURL((u) => u.pathname.endsWith('/t/index.html')), tab.click('#rel')]);
    expect(new URL(tab.url()).origin).toBe(origin);
    expect(await tab.textContent('#t')).toBe('T');
    expect(elsewhere).toEqual([]);
    await tab.close();
  });

  it("builds URLs on the page's origin and location, whatever elements the page has (no DOM clobbering)", async () => {
    const tab = await context.newPage();
    await tab.goto(`${origin}/c/`);
    await tab.waitForLoadState('load');
    expect(await tab.evaluate(() => (window as unknown as { __built: string }).__built)).toBe(`${origin}/api/search`);
    expect(await tab.evaluate(() => (window as unknown as { __routed: string }).__routed)).toBe('/c/');
    await tab.close();
  });
});
