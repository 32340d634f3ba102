// A file's sha256 and size, streamed: bundles are compared and identified by their bytes.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ArchiveId } from './delta-format.ts';

export async function hashFile(path: string): Promise<ArchiveId> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
