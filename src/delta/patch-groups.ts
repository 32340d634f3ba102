// Files a delta rebuilds from the base's instead of carrying them whole. An edit to 1 % of the pages changes every
// chunk of Pagefind's word index (word positions shift) and gives each a new content-hashed name, and the new
// manifest is the whole list of files again: carried whole, those were most of a delta (issue 26). Each is mostly
// bytes the base already has, so the delta carries a Fossil delta (fossil-delta: copy ranges of the source, insert
// the rest) instead.
//
// Files are paired by kind, not by name (names change): one group per extension and per "gzip or not", whose
// source is the base's files of that kind that the result changed or dropped, uncompressed, joined in name order,
// and whose output is the group's new files, joined the same way. Gzip files take part only when stableGzip()
// gives their bytes back from their content (Pagefind's, which the export writes that way), since `apply` can only
// compress them again, not replay another compressor. Everything is checked at `apply`: the patch's own checksum,
// the output's length, each target's sha256, then the whole result against its manifest.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { applyDelta, createDelta } from 'fossil-delta';
import { StaticExportError } from '../core/errors.ts';
import { gunzip, isGzip, stableGzip } from '../core/stable-gzip.ts';
import { type DeltaPatch, PATCH_DIR, type PatchTarget } from './delta-format.ts';

/** Files smaller than this are carried whole: a patch would save nothing worth its entry in the record. */
const MIN_TARGET_BYTES = 1024;

/**
 * A group whose source or output is larger than this (uncompressed) is carried whole: the Fossil delta holds both
 * in memory, with a hash table of the source. The bench's 2,000-page Pagefind word index is 7 MB, its fragments
 * 18 MB, its manifest 22 MB.
 */
const MAX_GROUP_BYTES = 96 * 1024 * 1024;

/** A patch only when it is at most this share of the bytes it replaces. */
const MAX_PATCH_SHARE = 0.5;

function bad(message: string): StaticExportError {
  return new StaticExportError('BAD_DELTA', message);
}

const toPath = (root: string, file: string) => join(root, ...file.split('/'));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const kindOf = (file: string, gzip: boolean) => `${gzip ? 'gzip' : 'plain'}${extname(file).toLowerCase()}`;

interface Candidate {
  file: string;
  /** Its content: uncompressed for a gzip file. */
  raw: number;
}

/**
 * The file's content (inflated for a gzip file), or undefined when it cannot take part: a gzip file that does not
 * inflate, or (for a file to rebuild, `stable`) one that stableGzip() would not give back byte for byte.
 */
function contentOf(bytes: Buffer, stable: boolean): { gzip: boolean; raw: Buffer } | undefined {
  if (!isGzip(bytes)) return { gzip: false, raw: bytes };
  let raw: Buffer;
  try {
    raw = gunzip(bytes);
  } catch {
    return undefined;
  }
  if (stable && !stableGzip(raw).equals(bytes)) return undefined;
  return { gzip: true, raw };
}

export interface PatchInputs {
  baseDir: string;
  newDir: string;
  /** Files of the new bundle that the base does not have with the same bytes, in name order. */
  changed: string[];
  /** Files of the base the new bundle does not have. */
  removed: string[];
  /** Where the delta's files are written (the patches go under PATCH_DIR). */
  deltaDir: string;
}

