// A bundle archive's files in one scratch file, each at a known range with its sha256: how a `since` export
// reads PREV. Unpacked file by file, a large bundle is many thousands of new files on the disk, then as many reads
// of every file back for its hash: longer than the export it serves. Read once here instead: gunzip, the
// archive's own refusals and limits (unpack.ts), each body hashed as it streams past and appended to one file. A
// file is then read by range, and an archive being packed takes a range as it is (bundle/spool.ts: `link`), so
// PREV's bytes are never copied into the new bundle's spool.
//
// An archive packBundle made (gzip members of one block each, the tar tar-stream.ts writes) is read without tar's
// Parser (simple-tar.ts): each inflated block hashed where it lies and appended whole, the scratch file then being
// the tar itself, its files' ranges their places in it (with the members' hashes below, about a third less of the
// main thread). Any other archive, or one that reader does not read, is read by
// readArchive, which accepts or refuses it as unpackBundle does.
import { createHash } from 'node:crypto';
import { close, open, readSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ReadEntry } from 'tar';
import { AppendFile, type FileRange } from '../core/append-file.ts';
import { StaticExportError } from '../core/errors.ts';
import { type TailEntry, readTailEntry } from './archive-tail.ts';
import type { WalkMessage, WalkRequest } from './archive-walk.ts';
import { BlockArchive } from './block-members.ts';
import { type BlockMembers, blockArchive, type GzipMember, NotBlockArchive, type PreviousMembers, previousMembers, readAt } from './gzip-members.ts';
import { BLOCK_BYTES } from './parallel-gzip.ts';
import { hashingSink, SimpleTarReader } from './simple-tar.ts';
import { checkedLimits, EntryRules, type EntrySink, readArchive, type UnpackLimits } from './unpack.ts';

export interface ArchivedFile extends FileRange {
  sha256: string;
}

const openFile = promisify(open);
const closeFile = promisify(close);

