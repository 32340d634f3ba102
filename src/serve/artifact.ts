// What serve does with a downloaded (or named) archive before it can become a release: unpack it, and
//   - a bundle: with trusted keys, require its signature and that nothing escapes the signed manifest;
//   - a delta: require that it was made for the live release (by the sha256 of the bundle that release came
//     from), check it (signature too, with trusted keys), apply it to a copy of the live release, and require the
//     result to be byte for byte the bundle the delta promised.
// The release directory appears (by rename) only when every check passed; the live release is never touched.
// The sha256 of the bundle each release stands for is kept beside it (`<dataDir>/bundles/<release>.sha256`), so
// a delta can still be applied after a restart.
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { unpackBundle, type UnpackLimits } from '../bundle/unpack.ts';
import { StaticExportError } from '../core/errors.ts';
import { checkBase, checkResultTree, checkSignedTree, isDeltaDir, openDelta, overlayDelta, packResult } from '../delta/apply-delta.ts';
import { hashFile } from '../delta/hash-file.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';

export interface ArtifactOptions {
  dataDir: string;
  /** Require signatures by one of these keys (STATIC_EXPORT_TRUSTED_KEYS). */
  trustedKeys?: readonly SshPublicKey[];
  unpackLimits?: UnpackLimits;
  /** The directory of the release being served, if any: the base a delta must have been made for. */
  liveDir?: string;
}

export interface PreparedArtifact {
  /** sha256 of the full bundle the release now stands for. */
  sha256: string;
  /** Whether the archive was a delta applied to the live release. */
  delta: boolean;
  /** Who signed it, when keys are trusted. */
  signer?: string;
}

function shaFile(dataDir: string, releaseDir: string): string {
  return join(dataDir, 'bundles', `${basename(releaseDir)}.sha256`);
}

/** The sha256 of the bundle a release directory was made from, when serve recorded it. */
export async function releaseBundleSha256(dataDir: string, releaseDir: string): Promise<string | undefined> {
  const text = await readFile(shaFile(dataDir, releaseDir), 'utf8').catch(() => undefined);
  return text && /^[0-9a-f]{64}$/.test(text.trim()) ? text.trim() : undefined;
}

/** Unpacks, checks and (for a delta) applies `archive` into `dir`, which must not exist yet. */
export async function prepareArtifact(archive: string, dir: string, options: ArtifactOptions): Promise<PreparedArtifact> {
  // Beside the releases, so the finished tree is renamed into place on the same filesystem.
  await mkdir(dirname(dir), { recursive: true });
  const scratch = await mkdtemp(join(dirname(dir), '.artifact-'));
  try {
    const unpacked = join(scratch, 'unpacked');
    await unpackBundle(archive, unpacked, options.unpackLimits);
    let prepared: PreparedArtifact;
    let tree = unpacked;
    if (await isDeltaDir(unpacked)) {
      const delta = await openDelta(unpacked, options.trustedKeys);
      if (!options.liveDir) throw new StaticExportError('BAD_DELTA', 'a delta needs the release it was made for, and none is being served');
      const liveSha = await releaseBundleSha256(options.dataDir, options.liveDir);
      if (!liveSha) throw new StaticExportError('BAD_DELTA', 'a delta needs the release it was made for, and the bundle of the live release is not known');
      checkBase(delta.record, { sha256: liveSha, bytes: 0 }, 'the live release');
      tree = join(scratch, 'tree');
      await cp(options.liveDir, tree, { recursive: true });
      await overlayDelta(tree, delta, options.unpackLimits);
      await checkResultTree(tree);
      await packResult(tree, join(scratch, 'result.tar.gz'), delta.record);
      prepared = { sha256: delta.record.result.sha256, delta: true };
    } else {
      prepared = { sha256: (await hashFile(archive)).sha256, delta: false };
    }
    if (options.trustedKeys) {
      const signer = await checkSignedTree(tree, options.trustedKeys);
      prepared.signer = signer.name ?? signer.line;
    }
    await mkdir(join(options.dataDir, 'bundles'), { recursive: true });
    await writeFile(shaFile(options.dataDir, dir), `${prepared.sha256}\n`);
    await rename(tree, dir);
    return prepared;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Forgets the bundle sha256 of releases that are gone (activate() keeps the current one and the one before). */
export async function pruneBundleShas(dataDir: string, keep: ReadonlySet<string | undefined>): Promise<void> {
  const dir = join(dataDir, 'bundles');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) if (!keep.has(name.replace(/\.sha256$/, ''))) await rm(join(dir, name), { force: true });
}
