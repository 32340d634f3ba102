// The search index is the same bytes however the crawl's pages reached Pagefind: in URL order during the crawl,
// all after it, or during it until a page turned up too late for the order already given (a new index then).
// Real Pagefind: its bytes follow the order pages are added, which is what this guards.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { digestPage } from '../../src/search/page-digest.ts';
import { FILE_INDEX_FILE, fileIndexScript, OfflineSearch } from '../../src/search/offline-search.ts';
import { diskScratchDir, makeScratchDir, type ScratchDir } from '../../src/core/scratch-dir.ts';
import { type IndexPage, PagefindSession } from '../../src/search/pagefind-session.ts';

const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa'.split(' ');

/** Eight pages of distinct text, as the transform makes their digests. */
const pages = Array.from({ length: 8 }, (_, i) => {
  const file = `docs/page-${i}/index.html`;
  const words = Array.from({ length: 60 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' ');
  const html = `<!doctype html><html lang="en"><head><title>Page ${i}</title></head><body><main><h1>Page ${i}</h1><h2 id="s">Section ${i}</h2><p>${words} unique${i}word</p></main></body></html>`;
  const digest = digestPage(html, file, { search: true, markdown: false })!;
  return { url: digest.url, html: digest.pagefindHtml!, row: digest.fileIndexRow! };
});

async function files(search: OfflineSearch): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await search.build(async (f) => {
    out[f.file] = createHash('sha256').update(f.data).digest('hex');
  });
  return out;
}

/** Every page expected, added and settled in URL order, as a crawl in order gives them. */
function inOrder(search: OfflineSearch): OfflineSearch {
  for (const p of pages) {
    search.expect(p.url);
    search.add(p.url, p.html, p.row);
    search.settle(p.url);
  }
  return search;
}

