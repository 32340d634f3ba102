// How a `since` export reads PREV (bundle/archive-file.ts): an archive packBundle made is read block by block
// without tar's Parser (simple-tar.ts), and must give exactly what the Parser gives; anything else, hostile archives
// first, goes to readArchive and is refused as unpackBundle refuses it.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveFile } from '../../src/bundle/archive-file.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { BLOCK_BYTES } from '../../src/bundle/parallel-gzip.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { siteLikeText } from '../helpers/site-like-text.ts';
import { blockGzip, header, type Raw, tar } from '../helpers/raw-tar.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let work: string;
let n = 0;
const scratch = () => join(work, `read-${n++}.files`);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'se-archive-file-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const text = siteLikeText;

describe('an archive packBundle made', () => {
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from('<h1>home</h1>'),
    'empty.txt': Buffer.alloc(0),
    'one-block.txt': text(1, 512),
    // Over a block of the archive: its bytes run across gzip members.
    'big/straddles.bin': text(2, BLOCK_BYTES + BLOCK_BYTES / 2),
    // A name a ustar header cannot hold, and one that is not ASCII: each after a pax record.
    [`long/${'n'.repeat(150)}/${'m'.repeat(110)}.txt`]: Buffer.from('long name via pax'),
    'unicode/ünï.txt': Buffer.from('ü'),
  };
  for (let i = 0; i < 40; i++) files[`pages/${String(i).padStart(2, '0')}/index.html`] = text(100 + i, 30_000 + i * 997);
  let archive: string;

  beforeAll(async () => {
    const tree = join(work, 'tree');
    for (const [rel, body] of Object.entries(files)) {
      await mkdir(dirname(join(tree, rel)), { recursive: true });
      await writeFile(join(tree, rel), body);
    }
    archive = join(work, 'packed.tar.gz');
    await packBundle(tree, archive);
  });

  it('is read block by block: every file at its place, with its sha256, and every member found', async () => {
    const read = await ArchiveFile.read(archive, scratch());
    try {
      expect(read.reader).toBe('blocks');
      expect(read.files.size).toBe(Object.keys(files).length);
      for (const [rel, body] of Object.entries(files)) {
        expect(read.files.get(rel), rel).toMatchObject({ length: body.length, sha256: sha(body) });
        expect((await read.read(rel))?.equals(body), rel).toBe(true);
      }
    } finally {
      await read.close();
    }
  });

  it('hashes a member’s block when the packer asks, from the scratch file, also after it is closed and removed', async () => {
    const path = scratch();
    const read = await ArchiveFile.read(archive, path);
    const members = await read.members();
    await read.close();
    try {
      const tarBytes = gunzipSync(await readFile(archive));
      const count = Math.ceil(tarBytes.length / BLOCK_BYTES);
      expect(members?.members.length).toBe(count);
      expect(members?.members.at(-1)?.sha256).toBe(sha(tarBytes.subarray((count - 1) * BLOCK_BYTES)));
      // Not hashed while the archive was read: the second block's bytes, changed now, are the ones hashed.
      const changed = Buffer.from(tarBytes.subarray(BLOCK_BYTES, 2 * BLOCK_BYTES));
      changed[0] = changed[0]! ^ 1;
      const handle = await open(path, 'r+');
      await handle.write(changed, 0, changed.length, BLOCK_BYTES);
      await handle.close();
      await rm(path);
      expect(members?.members[1]?.sha256).toBe(sha(changed));
      expect(members?.members[0]?.sha256).toBe(sha(tarBytes.subarray(0, BLOCK_BYTES)));
    } finally {
      await members?.close();
    }
  });

  it('gives what tar’s Parser gives for the same tar (one gzip stream, read by readArchive)', async () => {
    const stream = join(work, 'one-stream.tar.gz');
    await writeFile(stream, gzipSync(gunzipSync(await readFile(archive))));
    const blocks = await ArchiveFile.read(archive, scratch());
    const parsed = await ArchiveFile.read(stream, scratch());
    try {
      expect(blocks.reader).toBe('blocks');
      expect(parsed.reader).toBe('parser');
      const summary = (read: ArchiveFile) => Object.fromEntries([...read.files].map(([rel, f]) => [rel, { length: f.length, sha256: f.sha256 }]));
      expect(summary(blocks)).toEqual(summary(parsed));
      expect(await blocks.read('big/straddles.bin')).toEqual(await parsed.read('big/straddles.bin'));
    } finally {
      await blocks.close();
      await parsed.close();
    }
  });
});

describe('a pax record across two gzip members', () => {
  it('is read block by block, the name whole', async () => {
    // A filler file that ends 1024 bytes before the first block's end: the pax header is the block's last but one,
    // its record (over 512 bytes) runs into the next member.
    const long = `${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(200)}.txt`;
    const filler: Raw = { path: 'filler.bin', body: text(7, BLOCK_BYTES - 1536) };
    const file = join(work, 'pax-across.tar.gz');
    await writeFile(file, blockGzip(tar(filler, { path: 'short.txt', paxPath: long, body: 'across' })));
    const read = await ArchiveFile.read(file, scratch());
    try {
      expect(read.reader).toBe('blocks');
      expect((await read.read(long))?.toString()).toBe('across');
      expect([...read.files.keys()].sort()).toEqual([long, 'filler.bin'].sort());
    } finally {
      await read.close();
    }
  });
});

