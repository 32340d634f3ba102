// One file as an HTTP response: ETag and 304, a single `Range`, gzip/brotli, HEAD. Pure over (request, file
// facts): which file and which cache policy are decided by the caller.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type CompressionCache, type Encoding, MAX_COMPRESS_BYTES, MIN_COMPRESS_BYTES, negotiateEncoding } from './compress.ts';
import { isCompressible } from './content-type.ts';

export interface FileFacts {
  absPath: string;
  size: number;
  contentType: string;
  /** Identifies the content: the manifest's sha256, or path + inode + size + mtime for files it does not list. */
  tag: string;
  cacheControl: string;
  /** 200 normally; 404 for the saved not-found page. Only 200 gets ranges and 304s. */
  status?: number;
  headers?: Record<string, string>;
  /** Request headers the response depends on besides `Accept-Encoding`. */
  vary?: string;
}

type Range = { start: number; end: number } | 'unsatisfiable' | undefined;

/** A single `bytes=` range; several ranges are answered with the whole file, which RFC 9110 allows. */
export function parseRange(header: string | null, size: number): Range {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

function bodyOf(absPath: string, range?: { start: number; end: number }): ReadableStream {
  return Readable.toWeb(createReadStream(absPath, range)) as ReadableStream;
}

export async function fileResponse(request: Request, file: FileFacts, cache: CompressionCache): Promise<Response> {
  const status = file.status ?? 200;
  const head = request.method === 'HEAD';
  const compressible = isCompressible(file.contentType) && file.size >= MIN_COMPRESS_BYTES && file.size <= MAX_COMPRESS_BYTES;
  const rangeHeader = status === 200 ? request.headers.get('range') : null;
  // A range is a slice of the identity bytes, so a ranged request is never compressed.
  const encoding: Encoding | undefined = compressible && !rangeHeader ? negotiateEncoding(request.headers.get('accept-encoding')) : undefined;
  const etag = `"${file.tag.slice(0, 32)}${encoding ? `-${encoding}` : ''}"`;

  const headers = new Headers(file.headers);
  headers.set('content-type', file.contentType);
  headers.set('cache-control', file.cacheControl);
  headers.set('etag', etag);
  headers.set('x-content-type-options', 'nosniff');
  const vary = [file.vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  if (vary) headers.set('vary', vary);
  if (status === 200) headers.set('accept-ranges', 'bytes');

  if (status === 200 && etagMatches(request.headers.get('if-none-match'), etag)) {
    for (const name of ['content-type', 'accept-ranges']) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }

  if (encoding) {
    const packed = await cache.get(file.tag, encoding, () => readFile(file.absPath));
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(packed.length));
    return new Response(head ? null : new Uint8Array(packed), { status, headers });
  }

  const ifRange = request.headers.get('if-range');
  const range = ifRange && ifRange.trim() !== etag ? undefined : parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${file.size}`);
    headers.set('content-length', '0');
    headers.delete('content-type');
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
    return new Response(head ? null : bodyOf(file.absPath, range), { status: 206, headers });
  }
  headers.set('content-length', String(file.size));
  return new Response(head || file.size === 0 ? null : bodyOf(file.absPath), { status, headers });
}
