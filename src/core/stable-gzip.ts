// A gzip whose bytes depend on nothing but its input: pako (zlib ported to pure JavaScript, its version pinned
// exactly in package.json) at a fixed level, with a zero mtime and no file name. A delta bundle carries Pagefind's
// word index as patches of its uncompressed bytes (src/delta/patch-groups.ts), so `apply` has to compress them
// again and get the very bytes the full export has: the export writes them with this gzip, and `apply` does the
// same. Node's zlib does for reading, but what it writes depends on the zlib Node was built with (Chromium's fork
// with SIMD matchers since Node 22), and Pagefind's own compressor (Rust) cannot run here at all.
// pako rather than fflate: on a large site's word index, fflate's best level came out larger than Pagefind's own
// files and took several times as long as pako's level 6, which is smaller (pako's level 9 saves next to nothing
// more for twice the time).
import { gunzipSync } from 'node:zlib';
import { Deflate, gzip } from 'pako';

const LEVEL = 6;

/** Whether `bytes` start like a gzip member (magic and deflate method). */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 18 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8;
}

/** `raw`, gzipped the one way this project does it. */
export function stableGzip(raw: Uint8Array): Buffer {
  // pako's gzip header: mtime 0, no name, OS 3 (its defaults, the same everywhere).
  const out = gzip(raw, { level: LEVEL });
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

/**
 * stableGzip() fed a piece at a time, each compressed piece handed to `onData`: the same bytes as stableGzip() of
 * the whole, since zlib's output does not depend on how its input was split when nothing is flushed.
 */
export function stableGzipStream(onData: (piece: Uint8Array) => void): { push(piece: Uint8Array): void; end(): void } {
  const deflate = new Deflate({ level: LEVEL, gzip: true });
  deflate.onData = onData;
  return {
    push: (piece) => void deflate.push(piece, false),
    end: () => void deflate.push(new Uint8Array(0), true),
  };
}

/** The uncompressed bytes of a gzip file (any compressor's). */
export function gunzip(bytes: Uint8Array): Buffer {
  return gunzipSync(bytes);
}

/**
 * A gzip file (any compressor's) made again with stableGzip(), so two exports of the same content give the same
 * bytes whoever compressed them first. Bytes that are not gzip come back as they are.
 */
export function regzip(bytes: Buffer): Buffer {
  if (!isGzip(bytes)) return bytes;
  return stableGzip(gunzip(bytes));
}
