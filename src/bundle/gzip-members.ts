// The gzip members of an archive packBundle wrote, for a `since` export whose new archive starts with the
// same tar bytes as PREV's. parallel-gzip.ts compresses the tar in fixed blocks, each a gzip member of its own, so
// a block of the new tar that equals PREV's block at the same place compresses to PREV's member: it is copied, not
// compressed again (compressing the tar is seconds of CPU on a large site, nearly all of it for nothing when no
// page changed). Found here while PREV is read anyway: each member inflated on its own (where it ends is only known by
// inflating it), its block hashed, its CRC and size checked. The tar's layout is walked on the way
// (tar-layout.ts): where each file's entry is, so an entry the new archive repeats at the same place is not even
// read again.
import { createHash } from 'node:crypto';
import { close, open, read } from 'node:fs';
import { promisify } from 'node:util';
import { crc32, gunzip, inflateRaw, type ZlibOptions } from 'node:zlib';
import type { FileRange } from '../core/append-file.ts';
import { BLOCK_BYTES, type GzipMember, type PreviousMembers } from './parallel-gzip.ts';
import { type TarLayout, TarLayoutScanner } from './tar-layout.ts';
import { BUNDLE_ENTRY } from './tar-stream.ts';

export type { GzipMember, PreviousMembers };

/** The members blockArchive() found, and the layout of the tar they hold once it has read them all. */
export type BlockMembers = GzipMember[] & { layout?: TarLayout };

const openFile = promisify(open);
const closeFile = promisify(close);
const HEADER = 10;
const TRAILER = 8;
/** A member of a block that does not compress (stored deflate blocks) is a little larger than the block. */
const WINDOW = BLOCK_BYTES + 64 * 1024;
/**
 * zlib's output buffer: a whole block and a byte more, so one pass on the thread pool inflates a member and sees
 * its end. With Node's default (16 KiB) a member took dozens of passes, each a callback on the main thread, and
 * its pieces were joined there: ten times the main thread's time a member.
 */
const ONE_PASS = BLOCK_BYTES + 1;

const inflateWithInfo = (data: Buffer, options: ZlibOptions) =>
  new Promise<{ buffer: Buffer; consumed: number }>((resolve, reject) =>
    inflateRaw(data, { ...options, info: true } as ZlibOptions, (error, result) => {
      if (error) return reject(error);
      const { buffer, engine } = result as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
      resolve({ buffer, consumed: engine.bytesWritten });
    }),
  );

/** Up to `length` bytes of `fd` from `offset` (fewer at its end), into `into` when given. */
export async function readAt(fd: number, offset: number, length: number, into?: Buffer): Promise<Buffer> {
  const out = into ?? Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const n = await new Promise<number>((resolve, reject) =>
      read(fd, out, done, length - done, offset + done, (error, got) => (error ? reject(error) : resolve(got))),
    );
    if (n === 0) break;
    done += n;
  }
  return out.subarray(0, done);
}

/** Not an archive of blocks as parallel-gzip.ts writes them: read as any gzip stream instead. */
export class NotBlockArchive extends Error {}

/** A member read and inflated: the bytes read from its start (a window, and one byte past it), its block. */
interface Inflating {
  read: Buffer;
  inflated?: { buffer: Buffer; consumed: number };
  error?: unknown;
}

async function inflateAt(fd: number, at: number, into: Buffer): Promise<Inflating> {
  const read = await readAt(fd, at, into.length, into);
  const window = read.subarray(0, Math.min(read.length, WINDOW + HEADER + TRAILER));
  if (window.length < HEADER + TRAILER || window[0] !== 0x1f || window[1] !== 0x8b || window[2] !== 8 || window[3] !== 0) return { read };
  try {
    return { read, inflated: await inflateWithInfo(window.subarray(HEADER), { maxOutputLength: BLOCK_BYTES, chunkSize: ONE_PASS }) };
  } catch (error) {
    return { read, error };
  }
}

/**
 * The member that starts at byte `at` of the archive open as `fd`, found by inflating it (where it ends is only
 * known so), its CRC and size checked: for a reader that lost its place among the places members may start
 * (block-members.ts). Throws when there is no such member there.
 */
export async function memberAt(fd: number, at: number): Promise<{ length: number; block: Buffer }> {
  const { read, inflated, error } = await inflateAt(fd, at, Buffer.allocUnsafe(WINDOW + HEADER + TRAILER));
  if (!inflated) throw error ?? new Error(`no gzip member at byte ${at}`);
  const { buffer: block, consumed } = inflated;
  const length = HEADER + consumed + TRAILER;
  if (length > read.length) throw new Error(`gzip member at byte ${at} is cut short`);
  const trailer = read.subarray(HEADER + consumed, length);
  if (trailer.readUInt32LE(0) !== crc32(block) || trailer.readUInt32LE(4) !== block.length) {
    throw new Error(`gzip member at byte ${at} does not match its CRC or size`);
  }
  return { length, block };
}

