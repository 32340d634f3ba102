// A `since` export's archive copies PREV's gzip members where its tar repeats PREV's blocks (bundle/gzip-members.ts):
// the archive must be the one packing from scratch gives, byte for byte, whether members are copied (same blocks),
// partly copied (a file changed in the middle), or refused (members that are not what this zlib makes).
import { createHook } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveFile } from '../../src/bundle/archive-file.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { BLOCK_BYTES, type GzipMember, type PreviousMembers } from '../../src/bundle/parallel-gzip.ts';
import { Spool } from '../../src/bundle/spool.ts';
import { TarLayoutScanner } from '../../src/bundle/tar-layout.ts';
import { BUNDLE_ENTRY } from '../../src/bundle/tar-stream.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Members that count what is read of them: members copied (`reads`) and blocks inflated (`blocks`). */
function counted(members: PreviousMembers): PreviousMembers & { reads: number; blocks: number } {
  const out = {
    ...members,
    reads: 0,
    blocks: 0,
    read: (m: GzipMember) => (out.reads++, members.read(m)),
    block: (m: GzipMember) => (out.blocks++, members.block(m)),
  };
  return out;
}

describe('gzip members of an earlier archive', () => {
  let work: string;
  let tree: string;
  let n = 0;

  async function files(dir: string, changed: boolean): Promise<void> {
    // ~2 MB of text in 60 files, one of which changes in the middle.
    for (let i = 0; i < 60; i++) {
      const file = join(dir, `page-${String(i).padStart(2, '0')}.html`);
      await mkdir(dirname(file), { recursive: true });
      // Text that differs from page to page and compresses about as pages do, the same on every call.
      const words = Array.from({ length: 4_000 }, (_, k) => sha(Buffer.from(`${i}-${k}`)).slice(0, 6 + (k % 7))).join(' ');
      await writeFile(file, `<p>page ${i} ${changed && i === 30 ? 'changed' : ''}</p>${words}`);
    }
  }

  async function previous(archive: string): Promise<PreviousMembers> {
    const read = await ArchiveFile.read(archive, join(work, `prev-${n++}.files`));
    const members = await read.members();
    await read.close();
    expect(members).toBeDefined();
    return members!;
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-gzip-members-'));
    tree = join(work, 'tree');
    await files(tree, false);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('the same tree: every member copied, the same archive', async () => {
    const first = await packBundle(tree, join(work, 'first.tar.gz'));
    const members = counted(await previous(join(work, 'first.tar.gz')));
    expect(members.members.length).toBeGreaterThanOrEqual(3);
    const again = await packBundle(tree, join(work, 'again.tar.gz'), { previous: members });
    await members.close();
    expect(again.sha256).toBe(first.sha256);
    expect(members.reads).toBe(members.members.length);
  });

  it('a file changed in the middle: the blocks before it copied, the archive a fresh pack', async () => {
    const prev = join(work, 'first.tar.gz');
    const changed = join(work, 'changed');
    await files(changed, true);
    const fresh = await packBundle(changed, join(work, 'fresh.tar.gz'));
    const members = counted(await previous(prev));
    const copied = await packBundle(changed, join(work, 'copied.tar.gz'), { previous: members });
    await members.close();
    expect(copied.sha256).toBe(fresh.sha256);
    expect(members.reads).toBeGreaterThan(0);
    expect(members.reads).toBeLessThan(members.members.length);
  });

  it('members another zlib made (same blocks, other bytes) are not copied', async () => {
    const first = await packBundle(tree, join(work, 'first2.tar.gz'));
    const real = await previous(join(work, 'first2.tar.gz'));
    // The same blocks compressed at another level: what an archive of another zlib looks like here.
    const archive = await readFile(join(work, 'first2.tar.gz'));
    const other = real.members.map((m) => gzipSync(gunzipMember(archive, m), { level: 9 }));
    const members: PreviousMembers = { ...real, read: async (m) => other[real.members.indexOf(m)]! };
    const again = await packBundle(tree, join(work, 'again2.tar.gz'), { previous: members });
    await members.close();
    expect(again.sha256).toBe(first.sha256);
    expect(sha(await readFile(join(work, 'again2.tar.gz')))).toBe(first.sha256);
  });

  describe("a since export's spool, its files linked from PREV's", () => {
    /** PREV read as a since export reads it, every file linked into a new spool unless `own` has other bytes for it. */
    async function linked(archive: string, own: Record<string, Buffer> = {}) {
      const read = await ArchiveFile.read(archive, join(work, `linked-${n}.files`));
      const spool = await Spool.create(join(work, `linked-${n++}.spool`));
      for (const [rel, range] of read.files) {
        if (own[rel]) await spool.write(rel, own[rel]);
        else await spool.link(rel, { path: read.path, offset: range.offset, length: range.length });
      }
      const members = counted((await read.members())!);
      return {
        spool,
        members,
        store: read.path,
        close: async () => {
          await members.close();
          await spool.close();
          await read.close();
        },
      };
    }

    it("unchanged: PREV's archive again, without reading its files (they may be gone) or inflating more than one block", async () => {
      const prev = join(work, 'first.tar.gz');
      const first = await packBundle(tree, join(work, 'linked-first.tar.gz'));
      const run = await linked(prev);
      // Each entry is PREV's at the same place: nothing of the files is read by path, so removed they still pack
      // (the members' hashes are taken from the blocks through the descriptor members() opened: archive-file.ts).
      await rm(run.store);
      const empty = join(work, 'empty-dir');
      await mkdir(empty, { recursive: true });
      const again = await packBundle(empty, join(work, 'linked-again.tar.gz'), { spool: run.spool, previous: run.members });
      await run.close();
      expect(again.sha256).toBe(first.sha256);
      expect(again.files).toBe(60);
      expect(run.members.reads).toBe(run.members.members.length);
      // One block inflated: the check that this zlib makes PREV's members.
      expect(run.members.blocks).toBe(1);
    });

    it('a file changed in the middle: a fresh pack, the blocks before it copied', async () => {
      const changed = join(work, 'changed');
      await files(changed, true);
      const fresh = await packBundle(changed, join(work, 'linked-fresh.tar.gz'));
      const run = await linked(join(work, 'first.tar.gz'), { 'page-30.html': await readFile(join(changed, 'page-30.html')) });
      const empty = join(work, 'empty-dir');
      await mkdir(empty, { recursive: true });
      const packed = await packBundle(empty, join(work, 'linked-changed.tar.gz'), { spool: run.spool, previous: run.members });
      await run.close();
      expect(packed.sha256).toBe(fresh.sha256);
      expect(run.members.reads).toBeGreaterThan(0);
      expect(run.members.reads).toBeLessThan(run.members.members.length);
    });

    it('members another zlib made: each repeated block inflated and compressed here, the archive a fresh pack', async () => {
      const prev = join(work, 'first.tar.gz');
      const first = await packBundle(tree, join(work, 'linked-zlib-first.tar.gz'));
      const run = await linked(prev);
      const archive = await readFile(prev);
      const other = run.members.members.map((m) => gzipSync(gunzipMember(archive, m), { level: 9 }));
      const members = { ...run.members, read: async (m: GzipMember) => other[run.members.members.indexOf(m)]! };
      await rm(run.store);
      const empty = join(work, 'empty-dir');
      await mkdir(empty, { recursive: true });
      const again = await packBundle(empty, join(work, 'linked-zlib.tar.gz'), { spool: run.spool, previous: members });
      await run.close();
      expect(again.sha256).toBe(first.sha256);
      expect(run.members.blocks).toBe(run.members.members.length);
    });

    it('a PREV whose tar has a header this packer does not write (another mtime): a fresh pack, not its bytes', async () => {
      const first = await packBundle(tree, join(work, 'linked-tampered-first.tar.gz'));
      const tar = gunzipSync(await readFile(join(work, 'first.tar.gz')));
      // page-05's header (each page is one header, ~40 KB of content and padding): another mtime, checksum made valid.
      let at = 0;
      while (!tar.toString('latin1', at, at + 12).startsWith('page-05.html')) {
        at += 512 + Math.ceil(Number.parseInt(tar.toString('latin1', at + 124, at + 135), 8) / 512) * 512;
      }
      tar.write('07033124201 ', at + 136, 12, 'latin1');
      tar.fill(0x20, at + 148, at + 156);
      let sum = 0;
      for (let i = at; i < at + 512; i++) sum += tar[i]!;
      tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, at + 148, 8, 'latin1');
      // Written as packBundle writes archives: a gzip member a block, so it reads as one of ours.
      const blocks: Buffer[] = [];
      for (let i = 0; i < tar.length; i += BLOCK_BYTES) {
        const member = gzipSync(tar.subarray(i, i + BLOCK_BYTES), { level: 5 });
        member[9] = 0xff;
        blocks.push(member);
      }
      const tampered = join(work, 'tampered.tar.gz');
      await writeFile(tampered, Buffer.concat(blocks));
      const run = await linked(tampered);
      const empty = join(work, 'empty-dir');
      await mkdir(empty, { recursive: true });
      const packed = await packBundle(empty, join(work, 'linked-tampered.tar.gz'), { spool: run.spool, previous: run.members });
      await run.close();
      expect(packed.sha256).toBe(first.sha256);
      expect(sha(await readFile(tampered))).not.toBe(first.sha256);
      // The first block (page-05's header is in it) is not PREV's; the later ones hold other bytes there too.
      expect(run.members.reads).toBe(0);
    });

    // The first turn of a publish loop: PREV a plain export, the since export of the unchanged site adds
    // changes.json and a record of it near the manifest's end. Both are packed last (pack.ts), so nothing before
    // them moves: in byte order changes.json came before the manifest and the search index, and shifted both.
    it("unchanged, PREV without changes.json: every block before the manifest's changed tail copied, the archive a fresh pack", async () => {
      const prevDir = join(work, 'plain-prev');
      const nextDir = join(work, 'since-next');
      await files(prevDir, false);
      const record = (i: number) => `{"file":"page-${i}.html","sha256":"${sha(Buffer.from(`m${i}`))}"},\n`;
      const records = Array.from({ length: 22_000 }, (_, i) => record(i)).join('');
      const before = `{"pages":[\n${records}{}],"generated":[{"file":"_static-export/nginx.conf"}]}\n`;
      const after = `{"pages":[\n${records}{}],"generated":[{"file":"_static-export/changes.json"},{"file":"_static-export/nginx.conf"}]}\n`;
      const meta: Record<string, string> = { '_static-export/nginx.conf': 'server {}\n' };
      // Pagefind's index: three blocks of it after the manifest by bytes.
      for (let i = 0; i < 3; i++) {
        meta[`_static-export/search/pagefind/index_${i}.pf_index`] = Array.from({ length: 100_000 }, (_, k) =>
          sha(Buffer.from(`s${i}-${k}`)).slice(0, 4 + (k % 9)),
        ).join(' ');
      }
      const write = async (dir: string, extra: Record<string, string>) => {
        for (const [rel, text] of Object.entries({ ...meta, ...extra })) {
          await mkdir(dirname(join(dir, rel)), { recursive: true });
          await writeFile(join(dir, rel), text);
        }
      };
      await write(prevDir, { '_static-export/manifest.json': before });
      const report = '{"pages":{"added":[],"removed":[],"changed":[],"unchanged":60}}\n';
      const newMeta = { '_static-export/manifest.json': after, '_static-export/changes.json': report };
      const full = join(work, 'since-full');
      await files(full, false);
      await write(full, newMeta);
      const prev = join(work, 'plain-prev.tar.gz');
      await packBundle(prevDir, prev);
      const fresh = await packBundle(full, join(work, 'since-fresh.tar.gz'));

      // As a since export packs: the site's files linked from PREV into the spool, _static-export/ written anew.
      const read = await ArchiveFile.read(prev, join(work, `since-${n}.files`));
      const spool = await Spool.create(join(work, `since-${n++}.spool`));
      for (const [rel, range] of read.files) {
        if (!rel.startsWith('_static-export/')) await spool.link(rel, { path: read.path, offset: range.offset, length: range.length });
      }
      const members = counted((await read.members())!);
      await write(nextDir, newMeta);
      const packed = await packBundle(nextDir, join(work, 'since-packed.tar.gz'), { spool, previous: members });
      await members.close();
      await spool.close();
      await read.close();
      expect(packed.sha256).toBe(fresh.sha256);

      // Which blocks can be PREV's: those before the manifest's header (its size changed), and those wholly in
      // the part of its content that did not change.
      const tar = gunzipSync(await readFile(join(work, 'since-packed.tar.gz')));
      const layout = new TarLayoutScanner(BUNDLE_ENTRY);
      layout.push(tar);
      const { entries } = layout.finish();
      const header = entries.get('_static-export/manifest.json')!.offset;
      let same = 0;
      while (before[same] === after[same]) same++;
      const content = header + 512;
      const expected = Math.floor(header / BLOCK_BYTES) + Math.max(0, Math.floor((content + same) / BLOCK_BYTES) - Math.ceil(content / BLOCK_BYTES));
      const blocks = Math.ceil(tar.length / BLOCK_BYTES);
      expect(blocks).toBeGreaterThanOrEqual(8);
      // All but the manifest's first block and the last one or two (its tail, changes.json, the end).
      expect(members.reads, `members copied of ${blocks}`).toBeGreaterThanOrEqual(blocks - 3);
      expect(members.reads).toBe(expected);
      expect([...entries.keys()].slice(-2)).toEqual(['_static-export/manifest.json', '_static-export/changes.json']);
    });
  });

  // Each pass of zlib on the thread pool is a callback on the main thread: with Node's 16 KiB output buffer a 1 MiB
  // member took 64 passes to inflate and ~25 to compress (issue 25: 2.0 → 0.2 ms of main thread a member read).
  it('inflates each member of PREV in one pass of zlib, and compresses each block in at most two', async () => {
    const archive = join(work, 'passes.tar.gz');
    await packBundle(tree, archive);
    const reading = await zlibPasses(async () => {
      const read = await ArchiveFile.read(archive, join(work, `passes-${n++}.files`));
      const members = await read.members();
      await members?.close();
      await read.close();
      return members?.members.length ?? 0;
    });
    expect(reading.result).toBeGreaterThanOrEqual(3);
    expect(reading.passes).toBeLessThanOrEqual(reading.result);
    const packing = await zlibPasses(async () => {
      await packBundle(tree, join(work, 'passes-again.tar.gz'));
      return reading.result;
    });
    expect(packing.passes).toBeLessThanOrEqual(2 * packing.result);
  });
});

/** What `run` returns, and how many callbacks zlib's thread-pool work made on the main thread meanwhile. */
async function zlibPasses<T>(run: () => Promise<T>): Promise<{ result: T; passes: number }> {
  const zlib = new Set<number>();
  let passes = 0;
  const hook = createHook({
    init: (id, type) => {
      if (type === 'ZLIB') zlib.add(id);
    },
    before: (id) => {
      if (zlib.has(id)) passes++;
    },
  });
  hook.enable();
  try {
    return { result: await run(), passes };
  } finally {
    hook.disable();
  }
}

function gunzipMember(archive: Buffer, m: GzipMember): Buffer {
  return gunzipSync(archive.subarray(m.offset, m.offset + m.length));
}
