import { readFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { growingPercent, NODE_FLAGS, START_ENV } from '../../src/runtime/heap.ts';

const root = new URL('../../', import.meta.url);
const MB = 2 ** 20;

describe('heap settings of the entry points', () => {
  it('every entry point we start from a command line carries START_ENV and NODE_FLAGS', async () => {
    const env = Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`);
    expect(env).toEqual(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=65536']);
    for (const file of ['bin/static-export.js', 'bin/static-export-server.js']) {
      const bin = await readFile(new URL(file, root), 'utf8');
      expect(bin.split('\n')[0], file).toBe(`#!/usr/bin/env -S ${env.join(' ')} node ${NODE_FLAGS.join(' ')}`);
    }
    expect(await readFile(new URL('bin/static-export.js', root), 'utf8')).toContain('tuneHeapForExport();');
    const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`${env.join(' ')} node ${NODE_FLAGS.join(' ')} server/api/main.ts`);
  });

  it('the bin runs through its first line (env -S with flags), as npx and an installed bin run it', async () => {
    // As npx and an installed bin run it: through the kernel's `#!`, with Node 24 first on PATH.
    const nodeDir = new URL('node_modules/.bin/', root).pathname;
    const { stdout } = await promisify(execFile)(new URL('bin/static-export.js', root).pathname, ['--help'], {
      env: { ...process.env, PATH: `${nodeDir}:${process.env.PATH}` },
    });
    expect(stdout).toContain('Usage: static-export');
  });

  it('old-generation growth leaves 20 MB of room after a full collection (more than the 16 MB new space), within 20–100 %', () => {
    expect(NODE_FLAGS).toContain('--max-semi-space-size=8');
    expect(growingPercent(27 * MB)).toBe(75);
    expect(growingPercent(88 * MB)).toBe(23);
    expect(growingPercent(5 * MB)).toBe(100);
    expect(growingPercent(400 * MB)).toBe(20);
    for (const live of [20, 25, 40, 60, 99]) expect((growingPercent(live * MB) / 100) * live).toBeGreaterThan(16);
  });

  it('an export process sets that growth after each full collection, from the heap it found live', async () => {
    // A child of its own: V8's flags are the process's, and a forced gc() needs --expose-gc.
    const script = `
      import { currentGrowingPercent, tuneHeapForExport } from ${JSON.stringify(new URL('src/runtime/heap.ts', root).href)};
      tuneHeapForExport();
      const settle = () => new Promise((r) => setTimeout(r, 50));
      const seen = [currentGrowingPercent()];
      let live = Array.from({ length: 800 }, () => Array.from({ length: 10000 }, (_, i) => i + 0.5));
      gc(); await settle(); seen.push(currentGrowingPercent());
      live = [];
      gc(); await settle(); seen.push(currentGrowingPercent(), live.length);
      console.log(JSON.stringify(seen));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--input-type=module', '-e', script]);
    const [initial, withLive, afterFree] = JSON.parse(stdout) as number[];
    expect(initial).toBe(20);
    // ~64 MB of doubles live: 20 MB is about 30 % of it.
    expect(withLive).toBeGreaterThanOrEqual(22);
    expect(withLive).toBeLessThanOrEqual(35);
    expect(afterFree).toBe(100);
  });
});
