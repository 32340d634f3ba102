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
  ranges: ReadonlyMap<string, FileRange>;
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
}
const IN_FLIGHT = 4;

/** Node writes a zero MTIME; the OS byte becomes 0xFF ("unknown") so the bytes do not depend on the platform. */
function portableMember(member: Buffer): Buffer {
  member[9] = 0xff;
  return member;
}

type Part = Buffer | Repeat;
const lengthOf = (part: Part) => (Buffer.isBuffer(part) ? part.length : part.repeat);
const slice = (part: Part, from: number, to?: number): Part => (Buffer.isBuffer(part) ? part.subarray(from, to) : { repeat: (to ?? part.repeat) - from });

/** The block of `parts`, its repeats taken from the earlier archive's block at the same place. */
function fill(parts: Part[], size: number, earlier: Buffer): Buffer {
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) {
    if (Buffer.isBuffer(part)) part.copy(out, at);
    else if (earlier.copy(out, at, at, at + part.repeat) !== part.repeat) throw new Error('the earlier archive has no bytes where its entry was');
    at += lengthOf(part);
  }
  return out;
}

/**
 * `previous`: the members of an earlier archive (gzip-members.ts): a block equal to the earlier one at the same
 * place (same sha256, or made only of Repeats: bytes the tar says are the earlier archive's there) is that member,
 * copied. The first such block is also compressed here, and if that gives other bytes (another zlib), nothing is
 * copied: the bytes must be the ones this code would write. A block with bytes a Fresh marker announced is not
 * compared (not hashed).
 */
export function parallelGzip(level: number, previous?: PreviousMembers): (source: AsyncIterable<Part | Fresh>) => AsyncGenerator<Buffer> {
  return async function* (source) {
    const pending: Promise<Buffer>[] = [];
    let parts: Part[] = [];
    let size = 0;
    let index = 0;
    /** Bytes still to come that a Fresh marker announced, and whether the block being filled has some. */
    let freshLeft = 0;
    let fresh = false;
    let sameZlib: Promise<boolean> | undefined;
    // One output buffer for the whole member (a block that does not compress is a little larger: two passes then):
    // with Node's default 16 KiB a member came back in ~25 pieces, a main-thread callback each (1.5 → 1.1 ms a block).
    const compress = (block: Buffer) => gzipAsync(block, { level, chunkSize: BLOCK_BYTES }).then(portableMember);
    /** The earlier member in place of a block equal to its block (made by `block()` when needed). */
    const take = (earlier: GzipMember, block: () => Promise<Buffer>): Promise<Buffer> => {
      const copied = previous!.read(earlier);
      copied.catch(() => undefined); // awaited below, or not needed
      if (!sameZlib) {
        const made = block().then(compress);
        sameZlib = Promise.all([made, copied]).then(
          ([a, b]) => a.equals(b),
          () => false,
        );
        return made;
      }
      return sameZlib.then((same) => (same ? copied.catch(() => block().then(compress)) : block().then(compress)));
    };
    const flush = () => {
      const these = parts;
      const length = size;
      const compare = !fresh;
      parts = [];
      size = 0;
      fresh = false;
      const earlier = previous?.members[index++];
      const repeats = these.some((part) => !Buffer.isBuffer(part));
      if (repeats) {
        if (!earlier) throw new Error('a repeat of the earlier archive past its end');
        if (these.every((part) => !Buffer.isBuffer(part))) {
          pending.push(take(earlier, () => previous!.block(earlier)));
          return;
        }
        const made = previous!.block(earlier).then((block) => {
          const filled = fill(these, length, block);
          return compare && createHash('sha256').update(filled).digest('hex') === earlier.sha256 ? take(earlier, async () => filled) : compress(filled);
        });
        made.catch(() => undefined); // awaited below
        pending.push(made);
        return;
      }
      const block = these.length === 1 ? (these[0] as Buffer) : Buffer.concat(these as Buffer[], length);
      if (earlier && compare && createHash('sha256').update(block).digest('hex') === earlier.sha256) {
        pending.push(take(earlier, async () => block));
        return;
      }
      pending.push(compress(block));
    };
    const add = (part: Part) => {
      const length = lengthOf(part);
      if (freshLeft > 0 && Buffer.isBuffer(part)) {
        fresh = true;
        freshLeft = Math.max(0, freshLeft - length);
      }
      parts.push(part);
      size += length;
    };
    for await (const item of source) {
      if ('fresh' in item) {
        freshLeft += item.fresh;
        continue;
      }
      let rest: Part = item;
      while (size + lengthOf(rest) >= BLOCK_BYTES) {
        const want = BLOCK_BYTES - size;
        add(slice(rest, 0, want));
        rest = slice(rest, want);
        flush();
        if (pending.length >= IN_FLIGHT) yield await pending.shift()!;
      }
      if (lengthOf(rest) > 0) add(rest);
    }
    if (size > 0 || pending.length === 0) flush();
    while (pending.length > 0) yield await pending.shift()!;
  };
}
