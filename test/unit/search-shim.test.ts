// The page side of the offline search, run in a VM context (no browser): the answer a Fumadocs search dialog
// gets from `/api/search?query=…`, checked against the format of fumadocs-core's own client.
//
// fumadocs-core 17 (dist/search/client fetch.ts, read from its npm package): `fetchDocs(query, { api =
// '/api/search' })` GETs `new URL(api, location.origin)` with `query` (and `locale`, `tag`) search params,
// fails on `!res.ok`, and reads `res.json()` as `SortedResult[]`: `{ id: string; url: string; type: 'page' |
// 'heading' | 'text'; content: string; breadcrumbs?: string[]; contentWithHighlights?: … }`. Its dialog lists a
// page row followed by its heading/text rows and navigates to `url`. The Fumadocs corpus fixture (issue 10) is
// not in this branch yet; this is the format test until the site's own dialog can be driven in Chromium.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SEARCH_UI_SCRIPT } from '../../src/hosting/search-shim.ts';
import { fileIndexRow } from '../../src/search/index-input.ts';
import { fileIndexScript } from '../../src/search/offline-search.ts';
import { pageContent } from '../../src/search/page-content.ts';

interface SortedResult {
  id: string;
  url: string;
  type: 'page' | 'heading' | 'text';
  content: string;
}

function isSortedResult(v: unknown): v is SortedResult {
  const r = v as Record<string, unknown>;
  const allowed = new Set(['id', 'url', 'type', 'content', 'breadcrumbs', 'contentWithHighlights']);
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    typeof r.url === 'string' &&
    typeof r.content === 'string' &&
    (r.type === 'page' || r.type === 'heading' || r.type === 'text') &&
    Object.keys(r).every((k) => allowed.has(k))
  );
}

const page = (title: string, body: string) =>
  `<html lang="en"><head><title>${title} · Acme</title></head><body><aside>Sidebar words</aside><main>${body}</main></body></html>`;

const PAGES = [
  {
    url: '/docs/install/',
    html: page('Install', '<h1>Install</h1><p>Get the CLI.</p><h2 id="mirror">Registry mirror</h2><p>Point npm at Verdaccio behind a firewall.</p>'),
  },
  { url: '/docs/deploy/', html: page('Deploy', '<h1>Deploy</h1><p>Ship it to a VM.</p>') },
];

/** The script in a VM with just enough of a page opened from file:// (the engine that needs no WebAssembly). */
function loadShim() {
  const rows = fileIndexScript(PAGES.map((p) => fileIndexRow(p.url, pageContent(p.html)!)));
  const passedThrough: string[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    currentScript: { src: 'file:///bundle/_static-export/search/search.js' },
    readyState: 'loading',
    addEventListener() {},
    querySelector: () => null,
    createElement: () => ({}) as Record<string, unknown>,
    head: {
      // Loading file-index.js: run it as the browser would, then report the load.
      appendChild(script: { src: string; onload: () => void }) {
        expect(script.src).toBe('file:///bundle/_static-export/search/file-index.js');
        runInNewContext(rows, { window });
        script.onload();
      },
    },
  };
  Object.assign(window, {
    document,
    location: { protocol: 'file:', href: 'file:///bundle/docs/index.html', origin: 'null' },
    addEventListener() {},
    fetch: async (input: unknown) => {
      passedThrough.push(String(input));
      return new Response('not intercepted', { status: 404 });
    },
  });
  runInNewContext(SEARCH_UI_SCRIPT, {
    window,
    document,
    location: window.location,
    navigator: { platform: 'Linux' },
    URL,
    Response,
    Promise,
    setTimeout,
    clearTimeout,
  });
  return { fetch: window.fetch as (input: string | URL) => Promise<Response>, passedThrough };
}

describe('the Fumadocs /api/search answer', () => {
  it('answers the request fumadocs-core makes with SortedResult rows: the page, then its matching section', async () => {
    const shim = loadShim();
    // What fetchDocs sends: new URL('/api/search', origin) with ?query=.
    const res = await shim.fetch('/api/search?query=verdaccio');
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    const rows: unknown[] = await res.json();
    expect(rows.every(isSortedResult)).toBe(true);
    expect(rows).toEqual([
      { id: '/docs/install/', type: 'page', url: '/docs/install', content: 'Install' },
      { id: '/docs/install/#h0', type: 'heading', url: '/docs/install#mirror', content: 'Registry mirror' },
      { id: '/docs/install/#t0', type: 'text', url: '/docs/install#mirror', content: 'Point npm at Verdaccio behind a firewall.' },
    ]);
    expect(new Set(rows.map((r) => (r as SortedResult).id)).size).toBe(rows.length);
    expect(shim.passedThrough).toEqual([]);
  });

  it('finds nothing for words of the sidebar only, and leaves every other request to the network', async () => {
    const shim = loadShim();
    expect(await (await shim.fetch(new URL('file:///api/search?query=sidebar'))).json()).toEqual([]);
    await shim.fetch('/api/users');
    await shim.fetch('/api/search');
    expect(shim.passedThrough).toEqual(['/api/users', '/api/search']);
  });
});
