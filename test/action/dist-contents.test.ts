// What goes into dist/, read from esbuild's metafile: one copy of undici (the Action's dependencies each pinned
// their own, three in all, 5.3 MB), and transform workers that carry the transforms and none of the network stack.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { distOptions } from '../../scripts/dist-options.ts';

it('bundles exactly one copy of undici, the project’s own', async () => {
  const out = await mkdtemp(join(tmpdir(), 'dist-meta-'));
  try {
    const result = await build({ ...distOptions(out), metafile: true, logLevel: 'silent' });
    const roots = new Set<string>();
    for (const file of Object.keys(result.metafile.inputs)) {
      const m = /^(.*node_modules\/undici)\//.exec(file);
      if (m) roots.add(m[1]!);
    }
    expect([...roots]).toEqual(['node_modules/undici']);
    const outputs = Object.fromEntries(Object.entries(result.metafile.outputs).map(([file, o]) => [relative(out, resolve(file)), o]));
    expect(Object.keys(outputs).sort()).toEqual(['archive-walk-worker.js', 'entry/worker.js', 'index.js', 'transform-worker.js']);
    const bytes = outputs['index.js']!.bytes;
    console.log(`dist/index.js: ${(bytes / 1e6).toFixed(2)} MB, dist/transform-worker.js: ${(outputs['transform-worker.js']!.bytes / 1e6).toFixed(2)} MB`);
    // 4.5 MB until signing and deltas (issue 26: OpenSSH signatures, delta build) added ~10 KB, and patched deltas
    // ~66 KB more (pako, the pinned gzip that apply reproduces Pagefind's index with: 55 KB; fossil-delta: 6 KB);
    // the file:// runtime and the app-base runtime's base settings (issue 24) ~30 KB: 4.620 MB; reading PREV in one
    // pass and copying its gzip members (issue 25, archive-file.ts, gzip-members.ts) ~22 KB: 4.642 MB; ES modules on
    // file:// (issue 24: Rollup 3, which writes their System.register forms, ~955 KB of pure JS, and SystemJS with its
    // hooks, ~15 KB) ~980 KB: 5.622 MB; PREV's tar read from its blocks, the layout of its entries and its pages read
    // into lent buffers (issue 25: simple-tar.ts, tar-layout.ts, previous-page-reader.ts) ~26 KB: 5.648 MB; PREV's
    // manifest read from the archive's end and the rest beside the crawl (issue 25: block-members.ts,
    // archive-tail.ts, the walk's thread started from archive-file.ts) ~18 KB: 5.666 MB; cheerio, Turndown and Rollup
    // loaded when first used, not at start (issue 29: 14 MB less RSS on the export's own thread), which esbuild bundles
    // as lazy initialisers, every top-level declaration of theirs rewritten (Rollup's ES build most) ~171 KB: 5.837 MB;
    // the framework profiles, one publish sequence, the trust chain (release sequence, allowed_signers, bounded
    // patches), the browser check's Action step (playwright-core stays outside) and the delta made from the export's
    // own knowledge ~84 KB: 5.921 MB.
    expect(bytes).toBeLessThan(6.0e6);
    const workerInputs = Object.keys(outputs['transform-worker.js']!.inputs);
    expect(workerInputs).toContain('src/export/transform-html.ts');
    // It also digests pages for the search stage: cheerio and Turndown (with its DOM) come along, not the rest.
    expect(workerInputs).toContain('src/search/page-digest.ts');
    expect(workerInputs.filter((f) => /node_modules\/(undici|@aws-sdk|tar)\//.test(f))).toEqual([]);
    expect(outputs['transform-worker.js']!.bytes).toBeLessThan(1.2e6);
    // The thread that reads PREV beside the crawl: the archive readers, not the network or the transforms.
    const walkInputs = Object.keys(outputs['archive-walk-worker.js']!.inputs);
    expect(walkInputs).toContain('src/bundle/archive-walk.ts');
    expect(walkInputs.filter((f) => /node_modules\/(undici|@aws-sdk|cheerio)\/|src\/export\//.test(f))).toEqual([]);
    expect(outputs['archive-walk-worker.js']!.bytes).toBeLessThan(0.3e6);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
