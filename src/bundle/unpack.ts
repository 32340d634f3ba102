// Safe extraction of a bundle someone else may have made. Refuses (never strips or skips) anything that could
// write outside the target or fill the disk: absolute paths, `..`, links, devices, FIFOs, odd names, too many
// entries or bytes. Extracts into a fresh directory beside the target and renames it into place, so a refused or
// broken archive leaves nothing behind and a reader never sees half a site.
//
// tar's Parser only parses here; the writing is ours. Its Unpack strips `..` and leading `/` silently, and we
// must refuse those, not guess what the archive meant.
import { createReadStream, createWriteStream, type Stats, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { StaticExportError } from '../core/errors.ts';

export interface UnpackLimits {
  /** Entries of any kind. Default 100,000. */
  maxEntries?: number;
  /** Sum of all file sizes. Default 2 GiB. */
  maxBytes?: number;
  /** Size of one file. Default `maxBytes`. */
  maxEntryBytes?: number;
}

export interface UnpackResult {
  dir: string;
  files: number;
  bytes: number;
}

const DEFAULT_MAX_ENTRIES = 100_000;
const DEFAULT_MAX_BYTES = 2 * 1024 ** 3;
const FILE_TYPES = new Set(['File', 'OldFile']);
/** Inflation a real bundle never nears (HTML and JS compress 5–20×; tar's parser allowed 1000). */
const MAX_RATIO = 1000;

function unsafe(message: string, cause?: unknown): StaticExportError {
  return new StaticExportError('UNSAFE_ARCHIVE', message, cause === undefined ? undefined : { cause });
}

/**
 * The entry's path as a safe relative path, or a refusal. `.` and empty segments (`./a`, `dir/`) are harmless and
 * normalised away; everything that tries to leave the root is refused, as are names that mean different things on
 * different systems (backslash) or cannot be names at all (NUL).
 */
export function checkEntryPath(raw: string): string {
  const name = JSON.stringify(raw);
  if (raw.includes('\0')) throw unsafe(`refusing entry ${name}: NUL in the name`);
  if (raw.includes('\\')) throw unsafe(`refusing entry ${name}: backslash in the name`);
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) throw unsafe(`refusing entry ${name}: absolute path`);
  const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) throw unsafe(`refusing entry ${name}: '..' segment`);
  return segments.join('/');
}

function positive(value: number | undefined, fallback: number, label: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new StaticExportError('INVALID_OPTION', `Expected ${label} to be a non-negative integer, got ${String(value)}`);
  }
  return value;
}

