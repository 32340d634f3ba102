// The spool takes concurrent writes of any size; every file must read back as written, at its own range.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Spool } from '../../src/bundle/spool.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'spool-unit-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function readBack(spoolBytes: Buffer, spool: Spool, file: string): Buffer {
  const entry = spool.entries.get(file)!;
  return spoolBytes.subarray(entry.offset, entry.offset + entry.length);
}

describe('Spool', () => {
  it('keeps every file of many concurrent writes, small and larger than a batch, at its own range', async () => {
    const spool = await Spool.create(join(work, 'a.spool'));
    const files = new Map<string, Buffer>();
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 600; i++) {
      // Sizes from empty to 2.5 MB (larger than one write of the kernel may take).
      const size = i % 97 === 0 ? 2.5 * 1024 * 1024 : i % 13 === 0 ? 0 : (i * 7919) % 60_000;
      const data = randomBytes(size);
      files.set(`f/${i}.bin`, data);
      writes.push(spool.write(`f/${i}.bin`, data));
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(writes);
    // Written again: the new bytes win.
    const again = randomBytes(1234);
    files.set('f/3.bin', again);
    await spool.write('f/3.bin', again);
    await spool.close();
    const bytes = await readFile(spool.path);
    expect(spool.entries.size).toBe(files.size);
    for (const [file, data] of files) expect(readBack(bytes, spool, file).equals(data)).toBe(true);
  });

  it('resolves a write only once its bytes are in the file', async () => {
    const spool = await Spool.create(join(work, 'b.spool'));
    const data = Buffer.from('hello spool');
    const pending = spool.write('x', data);
    expect(spool.entries.has('x')).toBe(false);
    await pending;
    expect(spool.entries.get('x')).toEqual({ offset: 0, length: data.length });
    expect((await readFile(spool.path)).equals(data)).toBe(true);
    await spool.close();
  });

  it('writes what is still gathering when closed', async () => {
    const spool = await Spool.create(join(work, 'c.spool'));
    const pending = spool.write('y', Buffer.from('last'));
    await spool.close();
    await pending;
    expect((await readFile(spool.path)).toString()).toBe('last');
  });
});
