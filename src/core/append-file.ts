// A file that only grows: each append reserves its range before its bytes are written, so appends may run
// concurrently and each can be read back by offset. The bundle's spool keeps pages there on their way to the
// archive (bundle/spool.ts); the search keeps each page's index input there until the index is written
// (search/offline-search.ts), so neither grows the heap with the site.
import { close, open, read, readSync, write } from 'node:fs';
import { promisify } from 'node:util';

const openFile = promisify(open);
const closeFile = promisify(close);

/** Where appended bytes sit in the file. */
export interface FileRange {
  offset: number;
  length: number;
}

export class AppendFile {
  readonly path: string;
  private readonly fd: number;
  private end = 0;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.fd = fd;
  }

  /** A new, empty file at `path` (which must not exist), open for appending and reading. */
  static async create(path: string): Promise<AppendFile> {
    return new AppendFile(path, await openFile(path, 'wx+'));
  }

  /** Appends `data`; resolves with its range once every byte is in the file. */
  async append(data: Buffer): Promise<FileRange> {
    const offset = this.end;
    this.end += data.length;
    let done = 0;
    while (done < data.length) {
      // The callback API: lighter on the main thread than fs/promises' FileHandle.write, write after write.
      done += await new Promise<number>((resolve, reject) =>
        write(this.fd, data, done, data.length - done, offset + done, (error, written) => (error ? reject(error) : resolve(written))),
      );
    }
    return { offset, length: data.length };
  }

  /** The bytes of a range append() resolved with. */
  async read(range: FileRange): Promise<Buffer> {
    const out = Buffer.allocUnsafe(range.length);
    let done = 0;
    while (done < range.length) {
      const n = await new Promise<number>((resolve, reject) =>
        read(this.fd, out, done, range.length - done, range.offset + done, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead))),
      );
      if (n === 0) throw new Error(`${this.path} ends before ${range.offset + range.length}`);
      done += n;
    }
    return out;
  }

  /**
   * Reads a range append() resolved with into `target` at `at`, on this thread: for many small ranges read one
   * after another (the file:// index's rows, 10,000 at 10,000 pages), where a trip through the thread pool for
   * each costs more than the read from the page cache.
   */
  readInto(range: FileRange, target: Buffer, at = 0): void {
    let done = 0;
    while (done < range.length) {
      const n = readSync(this.fd, target, at + done, range.length - done, range.offset + done);
      if (n === 0) throw new Error(`${this.path} ends before ${range.offset + range.length}`);
      done += n;
    }
  }

  async close(): Promise<void> {
    await closeFile(this.fd);
  }
}
