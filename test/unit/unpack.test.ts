import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { checkEntryPath, unpackBundle } from '../../src/bundle/unpack.ts';
import { EOF, header, type Raw, tar } from '../helpers/raw-tar.ts';

// ------------------------------------------------------------------------------------------------ the sandbox

let work: string;
let sandbox: string;
let target: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'unpack-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
beforeEach(async () => {
  // target's parent holds a sentinel: after a refusal it must be exactly as before, target absent, no temp dirs.
  sandbox = await mkdtemp(join(work, 'box-'));
  await mkdir(join(sandbox, 'sentinel'));
  await writeFile(join(sandbox, 'sentinel', 'keep.txt'), 'untouched');
  target = join(sandbox, 'site');
});

async function expectNothingWritten(): Promise<void> {
  expect(await readdir(sandbox)).toEqual(['sentinel']);
  expect(await readdir(join(sandbox, 'sentinel'))).toEqual(['keep.txt']);
  expect(await readFile(join(sandbox, 'sentinel', 'keep.txt'), 'utf8')).toBe('untouched');
  expect(existsSync(join(work, 'evil'))).toBe(false);
  expect(existsSync('/etc/evil')).toBe(false);
  expect(existsSync('/tmp/evil')).toBe(false);
}

async function expectRefused(archive: Buffer | Readable, entryName: string, limits = {}): Promise<void> {
  const file = join(work, `a-${Math.random().toString(36).slice(2)}.tar.gz`);
  let source: string | Readable;
  if (Buffer.isBuffer(archive)) {
    await writeFile(file, gzipSync(archive));
    source = file;
  } else {
    source = archive;
  }
  const error = await unpackBundle(source, target, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'StaticExportError', code: 'UNSAFE_ARCHIVE' });
  expect((error as Error).message).toContain(JSON.stringify(entryName));
  await expectNothingWritten();
}

const ok: Raw = { path: 'index.html', body: '<h1>fine</h1>' };

