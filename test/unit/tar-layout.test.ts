// The layout of an earlier archive's tar (bundle/tar-layout.ts) is what lets a `since` export take PREV's bytes for
// an entry without reading it: it must record an entry only where the bytes are exactly what tar-stream.ts writes,
// at the offset they are at, and nothing after an entry it does not write itself.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBundleFiles, packBundle } from '../../src/bundle/pack.ts';
import { PlainHeaders, type TarLayout, TarLayoutScanner } from '../../src/bundle/tar-layout.ts';
import { BUNDLE_ENTRY, entryHeader } from '../../src/bundle/tar-stream.ts';

let work: string;
let tar: Buffer;
let names: string[];
const FILES: Record<string, Buffer | string> = {
  'index.html': '<h1>home</h1>',
  'docs/intro/index.html': 'x'.repeat(512), // content that ends on a block: no padding
  'empty.txt': '',
  'assets/big.bin': randomBytes(3 * 1024 * 1024 + 5),
  [`deep/${'x'.repeat(120)}/${'y'.repeat(60)}.css`]: 'a path in ustar prefix and name fields',
  [`${'p'.repeat(200)}/${'q'.repeat(90)}.html`]: 'a path that needs a pax record',
  'docs/日本語/index.html': 'a non-ASCII path: pax record too',
  '_static-export/manifest.json': '{}\n',
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tar-layout-'));
  const dir = join(work, 'tree');
  for (const [rel, body] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), body);
  }
  await packBundle(dir, join(work, 'tree.tar.gz'));
  tar = gunzipSync(await readFile(join(work, 'tree.tar.gz')));
  names = await listBundleFiles(dir);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function scan(bytes: Buffer, piece: number): TarLayout {
  const scanner = new TarLayoutScanner(BUNDLE_ENTRY);
  for (let at = 0; at < bytes.length; at += piece) scanner.push(bytes.subarray(at, at + piece));
  return scanner.finish();
}

/** Where tar-stream.ts puts each file: header blocks, then the content padded to 512 bytes. */
function expectedOffsets(): Map<string, { offset: number; size: number; length: number }> {
  const out = new Map<string, { offset: number; size: number; length: number }>();
  let offset = 0;
  for (const rel of names) {
    const size = Buffer.byteLength(FILES[rel]!);
    const length = entryHeader(rel, size, BUNDLE_ENTRY).reduce((n, b) => n + b.length, 0) + Math.ceil(size / 512) * 512;
    out.set(rel, { offset, size, length });
    offset += length;
  }
  return out;
}

/** A ustar header's checksum, as tar computes it, after an edit. */
function fixChecksum(block: Buffer): void {
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += block[i]!;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
}

describe('PlainHeaders', () => {
  it("reads exactly tar's header for ASCII paths under 100 bytes and any size up to 8 GiB, and nothing else", () => {
    const plain = new PlainHeaders(BUNDLE_ENTRY);
    const sizes = [0, 1, 511, 512, 513, 123_456_789, 8 ** 10 - 1, 8 ** 10, 8 ** 11 - 1];
    const chars = 'abcXYZ019-_.~!$&()+,;=@ /';
    for (let length = 1; length < 100; length += 7) {
      const rel = Array.from({ length }, (_, i) => chars[(i * 7 + length) % chars.length]).join('');
      for (const size of sizes) {
        const theirs = entryHeader(rel, size, BUNDLE_ENTRY);
        expect(theirs).toHaveLength(1);
        expect(plain.read(theirs[0]!), `${rel} ${size}`).toEqual({ rel, size });
      }
    }
    // Any byte changed is another header than tar's for any path and size.
    const header = entryHeader('docs/intro/index.html', 12_345, BUNDLE_ENTRY)[0]!;
    for (let i = 0; i < 512; i++) {
      const changed = Buffer.from(header);
      changed[i]! ^= 1;
      expect(plain.read(changed), `byte ${i}`).toBeUndefined();
    }
    // Paths tar puts in the prefix field or a pax record, sizes it writes in base-256: not plain headers.
    expect(plain.read(entryHeader(`${'x'.repeat(100)}/a`, 1, BUNDLE_ENTRY).at(-1)!)).toBeUndefined();
    expect(plain.read(entryHeader('x'.repeat(100), 1, BUNDLE_ENTRY).at(-1)!)).toBeUndefined();
    expect(plain.read(entryHeader('docs/é.html', 1, BUNDLE_ENTRY).at(-1)!)).toBeUndefined();
    expect(plain.read(entryHeader('a', 8 ** 11, BUNDLE_ENTRY).at(-1)!)).toBeUndefined();
    // What those left behind does not change how the next header reads.
    expect(plain.read(header)).toEqual({ rel: 'docs/intro/index.html', size: 12_345 });
    expect(plain.read(Buffer.concat([Buffer.alloc(512, 7), header]), 512)).toEqual({ rel: 'docs/intro/index.html', size: 12_345 });
  });
});

describe('TarLayoutScanner', () => {
  it('records every entry of a packed archive at its offset, and the end, whatever the pieces it is pushed in', () => {
    const expected = expectedOffsets();
    for (const piece of [1024 * 1024, 1000, 512, 7]) {
      const layout = scan(tar, piece);
      expect(new Map([...layout.entries].map(([rel, e]) => [rel, { offset: e.offset, size: e.size, length: e.length }]))).toEqual(expected);
      expect(layout.end).toBe(tar.length - 1024);
    }
  });

  it('records nothing from a header it would not write (another mtime, checksum valid) on, and what came before', () => {
    const expected = expectedOffsets();
    // A path in ustar's prefix field, a plain one, one after a pax record.
    for (const victim of [1, 2, 3]) {
      const entry = expected.get(names[victim]!)!;
      const tampered = Buffer.from(tar);
      // Pax records come before their header: the plain header is the last block before the content.
      const headerAt = entry.offset + entry.length - Math.ceil(entry.size / 512) * 512 - 512;
      tampered.write('07033124201 ', headerAt + 136, 12, 'latin1');
      fixChecksum(tampered.subarray(headerAt, headerAt + 512));
      const layout = scan(tampered, 64 * 1024);
      expect([...layout.entries.keys()]).toEqual(names.slice(0, victim));
      expect(layout.end).toBeUndefined();
    }
  });

  it('refuses padding that is not zeros, bytes after the end, and archives other tools write', async () => {
    const expected = expectedOffsets();
    const first = expected.get(names[0]!)!;
    const padded = Buffer.from(tar);
    padded[first.offset + 512 + first.size] = 1;
    expect(scan(padded, 4096).entries.size).toBe(0);

    const longer = Buffer.concat([tar, Buffer.alloc(512)]);
    const layout = scan(longer, 4096);
    expect(layout.entries.size).toBe(names.length);
    expect(layout.end).toBeUndefined();

    // tar's own Pack, not portable: real mtimes, owners, directory entries.
    const other = join(work, 'other.tar');
    await create({ file: other, cwd: join(work, 'tree') }, ['docs']);
    expect(scan(await readFile(other), 4096).entries.size).toBe(0);
  });
});
