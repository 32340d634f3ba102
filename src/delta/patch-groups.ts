// Files a delta rebuilds from the base's instead of carrying them whole. An edit to 1 % of the pages changes every
// chunk of Pagefind's word index (word positions shift) and gives each a new content-hashed name, and the new
// manifest is the whole list of files again: carried whole, those were most of a delta. Each is mostly
// bytes the base already has, so the delta carries a Fossil delta (fossil-delta: copy ranges of the source, insert
// the rest) instead.
//
// Files are paired by kind (extension, and gzip or not), since names change: a file changed at the same path is
// patched from the base's file there (several such files to a patch, joined in name order), and a file under a new
// name from every file of its kind the base dropped (Pagefind's renamed chunks from the old ones), uncompressed.
// Gzip files take part only when stableGzip() gives their bytes back from their content (Pagefind's word index,
// which the export writes that way), since `apply` can only compress them again, not replay another compressor. Everything is checked at `apply`: the patch's own checksum,
// the output's length, each target's sha256, then the whole result against its manifest.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { createDelta } from 'fossil-delta';
import { StaticExportError } from '../core/errors.ts';
import { gunzip, isGzip, stableGzip } from '../core/stable-gzip.ts';
import { type DeltaPatch, PATCH_DIR, type PatchTarget } from './delta-format.ts';
import { checkedLimits, type UnpackLimits } from '../bundle/unpack.ts';
import { checkPatchSizes, rebuildToDisk, type Staged } from './patch-output.ts';

/**
 * Files changed at the same path go in patches of at most this much output (uncompressed), each from the base's
 * files at those paths: a rebuild changes every page and payload (a large site's whole size), and the Fossil delta
 * holds its source and output in memory, with a hash table of the source.
 */
const BATCH_BYTES = 8 * 1024 * 1024;

/**
 * New files (new names) of a kind are one patch from every file of that kind the base dropped, unless either side
 * is larger than this (uncompressed): then they are carried whole. A large docs site's whole Pagefind word index
 * fits.
 */
const MAX_RENAMED_BYTES = 48 * 1024 * 1024;

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

/** A bundle's file by its path, or undefined when it has none: read from a directory or from an archive's scratch file. */
export type ReadBundleFile = (file: string) => Promise<Buffer | undefined>;

/** The files of the bundle unpacked at `root`. */
export const readFromDir =
  (root: string): ReadBundleFile =>
  (file) =>
    readFile(toPath(root, file)).catch(() => undefined);

export interface PatchInputs {
  readBase: ReadBundleFile;
  readNew: ReadBundleFile;
  /** Every file of the base. */
  baseFiles: ReadonlySet<string>;
  /** Files of the new bundle that the base does not have with the same bytes, in name order. */
  changed: string[];
  /** Files of the base the new bundle does not have, in name order. */
  removed: string[];
  /** Where the delta's files are written (the patches go under PATCH_DIR). */
  deltaDir: string;
}

async function mustRead(read: ReadBundleFile, file: string): Promise<Buffer> {
  const bytes = await read(file);
  if (!bytes) throw new Error(`${file} went missing while the delta was made`);
  return bytes;
}

/** Writes the patches worth making into the delta; returns them and the files they rebuild (not carried whole). */
export async function buildPatches(inputs: PatchInputs): Promise<{ patches: DeltaPatch[]; patched: Set<string> }> {
  // Sorted into kinds first (sizes only: a rebuild changes every page, more than memory should hold at once).
  const kinds = new Map<string, Candidate[]>();
  for (const file of inputs.changed) {
    const bytes = await mustRead(inputs.readNew, file);
    const content = contentOf(bytes, true);
    if (!content) continue;
    const kind = kindOf(file, content.gzip);
    if (!kinds.has(kind)) kinds.set(kind, []);
    kinds.get(kind)!.push({ file, raw: content.raw.length });
  }
  const out = { patches: [] as DeltaPatch[], patched: new Set<string>() };
  for (const [kind, candidates] of [...kinds].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const gzip = kind.startsWith('gzip');
    // Files changed at their own path: each batch patched from the base's files at the same paths.
    const patchInPlace = (files: Candidate[]): Promise<void> =>
      addPatch(
        inputs,
        gzip,
        files.map((b) => b.file),
        files,
        out,
      );
    let batch: Candidate[] = [];
    let batchBytes = 0;
    for (const c of candidates.filter((c) => inputs.baseFiles.has(c.file))) {
      if (batch.length > 0 && batchBytes + c.raw > BATCH_BYTES) {
        await patchInPlace(batch);
        batch = [];
        batchBytes = 0;
      }
      batch.push(c);
      batchBytes += c.raw;
    }
    if (batch.length > 0) await patchInPlace(batch);
    const renamed = candidates.filter((c) => !inputs.baseFiles.has(c.file));
    if (renamed.length === 0 || renamed.reduce((n, c) => n + c.raw, 0) > MAX_RENAMED_BYTES) continue;
    const dropped = inputs.removed.filter((f) => extname(f).toLowerCase() === extname(kind));
    await addPatch(inputs, gzip, dropped, renamed, out, MAX_RENAMED_BYTES);
  }
  return out;
}

