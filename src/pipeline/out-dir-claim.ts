// An export's `outDir` is the user's folder: empty or absent before the export, and so again if the export fails or
// is interrupted. What the folder held before is noted first, so a failure removes only what the export wrote, and
// a folder that was not empty (refused by the export itself) is never touched.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutDirClaim {
  /** Removes what the export wrote: the folder itself when the export made it, else its contents. */
  release(): Promise<void>;
}

export async function claimOutDir(dir: string): Promise<OutDirClaim> {
  let entries: string[] | undefined;
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (entries && entries.length > 0) return { release: async () => {} };
  const existed = entries !== undefined;
  return {
    async release() {
      if (!existed) return rm(dir, { recursive: true, force: true });
      const written = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(written.map((name) => rm(join(dir, name), { recursive: true, force: true })));
    },
  };
}
