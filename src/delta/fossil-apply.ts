// Applies a Fossil delta (the format fossil-delta's createDelta writes; Fossil's www/delta_format.wiki) into one
// buffer of the size the caller expects. fossil-delta's own applyDelta gathers the output in a JavaScript
// array of numbers, 8 bytes a byte (a large site's manifest took eight times its size to rebuild), and `serve`
// applies deltas on small hosts. The size comes from the delta record and is checked against the patch's header
// (and by the caller against the unpacking limits) before anything is written; every op is bounds-checked; the
// output goes to the caller a piece at a time; the checksum is Fossil's, as fossil-delta computes it.

/** Base-64 digit values of Fossil's integers ("0-9A-Z_a-z~"), -1 for any other byte. */
const DIGITS = (() => {
  const values = new Int8Array(128).fill(-1);
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~';
  for (let i = 0; i < alphabet.length; i++) values[alphabet.charCodeAt(i)] = i;
  return values;
})();

class PatchReader {
  pos = 0;
  readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  int(): number {
    let v = 0;
    const start = this.pos;
    while (this.pos < this.bytes.length) {
      const d = DIGITS[this.bytes[this.pos]! & 0x7f]!;
      if (d < 0) break;
      v = v * 64 + d;
      this.pos++;
    }
    if (this.pos === start) throw new Error('a number was expected');
    if (v > Number.MAX_SAFE_INTEGER) throw new Error('a number is too large');
    return v;
  }

  op(): string {
    if (this.pos >= this.bytes.length) throw new Error('the patch ends before its checksum');
    return String.fromCharCode(this.bytes[this.pos++]!);
  }
}

/**
 * Fossil's 32-bit checksum, fed in pieces: the bytes summed as big-endian 32-bit words, the tail left-aligned. A
 * byte at offset i adds to lane i % 4 whatever piece it came in, so the output can be checked as it is written.
 */
export class FossilChecksum {
  private readonly lanes = new Int32Array(4);
  private at = 0;

  add(bytes: Uint8Array): void {
    const lanes = this.lanes;
    let lane = this.at & 3;
    for (let i = 0; i < bytes.length; i++) {
      lanes[lane] = (lanes[lane]! + bytes[i]!) | 0;
      lane = (lane + 1) & 3;
    }
    this.at = (this.at + bytes.length) % 4;
  }

  value(): number {
    const [s0, s1, s2, s3] = this.lanes as unknown as [number, number, number, number];
    return (((((s3 + (s2 << 8)) | 0) + (s1 << 16)) | 0) + (s0 << 24)) >>> 0;
  }
}

export function fossilChecksum(bytes: Uint8Array): number {
  const sum = new FossilChecksum();
  sum.add(bytes);
  return sum.value();
}

/**
 * `source` patched by `patch`, which must give exactly `size` bytes, handed to `write` a piece at a time (views of
 * the source and the patch, never a copy of the whole output): what a patch may make is bounded by the disk the
 * caller writes to, not by memory. Throws an Error saying what is wrong; `write` may already have had pieces.
 */
export function applyFossilDeltaTo(source: Uint8Array, patch: Uint8Array, size: number, write: (piece: Uint8Array) => void): void {
  const r = new PatchReader(patch);
  const declared = r.int();
  if (r.op() !== '\n') throw new Error('the size is not followed by a newline');
  if (declared !== size) throw new Error(`it gives ${declared} bytes, its targets are ${size}`);
  const sum = new FossilChecksum();
  const emit = (piece: Uint8Array): void => {
    sum.add(piece);
    write(piece);
  };
  let at = 0;
  for (;;) {
    const count = r.int();
    const op = r.op();
    if (op === '@') {
      const offset = r.int();
      if (r.op() !== ',') throw new Error('a copy is not followed by a comma');
      if (at + count > size) throw new Error('a copy goes past the output');
      if (offset + count > source.length) throw new Error('a copy goes past the source');
      emit(source.subarray(offset, offset + count));
      at += count;
    } else if (op === ':') {
      if (at + count > size) throw new Error('an insert goes past the output');
      if (r.pos + count > patch.length) throw new Error('an insert goes past the patch');
      emit(patch.subarray(r.pos, r.pos + count));
      r.pos += count;
      at += count;
    } else if (op === ';') {
      if (at !== size) throw new Error(`it gave ${at} bytes, not ${size}`);
      if (count !== sum.value()) throw new Error('bad checksum');
      return;
    } else {
      throw new Error(`unknown op ${JSON.stringify(op)}`);
    }
  }
}

/** `source` patched by `patch` into one buffer of `size` bytes (for outputs the caller has bounded). */
export function applyFossilDelta(source: Uint8Array, patch: Uint8Array, size: number): Buffer {
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  applyFossilDeltaTo(source, patch, size, (piece) => {
    out.set(piece, at);
    at += piece.length;
  });
  return out;
}
