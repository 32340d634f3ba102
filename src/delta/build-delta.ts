// (PREV bundle, NEW bundle) → delta bundle. Pure in the sense that matters: the same two archives (and key) give
// the same delta bytes. Files are compared by content (size, then sha256), never by name or time, so a page
// re-rendered to the same bytes costs nothing and a renamed chunk is one file removed and one added. Changed files
// that are mostly bytes the base has (Pagefind's word index, the manifest) go as patches (patch-groups.ts).
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { listBundleFiles, packBundle } from '../bundle/pack.ts';
import { unpackBundle, type UnpackLimits } from '../bundle/unpack.ts';
import { StaticExportError } from '../core/errors.ts';
import type { SshPrivateKey } from '../sign/ssh-keys.ts';
import { signMessage } from '../sign/sshsig.ts';
import { DELTA_FORMAT, DELTA_PATH, DELTA_SIGNATURE_PATH, serializeDelta, type DeltaFile, type DeltaRecord } from './delta-format.ts';
import { hashFile } from './hash-file.ts';
import { buildPatches } from './patch-groups.ts';

export interface BuildDeltaOptions {
  /** Signs `_static-export/delta.json` (the new manifest keeps the signature the new bundle has). */
  signingKey?: SshPrivateKey;
  unpackLimits?: UnpackLimits;
}

export interface BuiltDelta {
  file: string;
  sha256: string;
  bytes: number;
  record: DeltaRecord;
  /** Bytes of the files carried whole and of the patches (uncompressed). */
  carriedBytes: number;
}

/** Writes the delta from `prev` to `next` (both `.tar.gz` bundles) to `out`: absent or complete, never half. */
export async function buildDelta(prev: string, next: string, out: string, options: BuildDeltaOptions = {}): Promise<BuiltDelta> {
  const target = resolve(out);
  const tmp = await mkdtemp(join(dirname(target), '.static-export-delta-'));
  try {
    const [baseId, resultId] = await Promise.all([hashFile(prev), hashFile(next)]);
    const baseDir = join(tmp, 'base');
    const newDir = join(tmp, 'new');
    const deltaDir = join(tmp, 'delta');
    await unpackBundle(prev, baseDir, options.unpackLimits);
    await unpackBundle(next, newDir, options.unpackLimits);
    const baseFiles = await listBundleFiles(baseDir);
    const newFiles = await listBundleFiles(newDir);
    if (newFiles.includes(DELTA_PATH)) throw new StaticExportError('BAD_DELTA', `${next} is a delta, not a bundle`);
    const baseSet = new Set(baseFiles);
    const changed: DeltaFile[] = [];
    for (const file of newFiles) {
      const now = await hashFile(join(newDir, file));
      if (baseSet.has(file)) {
        const before = await hashFile(join(baseDir, file));
        if (before.sha256 === now.sha256 && before.bytes === now.bytes) continue;
      }
      changed.push({ file, ...now });
    }
    const newSet = new Set(newFiles);
    const removed = baseFiles.filter((f) => !newSet.has(f));
    const { patches, patched } = await buildPatches({ baseDir, newDir, baseFiles: baseSet, changed: changed.map((f) => f.file), removed, deltaDir });
    const files = changed.filter((f) => !patched.has(f.file));
    let carriedBytes = patches.reduce((n, p) => n + p.patch.bytes, 0);
    for (const f of files) {
      await mkdir(dirname(join(deltaDir, f.file)), { recursive: true });
      await copyFile(join(newDir, f.file), join(deltaDir, f.file));
      carriedBytes += f.bytes;
    }
    const record: DeltaRecord = { format: DELTA_FORMAT, base: baseId, result: resultId, removed, files, patches };
    const text = serializeDelta(record);
    await mkdir(join(deltaDir, dirname(DELTA_PATH)), { recursive: true });
    await writeFile(join(deltaDir, DELTA_PATH), text);
    if (options.signingKey) await writeFile(join(deltaDir, DELTA_SIGNATURE_PATH), signMessage(text, options.signingKey));
    const packed = await packBundle(deltaDir, target);
    return { file: target, sha256: packed.sha256, bytes: packed.bytes, record, carriedBytes };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
