// The gzip members of an archive packBundle wrote, found without inflating them, so they can be inflated in any
// order and several at once: how a `since` export reads PREV's manifest from the archive's end before
// the crawl starts, and the rest of PREV beside the crawl (archive-file.ts). gzip-members.ts finds members by
// inflating one after the other (where a member ends is only known so); at 2,000 pages that was 384 ms of inflating
// before the first request, in a read of 870 ms.
//
// Every member parallel-gzip.ts writes starts with the same ten bytes (no name, no extra field, MTIME 0, its XFL,
// OS 0xFF), so the places those bytes occur are where members may start. A place inside compressed data could
// read the same by chance (about 2^-72 a byte) or by design; it cannot pass for a member, since each candidate is
// then inflated from its start to exactly the next candidate's (zlib checks the CRC and size in the trailer, and
// every byte must be consumed), and a block is 1 MiB but the last. Anything else is not an archive of blocks:
// the caller reads it the slow way (gzip-members.ts, tar's Parser), which accepts or refuses it as it always has.
import { close, open, readSync } from 'node:fs';
import { promisify } from 'node:util';
import { gunzip, gunzipSync, type ZlibOptions } from 'node:zlib';
import { memberAt, readAt } from './gzip-members.ts';
import { BLOCK_BYTES, type GzipMember } from './parallel-gzip.ts';

const openFile = promisify(open);
const closeFile = promisify(close);
const HEADER = 10;
/** Read this much of the archive at a time while looking for headers. */
const SCAN_BYTES = 4 * 1024 * 1024;

/** A member of an archive of blocks, read and inflated: its bytes as they are in the archive, and its block. */
export interface InflatedMember {
  member: GzipMember;
  block: Buffer;
}

/** An archive of blocks opened for reading member by member, in any order; each member is found by scanMembers. */
export class BlockArchive {
  readonly path: string;
  /** Where each member is (its sha256 is not taken here). */
  readonly members: readonly GzipMember[];
  private readonly fd: number;
  private readonly size: number;

  private constructor(path: string, fd: number, scan: { members: GzipMember[]; size: number }) {
    this.path = path;
    this.fd = fd;
    this.members = scan.members;
    this.size = scan.size;
  }

  /** The archive at `path`, or undefined when its first bytes are not a member's as parallel-gzip.ts writes them. */
  static async open(path: string): Promise<BlockArchive | undefined> {
    const fd = await openFile(path, 'r');
    try {
      const scan = await scanMembers(fd);
      if (scan) return new BlockArchive(path, fd, scan);
    } catch (error) {
      await closeFile(fd);
      throw error;
    }
    await closeFile(fd);
    return undefined;
  }

  /** Where member `index`'s block starts in the tar: every block but the last holds BLOCK_BYTES. */
  tarOffset(index: number): number {
    return index * BLOCK_BYTES;
  }

  /**
   * Member `index` inflated. Throws when it is not exactly one member holding a whole block (the last: up to a
   * block): a CRC or size that does not match, bytes left over or missing, a block of another size.
   */
  async inflate(index: number): Promise<InflatedMember> {
    const member = this.member(index);
    const bytes = Buffer.allocUnsafe(member.length);
    if ((await readAt(this.fd, member.offset, bytes.length, bytes)).length !== member.length)
      throw new Error(`gzip member ${index} at byte ${member.offset} is cut short`);
    return this.checked(index, member, bytes, await gunzipExactly(bytes));
  }

  /**
   * inflate(), on this thread: for a thread of its own (archive-walk.ts), where the thread pool's threads would be
   * taken from the crawl's reads of PREV's pages and writes of its files.
   */
  inflateSync(index: number): InflatedMember {
    const member = this.member(index);
    const bytes = Buffer.allocUnsafe(member.length);
    let done = 0;
    while (done < bytes.length) {
      const n = readSync(this.fd, bytes, done, bytes.length - done, member.offset + done);
      if (n === 0) throw new Error(`gzip member ${index} at byte ${member.offset} is cut short`);
      done += n;
    }
    const { buffer, engine } = gunzipSync(bytes, { ...ONE_MEMBER, info: true } as ZlibOptions) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    return this.checked(index, member, bytes, { buffer, consumed: engine.bytesWritten });
  }

  private member(index: number): GzipMember {
    const member = this.members[index];
    if (!member) throw new RangeError(`no gzip member ${index}`);
    return member;
  }

  private checked(index: number, member: GzipMember, bytes: Buffer, inflated: { buffer: Buffer; consumed: number }): InflatedMember {
    const { buffer: block, consumed } = inflated;
    const last = index === this.members.length - 1;
    if (consumed !== bytes.length) throw new Error(`gzip member ${index} at byte ${member.offset} is followed by bytes of no member`);
    if (last ? block.length === 0 || block.length > BLOCK_BYTES : block.length !== BLOCK_BYTES) {
      throw new Error(`gzip member ${index} at byte ${member.offset} holds ${block.length} bytes, not a block`);
    }
    return { member, block };
  }

