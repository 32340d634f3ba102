// What `serve` remembers across restarts about the releases it has served: the sequence of the newest signed one
// (`<dataDir>/trusted-sequence`), so that an older validly signed bundle offered later, by a reload, a restart or a
// delta, is refused as a rollback (sign/release-sequence.ts). Written by rename, so a crash leaves the old value or
// the new one. A deliberate rollback (the operator's override) sets it to the release then served.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'trusted-sequence';

export async function readServedSequence(dataDir: string): Promise<number> {
  const text = await readFile(join(dataDir, FILE), 'utf8').catch(() => '0');
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

export async function recordServedSequence(dataDir: string, sequence: number): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const tmp = join(dataDir, `.${FILE}-${randomBytes(4).toString('hex')}`);
  await writeFile(tmp, `${sequence}\n`);
  await rename(tmp, join(dataDir, FILE));
}
