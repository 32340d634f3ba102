// An export whose transforms run on worker threads gives the same archive, byte for byte, as one that runs them all
// on the main thread (`transformThreads: 0`): the real Next.js fixture, pages, payloads and stylesheets alike.
// The fixture renders one page per request (fresh React keys in every response), so the first export records every
// answer and the second is served those same answers: what differs then can only be the export's own doing.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Tinypool from 'tinypool';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { createFetcher } from '../../src/export/fetch-retry.ts';
import type { Fetcher, FetchRequest, FetchResponse } from '../../src/export/fetcher.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';

const fixture = inject('fixture');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'transform-threads-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A body in an ArrayBuffer of its own, as the fetcher returns them (a pooled export moves it to the worker). */
function own(bytes: Buffer): Buffer {
  const copy = Buffer.from(new ArrayBuffer(bytes.length));
  bytes.copy(copy);
  return copy;
}

/** Records the answers of the real fetcher, then (`replay`) answers the same requests with them. */
class Recorder implements Fetcher {
  replay = false;
  private readonly answers = new Map<string, { res: FetchResponse; file?: Buffer } | { error: unknown }>();
  private readonly real = createFetcher({ concurrency: 16, timeoutMs: 30_000, maxFileBytes: 50 * 2 ** 20, retries: 0, retryBaseMs: 0, userAgent: 'test' });

  async fetch(req: FetchRequest): Promise<FetchResponse> {
    const key = `${req.url.href} ${JSON.stringify(req.headers ?? {})}`;
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.replay) throw new Error(`not recorded: ${key}`);
      try {
        const res = await this.real.fetch(req);
        const file = req.toFile ? await readFile(req.toFile).catch(() => undefined) : undefined;
        answer = { res: { ...res, ...(res.body ? { body: own(res.body) } : {}) }, ...(file ? { file } : {}) };
      } catch (error) {
        // A request that failed while recording (a busy machine) fails the same way in the replay, so both
        // exports warn alike.
        answer = { error };
      }
      this.answers.set(key, answer);
    }
    if ('error' in answer) throw answer.error;
    const hit = answer;
    if (req.toFile && hit.file) {
      await mkdir(dirname(req.toFile), { recursive: true });
      await writeFile(req.toFile, hit.file);
    }
    return { ...hit.res, ...(hit.res.body ? { body: own(hit.res.body) } : {}) };
  }

  close(): Promise<void> {
    return this.real.close();
  }
}

it('gives the same bundle (sha256) through the worker pool as inline', async () => {
  const options = { url: fixture.origin, version: 'threads' };
  const fetcher = new Recorder();
  const sent = vi.spyOn(Tinypool.prototype, 'run');
  const destroyed = vi.spyOn(Tinypool.prototype, 'destroy');
  try {
    const inline = await exportBundle({ ...options, transformThreads: 0 }, { out: join(work, 'inline.tar.gz') }, {}, { fetcher });
    expect(sent).not.toHaveBeenCalled();
    fetcher.replay = true;
    const pooled = await exportBundle({ ...options, transformThreads: 1 }, { out: join(work, 'pooled.tar.gz') }, {}, { fetcher });
    // Most of the fixture's documents went to the worker (pages, full payloads), and the pool was stopped at the end.
    expect(sent.mock.calls.length).toBeGreaterThan(fixture.pages.length);
    expect(destroyed).toHaveBeenCalledTimes(1);
    expect(pooled.files).toBe(inline.files);
    expect(pooled.sha256).toBe(inline.sha256);
  } finally {
    sent.mockRestore();
    destroyed.mockRestore();
    await fetcher.close();
  }
});
