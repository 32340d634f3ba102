// PREV's pages read for reusePage's checks into lent buffers (src/export/previous-page-reader.ts): every read gives
// exactly its range's bytes, reads at once never share a buffer, and reads one after another make no new one.
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCopy, PreviousPageReader } from '../../src/export/previous-page-reader.ts';

let dir: string;
let path: string;
// Ranges of distinct bytes, as an archive's scratch file holds PREV's files one after another.
const sizes = [1, 700, 40_000, 65_000, 3, 300_000, 12_345];
const ranges: { offset: number; length: number; fill: number }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prev-reader-'));
  path = join(dir, 'prev.files');
  let offset = 0;
  const parts = sizes.map((length, i) => {
    ranges.push({ offset, length, fill: 10 + i });
    offset += length;
    return Buffer.alloc(length, 10 + i);
  });
  await writeFile(path, Buffer.concat(parts));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exact = (bytes: Buffer, r: { length: number; fill: number }) => bytes.length === r.length && bytes.every((b) => b === r.fill);

describe('PreviousPageReader', () => {
  it('reads each range exactly, one after another in the same buffer (one made for pages up to its size)', async () => {
    const reader = new PreviousPageReader();
    for (let round = 0; round < 3; round++) {
      for (const r of ranges.filter((x) => x.length < 256 * 1024)) {
        expect(await reader.with({ path, offset: r.offset, length: r.length }, (bytes) => exact(bytes, r))).toBe(true);
      }
    }
    expect(reader.made).toBe(1);
  });

  it('gives reads at once buffers of their own, and a larger page one of its size', async () => {
    const reader = new PreviousPageReader();
    const seen = await Promise.all(
      ranges.map((r) =>
        reader.with({ path, offset: r.offset, length: r.length }, async (bytes) => {
          // Held across a turn of the event loop while the other reads land.
          await new Promise((resolve) => setImmediate(resolve));
          return exact(bytes, r);
        }),
      ),
    );
    expect(seen).toEqual(ranges.map(() => true));
    expect(reader.made).toBe(ranges.length);
  });

  it('keeps a shared file (PREV read into one scratch file) open across reads until close(); a file of its own is closed after its read', async () => {
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    const reader = new PreviousPageReader();
    for (const r of ranges) {
      expect(await reader.with({ path, offset: r.offset, length: r.length, shared: true }, (bytes) => exact(bytes, r))).toBe(true);
    }
    expect(open()).toBe(before + 1);
    await reader.with({ path, offset: 0, length: 1 }, () => undefined);
    expect(open()).toBe(before + 1);
    await reader.close();
    expect(open()).toBe(before);
  });

  it('fails on a range past the end of the file', async () => {
    const reader = new PreviousPageReader();
    const end = ranges.at(-1)!;
    await expect(reader.with({ path, offset: end.offset, length: end.length + 10 }, () => true)).rejects.toThrow(/ends before/);
  });

  it('ownCopy keeps the bytes when the lent buffer holds the next page', async () => {
    const reader = new PreviousPageReader();
    const [a, b] = ranges;
    const kept = await reader.with({ path, offset: a!.offset + 0, length: 1 }, (bytes) => ownCopy(bytes));
    await reader.with({ path, offset: b!.offset, length: b!.length }, () => undefined);
    expect(exact(kept, a!)).toBe(true);
    expect(kept.byteOffset).toBe(0);
    expect(kept.buffer.byteLength).toBe(1);
  });
});
