// The misbehaving site through the real CLI with --max-pages 20: what the terminal shows of its warnings is a
// short list grouped by code, every code with the count the manifest has, and the timeout and the broken link
// (with the page that links to it) visible however many "not exported" warnings the trap makes.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/core/types.ts';
import { startHostileSite, type HostileSite } from '../helpers/hostile-site.ts';
import { type CliRun, runCli } from '../helpers/run-cli.ts';

describe('warnings of a misbehaving site on the terminal', () => {
  let site: HostileSite;
  let dir: string;
  let run: CliRun;
  let manifest: Manifest;

  beforeAll(async () => {
    site = await startHostileSite({ bigBytes: 300_000, slowMs: 3_000 });
    dir = await mkdtemp(join(tmpdir(), 'se-warnings-'));
    run = await runCli(['export', site.origin, '--out', 'site.tar.gz', '--max-pages', '20', '--timeout', '1', '--retries', '0', '--max-file-size', '100000'], {
      cwd: dir,
    });
    manifest = JSON.parse(execFileSync('tar', ['-xzOf', join(dir, 'site.tar.gz'), '_static-export/manifest.json'], { encoding: 'utf8' }));
  });
  afterAll(async () => {
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fits the whole run in 40 lines', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.trimEnd().split('\n').length, run.stderr).toBeLessThanOrEqual(40);
  });

  it('names every code with the count the manifest has', () => {
    const counts = new Map<string, number>();
    for (const w of manifest.warnings) counts.set(w.code, (counts.get(w.code) ?? 0) + 1);
    expect([...counts.keys()]).toEqual(expect.arrayContaining(['timeout', 'broken-link', 'max-pages', 'too-large']));
    expect(run.stderr).toContain(`${manifest.warnings.length} warnings of ${counts.size} kinds`);
    for (const [code, count] of counts) expect(run.stderr).toContain(`  ${code} (${count})`);
  });

  it('shows the timeout and the broken link with the page that names it', () => {
    expect(run.stderr).toMatch(/^ {4}\/slow\b.*\(linked from \/\)$/m);
    expect(run.stderr).toMatch(/^ {4}\/missing\b.*\(linked from \/\)$/m);
  });
});