/**
 * The tar bytes of the `.tar.gz` at `path`, block by block, when it is made of members of BLOCK_BYTES each (the
 * last one shorter), as packBundle writes it; each member found is pushed to `members`. Throws NotBlockArchive
 * before yielding anything when the first member is not such a block (another tool's archive); a member that is
 * broken later (a CRC or size that does not match) ends it with an error. The next member is inflated on the
 * thread pool while the caller reads this one's block: where it starts is known once this one is inflated.
 * `hash: false` leaves each member's sha256 empty, for a caller that keeps the blocks and takes it from them when
 * it is asked for (archive-file.ts).
 */
export async function* blockArchive(path: string, members: BlockMembers, hash = true): AsyncGenerator<Buffer> {
  const fd = await openFile(path, 'r');
  const layout = new TarLayoutScanner(BUNDLE_ENTRY);
  let at = 0;
  // Two windows, each with a byte past it (whether another member follows: only the last is short), taken in turn:
  // the next member is read into one while this one's trailer is read from the other. A fresh window a member was a
  // block's worth more for the collector each time, and full collections followed every few members.
  const windows = [0, 1].map(() => Buffer.allocUnsafe(WINDOW + HEADER + TRAILER + 1));
  let next: Promise<Inflating> | undefined = inflateAt(fd, at, windows[0]!);
  try {
    for (let index = 0; next; index++) {
      const { read, inflated, error }: Inflating = await next;
      next = undefined;
      const window = read.subarray(0, Math.min(read.length, WINDOW + HEADER + TRAILER));
      if (window.length === 0) return;
      // Node's gzip header: no name, comment or extra field (FLG 0), deflate; anything else is not ours.
      if (!inflated && !error) {
        if (index === 0) throw new NotBlockArchive('not a block archive');
        throw new Error(`gzip member ${index} at byte ${at} has no gzip header`);
      }
      if (!inflated) {
        if (index === 0) throw new NotBlockArchive(`not a block archive: ${(error as Error).message}`);
        throw error;
      }
      const { buffer: block, consumed } = inflated;
      const end = HEADER + consumed + TRAILER;
      if (end > window.length) {
        if (index === 0) throw new NotBlockArchive('not a block archive: a member larger than a block');
        throw new Error(`gzip member ${index} at byte ${at} is cut short`);
      }
      // Every member but the last holds a whole block.
      const more = read.length > end;
      if (more && block.length === BLOCK_BYTES) next = inflateAt(fd, at + end, windows[(index + 1) % 2]!);
      const trailer = window.subarray(HEADER + consumed, end);
      if (trailer.readUInt32LE(0) !== crc32(block) || trailer.readUInt32LE(4) !== block.length) {
        throw new Error(`gzip member ${index} at byte ${at} does not match its CRC or size`);
      }
      if (more && block.length !== BLOCK_BYTES) {
        if (index === 0) throw new NotBlockArchive('not a block archive: a member shorter than a block');
        throw new Error(`gzip member ${index} at byte ${at} holds ${block.length} bytes, not a block`);
      }
      members.push({ offset: at, length: end, sha256: hash ? createHash('sha256').update(block).digest('hex') : '' });
      layout.push(block);
      at += end;
      yield block;
    }
  } finally {
    // Also when the caller stops at the tar's end marker (simple-tar.ts): every block it took was walked.
    members.layout = layout.finish();
    // A member still being read when the caller stops: its read must end before the file is closed.
    await next?.catch(() => undefined);
    await closeFile(fd);
  }
}

const gunzipAsync = promisify(gunzip);

/**
 * PREV's archive at `path`, its members as blockArchive() found them, open until close(). `store`: the file
 * archive-file.ts read its files into, and where each one is there (what a spool links).
 */
export async function previousMembers(
  path: string,
  members: BlockMembers,
  store?: { path: string; files: ReadonlyMap<string, FileRange & { sha256: string }> },
): Promise<PreviousMembers> {
  const fd = await openFile(path, 'r');
  const readMember = (member: GzipMember) => readAt(fd, member.offset, member.length);
  return {
    members,
    read: readMember,
    async block(member) {
      const block = await gunzipAsync(await readMember(member), { chunkSize: ONE_PASS, maxOutputLength: BLOCK_BYTES });
      if (createHash('sha256').update(block).digest('hex') !== member.sha256) throw new Error(`${path} changed while it was being read`);
      return block;
    },
    close: () => closeFile(fd),
    ...(store && members.layout ? { files: { layout: members.layout, store: store.path, ranges: store.files } } : {}),
  };
}
