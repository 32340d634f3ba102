// A bundle directory → one deterministic `.tar.gz`. Same tree in, same bytes out, so the archive's sha256 can
// serve as a version: entries in byte order of their paths (the site's files, then `_static-export/`), one fixed
// mtime, modes 0644 (no executables in a site), no owners, no directory entries (an extractor creates parents;
// empty directories carry nothing), no gzip timestamp and a fixed gzip OS byte. Streamed: memory stays flat however
// large the site is.
import { createHash } from 'node:crypto';
import { closeSync, createWriteStream, existsSync, openSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PreviousMembers } from './gzip-members.ts';
import { parallelGzip } from './parallel-gzip.ts';
import type { SpoolIndex } from './spool.ts';
import { tarStream, type TarFile } from './tar-stream.ts';
import { StaticExportError } from '../core/errors.ts';
import { isWithin } from '../core/path-within.ts';
import { META_DIR } from '../core/types.ts';

export interface PackResult {
  sha256: string;
  bytes: number;
  files: number;
}

/** Every entry's mtime. Any constant works; 2000-01-01 keeps `tar tv` listings sane (epoch reads like a bug). */
export const BUNDLE_MTIME = new Date('2000-01-01T00:00:00Z');
const FILE_MODE = 0o644;
/** zlib level 5: on exported sites it gives within 0.3% of level 6's size for 20% less CPU (bench, 180 MB tar). */
const GZIP_LEVEL = 5;

function byBytes(a: TarFile, b: TarFile): number {
  return Buffer.compare(Buffer.from(a.rel), Buffer.from(b.rel));
}

const META_PREFIX = `${META_DIR}/`;
const isMeta = (rel: string) => rel.startsWith(META_PREFIX);

function inArchiveOrder(a: TarFile, b: TarFile): number {
  return Number(isMeta(a.rel)) - Number(isMeta(b.rel)) || byBytes(a, b);
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
 * order `LC_ALL=C sort` gives), the site's files before `_static-export/`.
 */
export async function listBundleFiles(dir: string): Promise<string[]> {
  const found: TarFile[] = [];
  await walk(resolve(dir), '', found);
  return found.sort(inArchiveOrder).map((f) => f.rel);
}

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
    return found.sort(byBytes);
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
      tarStream(entries(), { mtime: BUNDLE_MTIME, mode: FILE_MODE }),
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
