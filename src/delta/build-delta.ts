// (PREV bundle, NEW bundle) → delta bundle. Pure in the sense that matters: the same two archives (and key) give
// the same delta bytes. Files are compared by content (size, then sha256), never by name or time, so a page
// re-rendered to the same bytes costs nothing and a renamed chunk is one file removed and one added. Changed files
// that are mostly bytes the base has (Pagefind's word index, the manifest) go as patches (patch-groups.ts).
// Each archive is read once into one scratch file, its files hashed on the way (bundle/archive-file.ts), not
// unpacked file by file and read back for their hashes: at 2,000 pages that was ~12,000 new files a side.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ArchiveFile } from '../bundle/archive-file.ts';
import { inArchiveOrder, packBundle } from '../bundle/pack.ts';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { StaticExportError } from '../core/errors.ts';
import type { SshPrivateKey } from '../sign/ssh-keys.ts';
import { signMessage } from '../sign/sshsig.ts';
import { type ArchiveId, DELTA_FORMAT, DELTA_PATH, DELTA_SIGNATURE_PATH, serializeDelta, type DeltaFile, type DeltaRecord } from './delta-format.ts';
import { hashFile } from './hash-file.ts';
import { buildPatches, type ReadBundleFile } from './patch-groups.ts';

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

/** Both archives read at once (each into one scratch file); both closed again if either fails. */
async function readBoth(prev: string, next: string, tmp: string, limits?: UnpackLimits): Promise<[ArchiveFile, ArchiveFile]> {
  const read = await Promise.allSettled([ArchiveFile.read(prev, join(tmp, 'base.tar'), limits), ArchiveFile.read(next, join(tmp, 'new.tar'), limits)]);
  const [base, now] = read;
  if (base.status === 'fulfilled' && now.status === 'fulfilled') return [base.value, now.value];
  for (const r of read) if (r.status === 'fulfilled') await r.value.close().catch(() => undefined);
  throw read.find((r) => r.status === 'rejected')!.reason;
}

/** One side of a delta: every file of a bundle with its size and sha256, and its bytes when asked for. */
export interface DeltaSide {
  files: ReadonlyMap<string, { length: number; sha256: string }>;
  read: ReadBundleFile;
}

/** Writes the delta from `prev` to `next` (both `.tar.gz` bundles) to `out`: absent or complete, never half. */
export async function buildDelta(prev: string, next: string, out: string, options: BuildDeltaOptions = {}): Promise<BuiltDelta> {
  const target = resolve(out);
  const tmp = await mkdtemp(join(dirname(target), '.static-export-delta-'));
  let opened: [ArchiveFile, ArchiveFile] | undefined;
  try {
    const [baseId, resultId] = await Promise.all([hashFile(prev), hashFile(next)]);
    opened = await readBoth(prev, next, tmp, options.unpackLimits);
    const [base, now] = opened;
    if (now.files.has(DELTA_PATH)) throw new StaticExportError('BAD_DELTA', `${next} is a delta, not a bundle`);
    const side = (a: ArchiveFile): DeltaSide => ({ files: a.files, read: (f) => a.read(f) });
    return await writeDelta(side(base), side(now), { base: baseId, result: resultId }, target, join(tmp, 'delta'), options);
  } finally {
    if (opened) for (const a of opened) await a.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * The delta from `base` to `now` (the bundles `ids` names) packed to `target`, its files gathered in `deltaDir` (an
 * absent folder the caller removes). Files are compared by size and sha256 only: how each side knows them is its own.
 */
export async function writeDelta(
  base: DeltaSide,
  now: DeltaSide,
  ids: { base: ArchiveId; result: ArchiveId },
  target: string,
  deltaDir: string,
  options: BuildDeltaOptions,
): Promise<BuiltDelta> {
  const baseFiles = inArchiveOrder(base.files.keys());
  const newFiles = inArchiveOrder(now.files.keys());
  const changed: DeltaFile[] = [];
  for (const file of newFiles) {
    const after = now.files.get(file)!;
    const before = base.files.get(file);
    if (before && before.sha256 === after.sha256 && before.length === after.length) continue;
    changed.push({ file, sha256: after.sha256, bytes: after.length });
  }
  const removed = baseFiles.filter((f) => !now.files.has(f));
  const { patches, patched } = await buildPatches({
    readBase: base.read,
    readNew: now.read,
    baseFiles: new Set(baseFiles),
    changed: changed.map((f) => f.file),
    removed,
    deltaDir,
  });
  const files = changed.filter((f) => !patched.has(f.file));
  let carriedBytes = patches.reduce((n, p) => n + p.patch.bytes, 0);
  for (const f of files) {
    const bytes = await now.read(f.file);
    if (!bytes) throw new Error(`${f.file} went missing while the delta was made`);
    await mkdir(dirname(join(deltaDir, f.file)), { recursive: true });
    await writeFile(join(deltaDir, f.file), bytes);
    carriedBytes += f.bytes;
  }
  const record: DeltaRecord = { format: DELTA_FORMAT, base: ids.base, result: ids.result, removed, files, patches };
  const text = serializeDelta(record);
  await mkdir(join(deltaDir, dirname(DELTA_PATH)), { recursive: true });
  await writeFile(join(deltaDir, DELTA_PATH), text);
  if (options.signingKey) await writeFile(join(deltaDir, DELTA_SIGNATURE_PATH), signMessage(text, options.signingKey));
  const packed = await packBundle(deltaDir, target);
  return { file: target, sha256: packed.sha256, bytes: packed.bytes, record, carriedBytes };
}
