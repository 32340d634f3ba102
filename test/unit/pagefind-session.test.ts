// Pagefind's indexer is a child process that a supervisor's signal to the whole process group (or a crash) can end
// under a running export: the export must fail with one line saying so, and Pagefind's client must not print its
// stack trace ("Service stopped Error [ERR_STREAM_DESTROYED] …") on stderr (issue 27 part 1).
import { readdir, readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticExportError } from '../../src/core/errors.ts';
import { PagefindSession } from '../../src/search/pagefind-session.ts';

const page = (n: number) => ({ url: `/p/${n}/`, html: Buffer.from(`<html><body><main><h1>Page ${n}</h1><p>words ${n}</p></main></body></html>`) });

/** Pagefind's indexer: a child of this process. */
async function indexerPid(): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === process.pid && comm.startsWith('pagefind')) return Number(entry);
  }
  return undefined;
}

afterEach(() => vi.restoreAllMocks());

describe('PagefindSession when the indexer process dies', () => {
  it('fails the write with one line and prints no stack trace', async () => {
    // Spied before the first session, so what Pagefind's client prints through console.error lands here.
    const printed: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args));
    const session = new PagefindSession();
    try {
      session.push([page(1)]);
      let pid: number | undefined;
      for (let i = 0; i < 100 && !(pid = await indexerPid()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      session.push([page(2), page(3)]);
      const error = await session.write('/nonexistent/never-written').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(StaticExportError.is(error, 'INTERNAL')).toBe(true);
      expect((error as Error).message).toBe("the search index could not be built: Pagefind's indexer process ended (killed or crashed)");
      expect(printed).toEqual([]);
    } finally {
      await session.end();
    }
  });

  it('fails the write when the indexer dies with pages in flight (their answers never come)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = new PagefindSession();
    try {
      const big = (n: number) => ({
        url: `/big/${n}/`,
        html: Buffer.from(`<html><body><main><h1>Big ${n}</h1>${'<p>lorem ipsum dolor '.repeat(4000)}</main></body></html>`),
      });
      session.push(Array.from({ length: 200 }, (_, n) => big(n)));
      let pid: number | undefined;
      for (let i = 0; i < 100 && !(pid = await indexerPid()); i++) await new Promise((r) => setTimeout(r, 20));
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGKILL');
      const error = await session.write('/nonexistent/never-written').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(StaticExportError.is(error, 'INTERNAL')).toBe(true);
    } finally {
      await session.end();
    }
  }, 30_000);
});
