// When PagefindSession.write() resolves, every file of the index is on disk whole: the export reads them back at
// once. Pagefind up to 1.5.2 answered before its writes were flushed (Pagefind#1271), and with the cores busy a
// file read back at once was empty (8 of 80 builds of this index with three busy cores beside it); a CI run saw it
// as a `since` archive that differed from the full export's. The same index is built 100 times here beside
// three busy processes, each read back the moment write() resolves and compared with one read back at leisure.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagefindSession } from '../../src/search/pagefind-session.ts';

const WORDS = 'Words that make a page worth reading, repeated so the page has some weight. '.repeat(40);
const pages = ['Home', 'Alpha', 'Beta'].map((title, n) => ({
  url: `/p/${n}/`,
  html: Buffer.from(`<html><body><main><h1 id="top">${title}</h1><p>${title} text.</p><p>${WORDS}</p></main></body></html>`),
}));

/** Every file under `dir` with the sha256 of its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return out;
}

async function build(dir: string): Promise<void> {
  const session = new PagefindSession();
  try {
    session.push(pages);
    await session.write(dir);
  } finally {
    await session.end();
  }
}

describe('PagefindSession.write() on busy cores', () => {
  let work: string;
  const busy: ChildProcess[] = [];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-pagefind-write-'));
    for (let i = 0; i < 3; i++) busy.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  });
  afterAll(async () => {
    for (const child of busy) child.kill('SIGKILL');
    await rm(work, { recursive: true, force: true });
  });

  it('resolves only once every file of the index is written whole', async () => {
    const reference = join(work, 'reference');
    await build(reference);
    await new Promise((r) => setTimeout(r, 500));
    const expected = await snapshot(reference);
    expect(Object.keys(expected)).toContain('pagefind-entry.json');
    const torn: string[] = [];
    for (let i = 0; i < 100; i++) {
      const dir = join(work, `build-${i}`);
      await build(dir);
      const got = await snapshot(dir);
      for (const file of Object.keys(expected)) if (got[file] !== expected[file]) torn.push(`build ${i}: ${file}`);
      await rm(dir, { recursive: true, force: true });
    }
    expect(torn).toEqual([]);
  }, 120_000);
});
