// A bundle opened from disk (file://) whose pages load ES modules, which Chromium refuses there (origin 'null'):
// the page's module script, what it imports statically (relative) and dynamically (relative, root-absolute, with
// top-level await), import.meta.url, a module preload in the HTML and one a module adds (Vite's preload helper),
// an inline classic script's import() (Astro's islands), and a DOMContentLoaded listener a module adds (Starlight's
// search starts so). They run from the System.register forms the export writes (src/hosting/system-forms.ts,
// runtime/file-modules.ts). A small site served on 127.0.0.1, exported, opened from the export's folder in Chromium,
// and on an HTTP host, where the native modules run and none of it is loaded.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportFileTable, type FileTable } from '../helpers/export-file-table.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { launchChromium } from './browse.ts';

const MAIN = `import { word } from "./dep.js";
const results = window.results;
results.main = word;
results.meta = import.meta.url;
document.addEventListener("DOMContentLoaded", () => { results.dcl = document.querySelector("h1").textContent; });
const link = document.createElement("link");
link.rel = "modulepreload";
link.href = new URL("./lazy.js", import.meta.url).href;
document.head.appendChild(link);
const root = await import("/js/root.js");
results.root = root.answer;
import("./lazy.js").then((m) => { results.dynamic = m.lazy; });
results.order = (results.order || "") + "main;";
`;

const page = `<!doctype html><html lang="en"><head><title>Modules</title>
<script>window.results = {};</script>
<link rel="modulepreload" href="/js/dep.js">
<script type="module" src="/js/main.js"></script>
</head><body><main><h1>Modules</h1><p>Module scripts on file://.</p></main>
<script>import("./js/island.js").then(function (m) { results.island = m.island; }, function (e) { results.island = "error: " + e.message; });</script>
<script type="module">window.results.inline = "inline";</script>
</body></html>`;

const FILES: FileTable = {
  '/': ['text/html; charset=utf-8', page],
  '/js/main.js': ['text/javascript', MAIN],
  '/js/dep.js': ['text/javascript', 'export const word = "quokka";\n'],
  '/js/root.js': ['text/javascript', 'export const answer = 42;\n'],
  '/js/lazy.js': ['text/javascript', 'export const lazy = "lazy";\n'],
  '/js/island.js': ['text/javascript', 'export const island = "island";\n'],
};

interface Results {
  main?: string;
  meta?: string;
  root?: number;
  dynamic?: string;
  dcl?: string;
  island?: string;
  inline?: string;
}

let work: string;
let bundleDir: string;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'file-modules-'));
  bundleDir = join(work, 'site');
  await exportFileTable(FILES, bundleDir);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const done = () => {
  const r = (window as unknown as { results?: Results }).results;
  return !!r && ['main', 'root', 'dynamic', 'dcl', 'island', 'inline'].every((k) => k in r);
};

it('on file://, the page runs its ES modules from their System.register forms, with no refused request', async () => {
  const manifest = JSON.parse(await readFile(join(bundleDir, '_static-export/manifest.json'), 'utf8')) as { generated: { file: string }[] };
  const forms = manifest.generated.map((g) => g.file).filter((f) => f.startsWith('_static-export/file-modules/'));
  expect(forms).toEqual(['js/dep.js', 'js/island.js', 'js/lazy.js', 'js/main.js', 'js/root.js'].map((f) => `_static-export/file-modules/${f}`));
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('requestfailed', (r) => errors.push(`${r.failure()?.errorText} ${r.url()}`));
  const url = pathToFileURL(join(bundleDir, 'index.html')).href;
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForFunction(done, null, { timeout: 10_000 }).catch(() => undefined);
  const results = await tab.evaluate(() => (window as unknown as { results: Results }).results);
  expect(results).toEqual({
    main: 'quokka',
    meta: new URL('js/main.js', url).href,
    root: 42,
    dynamic: 'lazy',
    dcl: 'Modules',
    island: 'island',
    inline: 'inline',
    order: 'main;',
  });
  expect(errors).toEqual([]);
  await tab.close();
}, 60_000);

it('on an HTTP host, the native modules run and nothing of the file:// runtime is loaded', async () => {
  const host = await startS3Like(bundleDir);
  try {
    const tab = await browser.newPage();
    const requested: string[] = [];
    tab.on('request', (r) => requested.push(r.url()));
    await tab.goto(host.url, { waitUntil: 'load' });
    await tab.waitForFunction(done, null, { timeout: 10_000 });
    const results = await tab.evaluate(() => (window as unknown as { results: Results }).results);
    expect(results).toMatchObject({ main: 'quokka', meta: `${host.url}js/main.js`, root: 42, dynamic: 'lazy', island: 'island', inline: 'inline' });
    expect(requested.filter((u) => u.includes('_static-export/file'))).toEqual([]);
    await tab.close();
  } finally {
    await host.close();
  }
}, 60_000);
