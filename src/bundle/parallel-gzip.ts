// gzip of a stream on several threads, with byte-identical output whatever the timing: the input is cut into
// fixed-size blocks, each compressed as its own gzip member on the thread pool, and the members written in order.
// Concatenated members are one valid gzip file (RFC 1952 §2.2); gunzip, tar and Node's zlib read them whole.

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
export const BLOCK_BYTES = 1024 * 1024;

/** One member of an earlier archive (gzip-members.ts finds them): where its bytes are, the sha256 of its block. */
export interface GzipMember {
  offset: number;
  length: number;
  sha256: string;
}

/** An earlier archive's members, as the packer asks for them. */
export interface PreviousMembers {
  members: readonly GzipMember[];
  read(member: GzipMember): Promise<Buffer>;
  close(): Promise<void>;
}
const IN_FLIGHT = 4;

/** Node writes a zero MTIME; the OS byte becomes 0xFF ("unknown") so the bytes do not depend on the platform. */
function portableMember(member: Buffer): Buffer {
  member[9] = 0xff;
  return member;
}

/**
 * `previous`: the members of an earlier archive (gzip-members.ts): a block equal to the earlier one at the same
 * place (same sha256) is that member, copied. The first such block is also compressed here, and if that gives other
 * bytes (another zlib), nothing is copied: the bytes must be the ones this code would write.
 */
export function parallelGzip(level: number, previous?: PreviousMembers): (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* (source) {
    const pending: Promise<Buffer>[] = [];
    let parts: Buffer[] = [];
    let size = 0;
    let index = 0;
    let sameZlib: Promise<boolean> | undefined;
    // One output buffer for the whole member (a block that does not compress is a little larger: two passes then):
    // with Node's default 16 KiB a member came back in ~25 pieces, a main-thread callback each (1.5 → 1.1 ms a block).
    const compress = (block: Buffer) => gzipAsync(block, { level, chunkSize: BLOCK_BYTES }).then(portableMember);
    const flush = () => {
      const block = Buffer.concat(parts, size);
      parts = [];
      size = 0;
      const earlier = previous?.members[index++];
      if (earlier && createHash('sha256').update(block).digest('hex') === earlier.sha256) {
        const copied = previous!.read(earlier);
        copied.catch(() => undefined); // awaited below, or not needed
        if (!sameZlib) {
          const made = compress(block);
          sameZlib = Promise.all([made, copied]).then(
            ([a, b]) => a.equals(b),
            () => false,
          );
          pending.push(made);
          return;
        }
        const check = sameZlib;
        pending.push(check.then((same) => (same ? copied.catch(() => compress(block)) : compress(block))));
        return;
      }
      pending.push(compress(block));
    };
    for await (const chunk of source) {
      let rest = chunk;
      while (size + rest.length >= BLOCK_BYTES) {
        const take = BLOCK_BYTES - size;
        parts.push(rest.subarray(0, take));
        size += take;
        rest = rest.subarray(take);
        flush();
        if (pending.length >= IN_FLIGHT) yield await pending.shift()!;
      }
      if (rest.length > 0) {
        parts.push(rest);
        size += rest.length;
      }
    }
    if (size > 0 || pending.length === 0) flush();
    while (pending.length > 0) yield await pending.shift()!;
  };
}
