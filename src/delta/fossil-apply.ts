// Applies a Fossil delta (the format fossil-delta's createDelta writes; Fossil's www/delta_format.wiki) into one
// buffer of the size the caller expects. fossil-delta's own applyDelta gathers the output in a JavaScript
// array of numbers, 8 bytes a byte (a large site's manifest took eight times its size to rebuild), and `serve`
// applies deltas on small hosts. The size comes from the delta record and is checked against the patch's header
// before anything is allocated; every op is bounds-checked; the checksum is Fossil's, as fossil-delta computes it.

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

/** Fossil's 32-bit checksum: the bytes summed as big-endian 32-bit words, the tail left-aligned. */
export function fossilChecksum(bytes: Uint8Array): number {
  let sum0 = 0;
  let sum1 = 0;
  let sum2 = 0;
  let sum3 = 0;
  let z = 0;
  let n = bytes.length;
  while (n >= 4) {
    sum0 = (sum0 + bytes[z]!) | 0;
    sum1 = (sum1 + bytes[z + 1]!) | 0;
    sum2 = (sum2 + bytes[z + 2]!) | 0;
    sum3 = (sum3 + bytes[z + 3]!) | 0;
    z += 4;
    n -= 4;
  }
  sum3 = (((((sum3 + (sum2 << 8)) | 0) + (sum1 << 16)) | 0) + (sum0 << 24)) | 0;
  if (n === 3) sum3 = (sum3 + (bytes[z + 2]! << 8)) | 0;
  if (n >= 2) sum3 = (sum3 + (bytes[z + 1]! << 16)) | 0;
  if (n >= 1) sum3 = (sum3 + (bytes[z]! << 24)) | 0;
  return sum3 >>> 0;
}

/** `source` patched by `patch`, which must give exactly `size` bytes; throws an Error saying what is wrong. */
export function applyFossilDelta(source: Uint8Array, patch: Uint8Array, size: number): Buffer {
  const r = new PatchReader(patch);
  const declared = r.int();
  if (r.op() !== '\n') throw new Error('the size is not followed by a newline');
  if (declared !== size) throw new Error(`it gives ${declared} bytes, its targets are ${size}`);
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (;;) {
    const count = r.int();
    const op = r.op();
    if (op === '@') {
      const offset = r.int();
      if (r.op() !== ',') throw new Error('a copy is not followed by a comma');
      if (at + count > size) throw new Error('a copy goes past the output');
      if (offset + count > source.length) throw new Error('a copy goes past the source');
      out.set(source.subarray(offset, offset + count), at);
      at += count;
    } else if (op === ':') {
      if (at + count > size) throw new Error('an insert goes past the output');
      if (r.pos + count > patch.length) throw new Error('an insert goes past the patch');
      out.set(patch.subarray(r.pos, r.pos + count), at);
      r.pos += count;
      at += count;
    } else if (op === ';') {
      if (at !== size) throw new Error(`it gave ${at} bytes, not ${size}`);
      if (count !== fossilChecksum(out)) throw new Error('bad checksum');
      return out;
    } else {
      throw new Error(`unknown op ${JSON.stringify(op)}`);
    }
  }
}
