// One server per data directory: two processes would both recover and run the same jobs. The lock file holds the
// owner's PID; a lock whose process is gone (a crash, kill -9) is taken over.
import { readFileSync, rmSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { StaticExportError } from '../../src/core/errors.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dataDir>/server.pid`; resolves with a function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      // However the process ends (short of SIGKILL, which the staleness check covers), the lock goes with it.
      const releaseSync = () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
      process.once('exit', releaseSync);
      return async () => {
        process.off('exit', releaseSync);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new StaticExportError(
          'INVALID_OPTION',
          `another server (pid ${owner}) uses the data directory ${dataDir}; stop it or set STATIC_EXPORT_DATA_DIR`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new StaticExportError('INTERNAL', `could not lock the data directory ${dataDir}`);
}
