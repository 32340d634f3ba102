// gzip of a stream on several threads, with byte-identical output whatever the timing: the input is cut into
// fixed-size blocks, each compressed as its own gzip member on the thread pool, and the members written in order.
// Concatenated members are one valid gzip file (RFC 1952 §2.2); gunzip, tar and Node's zlib read them whole.

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FileRange } from '../core/append-file.ts';
import type { TarLayout } from './tar-layout.ts';
import type { Fresh, Repeat } from './tar-stream.ts';

const gzipAsync = promisify(gzip);
export const BLOCK_BYTES = 1024 * 1024;

/** One member of an earlier archive (gzip-members.ts finds them): where its bytes are, the sha256 of its block. */
export interface GzipMember {
  offset: number;
  length: number;
  sha256: string;
}

/**
 * Where an earlier archive's files are: its tar's layout (tar-layout.ts), and the file their contents were read
 * into (archive-file.ts), by path. A spool entry linked to exactly that range is that file.
 */
export interface PreviousFiles {
  layout: TarLayout;
  store: string;
  /** Where each file is in `store`, with its sha256 (taken as the archive was read). */
  ranges: ReadonlyMap<string, FileRange & { sha256: string }>;
}

/** An earlier archive's members, as the packer asks for them. */
export interface PreviousMembers {
  members: readonly GzipMember[];
  /** The member's bytes, as they are in the archive. */
  read(member: GzipMember): Promise<Buffer>;
  /** The member's block: its bytes inflated, checked against its sha256. */
  block(member: GzipMember): Promise<Buffer>;
  close(): Promise<void>;
  /** Known when the archive was read here: lets the packer repeat its entries without reading them. */
  files?: PreviousFiles;
  /** A range of `files.store`, readable until close() even once that file is removed (a delta reads PREV's files so). */
  readStore?(range: FileRange): Promise<Buffer>;
}
const IN_FLIGHT = 4;

/** Node writes a zero MTIME; the OS byte becomes 0xFF ("unknown") so the bytes do not depend on the platform. */
function portableMember(member: Buffer): Buffer {
  member[9] = 0xff;
  return member;
}

/** A stretch of a block that repeats the earlier archive's bytes at the same place. */
interface RepeatRange {
  at: number;
  length: number;
}

/**
 * Blocks being filled or compressed, in buffers reused from one block to the next. A fresh block for each (the
 * parts joined by Buffer.concat) left several blocks' worth of ArrayBuffers behind, collected only when V8 had seen
 * far more of them: packing a large site raised peak RSS by tens of MB.
 */
class BlockBuffers {
  private readonly free: Buffer[] = [];

  take(): Buffer {
    return this.free.pop() ?? Buffer.allocUnsafeSlow(BLOCK_BYTES);
  }

  give(buffer: Buffer): void {
    this.free.push(buffer);
  }
}

/**
 * `previous`: the members of an earlier archive (gzip-members.ts): a block equal to the earlier one at the same
 * place (same sha256, or made only of Repeats: bytes the tar says are the earlier archive's there) is that member,
 * copied. The first such block is also compressed here, and if that gives other bytes (another zlib), nothing is
 * copied: the bytes must be the ones this code would write. A block with bytes a Fresh marker announced is not
 * compared (not hashed).
 */
export function parallelGzip(level: number, previous?: PreviousMembers): (source: AsyncIterable<Buffer | Repeat | Fresh>) => AsyncGenerator<Buffer> {
  return async function* (source) {
    const buffers = new BlockBuffers();
    /** Members on their way, in order, each with the buffer its block was filled in (free once it is settled). */
    const pending: { member: Promise<Buffer>; buffer: Buffer }[] = [];
    let block = buffers.take();
    let repeats: RepeatRange[] = [];
    let size = 0;
    let index = 0;
    /** Bytes still to come that a Fresh marker announced, and whether the block being filled has some. */
    let freshLeft = 0;
    let fresh = false;
    let sameZlib: Promise<boolean> | undefined;
    // One output buffer for the whole member (a block that does not compress is a little larger: two passes then):
    // with Node's default 16 KiB a member came back in dozens of pieces, a main-thread callback each.
    const compress = (bytes: Buffer) => gzipAsync(bytes, { level, chunkSize: BLOCK_BYTES }).then(portableMember);
    /** The earlier member in place of a block equal to its block (made by `made()` when needed). */
    const take = (earlier: GzipMember, made: () => Promise<Buffer>): Promise<Buffer> => {
      const copied = previous!.read(earlier);
      copied.catch(() => undefined); // awaited below, or not needed
      if (!sameZlib) {
        const ours = made().then(compress);
        sameZlib = Promise.all([ours, copied]).then(
          ([a, b]) => a.equals(b),
          () => false,
        );
        return ours;
      }
      return sameZlib.then((same) => (same ? copied.catch(() => made().then(compress)) : made().then(compress)));
    };
    /** The member of the block filled so far, put in `pending`, and a buffer for the next block. */
    const flush = () => {
      const buffer = block;
      const bytes = block.subarray(0, size);
      const these = repeats;
      const compare = !fresh;
      block = buffers.take();
      repeats = [];
      size = 0;
      fresh = false;
      const earlier = previous?.members[index++];
      let member: Promise<Buffer>;
      if (these.length > 0) {
        if (!earlier) throw new Error('a repeat of the earlier archive past its end');
        if (these.length === 1 && these[0]!.length === bytes.length) {
          member = take(earlier, () => previous!.block(earlier));
        } else {
          member = previous!.block(earlier).then((earlierBlock) => {
            for (const { at, length } of these) {
              if (earlierBlock.copy(bytes, at, at, at + length) !== length) throw new Error('the earlier archive has no bytes where its entry was');
            }
            return compare && createHash('sha256').update(bytes).digest('hex') === earlier.sha256 ? take(earlier, async () => bytes) : compress(bytes);
          });
        }
      } else if (earlier && compare && createHash('sha256').update(bytes).digest('hex') === earlier.sha256) {
        member = take(earlier, async () => bytes);
      } else {
        member = compress(bytes);
      }
      member.catch(() => undefined); // awaited below, in order
      pending.push({ member, buffer });
    };
    /** The next member, once settled; its block's buffer goes back for another block. */
    const next = async (): Promise<Buffer> => {
      const { member, buffer } = pending.shift()!;
      const bytes = await member;
      buffers.give(buffer);
      return bytes;
    };
    /** Copies `length` bytes of `part` from `from` into the block (a Repeat is only noted: its bytes come later). */
    const add = (part: Buffer | Repeat, from: number, length: number) => {
      if (Buffer.isBuffer(part)) {
        if (freshLeft > 0) {
          fresh = true;
          freshLeft = Math.max(0, freshLeft - length);
        }
        part.copy(block, size, from, from + length);
      } else {
        const last = repeats.at(-1);
        if (last && last.at + last.length === size) last.length += length;
        else repeats.push({ at: size, length });
      }
      size += length;
    };
    for await (const item of source) {
      if ('fresh' in item) {
        freshLeft += item.fresh;
        continue;
      }
      const total = Buffer.isBuffer(item) ? item.length : item.repeat;
      let from = 0;
      while (total - from > 0) {
        const length = Math.min(total - from, BLOCK_BYTES - size);
        add(item, from, length);
        from += length;
        if (size === BLOCK_BYTES) {
          flush();
          if (pending.length >= IN_FLIGHT) yield await next();
        }
      }
    }
    if (size > 0 || pending.length === 0) flush();
    while (pending.length > 0) yield await next();
  };
}
