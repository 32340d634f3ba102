import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, mkdtemp, readFile, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create, list, type ReadEntry } from 'tar';
import { gunzipSync } from 'node:zlib';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_MTIME, listBundleFiles, packBundle } from '../../src/bundle/pack.ts';
import { Spool } from '../../src/bundle/spool.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pack-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'docs/intro/index.html': '<h1>intro</h1>',
  'docs/intro/index.txt': '0:["rsc"]',
  'docs/a-b/index.html': 'dash sorts before dot and slash',
  'docs/a.b/index.html': 'dot',
  'docs/Z/index.html': 'upper case sorts before lower in byte order',
  'docs/é/index.html': 'non-ASCII sorts after ASCII',
  '_next/static/chunks/app.js': 'console.log(1)',
  '_static-export/manifest.json': '{}\n',
  '_static-export/manifest.json.sig': '-----BEGIN SSH SIGNATURE-----\n',
  '_static-export/changes.json': '{"pages":{}}\n',
  '_static-export/nginx.conf': 'server {}\n',
  '_static-export/search/pagefind/pagefind.js': 'sorts after manifest.json by bytes, packed before it',
  [`deep/${'x'.repeat(120)}/${'y'.repeat(120)}.css`]: 'a path too long for a plain ustar name',
  'empty.txt': '',
};

async function makeTree(root: string, order: string[], tweak: boolean): Promise<void> {
  for (const rel of order) {
    const file = join(root, rel);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, FILES[rel] ?? '');
    if (tweak) {
      await chmod(file, 0o755);
      await utimes(file, new Date('2031-05-06T07:08:09Z'), new Date('2031-05-06T07:08:09Z'));
    }
  }
  if (tweak) {
    await chmod(join(root, 'docs'), 0o700);
    await mkdir(join(root, 'an-empty-dir'));
  }
}

/** The archive's order: the site's files, then `_static-export/`, each by UTF-8 bytes; then these, in this order. */
const LAST = ['_static-export/manifest.json', '_static-export/manifest.json.sig', '_static-export/changes.json'];
const rank = (p: string) => (LAST.includes(p) ? 2 + LAST.indexOf(p) : Number(p.startsWith('_static-export/')));
const archiveOrder = (x: string, y: string) => rank(x) - rank(y) || Buffer.compare(Buffer.from(x), Buffer.from(y));

async function entries(file: string): Promise<ReadEntry[]> {
  const out: ReadEntry[] = [];
  await list({ file, onReadEntry: (e) => void out.push(e) });
  return out;
}