/** Writes the patches worth making into the delta; returns them and the files they rebuild (not carried whole). */
export async function buildPatches(inputs: PatchInputs): Promise<{ patches: DeltaPatch[]; patched: Set<string> }> {
  // Sorted into groups first (sizes only: a rebuild changes every page, more than memory should hold at once).
  const groups = new Map<string, Candidate[]>();
  for (const file of inputs.changed) {
    const bytes = await readFile(toPath(inputs.newDir, file));
    if (bytes.length < MIN_TARGET_BYTES) continue;
    const content = contentOf(bytes, true);
    if (!content) continue;
    const kind = kindOf(file, content.gzip);
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind)!.push({ file, raw: content.raw.length });
  }
  // The base's files a group may copy from: those the new bundle changed or dropped (the unchanged ones stay as
  // they are, and would only make the source larger).
  const gone = [...inputs.changed, ...inputs.removed].sort();
  const patches: DeltaPatch[] = [];
  const patched = new Set<string>();
  for (const [kind, candidates] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (candidates.reduce((n, c) => n + c.raw, 0) > MAX_GROUP_BYTES) continue;
    const gzip = kind.startsWith('gzip');
    const sources: { file: string; raw: Buffer }[] = [];
    let sourceBytes = 0;
    for (const file of gone) {
      if (extname(file).toLowerCase() !== extname(kind)) continue;
      const bytes = await readFile(toPath(inputs.baseDir, file)).catch(() => undefined);
      const content = bytes && contentOf(bytes, false);
      if (!content || content.gzip !== gzip) continue;
      sources.push({ file, raw: content.raw });
      sourceBytes += content.raw.length;
      if (sourceBytes > MAX_GROUP_BYTES) break;
    }
    if (sources.length === 0 || sourceBytes > MAX_GROUP_BYTES) continue;
    const targets: PatchTarget[] = [];
    const output: Buffer[] = [];
    for (const { file } of candidates) {
      const bytes = await readFile(toPath(inputs.newDir, file));
      const raw = gzip ? gunzip(bytes) : bytes;
      targets.push({ file, sha256: sha256(bytes), bytes: bytes.length, size: raw.length });
      output.push(raw);
    }
    const outputBytes = Buffer.concat(output);
    const patch = Buffer.from(createDelta(Buffer.concat(sources.map((s) => s.raw)), outputBytes));
    if (patch.length > MAX_PATCH_SHARE * outputBytes.length) continue;
    const file = `${PATCH_DIR}/${patches.length}.fossil`;
    await mkdir(dirname(toPath(inputs.deltaDir, file)), { recursive: true });
    await writeFile(toPath(inputs.deltaDir, file), patch);
    patches.push({ patch: { file, sha256: sha256(patch), bytes: patch.length }, gzip, sources: sources.map((s) => s.file), targets });
    for (const t of targets) patched.add(t.file);
  }
  return { patches, patched };
}

/** One patch's output from the base tree: its targets' bytes, each checked against the record. */
async function rebuild(tree: string, deltaDir: string, p: DeltaPatch): Promise<{ file: string; bytes: Buffer }[]> {
  const parts: Buffer[] = [];
  for (const file of p.sources) {
    const bytes = await readFile(toPath(tree, file)).catch(() => {
      throw bad(`the delta does not fit this base: ${p.patch.file} copies from ${file}, which the base does not have`);
    });
    if (!p.gzip) {
      parts.push(bytes);
      continue;
    }
    try {
      parts.push(gunzip(bytes));
    } catch {
      throw bad(`the delta does not fit this base: ${p.patch.file} copies from ${file}, which is not gzip in the base`);
    }
  }
  let output: Buffer;
  try {
    output = Buffer.from(applyDelta(Buffer.concat(parts), await readFile(toPath(deltaDir, p.patch.file))));
  } catch (error) {
    throw bad(`the delta was altered: ${p.patch.file} does not apply (${(error as Error).message})`);
  }
  const size = p.targets.reduce((n, t) => n + t.size, 0);
  if (output.length !== size) throw bad(`the delta was altered: ${p.patch.file} gives ${output.length} bytes, its targets are ${size}`);
  const out: { file: string; bytes: Buffer }[] = [];
  let at = 0;
  for (const t of p.targets) {
    const raw = output.subarray(at, at + t.size);
    at += t.size;
    const bytes = p.gzip ? stableGzip(raw) : Buffer.from(raw);
    if (bytes.length !== t.bytes || sha256(bytes) !== t.sha256) throw bad(`the delta was altered: ${p.patch.file} does not reproduce ${t.file}`);
    out.push({ file: t.file, bytes });
  }
  return out;
}

/**
 * Rebuilds every patched file into `tree` (the base's files, not yet changed by the delta): all patches are worked
 * out from the base first, then written, so no patch reads a file another one wrote.
 */
export async function applyPatches(tree: string, deltaDir: string, patches: readonly DeltaPatch[]): Promise<void> {
  const results: { file: string; bytes: Buffer }[] = [];
  for (const p of patches) results.push(...(await rebuild(tree, deltaDir, p)));
  for (const { file, bytes } of results) {
    const to = toPath(tree, file);
    await mkdir(dirname(to), { recursive: true });
    await rm(to, { force: true, recursive: true });
    await writeFile(to, bytes);
  }
}
