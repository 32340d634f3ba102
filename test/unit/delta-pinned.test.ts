// The delta's bytes are a format other machines rebuild from: making it faster must not change them. Three versions
// of a small bundle (1 % of pages edited with a file added and one removed; then a rebuild that renames every chunk
// and its search index; and a version that changes nothing but its label) give deltas whose sha256 and size are
// pinned here as the two-archive comparison made them, and `apply` gives each new bundle byte for byte.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { type Manifest, PREVIOUS_MANIFEST_FORMAT } from '../../src/core/types.ts';
import { stableGzip } from '../../src/core/stable-gzip.ts';
import { applyDelta } from '../../src/delta/apply-delta.ts';
import { buildDelta } from '../../src/delta/build-delta.ts';

let dir: string;
const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Words from a seed: text that compresses about as a page does. */
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

/** A site of 100 pages (HTML and payload each), chunks named by build, and a search index in three gzip chunks. */
function site(edited: number, build: number): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < 100; i++) {
    if (edited > 0 && i === 7) continue; // removed after v1
    const edit = i < edited ? ` edit ${edited}` : '';
    files[`docs/p${i}/index.html`] = `<html><body><script src="/_next/static/chunks/main-${build}.js"></script>${words(3000, i)}${edit}</body></html>`;
    files[`docs/p${i}/index.txt`] = `0:${words(1500, 1000 + i)}${edit}`;
  }
  if (edited > 0) files['docs/new/index.html'] = `<html><body>${words(3000, 555)}</body></html>`;
  for (let c = 0; c < 5; c++) files[`_next/static/chunks/c${c}-${build}.js`] = `/*${build}*/${words(4000, 2000 + c)}`;
  for (let c = 0; c < 3; c++) {
    const text = `${words(20_000, 3000 + c)} ${edited}`;
    files[`_static-export/search/pagefind/index/en_${sha(text).slice(0, 8)}.pf_index`] = stableGzip(Buffer.from(text));
  }
  return files;
}

async function bundle(name: string, files: Record<string, string | Buffer>): Promise<string> {
  const root = join(dir, name);
  const manifest: Manifest = {
    // The format the bytes were pinned with (still read): a newer format's name would change the input, not the delta code.
    format: PREVIOUS_MANIFEST_FORMAT,
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
  for (const [file, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), body);
    manifest.assets.push({ url: `/${file}`, file, bytes: Buffer.from(body).length, sha256: sha(body), contentType: 'text/plain' });
  }
  await writeManifest(root, manifest);
  const out = join(dir, `${name}.tar.gz`);
  await packBundle(root, out);
  return out;
}

const bundles: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-delta-pinned-'));
  bundles.v1 = await bundle('v1', site(0, 1));
  bundles.v1b = await bundle('v1b', site(0, 1));
  bundles.v2 = await bundle('v2', site(1, 1));
  bundles.v3 = await bundle('v3', site(2, 2));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('delta bytes', () => {
  it.each([
    ['v1', 'v1b', 'nothing changed but the label', '0820cff7e699958f83879facd0c65c9f82dc2c66864f4c6ed8ceff1195517020', 558],
    ['v1', 'v2', '1 % edited, a page added and one removed', 'd1c975e00d81a74782937212aa65feb9c3370331880be81183544da8e8a4070d', 2902],
    ['v2', 'v3', 'edited again and rebuilt: every chunk renamed', '76750345c43af440b45db838c5e871b94f7dbdb93aef5212f6b644da0dd2286b', 9548],
  ])('%s → %s (%s): the pinned bytes, and apply gives the new bundle byte for byte', async (from, to, _what, pinned, size) => {
    const delta = await buildDelta(bundles[from]!, bundles[to]!, join(dir, `d-${from}-${to}.tar.gz`));
    expect([delta.sha256, delta.bytes]).toEqual([pinned, size]);
    const applied = await applyDelta(bundles[from]!, delta.file, join(dir, `n-${from}-${to}.tar.gz`));
    expect(applied.sha256).toBe(sha(await readFile(bundles[to]!)));
  });
});
