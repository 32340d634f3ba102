// gzip of a stream on several threads, with byte-identical output whatever the timing: the input is cut into
// fixed-size blocks, each compressed as its own gzip member on the thread pool, and the members written in order.
// Concatenated members are one valid gzip file (RFC 1952 §2.2); gunzip, tar and Node's zlib read them whole.

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const BLOCK_BYTES = 1024 * 1024;
const IN_FLIGHT = 4;

/** Node writes a zero MTIME; the OS byte becomes 0xFF ("unknown") so the bytes do not depend on the platform. */
function portableMember(member: Buffer): Buffer {
  member[9] = 0xff;
  return member;
}

export function parallelGzip(level: number): (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* (source) {
    const pending: Promise<Buffer>[] = [];
    let parts: Buffer[] = [];
    let size = 0;
    const flush = () => {
      const block = Buffer.concat(parts, size);
      parts = [];
      size = 0;
      pending.push(gzipAsync(block, { level }).then(portableMember));
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
