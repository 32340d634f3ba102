// Where a scratch folder goes: a tmpfs with room to spare, else the system's temporary folder.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeScratchDir, type ScratchDir } from '../../src/core/scratch-dir.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function make(bytes: number, roots?: readonly string[]): Promise<ScratchDir> {
  const dir = await makeScratchDir('static-export-test-', bytes, roots);
  made.push(dir.path);
  expect((await stat(dir.path)).isDirectory()).toBe(true);
  return dir;
}

describe('makeScratchDir', () => {
  it('makes the folder in /dev/shm (a tmpfs on Linux) when it has twice the room asked for', async () => {
    const dir = await make(1 << 20);
    expect(dir).toMatchObject({ inMemory: true });
    expect(dir.path.startsWith('/dev/shm/static-export-test-')).toBe(true);
  });

  it('uses the temporary folder when no tmpfs has room, a root is missing, or a root is a disk folder', async () => {
    const disk = await mkdtemp(join(tmpdir(), 'static-export-disk-'));
    made.push(disk);
    for (const [bytes, roots] of [
      [Number.MAX_SAFE_INTEGER, undefined],
      [1, ['/no/such/folder']],
      [1, [disk]],
    ] as const) {
      const dir = await make(bytes, roots);
      expect(dir.inMemory).toBe(false);
      expect(dir.path.startsWith(join(tmpdir(), 'static-export-test-'))).toBe(true);
    }
  });
});
