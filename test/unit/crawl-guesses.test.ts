// The crawl with the general discovery rule, on in-memory sites made of real build excerpts
// (test/fixtures/frameworks): guessed files land in the bundle at their own path, wrong guesses vanish without a
// warning, a site's robots.txt and sitemap come along, and `verify` fails a bundle that lacks what a page's code
// loads by name — whether the manifest still lists it or the export never fetched it.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readManifest, writeManifest } from '../../src/bundle/manifest-io.ts';
import type { Manifest } from '../../src/core/types.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { verifyDirectory } from '../../src/verify/verify.ts';
import { MemorySite } from '../helpers/memory-site.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/frameworks');
const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');
const JS = 'text/javascript';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function run(site: MemorySite): Promise<{ dir: string; manifest: Manifest }> {
  const dir = join(await mkdtemp(join(tmpdir(), 'crawl-guesses-')), 'site');
  dirs.push(join(dir, '..'));
  const { manifest } = await exportSite({ url: site.origin, outDir: dir, search: false, transformThreads: 0 }, {}, { fetcher: site.fetcher() });
  return { dir, manifest };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Removes `file` from the bundle, and from the manifest too when `unlist` (as if the export had never fetched it). */
async function remove(dir: string, file: string, unlist: boolean): Promise<void> {
  await rm(join(dir, file));
  if (!unlist) return;
  const manifest = await readManifest(dir);
  manifest.assets = manifest.assets.filter((a) => a.file !== file);
  await writeManifest(dir, manifest);
}

/** A VitePress 1.6 site: three pages (the same real page), its chunks as excerpts, a sitemap, no robots.txt. */
function vitepress(): MemorySite {
  const page = read('vitepress/guide-intro.html');
  const site = new MemorySite('http://127.0.0.1:4173').page('/', page).page('/guide/intro.html', page).page('/guide/more.html', page);
  site
    .file('/assets/app.NanaxOH7.js', read('vitepress/app.excerpt.js'), JS)
    .file('/assets/chunks/theme.K2DGZoqB.js', read('vitepress/theme.excerpt.js'), JS)
    .file('/assets/chunks/framework.Bu0c2OLL.js', 'export{}', JS)
    .file('/assets/chunks/VPLocalSearchBox.OwW5px3c.js', read('vitepress/VPLocalSearchBox.excerpt.js'), JS)
    .file('/assets/chunks/@localSearchIndexroot.BqQn26RN.js', 'const e="{}";export{e as default};', JS)
    .file('/assets/style.BhX5jokk.css', 'body{}', 'text/css')
    .file('/vp-icons.css', '', 'text/css')
    .file('/assets/inter-roman-latin.Di8DUHzh.woff2', 'wOF2', 'font/woff2')
    .sitemap('/sitemap.xml', ['https://example.com/guide/intro.html', 'https://example.com/guide/more.html']);
  for (const [key, hash] of [
    ['index.md', 'Dgq-LcqU'],
    ['guide_intro.md', 'BnBqNPxA'],
    ['guide_more.md', 'DHwrLQtR'],
  ]) {
    site.file(`/assets/${key}.${hash}.js`, `export{} // ${key}`, JS).file(`/assets/${key}.${hash}.lean.js`, `export{} // ${key} lean`, JS);
  }
  // A guess read against the wrong base that a catch-all route answers with a page: no file of that name.
  site.page('/assets/chunks/assets/chunks/framework.Bu0c2OLL.js', '<p>app shell</p>');
  return site;
}

describe('guessed references in the crawl', () => {
  it("exports VitePress's page chunks, lazy search box and search index; wrong guesses leave no warning", async () => {
    const site = vitepress();
    const { dir, manifest } = await run(site);
    for (const file of [
      'assets/guide_more.md.DHwrLQtR.js',
      'assets/guide_more.md.DHwrLQtR.lean.js',
      'assets/index.md.Dgq-LcqU.js',
      'assets/chunks/VPLocalSearchBox.OwW5px3c.js',
      'assets/chunks/@localSearchIndexroot.BqQn26RN.js',
      'sitemap.xml',
    ]) {
      expect(await exists(join(dir, file)), file).toBe(true);
    }
    // The sitemap as the live site wrote it (Material strips the common prefix of its URLs itself).
    expect(await readFile(join(dir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/guide/more.html</loc>');
    // Wrong readings (Vite's list read against the importing chunk, an app shell's 200): dropped, listed, not warned.
    expect(manifest.droppedGuesses).toEqual(
      expect.arrayContaining([
        '/assets/chunks/assets/chunks/VPLocalSearchBox.OwW5px3c.js',
        '/assets/chunks/assets/chunks/framework.Bu0c2OLL.js',
        '/robots.txt',
      ]),
    );
    expect(await exists(join(dir, 'assets/chunks/assets/chunks/framework.Bu0c2OLL.js'))).toBe(false);
    expect(manifest.warnings.filter((w) => /assets\/chunks\/assets|robots/.test(w.url))).toEqual([]);
    // Guesses are fetched at their own path, never rewritten: the page's hash map and the chunks stay as served.
    expect(await readFile(join(dir, 'assets/chunks/theme.K2DGZoqB.js'), 'utf8')).toBe(read('vitepress/theme.excerpt.js'));

    const report = await verifyDirectory(dir);
    expect(report).toMatchObject({ ok: true, broken: [], hashMismatches: [] });
    expect(report.guessesDropped).toBeGreaterThan(0);
  });

  it('verify names a lazily loaded chunk that is missing, listed in the manifest or never fetched', async () => {
    const { dir } = await run(vitepress());
    // Listed in the manifest, gone from the bundle.
    await remove(dir, 'assets/guide_more.md.DHwrLQtR.js', false);
    let report = await verifyDirectory(dir);
    expect(report.ok).toBe(false);
    expect(report.hashMismatches).toEqual([{ file: 'assets/guide_more.md.DHwrLQtR.js', reason: 'missing' }]);

    // Never fetched (an export that did not know the hash map): a sure reference without a file.
    await remove(dir, 'assets/guide_more.md.DHwrLQtR.lean.js', true);
    // A guess the export never tried (neither in the bundle nor dropped): the lazy search box.
    await remove(dir, 'assets/chunks/VPLocalSearchBox.OwW5px3c.js', true);
    report = await verifyDirectory(dir);
    const broken = report.broken.map((b) => `${b.file} → ${b.ref}`);
    expect(broken).toEqual(
      expect.arrayContaining(['guide/intro.html → guide_more.md.DHwrLQtR.lean.js', 'assets/chunks/theme.K2DGZoqB.js → ./VPLocalSearchBox.OwW5px3c.js']),
    );
  });

  it('reports a file a sure reference names after a guess of it answered 404', async () => {
    const site = new MemorySite()
      .page('/', '<div data-src="/maps/world.json"></div><a href="/guide">guide</a>')
      .page('/guide', '<script src="/maps/world.json"></script>');
    const { manifest } = await run(site);
    expect(manifest.warnings.map((w) => `${w.code} ${w.url}`)).toContain('broken-link http://docs.test/maps/world.json');
    expect(manifest.droppedGuesses ?? []).not.toContain('/maps/world.json');
  });

  // A browser asks the host's root for /favicon.ico on every page that names no icon. Rspress' `preview` answers it
  // 204 (no icon, no error); every bundle host answered 404, a console error per page, and under a sub-path the
  // browser asks a root the bundle does not own: so pages that name no icon name one.
  it("gives pages that name no icon the site's /favicon.ico, or none that asks anything when the site has none", async () => {
    const icon = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
    const withIcon = new MemorySite('http://127.0.0.1:8001').page('/', '<head></head><p>home</p>').file('/favicon.ico', icon, 'image/x-icon');
    const a = await run(withIcon);
    expect(await readFile(join(a.dir, 'favicon.ico'))).toEqual(icon);
    expect(a.manifest.assets.map((x) => x.file)).toContain('favicon.ico');
    expect(await readFile(join(a.dir, 'index.html'), 'utf8')).toContain('<link rel="icon" href="favicon.ico">');
    expect((await verifyDirectory(a.dir)).ok).toBe(true);

    const noContent = new MemorySite('http://127.0.0.1:8002').page('/', '<head></head><p>home</p>').answer('/favicon.ico', { status: 204 });
    const b = await run(noContent);
    expect(await exists(join(b.dir, 'favicon.ico'))).toBe(false);
    expect(await readFile(join(b.dir, 'index.html'), 'utf8')).toContain('<link rel="icon" href="data:,">');
    expect(b.manifest.droppedGuesses).toContain('/favicon.ico');
    expect(b.manifest.warnings).toEqual([]);
    expect((await verifyDirectory(b.dir)).ok).toBe(true);
    // Asked once; robots.txt and the sitemap too: the files discovery read are saved from its answers.
    for (const path of ['/favicon.ico', '/robots.txt', '/sitemap.xml']) expect(noContent.count(path), path).toBe(1);
  });

  it("crawls Sphinx's search page, named by a `<link rel=search>`, with its scripts and the index it loads by name", async () => {
    const site = new MemorySite('http://127.0.0.1:8081')
      .page('/', '<html><head><link rel="search" title="Search" href="search.html" /></head><body><p>home</p></body></html>')
      .page('/search.html', read('sphinx/search.html'))
      .file('/searchindex.js', 'Search.setIndex({"docnames":[]})', JS);
    for (const name of [
      'documentation_options',
      'jquery',
      'underscore',
      '_sphinx_javascript_frameworks_compat',
      'doctools',
      'sphinx_highlight',
      'js/theme',
      'searchtools',
      'language_data',
    ]) {
      site.file(`/_static/${name}.js`, '', JS);
    }
    const { dir, manifest } = await run(site);
    expect(manifest.pages.map((p) => p.url)).toContain('/search.html');
    for (const file of ['_static/searchtools.js', '_static/language_data.js', 'searchindex.js']) {
      expect(await exists(join(dir, file)), file).toBe(true);
    }
    expect((await verifyDirectory(dir)).ok).toBe(true);
  });

  it("exports MkDocs Material's search worker, search index and sitemap, named only in JSON and JS", async () => {
    const site = new MemorySite('http://127.0.0.1:8000')
      .page('/', '<a href="guide/intro/">Intro</a>')
      .redirect('/guide/intro', '/guide/intro/', 301)
      .page('/guide/intro/', read('material/guide-intro.excerpt.html'))
      .file('/assets/javascripts/bundle.467223ff.min.js', read('material/bundle.excerpt.js'), JS)
      .file('/assets/javascripts/workers/search.bd0b6b67.min.js', 'importScripts()', JS)
      .file('/search/search_index.json', '{"docs":[]}', 'application/json')
      .file('/robots.txt', 'User-agent: *\n', 'text/plain')
      .sitemap('/sitemap.xml', ['https://example.com/guide/intro/']);
    const { dir } = await run(site);
    for (const file of ['assets/javascripts/workers/search.bd0b6b67.min.js', 'search/search_index.json', 'sitemap.xml', 'robots.txt']) {
      expect(await exists(join(dir, file)), file).toBe(true);
    }
    // Instant navigation loads a link softly only when the sitemap lists its URL: the page's file, as links are written.
    expect(await readFile(join(dir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/guide/intro/index.html</loc>');
    expect((await verifyDirectory(dir)).ok).toBe(true);
  });

  it("exports a Starlight island's modules and the site's own Pagefind index under /pagefind/", async () => {
    const pagefind = (name: string, type = 'application/octet-stream') =>
      [`/pagefind/${name}`, readFileSync(join(FIXTURES, 'starlight/pagefind', name)), type] as const;
    const site = new MemorySite('http://127.0.0.1:4321').page('/', read('starlight/index.excerpt.html'));
    for (const [path, body, type] of [
      pagefind('pagefind-entry.json', 'application/json'),
      pagefind('pagefind.en_76f294bf94.pf_meta'),
      pagefind('fragment/en_40b1d94.pf_fragment'),
      pagefind('fragment/en_71a2a29.pf_fragment'),
      pagefind('fragment/en_c9353e5.pf_fragment'),
      pagefind('index/en_388e621.pf_index'),
    ]) {
      site.file(path, body, type);
    }
    site
      .file('/pagefind/pagefind.js', 'export{}', JS)
      .file('/pagefind/wasm.en.pagefind', 'wasm', 'application/wasm')
      .file('/_astro/Counter.DIqWC6ak.js', 'import{h}from"./preact.module.BTqC4RwC.js";export default h', JS)
      .file('/_astro/client.D9j1VD_j.js', read('starlight/client.excerpt.js'), JS)
      .file('/_astro/preact.module.BTqC4RwC.js', 'export const h=1', JS)
      .file('/_astro/preload-helper.BlTxHScW.js', 'export const _=1', JS)
      .file('/_astro/signals.module.BQ30RDnV.js', 'export const s=1', JS)
      .file('/_astro/page.B1D-nYk3.js', 'export{}', JS)
      .file('/_astro/Search.astro_astro_type_script_index_0_lang.CLg7mG-P.js', 'export{}', JS)
      .file('/_astro/MobileTableOfContents.astro_astro_type_script_index_0_lang.C181hMzK.js', 'export{}', JS)
      .file('/_astro/TableOfContents.astro_astro_type_script_index_0_lang.CKWWgpjV.js', 'export{}', JS)
      .file('/sitemap-index.xml', '<?xml version="1.0"?><sitemapindex></sitemapindex>', 'application/xml');
    const { dir, manifest } = await run(site);
    for (const file of [
      '_astro/Counter.DIqWC6ak.js',
      '_astro/client.D9j1VD_j.js',
      '_astro/preact.module.BTqC4RwC.js',
      '_astro/preload-helper.BlTxHScW.js',
      '_astro/signals.module.BQ30RDnV.js',
      'sitemap-index.xml',
      'pagefind/pagefind.js',
      'pagefind/pagefind.en_76f294bf94.pf_meta',
      'pagefind/fragment/en_40b1d94.pf_fragment',
      'pagefind/index/en_388e621.pf_index',
    ]) {
      expect(await exists(join(dir, file)), file).toBe(true);
    }
    expect(manifest.warnings.filter((w) => w.url.includes('_astro')).map((w) => w.message)).toEqual([]);
    expect((await verifyDirectory(dir)).ok).toBe(true);
    // Only the index names its shards and its script: verify reads them as the export did.
    await remove(dir, 'pagefind/pagefind.js', true);
    await remove(dir, 'pagefind/fragment/en_71a2a29.pf_fragment', true);
    expect((await verifyDirectory(dir)).broken).toEqual([
      { file: 'pagefind/pagefind-entry.json', ref: 'pagefind.js' },
      { file: 'pagefind/pagefind-entry.json', ref: 'fragment/en_71a2a29.pf_fragment' },
    ]);
  });
});
