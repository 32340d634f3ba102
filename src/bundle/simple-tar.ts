// The tar that packBundle writes (tar-stream.ts: regular files, a pax record before a file whose name a plain
// header cannot hold, two zero blocks at the end), read synchronously from its bytes as they are inflated: how a
// `since` export reads PREV (archive-file.ts). tar's Parser reads any tar, with a ReadEntry stream, its events and a
// promise per file, and its bodies were gathered and copied again to be written: reading PREV's thousands of files
// cost a fifth more of the main thread with it than without, the blocks then written as they are. Headers are
// decoded by tar's own Header and Pax, as its Parser decodes them, and every file passes unpack.ts's EntryRules.
// Whatever else a tar may hold (other entry types, GNU records, global pax records, a lone zero block, an archive
// without its end) is not read here: NotSimpleTar, and the caller reads the archive with readArchive instead, which
// accepts or refuses it as it always has. So this reader never refuses anything itself.
import { createHash, type Hash } from 'node:crypto';
import { Header, Pax } from 'tar';
import { StaticExportError } from '../core/errors.ts';
import type { EntryRules } from './unpack.ts';

const BLOCK = 512;
/** tar's Parser ignores (and readArchive refuses) a pax record larger than this. */
const MAX_META = 1024 * 1024;
/** The pax keys tar-stream.ts writes (tar's Pax of a path, a size and an mtime); any other is not ours. */
const PAX_KEYS = new Set(['path', 'size', 'mtime']);

/** The tar is not one this reader reads: read it with readArchive. */
export class NotSimpleTar extends Error {}

/** Where the files go, in archive order: each one's start, its bytes in pieces, its end. */
export interface SimpleTarSink {
  /** `rel`: the path as checkEntryPath gives it; `offset`: where its bytes start in the tar. A throw stops reading. */
  start(rel: string, offset: number, size: number): void;
  body(piece: Buffer): void;
  end(): void;
}

/**
 * A sink that hashes each file as its bytes pass and hands it over whole: its place in the tar, its length and
 * sha256. A second entry of a path is refused, as unpack.ts refuses it.
 */
export function hashingSink(onFile: (rel: string, file: { offset: number; length: number; sha256: string }) => void): SimpleTarSink {
  const seen = new Set<string>();
  let current: { rel: string; offset: number; length: number; hash: Hash } | undefined;
  return {
    start(rel, offset, length) {
      if (seen.has(rel)) throw new StaticExportError('UNSAFE_ARCHIVE', `refusing entry ${JSON.stringify(rel)}: duplicate or conflicting entry`);
      seen.add(rel);
      current = { rel, offset, length, hash: createHash('sha256') };
    },
    body: (piece) => current!.hash.update(piece),
    end() {
      const { rel, offset, length, hash } = current!;
      current = undefined;
      onFile(rel, { offset, length, sha256: hash.digest('hex') });
    },
  };
}

export class SimpleTarReader {
  private readonly rules: EntryRules;
  private readonly sink: SimpleTarSink;
  /** Where the next piece starts in the tar. */
  private at = 0;
  /** Bytes of the current file or pax record still to come, and the zero bytes that pad it to a block. */
  private remain = 0;
  private padding = 0;
  private inMeta = false;
  private meta = '';
  private ex: Pax | undefined;
  private zeroBlock = false;
  private files = 0;
  /** The end-of-archive marker was read. */
  ended = false;

  constructor(rules: EntryRules, sink: SimpleTarSink) {
    this.rules = rules;
    this.sink = sink;
  }

  /** The next piece of the tar (whole blocks of 512 bytes); true once the end-of-archive marker has been read. */
  write(piece: Buffer): boolean {
    if (this.ended) return true;
    if (piece.length % BLOCK !== 0) throw new NotSimpleTar('a piece that is not whole blocks');
    let pos = 0;
    while (pos < piece.length) {
      if (this.remain > 0 || this.padding > 0) {
        pos = this.body(piece, pos);
        continue;
      }
      if (this.header(piece, pos)) {
        this.ended = true;
        break;
      }
      pos += BLOCK;
    }
    this.at += piece.length;
    return this.ended;
  }

  /** Reads the current entry's bytes from `pos`; where the piece's unread bytes now start. */
  private body(piece: Buffer, pos: number): number {
    if (this.remain > 0) {
      const n = Math.min(this.remain, piece.length - pos);
      const part = piece.subarray(pos, pos + n);
      // As tar's Parser gathers a pax record: each piece's text joined (its pieces are these blocks too).
      if (this.inMeta) this.meta += part.toString();
      else this.sink.body(part);
      this.remain -= n;
      pos += n;
      if (this.remain > 0) return pos;
      if (this.inMeta) this.endMeta();
      else this.sink.end();
    }
    // The padding ends on a block boundary, and so does every piece: it is in this one.
    pos += this.padding;
    this.padding = 0;
    return pos;
  }

  /** Reads the header at `pos`; true for the second zero block, the end of the archive. */
  private header(piece: Buffer, pos: number): boolean {
    // The pending pax record applies to the file it precedes, as in tar's Parser (Header ignores it for records).
    const header = new Header(piece, pos, this.ex);
    if (header.nullBlock) {
      if (this.ex || this.inMeta) throw new NotSimpleTar('a pax record before the end');
      if (!this.zeroBlock) {
        this.zeroBlock = true;
        return false;
      }
      // tar's Parser reports an archive with no valid entry; readArchive decides what that is.
      if (this.files === 0) throw new NotSimpleTar('no file before the end');
      return true;
    }
    // tar reads on after one zero block; our packer never writes one.
    if (this.zeroBlock) throw new NotSimpleTar('a zero block before an entry');
    if (!header.cksumValid || !header.path || header.linkpath || header.size === undefined) throw new NotSimpleTar('a header tar would warn about');
    const size = header.size;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (header.type === 'ExtendedHeader') {
      if (this.ex || size === 0 || size > MAX_META) throw new NotSimpleTar('a pax record this reader does not read');
      this.inMeta = true;
      this.meta = '';
      this.remain = size;
      this.padding = padding;
      return false;
    }
    if (header.type !== 'File') throw new NotSimpleTar(`an entry of type ${header.type}`);
    // tar's ReadEntry takes the pax path as it is (Header puts a ustar prefix before it).
    const path = this.ex?.path ?? header.path;
    this.ex = undefined;
    // What readArchive refuses; it is the one to refuse it, with its own message.
    let rel: string;
    try {
      rel = this.rules.check(path, header.type, size);
    } catch (error) {
      throw new NotSimpleTar(`refused: ${(error as Error).message}`);
    }
    this.files += 1;
    this.sink.start(rel, this.at + pos + BLOCK, size);
    this.remain = size;
    this.padding = padding;
    if (size === 0) this.sink.end();
    return false;
  }

  private endMeta(): void {
    this.inMeta = false;
    // readArchive refuses a record whose text goes on after a NUL (tar would cut the name there).
    if (/\0[^\0]/.test(this.meta)) throw new NotSimpleTar('a NUL inside a pax record');
    const ex = Pax.parse(this.meta, undefined, false);
    for (const [key, value] of Object.entries(ex)) {
      if (value !== undefined && key !== 'global' && !PAX_KEYS.has(key)) throw new NotSimpleTar(`a pax record of ${key}`);
    }
    this.ex = ex;
  }
}
