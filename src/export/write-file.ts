// Every file of an export goes to disk through here: inside the output root or not at all.

import { createHash, webcrypto } from 'node:crypto';
import { writeFile } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Spool } from '../bundle/spool.ts';
import { assertInsideRoot } from './layout.ts';

export interface Written {
  bytes: number;
  sha256: string;
}

/** A file's bytes whose sha256 is already known (a transform hashes what it makes, on its own thread). */
export interface HashedBytes {
  bytes: Buffer;
  sha256: string;
}

/** What can be written: text (written as UTF-8), bytes, or bytes with their hash. */
export type FileData = string | Buffer | HashedBytes;

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function bundlePath(outDir: string, file: string): string {
  assertInsideRoot(file);
  return join(outDir, ...file.split('/'));
}

/** Directories already made, so thousands of files in one folder cost one mkdir, not thousands. */
export class DirMaker {
  private readonly made = new Map<string, Promise<unknown>>();

  ensure(dir: string): Promise<unknown> {
    let p = this.made.get(dir);
    if (!p) {
      p = mkdir(dir, { recursive: true });
      this.made.set(dir, p);
      p.catch(() => this.made.delete(dir));
    }
    return p;
  }
}

export async function writeBundleFile(outDir: string, file: string, data: FileData, dirs?: DirMaker): Promise<Written> {
  const target = bundlePath(outDir, file);
  await (dirs ? dirs.ensure(dirname(target)) : mkdir(dirname(target), { recursive: true }));
  // Asynchronous on purpose: a synchronous write of a page costs main-thread time, which the thread pool absorbs while the main thread parses the next page. The callback
  // API, because fs/promises' writeFile wraps open, write and close each in a FileHandle promise: profiled,
  // that bookkeeping cost more main-thread time than hashing the data.
  return storeHashed(data, (buf) => new Promise<void>((done, fail) => writeFile(target, buf, (error) => (error ? fail(error) : done()))));
}

/** The same for an export bound for an archive: the file goes into the spool (see bundle/spool.ts). */
export function spoolBundleFile(spool: Spool, file: string, data: FileData): Promise<Written> {
  assertInsideRoot(file);
  return storeHashed(data, (buf) => spool.write(file, buf));
}

/** Encodes `data` once and stores it with `store`, hashing it with WebCrypto on the thread pool beside the write (unless its hash came with it). */
async function storeHashed(data: FileData, store: (buf: Buffer) => Promise<void>): Promise<Written> {
  if (typeof data === 'object' && !Buffer.isBuffer(data)) {
    await store(data.bytes);
    return { bytes: data.bytes.length, sha256: data.sha256 };
  }
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  const [, digest] = await Promise.all([store(buf), webcrypto.subtle.digest('SHA-256', buf)]);
  return { bytes: buf.length, sha256: Buffer.from(digest).toString('hex') };
}
