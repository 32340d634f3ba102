import { readFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS, START_ENV } from '../../src/runtime/heap.ts';

const root = new URL('../../', import.meta.url);

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
});
