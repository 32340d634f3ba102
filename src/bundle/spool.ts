// The pages and payloads of an export that goes straight into an archive, appended to one file.
//
// Why: a page is four files (HTML, full payload, two segment payloads), so an export creates ~4 files per page
// only for packBundle to read them back and delete them. On this VM's ext4 disk each new file cost 0.5–1 ms of
// kernel time on the thread pool, which competes with the crawl for the two cores (bench: 2–15 s of system
// CPU for 2,000 pages, varying with the disk's state). Appending to one file costs a write per page and no
// metadata; packBundle reads each entry back by offset. Assets still stream into the directory: they are few,
// can be large, and are read back (CSS, JS) while the crawl runs.
import { close, open, write } from 'node:fs';
import { promisify } from 'node:util';

const openFile = promisify(open);
const closeFile = promisify(close);

export interface SpoolEntry {
  offset: number;
  length: number;
}

/** What packBundle needs to read a spool: its file and where each bundle file sits in it. */
export interface SpoolIndex {
  path: string;
  entries: ReadonlyMap<string, SpoolEntry>;
}

export class Spool implements SpoolIndex {
  readonly path: string;
  readonly entries = new Map<string, SpoolEntry>();
  private readonly fd: number;
  private end = 0;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.fd = fd;
  }

  /** A new, empty spool at `path` (which must not exist). */
  static async create(path: string): Promise<Spool> {
    return new Spool(path, await openFile(path, 'wx'));
  }

  /**
   * Appends `data` as the content of `file`. Writes may run concurrently: each reserves its range before it
   * starts. A file written again is replaced (its old bytes stay in the spool, unreferenced).
   */
  async write(file: string, data: Buffer): Promise<void> {
    const offset = this.end;
    this.end += data.length;
    let done = 0;
    while (done < data.length) {
      // The callback API: lighter than fs/promises' FileHandle.write (8,000 writes of 21 KB: 49 vs 68 ms of main thread).
      done += await new Promise<number>((resolve, reject) =>
        write(this.fd, data, done, data.length - done, offset + done, (error, written) => (error ? reject(error) : resolve(written))),
      );
    }
    this.entries.set(file, { offset, length: data.length });
  }

  async close(): Promise<void> {
    await closeFile(this.fd);
  }
}
