// PREV read from its end first (issue 25): a `since` export takes PREV's manifest from the archive's last members
// (bundle/archive-tail.ts, members found by their headers: block-members.ts), starts the crawl, and reads the rest
// on a thread of its own (archive-walk.ts). What it reads must be what the whole read (ArchiveFile.read) gives,
// also when a site file holds gzip headers as they are, and a file is only handed out once it is in the scratch file.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveFile } from '../../src/bundle/archive-file.ts';
import { BlockArchive } from '../../src/bundle/block-members.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { BLOCK_BYTES } from '../../src/bundle/parallel-gzip.ts';
import { siteLikeText } from '../helpers/site-like-text.ts';
import { header } from '../helpers/raw-tar.ts';

const MANIFEST = '_static-export/manifest.json';
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let work: string;
let n = 0;
const scratch = () => join(work, `read-${n++}.files`);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'se-tail-first-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const text = siteLikeText;

async function pack(name: string, files: Record<string, Buffer>): Promise<string> {
  const tree = join(work, name);
  for (const [rel, body] of Object.entries(files)) {
    await mkdir(dirname(join(tree, rel)), { recursive: true });
    await writeFile(join(tree, rel), body);
  }
  const archive = join(work, `${name}.tar.gz`);
  await packBundle(tree, archive);
  return archive;
}

const summary = (read: ArchiveFile) => Object.fromEntries([...read.files].map(([rel, f]) => [rel, { offset: f.offset, length: f.length, sha256: f.sha256 }]));
const memberPlaces = async (read: ArchiveFile) => {
  const members = await read.members();
  try {
    return members?.members.map((m) => [m.offset, m.length]);
  } finally {
    await members?.close();
  }
};

function siteFiles(extra: Record<string, Buffer> = {}): Record<string, Buffer> {
  const files: Record<string, Buffer> = { 'index.html': Buffer.from('<h1>home</h1>'), 'big/straddles.bin': text(2, BLOCK_BYTES + 1000), ...extra };
  for (let i = 0; i < 30; i++) files[`pages/${String(i).padStart(2, '0')}/index.html`] = text(100 + i, 40_000 + i * 997);
  files[MANIFEST] = Buffer.from(
    JSON.stringify({ format: 'static-export/1', pages: Object.keys(files).map((f) => ({ file: f, note: text(7, 3000).toString() })) }),
  );
  files['_static-export/nginx.conf'] = Buffer.from('server {}\n');
  return files;
}

describe('an archive packBundle made, read from its end first', () => {
  it('gives the manifest first, then every file, member and place the whole read gives', async () => {
    const files = siteFiles();
    const archive = await pack('plain', files);
    const opened = await ArchiveFile.readTailFirst(archive, scratch(), MANIFEST, 2 ** 30);
    expect(opened).toBeDefined();
    const { file, tail } = opened!;
    const whole = await ArchiveFile.read(archive, scratch());
    try {
      expect(tail.bytes.equals(files[MANIFEST]!)).toBe(true);
      expect(tail.offset).toBe(whole.files.get(MANIFEST)!.offset);
      // Nothing else is read until asked: a file waits for the read.
      expect(file.files.size).toBe(0);
      let early: Buffer | undefined;
      const waiting = file.read('pages/29/index.html').then((b) => {
        early = b;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(early).toBeUndefined();
      const seen: string[] = [];
      await file.readRest((rel) => {
        seen.push(rel);
      });
      await waiting;
      expect(early?.equals(files['pages/29/index.html']!)).toBe(true);
      expect(seen.sort()).toEqual(Object.keys(files).sort());
      expect(summary(file)).toEqual(summary(whole));
      expect(await memberPlaces(file)).toEqual(await memberPlaces(whole));
      for (const [rel, body] of Object.entries(files)) expect((await file.read(rel))?.equals(body), rel).toBe(true);
    } finally {
      await file.close();
      await whole.close();
    }
  });

  it('a site file holding gzip members as they are (stored, not compressed): their headers passed over', async () => {
    // Random bytes do not compress: deflate stores them, and with them the gzip headers of the archive inside.
    const inner = gzipSync(text(9, 50_000));
    inner[9] = 0xff; // the OS byte parallel-gzip.ts writes
    const noise = Buffer.concat([randomBytes(200_000), inner, randomBytes(300_000), inner, randomBytes(100_000)]);
    const files = siteFiles({ 'downloads/site.tar.gz': noise });
    const archive = await pack('stored', files);
    const blocks = await BlockArchive.open(archive);
    const candidates = blocks!.members.length;
    await blocks!.close();
    const whole = await ArchiveFile.read(archive, scratch());
    const trueMembers = (await memberPlaces(whole))!.length;
    expect(candidates).toBeGreaterThan(trueMembers);
    const opened = await ArchiveFile.readTailFirst(archive, scratch(), MANIFEST, 2 ** 30);
    const { file } = opened!;
    try {
      await file.readRest(() => undefined);
      expect(summary(file)).toEqual(summary(whole));
      expect(await memberPlaces(file)).toEqual(await memberPlaces(whole));
      expect((await file.read('downloads/site.tar.gz'))?.equals(noise)).toBe(true);
    } finally {
      await file.close();
      await whole.close();
    }
  });

  it('a file the check refuses stops the read: the files not read yet are refused with it', async () => {
    const archive = await pack('refused', siteFiles());
    const { file } = (await ArchiveFile.readTailFirst(archive, scratch(), MANIFEST, 2 ** 30))!;
    try {
      const later = file.read('pages/20/index.html');
      const read = file.readRest((rel) => {
        if (rel === 'pages/10/index.html') throw new Error('pages/10/index.html: not what the manifest says');
      });
      await expect(read).rejects.toThrow('pages/10/index.html: not what the manifest says');
      await expect(later).rejects.toThrow('not what the manifest says');
    } finally {
      await file.close();
    }
  });

  it('claims the last header of the name from the end: a later file that embeds one is told apart by the read from the start', async () => {
    // Files that start with a header of the manifest's name, one of them packed after the manifest whatever the order
    // of `_static-export/` (changes.json goes last, after the manifest).
    const fake = Buffer.from('{"format":"static-export/1","pages":[]}');
    const body = Buffer.concat([header(MANIFEST, '0', fake.length), fake, Buffer.alloc(512 - fake.length)]);
    const files: Record<string, Buffer> = { ...siteFiles(), '_static-export/nginx.conf': body, '_static-export/changes.json': body };
    const archive = await pack('fake', files);
    const { file, tail } = (await ArchiveFile.readTailFirst(archive, scratch(), MANIFEST, 2 ** 30))!;
    try {
      expect(tail.bytes.equals(fake)).toBe(true);
      await file.readRest(() => undefined);
      const real = file.files.get(MANIFEST)!;
      expect(real.offset).not.toBe(tail.offset);
      expect(real.sha256).toBe(sha(files[MANIFEST]!));
    } finally {
      await file.close();
    }
  });

  it('an archive of another tool, or one with no such file near its end: undefined (read it whole)', async () => {
    const other = join(work, 'other.tar.gz');
    await writeFile(other, gzipSync(Buffer.alloc(4096)));
    expect(await ArchiveFile.readTailFirst(other, scratch(), MANIFEST, 2 ** 30)).toBeUndefined();
    const archive = await pack('no-manifest', { 'index.html': Buffer.from('x') });
    expect(await ArchiveFile.readTailFirst(archive, scratch(), MANIFEST, 2 ** 30)).toBeUndefined();
  });
});
