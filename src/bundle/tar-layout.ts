// Where each file's entry sits in an earlier archive's tar, found while a `since` export reads PREV (issue 25), so
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

/**
 * tar's header encoding (tar/dist/esm/header.js `padOctal`): the number in octal, zero-padded to leave a space and
 * a NUL, or with the NUL alone when it needs every other byte.
 */
function octalField(n: number, size: number): string {
  const digits = n.toString(8);
  return `${digits.length === size - 1 ? digits : `${'0'.repeat(size - 2 - digits.length)}${digits} `}\0`;
}

/**
 * The header tar-stream.ts writes for a plain entry (an ASCII path under 100 bytes, a size under 8 GiB), made from a
 * template of tar's own encoding instead of a `Header` a file (5 µs each: 60 ms for 12,000 entries). Undefined for
 * any other entry (entryHeader() decides those). test/unit/tar-layout.test.ts checks it against tar's `Header`.
 */
export class PlainHeaders {
  private readonly template: Buffer;
  private readonly scratch = Buffer.alloc(BLOCK);

  constructor(options: TarOptions) {
    const blocks = entryHeader('x', 0, options);
    this.template = Buffer.from(blocks[0]!);
    this.template.fill(0, 0, 100);
    this.template.fill(0x20, 124, 136);
    this.template.fill(0x20, 148, 156);
  }

  /** The header for `rel` of `size` bytes, in a buffer reused by the next call; undefined when not a plain entry. */
  header(rel: string, size: number): Buffer | undefined {
    if (rel.length === 0 || rel.length >= 100 || size > 0o77777777777 || !Number.isSafeInteger(size) || size < 0) return undefined;
    const out = this.scratch;
    this.template.copy(out);
    for (let i = 0; i < rel.length; i++) {
      const c = rel.charCodeAt(i);
      if (c === 0 || c >= 0x80) return undefined;
      out[i] = c;
    }
    out.write(octalField(size, 12), 124, 12, 'latin1');
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += out[i]!;
    out.write(octalField(sum, 8), 148, 8, 'latin1');
    return out;
  }
}

/** The path and size a plain header names (its name field alone, no prefix), or undefined. */
function plainFields(block: Buffer): { rel: string; size: number } | undefined {
  let end = 0;
  while (end < 100 && block[end] !== 0) end++;
  const size = Number.parseInt(block.toString('latin1', 124, 135), 8);
  return Number.isSafeInteger(size) ? { rel: block.toString('latin1', 0, end), size } : undefined;
}

type State = { kind: 'header' } | { kind: 'pax'; size: number } | { kind: 'padding'; entry: TarEntry; from: number } | { kind: 'end' } | { kind: 'stopped' };

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
  private carry: Buffer = Buffer.alloc(0);
  private state: State = { kind: 'header' };
  private endAt: number | undefined;

  constructor(options: TarOptions) {
    this.options = options;
    this.plain = new PlainHeaders(options);
  }

  push(chunk: Buffer): void {
    const start = this.pushed;
    this.pushed += chunk.length;
    if (this.state.kind === 'stopped') return;
    if (this.state.kind === 'end') {
      // Anything after the two zero blocks: not the end tar-stream.ts writes.
      if (chunk.length > 0) this.stop();
      return;
    }
    if (this.next >= this.pushed) return; // inside content still
    let buf: Buffer;
    let base: number;
    if (this.carry.length > 0) {
      buf = Buffer.concat([this.carry, chunk]);
      base = this.next;
    } else {
      buf = chunk;
      base = start;
    }
    this.carry = Buffer.alloc(0);
    while (this.walking()) {
      const need = this.needs();
      const at = this.next - base;
      if (at >= buf.length) return; // skipping content
      if (at + need > buf.length) {
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
        return 2 * BLOCK; // a header, or the two zero blocks of the end
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
    this.carry = Buffer.alloc(0);
  }

  private step(buf: Buffer, at: number): void {
    const state = this.state;
    if (state.kind === 'padding') {
      const length = roundUp(state.from) - state.from;
      // Padding that is not zeros, or a path twice: not an archive of ours.
      if (!isZero(buf.subarray(at, at + length)) || this.found.has(state.entry.rel)) {
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
    // A header, or the end.
    const block = buf.subarray(at, at + BLOCK);
    if (isZero(block)) {
      if (!isZero(buf.subarray(at + BLOCK, at + 2 * BLOCK))) {
        this.stop();
        return;
      }
      this.endAt = this.next;
      this.state = { kind: 'end' };
      if (at + 2 * BLOCK < buf.length) this.stop();
      return;
    }
    const fields = plainFields(block);
    const plain = fields && this.plain.header(fields.rel, fields.size);
    if (plain?.equals(block)) {
      this.entry(fields!.rel, fields!.size, BLOCK);
      return;
    }
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

function isZero(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}
