// Where a delta's patches write what they rebuild: to disk, never whole in memory, and never more than unpacking
// the same files would be allowed. A patch's header and record declare its output's size, and a hostile one can
// declare gigabytes in a few hundred bytes (a copy of one base range, repeated): so every declared size is held to
// the unpacking limits before a byte is written, the output is streamed to a scratch file as the patch is applied,
// and each target is read back from it (compressed again a piece at a time for a gzip one) into a staged file,
// checked against its record. Peak memory is the base's source files and the patch, not the output.
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { StaticExportError } from '../core/errors.ts';
import { stableGzipStream } from '../core/stable-gzip.ts';
import type { DeltaPatch, PatchTarget } from './delta-format.ts';
import { applyFossilDeltaTo } from './fossil-apply.ts';

function bad(message: string): StaticExportError {
  return new StaticExportError('BAD_DELTA', message);
}

/** Refuses, before anything is written, patches whose declared outputs exceed the unpacking limits. */
export function checkPatchSizes(patches: readonly DeltaPatch[], limits: Required<Pick<UnpackLimits, 'maxBytes' | 'maxEntryBytes'>>): void {
  let total = 0;
  for (const p of patches) {
    // A file named twice would make the source (held in memory) grow with the record, not with the base.
    if (new Set(p.sources).size !== p.sources.length) throw bad(`the delta was refused: ${p.patch.file} names a source file twice`);
    for (const t of p.targets) {
      const largest = Math.max(t.size, t.bytes);
      if (largest > limits.maxEntryBytes) {
        throw bad(`the delta was refused: ${p.patch.file} would rebuild ${t.file} as ${largest} bytes, over the per-file limit of ${limits.maxEntryBytes}`);
      }
      total += t.size + t.bytes;
    }
    if (total > limits.maxBytes) throw bad(`the delta was refused: its patches would write more than the limit of ${limits.maxBytes} bytes`);
  }
}

/** A target's bytes, checked, in a staged file of its own. */
export interface Staged {
  file: string;
  staged: string;
}

/**
 * Applies one patch (`patch`, from `source`, the base's files joined) into `outFile`, then stages each target as
 * `<stagePrefix><n>`, checked against its record. Throws BAD_DELTA saying which check failed.
 */
export async function rebuildToDisk(source: Buffer, patch: Buffer, p: DeltaPatch, outFile: string, stagePrefix: string): Promise<Staged[]> {
  const size = p.targets.reduce((n, t) => n + t.size, 0);
  const fd = openSync(outFile, 'w');
  try {
    applyFossilDeltaTo(source, patch, size, (piece) => {
      for (let at = 0; at < piece.length; ) at += writeSync(fd, piece, at);
    });
  } catch (error) {
    if (isDiskFull(error)) throw error;
    throw bad(`the delta was altered: ${p.patch.file} does not apply (${(error as Error).message})`);
  } finally {
    closeSync(fd);
  }
  try {
    const out: Staged[] = [];
    let at = 0;
    for (const [i, t] of p.targets.entries()) {
      const staged = `${stagePrefix}${i}`;
      const got = await stageTarget(outFile, at, t, p.gzip, staged);
      at += t.size;
      if (got.bytes !== t.bytes || got.sha256 !== t.sha256) throw bad(`the delta was altered: ${p.patch.file} does not reproduce ${t.file}`);
      out.push({ file: t.file, staged });
    }
    return out;
  } finally {
    await rm(outFile, { force: true });
  }
}

/** Copies `t.size` bytes of `from` at `start` to `to` (gzipped as stableGzip() does when `gzip`), hashing what is written. */
async function stageTarget(from: string, start: number, t: PatchTarget, gzip: boolean, to: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  const fd = openSync(to, 'w');
  let bytes = 0;
  const write = (piece: Uint8Array): void => {
    hash.update(piece);
    bytes += piece.length;
    // More than the record says is already a mismatch: stop writing it.
    if (bytes > t.bytes) throw bad(`the delta was altered: it rebuilds ${t.file} longer than its record says`);
    for (let at = 0; at < piece.length; ) at += writeSync(fd, piece, at);
  };
  try {
    const compressor = gzip ? stableGzipStream(write) : undefined;
    if (t.size > 0) {
      for await (const piece of createReadStream(from, { start, end: start + t.size - 1, highWaterMark: 1024 * 1024 })) {
        if (compressor) compressor.push(piece as Buffer);
        else write(piece as Buffer);
      }
    }
    compressor?.end();
  } finally {
    closeSync(fd);
  }
  return { bytes, sha256: hash.digest('hex') };
}

export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
