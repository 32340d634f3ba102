// Issue 13 without a browser: what the export puts in the bundle for offline search and for models.
// - the index is deterministic (two exports of the fixture: the same search files, byte for byte) and listed in
//   the manifest; Pagefind's word index and metadata are written by stableGzip() (what a delta's patches
//   rebuild); it holds the pages' words and not the sidebar's;
// - `--no-search` (the real CLI) leaves out the index and the dialog, and keeps the Markdown twins and llms.txt;
// - llms.txt links every page; every page has a non-empty Markdown twin with the page's headings.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { load } from 'cheerio/slim';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../src/bundle/manifest-io.ts';
import { listBundleFiles } from '../../src/bundle/pack.ts';
import { isGzip, stableGzip } from '../../src/core/stable-gzip.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { SEARCH_UI_FILE } from '../../src/search/offline-search.ts';
import { verifyDirectory } from '../../src/verify/verify.ts';
import type { Manifest, SearchCost } from '../../src/core/types.ts';
import { runCli } from '../helpers/run-cli.ts';

const fixture = inject('fixture');
let work: string;
let first: Manifest;
let firstCost: SearchCost | undefined;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'search-export-'));
  const result = await exportSite({ url: fixture.origin, outDir: join(work, 'a') });
  first = result.manifest;
  firstCost = result.search;
  await exportSite({ url: fixture.origin, outDir: join(work, 'b') });
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

async function searchFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of (await listBundleFiles(dir)).filter((f) => f.startsWith('_static-export/search/'))) {
    out[file] = createHash('sha256')
      .update(await readFile(join(dir, file)))
      .digest('hex');
  }
  return out;
}

/** Every word Pagefind stored for display (its fragments are gzipped JSON) and the file:// index, as text. */
async function indexedText(dir: string): Promise<string> {
  const root = join(dir, '_static-export', 'search');
  const fragments = await readdir(join(root, 'pagefind', 'fragment'));
  const texts = await Promise.all(fragments.map(async (f) => gunzipSync(await readFile(join(root, 'pagefind', 'fragment', f))).toString('utf8')));
  return texts.join('\n') + (await readFile(join(root, 'file-index.js'), 'utf8'));
}

describe('offline search in the bundle', () => {
  it('is the same bytes in two exports of the same site, and listed in the manifest', async () => {
    const a = await searchFiles(join(work, 'a'));
    const b = await searchFiles(join(work, 'b'));
    expect(Object.keys(a).some((f) => f.endsWith('pagefind-entry.json'))).toBe(true);
    expect(Object.keys(a).some((f) => f.includes('/pagefind/index/'))).toBe(true);
    expect(b).toEqual(a);
    const listed = new Map((first.generated ?? []).filter((g) => g.role === 'search').map((g) => [g.file, g.sha256]));
    expect(Object.fromEntries(listed)).toEqual(a);
  });

  it("holds Pagefind's word index and metadata as stableGzip() writes them, so a delta can rebuild them from patches", async () => {
    const root = join(work, 'a', '_static-export', 'search', 'pagefind');
    const gzipped = (await listBundleFiles(root)).filter((f) => /\.(pf_index|pf_meta)$/.test(f));
    expect(gzipped.some((f) => f.startsWith('index/'))).toBe(true);
    for (const file of gzipped) {
      const bytes = await readFile(join(root, file));
      expect(isGzip(bytes), file).toBe(true);
      expect(stableGzip(gunzipSync(bytes)).equals(bytes), file).toBe(true);
    }
  });

  it('is fed to Pagefind during the crawl, in the order its bytes need (the sitemap gives every page up front)', () => {
    const indexed = first.pages.filter((p) => p.file.endsWith('.html')).length;
    expect(firstCost?.indexedDuringCrawl).toBeGreaterThan(indexed / 2);
  });

  it("holds the pages' words, not the sidebar's", async () => {
    const text = (await indexedText(join(work, 'a'))).toLowerCase();
    expect(text).toContain('verdaccio');
    expect(text).toContain('requirements');
    // On every page, in the sidebar only.
    expect(text).not.toContain('marmalade');
  });

  it('adds the dialog script to every page and passes verify', async () => {
    const dir = join(work, 'a');
    for (const page of first.pages) {
      const html = await readFile(join(dir, page.file), 'utf8');
      const depth = page.file.split('/').length - 1;
      expect(html, page.file).toContain(`<script src="${'../'.repeat(depth)}${SEARCH_UI_FILE}" defer data-static-export-search=""></script></body>`);
    }
    const report = await verifyDirectory(dir);
    expect(report.hashMismatches).toEqual([]);
    expect(report.broken).toEqual([]);
  });
});

describe('the offline AI surface', () => {
  it('llms.txt links the Markdown twin of every page', async () => {
    const llms = await readFile(join(work, 'a', 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# Acme Docs\n/);
    const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => m[2]);
    const twins = first.pages.map((p) => p.file.replace(/\.html$/, '.md')).sort();
    expect([...links].sort()).toEqual(twins);
    expect(llms).toContain('- [Installation](docs/getting-started/installation/index.md): Install the Acme CLI with your package manager.');
  });

  it("every page has a non-empty Markdown twin with the page's headings", async () => {
    const dir = join(work, 'a');
    const twins = new Map((first.generated ?? []).filter((g) => g.role === 'markdown').map((g) => [g.page, g.file]));
    for (const page of first.pages) {
      const md = await readFile(join(dir, page.file.replace(/\.html$/, '.md')), 'utf8');
      expect(twins.get(page.url), page.url).toBe(page.file.replace(/\.html$/, '.md'));
      const $ = load(await readFile(join(dir, page.file), 'utf8'));
      const headings = $('main h1, main h2, main h3')
        .toArray()
        .map((h) => $(h).text().trim());
      expect(headings.length, page.file).toBeGreaterThan(0);
      const mdHeadings = md.split('\n').flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1]?.replace(/[`*_]/g, '') ?? []);
      for (const heading of headings) expect(mdHeadings, `${page.file}: ${heading}`).toContain(heading);
      expect(md).not.toContain('marmalade');
      expect(md).not.toMatch(/<(script|aside|nav)\b/);
    }
  });
});

describe('--no-search', () => {
  it('writes no index and no dialog, and keeps the twins and llms.txt', async () => {
    const out = join(work, 'plain');
    const run = await runCli(['export', fixture.origin, '--out', join(work, 'plain.tar.gz'), '--out-dir', out, '--no-search', '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const files = await listBundleFiles(out);
    expect(files.filter((f) => f.includes('_static-export/search'))).toEqual([]);
    const manifest = await readManifest(out);
    expect((manifest.generated ?? []).filter((g) => g.role === 'search')).toEqual([]);
    for (const page of manifest.pages) expect(await readFile(join(out, page.file), 'utf8'), page.file).not.toContain('static-export-search');
    expect(files).toContain('llms.txt');
    expect(files).toContain('docs/getting-started/installation/index.md');
  });
});
