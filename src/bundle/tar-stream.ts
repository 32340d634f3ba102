// Sorted bundle files → the bytes of one tar archive, for pack.ts.
//
// Why not tar's `Pack`: it stats, opens and streams every file through a chain of Minipass objects, which at
// 8,000 files cost ~2 s of main-thread time, as much as compressing the whole archive. A bundle holds only
// regular files with one mode and one mtime, so the entries are simple: this writes them with tar's own
// `Header` and `Pax` encoders (so the bytes are exactly those `Pack({ portable: true })` writes). Small files are
// read synchronously: they were just written and sit in the page cache, and a promise round trip through the
// thread pool per open/stat/read/close cost more main-thread time than the reads (profiled at 8,000 files).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { Header, Pax } from 'tar';

export interface TarFile {
  /** Path inside the archive, `/`-separated. */
  rel: string;
  /** Where the content is: a file of its own, or a range of an open spool file (bundle/spool.ts). */
  abs?: string;
  /** `source`: the path of the file the range is in, when it is not the spool's own (a file linked from PREV). */
  spool?: { fd: number; offset: number; length: number; source?: string };
}

export interface TarOptions {
  mtime: Date;
  mode: number;
}

/**
 * How a bundle's entries are written (pack.ts), and so the only entries an earlier bundle's layout records
 * (tar-layout.ts). Any constant mtime works; 2000-01-01 keeps `tar tv` listings sane (epoch reads like a bug).
 * Modes 0644: no executables in a site.
 */
export const BUNDLE_ENTRY: TarOptions = { mtime: new Date('2000-01-01T00:00:00Z'), mode: 0o644 };

/**
 * In place of bytes: the next `repeat` bytes of the archive are the earlier archive's bytes at the same offset
 * (`TarStreamOptions.repeats`), so they are neither read nor made here.
 */
export interface Repeat {
  repeat: number;
}

/** Before an entry's bytes: they are not the earlier archive's at the same offset (another path or size is there). */
export interface Fresh {
  fresh: number;
}

export interface TarStreamOptions extends TarOptions {
  /**
   * What the earlier archive holds where `file`'s entry goes (at `offset`; `'end'`: the two zero blocks that end
   * the archive): the entry's length when it is this entry byte for byte (header, content, padding), `'fresh'` when
   * it cannot be (another path or size there), undefined when its bytes decide.
   */
  repeats?: (file: TarFile | 'end', offset: number) => number | 'fresh' | undefined;
}

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
/** Files up to this size are read whole; larger ones in pieces of this size. */
const WHOLE_FILE_MAX = 1024 * 1024;

/** The header blocks of a file's entry: a ustar header, after a pax record when the path needs one. */
export function entryHeader(rel: string, size: number, options: TarOptions): Buffer[] {
  const fields = { path: rel, mode: options.mode, size, mtime: options.mtime, type: 'File' as const };
  const head = new Header(fields);
  const blocks: Buffer[] = [];
  // encode() answers whether the plain ustar header lost something (a path over 255 bytes, non-ASCII): then a
  // pax record before it carries the exact value, as tar's Pack does.
  if (head.encode()) blocks.push(new Pax(fields).encode());
  blocks.push(head.block!);
  return blocks;
}

const roundUp = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

function padding(size: number): Buffer | undefined {
  const rest = size % BLOCK;
  return rest === 0 ? undefined : ZEROS.subarray(0, BLOCK - rest);
}

/** Up to `length` bytes of `fd` from `offset`, into the start of `into`: fewer only where the file ends first. */
function readAt(fd: number, offset: number, length: number, into: Buffer): Buffer {
  const data = into.subarray(0, length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, data, got, length - got, offset + got);
    if (n === 0) return data.subarray(0, got);
    got += n;
  }
  return data;
}

/** The whole content of a small file (read into `into`), or its size when it is too large to read whole. */
function readSmall(abs: string, into: Buffer): Buffer | number {
  const fd = openSync(abs, 'r');
  try {
    const size = fstatSync(fd).size;
    return size > WHOLE_FILE_MAX ? size : readAt(fd, 0, size, into);
  } finally {
    closeSync(fd);
  }
}

