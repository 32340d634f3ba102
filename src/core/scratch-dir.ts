// A scratch folder for many small files that live only until they are read back: in memory (tmpfs) when the
// machine has one with room to spare, on the disk otherwise.
//
// Why: every new file on a disk file system costs kernel time, and an export pays it on the same cores the
// crawl, the origin and the packer use. Pagefind writes its index as about a file a page: on a disk file system
// that write took several times the system CPU it takes in memory, and the whole export was measurably slower.
// Alone on an idle machine the two were equally fast: the cost shows only when the cores are shared.
import { mkdtemp, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** statfs() type of a tmpfs (Linux's TMPFS_MAGIC): a folder there is memory, not disk. */
const TMPFS = 0x01021994;

/** Where a Linux system keeps a tmpfs every user may write to; elsewhere the path is missing and the disk is used. */
export const MEMORY_ROOTS: readonly string[] = ['/dev/shm'];

export interface ScratchDir {
  path: string;
  /** True when `path` is on a tmpfs. */
  inMemory: boolean;
}

/**
 * A new empty folder named `prefix` + random characters, for about `bytes` of files: in the first of `roots` that
 * is a tmpfs with twice that free, else in the system's temporary folder. The margin matters: a container's
 * /dev/shm is often 64 MB and shared, and Pagefind's indexer panics on a failed write (its Node client then never
 * answers), so running out of room must not be left to chance.
 */
export async function makeScratchDir(prefix: string, bytes: number, roots: readonly string[] = MEMORY_ROOTS): Promise<ScratchDir> {
  for (const root of roots) {
    try {
      const fs = await statfs(root);
      if (fs.type !== TMPFS || fs.bavail * fs.bsize < 2 * bytes) continue;
      return { path: await mkdtemp(join(root, prefix)), inMemory: true };
    } catch {
      // Missing, or not ours to write: the next root, then the disk.
    }
  }
  return diskScratchDir(prefix);
}

/** A new empty folder in the system's temporary folder (on the disk, or wherever TMPDIR points). */
export async function diskScratchDir(prefix: string): Promise<ScratchDir> {
  return { path: await mkdtemp(join(tmpdir(), prefix)), inMemory: false };
}