/** Runs `fn` with the system's temporary folder (what os.tmpdir() answers) set to `dir`, then puts it back. */
async function withTmpdir(dir: string, fn: () => Promise<void>): Promise<void> {
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    await fn();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

/** Lets the indexer take what was pushed, so the test sees pages go during the "crawl". */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('offline search: the order pages reach Pagefind', () => {
  it('gives the same index bytes streamed in order, after the crawl, and after a late page broke the order', async () => {
    // All at once after the "crawl", in reverse (the old way, and the fallback).
    const after = new OfflineSearch();
    for (const p of [...pages].reverse()) after.expect(p.url);
    for (const p of [...pages].reverse()) after.add(p.url, p.html, p.row);
    expect(after.streamed).toBe(0); // every page was still expected
    const reference = await files(after);
    expect(Object.keys(reference).some((f) => f.includes('/pagefind/fragment/'))).toBe(true);

    // Streamed: all expected up front, finished in a scrambled order, each released once nothing before it is due.
    const streamed = new OfflineSearch();
    for (const p of pages) streamed.expect(p.url);
    for (const i of [3, 0, 1, 7, 2, 5, 4, 6]) {
      const p = pages[i]!;
      streamed.add(p.url, p.html, p.row);
      streamed.settle(p.url);
      await tick();
    }
    expect(streamed.streamed).toBe(pages.length);
    expect(await files(streamed)).toEqual(reference);

    // Broken: pages 4–7 go, then page 1 is found (a link on a late page): the index starts over in order.
    const broken = new OfflineSearch();
    for (const p of [pages[0]!, ...pages.slice(4)]) broken.expect(p.url);
    for (const p of [pages[0]!, ...pages.slice(4)]) {
      broken.add(p.url, p.html, p.row);
      broken.settle(p.url);
      await tick();
    }
    expect(broken.streamed).toBe(5);
    for (const p of pages.slice(1, 4)) {
      broken.expect(p.url);
      broken.add(p.url, p.html, p.row);
      broken.settle(p.url);
    }
    expect(await files(broken)).toEqual(reference);
  }, 60_000);

  it('keeps the pages it has given the indexer on disk (HTML and file:// rows), not in memory, and indexes them again from there', async () => {
    const reference = await files(inOrder(new OfflineSearch()));
    // A temporary folder of this test's own, where the inputs file must appear (other test files export at once).
    const own = await mkdtemp(join(tmpdir(), 'static-export-test-'));
    try {
      await withTmpdir(own, async () => {
        // Page 0 comes last: everything else went to the indexer first, so the index starts over from the inputs file.
        const late = new OfflineSearch();
        for (const p of pages.slice(1)) {
          late.expect(p.url);
          late.add(p.url, p.html, p.row);
          late.settle(p.url);
        }
        expect(late.streamed).toBe(pages.length - 1);
        await vi.waitFor(() => expect(late.heldBytes).toBe(0), { timeout: 10_000 });
        expect((await readdir(own)).filter((f) => f.startsWith('static-export-search-'))).toHaveLength(1);
        late.add(pages[0]!.url, pages[0]!.html, pages[0]!.row);
        expect(await files(late)).toEqual(reference);
        // The inputs file went with the build.
        expect((await readdir(own)).filter((f) => f.startsWith('static-export-search-'))).toEqual([]);
      });
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  }, 60_000);

  it('hands the indexer pages that look their HTML up when taken: a backlog waiting for Pagefind holds none of it', async () => {
    const handed: IndexPage[] = [];
    const push = vi.spyOn(PagefindSession.prototype, 'push').mockImplementation((released) => {
      handed.push(...released);
    });
    try {
      const search = inOrder(new OfflineSearch());
      expect(handed.map((p) => p.url)).toEqual(pages.map((p) => p.url));
      // Bytes in a waiting page would stay in memory after the inputs file has them, for as long as the indexer lags.
      expect(handed.every((p) => typeof p.html === 'function')).toBe(true);
      await vi.waitFor(() => expect(search.heldBytes).toBe(0), { timeout: 10_000 });
      const read = await Promise.all(handed.map((p) => (p.html as () => Promise<Buffer>)()));
      expect(read).toEqual(pages.map((p) => p.html));
      await search.dispose();
    } finally {
      push.mockRestore();
    }
  });

  it('keeps the pages in memory when no inputs file can be made, with the same index', async () => {
    const reference = await files(inOrder(new OfflineSearch()));
    const parent = await mkdtemp(join(tmpdir(), 'static-export-test-'));
    const notAFolder = join(parent, 'file');
    await writeFile(notAFolder, 'x');
    try {
      await withTmpdir(notAFolder, async () => {
        const search = inOrder(new OfflineSearch({ scratchDir: async () => ({ path: await mkdtemp(join(parent, 'index-')), inMemory: false }) }));
        await tick();
        expect(search.heldBytes).toBe(pages.reduce((n, p) => n + p.html.length + p.row.length, 0));
        expect(await files(search)).toEqual(reference);
      });
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 60_000);

  it('writes the file:// index as fileIndexScript() of the rows in URL order, `<` escaped', async () => {
    const odd = ['<b>&lt;/script&gt; tags</b>', 'café naïve — ünïcode', 'plain words'].map((text, i) => {
      const html = `<!doctype html><html lang="en"><head><title>Odd ${i}</title></head><body><main><h1>Odd ${i}</h1><p>${text}</p></main></body></html>`;
      return digestPage(html, `odd/${2 - i}/index.html`, { search: true, markdown: false })!;
    });
    const search = new OfflineSearch();
    for (const d of odd) search.add(d.url, d.pagefindHtml!, d.fileIndexRow!);
    let script: Buffer | undefined;
    await search.build(async (f) => {
      if (f.file === FILE_INDEX_FILE) script = f.data;
    });
    const rows = [...odd].sort((x, y) => (x.url < y.url ? -1 : 1)).map((d) => JSON.parse(d.fileIndexRow!.toString('utf8')));
    // The format, spelled out: the rows as one JSON array with `<` escaped, and fileIndexScript() gives the same.
    const expected = `window.__staticExportFileIndex=${JSON.stringify(rows).replace(/</g, '\\u003c')};\n`;
    expect(script?.toString('utf8')).toBe(expected);
    expect(fileIndexScript(rows)).toBe(expected);
    expect(script?.toString('utf8')).toContain('\\u003c/script>');
    expect(script?.toString('utf8')).not.toContain('</script>');
  }, 60_000);

  it('ends the index it fed when the export stops before building', async () => {
    const search = new OfflineSearch();
    for (const p of pages) {
      search.expect(p.url);
      search.add(p.url, p.html, p.row);
      search.settle(p.url);
    }
    expect(search.streamed).toBe(pages.length);
    await search.dispose();
    await search.dispose();
  }, 60_000);
});

describe('offline search: where Pagefind writes the index', () => {
  const indexOf = async (options: ConstructorParameters<typeof OfflineSearch>[0]) => {
    const search = new OfflineSearch(options);
    for (const p of pages) {
      search.expect(p.url);
      search.add(p.url, p.html, p.row);
      search.settle(p.url);
    }
    return files(search);
  };

  it('gives the same bytes written to a folder in memory, on the disk, and on the disk after the indexer died in memory', async () => {
    const made: ScratchDir[] = [];
    const inMemory = await indexOf({
      scratchDir: async (prefix, bytes) => {
        const dir = await makeScratchDir(prefix, bytes);
        made.push(dir);
        return dir;
      },
    });
    expect(made[0]?.inMemory).toBe(true); // /dev/shm, a tmpfs on Linux
    const onDisk = await indexOf({ scratchDir: diskScratchDir });
    expect(onDisk).toEqual(inMemory);
    // A "memory" folder Pagefind cannot write into (a file stands where its folder should be; its indexer panics,
    // as on a full disk): the index is made again on the disk, not waited for.
    const parent = await mkdtemp(join(tmpdir(), 'static-export-test-'));
    const blocker = async () => {
      const path = join(parent, 'not-a-folder');
      await writeFile(path, 'x');
      return path;
    };
    const inMemoryBlocked = await blocker();
    expect(await indexOf({ scratchDir: async () => ({ path: inMemoryBlocked, inMemory: true }) })).toEqual(inMemory);
    // The same failure on the disk has nowhere else to go: the build fails, saying why, and the next index works.
    const onDiskBlocked = await blocker();
    await expect(indexOf({ scratchDir: async () => ({ path: onDiskBlocked, inMemory: false }) })).rejects.toThrow(/Pagefind's indexer stopped/);
    expect(await indexOf({ scratchDir: diskScratchDir })).toEqual(inMemory);
    await rm(parent, { recursive: true, force: true });
  }, 60_000);
});