describe('packBundle', () => {
  it('gives byte-identical archives for the same tree, whatever the creation order, mtimes and modes', async () => {
    const names = Object.keys(FILES);
    const a = join(work, 'a');
    const b = join(work, 'b');
    await makeTree(a, names, false);
    await makeTree(b, [...names].reverse(), true);
    // A hard link in one tree only: tar would write a Link entry unless nlink is normalised.
    await link(join(b, 'index.html'), join(work, 'outside-hardlink.html'));

    const ra = await packBundle(a, join(work, 'a.tar.gz'));
    const rb = await packBundle(b, join(work, 'b.tar.gz'));
    const bytesA = await readFile(join(work, 'a.tar.gz'));
    const bytesB = await readFile(join(work, 'b.tar.gz'));
    expect(bytesA.equals(bytesB)).toBe(true);
    expect(rb).toEqual(ra);
    expect(ra.files).toBe(names.length);
    expect(ra.bytes).toBe(bytesA.length);
    expect(ra.sha256).toBe(createHash('sha256').update(bytesA).digest('hex'));
    // gzip header: no timestamp, fixed OS byte.
    expect([...bytesA.subarray(4, 8)]).toEqual([0, 0, 0, 0]);
    expect(bytesA[9]).toBe(0xff);

    // Packing again gives the same bytes too.
    const again = await packBundle(b, join(work, 'b2.tar.gz'));
    expect(again.sha256).toBe(ra.sha256);
  });

  it('writes only file entries, at the root, in byte order (the site, then _static-export/, its manifest, signature and changes.json last), with fixed mode, mtime and no owner', async () => {
    const list = await entries(join(work, 'b.tar.gz'));
    const paths = list.map((e) => e.path);
    const sorted = [...paths].sort(archiveOrder);
    expect(paths).toEqual(sorted);
    // _static-export/ sorts before docs/ by bytes, and comes last in the archive; what changes from one
    // publication to the next last of all, so the files before it keep their offsets (issue 25).
    expect(paths.filter((p) => p.startsWith('_static-export/'))).toEqual([
      '_static-export/nginx.conf',
      '_static-export/search/pagefind/pagefind.js',
      '_static-export/manifest.json',
      '_static-export/manifest.json.sig',
      '_static-export/changes.json',
    ]);
    expect(paths.slice(0, -5).some((p) => p.startsWith('_static-export/'))).toBe(false);
    expect(paths).toEqual(await listBundleFiles(join(work, 'a')));
    expect(new Set(paths)).toEqual(new Set(Object.keys(FILES)));
    expect(paths.indexOf('docs/Z/index.html')).toBeLessThan(paths.indexOf('docs/a-b/index.html'));
    expect(paths.indexOf('docs/a-b/index.html')).toBeLessThan(paths.indexOf('docs/a.b/index.html'));
    for (const e of list) {
      expect(e.type).toBe('File');
      expect(e.mode).toBe(0o644);
      expect(e.mtime?.getTime()).toBe(BUNDLE_MTIME.getTime());
      expect(e.uid ?? 0).toBe(0);
      expect(e.uname ?? '').toBe('');
      expect(e.path.startsWith('/') || e.path.startsWith('./')).toBe(false);
    }
  });

  it("writes exactly the tar bytes tar's own Pack writes: long and non-ASCII paths (pax), empty and streamed large files", async () => {
    const dir = join(work, 'same-as-tar');
    const big = randomBytes(3 * 1024 * 1024 + 7); // over the whole-file read limit: the streamed path, odd size
    const files: Record<string, Buffer | string> = {
      ...FILES,
      [`${'p'.repeat(200)}/${'q'.repeat(90)}.html`]: 'over 255 bytes: needs a pax record',
      'docs/日本語/index.html': 'non-ASCII name: pax record too',
      'assets/big.bin': big,
    };
    const names = Object.keys(files).sort(archiveOrder);
    for (const rel of names) {
      await mkdir(dirname(join(dir, rel)), { recursive: true });
      await writeFile(join(dir, rel), files[rel]!, { mode: 0o644 });
      await chmod(join(dir, rel), 0o644);
    }
    const ours = join(work, 'same-as-tar.tar.gz');
    await packBundle(dir, ours);
    const reference = join(work, 'reference.tar');
    await create({ file: reference, cwd: dir, portable: true, mtime: BUNDLE_MTIME, noDirRecurse: true }, names);
    const tarBytes = gunzipSync(await readFile(ours));
    expect(tarBytes.length).toBe((await readFile(reference)).length);
    expect(tarBytes.equals(await readFile(reference))).toBe(true);
    const listed = await entries(ours);
    expect(listed.map((e) => e.path)).toEqual(names);
    expect(listed.find((e) => e.path === 'assets/big.bin')?.size).toBe(big.length);
  });

  it('packs the site while _static-export/ is still being written, and gives the bytes of the finished tree', async () => {
    const dir = join(work, 'staged');
    const site = Object.entries(FILES).filter(([rel]) => !rel.startsWith('_static-export/'));
    const meta = Object.entries(FILES).filter(([rel]) => rel.startsWith('_static-export/'));
    expect(meta.length).toBeGreaterThan(0);
    for (const [rel, body] of site) {
      await mkdir(dirname(join(dir, rel)), { recursive: true });
      await writeFile(join(dir, rel), body);
    }
    let release!: () => void;
    const metaReady = new Promise<void>((done) => {
      release = done;
    });
    const packing = packBundle(dir, join(work, 'staged.tar.gz'), { metaReady });
    // The packer is now waiting at _static-export/: what is written there before the release is packed too.
    await new Promise((r) => setTimeout(r, 50));
    for (const [rel, body] of meta) {
      await mkdir(dirname(join(dir, rel)), { recursive: true });
      await writeFile(join(dir, rel), body);
    }
    release();
    const staged = await packing;
    const whole = await packBundle(dir, join(work, 'staged-whole.tar.gz'));
    expect(staged.sha256).toBe(whole.sha256);
    expect(staged.files).toBe(Object.keys(FILES).length);
    // A failed export fails the pack and leaves no archive.
    const failing = packBundle(dir, join(work, 'staged-failed.tar.gz'), { metaReady: Promise.reject(new Error('the index failed')) });
    await expect(failing).rejects.toThrow(/the index failed/);
    expect(existsSync(join(work, 'staged-failed.tar.gz'))).toBe(false);
  });

  it('packs files from a spool exactly as the same files from the directory', async () => {
    const big = randomBytes(2 * 1024 * 1024 + 3); // read from the spool in pieces
    const spooledFiles: Record<string, Buffer> = {
      'docs/intro/index.html': Buffer.from('<h1>intro</h1>'),
      'docs/intro/index.txt': Buffer.from('0:["rsc"]'),
      'index.html': Buffer.from('<h1>home</h1>'),
      'big/blob.bin': big,
      'empty.html': Buffer.alloc(0),
    };
    const onDisk: Record<string, string> = { '_next/static/chunks/app.js': 'console.log(1)', '_static-export/manifest.json': '{}\n' };
    const treeDir = join(work, 'spool-tree');
    const mixedDir = join(work, 'spool-mixed');
    for (const [rel, data] of [...Object.entries(spooledFiles), ...Object.entries(onDisk)]) {
      await mkdir(dirname(join(treeDir, rel)), { recursive: true });
      await writeFile(join(treeDir, rel), data);
    }
    for (const [rel, data] of Object.entries(onDisk)) {
      await mkdir(dirname(join(mixedDir, rel)), { recursive: true });
      await writeFile(join(mixedDir, rel), data);
    }
    const spool = await Spool.create(join(work, 'pages.spool'));
    await spool.write('index.html', Buffer.from('an older version, replaced below'));
    await Promise.all(Object.entries(spooledFiles).map(([rel, data]) => spool.write(rel, data)));
    await spool.close();

    const fromTree = await packBundle(treeDir, join(work, 'spool-tree.tar.gz'));
    const fromSpool = await packBundle(mixedDir, join(work, 'spool-mixed.tar.gz'), { spool });
    expect(fromSpool).toEqual(fromTree);
    expect((await readFile(join(work, 'spool-mixed.tar.gz'))).equals(await readFile(join(work, 'spool-tree.tar.gz')))).toBe(true);

    // A file both on disk and in the spool is refused: which one is the bundle's would be a guess.
    await writeFile(join(mixedDir, 'index.html'), 'clash');
    await expect(packBundle(mixedDir, join(work, 'clash.tar.gz'), { spool })).rejects.toMatchObject({
      code: 'INVALID_PATH',
      message: expect.stringContaining('index.html'),
    });
    expect(existsSync(join(work, 'clash.tar.gz.partial'))).toBe(false);
  });

  it('refuses symlinks in the tree and leaves neither the bundle nor a partial behind', async () => {
    const dir = join(work, 'with-link');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'index.html'), 'x');
    await symlink('/etc/passwd', join(dir, 'docs', 'passwd'));
    const out = join(work, 'with-link.tar.gz');
    await expect(packBundle(dir, out)).rejects.toMatchObject({ code: 'INVALID_PATH', message: expect.stringContaining('docs/passwd') });
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it('fails cleanly when the bundle cannot be written', async () => {
    const dir = join(work, 'a');
    const out = join(work, 'no-such-dir', 'x.tar.gz');
    await expect(packBundle(dir, out)).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it('refuses to write the bundle inside the tree it packs', async () => {
    await expect(packBundle(join(work, 'a'), join(work, 'a', 'self.tar.gz'))).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });

  it('packs a 50 MB tree with flat memory (sanity check, not a benchmark)', async () => {
    const dir = join(work, 'big');
    await mkdir(dir);
    const chunk = randomBytes(1024 * 1024);
    for (let i = 0; i < 50; i++) {
      chunk.writeUInt32BE(i, 0); // each file different
      await writeFile(join(dir, `blob-${String(i).padStart(2, '0')}.bin`), chunk);
    }
    // Without collections RSS mostly measures how lazy the GC is; collecting while sampling measures what is held.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().rss;
    let peak = before;
    let ticks = 0;
    const timer = setInterval(() => {
      if (++ticks % 10 === 0) gc();
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const result = await packBundle(dir, join(work, 'big.tar.gz'));
    const ms = performance.now() - started;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMiB = (peak - before) / 2 ** 20;
    console.log(
      `50 MiB tree: ${result.files} files, ${(result.bytes / 2 ** 20).toFixed(1)} MiB archive, ${ms.toFixed(0)} ms, RSS +${growthMiB.toFixed(1)} MiB`,
    );
    expect(result.files).toBe(50);
    expect(growthMiB).toBeLessThan(25);
    expect((await readdir(work)).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });
});