  /**
   * Every member from the first, in order, `ahead` inflated at once on the thread pool (0: one at a time, on this
   * thread: inflateSync). A place that only looked like a member's start
   * (the bytes of a gzip file the site serves, stored as they are) makes the member before it fail: that member is
   * then inflated as gzip-members.ts does, to find where it really ends, and the places inside it are passed over.
   */
  async *inOrder(ahead: number): AsyncGenerator<InflatedMember> {
    const inflating = new Map<number, Promise<InflatedMember | Error>>();
    const failure = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
    const start = (index: number) => {
      if (index < this.members.length && !inflating.has(index)) {
        let next: Promise<InflatedMember | Error>;
        if (ahead > 0) next = this.inflate(index).catch(failure);
        else {
          try {
            next = Promise.resolve(this.inflateSync(index));
          } catch (error) {
            next = Promise.resolve(failure(error));
          }
        }
        inflating.set(index, next);
      }
    };
    const passedOver: Promise<unknown>[] = [];
    let index = 0;
    try {
      for (let at = 0; at < this.size; ) {
        for (; index < this.members.length && this.members[index]!.offset < at; index++) {
          const passed = inflating.get(index);
          if (passed) passedOver.push(passed);
          inflating.delete(index);
        }
        if (this.members[index]?.offset !== at) throw new Error(`no gzip member at byte ${at}`);
        for (let k = 0; k < Math.max(ahead, 1); k++) start(index + k);
        const got = await inflating.get(index)!;
        inflating.delete(index);
        let next: InflatedMember;
        if (got instanceof Error) {
          const found = await memberAt(this.fd, at);
          const last = at + found.length === this.size;
          if (last ? found.block.length > BLOCK_BYTES : found.block.length !== BLOCK_BYTES) {
            throw new Error(`gzip member at byte ${at} holds ${found.block.length} bytes, not a block`);
          }
          next = { member: { offset: at, length: found.length, sha256: '' }, block: found.block };
        } else next = got;
        index += 1;
        at += next.member.length;
        yield next;
      }
    } finally {
      // Reads still in flight end before the archive can be closed.
      await Promise.allSettled([...inflating.values(), ...passedOver]);
    }
  }

  close(): Promise<void> {
    return closeFile(this.fd);
  }
}

/** One member's block at most, inflated in one pass. */
const ONE_MEMBER = { maxOutputLength: BLOCK_BYTES, chunkSize: BLOCK_BYTES + 1 };

/** gunzip on the thread pool (zlib checks the trailer's CRC and size there), with how many bytes it consumed. */
function gunzipExactly(data: Buffer): Promise<{ buffer: Buffer; consumed: number }> {
  return new Promise((resolve, reject) =>
    gunzip(data, { ...ONE_MEMBER, info: true } as ZlibOptions, (error, result) => {
      if (error) return reject(error);
      const { buffer, engine } = result as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
      resolve({ buffer, consumed: engine.bytesWritten });
    }),
  );
}

/** Whether `head` is the header parallel-gzip.ts gives every member: deflate, no flags, MTIME 0, OS 0xFF. */
function isBlockHeader(head: Buffer): boolean {
  return head.length >= HEADER && head[0] === 0x1f && head[1] === 0x8b && head[2] === 8 && head[3] === 0 && head.readUInt32LE(4) === 0 && head[9] === 0xff;
}

/** Where the first member's ten bytes occur in the file: the candidate members, each up to the next one. */
async function scanMembers(fd: number): Promise<{ members: GzipMember[]; size: number } | undefined> {
  const head = Buffer.alloc(HEADER);
  if ((await readAt(fd, 0, HEADER, head)).length < HEADER || !isBlockHeader(head)) return undefined;
  const starts: number[] = [];
  const chunk = Buffer.allocUnsafe(SCAN_BYTES + HEADER - 1);
  let size = 0;
  for (let at = 0; ; at += SCAN_BYTES) {
    // Each read overlaps the next by HEADER - 1 bytes, so a header across the seam is found once, in this one.
    const got = (await readAt(fd, at, chunk.length, chunk)).length;
    const view = chunk.subarray(0, got);
    for (let i = view.indexOf(head); i !== -1 && i < SCAN_BYTES; i = view.indexOf(head, i + 1)) starts.push(at + i);
    if (got < chunk.length) {
      size = at + got;
      break;
    }
  }
  return { members: starts.map((offset, i) => ({ offset, length: (starts[i + 1] ?? size) - offset, sha256: '' })), size };
}
