// A bundle directory → one deterministic `.tar.gz`. Same tree in, same bytes out, so the archive's sha256 can
// serve as a version: entries in byte order of their paths (the site's files, then `_static-export/`, its manifest,
// the manifest's signature and changes.json last), one fixed mtime, modes 0644 (no executables in a site), no
// owners, no directory entries (an extractor creates parents; empty directories carry nothing), no gzip timestamp
// and a fixed gzip OS byte. Streamed: memory stays flat however large the site is.
import { createHash } from 'node:crypto';
import { closeSync, createWriteStream, existsSync, openSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parallelGzip, type PreviousFiles, type PreviousMembers } from './parallel-gzip.ts';
import type { SpoolIndex } from './spool.ts';
import { BUNDLE_ENTRY, type TarFile, type TarStreamOptions, tarStream } from './tar-stream.ts';
import { StaticExportError } from '../core/errors.ts';
import { isWithin } from '../core/path-within.ts';
import { CHANGES_PATH, MANIFEST_PATH, META_DIR, SIGNATURE_PATH } from '../core/types.ts';

export interface PackResult {
  sha256: string;
  bytes: number;
  files: number;
}

/** Every entry's mtime (tar-stream.ts: BUNDLE_ENTRY). */
export const BUNDLE_MTIME = BUNDLE_ENTRY.mtime;
/** zlib level 5: on exported sites its output is as small as level 6's, within a fraction of a percent, for less CPU. */
const GZIP_LEVEL = 5;

const META_PREFIX = `${META_DIR}/`;
const isMeta = (rel: string) => rel.startsWith(META_PREFIX);
/**
 * Packed after everything else, in this order: what changes from one publication of a site to the next (the
 * manifest near its end, its signature with it, a `since` export's report, absent from a plain PREV), so a
 * `since` export of an unchanged site repeats PREV's tar, and its gzip members, up to the manifest (in
 * byte order changes.json came before the manifest and the 12 MB search index, and shifted all of them).
 */
const LAST = [MANIFEST_PATH, SIGNATURE_PATH, CHANGES_PATH];

/** Where a path goes: the site's files, then `_static-export/`, then LAST in its order. */
function rankOf(rel: string): number {
  const last = LAST.indexOf(rel);
  if (last >= 0) return 2 + last;
  return isMeta(rel) ? 1 : 0;
}

/**
 * `files` in the order an archive lists them: by rank (rankOf), then by the UTF-8 bytes of their paths (the order
 * `LC_ALL=C sort` gives). Each path is encoded once, not at every comparison: encoding both sides of every
 * comparison made sorting a large spool several times slower.
 */
function archiveOrder(files: TarFile[]): TarFile[] {
  const keyed = files.map((file) => ({ file, key: Buffer.from(file.rel), rank: rankOf(file.rel) }));
  keyed.sort((a, b) => a.rank - b.rank || Buffer.compare(a.key, b.key));
  return keyed.map((k) => k.file);
}

/** Bundle-relative paths in the order an archive of them lists them (archiveOrder). */
export function inArchiveOrder(rels: Iterable<string>): string[] {
  return archiveOrder([...rels].map((rel) => ({ rel }))).map((f) => f.rel);
}

async function walk(root: string, rel: string, out: TarFile[], skip?: string): Promise<void> {
  const entries = await readdir(join(root, rel), { withFileTypes: true });
  for (const entry of entries) {
    const childRel = rel ? `${rel}/${entry.name}` : entry.name;
    const abs = join(root, childRel);
    if (entry.isDirectory()) {
      // A folder the export may still be writing into while the rest is packed.
      if (childRel !== skip) await walk(root, childRel, out, skip);
    } else if (entry.isFile()) {
      if (entry.name.includes('\\')) {
        throw new StaticExportError('INVALID_PATH', `cannot pack ${JSON.stringify(childRel)}: backslashes in names are refused by every extractor of ours`);
      }
      out.push({ rel: childRel, abs });
    } else {
      // A symlink could point anywhere on this machine; a device or socket has no content to ship.
      throw new StaticExportError('INVALID_PATH', `cannot pack ${JSON.stringify(childRel)}: only regular files and directories belong in a bundle`);
    }
  }
}

/**
 * The files of `dir`, bundle-relative with `/`, in the order an archive of it lists them: by UTF-8 bytes (the
 * order `LC_ALL=C sort` gives), the site's files before `_static-export/`, its manifest, signature and
 * changes.json last (archiveOrder).
 */
export async function listBundleFiles(dir: string): Promise<string[]> {
  const found: TarFile[] = [];
  await walk(resolve(dir), '', found);
  return archiveOrder(found).map((f) => f.rel);
}

