// PREV's pages read for the checks a page taken from PREV goes through (page-reuse.ts), into buffers lent and
// given back instead of a new one a page. A page is looked at for a moment and dropped, but each read of its own
// was memory outside the heap, growing with the site, and V8 answers every few tens of MB of such memory with a full collection of the heap, which then holds PREV's manifest.
import { close, open, read } from 'node:fs';
import { promisify } from 'node:util';
import type { PreviousSource } from './previous-bundle.ts';

const openFile = promisify(open);
const closeFile = promisify(close);

/** Buffers kept for the next reads, and the size each is made with (a larger page gets one of its own size). */
const KEPT = 16;
const SIZE = 256 * 1024;

export class PreviousPageReader {
  private readonly free: Buffer[] = [];
  /** Buffers made so far: a measure of what the lending saves. */
  made = 0;
  /** Files that many sources are ranges of (PREV's scratch file), open until close(). */
  private readonly shared = new Map<string, Promise<number>>();

  /**
   * Calls `use` with the bytes of `source`, which are lent: valid until `use` returns (or its promise settles), then
   * the buffer holds another page. `use` copies what it keeps.
   */
  async with<T>(source: PreviousSource, use: (bytes: Buffer) => T): Promise<T> {
    let buffer = this.free.pop();
    if (!buffer || buffer.length < source.length) {
      buffer = Buffer.allocUnsafeSlow(Math.max(SIZE, source.length));
      this.made++;
    }
    try {
      // The scratch file PREV's archive was read into is opened once: an open and a close a page were two more
      // trips to the thread pool for each of them. A page of a bundle directory is a file of its own, opened for it.
      let fd: number;
      if (source.shared) {
        let opened = this.shared.get(source.path);
        if (!opened) {
          opened = openFile(source.path, 'r');
          this.shared.set(source.path, opened);
        }
        fd = await opened;
      } else fd = await openFile(source.path, 'r');
      try {
        let done = 0;
        while (done < source.length) {
          const n = await new Promise<number>((resolve, reject) =>
            read(fd, buffer, done, source.length - done, source.offset + done, (error, got) => (error ? reject(error) : resolve(got))),
          );
          if (n === 0) throw new Error(`${source.path} ends before ${source.offset + source.length}`);
          done += n;
        }
      } finally {
        if (!source.shared) await closeFile(fd);
      }
      return use(buffer.subarray(0, source.length));
    } finally {
      if (this.free.length < KEPT) this.free.push(buffer);
    }
  }

  /** Closes the shared files (after the last read). */
  async close(): Promise<void> {
    const opened = await Promise.allSettled(this.shared.values());
    this.shared.clear();
    for (const fd of opened) if (fd.status === 'fulfilled') await closeFile(fd.value).catch(() => undefined);
  }
}

/** A copy of `bytes` in an ArrayBuffer of its own (one a transform may move to its thread). */
export function ownCopy(bytes: Buffer): Buffer {
  const out = Buffer.from(new ArrayBuffer(bytes.length));
  bytes.copy(out);
  return out;
}
