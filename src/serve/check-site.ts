// Before a release is served: every file the manifest lists is there with its size and sha256, and the files a
// host answers with (404 page, redirect pages) exist. A bundle that fails is never swapped in.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StaticExportError } from '../core/errors.ts';
import type { FileRecord, Manifest } from '../core/types.ts';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

function listed(manifest: Manifest): FileRecord[] {
  const out = new Map<string, FileRecord>();
  for (const page of manifest.pages) {
    out.set(page.file, page);
    for (const rsc of page.rsc) out.set(rsc.file, rsc);
  }
  for (const asset of manifest.assets) out.set(asset.file, asset);
  return [...out.values()];
}

async function problemWith(dir: string, record: FileRecord): Promise<string | undefined> {
  const path = join(dir, ...record.file.split('/'));
  try {
    const st = await stat(path);
    if (!st.isFile()) return `${record.file}: not a file`;
    if (st.size !== record.bytes) return `${record.file}: ${st.size} bytes, the manifest says ${record.bytes}`;
    if ((await sha256Of(path)) !== record.sha256) return `${record.file}: sha256 differs from the manifest`;
    return undefined;
  } catch {
    return `${record.file}: missing`;
  }
}

async function exists(dir: string, file: string): Promise<boolean> {
  try {
    return (await stat(join(dir, ...file.split('/')))).isFile();
  } catch {
    return false;
  }
}

/** Throws `BAD_MANIFEST` naming up to five problems. `concurrency` bounds open files. */
export async function checkSite(dir: string, manifest: Manifest, concurrency = 8): Promise<{ files: number }> {
  const records = listed(manifest);
  const problems: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < records.length && problems.length < 5) {
      const problem = await problemWith(dir, records[next++]!);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, records.length) }, worker));
  for (const file of [manifest.notFound, ...manifest.redirects.map((r) => r.file)]) {
    if (file && !(await exists(dir, file))) problems.push(`${file}: missing`);
  }
  if (problems.length > 0) {
    throw new StaticExportError('BAD_MANIFEST', `the bundle does not match its manifest: ${problems.slice(0, 5).join('; ')}`);
  }
  return { files: records.length };
}
