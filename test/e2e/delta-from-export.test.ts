// `export --since PREV --delta-out` makes its delta from what the export already holds (delta/delta-from-export.ts):
// PREV as it read it and the files it wrote, not the two archives read again. The delta must be the very bytes the
// two-archive comparison (buildDelta) gives, and apply must give the new bundle byte for byte: on a Next-shaped site
// (the bench's generator, small) with nothing changed, with a few pages edited, and after a rebuild that renames
// every chunk.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../bench/site.ts';
import { applyDelta } from '../../src/delta/apply-delta.ts';
import { buildDelta, type BuiltDelta } from '../../src/delta/build-delta.ts';
import { deltaFromExport } from '../../src/delta/delta-from-export.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';

const PAGES = 60;
let dir: string;
let port = 0;
const sha = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** Exports the site as it is in `editRound`/`build`, with --since `since` and a delta from it made by the export. */
async function exportVersion(
  name: string,
  editRound: number,
  build: number,
  since?: string,
): Promise<{ archive: string; delta?: BuiltDelta; fromExport?: boolean }> {
  const site = await startSiteServer({ pages: PAGES, seed: 1, latencyMs: 0, port, editRound, build });
  port = Number(new URL(site.url).port);
  let delta: BuiltDelta | undefined;
  let fromExport = false;
  try {
    const out = join(dir, `${name}.tar.gz`);
    await exportBundle(
      { url: site.url, version: 'same', concurrency: 8, maxPages: PAGES + 10, transformThreads: 0, ...(since ? { since } : {}) },
      {
        out,
        ...(since
          ? {
              afterPack: async (packed) => {
                fromExport = packed.previous?.files !== undefined;
                delta = await deltaFromExport(since, packed, join(dir, `${name}.delta.tar.gz`));
              },
            }
          : {}),
      },
    );
    return { archive: out, ...(delta ? { delta } : {}), fromExport };
  } finally {
    await new Promise<void>((done) => site.server.close(() => done()));
    site.server.closeAllConnections();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-delta-export-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the delta made by a --since export', () => {
  let v1: string;
  beforeAll(async () => {
    v1 = (await exportVersion('v1', 0, 0)).archive;
  }, 300_000);

  it.each([
    ['nothing changed', 0, 0],
    ['a few pages edited, no rebuild', 1, 0],
    ['edited and rebuilt: every chunk renamed', 2, 1],
  ])(
    '%s: the bytes buildDelta gives, and apply gives the new bundle',
    async (name, editRound, build) => {
      const made = await exportVersion(name.replace(/\W+/g, '-'), editRound, build, v1);
      expect(made.fromExport).toBe(true);
      const reference = await buildDelta(v1, made.archive, join(dir, `${editRound}-${build}.reference.tar.gz`));
      expect(made.delta!.sha256).toBe(reference.sha256);
      expect(made.delta!.bytes).toBe(reference.bytes);
      const applied = await applyDelta(v1, made.delta!.file, join(dir, `${editRound}-${build}.applied.tar.gz`));
      expect(applied.sha256).toBe(await sha(made.archive));
    },
    300_000,
  );
});