/** Bodies are written in pieces of about this size: one write per entry (12,000) cost more than the bytes. */
const BATCH_BYTES = 1024 * 1024;
/** Blocks being written to the scratch file at once, while the next ones are read. */
const WRITES_IN_FLIGHT = 4;
/** The thread that reads an archive beside the crawl: beside this module, with its extension (`.ts` in src/, `.js` in lib/ and dist/). */
const WALK_WORKER = new URL(`./archive-walk-worker${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url);

/** Called with each file as the archive is read: throws to stop reading (a file that is not what was expected). */
export type FileCheck = (rel: string, file: ArchivedFile) => void;

interface Blocks {
  archive: string;
  members: BlockMembers;
  tarBytes?: number;
}

/**
 * A member of PREV whose block's sha256 is taken from the scratch file (the tar) when first asked for: by the packer,
 * as it compares a block of the new archive with it (parallel-gzip.ts), not while PREV is read, before the crawl can
 * start (a sha256 of the whole tar, a noticeable stretch of main thread on a large site); and never for a block it
 * does not compare.
 */
class UnhashedMember implements GzipMember {
  readonly offset: number;
  readonly length: number;
  private readonly fd: number;
  private readonly block: FileRange;
  private hash?: string;

  constructor(member: GzipMember, fd: number, block: FileRange) {
    this.offset = member.offset;
    this.length = member.length;
    this.fd = fd;
    this.block = block;
  }

  get sha256(): string {
    if (this.hash === undefined) {
      // Synchronous, as the packer compares: a megabyte the read just wrote, in the page cache.
      const bytes = Buffer.allocUnsafe(this.block.length);
      let done = 0;
      while (done < bytes.length) {
        const n = readSync(this.fd, bytes, done, bytes.length - done, this.block.offset + done);
        if (n === 0) throw new Error('the scratch file of PREV ends before its last block');
        done += n;
      }
      this.hash = createHash('sha256').update(bytes).digest('hex');
    }
    return this.hash;
  }
}

export class ArchiveFile {
  /** The scratch file that holds every body: the tar itself when read block by block, else the bodies one after the other. */
  readonly path: string;
  readonly files: ReadonlyMap<string, ArchivedFile>;
  private readonly file: AppendFile;
  /**
   * The archive, when packBundle made it: its gzip members (gzip-members.ts). `tarBytes`, when this file is the
   * tar: the members' blocks are its bytes, one after the other, and their sha256 is taken when asked for.
   */
  private blocks?: Blocks;
  /** How it was read: block by block as packBundle wrote it (simple-tar.ts), or by tar's Parser (readArchive). */
  readonly reader: 'blocks' | 'parser';
  /** While the archive is still being read (readTailFirst): which files are in the scratch file, who waits for one. */
  private progress?: Progress;

  private constructor(file: AppendFile, files: Map<string, ArchivedFile>, reader: 'blocks' | 'parser', blocks?: Blocks) {
    this.file = file;
    this.path = file.path;
    this.files = files;
    this.reader = reader;
    if (blocks) this.blocks = blocks;
  }

  /**
   * An archive packBundle made, with the file `tailRel` (within `tailBytes` of its end) read first, before anything
   * else of it: undefined when it is not such an archive or has no such file there (read it with read() then). The
   * rest is read by readRest(), beside whatever the caller does meanwhile; a file is then waited for (entry()).
   */
  static async readTailFirst(
    archive: string,
    path: string,
    tailRel: string,
    tailBytes: number,
    limits: UnpackLimits = {},
  ): Promise<{ file: ArchiveFile; tail: TailEntry } | undefined> {
    const blocks = await BlockArchive.open(archive);
    if (!blocks) return undefined;
    let tail: TailEntry | undefined;
    try {
      tail = await readTailEntry(blocks, tailRel, tailBytes);
    } catch {
      // Not made of blocks after all (a member that is not one): read() says what it is.
    }
    await blocks.close();
    if (!tail) return undefined;
    const file = new ArchiveFile(await AppendFile.create(path), new Map(), 'blocks');
    // The limits are checked now, as read() checks them: a bad one is the caller's error, not the reader's.
    checkedLimits(limits);
    file.progress = new Progress(archive, limits);
    return { file, tail };
  }

  /**
   * Reads the rest of an archive readTailFirst() opened (all of it, from the start, on a thread of its own:
   * archive-walk.ts), each file passed to `check` as it is read. Settles when it is read, or rejects with what
   * stopped it; the files waited for then get that.
   */
  readRest(check: FileCheck): Promise<void> {
    const progress = this.progress;
    if (!progress) return Promise.resolve();
    progress.done ??= this.walk(progress, check).then(
      (blocks) => {
        this.blocks = blocks;
        progress.settle();
      },
      (error: unknown) => {
        progress.settle(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    );
    return progress.done;
  }

  /** Where `rel` is, once it is in the scratch file (at once when the archive was read whole), or undefined. */
  async entry(rel: string): Promise<ArchivedFile | undefined> {
    await this.progress?.available(rel);
    return this.files.get(rel);
  }

  private walk(progress: Progress, check: FileCheck): Promise<Blocks> {
    const files = this.files as Map<string, ArchivedFile>;
    const request: WalkRequest = { archive: progress.archive, scratch: this.path, limits: progress.limits };
    const worker = new Worker(WALK_WORKER, { workerData: request });
    progress.stop = () => worker.terminate();
    return new Promise<Blocks>((resolve, reject) => {
      let over = false;
      const end = (error: Error | undefined, blocks?: Blocks) => {
        if (over) return;
        over = true;
        void worker.terminate();
        if (error) reject(error);
        else resolve(blocks!);
      };
      worker.on('message', (message: WalkMessage) => {
        if (over) return;
        if (message.kind === 'files') {
          try {
            for (const [rel, offset, length, sha256] of message.files) {
              const file = { offset, length, sha256 };
              check(rel, file);
              files.set(rel, file);
              progress.ready(rel);
            }
          } catch (error) {
            end(error as Error);
          }
        } else if (message.kind === 'done') {
          const members: BlockMembers = message.members;
          members.layout = message.layout;
          end(undefined, { archive: progress.archive, members, tarBytes: message.tarBytes });
        } else end(new Error(message.message));
      });
      worker.on('error', (error) => end(error));
      worker.on('exit', () => end(new Error(progress.stopped ? 'closed while it was being read' : 'its reader ended before the end')));
    });
  }

  /** The archive's gzip members, open for reading until their close(); undefined when it is not made of blocks. */
  async members(): Promise<PreviousMembers | undefined> {
    if (this.progress) await this.progress.done;
    if (!this.blocks) return undefined;
    const { archive, members, tarBytes } = this.blocks;
    const store = { path: this.path, files: this.files };
    if (tarBytes === undefined) return previousMembers(archive, members, store);
    // Its own descriptor: the packer asks after this file is closed, and after its folder is removed.
    const fd = await openFile(this.path, 'r');
    try {
      let at = 0;
      const lazy = members.map((member, index) => {
        const block = { offset: at, length: index === members.length - 1 ? tarBytes - at : BLOCK_BYTES };
        at += block.length;
        return new UnhashedMember(member, fd, block);
      });
      const opened = await previousMembers(archive, Object.assign(lazy, members.layout ? { layout: members.layout } : {}), store);
      return { ...opened, readStore: (range) => readAt(fd, range.offset, range.length), close: () => opened.close().finally(() => closeFile(fd)) };
    } catch (error) {
      await closeFile(fd);
      throw error;
    }
  }

  /** Reads `archive` (a `.tar.gz` or `.tar` path) into a new file at `path` (which must not exist). */
  static async read(archive: string, path: string, limits: UnpackLimits = {}): Promise<ArchiveFile> {
    const rules = new EntryRules(checkedLimits(limits));
    const file = await AppendFile.create(path);
    try {
      return await ArchiveFile.readBlocks(archive, file, rules);
    } catch {
      // Not an archive that reader reads, or a broken one: readArchive reads it again and says what it is.
      await file.close().catch(() => undefined);
      await rm(path, { force: true });
    }
    return ArchiveFile.readByParser(archive, path, limits);
  }

  /** An archive packBundle made, read as simple-tar.ts reads it; throws for any other (or a broken one). */
  private static async readBlocks(archive: string, file: AppendFile, rules: EntryRules): Promise<ArchiveFile> {
    const files = new Map<string, ArchivedFile>();
    const reader = new SimpleTarReader(
      rules,
      hashingSink((rel, file) => files.set(rel, file)),
    );
    const members: BlockMembers = [];
    const writes: Promise<FileRange>[] = [];
    let tarBytes = 0;
    try {
      // Not hashed here: the blocks are kept (this file), and a packer that repeats PREV's entries asks for few.
      for await (const block of blockArchive(archive, members, false)) {
        const ended = reader.write(block);
        // Whole blocks, in order from the first: the scratch file is the tar, a file's range its place in it.
        writes.push(file.append(block));
        tarBytes += block.length;
        if (writes.length >= WRITES_IN_FLIGHT) await writes.shift();
        if (ended) break;
      }
    } finally {
      await Promise.allSettled(writes);
    }
    await Promise.all(writes);
    if (!reader.ended) throw new Error('the archive ends before its end-of-archive marker');
    return new ArchiveFile(file, files, 'blocks', { archive, members, tarBytes });
  }

  /** Any archive, by readArchive: tar's Parser, its refusals and limits. */
  private static async readByParser(archive: string, path: string, limits: UnpackLimits): Promise<ArchiveFile> {
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
    const members: BlockMembers = [];
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
    return new ArchiveFile(file, files, 'parser', blocks ? { archive, members } : undefined);
  }

  /** The bytes of `rel`, or undefined when the archive has no such file. */
  async read(rel: string): Promise<Buffer | undefined> {
    const range = await this.entry(rel);
    return range ? this.file.read(range) : undefined;
  }

  async close(): Promise<void> {
    // A read still going on must end before its scratch file goes.
    if (this.progress) {
      this.progress.stopped = true;
      await this.progress.stop?.();
      await this.progress.done?.catch(() => undefined);
    }
    await this.file.close();
  }
}

/** An archive being read beside the crawl: which of its files are in the scratch file yet, and who waits for one. */
class Progress {
  readonly archive: string;
  readonly limits: UnpackLimits;
  /** The read, once started; settled when it is over. */
  done?: Promise<void>;
  /** Ends the read's thread. */
  stop?: () => Promise<unknown>;
  /** close() was called. */
  stopped = false;
  private readonly readyFiles = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();
  private over = false;
  private failure?: Error;

  constructor(archive: string, limits: UnpackLimits) {
    this.archive = archive;
    this.limits = limits;
  }

  ready(rel: string): void {
    this.readyFiles.add(rel);
    for (const wake of this.waiting.get(rel) ?? []) wake();
    this.waiting.delete(rel);
  }

  settle(failure?: Error): void {
    this.over = true;
    if (failure) this.failure = failure;
    for (const list of this.waiting.values()) for (const wake of list) wake();
    this.waiting.clear();
  }

  /** Settles once `rel` is in the scratch file or the read is over; rejects with what stopped the read. */
  async available(rel: string): Promise<void> {
    if (!this.readyFiles.has(rel) && !this.over) {
      await new Promise<void>((resolve) => {
        const list = this.waiting.get(rel);
        if (list) list.push(resolve);
        else this.waiting.set(rel, [resolve]);
      });
    }
    if (!this.readyFiles.has(rel) && this.failure) throw this.failure;
  }
}