async function assertEmptyOrAbsent(dir: string): Promise<void> {
  try {
    if ((await readdir(dir)).length > 0) {
      throw new StaticExportError('OUT_DIR_NOT_EMPTY', `cannot unpack into ${dir}: it exists and is not empty`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Extracts a `.tar.gz` (or plain `.tar`) bundle into `targetDir`, which must be absent or empty. `source` is a
 * file path or a readable stream (which is consumed, and destroyed on refusal). Throws `UNSAFE_ARCHIVE` naming
 * the offending entry; on any failure nothing is left at or beside `targetDir`.
 */
export async function unpackBundle(source: string | NodeJS.ReadableStream, targetDir: string, limits: UnpackLimits = {}): Promise<UnpackResult> {
  const checked = checkedLimits(limits);
  const target = resolve(targetDir);
  await assertEmptyOrAbsent(target);
  await mkdir(dirname(target), { recursive: true });
  // Same parent, so the final rename is atomic and never crosses a filesystem.
  const tmp = await mkdtemp(join(dirname(target), `.${basename(target)}.unpack-`));

  let files = 0;
  let bytes = 0;
  try {
    ({ files, bytes } = await readArchive(source, diskSink(tmp), checked));
    try {
      await rename(tmp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') {
        throw new StaticExportError('OUT_DIR_NOT_EMPTY', `cannot unpack into ${target}: it was filled while unpacking`, { cause: error });
      }
      throw error;
    }
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    // A full disk is the host's problem, not the bundle's: said as such, never as an unsafe bundle.
    const code = ((error as { cause?: NodeJS.ErrnoException }).cause ?? (error as NodeJS.ErrnoException)).code;
    if (code === 'ENOSPC' || code === 'EDQUOT')
      throw new StaticExportError('DISK_FULL', `the disk is full: cannot unpack the bundle into ${target}`, { cause: error });
    if (StaticExportError.is(error)) throw error;
    throw unsafe(`cannot unpack the bundle: ${(error as Error).message}`, error);
  }
  return { dir: target, files, bytes };
}

type Limits = Required<UnpackLimits>;

/** The limits with their defaults, each checked. */
export function checkedLimits(limits: UnpackLimits): Limits {
  const maxBytes = positive(limits.maxBytes, DEFAULT_MAX_BYTES, 'maxBytes');
  return {
    maxEntries: positive(limits.maxEntries, DEFAULT_MAX_ENTRIES, 'maxEntries'),
    maxBytes,
    maxEntryBytes: positive(limits.maxEntryBytes, maxBytes, 'maxEntryBytes'),
  };
}

/**
 * The refusals every entry of one archive passes as its header is read, before its body: its count, its type, its
 * path (checkEntryPath) and the sizes. readArchive applies them to what tar's Parser reads; the reader of our own
 * archives (simple-tar.ts) to what it reads, so both refuse the same archives.
 */
export class EntryRules {
  private readonly limits: Limits;
  private entries = 0;
  /** The sizes of the files so far. */
  bytes = 0;

  constructor(limits: Limits) {
    this.limits = limits;
  }

  /**
   * The entry's path as checkEntryPath gives it; throws UNSAFE_ARCHIVE naming the entry (`path` as the archive
   * spells it, `type` as tar names it).
   */
  check(path: string, type: string, size: number): string {
    const { maxEntries, maxBytes, maxEntryBytes } = this.limits;
    this.entries += 1;
    if (this.entries > maxEntries) throw unsafe(`refusing entry ${JSON.stringify(path)}: more than ${maxEntries} entries`);
    if (type === 'Directory') return checkEntryPath(path);
    if (!FILE_TYPES.has(type)) throw unsafe(`refusing entry ${JSON.stringify(path)}: type ${type} is not allowed (only files and directories)`);
    const rel = checkEntryPath(path);
    if (rel === '') throw unsafe(`refusing entry ${JSON.stringify(path)}: a file needs a name`);
    if (size > maxEntryBytes) throw unsafe(`refusing entry ${JSON.stringify(path)}: ${size} bytes is over the per-file limit of ${maxEntryBytes}`);
    this.bytes += size;
    if (this.bytes > maxBytes) throw unsafe(`refusing entry ${JSON.stringify(path)}: the archive holds more than the limit of ${maxBytes} bytes`);
    return rel;
  }
}

/**
 * Where the entries of an archive go, one at a time, their paths already checked (checkEntryPath): files of their
 * own on disk (unpackBundle), or one scratch file (archive-file.ts). A thrown StaticExportError refuses the archive.
 */
export interface EntrySink {
  directory(rel: string): Promise<void>;
  /** Reads `entry` to its end. A second file of the same name must be refused (a throw), never replace the first. */
  file(rel: string, entry: ReadEntry): Promise<void>;
  /** The archive was refused while `file` was reading: stop writing (what `file` awaits may then reject). */
  abort(): void;
}

/**
 * Reads a `.tar.gz` (or plain `.tar`) bundle into `sink` under the same refusals and limits as unpackBundle (which
 * is this with a sink that writes files). `source` is a file path or a readable stream (consumed, and destroyed on
 * refusal). Throws `UNSAFE_ARCHIVE` naming the offending entry, or the error of reading `source`.
 */
export async function readArchive(
  source: string | NodeJS.ReadableStream,
  sink: EntrySink,
  limits: UnpackLimits = {},
): Promise<{ files: number; bytes: number }> {
  const checked = checkedLimits(limits);
  const input = typeof source === 'string' ? createReadStream(source) : source;
  return extract(input, await tarBytes(input), sink, checked);
}

/** The entries as files and folders under `root` (which exists). */
function diskSink(root: string): EntrySink {
  const made = new Set<string>([root]);
  let current: WriteStream | undefined;
  const place = (rel: string): string => {
    const abs = rel === '' ? root : join(root, rel);
    if (abs !== root && !abs.startsWith(root + sep)) throw unsafe(`refusing entry ${JSON.stringify(rel)}: resolves outside the target`);
    return abs;
  };
  return {
    directory: (rel) => mkdirCached(place(rel), made),
    async file(rel, entry) {
      const abs = place(rel);
      await mkdirCached(dirname(abs), made);
      // `wx`: a second entry for the same name is refused rather than silently replacing the first.
      const ws = createWriteStream(abs, { flags: 'wx', mode: 0o644 });
      current = ws;
      await new Promise<void>((done, broken) => {
        ws.on('error', broken); // an open that failed (`wx` on a duplicate) never opened a descriptor
        ws.on('close', () => (ws.errored ? broken(ws.errored) : done()));
        entry.on('error', broken);
        entry.pipe(ws);
      });
      current = undefined;
    },
    abort: () => current?.destroy(),
  };
}

/** The first chunk of a stream, put back so the stream still starts with it; null for an empty stream. */
function peek(input: NodeJS.ReadableStream): Promise<Buffer | null> {
  return new Promise((resolvePeek, rejectPeek) => {
    const done = (error: Error | null, chunk: Buffer | null) => {
      input.off('readable', onReadable);
      input.off('end', onEnd);
      input.off('error', onError);
      if (error) return rejectPeek(error);
      if (chunk) input.unshift(chunk);
      resolvePeek(chunk);
    };
    const onReadable = () => done(null, input.read() as Buffer | null);
    const onEnd = () => done(null, null);
    const onError = (error: Error) => done(error, null);
    input.once('readable', onReadable);
    input.once('end', onEnd);
    input.once('error', onError);
  });
}

/**
 * The archive's tar bytes: gunzipped here rather than inside tar's parser, so that a parser which stops taking
 * data (at the end-of-archive marker) also stops the decompression, by backpressure. Inside the parser, zlib
 * pushed every inflated byte at it regardless: a 128 KB file holding 128 MiB of zeros after the marker was
 * inflated in full and buffered block by block.
 */
async function tarBytes(input: NodeJS.ReadableStream): Promise<NodeJS.ReadableStream> {
  const head = await peek(input);
  if (head?.[0] !== 0x1f || head[1] !== 0x8b) return input;
  return input.pipe(createGunzip());
}

function extract(input: NodeJS.ReadableStream, tar: NodeJS.ReadableStream, sink: EntrySink, limits: Limits): Promise<{ files: number; bytes: number }> {
  return new Promise((resolvePromise, reject) => {
    const rules = new EntryRules(limits);
    let files = 0;
    let failed: Error | undefined;
    // One entry at a time: a ReadEntry stays paused (and the parser waits for it) until we pipe it, so at most one
    // file is open and a 100k-entry archive never means 100k open files. Also keeps "which entry broke" exact.
    let chain: Promise<void> = Promise.resolve();

    const stopReading = (): void => {
      tar.unpipe(parser as unknown as NodeJS.WritableStream);
      for (const stream of new Set([tar, input])) (stream as { destroy?: () => void }).destroy?.();
    };

    const fail = (error: Error): void => {
      if (failed) return;
      failed = error;
      stopReading();
      parser.abort(error);
      sink.abort();
      // Settle only after the file being written has closed, so the caller's cleanup cannot race a late write.
      void chain.then(() => reject(failed));
    };

    // Runs for every non-metadata entry as its header is parsed, before any of its body is buffered.
    const filter = (path: string, item: ReadEntry | Stats): boolean => {
      if (failed || !('header' in item)) return false;
      try {
        rules.check(path, item.type, item.size ?? 0);
        return true;
      } catch (error) {
        // Aborting from inside the parser's own write loop is allowed: it checks the flag between blocks.
        fail(error as Error);
        return false;
      }
    };

    const write = async (entry: ReadEntry): Promise<void> => {
      const rel = checkEntryPath(entry.path);
      if (!FILE_TYPES.has(entry.type)) {
        await sink.directory(rel);
        entry.resume();
        return;
      }
      if (failed) {
        entry.resume();
        return;
      }
      files += 1;
      await sink.file(rel, entry);
    };

    const onEntry = (entry: ReadEntry): void => {
      chain = chain.then(async () => {
        if (failed) {
          entry.resume();
          return;
        }
        try {
          await write(entry);
        } catch (error) {
          entry.resume();
          if (StaticExportError.is(error)) return fail(error);
          const code = (error as NodeJS.ErrnoException).code;
          const why = code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR' ? 'duplicate or conflicting entry' : (error as Error).message;
          fail(unsafe(`refusing entry ${JSON.stringify(entry.path)}: ${why}`, error));
        }
      });
    };

    const parser = new Parser({ strict: true, filter, onReadEntry: onEntry });
    parser.on('meta', (meta: string) => {
      // tar cuts pax and GNU long names at the first NUL; a NUL with more after it means the name is not what it
      // seems, so refuse instead of extracting under the shortened name.
      if (/\0[^\0]/.test(meta)) {
        const name = /(?:^|\n)\d+ path=([^\n]*)/.exec(meta)?.[1] ?? meta.replace(/\0+$/, '');
        fail(unsafe(`refusing entry ${JSON.stringify(name)}: NUL in the name`));
      }
    });
    parser.on('ignoredEntry', (entry: ReadEntry) => {
      // Entries tar itself does not know (or oversized metadata) would vanish silently; our packer never makes them.
      fail(unsafe(`refusing entry ${JSON.stringify(entry.path)}: unsupported entry type ${String(entry.type)}`));
    });
    parser.on('error', (error: Error) => {
      fail(StaticExportError.is(error) ? error : unsafe(`not a valid bundle archive: ${error.message}`, error));
    });
    // The end-of-archive marker (two zero blocks) ends the archive: whatever follows it, inside the gzip stream
    // or after it, is not read (the parser would buffer it block by block: minutes for a few hundred MiB).
    parser.on('eof', () => {
      if (failed) return;
      stopReading();
      void chain.then(() => {
        if (!failed) resolvePromise({ files, bytes: rules.bytes });
      });
    });
    parser.on('end', () => {
      void chain.then(() => {
        if (!failed) resolvePromise({ files, bytes: rules.bytes });
      });
    });
    input.on('error', (error: Error) => fail(unsafe(`cannot read the bundle: ${error.message}`, error)));
    if (tar !== input) {
      tar.on('error', (error: Error) => fail(unsafe(`not a valid bundle archive: ${error.message}`, error)));
      // What gzip may inflate to before the end-of-archive marker: the files, their headers, and the ratio a
      // real bundle never nears (tar's own limit, which no longer applies once the gunzip is ours).
      const cap = limits.maxBytes + limits.maxEntries * 3 * 512 + 1024 * 1024;
      let packed = 0;
      let inflated = 0;
      input.on('data', (chunk: Buffer) => void (packed += chunk.length));
      tar.on('data', (chunk: Buffer) => {
        inflated += chunk.length;
        if (inflated > cap) fail(unsafe(`refusing the archive: it inflates past ${cap} bytes`));
        else if (inflated > 1024 * 1024 && inflated > packed * MAX_RATIO)
          fail(unsafe(`refusing the archive: it inflates more than ${MAX_RATIO} times its size`));
      });
    }
    tar.pipe(parser as unknown as NodeJS.WritableStream);
  });
}

async function mkdirCached(dir: string, made: Set<string>): Promise<void> {
  if (made.has(dir)) return;
  await mkdir(dir, { recursive: true, mode: 0o755 });
  made.add(dir);
}