describe('unpackBundle refuses hostile archives and writes nothing', () => {
  it('../evil', () => expectRefused(tar(ok, { path: '../evil', body: 'x' }), '../evil'));
  it('/etc/evil', () => expectRefused(tar(ok, { path: '/etc/evil', body: 'x' }), '/etc/evil'));
  it('/tmp/evil', () => expectRefused(tar({ path: '/tmp/evil', body: 'x' }), '/tmp/evil'));
  it('a/../../evil', () => expectRefused(tar(ok, { path: 'a/../../evil', body: 'x' }), 'a/../../evil'));
  it('a/../b (any .. segment, even one that stays inside)', () => expectRefused(tar({ path: 'a/../b', body: 'x' }), 'a/../b'));
  it('a directory entry ../', () => expectRefused(tar({ path: '../', type: '5' }), '../'));
  it('a symlink to /etc, then a file through it', () =>
    expectRefused(tar(ok, { path: 'etc', type: '2', linkpath: '/etc' }, { path: 'etc/evil', body: 'x' }), 'etc'));
  it('a relative symlink', () => expectRefused(tar({ path: 'up', type: '2', linkpath: '../..' }), 'up'));
  it('a hard link', () => expectRefused(tar(ok, { path: 'passwd', type: '1', linkpath: '/etc/passwd' }), 'passwd'));
  it('a character device', () => expectRefused(tar(ok, { path: 'null', type: '3' }), 'null'));
  it('a block device', () => expectRefused(tar({ path: 'sda', type: '4' }), 'sda'));
  it('a FIFO', () => expectRefused(tar({ path: 'pipe', type: '6' }), 'pipe'));
  it('an entry type tar does not know (GNU volume header)', () => expectRefused(tar(ok, { path: 'vol', type: 'V' }), 'vol'));
  it('a backslash name', () => expectRefused(tar(ok, { path: '..\\evil', body: 'x' }), '..\\evil'));
  it('a Windows drive path', () => expectRefused(tar({ path: 'C:/evil', body: 'x' }), 'C:/evil'));
  it('a pax path that escapes behind an innocent header name', () =>
    expectRefused(tar(ok, { path: 'innocent.txt', paxPath: '../evil', body: 'x' }), '../evil'));
  it('a pax path with NUL', () => expectRefused(tar({ path: 'innocent.txt', paxPath: 'a\0b', body: 'x' }), 'a\0b'));
  it('the same file twice', () => expectRefused(tar(ok, { path: 'index.html', body: 'again' }), 'index.html'));
  it('a file where a directory is needed', () => expectRefused(tar(ok, { path: 'index.html/x', body: 'x' }), 'index.html/x'));

  it('200k tiny entries against maxEntries 1000, stopping early', async () => {
    let produced = 0;
    function* entries(): Generator<Buffer> {
      for (let i = 0; i < 200_000; i++) {
        produced += 1;
        yield header(`f/${i}`, '0', 0);
      }
      yield EOF;
    }
    await expectRefused(Readable.from(entries(), { objectMode: false }), 'f/1000', { maxEntries: 1000 });
    // The reader stopped soon after the limit: the rest of the 100 MB archive was never generated.
    expect(produced).toBeLessThan(20_000);
  });

  it('a total size over maxBytes', () => {
    const mib = Buffer.alloc(1024 * 1024, 7);
    return expectRefused(tar({ path: 'a.bin', body: mib }, { path: 'b.bin', body: mib }, { path: 'c.bin', body: mib }), 'c.bin', {
      maxBytes: 2.5 * 1024 * 1024,
    });
  });

  it('one entry over maxEntryBytes, refused from its header before the body is read', () =>
    expectRefused(Buffer.concat([header('huge.bin', '0', 8 * 1024 ** 3), Buffer.alloc(4096)]), 'huge.bin', { maxEntryBytes: 1024 * 1024 }));

  it('garbage and a truncated archive', async () => {
    await expect(unpackBundle(Readable.from([Buffer.from('not a tar archive at all '.repeat(100))]), target)).rejects.toMatchObject({ code: 'UNSAFE_ARCHIVE' });
    await expectNothingWritten();
    const whole = gzipSync(tar(ok, { path: 'big.bin', body: Buffer.alloc(100_000, 1) }));
    await expect(unpackBundle(Readable.from([whole.subarray(0, whole.length - 20)]), target)).rejects.toMatchObject({ code: 'UNSAFE_ARCHIVE' });
    await expectNothingWritten();
    const raw = tar(ok, { path: 'big.bin', body: Buffer.alloc(100_000, 1) });
    await expect(unpackBundle(Readable.from([raw.subarray(0, 20_000)]), target)).rejects.toMatchObject({ code: 'UNSAFE_ARCHIVE' });
    await expectNothingWritten();
  });
});

describe('checkEntryPath', () => {
  it('normalises harmless forms and refuses escapes', () => {
    expect(checkEntryPath('./a//b/./c.txt')).toBe('a/b/c.txt');
    expect(checkEntryPath('dir/')).toBe('dir');
    expect(checkEntryPath('./')).toBe('');
    for (const bad of ['..', '../x', 'a/..', '/x', 'C:x', 'a\\b', 'a\0b']) {
      expect(() => checkEntryPath(bad), bad).toThrow(expect.objectContaining({ code: 'UNSAFE_ARCHIVE' }));
    }
  });
});

// ------------------------------------------------------------------------------------------------ the good path

async function treeHashes(root: string, rel = ''): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) Object.assign(out, await treeHashes(root, r));
    else
      out[r] = createHash('sha256')
        .update(await readFile(join(root, r)))
        .digest('hex');
  }
  return out;
}

