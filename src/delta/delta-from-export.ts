// The delta a `since` export makes of its own bundle, from what it already knows instead of reading both archives
// again (build-delta.ts: each gunzipped, each file hashed). PREV was read and hashed file by file before the crawl
// (bundle/archive-file.ts) and is still open; every file the export took from PREV unchanged is a range of that
// read, linked into the new bundle's spool (bundle/spool.ts), so it is known to be PREV's file, bytes and sha256,
// without a look. Only the files the export wrote are read and hashed, and only those that differ (and the base's
// files a patch copies from) are read again for the delta. The delta's bytes are the ones build-delta.ts gives for
// the same two archives: both compare files by size and sha256 and write the delta with the same writeDelta().
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { PreviousMembers } from '../bundle/gzip-members.ts';
import type { FileRange } from '../core/append-file.ts';
import { listBundleFiles } from '../bundle/pack.ts';
import type { Spool } from '../bundle/spool.ts';
import { type BuildDeltaOptions, type BuiltDelta, buildDelta, type DeltaSide, writeDelta } from './build-delta.ts';
import { hashFile } from './hash-file.ts';

/** What an export that has just packed its bundle still holds, before its scratch folder goes (pipeline/export-bundle.ts). */
export interface PackedExport {
  /** The bundle written, its sha256 and size. */
  archive: string;
  sha256: string;
  bytes: number;
  /** The files written to a folder, and those in the spool (the packer took both). */
  outDir: string;
  spool?: Spool;
  /** PREV as the export read it (a `since` export that used it). */
  previous?: PreviousMembers;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The new bundle's files: those linked from PREV unchanged known by PREV's hash, every other one read and hashed. */
async function newSide(exported: PackedExport, store: string, previous: ReadonlyMap<string, FileRange & { sha256: string }>): Promise<DeltaSide> {
  const { outDir, spool } = exported;
  const fromDir = (file: string) => readFile(join(outDir, ...file.split('/'))).catch(() => undefined);
  const files = new Map<string, { length: number; sha256: string }>();
  for (const file of await listBundleFiles(outDir)) {
    const bytes = (await fromDir(file))!;
    files.set(file, { length: bytes.length, sha256: sha256(bytes) });
  }
  for (const [file, entry] of spool?.entries ?? []) {
    const before = previous.get(file);
    if (before && entry.source === store && entry.offset === before.offset && entry.length === before.length) {
      files.set(file, { length: before.length, sha256: before.sha256 });
      continue;
    }
    const bytes = (await spool!.read(file))!;
    files.set(file, { length: bytes.length, sha256: sha256(bytes) });
  }
  return { files, read: (file) => (spool?.entries.has(file) ? spool.read(file) : fromDir(file)) };
}

/**
 * Writes the delta from `prev` (the archive the export was given as `since`) to the bundle it just packed. When the
 * export did not read PREV itself (it could not use it, or PREV is not an archive this packer wrote), the delta is
 * made from the two archives instead (buildDelta).
 */
export async function deltaFromExport(prev: string, exported: PackedExport, out: string, options: BuildDeltaOptions = {}): Promise<BuiltDelta> {
  const previous = exported.previous;
  const known = previous?.files;
  const readStore = previous?.readStore;
  if (!known || !readStore) return buildDelta(prev, exported.archive, out, options);
  const target = resolve(out);
  const tmp = await mkdtemp(join(dirname(target), '.static-export-delta-'));
  try {
    const base: DeltaSide = {
      files: known.ranges,
      read: async (file) => {
        const range = known.ranges.get(file);
        return range ? readStore(range) : undefined;
      },
    };
    const [baseId, now] = await Promise.all([hashFile(prev), newSide(exported, known.store, known.ranges)]);
    return await writeDelta(base, now, { base: baseId, result: { sha256: exported.sha256, bytes: exported.bytes } }, target, join(tmp, 'delta'), options);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
