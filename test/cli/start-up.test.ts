// What answers without the engine: `--version`, `--help`, a command's `--help` and a mistyped command load only the
// command line's own modules, which is what keeps them near Node's own start-up time (bench/README.md measures it).
// Counting modules instead of timing keeps the test exact on a busy machine.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { BIN } from '../helpers/run-cli.ts';

const TRACE = fileURLToPath(new URL('../helpers/module-trace.mjs', import.meta.url));

describe('CLI start-up', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'se-start-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Runs the CLI and returns its exit code, its output and every module it loaded. */
  async function traced(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; modules: string[] }> {
    const file = join(dir, `trace-${Math.random().toString(36).slice(2)}.txt`);
    const run = spawnSync(process.execPath, ['--import', TRACE, BIN, ...args], { encoding: 'utf8', env: { ...process.env, MODULE_TRACE_FILE: file } });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr, modules: (await readFile(file, 'utf8')).split('\n') };
  }

  it('--version and -v print the package version and exit 0', async () => {
    for (const flag of ['--version', '-v']) {
      const run = await traced([flag]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`${pkg.version}\n`);
    }
  });

  for (const args of [['--help'], ['--version'], ['export', '--help'], ['verify', '--help'], ['serve', '--help'], ['exprot']]) {
    it(`${args.join(' ')} loads no library and none of the engine`, async () => {
      const run = await traced(args);
      expect(run.code, run.stderr).toBeLessThanOrEqual(2);
      const ours = run.modules.filter((u) => u.startsWith('file:'));
      expect(ours.filter((u) => u.includes('/node_modules/'))).toEqual([]);
      const engine = ours.filter((u) => /\/(src|lib\/src)\/(export|pipeline|bundle|search|serve|verify|sign|delta|store|net)\//.test(u));
      expect(engine).toEqual([]);
      // The command line's own modules and the heap settings: a handful, not the hundreds an export loads.
      expect(ours.length, ours.join('\n')).toBeLessThan(15);
    });
  }
});
