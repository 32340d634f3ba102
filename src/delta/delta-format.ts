// What a delta bundle is: a deterministic `.tar.gz` of the files added or changed since a base bundle, at their
// own paths (the new manifest and its signature among them), plus `_static-export/delta.json` saying which
// bundle it applies to (sha256), what the result must be (sha256), which files go, and each carried file's size
// and sha256. `_static-export/` is where no site file can be (layout.ts escapes it), so the record cannot collide
// with a page. Signed like a bundle: `_static-export/delta.json.sig`, an OpenSSH signature of delta.json.
import { StaticExportError } from '../core/errors.ts';
import { META_DIR } from '../core/types.ts';

export const DELTA_FORMAT = 'static-export-delta/1';
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

export interface DeltaRecord {
  format: typeof DELTA_FORMAT;
  /** The bundle this delta applies to. */
  base: ArchiveId;
  /** The bundle applying it gives, byte for byte. */
  result: ArchiveId;
  /** Files of the base that the result does not have. */
  removed: string[];
  /** Files the delta carries (added or changed), each to be checked before it is used. */
  files: DeltaFile[];
}

function bad(message: string): StaticExportError {
  return new StaticExportError('BAD_DELTA', message);
}

/** The record's text: keys in a fixed order and lists sorted, so the same two bundles give the same delta. */
export function serializeDelta(record: DeltaRecord): string {
  const sorted: DeltaRecord = {
    format: record.format,
    base: { sha256: record.base.sha256, bytes: record.base.bytes },
    result: { sha256: record.result.sha256, bytes: record.result.bytes },
    removed: [...record.removed].sort(),
    files: [...record.files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)).map((f) => ({ file: f.file, sha256: f.sha256, bytes: f.bytes })),
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
  if (value?.format !== DELTA_FORMAT) throw bad(`${DELTA_PATH}: unsupported format ${JSON.stringify(value?.format)}, expected ${JSON.stringify(DELTA_FORMAT)}`);
  if (!Array.isArray(value.removed) || !Array.isArray(value.files)) throw bad(`${DELTA_PATH}: removed and files should be arrays`);
  return {
    format: DELTA_FORMAT,
    base: archiveId(value.base, 'base'),
    result: archiveId(value.result, 'result'),
    removed: value.removed.map((r, i) => relPath(r, `removed[${i}]`)),
    files: value.files.map((f, i) => {
      const o = f as Partial<DeltaFile>;
      if (typeof o?.sha256 !== 'string' || !SHA.test(o.sha256) || !Number.isSafeInteger(o.bytes))
        throw bad(`${DELTA_PATH}: files[${i}] should be { file, sha256, bytes }`);
      return { file: relPath(o.file, `files[${i}].file`), sha256: o.sha256, bytes: o.bytes! };
    }),
  };
}
