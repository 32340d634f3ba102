// Sorted bundle files → the bytes of one tar archive, for pack.ts.
//
// Why not tar's `Pack`: it stats, opens and streams every file through a chain of Minipass objects, which at
// 8,000 files cost ~2 s of main-thread time, as much as compressing the whole archive. A bundle holds only
// regular files with one mode and one mtime, so the entries are simple: this writes them with tar's own
// `Header` and `Pax` encoders (so the bytes are exactly those `Pack({ portable: true })` writes). Small files are
// read synchronously: they were just written and sit in the page cache, and a promise round trip through the
// thread pool per open/stat/read/close cost more main-thread time than the reads (profiled at 8,000 files).
import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { Header, Pax } from 'tar';

export interface TarFile {
  /** Path inside the archive, `/`-separated. */
  rel: string;
  /** Where the content is: a file of its own, or a range of an open spool file (bundle/spool.ts). */
  abs?: string;
  spool?: { fd: number; offset: number; length: number };
}

export interface TarOptions {
  mtime: Date;
  mode: number;
}

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
/** Files up to this size are read whole; larger ones are streamed. */
const WHOLE_FILE_MAX = 1024 * 1024;

function header(file: TarFile, size: number, options: TarOptions): Buffer[] {
  const fields = { path: file.rel, mode: options.mode, size, mtime: options.mtime, type: 'File' as const };
  const head = new Header(fields);
  const blocks: Buffer[] = [];
  // encode() answers whether the plain ustar header lost something (a path over 255 bytes, non-ASCII): then a
  // pax record before it carries the exact value, as tar's Pack does.
  if (head.encode()) blocks.push(new Pax(fields).encode());
  blocks.push(head.block!);
  return blocks;
}

function padding(size: number): Buffer | undefined {
  const rest = size % BLOCK;
  return rest === 0 ? undefined : ZEROS.subarray(0, BLOCK - rest);
}

/** Up to `length` bytes of `fd` from `offset`: fewer only where the file ends first. */
function readAt(fd: number, offset: number, length: number): Buffer {
  const data = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, data, got, length - got, offset + got);
    if (n === 0) return data.subarray(0, got);
    got += n;
  }
  return data;
}

/** The whole content of a small file, or its size when it is too large to read whole. */
function readSmall(abs: string): Buffer | number {
  const fd = openSync(abs, 'r');
  try {
    const size = fstatSync(fd).size;
    return size > WHOLE_FILE_MAX ? size : readAt(fd, 0, size);
  } finally {
    closeSync(fd);
  }
}

/** A spool entry, in pieces of at most WHOLE_FILE_MAX bytes. */
function* spooled(file: TarFile, options: TarOptions): Generator<Buffer> {
  const { fd, offset, length } = file.spool!;
  yield* header(file, length, options);
  for (let at = 0; at < length; at += WHOLE_FILE_MAX) {
    const want = Math.min(WHOLE_FILE_MAX, length - at);
    const piece = readAt(fd, offset + at, want);
    if (piece.length !== want) throw new Error('the spool file ended early');
    yield piece;
  }
  const pad = padding(length);
  if (pad) yield pad;
}

/** The archive's bytes, entry by entry in the order given, ending with the two zero blocks tar expects. */
export async function* tarStream(files: Iterable<TarFile> | AsyncIterable<TarFile>, options: TarOptions): AsyncGenerator<Buffer> {
  for await (const file of files) {
    if (file.spool) {
      yield* spooled(file, options);
      continue;
    }
    const small = readSmall(file.abs!);
    if (typeof small !== 'number') {
      yield* header(file, small.length, options);
      if (small.length > 0) yield small;
      const pad = padding(small.length);
      if (pad) yield pad;
      continue;
    }
    const size = small;
    yield* header(file, size, options);
    let streamed = 0;
    for await (const chunk of createReadStream(file.abs!, { highWaterMark: 256 * 1024, end: size - 1 }) as AsyncIterable<Buffer>) {
      streamed += chunk.length;
      yield chunk;
    }
    if (streamed !== size) throw new Error(`${file.rel} changed size while it was being packed`);
    const pad = padding(size);
    if (pad) yield pad;
  }
  yield ZEROS;
}
