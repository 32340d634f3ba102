// `verify <bundle> --since <base>` (verify-since.ts): every hash checked, references read again only where they can
// have changed. On the bench's Next-shaped site: a publish with a few pages edited gives the report a full verify
// gives while reading few files again; unchanged pages that name a file the new bundle dropped are still caught,
// and so is a file whose bytes do not match the manifest.
import { readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../bench/site.ts';
import { readManifest, writeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { verifyBundle } from '../../src/verify/verify.ts';
import { verifySince } from '../../src/verify/verify-since.ts';

const PAGES = 50;
let dir: string;
let port = 0;
let v1: string;
let v2: string;

async function exportVersion(name: string, editRound: number, since?: string): Promise<string> {
  const site = await startSiteServer({ pages: PAGES, seed: 1, latencyMs: 0, port, editRound, build: 0 });
  port = Number(new URL(site.url).port);
  try {
    const out = join(dir, `${name}.tar.gz`);
    await exportBundle({ url: site.url, version: name, concurrency: 8, maxPages: PAGES + 10, transformThreads: 0, ...(since ? { since } : {}) }, { out });
    return out;
  } finally {
    await new Promise<void>((done) => site.server.close(() => done()));
    site.server.closeAllConnections();
  }
}

/** v2 unpacked, changed by `edit`, packed again as `name`. */
async function altered(name: string, edit: (tree: string) => Promise<void>): Promise<string> {
  const tree = join(dir, name);
  await unpackBundle(v2, tree);
  await edit(tree);
  const out = join(dir, `${name}.tar.gz`);
  await packBundle(tree, out);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-verify-since-'));
  v1 = await exportVersion('v1', 0);
  v2 = await exportVersion('v2', 3, v1);
}, 300_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('verify --since', () => {
  it('gives the report of a full verify, reading the references of the changed files only', async () => {
    const full = await verifyBundle(v2);
    const since = await verifySince(v2, v1);
    expect(full.ok).toBe(true);
    expect(since.ok).toBe(true);
    expect(since.filesChecked).toBe(full.filesChecked);
    expect(since.scanned!.files).toBeGreaterThan(0);
    expect(since.scanned!.unchanged).toBeGreaterThan(since.scanned!.files);
    expect(since.referencesChecked).toBeLessThan(full.referencesChecked);
  });

  it('catches unchanged pages naming a file the bundle dropped, and a bad hash', async () => {
    // A stylesheet every page names, dropped with its record: the pages themselves are unchanged.
    const dropped = await altered('dropped', async (tree) => {
      const m = await readManifest(tree);
      const css = m.assets.find((a) => a.file.endsWith('.css'))!;
      m.assets = m.assets.filter((a) => a !== css);
      await rm(join(tree, css.file));
      await writeManifest(tree, m);
    });
    const report = await verifySince(dropped, v1);
    expect(report.ok).toBe(false);
    expect(report.scanned!.files).toBeGreaterThan(0);
    expect(report.broken.length).toBeGreaterThan(0);

    // A file's bytes changed and its record left as it was.
    const tampered = await altered('tampered', async (tree) => {
      const m = await readManifest(tree);
      const page = m.pages.find((p) => p.url !== '/')!;
      const file = join(tree, page.file);
      await writeFile(file, `${await readFile(file, 'utf8')} `);
    });
    const bad = await verifySince(tampered, v1);
    expect(bad.ok).toBe(false);
    expect(bad.hashMismatches.length).toBe(1);
  });
});
