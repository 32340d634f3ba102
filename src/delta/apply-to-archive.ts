// A checked delta applied to the base archive without unpacking it: the base is read once into one scratch file
// (bundle/archive-file.ts, each file hashed on the way), the result is a spool (bundle/spool.ts) whose unchanged
// files are ranges of that file, linked and never copied, and only the files the delta carries or rebuilds are
// written. The packer then repeats the base's gzip members wherever the result's tar repeats the base's blocks
// (bundle/gzip-members.ts), as a `since` export does: an unchanged bundle is copied, not compressed again. Unpacked
// file by file, a 2,000-page base was ~12,000 new files, read back for their hashes, and every block compressed anew.
//
// The result is checked as a tree is (apply-delta.ts: checkResultTree) without reading it again: every file the
// new manifest lists has the size and sha256 it records (known from the base's read, or from the bytes written),
// and with trusted keys the few files it does not list are written to a small folder of their own for
// checkSignedTree (apply-delta.ts), which then sees exactly what it would see in the whole tree. Patches are
// rebuilt as on a tree (patch-groups.ts rebuildPatches): their declared sizes held to the unpacking limits, their
// outputs staged on disk and checked, then written to the spool one file at a time.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ArchiveFile } from '../bundle/archive-file.ts';
import { listedFiles } from '../bundle/check-files.ts';
import { parseManifest } from '../bundle/manifest-io.ts';
import type { Spool } from '../bundle/spool.ts';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { describeError, StaticExportError } from '../core/errors.ts';
import { type Manifest, MANIFEST_PATH } from '../core/types.ts';
import type { DeltaRecord } from './delta-format.ts';
import { rebuildPatches } from './patch-groups.ts';

/** A file of the result: its size and sha256. */
interface ResultFile {
  bytes: number;
  sha256: string;
}

const bad = (message: string) => new StaticExportError('BAD_DELTA', message);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const toPath = (root: string, file: string) => join(root, ...file.split('/'));

/**
 * The result of `delta` on `base` into `spool`: the base's files the delta leaves alone linked, the ones it
 * rebuilds or carries written. Returns every file of the result with its size and sha256.
 */
export async function overlayArchive(
  base: ArchiveFile,
  delta: { dir: string; record: DeltaRecord },
  spool: Spool,
  limits: UnpackLimits = {},
): Promise<Map<string, ResultFile>> {
  const { record } = delta;
  const result = new Map<string, ResultFile>();
  const stage = await mkdtemp(join(dirname(delta.dir), '.patched-'));
  try {
    // Patches first, all from the base (as overlayDelta does: no patch reads what another one wrote).
    const written: { file: string; from: string }[] = [];
    for (const { file, staged } of await rebuildPatches((f) => base.read(f), delta.dir, record.patches, stage, limits)) written.push({ file, from: staged });
    for (const { file } of record.files) written.push({ file, from: toPath(delta.dir, file) });
    const replaced = new Set([...record.removed, ...written.map((w) => w.file)]);
    for (const [file, range] of base.files) {
      if (replaced.has(file)) continue;
      await spool.link(file, { path: base.path, offset: range.offset, length: range.length });
      result.set(file, { bytes: range.length, sha256: range.sha256 });
    }
    for (const { file, from } of written) {
      const bytes = await readFile(from);
      await spool.write(file, bytes);
      result.set(file, { bytes: bytes.length, sha256: sha256(bytes) });
    }
    return result;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** The manifest of a bundle read through `read` (a spool, an archive's scratch file). Throws BAD_MANIFEST. */
export async function manifestFrom(read: (file: string) => Promise<Buffer | undefined>): Promise<Manifest> {
  const text = await read(MANIFEST_PATH);
  if (text === undefined) throw new StaticExportError('BAD_MANIFEST', `not a bundle: ${MANIFEST_PATH} is missing`);
  return parseManifest(text.toString('utf8'));
}

/**
 * The spooled result against its (new) manifest, which it returns. With `unlistedTo` (an empty folder), the files
 * the manifest does not list (and the manifest and its signature) are written there, for checkSignedTree.
 */
export async function checkResultSpool(spool: Spool, files: ReadonlyMap<string, ResultFile>, unlistedTo?: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = await manifestFrom((file) => spool.read(file));
  } catch (error) {
    throw bad(`the result has no valid manifest: ${describeError(error)}`);
  }
  const listed = listedFiles(manifest);
  for (const record of listed) {
    const file = files.get(record.file);
    const problem = !file
      ? 'missing'
      : file.bytes !== record.bytes
        ? `${file.bytes} bytes, the manifest says ${record.bytes}`
        : file.sha256 !== record.sha256
          ? `sha256 ${file.sha256}, the manifest says ${record.sha256}`
          : undefined;
    if (problem) throw bad(`the result does not match its manifest: ${record.file}: ${problem}`);
  }
  if (unlistedTo === undefined) return manifest;
  const covered = new Set(listed.map((r) => r.file));
  for (const file of files.keys()) {
    if (covered.has(file)) continue;
    const to = toPath(unlistedTo, file);
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, (await spool.read(file))!);
  }
  return manifest;
}
