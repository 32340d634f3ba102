// Where each file's entry sits in an earlier archive's tar, found while a `since` export reads PREV, so
// the new archive can take PREV's bytes for an entry it would write identically at the same place without reading
// the file or making its header (pack.ts, parallel-gzip.ts). Only entries whose bytes are exactly what
// tar-stream.ts writes are recorded: the header (and pax record) byte for byte, zero padding. The walk stops at the
// first entry that is not such an entry (another tool's archive, a tampered header): nothing after it is recorded,
// since where later entries start would then depend on how a reader reads what it does not write.
import { Header, Pax } from 'tar';
import { entryHeader, type TarOptions } from './tar-stream.ts';

/** One file's entry in the tar: the header (pax record first, if any), the content, the zero padding. */
export interface TarEntry {
  rel: string;
  /** Where the entry's first header byte is. */
  offset: number;
  /** The content's size. */
  size: number;
  /** Header, content and padding: where the next entry starts is `offset + length`. */
  length: number;
}

/** What a walk of a tar found. */
export interface TarLayout {
  entries: ReadonlyMap<string, TarEntry>;
  /** Where the two zero blocks that end the tar start, when they are the last bytes; undefined otherwise. */
  end: number | undefined;
}

const BLOCK = 512;
/** A pax record larger than this is not one tar-stream.ts writes (its only record is a path). */
const MAX_PAX = 64 * 1024;
const roundUp = (n: number) => Math.ceil(n / BLOCK) * BLOCK;

const ZERO_BLOCK = Buffer.alloc(BLOCK);
const EMPTY = Buffer.alloc(0);

/**
 * Reads a header tar-stream.ts writes for a plain entry (an ASCII path under 100 bytes), checking each byte against
 * a template of tar's own encoding (`Header`, tar/dist/esm/header.js) instead of encoding a header for each entry
 * to compare (an encoding per entry adds up over a large bundle's thousands of entries). tar writes a number as octal digits, zero-padded and followed
 * by a space and a NUL, or by the NUL alone when the digits need every other byte (`padOctal`).
 * test/unit/tar-layout.test.ts checks it against tar's `Header`.
 */
export class PlainHeaders {
  /** tar's header for a one-letter path, its name, size and checksum fields rewritten for each header read. */
  private readonly expected: Buffer;
  /** The checksum's share of every byte the template fixes (the checksum field counted as spaces). */
  private readonly fixedSum: number;
  /** How much of `expected`'s name field the last header read filled. */
  private nameEnd = 1;

  constructor(options: TarOptions) {
    this.expected = Buffer.from(entryHeader('x', 0, options)[0]!);
    let sum = 8 * 0x20;
    for (let i = 100; i < 124; i++) sum += this.expected[i]!;
    for (let i = 136; i < 148; i++) sum += this.expected[i]!;
    for (let i = 156; i < BLOCK; i++) sum += this.expected[i]!;
    this.fixedSum = sum;
  }

  /** The path and size of the header at `at` in `buf` when tar-stream.ts writes it for them; undefined otherwise. */
  read(buf: Buffer, at = 0): { rel: string; size: number } | undefined {
    const expected = this.expected;
    let sum = this.fixedSum;
    let end = 0;
    let ascii = true;
    for (; end < 100; end++) {
      const c = buf[at + end]!;
      if (c === 0) break;
      if (c >= 0x80) ascii = false;
      expected[end] = c;
      sum += c;
    }
    for (let i = end; i < this.nameEnd; i++) expected[i] = 0;
    this.nameEnd = end;
    if (!ascii || end === 0 || end === 100) return undefined;
    // The size: ten digits, a space and a NUL; or eleven digits (8 GiB and more) and a NUL.
    const digits = buf[at + 134] === 0x20 ? 10 : 11;
    if (buf[at + 135] !== 0 || (digits === 11 && buf[at + 124] === 0x30)) return undefined;
    let size = 0;
    for (let i = 124; i < 124 + digits; i++) {
      const d = buf[at + i]! - 0x30;
      if (d < 0 || d > 7) return undefined;
      size = size * 8 + d;
    }
    for (let i = 124; i < 136; i++) {
      expected[i] = buf[at + i]!;
      sum += buf[at + i]!;
    }
    // The checksum: always under 8^6 (512 bytes of at most 255), so six digits, a space and a NUL.
    for (let i = 153; i >= 148; i--) {
      expected[i] = 0x30 + (sum & 7);
      sum >>= 3;
    }
    expected[154] = 0x20;
    expected[155] = 0;
    return buf.compare(expected, 0, BLOCK, at, at + BLOCK) === 0 ? { rel: buf.toString('latin1', at, at + end), size } : undefined;
  }
}