/** A spool entry, in pieces of at most WHOLE_FILE_MAX bytes. */
function* spooled(file: TarFile, head: Buffer[], into: Buffer): Generator<Buffer> {
  const { fd, offset, length } = file.spool!;
  yield* head;
  for (let at = 0; at < length; at += WHOLE_FILE_MAX) {
    const want = Math.min(WHOLE_FILE_MAX, length - at);
    const piece = readAt(fd, offset + at, want, into);
    if (piece.length !== want) throw new Error('the spool file ended early');
    yield piece;
  }
  const pad = padding(length);
  if (pad) yield pad;
}

/**
 * The archive's bytes, entry by entry in the order given, ending with the two zero blocks tar expects; where
 * `options.repeats` says an entry is the earlier archive's at the same offset, a Repeat of its length instead.
 *
 * A Buffer it yields holds its bytes only until the next item is asked for: the files' contents are read into
 * one buffer, again and again (parallel-gzip.ts copies each piece into its block at once). A buffer of its own
 * for every file was ~1 MiB of garbage a compressed block, which V8 collects only after 64 MiB more of it.
 */
export async function* tarStream(files: Iterable<TarFile> | AsyncIterable<TarFile>, options: TarStreamOptions): AsyncGenerator<Buffer | Repeat | Fresh> {
  const scratch = Buffer.allocUnsafeSlow(WHOLE_FILE_MAX);
  let offset = 0;
  // Entries repeated one after the other go as one Repeat (10,000 of them were as many trips through each stage).
  let repeated = 0;
  for await (const file of files) {
    const earlier = options.repeats?.(file, offset);
    if (typeof earlier === 'number') {
      offset += earlier;
      repeated += earlier;
      if (repeated >= REPEAT_RUN) {
        yield { repeat: repeated };
        repeated = 0;
      }
      continue;
    }
    if (repeated > 0) {
      yield { repeat: repeated };
      repeated = 0;
    }
    if (file.spool) {
      const head = entryHeader(file.rel, file.spool.length, options);
      const length = blocksLength(head) + roundUp(file.spool.length);
      offset += length;
      if (earlier === 'fresh') yield { fresh: length };
      yield* spooled(file, head, scratch);
      continue;
    }
    const small = readSmall(file.abs!, scratch);
    if (typeof small !== 'number') {
      const head = entryHeader(file.rel, small.length, options);
      if (earlier === 'fresh') yield { fresh: blocksLength(head) + roundUp(small.length) };
      yield* head;
      if (small.length > 0) yield small;
      const pad = padding(small.length);
      if (pad) yield pad;
      offset += blocksLength(head) + small.length + (pad?.length ?? 0);
      continue;
    }
    const size = small;
    const head = entryHeader(file.rel, size, options);
    if (earlier === 'fresh') yield { fresh: blocksLength(head) + roundUp(size) };
    yield* head;
    const fd = openSync(file.abs!, 'r');
    try {
      for (let at = 0; at < size; at += WHOLE_FILE_MAX) {
        const want = Math.min(WHOLE_FILE_MAX, size - at);
        const piece = readAt(fd, at, want, scratch);
        if (piece.length !== want) throw new Error(`${file.rel} changed size while it was being packed`);
        yield piece;
      }
    } finally {
      closeSync(fd);
    }
    const pad = padding(size);
    if (pad) yield pad;
    offset += blocksLength(head) + size + (pad?.length ?? 0);
  }
  const end = options.repeats?.('end', offset);
  if (end === ZEROS.length) yield { repeat: repeated + end };
  else {
    if (repeated > 0) yield { repeat: repeated };
    yield ZEROS;
  }
}

/** A run of repeated entries is passed on once it is this long, so the blocks it fills are copied meanwhile. */
const REPEAT_RUN = 4 * 1024 * 1024;

const blocksLength = (blocks: Buffer[]) => blocks.reduce((n, b) => n + b.length, 0);
