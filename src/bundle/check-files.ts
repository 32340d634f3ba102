// A bundle's files against its manifest: each listed file is there, with its recorded size and sha256. One check
// for `verify` (which also reads the text files it then scans) and for `serve` (which refuses a release that
// fails), so the two can never disagree about what "matches its manifest" means.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileRecord, Manifest } from '../core/types.ts';

/** Every file the manifest lists with a size and hash (pages, their RSC payloads, assets), each once. */
export function listedFiles(manifest: Manifest): FileRecord[] {
  const out = new Map<string, FileRecord>();
  for (const page of manifest.pages) {
    out.set(page.file, page);
    for (const rsc of page.rsc) out.set(rsc.file, rsc);
  }
  for (const asset of manifest.assets) out.set(asset.file, asset);
  for (const generated of manifest.generated ?? []) out.set(generated.file, generated);
  return [...out.values()];
}

export interface FileCheck {
  /** Why the file does not match its record (`missing`, `not a file`, a size or a sha256); absent when it does. */
  problem?: string;
  /** The file's bytes, when asked for (`keep`) and the file was read. */
  data?: Buffer;
}

/** Checks one file; with `keep`, reads it whole and hands the bytes back (for a caller that scans it next). */
export async function checkFile(dir: string, record: FileRecord, keep = false): Promise<FileCheck> {
  const path = join(dir, ...record.file.split('/'));
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) return { problem: 'not a file' };
    size = st.size;
  } catch {
    return { problem: 'missing' };
  }
  if (size !== record.bytes) return { problem: `${size} bytes, the manifest says ${record.bytes}` };
  let sha256: string;
  let data: Buffer | undefined;
  if (keep) {
    data = await readFile(path);
    sha256 = createHash('sha256').update(data).digest('hex');
  } else {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    sha256 = hash.digest('hex');
  }
  if (sha256 !== record.sha256) return { problem: `sha256 ${sha256}, the manifest says ${record.sha256}`, ...(data ? { data } : {}) };
  return data ? { data } : {};
}

/** Runs `fn` over `items`, at most `limit` at a time (bounds the files open at once). */
export async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !stop()) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