/** The bytes a step of the walk may need at once: a pax record's header, its largest body, the header after it. */
const MAX_NEED = BLOCK + MAX_PAX + BLOCK;

type State =
  | { kind: 'header' }
  | { kind: 'pax'; size: number }
  | { kind: 'padding'; entry: TarEntry; from: number }
  /** A zero block was at `next - 512`: the second one must follow, and then nothing. */
  | { kind: 'zeros' }
  | { kind: 'end' }
  | { kind: 'stopped' };

/**
 * Walks a tar's bytes, pushed in order in pieces of any size: the entries tar-stream.ts would write byte for byte,
 * by path, and where the tar's end is. Cheap enough to run beside the read of PREV: a compare of each header with
 * the one PlainHeaders makes, no copy of content.
 */
export class TarLayoutScanner {
  private readonly found = new Map<string, TarEntry>();
  private readonly plain: PlainHeaders;
  private readonly options: TarOptions;
  /** Offset of the first byte not pushed yet. */
  private pushed = 0;
  /** Offset of the next byte the walk needs: a header, a pax region, padding. */
  private next = 0;
  /** Bytes from `next` kept from earlier pushes, when what the walk needs there did not arrive whole. */
  private carry: Buffer = EMPTY;
  private state: State = { kind: 'header' };
  private endAt: number | undefined;

  constructor(options: TarOptions) {
    this.options = options;
    this.plain = new PlainHeaders(options);
  }

  push(chunk: Buffer): void {
    const start = this.pushed;
    this.pushed += chunk.length;
    if (this.state.kind === 'end' && chunk.length > 0) this.stop(); // bytes after the two zero blocks: not our end
    if (!this.walking() || this.next >= this.pushed) return;
    if (this.carry.length > 0) {
      // What a step needs across two pieces: the carry and the start of this piece, joined (not the whole piece).
      const carried = this.carry;
      this.carry = EMPTY;
      const whole = chunk.length <= MAX_NEED;
      this.walk(Buffer.concat([carried, whole ? chunk : chunk.subarray(0, MAX_NEED)]), start - carried.length);
      if (whole) return;
      // A step that did not fit in the joined bytes starts in this piece (it needs at most MAX_NEED).
      this.carry = EMPTY;
    }
    this.walk(chunk, start);
  }

  /** Steps through `buf` (the stream's bytes from `base`) while the bytes each step needs are there. */
  private walk(buf: Buffer, base: number): void {
    while (this.walking()) {
      const at = this.next - base;
      if (at >= buf.length) return; // in content still
      if (at + this.needs() > buf.length) {
        this.carry = Buffer.from(buf.subarray(at));
        return;
      }
      this.step(buf, at);
    }
  }

  /** Whether the walk still reads what is pushed (not past the end, not stopped). */
  private walking(): boolean {
    return this.state.kind !== 'stopped' && this.state.kind !== 'end';
  }

  /** The stream is over: the layout found. */
  finish(): TarLayout {
    const end = this.state.kind === 'end' && this.pushed === this.endAt! + 2 * BLOCK ? this.endAt : undefined;
    return { entries: this.found, end };
  }

  private needs(): number {
    switch (this.state.kind) {
      case 'header':
      case 'zeros':
        return BLOCK; // blocks never straddle the pieces blockArchive() pushes (1 MiB each)
      case 'pax':
        return BLOCK + roundUp(this.state.size) + BLOCK;
      case 'padding':
        return roundUp(this.state.from) - this.state.from;
      default:
        return 0;
    }
  }

