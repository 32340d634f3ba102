// What goes into dist/index.js, read from esbuild's metafile: one copy of undici (the Action's dependencies each
// pinned their own, three in all, 5.3 MB).
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
    console.log(`dist/index.js: ${(bytes / 1e6).toFixed(2)} MB`);
    expect(bytes).toBeLessThan(4.5e6);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