// What unpackBundle refuses (test/unit/unpack.test.ts), as the first entry and after three blocks of good files
// (the block reader has started by then): readArchive reads it again and refuses it with the same message.
describe('hostile archives in blocks are refused as unpackBundle refuses them', () => {
  const ok: Raw = { path: 'index.html', body: '<h1>fine</h1>' };
  const filler: Raw[] = [0, 1, 2].map((i) => ({ path: `filler-${i}.bin`, body: text(10 + i, BLOCK_BYTES) }));
  const cases: [string, Raw[], string, object?][] = [
    ['../evil', [{ path: '../evil', body: 'x' }], '../evil'],
    ['an absolute path', [{ path: '/tmp/evil', body: 'x' }], '/tmp/evil'],
    ['a directory entry ../', [{ path: '../', type: '5' }], '../'],
    ['a symlink', [{ path: 'up', type: '2', linkpath: '../..' }], 'up'],
    ['a hard link', [{ path: 'passwd', type: '1', linkpath: '/etc/passwd' }], 'passwd'],
    ['a character device', [{ path: 'null', type: '3' }], 'null'],
    ['a FIFO', [{ path: 'pipe', type: '6' }], 'pipe'],
    ['an entry type tar does not know', [{ path: 'vol', type: 'V' }], 'vol'],
    ['a backslash name', [{ path: '..\\evil', body: 'x' }], '..\\evil'],
    ['a pax path that escapes', [{ path: 'innocent.txt', paxPath: '../evil', body: 'x' }], '../evil'],
    ['a pax path with NUL', [{ path: 'innocent.txt', paxPath: 'a\0b', body: 'x' }], 'a\0b'],
    ['the same file twice', [ok, { ...ok, body: 'again' }], 'index.html'],
    ['one entry over maxEntryBytes', [{ path: 'huge.bin', body: text(3, BLOCK_BYTES + 1) }], 'huge.bin', { maxEntryBytes: BLOCK_BYTES }],
    ['more entries than maxEntries', [ok, { path: 'two.txt', body: '2' }], 'two.txt', { maxEntries: 1 }],
  ];

  for (const [name, entries, entryName, limits] of cases) {
    for (const [where, before] of [
      ['first', []],
      ['after three blocks', filler],
    ] as const) {
      it(`${name}, ${where}`, async () => {
        const file = join(work, `hostile-${n++}.tar.gz`);
        const list = [...before, ...entries];
        // maxEntries counts the filler too.
        const rules = limits && 'maxEntries' in limits ? { maxEntries: before.length + 1 } : limits;
        await writeFile(file, blockGzip(tar(...list)));
        const refused = await ArchiveFile.read(file, scratch(), rules).then(
          () => undefined,
          (error: unknown) => error as Error,
        );
        expect(refused).toMatchObject({ name: 'StaticExportError', code: 'UNSAFE_ARCHIVE' });
        expect(refused?.message).toContain(JSON.stringify(entryName));
        const unpacked = await unpackBundle(file, join(work, `unpacked-${n++}`), rules).then(
          () => undefined,
          (error: unknown) => error as Error,
        );
        expect(refused?.message).toBe(unpacked?.message);
      });
    }
  }

  it('a lone zero block before an entry is left to tar’s Parser, which reads on', async () => {
    const file = join(work, `zero-${n++}.tar.gz`);
    const raw = tar(ok);
    // ok's header and body, a zero block, then a second file and the end.
    await writeFile(file, blockGzip(Buffer.concat([raw.subarray(0, 1024), Buffer.alloc(512), header('two.txt', '0', 0), Buffer.alloc(1024)])));
    const read = await ArchiveFile.read(file, scratch());
    try {
      expect(read.reader).toBe('parser');
      expect([...read.files.keys()].sort()).toEqual(['index.html', 'two.txt']);
    } finally {
      await read.close();
    }
  });
});

describe('a broken archive in blocks', () => {
  let good: Buffer;
  beforeAll(() => {
    good = blockGzip(tar(...[0, 1, 2].map((i) => ({ path: `f-${i}.bin`, body: text(20 + i, BLOCK_BYTES) }))));
  });

  it('cut short in its third member: not read', async () => {
    const file = join(work, `cut-${n++}.tar.gz`);
    await writeFile(file, good.subarray(0, Math.floor(good.length * 0.7)));
    await expect(ArchiveFile.read(file, scratch())).rejects.toMatchObject({ code: 'UNSAFE_ARCHIVE' });
  });

  it('a member whose CRC does not match: not read', async () => {
    const first = gzipSync(gunzipSync(good).subarray(0, BLOCK_BYTES));
    const broken = Buffer.from(good);
    // The first member's trailer: its CRC, one bit changed.
    const at = first.length - 8;
    broken.writeUInt8(broken.readUInt8(at) ^ 1, at);
    const file = join(work, `crc-${n++}.tar.gz`);
    await writeFile(file, broken);
    await expect(ArchiveFile.read(file, scratch())).rejects.toThrow(/CRC/);
  });
});
