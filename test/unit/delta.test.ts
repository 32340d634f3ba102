// The delta builder and apply (src/delta) on small hand-made bundles: what a delta carries and lists as removed,
// identical bundles, a re-applied or mismatched base, and that nothing is left at --out when apply refuses; files
// rebuilt by patches (renamed gzip files, a changed file at the same path), and a patch or its record altered.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { MANIFEST_FORMAT, type Manifest } from '../../src/core/types.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { gunzip, stableGzip } from '../../src/core/stable-gzip.ts';
import { applyDelta } from '../../src/delta/apply-delta.ts';
import { buildDelta } from '../../src/delta/build-delta.ts';
import { DELTA_PATH, type DeltaRecord, parseDelta, serializeDelta } from '../../src/delta/delta-format.ts';
import { applyFossilDelta, fossilChecksum } from '../../src/delta/fossil-apply.ts';

let dir: string;

/** The files a delta changes: carried whole or rebuilt by a patch. */
const changed = (record: DeltaRecord) => [...record.files.map((f) => f.file), ...record.patches.flatMap((p) => p.targets.map((t) => t.file))].sort();

/** Packs a bundle of `files` (path → text or bytes) with a manifest listing each as an asset. */
async function bundle(name: string, files: Record<string, string | Buffer>): Promise<string> {
  const root = join(dir, name);
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    generator: 'test',
    source: 'https://docs.test/',
    version: name,
    framework: 'html',
    pages: [],
    assets: [],
    redirects: [],
    keptReferences: [],
    warnings: [],
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
    manifest.assets.push({
      url: `/${file}`,
      file,
      bytes: Buffer.from(text).length,
      sha256: createHash('sha256').update(text).digest('hex'),
      contentType: 'text/plain',
    });
  }
  await writeManifest(root, manifest);
  const out = join(dir, `${name}.tar.gz`);
  await packBundle(root, out);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-delta-unit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('delta bundles', () => {
  it('carries what was added or changed, lists what went, and apply gives the new bundle byte for byte', async () => {
    const v1 = await bundle('v1', { 'index.html': 'one', 'docs/a.html': 'a', 'old.css': 'x' });
    const v2 = await bundle('v2', { 'index.html': 'one', 'docs/a.html': 'a, edited', 'new/b.js': 'b' });
    const delta = await buildDelta(v1, v2, join(dir, 'd.tar.gz'));
    expect(changed(delta.record)).toEqual(['_static-export/manifest.json', 'docs/a.html', 'new/b.js']);
    expect(delta.record.removed).toEqual(['old.css']);
    const applied = await applyDelta(v1, delta.file, join(dir, 'n2.tar.gz'));
    expect(applied.sha256).toBe(
      createHash('sha256')
        .update(await readFile(v2))
        .digest('hex'),
    );
  });

  it('two identical bundles give a delta that carries nothing and applies to the same bundle', async () => {
    const a = await bundle('same-a', { 'index.html': 'same' });
    const b = await bundle('same-b', { 'index.html': 'same' });
    // Different version labels, so only the manifest differs; the same bundle twice carries nothing at all.
    const self = await buildDelta(a, a, join(dir, 'self.tar.gz'));
    expect(changed(self.record)).toEqual([]);
    expect(self.record.removed).toEqual([]);
    expect((await applyDelta(a, self.file, join(dir, 'self-out.tar.gz'))).sha256).toBe(self.record.result.sha256);
    const other = await buildDelta(a, b, join(dir, 'ab.tar.gz'));
    expect(changed(other.record)).toEqual(['_static-export/manifest.json']);
  });

  it('the same two bundles give the same delta bytes', async () => {
    const v1 = join(dir, 'v1.tar.gz');
    const v2 = join(dir, 'v2.tar.gz');
    const first = await buildDelta(v1, v2, join(dir, 'again-1.tar.gz'));
    const second = await buildDelta(v1, v2, join(dir, 'again-2.tar.gz'));
    expect(second.sha256).toBe(first.sha256);
  });

  it('refuses a delta for another base, leaving nothing at --out or beside it', async () => {
    const other = await bundle('other', { 'index.html': 'unrelated' });
    const out = join(dir, 'refused', 'n.tar.gz');
    await mkdir(dirname(out), { recursive: true });
    await expect(applyDelta(other, join(dir, 'd.tar.gz'), out)).rejects.toThrow(/the delta is for another base: it applies to sha256 [0-9a-f]{12}…/);
    expect(await readdir(dirname(out))).toEqual([]);
    await expect(applyDelta(other, join(dir, 'v2.tar.gz'), out)).rejects.toThrow(/not a delta: _static-export\/delta\.json is missing/);
    expect(await readdir(dirname(out))).toEqual([]);
  });
});

