// A bundle opened from disk (file://), on a site without the base-path runtime, doing what Chromium refuses file:
// pages: its code fetch()es a JSON file (by a relative and a root-absolute URL) and one of its pages, and runs a classic worker that loads a helper script
// (the shapes of MkDocs Material's search and Sphinx' search summaries, src/hosting/runtime/file-mode.ts). A small
// plain-HTML site served on 127.0.0.1, exported, and opened from the export's folder in Chromium.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportFileTable, type FileTable } from '../helpers/export-file-table.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { launchChromium } from './browse.ts';

// The site's code, named by the page; the files it asks for are named only here (found by the general guess rule).
const APP = `window.results = {};
var base = document.baseURI;
fetch(new URL("data/words.json", base)).then(function (r) { return r.json(); }).then(function (j) { results.json = j.word; }, function (e) { results.json = "error: " + e.message; });
fetch("/data/words.json").then(function (r) { return r.json(); }).then(function (j) { results.rootJson = j.word; }, function (e) { results.rootJson = "error: " + e.message; });
fetch(new URL("docs/guide/", base)).then(function (r) { return r.text(); }).then(function (t) { results.page = t; }, function (e) { results.page = "error: " + e.message; });
try {
  var w = new Worker(new URL("js/worker.js", base));
  w.onmessage = function (e) { results.worker = e.data; };
  w.onerror = function () { results.worker = "error"; };
  w.postMessage("ping");
} catch (e) { results.worker = "error: " + e.message; }
// Binary data a host sends as no known type (Pagefind's index): answered from a base64 twin.
fetch(new URL("data/index.pf_meta", base)).then(function (r) { return r.arrayBuffer(); }).then(function (b) { results.binary = Array.from(new Uint8Array(b)).join(","); }, function (e) { results.binary = "error: " + e.message; });
// A worker whose script fails (Pagefind's, which reads location.href when it sees a document): the Worker's error.
var bad = new Worker(new URL("js/bad-worker.js", base));
bad.onerror = function () { results.badWorker = "error event"; };
// A link the site's code builds to a page without its suffix (Rspress' search results): the page is notes.html.
var link = document.createElement("a");
link.id = "suffixless";
link.href = new URL("docs/notes", base).href;
link.textContent = "Notes";
document.body.appendChild(link);
`;
// Material's worker awaits importScripts (a promise in the frame the runtime runs it in; undefined in a real worker).
const WORKER = `self.addEventListener("message", async function (e) {
  await importScripts("./worker-helper.js");
  self.postMessage(self.helped + ":" + e.data);
});
`;

const page = (title: string, body: string, script = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main>${script}</body></html>`;

const FILES: FileTable = {
  '/': [
    'text/html; charset=utf-8',
    page('Home', '<p>Welcome.</p><a id="folder" href="/docs/guide/">Guide</a> <a href="/docs/notes.html">Notes</a>', '<script src="/app.js"></script>'),
  ],
  '/docs/guide/': ['text/html; charset=utf-8', page('Guide', '<h2 id="wombats">Wombats</h2><p>Every wombat digs a burrow.</p>')],
  '/docs/notes.html': ['text/html; charset=utf-8', page('Notes', '<p>Notes on wombats.</p>')],
  '/app.js': ['text/javascript', APP],
  '/js/worker.js': ['text/javascript', WORKER],
  '/js/worker-helper.js': ['text/javascript', 'self.helped = "helped";\n'],
  '/data/words.json': ['application/json', '{"word":"quokka"}'],
  '/data/index.pf_meta': ['application/octet-stream', Buffer.from([0, 1, 127, 128, 255])],
  '/js/bad-worker.js': ['text/javascript', 'throw new Error("the worker fails");\n'],
};

let work: string;
let bundleDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'file-mode-'));
  bundleDir = join(work, 'site');
  await exportFileTable(FILES, bundleDir);
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

interface Results {
  json?: string;
  rootJson?: string;
  page?: string;
  worker?: string;
  binary?: string;
  badWorker?: string;
}

it('on file://, the site fetch()es its JSON and its pages, runs its worker, a link to a folder opens its index.html and one to a page without its suffix the page', async () => {
  const manifest = JSON.parse(await readFile(join(bundleDir, '_static-export/manifest.json'), 'utf8')) as { assets: { file: string }[] };
  expect(manifest.assets.map((a) => a.file)).toEqual(expect.arrayContaining(['data/words.json', 'data/index.pf_meta', 'js/worker.js', 'js/worker-helper.js']));
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    tab.on('pageerror', (e) => errors.push(e.message));
    tab.on('requestfailed', (r) => errors.push(`${r.failure()?.errorText} ${r.url()}`));
    await tab.goto(pathToFileURL(join(bundleDir, 'index.html')).href, { waitUntil: 'load' });
    await tab.waitForFunction(() => {
      const r = (window as unknown as { results?: Results }).results;
      return (
        !!r &&
        r.json !== undefined &&
        r.rootJson !== undefined &&
        r.page !== undefined &&
        r.worker !== undefined &&
        r.binary !== undefined &&
        r.badWorker !== undefined
      );
    });
    const results = await tab.evaluate(() => (window as unknown as { results: Results }).results);
    expect(results.json).toBe('quokka');
    // Root-absolute, as a site built for `/` asks (Rspress' search index): the file at that path in the bundle.
    expect(results.rootJson).toBe('quokka');
    // The page as the offline search index holds it: its title, headings and words.
    expect(results.page).toMatch(/<h1>Guide<\/h1>[\s\S]*Wombats[\s\S]*Every wombat digs a burrow/);
    expect(results.worker).toBe('helped:ping');
    expect(results.binary).toBe('0,1,127,128,255');
    // Its error goes to the Worker object, not the page's uncaught errors (checked with the others below).
    expect(results.badWorker).toBe('error event');
    await tab.click('#folder');
    await tab.waitForURL(/\/docs\/guide\/index\.html$/);
    await tab.goBack({ waitUntil: 'load' });
    await tab.click('#suffixless');
    await tab.waitForURL(/\/docs\/notes\.html$/);
    expect(errors).toEqual([]);

    // On an HTTP host the loader loads nothing: the site's own requests are answered by the host.
    const host = await startS3Like(bundleDir);
    try {
      const requested: string[] = [];
      const http = await browser.newPage();
      http.on('request', (r) => requested.push(r.url()));
      await http.goto(host.url, { waitUntil: 'load' });
      await http.waitForFunction(() => (window as unknown as { results?: Results }).results?.worker !== undefined);
      expect(await http.evaluate(() => (window as unknown as { results: Results }).results.worker)).toBe('helped:ping');
      expect(requested.filter((u) => u.includes('_static-export/file'))).toEqual([]);
    } finally {
      await host.close();
    }
  } finally {
    await browser.close();
  }
}, 60_000);
