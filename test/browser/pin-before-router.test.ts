// The base-path runtime makes a page's relative URLs path-absolute once the document is parsed (relative-urls.ts),
// so they survive a router moving the document. The Next.js Pages Router moves it sooner than that: its deferred
// scripts run before DOMContentLoaded and write the URL back without the trailing slash a host redirected to
// (`/docs/guide/` → `/docs/guide`). Pinned after that, `install/index.html` on `/docs/guide/` named
// `/docs/install/index.html`, one folder too high, and every relative link of the page was broken (the Nextra 3
// corpus site on the S3-like host). Here a deferred script does what the router does, in Chromium.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT, basePathShim } from '../../src/hosting/base-path-shim.ts';
import { launchChromium } from './browse.ts';

const FILES: Record<string, { type: string; body: string }> = {
  'docs/guide/index.html': {
    type: 'text/html',
    body:
      `<!doctype html><html><head><meta charset="utf-8">${basePathShim('docs/guide/index.html')}<title>Guide</title>` +
      '<script src="../../router.js" defer></script></head><body><a id="rel" href="install/index.html">Install</a></body></html>',
  },
  // What the Pages Router's constructor does: replaceState to its asPath, which has no trailing slash.
  'router.js': { type: 'text/javascript', body: 'history.replaceState(null, "", location.pathname.replace(/\\/$/, ""));' },
  [BASE_PATH_FILE]: { type: 'text/javascript', body: BASE_PATH_SCRIPT },
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // An S3 website: a folder without its slash is redirected to it.
    if (FILES[`${path.slice(1)}/index.html`]) {
      res.writeHead(302, { location: `${path}/` });
      return res.end();
    }
    const file = FILES[`${path.slice(1)}${path.endsWith('/') ? 'index.html' : ''}`];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' });
    res.end(file?.body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('relative URLs pinned before a router first moves the document', () => {
  it('keeps a relative link naming the folder it was written for', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/docs/guide`, { waitUntil: 'load' });
      // The deferred script ran: the address lost its slash, as under the Pages Router.
      expect(new URL(page.url()).pathname).toBe('/docs/guide');
      expect(await page.$eval('#rel', (a) => (a as HTMLAnchorElement).href)).toBe(`${origin}/docs/guide/install/index.html`);
    } finally {
      await page.close();
    }
  }, 60_000);
});
