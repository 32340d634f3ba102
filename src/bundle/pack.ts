// A bundle directory → one deterministic `.tar.gz`. Same tree in, same bytes out, so the archive's sha256 can
// serve as a version: entries in byte order of their paths, one fixed mtime, modes 0644 (no executables in a
// site), no owners, no directory entries (an extractor creates parents; empty directories carry nothing), no
// gzip timestamp and a fixed gzip OS byte. Streamed: memory stays flat however large the site is.
import { createHash } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parallelGzip } from './parallel-gzip.ts';
import { Pack } from 'tar';
import { StaticExportError } from '../errors.ts';

export interface PackResult {
  sha256: string;
  bytes: number;
  files: number;
}

/** Every entry's mtime. Any constant works; 2000-01-01 keeps `tar tv` listings sane (epoch reads like a bug). */
export const BUNDLE_MTIME = new Date('2000-01-01T00:00:00Z');
const FILE_MODE = 0o644;
// Bounds what tar reads ahead per file (it defaults to 16 MiB per read, times 4 concurrent entries).
const MAX_READ_SIZE = 256 * 1024;

interface Found {
  rel: string;
  abs: string;
  stat: Stats;
}

function byBytes(a: Found, b: Found): number {
  return Buffer.compare(Buffer.from(a.rel), Buffer.from(b.rel));
}

async function walk(root: string, rel: string, out: Found[]): Promise<void> {
  const entries = await readdir(join(root, rel), { withFileTypes: true });
  for (const entry of entries) {
    const childRel = rel ? `${rel}/${entry.name}` : entry.name;
    const abs = join(root, childRel);
    if (entry.isDirectory()) {
      await walk(root, childRel, out);
    } else if (entry.isFile()) {
      if (entry.name.includes('\\')) {
        throw new StaticExportError('INVALID_PATH', `cannot pack ${JSON.stringify(childRel)}: backslashes in names are refused by every extractor of ours`);
      }
      out.push({ rel: childRel, abs, stat: await lstat(abs) });
    } else {
      // A symlink could point anywhere on this machine; a device or socket has no content to ship.
      throw new StaticExportError('INVALID_PATH', `cannot pack ${JSON.stringify(childRel)}: only regular files and directories belong in a bundle`);
    }
  }
}

/** The files of `dir`, bundle-relative with `/`, sorted by UTF-8 bytes (the order `LC_ALL=C sort` gives). */
export async function listBundleFiles(dir: string): Promise<string[]> {
  const found: Found[] = [];
  await walk(resolve(dir), '', found);
  return found.sort(byBytes).map((f) => f.rel);
}

/**
 * Packs every regular file under `dir` into `outFile` (gzip-compressed tar, entries at the archive root). Writes
 * `outFile.partial` and renames it at the end, so `outFile` is either absent or complete; the partial is removed
 * on failure.
 */
export async function packBundle(dir: string, outFile: string): Promise<PackResult> {
  const root = resolve(dir);
  const target = resolve(outFile);
  const partial = `${target}.partial`;
  const inside = relative(root, target);
  if (inside === '' || (!inside.startsWith('..') && !inside.startsWith(sep) && !/^[a-z]:/i.test(inside))) {
    throw new StaticExportError('INVALID_OPTION', `the bundle ${outFile} cannot be written inside the directory being packed (${dir})`);
  }

  const found: Found[] = [];
  await walk(root, '', found);
  found.sort(byBytes);

  // tar takes each file's stat from this cache. Normalising here is what makes modes constant, and `nlink = 1`
  // stops tar from turning hard-linked files into Link entries (which our own unpacker refuses).
  const statCache = new Map<string, Stats>();
  for (const f of found) {
    f.stat.mode = (f.stat.mode & ~0o7777) | FILE_MODE;
    f.stat.nlink = 1;
    statCache.set(f.abs, f.stat);
  }

  const pack = new Pack({
    cwd: root,
    portable: true,
    mtime: BUNDLE_MTIME,
    noDirRecurse: true,
    strict: true,
    statCache,
    maxReadSize: MAX_READ_SIZE,
  });

  const hash = createHash('sha256');
  let bytes = 0;
  try {
    // Queue every path first, then let the pipeline pull: tar opens files lazily as output is consumed.
    for (const f of found) pack.add(f.rel);
    pack.end();
    // gzip runs on the thread pool in fixed-size blocks, beside tar on the main thread (see parallel-gzip.ts).
    await pipeline(
      pack,
      parallelGzip(6),
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
    if (error instanceof StaticExportError) throw error;
    throw new StaticExportError('INTERNAL', `packing ${dir} failed: ${(error as Error).message}`, { cause: error });
  }
  return { sha256: hash.digest('hex'), bytes, files: found.length };
}
