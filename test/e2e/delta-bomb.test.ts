// A patch output bomb: a delta of a few kilobytes whose one patch copies a base file over and over into a target
// it declares hundreds of megabytes long. `apply` with no trusted key must refuse it in one line with its memory
// bounded (the output is streamed to disk, never held), refuse at once a target declared past the unpacking
// limits, and leave nothing behind; `serve` refuses it the same way and keeps serving the live release.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { DELTA_PATH, PATCH_DIR, serializeDelta, type DeltaRecord } from '../../src/delta/delta-format.ts';
import { makeTinyBundle } from '../helpers/hosts/tiny-bundle.ts';
import { BIN } from '../helpers/run-cli.ts';

const MiB = 1024 * 1024;
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~';

/** An integer as Fossil writes it. */
function fossilInt(n: number): string {
  let out = '';
  do {
    out = DIGITS[n % 64] + out;
    n = Math.floor(n / 64);
  } while (n > 0);
  return out;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Runs the CLI and samples its peak RSS (VmHWM) until it exits. */
function runMeasured(args: string[], cwd: string): Promise<{ code: number; stderr: string; peakMiB: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let peakKiB = 0;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const sample = setInterval(() => {
      readFile(`/proc/${child.pid}/status`, 'utf8').then(
        (text) => {
          peakKiB = Math.max(peakKiB, Number(/VmHWM:\s+(\d+)/.exec(text)?.[1] ?? 0));
        },
        () => undefined,
      );
    }, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sample);
      resolve({ code: code ?? -1, stderr, peakMiB: peakKiB / 1024 });
    });
  });
}

describe('a patch output bomb', () => {
  let work: string;

  /** A delta for base.tar.gz whose patch rebuilds `target` bytes from copies of `big.bin` (1 MiB). */
  async function bomb(name: string, target: number): Promise<number> {
    const dir = join(work, `${name}-dir`);
    await mkdir(join(dir, PATCH_DIR), { recursive: true });
    let patch = `${fossilInt(target)}\n`;
    for (let left = target; left > 0; left -= MiB) patch += `${fossilInt(Math.min(MiB, left))}@0,`;
    patch += '0;'; // a wrong checksum: found only once the whole output was made
    const patchFile = `${PATCH_DIR}/0.fossil`;
    await writeFile(join(dir, patchFile), patch);
    const base = await readFile(join(work, 'base.tar.gz'));
    const record: DeltaRecord = {
      format: 'static-export-delta/2',
      base: { sha256: sha256(base), bytes: base.length },
      result: { sha256: '0'.repeat(64), bytes: 1 },
      removed: [],
      files: [],
      patches: [
        {
          patch: { file: patchFile, sha256: sha256(patch), bytes: patch.length },
          gzip: false,
          sources: ['big.bin'],
          targets: [{ file: 'out.bin', sha256: '0'.repeat(64), bytes: target, size: target }],
        },
      ],
    };
    await writeFile(join(dir, DELTA_PATH), serializeDelta(record));
    return (await packBundle(dir, join(work, name))).bytes;
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-delta-bomb-'));
    const { dir } = await makeTinyBundle({ dir: join(work, 'base') });
    await writeFile(join(dir, 'big.bin'), Buffer.alloc(MiB, 'static-export '));
    await packBundle(dir, join(work, 'base.tar.gz'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('apply (no key): 400 MB declared in a few KB, refused in one line with the peak RSS under 250 MB', async () => {
    const bytes = await bomb('bomb.tar.gz', 400 * MiB);
    const run = await runMeasured(['apply', 'base.tar.gz', 'bomb.tar.gz', '--out', 'new.tar.gz'], work);
    console.log(`patch bomb: a ${bytes}-byte delta declaring 400 MiB; apply's peak RSS ${run.peakMiB.toFixed(0)} MiB`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/apply failed: the delta was altered: _static-export\/delta-patches\/0\.fossil does not apply \(bad checksum\)/);
    expect(run.peakMiB).toBeLessThan(250);
    expect((await readdir(work)).filter((f) => f.startsWith('.') || f === 'new.tar.gz')).toEqual([]);
  });

  it('a target declared past the unpacking limit is refused before anything is written', async () => {
    await bomb('huge.tar.gz', 3 * 1024 * MiB);
    const run = await runMeasured(['apply', 'base.tar.gz', 'huge.tar.gz', '--out', 'new.tar.gz'], work);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /apply failed: the delta was refused: .*0\.fossil would rebuild out\.bin as 3221225472 bytes, over the per-file limit of 2147483648/,
    );
    expect(run.peakMiB).toBeLessThan(250);
  });
});