describe('unpackBundle round trip', () => {
  it('pack → unpack gives back the source tree, from a path and from a stream', async () => {
    const src = join(work, 'src');
    const files: Record<string, string | Buffer> = {
      'index.html': '<h1>home</h1>',
      'docs/intro/index.html': '<h1>intro</h1>',
      '_next/static/chunks/a.js': 'x',
      [`long/${'n'.repeat(150)}/${'m'.repeat(110)}.txt`]: 'long name via pax',
      'unicode/ünï.txt': 'ü',
      'bin/random.bin': Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251)),
      'empty.txt': '',
    };
    for (const [rel, body] of Object.entries(files)) {
      await mkdir(dirname(join(src, rel)), { recursive: true });
      await writeFile(join(src, rel), body);
    }
    const bundle = join(work, 'round.tar.gz');
    await packBundle(src, bundle);

    const fromPath = await unpackBundle(bundle, target);
    expect(fromPath).toMatchObject({ dir: target, files: Object.keys(files).length });
    expect(await treeHashes(target)).toEqual(await treeHashes(src));
    expect((await stat(join(target, 'index.html'))).mode & 0o777).toBe(0o644);

    const second = join(sandbox, 'site-2');
    await unpackBundle(createReadStream(bundle), second);
    expect(await treeHashes(second)).toEqual(await treeHashes(src));
    expect((await readdir(sandbox)).sort()).toEqual(['sentinel', 'site', 'site-2']);
  });

  it('accepts an archive made by GNU tar from `.` (./ prefixes, directory entries)', async () => {
    const src = join(work, 'gnu-src');
    await mkdir(join(src, 'docs'), { recursive: true });
    await writeFile(join(src, 'index.html'), 'home');
    await writeFile(join(src, 'docs', 'a.html'), 'a');
    const file = join(work, 'gnu.tar.gz');
    execFileSync('tar', ['-czf', file, '-C', src, '.']);
    await unpackBundle(file, target);
    expect(await treeHashes(target)).toEqual(await treeHashes(src));
  });

  it('unpacks into an existing empty directory, refuses a non-empty one', async () => {
    const bundle = join(work, 'small.tar.gz');
    await writeFile(bundle, gzipSync(tar(ok)));
    await mkdir(target);
    await unpackBundle(bundle, target);
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('<h1>fine</h1>');
    await expect(unpackBundle(bundle, target)).rejects.toMatchObject({ code: 'OUT_DIR_NOT_EMPTY' });
    expect((await readdir(sandbox)).sort()).toEqual(['sentinel', 'site']);
  });
});

// Issue 15, finding 3: data after the end-of-archive marker (two zero blocks) is not part of the archive. Read
// on, tar's parser buffered it block by block (64 MiB took 65 s and 443 MB); unpacking must stop at the marker.
describe('data after the end-of-archive marker', () => {
  const TAIL = 128 * 1024 * 1024;
  const ok = { path: 'index.html', body: '<h1>fine</h1>' };

  it('a 128 MiB tail inside the gzip stream is not read', async () => {
    const file = join(work, 'tail-inside.tar.gz');
    await writeFile(file, gzipSync(Buffer.concat([tar(ok), Buffer.alloc(TAIL)]), { level: 1 }));
    const started = performance.now();
    await unpackBundle(file, target);
    const ms = performance.now() - started;
    console.log(`unpack with a 128 MiB tail inside the gzip stream: ${Math.round(ms)} ms`);
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('<h1>fine</h1>');
    expect(ms).toBeLessThan(5_000);
  }, 120_000);

  it('a 128 MiB tail after the gzip stream is not read', async () => {
    const file = join(work, 'tail-after.tar.gz');
    await writeFile(file, Buffer.concat([gzipSync(tar(ok)), Buffer.alloc(TAIL)]));
    const started = performance.now();
    await unpackBundle(file, target);
    const ms = performance.now() - started;
    console.log(`unpack with a 128 MiB tail after the gzip stream: ${Math.round(ms)} ms`);
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('<h1>fine</h1>');
    expect(ms).toBeLessThan(5_000);
  }, 120_000);
});

describe('decompression caps', () => {
  it('refuses an archive that inflates more than 1000 times its size before its end', async () => {
    // One file of 64 MiB of zeros: legal tar, but 64 MiB from ~64 KB is a bomb, not a bundle.
    const body = Buffer.alloc(64 * 1024 * 1024);
    const file = join(work, 'ratio.tar.gz');
    await writeFile(file, gzipSync(tar({ path: 'zeros.bin', body }), { level: 9 }));
    await expect(unpackBundle(file, target)).rejects.toThrow(/inflates more than 1000 times its size/);
    await expectNothingWritten();
  });
});