/** `text` with `edit` put in at `at`. */
const edited = (text: string, edit: string, at = 1000) => `${text.slice(0, at)} ${edit} ${text.slice(at)}`;

/** Words from a seed, like a search index's content: ~`n` bytes that compress about as text does. */
function words(n: number, seed: number): string {
  const out: string[] = [];
  let x = seed;
  let length = 0;
  while (length < n) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const word = `w${(x >> 8) % 5000}`;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('patches', () => {
  // Like Pagefind's word index after an edit: every chunk changed a little, under a new content-hashed name.
  const chunks = (edit: string) =>
    Object.fromEntries(
      [0, 1, 2].map((i) => {
        const text = edited(words(40_000, i + 1), edit);
        return [`_static-export/search/pagefind/index/en_${sha(Buffer.from(text)).slice(0, 8)}.pf_index`, stableGzip(Buffer.from(text))];
      }),
    );
  const page = (edit: string) => `<html><body>${words(20_000, 9)} ${edit}</body></html>`;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    v1 = await bundle('p1', { 'index.html': page('first'), ...chunks('first') });
    v2 = await bundle('p2', { 'index.html': page('second'), ...chunks('second') });
  });

  it('rebuilds renamed gzip files and a changed page from the base, and apply gives the new bundle byte for byte', async () => {
    const delta = await buildDelta(v1, v2, join(dir, 'pd.tar.gz'));
    const gz = delta.record.patches.find((p) => p.gzip)!;
    expect(gz.targets.map((t) => t.file)).toEqual(Object.keys(chunks('second')).sort());
    expect(gz.sources).toEqual(Object.keys(chunks('first')).sort());
    const plain = delta.record.patches.find((p) => !p.gzip && p.targets.some((t) => t.file === 'index.html'))!;
    expect(plain.sources).toContain('index.html');
    // Neither is carried whole, and the delta is a small part of what they weigh.
    expect(delta.record.files.map((f) => f.file)).not.toContain('index.html');
    expect(delta.record.files.some((f) => f.file.endsWith('.pf_index'))).toBe(false);
    const gzBytes = Object.values(chunks('second')).reduce((n, b) => n + b.length, 0);
    expect(delta.bytes).toBeLessThan(gzBytes / 10);
    const applied = await applyDelta(v1, delta.file, join(dir, 'pn2.tar.gz'));
    expect(applied.sha256).toBe(sha(await readFile(v2)));
  });

  it('carries whole a gzip file that stableGzip() does not give back', async () => {
    const { gzipSync } = await import('node:zlib');
    const other = (edit: string) => gzipSync(Buffer.from(edited(words(40_000, 5), edit)), { level: 1 });
    const a = await bundle('g1', { 'sitemap.xml.gz': other('first') });
    const b = await bundle('g2', { 'sitemap.xml.gz': other('second') });
    expect(stableGzip(gunzip(other('second'))).equals(other('second'))).toBe(false);
    const delta = await buildDelta(a, b, join(dir, 'gd.tar.gz'));
    expect(delta.record.files.map((f) => f.file)).toContain('sitemap.xml.gz');
    expect(delta.record.patches.flatMap((p) => p.targets.map((t) => t.file))).not.toContain('sitemap.xml.gz');
    expect((await applyDelta(a, delta.file, join(dir, 'gn.tar.gz'))).sha256).toBe(sha(await readFile(b)));
  });

  /** The delta unpacked, changed by `alter`, packed again (its record as `alter` leaves it). */
  async function altered(name: string, alter: (tree: string) => Promise<void>): Promise<string> {
    const tree = join(dir, name);
    await unpackBundle(join(dir, 'pd.tar.gz'), tree);
    await alter(tree);
    const out = join(dir, `${name}.tar.gz`);
    await packBundle(tree, out);
    return out;
  }

  it('refuses a patch whose copy and insert ops were altered, with its sha256 in the record recomputed', async () => {
    const delta = await altered('bad-op', async (tree) => {
      const record = parseDelta(await readFile(join(tree, DELTA_PATH), 'utf8'));
      const gz = record.patches.find((p) => p.gzip)!;
      const path = join(tree, gz.patch.file);
      const patch = await readFile(path);
      // An inserted literal's last byte changed: the ops still parse, the output is another text.
      const at = patch.lastIndexOf(0x3a) + 1;
      patch[at] = patch[at] === 0x41 ? 0x42 : 0x41;
      await writeFile(path, patch);
      gz.patch.sha256 = sha(patch);
      await writeFile(join(tree, DELTA_PATH), serializeDelta(record));
    });
    const out = join(dir, 'refused-op', 'n.tar.gz');
    await mkdir(dirname(out), { recursive: true });
    await expect(applyDelta(v1, delta, out)).rejects.toThrow(
      /^the delta was altered: _static-export\/delta-patches\/\d+\.fossil (does not apply|does not reproduce|gives)/,
    );
    expect(await readdir(dirname(out))).toEqual([]);
  });

  it('refuses a patch that does not give the sha256 its record names', async () => {
    const delta = await altered('bad-target', async (tree) => {
      const record = parseDelta(await readFile(join(tree, DELTA_PATH), 'utf8'));
      const target = record.patches.find((p) => p.gzip)!.targets[1]!;
      target.sha256 = sha(Buffer.from('something else'));
      await writeFile(join(tree, DELTA_PATH), serializeDelta(record));
    });
    await expect(applyDelta(v1, delta, join(dir, 'bt.tar.gz'))).rejects.toThrow(
      /^the delta was altered: _static-export\/delta-patches\/\d+\.fossil does not reproduce _static-export\/search\/pagefind\/index\/en_\w+\.pf_index$/,
    );
  });

  it('refuses a patch made for other sources', async () => {
    const delta = await altered('bad-source', async (tree) => {
      const record = parseDelta(await readFile(join(tree, DELTA_PATH), 'utf8'));
      record.patches.find((p) => p.gzip)!.sources.reverse();
      await writeFile(join(tree, DELTA_PATH), serializeDelta(record));
    });
    await expect(applyDelta(v1, delta, join(dir, 'bs.tar.gz'))).rejects.toThrow(/^the delta was altered: _static-export\/delta-patches\/\d+\.fossil/);
  });
});

