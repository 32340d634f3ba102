// Delta + the bundle it was made against → the new bundle, byte for byte (the same sha256 a full export gave), or
// a refusal saying which check failed: a delta for another base, a truncated or altered delta, a signature that
// does not hold, a result that does not match its manifest. Everything happens in a scratch directory beside the
// output; the output appears by rename only once every check passed.
//
// The steps are exported one by one for `serve`, which applies a delta to the release it is serving (a directory)
// rather than to an archive.
import { copyFile, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkFile, eachLimit, listedFiles } from '../bundle/check-files.ts';
import { readManifest } from '../bundle/manifest-io.ts';
import { ArchiveFile } from '../bundle/archive-file.ts';
import type { PreviousMembers } from '../bundle/gzip-members.ts';
import { listBundleFiles, type PackOptions, packBundle } from '../bundle/pack.ts';
import { Spool } from '../bundle/spool.ts';
import { unpackBundle, type UnpackLimits } from '../bundle/unpack.ts';
import { describeError, StaticExportError } from '../core/errors.ts';
import { checkBundleSignature } from '../sign/bundle-signature.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';
import { verifyMessage } from '../sign/sshsig.ts';
import { holdToSequence, sequenceOf } from '../sign/release-sequence.ts';
import { unlistedFileProblems } from '../sign/unlisted-files.ts';
import { DELTA_PATH, DELTA_SIGNATURE_PATH, parseDelta, type ArchiveId, type DeltaRecord } from './delta-format.ts';
import { hashFile } from './hash-file.ts';
import { applyPatches } from './patch-groups.ts';
import { checkResultSpool, manifestFrom, overlayArchive } from './apply-to-archive.ts';

export interface OpenedDelta {
  dir: string;
  record: DeltaRecord;
}

function bad(message: string): StaticExportError {
  return new StaticExportError('BAD_DELTA', message);
}

const short = (sha: string) => sha.slice(0, 12);

/** Unpacks a delta archive into `dir` (absent or empty); a truncated or damaged archive is a BAD_DELTA. */
export async function unpackDelta(archive: string, dir: string, limits?: UnpackLimits): Promise<void> {
  try {
    await unpackBundle(archive, dir, limits);
  } catch (error) {
    if (StaticExportError.is(error, 'UNSAFE_ARCHIVE')) throw bad(`the delta is truncated or damaged: ${describeError(error)}`);
    throw error;
  }
}

/** Whether an unpacked archive is a delta (it has `_static-export/delta.json`) rather than a bundle. */
export async function isDeltaDir(dir: string): Promise<boolean> {
  return readFile(join(dir, DELTA_PATH)).then(
    () => true,
    () => false,
  );
}

/**
 * Checks an unpacked delta: its record, its signature (when keys are trusted), and that it carries exactly the
 * files its record lists, each with its recorded size and sha256.
 */
export async function openDelta(dir: string, trustedKeys?: readonly SshPublicKey[]): Promise<OpenedDelta> {
  const text = await readFile(join(dir, DELTA_PATH), 'utf8').catch(() => {
    throw bad(`not a delta: ${DELTA_PATH} is missing`);
  });
  if (trustedKeys) {
    const signature = await readFile(join(dir, DELTA_SIGNATURE_PATH), 'utf8').catch(() => {
      throw new StaticExportError('BAD_SIGNATURE', `the delta is not signed (no ${DELTA_SIGNATURE_PATH})`);
    });
    try {
      verifyMessage(text, signature, trustedKeys);
    } catch (error) {
      throw new StaticExportError('BAD_SIGNATURE', `${DELTA_SIGNATURE_PATH}: ${describeError(error)}`);
    }
  }
  const record = parseDelta(text);
  const carried = [...record.files, ...record.patches.map((p) => p.patch)];
  const listed = new Set(carried.map((f) => f.file));
  for (const file of await listBundleFiles(dir)) {
    if (file !== DELTA_PATH && file !== DELTA_SIGNATURE_PATH && !listed.has(file)) throw bad(`the delta was altered: ${file} is not in its record`);
  }
  const problems: string[] = [];
  await eachLimit(
    carried,
    8,
    async (f) => {
      const { problem } = await checkFile(dir, { ...f, contentType: '' });
      if (problem) problems.push(`${f.file}: ${problem}`);
    },
    () => problems.length > 0,
  );
  if (problems.length > 0) throw bad(`the delta was altered: ${problems[0]}`);
  return { dir, record };
}

/** Refuses a delta made for another bundle than `base`. */
export function checkBase(record: DeltaRecord, base: ArchiveId, what: string): void {
  if (record.base.sha256 !== base.sha256) {
    throw bad(`the delta is for another base: it applies to sha256 ${short(record.base.sha256)}…, ${what} is sha256 ${short(base.sha256)}…`);
  }
}

