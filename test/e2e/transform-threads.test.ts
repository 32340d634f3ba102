// An export whose transforms run on worker threads gives the same archive, byte for byte, as one that runs them all
// on the main thread (`transformThreads: 0`): the real Next.js fixture, pages, payloads and stylesheets alike.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';

const fixture = inject('fixture');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'transform-threads-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

it('gives the same bundle (sha256) through the worker pool as inline', async () => {
  const options = { url: fixture.origin, version: 'threads', allowPrivate: [new URL(fixture.cdnOrigin).host] };
  const sent = vi.spyOn(Tinypool.prototype, 'run');
  const destroyed = vi.spyOn(Tinypool.prototype, 'destroy');
  try {
    const inline = await exportBundle({ ...options, transformThreads: 0 }, { out: join(work, 'inline.tar.gz') });
    expect(sent).not.toHaveBeenCalled();
    const pooled = await exportBundle({ ...options, transformThreads: 1 }, { out: join(work, 'pooled.tar.gz') });
    // Most of the fixture's documents went to the worker (pages, full payloads), and the pool was stopped at the end.
    expect(sent.mock.calls.length).toBeGreaterThan(fixture.pages.length);
    expect(destroyed).toHaveBeenCalledTimes(1);
    expect(pooled.files).toBe(inline.files);
    expect(pooled.sha256).toBe(inline.sha256);
  } finally {
    sent.mockRestore();
    destroyed.mockRestore();
  }
});
