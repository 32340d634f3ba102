// The delta builder and apply (src/delta) on small hand-made bundles: what a delta carries and lists as removed,
// identical bundles, a re-applied or mismatched base, and that nothing is left at --out when apply refuses.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { MANIFEST_FORMAT, type Manifest } from '../../src/core/types.ts';
import { applyDelta } from '../../src/delta/apply-delta.ts';
import { buildDelta } from '../../src/delta/build-delta.ts';

let dir: string;

/** Packs a bundle of `files` (path → text) with a manifest listing each as an asset. */
async function bundle(name: string, files: Record<string, string>): Promise<string> {
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
      bytes: Buffer.byteLength(text),
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
    expect(delta.record.files.map((f) => f.file).sort()).toEqual(['_static-export/manifest.json', 'docs/a.html', 'new/b.js']);
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
    expect(self.record.files).toEqual([]);
    expect(self.record.removed).toEqual([]);
    expect((await applyDelta(a, self.file, join(dir, 'self-out.tar.gz'))).sha256).toBe(self.record.result.sha256);
    const other = await buildDelta(a, b, join(dir, 'ab.tar.gz'));
    expect(other.record.files.map((f) => f.file)).toEqual(['_static-export/manifest.json']);
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
