// What a delta bundle is: a deterministic `.tar.gz` of the files added or changed since a base bundle, at their
// own paths (the new manifest and its signature among them), plus `_static-export/delta.json` saying which
// bundle it applies to (sha256), what the result must be (sha256), which files go, and each carried file's size
// and sha256. `_static-export/` is where no site file can be (layout.ts escapes it), so the record cannot collide
// with a page. Signed like a bundle: `_static-export/delta.json.sig`, an OpenSSH signature of delta.json.
//
// Format 2 adds patches: files rebuilt from files of the base rather than carried whole (patch-groups.ts). Each
// patch is a Fossil delta (fossil-delta) from its sources, uncompressed and joined in the order listed, to its
// targets, joined the same way; for a gzip group every target is then gzipped by stableGzip(). The patch file sits
// under `_static-export/delta-patches/` and is checked by its sha256 like a carried file; each target by its own.
// Format 1 deltas (no patches) are still read.
import { StaticExportError } from '../core/errors.ts';
import { META_DIR } from '../core/types.ts';

export const DELTA_FORMAT = 'static-export-delta/2';
const READABLE_FORMATS = new Set(['static-export-delta/1', DELTA_FORMAT]);
export const PATCH_DIR = `${META_DIR}/delta-patches`;
export const DELTA_PATH = `${META_DIR}/delta.json`;
export const DELTA_SIGNATURE_PATH = `${DELTA_PATH}.sig`;

export interface ArchiveId {
  sha256: string;
  bytes: number;
}

export interface DeltaFile {
  file: string;
  sha256: string;
  bytes: number;
}

/** A file a patch rebuilds: `size` is its length before gzip (its place in the patch's output). */
export interface PatchTarget extends DeltaFile {
  size: number;
}

export interface DeltaPatch {
  /** The patch file in the delta, checked like a carried file. */
  patch: DeltaFile;
  /** Sources and targets are gzip files (read inflated; targets written with stableGzip()). */
  gzip: boolean;
  /** Files of the base, in the order they are joined into the patch's source. */
  sources: string[];
  /** Files of the result, in the order the patch's output holds them. */
  targets: PatchTarget[];
}

export interface DeltaRecord {
  format: typeof DELTA_FORMAT;
  /** The bundle this delta applies to. */
  base: ArchiveId;
  /** The bundle applying it gives, byte for byte. */
  result: ArchiveId;
  /** Files of the base that the result does not have. */
  removed: string[];
  /** Files the delta carries whole (added or changed), each to be checked before it is used. */
  files: DeltaFile[];
  /** Files rebuilt from the base's by a patch. */
  patches: DeltaPatch[];
}

function bad(message: string): StaticExportError {
  return new StaticExportError('BAD_DELTA', message);
}

const byFile = (a: DeltaFile, b: DeltaFile) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
const fileEntry = (f: DeltaFile): DeltaFile => ({ file: f.file, sha256: f.sha256, bytes: f.bytes });

/** The record's text: keys in a fixed order and lists sorted, so the same two bundles give the same delta. */
export function serializeDelta(record: DeltaRecord): string {
  const sorted: DeltaRecord = {
    format: record.format,
    base: { sha256: record.base.sha256, bytes: record.base.bytes },
    result: { sha256: record.result.sha256, bytes: record.result.bytes },
    removed: [...record.removed].sort(),
    files: [...record.files].sort(byFile).map(fileEntry),
    // Patches keep their order (sources and targets are in patch order); each is built in a fixed order already.
    patches: record.patches.map((p) => ({
      patch: fileEntry(p.patch),
      gzip: p.gzip,
      sources: [...p.sources],
      targets: p.targets.map((t) => ({ ...fileEntry(t), size: t.size })),
    })),
  };
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

const SHA = /^[0-9a-f]{64}$/;

function archiveId(v: unknown, where: string): ArchiveId {
  const o = v as Partial<ArchiveId> | null;
  if (!o || typeof o !== 'object' || typeof o.sha256 !== 'string' || !SHA.test(o.sha256) || !Number.isSafeInteger(o.bytes)) {
    throw bad(`${DELTA_PATH}: ${where} should be { sha256, bytes }`);
  }
  return { sha256: o.sha256, bytes: o.bytes! };
}

function relPath(v: unknown, where: string): string {
  if (
    typeof v !== 'string' ||
    v === '' ||
    v.startsWith('/') ||
    v.includes('\\') ||
    v.includes('\0') ||
    v.split('/').some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw bad(`${DELTA_PATH}: ${where} should be a relative path inside the bundle`);
  }
  return v;
}

export function parseDelta(text: string): DeltaRecord {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw bad(`${DELTA_PATH} is not valid JSON`);
  }
  if (!READABLE_FORMATS.has(value?.format as string))
    throw bad(`${DELTA_PATH}: unsupported format ${JSON.stringify(value?.format)}, expected ${JSON.stringify(DELTA_FORMAT)}`);
  if (!Array.isArray(value.removed) || !Array.isArray(value.files)) throw bad(`${DELTA_PATH}: removed and files should be arrays`);
  return {
    format: DELTA_FORMAT,
    base: archiveId(value.base, 'base'),
    result: archiveId(value.result, 'result'),
    removed: value.removed.map((r, i) => relPath(r, `removed[${i}]`)),
    files: value.files.map((f, i) => deltaFile(f, `files[${i}]`)),
    patches: patches(value.patches),
  };
}

function deltaFile(v: unknown, where: string): DeltaFile {
  const o = v as Partial<DeltaFile> | null;
  if (typeof o?.sha256 !== 'string' || !SHA.test(o.sha256) || !Number.isSafeInteger(o.bytes) || o.bytes! < 0)
    throw bad(`${DELTA_PATH}: ${where} should be { file, sha256, bytes }`);
  return { file: relPath(o.file, `${where}.file`), sha256: o.sha256, bytes: o.bytes! };
}

function patches(v: unknown): DeltaPatch[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw bad(`${DELTA_PATH}: patches should be an array`);
  return v.map((p: Partial<Record<keyof DeltaPatch, unknown>> | null, i) => {
    const where = `patches[${i}]`;
    if (!p || typeof p !== 'object' || typeof p.gzip !== 'boolean' || !Array.isArray(p.sources) || !Array.isArray(p.targets))
      throw bad(`${DELTA_PATH}: ${where} should be { patch, gzip, sources, targets }`);
    const patch = deltaFile(p.patch, `${where}.patch`);
    if (!patch.file.startsWith(`${PATCH_DIR}/`)) throw bad(`${DELTA_PATH}: ${where}.patch should be under ${PATCH_DIR}/`);
    return {
      patch,
      gzip: p.gzip,
      sources: p.sources.map((s, j) => relPath(s, `${where}.sources[${j}]`)),
      targets: p.targets.map((t: { size?: unknown } | null, j) => {
        const target = deltaFile(t, `${where}.targets[${j}]`);
        if (!Number.isSafeInteger(t?.size) || (t!.size as number) < 0) throw bad(`${DELTA_PATH}: ${where}.targets[${j}].size should be a byte count`);
        return { ...target, size: t!.size as number };
      }),
    };
  });
}