  private stop(): void {
    this.state = { kind: 'stopped' };
    this.carry = EMPTY;
  }

  private step(buf: Buffer, at: number): void {
    const state = this.state;
    if (state.kind === 'padding') {
      const length = roundUp(state.from) - state.from;
      // Padding that is not zeros, or a path twice: not an archive of ours.
      if (!isZero(buf, at, at + length) || this.found.has(state.entry.rel)) {
        this.stop();
        return;
      }
      this.found.set(state.entry.rel, state.entry);
      this.next += length;
      this.state = { kind: 'header' };
      return;
    }
    if (state.kind === 'pax') {
      // The pax record, its body and the plain header after it must be exactly what entryHeader() writes.
      const region = buf.subarray(at, at + BLOCK + roundUp(state.size) + BLOCK);
      let fields: Header;
      try {
        const ex = Pax.parse(region.toString('utf8', BLOCK, BLOCK + state.size), undefined, false);
        fields = new Header(region, BLOCK + roundUp(state.size), ex);
      } catch {
        this.stop();
        return;
      }
      if (fields.typeKey !== '0' || !fields.path || fields.size === undefined) {
        this.stop();
        return;
      }
      const expected = Buffer.concat(entryHeader(fields.path, fields.size, this.options));
      if (!expected.equals(region)) {
        this.stop();
        return;
      }
      this.entry(fields.path, fields.size, region.length);
      return;
    }
    if (state.kind === 'zeros') {
      if (!isZero(buf, at, at + BLOCK)) {
        this.stop();
        return;
      }
      this.endAt = this.next - BLOCK;
      this.state = { kind: 'end' };
      return;
    }
    // A header, or the first zero block of the end (a header's name is never empty).
    if (buf[at] === 0 && isZero(buf, at, at + BLOCK)) {
      this.next += BLOCK;
      this.state = { kind: 'zeros' };
      return;
    }
    const plain = this.plain.read(buf, at);
    if (plain) {
      this.entry(plain.rel, plain.size, BLOCK);
      return;
    }
    const block = buf.subarray(at, at + BLOCK);
    if (block[156] === 0x78 /* x: a pax record for the next entry */) {
      const size = Number.parseInt(block.toString('latin1', 124, 135), 8);
      if (!Number.isSafeInteger(size) || size <= 0 || size > MAX_PAX) {
        this.stop();
        return;
      }
      this.state = { kind: 'pax', size };
      return;
    }
    // A long path in ustar's prefix field, or anything else: the exact encoding decides.
    let header: Header;
    try {
      header = new Header(block);
    } catch {
      this.stop();
      return;
    }
    if (header.typeKey !== '0' || !header.path || header.size === undefined) {
      this.stop();
      return;
    }
    const expected = entryHeader(header.path, header.size, this.options);
    if (expected.length !== 1 || !expected[0]!.equals(block)) {
      this.stop();
      return;
    }
    this.entry(header.path, header.size, BLOCK);
  }

  /** A header of `headerLength` bytes at `next` was ours: its content is skipped, its padding checked. */
  private entry(rel: string, size: number, headerLength: number): void {
    const offset = this.next;
    const from = offset + headerLength + size;
    const entry: TarEntry = { rel, offset, size, length: headerLength + roundUp(size) };
    this.next = from;
    this.state = { kind: 'padding', entry, from };
  }
}

/** Whether `buf` holds zeros from `from` to `to` (at most a block). */
function isZero(buf: Buffer, from: number, to: number): boolean {
  // A loop for the short runs most paddings are: a native compare costs about as much as 100 bytes looked at here.
  if (to - from < 128) {
    for (let i = from; i < to; i++) if (buf[i] !== 0) return false;
    return true;
  }
  return to - from <= BLOCK && buf.compare(ZERO_BLOCK, 0, to - from, from, to) === 0;
}