/** Applies a checked delta in place to `tree`, a writable copy of the base bundle's files. */
export async function overlayDelta(tree: string, delta: OpenedDelta, limits?: UnpackLimits): Promise<void> {
  // Patches first: they read the base's files, which the removals below take away.
  await applyPatches(tree, delta.dir, delta.record.patches, limits);
  for (const file of delta.record.removed) await rm(join(tree, ...file.split('/')), { force: true });
  for (const { file } of delta.record.files) {
    const to = join(tree, ...file.split('/'));
    await mkdir(dirname(to), { recursive: true });
    await rm(to, { force: true, recursive: true });
    await copyFile(join(delta.dir, ...file.split('/')), to);
  }
}

/** The overlaid tree against its (new) manifest, and against the trusted keys when there are any. */
export async function checkResultTree(tree: string, trustedKeys?: readonly SshPublicKey[]): Promise<void> {
  let manifest;
  try {
    manifest = await readManifest(tree);
  } catch (error) {
    throw bad(`the result has no valid manifest: ${describeError(error)}`);
  }
  const problems: string[] = [];
  await eachLimit(
    listedFiles(manifest),
    8,
    async (record) => {
      const { problem } = await checkFile(tree, record);
      if (problem) problems.push(`${record.file}: ${problem}`);
    },
    () => problems.length > 0,
  );
  if (problems.length > 0) throw bad(`the result does not match its manifest: ${problems[0]}`);
  if (trustedKeys) await checkSignedTree(tree, trustedKeys);
}

/**
 * A bundle directory signed by a trusted key, with no file the signed manifest does not account for (the listed
 * files' hashes are checked by whoever calls this, against the same manifest). Throws `BAD_SIGNATURE`.
 */
export async function checkSignedTree(tree: string, trustedKeys: readonly SshPublicKey[]): Promise<SshPublicKey> {
  const signer = await checkBundleSignature(tree, trustedKeys);
  const [uncovered] = await unlistedFileProblems(tree, await readManifest(tree), await listBundleFiles(tree));
  if (uncovered)
    throw new StaticExportError('BAD_SIGNATURE', `the bundle has a file the signed manifest does not cover: ${uncovered.file} (${uncovered.reason})`);
  return signer;
}

/** Packs the tree to `archive` and refuses it unless it is the bundle the delta promised. */
export async function packResult(tree: string, archive: string, record: DeltaRecord, pack: PackOptions = {}): Promise<ArchiveId> {
  const packed = await packBundle(tree, archive, pack);
  if (packed.sha256 !== record.result.sha256) {
    await rm(archive, { force: true });
    throw bad(`the result is not the bundle the delta promised: sha256 ${short(packed.sha256)}…, expected ${short(record.result.sha256)}…`);
  }
  return { sha256: packed.sha256, bytes: packed.bytes };
}

export interface ApplyOptions {
  /** Require signatures by these keys on the delta and on the resulting bundle. */
  trustedKeys?: readonly SshPublicKey[];
  unpackLimits?: UnpackLimits;
  /** With trusted keys: accept a result older (by release sequence) than the base, a deliberate rollback; `warn` says so. */
  allowRollback?: boolean;
  warn?: (line: string) => void;
}

/** `static-export apply`: `prev` + `delta` → `out`, checked at every step; nothing at `out` unless all passed. */
export async function applyDelta(prev: string, delta: string, out: string, options: ApplyOptions = {}): Promise<ArchiveId> {
  const target = resolve(out);
  const tmp = await mkdtemp(join(dirname(target), '.static-export-apply-'));
  let base: ArchiveFile | undefined;
  let spool: Spool | undefined;
  let members: PreviousMembers | undefined;
  try {
    const opened = join(tmp, 'delta');
    await unpackDelta(delta, opened, options.unpackLimits);
    const checked = await openDelta(opened, options.trustedKeys);
    checkBase(checked.record, await hashFile(prev), prev);
    // The base read into one file and the result spooled from it (apply-to-archive.ts), not unpacked and packed anew.
    const read = await ArchiveFile.read(prev, join(tmp, 'base.tar'), options.unpackLimits);
    base = read;
    const baseManifest = options.trustedKeys ? await manifestFrom((f) => read.read(f)) : undefined;
    spool = await Spool.create(join(tmp, 'result.spool'));
    const files = await overlayArchive(base, checked, spool, options.unpackLimits);
    const unlisted = options.trustedKeys ? join(tmp, 'unlisted') : undefined;
    const manifest = await checkResultSpool(spool, files, unlisted);
    if (unlisted && options.trustedKeys) await checkSignedTree(unlisted, options.trustedKeys);
    // Signed releases only go forward: a delta back to an older one is a rollback (sign/release-sequence.ts).
    if (baseManifest) {
      holdToSequence(manifest, {
        trusted: sequenceOf(baseManifest),
        what: `the base ${prev}`,
        ...(options.allowRollback ? { allowRollback: true } : {}),
        ...(options.warn ? { warn: options.warn } : {}),
        override: '--allow-rollback',
      });
    }
    members = await base.members();
    const empty = join(tmp, 'empty');
    await mkdir(empty);
    const archive = join(tmp, 'result.tar.gz');
    const result = await packResult(empty, archive, checked.record, { spool, ...(members ? { previous: members } : {}) });
    await rename(archive, target);
    return result;
  } finally {
    await members?.close().catch(() => undefined);
    await spool?.close().catch(() => undefined);
    await base?.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
}