/**
 * The patch from the base's `sources` (those of the same kind; at most `maxSource` bytes of them) to `targets`,
 * written into the delta and added to `out` if it is worth it.
 */
async function addPatch(
  inputs: PatchInputs,
  gzip: boolean,
  sourceFiles: string[],
  targets: Candidate[],
  out: { patches: DeltaPatch[]; patched: Set<string> },
  maxSource = Number.POSITIVE_INFINITY,
): Promise<void> {
  const sources: { file: string; raw: Buffer }[] = [];
  let sourceBytes = 0;
  for (const file of sourceFiles) {
    const bytes = await inputs.readBase(file);
    const content = bytes && contentOf(bytes, false);
    if (!content || content.gzip !== gzip) continue;
    sources.push({ file, raw: content.raw });
    sourceBytes += content.raw.length;
    if (sourceBytes > maxSource) return;
  }
  if (sources.length === 0) return;
  const records: PatchTarget[] = [];
  const output: Buffer[] = [];
  for (const { file } of targets) {
    const bytes = await mustRead(inputs.readNew, file);
    const raw = gzip ? gunzip(bytes) : bytes;
    records.push({ file, sha256: sha256(bytes), bytes: bytes.length, size: raw.length });
    output.push(raw);
  }
  const outputBytes = Buffer.concat(output);
  const patch = Buffer.from(createDelta(Buffer.concat(sources.map((s) => s.raw)), outputBytes));
  if (patch.length > MAX_PATCH_SHARE * outputBytes.length) return;
  const file = `${PATCH_DIR}/${out.patches.length}.fossil`;
  await mkdir(dirname(toPath(inputs.deltaDir, file)), { recursive: true });
  await writeFile(toPath(inputs.deltaDir, file), patch);
  out.patches.push({ patch: { file, sha256: sha256(patch), bytes: patch.length }, gzip, sources: sources.map((s) => s.file), targets: records });
  for (const t of records) out.patched.add(t.file);
}

/** The base's files a patch copies from, joined (inflated for a gzip patch). */
async function sourceOf(readBase: ReadBundleFile, p: DeltaPatch): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const file of p.sources) {
    const bytes = await readBase(file);
    if (!bytes) throw bad(`the delta does not fit this base: ${p.patch.file} copies from ${file}, which the base does not have`);
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
  return Buffer.concat(parts);
}

/**
 * Rebuilds every patched file into `tree` (the base's files, not yet changed by the delta): all patches are worked
 * out from the base first, staged on disk beside the delta (patch-output.ts: held to `limits`, never whole in
 * memory), then moved in, so no patch reads a file another one wrote.
 */
export async function applyPatches(tree: string, deltaDir: string, patches: readonly DeltaPatch[], limits: UnpackLimits = {}): Promise<void> {
  checkPatchSizes(patches, checkedLimits(limits));
  if (patches.length === 0) return;
  const stage = await mkdtemp(join(dirname(deltaDir), '.patched-'));
  try {
    for (const { file, staged } of await rebuildPatches(readFromDir(tree), deltaDir, patches, stage, limits)) {
      const to = toPath(tree, file);
      await mkdir(dirname(to), { recursive: true });
      await rm(to, { force: true, recursive: true });
      await rename(staged, to);
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Every patch's targets worked out from the base (read through `readBase`) and staged in `stage` (an existing
 * folder the caller removes), each checked against its record; the declared sizes are held to `limits` first
 * (patch-output.ts), and no output is ever whole in memory.
 */
export async function rebuildPatches(
  readBase: ReadBundleFile,
  deltaDir: string,
  patches: readonly DeltaPatch[],
  stage: string,
  limits: UnpackLimits = {},
): Promise<Staged[]> {
  checkPatchSizes(patches, checkedLimits(limits));
  const results: Staged[] = [];
  for (const [i, p] of patches.entries()) {
    const source = await sourceOf(readBase, p);
    const patch = await readFile(toPath(deltaDir, p.patch.file));
    results.push(...(await rebuildToDisk(source, patch, p, join(stage, `${i}.out`), join(stage, `${i}.`))));
  }
  return results;
}
