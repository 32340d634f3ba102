// The pages and payloads of an export that goes straight into an archive, appended to one file.
//
// Why: a page is four files (HTML, full payload, two segment payloads), so an export creates ~4 files per page
// only for packBundle to read them back and delete them. On this VM's ext4 disk each new file cost 0.5–1 ms of
// kernel time on the thread pool, which competes with the crawl for the two cores (bench: 2–15 s of system
// CPU for 2,000 pages, varying with the disk's state). Appending to one file costs a write per page and no
// metadata; packBundle reads each entry back by offset. Assets still stream into the directory: they are few,
// can be large, and are read back (CSS, JS) while the crawl runs.
//
// A `since` export links PREV's unchanged files instead of writing them again: an entry may be a range
// of another file, which the spool keeps open until it is closed (so the archive can be packed after PREV's
// scratch folder is removed).
import { close, open, read } from 'node:fs';
import { promisify } from 'node:util';
import { AppendFile, type FileRange } from '../core/append-file.ts';

export interface SpoolEntry extends FileRange {
  /** The open file the range is in, when it is not the spool's own (a linked file). */
  fd?: number;
  /** That file's path: the packer knows a range of PREV's files by it (pack.ts, `repeats`). */
  source?: string;
}

const openFile = promisify(open);
const closeFile = promisify(close);

/** What packBundle needs to read a spool: its file and where each bundle file sits in it. */
export interface SpoolIndex {
  path: string;
  entries: ReadonlyMap<string, SpoolEntry>;
}

export class Spool implements SpoolIndex {
  readonly entries = new Map<string, SpoolEntry>();
  private readonly file: AppendFile;
  /** Files linked from, by path: their descriptors, opened once. */
  private readonly linked = new Map<string, Promise<number>>();

  private constructor(file: AppendFile) {
    this.file = file;
  }

  get path(): string {
    return this.file.path;
  }

  /** A new, empty spool at `path` (which must not exist). */
  static async create(path: string): Promise<Spool> {
    return new Spool(await AppendFile.create(path));
  }

  /**
   * Appends `data` as the content of `file`. Writes may run concurrently: each reserves its range before it
   * starts. A file written again is replaced (its old bytes stay in the spool, unreferenced).
   */
  async write(file: string, data: Buffer): Promise<void> {
    this.entries.set(file, await this.file.append(data));
  }

  /** `file` is the range `range` of the file at `path`, as it is now and until the spool is closed: not copied. */
  async link(file: string, range: FileRange & { path: string }): Promise<void> {
    let fd = this.linked.get(range.path);
    if (!fd) {
      fd = openFile(range.path, 'r');
      this.linked.set(range.path, fd);
    }
    this.entries.set(file, { offset: range.offset, length: range.length, fd: await fd, source: range.path });
  }

  /**
   * Forgets every file, for an export that starts again (a `since` export whose PREV was found not to be what its
   * manifest says while the crawl ran): their bytes stay in the spool, unreferenced, and linked files stay open.
   */
  clear(): void {
    this.entries.clear();
  }

  /** The bytes last written as `file`, or undefined (the change report reads a few pages back). */
  async read(file: string): Promise<Buffer | undefined> {
    const entry = this.entries.get(file);
    if (!entry) return undefined;
    if (entry.fd === undefined) return this.file.read(entry);
    const out = Buffer.allocUnsafe(entry.length);
    for (let done = 0; done < entry.length; ) {
      const n = await new Promise<number>((resolve, reject) =>
        read(entry.fd!, out, done, entry.length - done, entry.offset + done, (error, got) => (error ? reject(error) : resolve(got))),
      );
      if (n === 0) throw new Error(`a file linked into the spool ends before ${entry.offset + entry.length}`);
      done += n;
    }
    return out;
  }

  async close(): Promise<void> {
    await this.file.close();
    const fds = await Promise.allSettled(this.linked.values());
    this.linked.clear();
    for (const fd of fds) if (fd.status === 'fulfilled') await closeFile(fd.value).catch(() => undefined);
  }
}