/**
 * What the earlier archive holds where each entry goes. A file linked from exactly the range its content was read
 * into (so its bytes are that file's), which the earlier tar holds at this offset under the same path and size in
 * the bytes this packer writes (tar-layout.ts): a repeat, its header, content and padding those bytes. Another path
 * or size there (or nothing): fresh bytes, not worth comparing. The same path and size: the bytes decide.
 */
function repeatsOf(previous: PreviousFiles): TarStreamOptions['repeats'] {
  return (file, offset) => {
    if (file === 'end') return previous.layout.end === offset ? END_BYTES : undefined;
    const entry = previous.layout.entries.get(file.rel);
    const size = file.spool?.length;
    if (!entry || entry.offset !== offset || (size !== undefined && size !== entry.size)) return 'fresh';
    const linked = file.spool;
    if (!linked || linked.source !== previous.store) return undefined;
    const stored = previous.ranges.get(file.rel);
    return stored && stored.offset === linked.offset && stored.length === linked.length && stored.length === entry.size ? entry.length : undefined;
  };
}
/** The two zero blocks that end a tar. */
const END_BYTES = 1024;

export interface PackOptions {
  /** The pages and payloads an export wrote to a spool instead of `dir` (ExportResult.spool). */
  spool?: SpoolIndex;
  /**
   * Settles when `_static-export/` is complete: until then the files outside it are packed (they are final once
   * the crawl is over), so packing overlaps what the export still writes there (its search index, the manifest).
   * A rejection fails the pack. @default everything is complete already
   */
  metaReady?: Promise<unknown>;
  /** The members of an earlier archive whose blocks this one may repeat (a `since` export's PREV): copied, not compressed. */
  previous?: PreviousMembers;
}

/**
 * Packs every regular file under `dir`, and every file of `options.spool`, into `outFile` (gzip-compressed tar,
 * entries at the archive root). The same files give the same bytes whether they came from the directory or the
 * spool. Writes `outFile.partial` and renames it at the end, so `outFile` is either absent or complete; the
 * partial is removed on failure.
 */
export async function packBundle(dir: string, outFile: string, options: PackOptions = {}): Promise<PackResult> {
  const root = resolve(dir);
  const target = resolve(outFile);
  const partial = `${target}.partial`;
  if (isWithin(root, target)) {
    throw new StaticExportError('INVALID_OPTION', `the bundle ${outFile} cannot be written inside the directory being packed (${dir})`);
  }

  let spoolFd: number | undefined;
  let count = 0;
  /** The files of one part (outside `_static-export/`, or inside it), from the directory and the spool, in order. */
  const part = async (meta: boolean): Promise<TarFile[]> => {
    const found: TarFile[] = [];
    if (!meta) await walk(root, '', found, META_DIR);
    else if (existsSync(join(root, META_DIR))) await walk(root, META_DIR, found);
    if (options.spool && options.spool.entries.size > 0) {
      const onDisk = new Set(found.map((f) => f.rel));
      const both = [...options.spool.entries.keys()].find((rel) => onDisk.has(rel));
      if (both !== undefined) throw new StaticExportError('INVALID_PATH', `cannot pack ${JSON.stringify(both)}: it is both in ${dir} and in the spool`);
      spoolFd ??= openSync(options.spool.path, 'r');
      for (const [rel, entry] of options.spool.entries) if (isMeta(rel) === meta) found.push({ rel, spool: { ...entry, fd: entry.fd ?? spoolFd } });
    }
    count += found.length;
    return archiveOrder(found);
  };
  // The export's own failure, when it fails while the site is packed: passed on as it is, not as a packing error.
  let exportError: { error: unknown } | undefined;
  const metaReady = options.metaReady?.catch((error: unknown) => {
    exportError = { error };
    throw error;
  });
  metaReady?.catch(() => undefined); // awaited below; until then, not an unhandled rejection
  // The site's files first, then `_static-export/` (what an export writes last): the same order whether or not
  // the export was still writing the second part when packing began, so the same tree gives the same bytes.
  async function* entries(): AsyncGenerator<TarFile> {
    yield* await part(false);
    await metaReady;
    yield* await part(true);
  }

  const hash = createHash('sha256');
  let bytes = 0;
  try {
    // gzip runs on the thread pool in fixed-size blocks, beside the tar writer on the main thread.
    await pipeline(
      tarStream(entries(), { ...BUNDLE_ENTRY, ...(options.previous?.files ? { repeats: repeatsOf(options.previous.files) } : {}) }),
      parallelGzip(GZIP_LEVEL, options.previous),
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(partial),
    );
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    if (exportError && error === exportError.error) throw error;
    if (StaticExportError.is(error)) throw error;
    throw new StaticExportError('INTERNAL', `packing ${dir} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    if (spoolFd !== undefined) closeSync(spoolFd);
  }
  return { sha256: hash.digest('hex'), bytes, files: count };
}
