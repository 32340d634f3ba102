// A bundle archive's files in one scratch file, each at a known range with its sha256: how a `since` export
// (issue 25) reads PREV. Unpacked file by file, a 2,000-page bundle was 12,358 new files: 15.5 s (8.6 s of CPU)
// on this VM's disk, then 7.3 s more to read every file back for its hash. Read once here instead: gunzip, the
// archive's own refusals and limits (unpack.ts), each body hashed as it streams past and appended to one file. A
// file is then read by range, and an archive being packed takes a range as it is (bundle/spool.ts: `link`), so
// PREV's bytes are never copied into the new bundle's spool.
import { createHash } from 'node:crypto';
import type { ReadEntry } from 'tar';
import { AppendFile, type FileRange } from '../core/append-file.ts';
import { StaticExportError } from '../core/errors.ts';
import { blockArchive, type GzipMember, NotBlockArchive, type PreviousMembers, previousMembers } from './gzip-members.ts';
import { type EntrySink, readArchive, type UnpackLimits } from './unpack.ts';
import { Readable } from 'node:stream';

export interface ArchivedFile extends FileRange {
  sha256: string;
}

/** Bodies are written in pieces of about this size: one write per entry (12,000) cost more than the bytes. */
const BATCH_BYTES = 1024 * 1024;

export class ArchiveFile {
  /** The scratch file that holds every body, one after the other. */
  readonly path: string;
  readonly files: ReadonlyMap<string, ArchivedFile>;
  private readonly file: AppendFile;
  /** The archive, when packBundle made it: its gzip members (gzip-members.ts). */
  private readonly blocks?: { archive: string; members: GzipMember[] };

  private constructor(file: AppendFile, files: Map<string, ArchivedFile>, blocks?: { archive: string; members: GzipMember[] }) {
    this.file = file;
    this.path = file.path;
    this.files = files;
    if (blocks) this.blocks = blocks;
  }

  /** The archive's gzip members, open for reading until their close(); undefined when it is not made of blocks. */
  async members(): Promise<PreviousMembers | undefined> {
    return this.blocks ? previousMembers(this.blocks.archive, this.blocks.members, { path: this.path, files: this.files }) : undefined;
  }

  /** Reads `archive` (a `.tar.gz` or `.tar` path) into a new file at `path` (which must not exist). */
  static async read(archive: string, path: string, limits: UnpackLimits = {}): Promise<ArchiveFile> {
    const file = await AppendFile.create(path);
    const files = new Map<string, ArchivedFile>();
    let end = 0;
    let batch: Buffer[] = [];
    let batched = 0;
    const flush = async (): Promise<void> => {
      if (batched === 0) return;
      const data = batch.length === 1 ? batch[0]! : Buffer.concat(batch, batched);
      batch = [];
      batched = 0;
      await file.append(data);
    };
    // The archive refused while a body streams: that body never ends, so its read is given up.
    let abort: ((error: Error) => void) | undefined;
    const body = async (rel: string, entry: ReadEntry): Promise<void> => {
      const hash = createHash('sha256');
      const offset = end;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        batch.push(chunk);
        batched += chunk.length;
        end += chunk.length;
        if (batched >= BATCH_BYTES) await flush();
      }
      files.set(rel, { offset, length: end - offset, sha256: hash.digest('hex') });
    };
    const members: GzipMember[] = [];
    const sink: EntrySink = {
      directory: async () => {},
      async file(rel: string, entry: ReadEntry) {
        if (files.has(rel)) throw new StaticExportError('UNSAFE_ARCHIVE', `refusing entry ${JSON.stringify(rel)}: duplicate or conflicting entry`);
        const aborted = new Promise<never>((_, reject) => {
          abort = reject;
        });
        try {
          await Promise.race([body(rel, entry), aborted]);
        } finally {
          abort = undefined;
        }
      },
      abort: () => abort?.(new Error('the archive was refused')),
    };
    let blocks = true;
    try {
      try {
        // Inflated member by member when packBundle made it (its members found on the way), else as any gzip.
        await readArchive(Readable.from(blockArchive(archive, members), { highWaterMark: 1 }), sink, limits);
      } catch (error) {
        if (!(error instanceof NotBlockArchive)) throw error;
        blocks = false;
        await readArchive(archive, sink, limits);
      }
      await flush();
    } catch (error) {
      await file.close().catch(() => undefined);
      throw error;
    }
    return new ArchiveFile(file, files, blocks ? { archive, members } : undefined);
  }

  /** The bytes of `rel`, or undefined when the archive has no such file. */
  async read(rel: string): Promise<Buffer | undefined> {
    const range = this.files.get(rel);
    return range ? this.file.read(range) : undefined;
  }

  async close(): Promise<void> {
    await this.file.close();
  }
}
