// The pages and payloads of an export that goes straight into an archive, appended to one file.
//
// Why: a page is four files (HTML, full payload, two segment payloads), so an export creates ~4 files per page
// only for packBundle to read them back and delete them. On this VM's ext4 disk each new file cost 0.5–1 ms of
// kernel time on the thread pool, which competes with the crawl for the two cores (bench: 2–15 s of system
// CPU for 2,000 pages, varying with the disk's state). Appending to one file costs a write per page and no
// metadata; packBundle reads each entry back by offset. Assets still stream into the directory: they are few,
// can be large, and are read back (CSS, JS) while the crawl runs.
import { AppendFile, type FileRange } from '../core/append-file.ts';

export type SpoolEntry = FileRange;

/** What packBundle needs to read a spool: its file and where each bundle file sits in it. */
export interface SpoolIndex {
  path: string;
  entries: ReadonlyMap<string, SpoolEntry>;
}

export class Spool implements SpoolIndex {
  readonly entries = new Map<string, SpoolEntry>();
  private readonly file: AppendFile;

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

  /** The bytes last written as `file`, or undefined (the change report reads a few pages back). */
  async read(file: string): Promise<Buffer | undefined> {
    const entry = this.entries.get(file);
    return entry ? this.file.read(entry) : undefined;
  }

  async close(): Promise<void> {
    await this.file.close();
  }
}