describe('applyFossilDelta', () => {
  it('gives what fossil-delta made the patch from, and refuses a wrong size, a cut patch and a changed byte', async () => {
    const { createDelta, applyDelta: libraryApply } = await import('fossil-delta');
    const source = Buffer.from(words(200_000, 3));
    const target = Buffer.from(edited(edited(words(200_000, 3), 'inserted words', 5000), 'more', 150_000).slice(100));
    const patch = Buffer.from(createDelta(source, target));
    expect(applyFossilDelta(source, patch, target.length).equals(target)).toBe(true);
    expect(Buffer.from(libraryApply(source, patch)).equals(target)).toBe(true);
    expect(fossilChecksum(target)).toBe(fossilChecksum(Buffer.concat([target.subarray(0, 7), target.subarray(7)])));
    expect(() => applyFossilDelta(source, patch, target.length + 1)).toThrow(/gives \d+ bytes, its targets are \d+/);
    expect(() => applyFossilDelta(source, patch.subarray(0, patch.length - 3), target.length)).toThrow();
    const changed = Buffer.from(patch);
    const at = changed.indexOf(Buffer.from('inserted'));
    changed[at] = 0x49; // 'i' → 'I' inside an inserted literal
    expect(() => applyFossilDelta(source, changed, target.length)).toThrow(/bad checksum/);
    // Odd lengths: the checksum's tail is left-aligned, as fossil-delta computes it.
    for (const n of [1, 2, 3, 5, 17]) {
      const t = target.subarray(0, n);
      expect(applyFossilDelta(source, Buffer.from(createDelta(source, t)), n).equals(t)).toBe(true);
    }
  });
});

describe('the delta record', () => {
  const base = { sha256: 'a'.repeat(64), bytes: 1 };
  it('reads a format 1 record (no patches) and refuses a patch outside the patch folder', () => {
    const v1 = JSON.stringify({
      format: 'static-export-delta/1',
      base,
      result: base,
      removed: [],
      files: [{ file: 'a.html', sha256: 'b'.repeat(64), bytes: 2 }],
    });
    expect(parseDelta(v1).patches).toEqual([]);
    const patch = { patch: { file: 'index.html', sha256: 'c'.repeat(64), bytes: 3 }, gzip: false, sources: ['a.html'], targets: [] };
    const v2 = JSON.stringify({ format: 'static-export-delta/2', base, result: base, removed: [], files: [], patches: [patch] });
    expect(() => parseDelta(v2)).toThrow(/patches\[0\]\.patch should be under _static-export\/delta-patches\//);
    const escaping = { ...patch, patch: { ...patch.patch, file: '_static-export/delta-patches/0.fossil' }, sources: ['../etc/passwd'] };
    expect(() => parseDelta(v2.replace(JSON.stringify(patch), JSON.stringify(escaping)))).toThrow(/sources\[0\] should be a relative path/);
  });
});
