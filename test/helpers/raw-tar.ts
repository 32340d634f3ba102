// Tar archives written byte by byte, for the tests of what reads archives (unpack.ts, archive-file.ts): hostile
// ones are most of them, and tar's own Pack would refuse or fix those.
import { gzipSync } from 'node:zlib';
import { BLOCK_BYTES } from '../../src/bundle/parallel-gzip.ts';

export type TypeFlag = '0' | '1' | '2' | '3' | '4' | '5' | '6' | 'x' | 'V';

function octal(buf: Buffer, offset: number, length: number, value: number): void {
  buf.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

export function header(path: string, type: TypeFlag, size = 0, linkpath = ''): Buffer {
  const b = Buffer.alloc(512);
  b.write(path, 0, 100, 'utf8');
  octal(b, 100, 8, type === '5' ? 0o755 : 0o644);
  octal(b, 108, 8, 0);
  octal(b, 116, 8, 0);
  octal(b, 124, 12, size);
  octal(b, 136, 12, 946684800);
  b.write(type, 156, 1, 'ascii');
  b.write(linkpath, 157, 100, 'utf8');
  b.write('ustar\0', 257, 6, 'ascii');
  b.write('00', 263, 2, 'ascii');
  b.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of b) sum += byte;
  b.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return b;
}

function padded(body: Buffer): Buffer {
  const pad = (512 - (body.length % 512)) % 512;
  return Buffer.concat([body, Buffer.alloc(pad)]);
}

export interface Raw {
  path: string;
  type?: TypeFlag;
  body?: string | Buffer;
  size?: number;
  linkpath?: string;
  /** Emitted as a pax `path=` record before the header (the header keeps `path`). */
  paxPath?: string;
}

function entry(e: Raw): Buffer {
  const body = typeof e.body === 'string' ? Buffer.from(e.body) : (e.body ?? Buffer.alloc(0));
  const parts: Buffer[] = [];
  if (e.paxPath !== undefined) {
    const record = (len: number): string => `${len} path=${e.paxPath}\n`;
    let len = Buffer.byteLength(record(0));
    while (Buffer.byteLength(record(len)) !== len) len = Buffer.byteLength(record(len));
    const pax = Buffer.from(record(len));
    parts.push(header('PaxHeader/x', 'x', pax.length), padded(pax));
  }
  parts.push(header(e.path, e.type ?? '0', e.size ?? body.length, e.linkpath), padded(body));
  return Buffer.concat(parts);
}

export const EOF = Buffer.alloc(1024);

export function tar(...entries: Raw[]): Buffer {
  return Buffer.concat([...entries.map(entry), EOF]);
}

/** `tar` compressed as packBundle compresses a tar: each block of BLOCK_BYTES a gzip member of its own. */
export function blockGzip(tar: Buffer): Buffer {
  const members: Buffer[] = [];
  for (let at = 0; at < tar.length; at += BLOCK_BYTES) members.push(gzipSync(tar.subarray(at, at + BLOCK_BYTES)));
  return Buffer.concat(members);
}
