// Before a release is served: every file the manifest lists is there with its size and sha256, and the files a
// host answers with (404 page, redirect pages) exist. A bundle that fails is never swapped in.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFile, eachLimit, listedFiles } from '../bundle/check-files.ts';
import { StaticExportError } from '../core/errors.ts';
import type { Manifest } from '../core/types.ts';

async function exists(dir: string, file: string): Promise<boolean> {
  try {
    return (await stat(join(dir, ...file.split('/')))).isFile();
  } catch {
    return false;
  }
}

/** Throws `BAD_MANIFEST` naming up to five problems. `concurrency` bounds open files. */
export async function checkSite(dir: string, manifest: Manifest, concurrency = 8): Promise<{ files: number }> {
  const records = listedFiles(manifest);
  const problems: string[] = [];
  await eachLimit(
    records,
    concurrency,
    async (record) => {
      const { problem } = await checkFile(dir, record);
      if (problem) problems.push(`${record.file}: ${problem}`);
    },
    () => problems.length >= 5,
  );
  for (const file of [manifest.notFound, ...manifest.redirects.map((r) => r.file)]) {
    if (file && !(await exists(dir, file))) problems.push(`${file}: missing`);
  }
  if (problems.length > 0) {
    throw new StaticExportError('BAD_MANIFEST', `the bundle does not match its manifest: ${problems.slice(0, 5).join('; ')}`);
  }
  return { files: records.length };
}
