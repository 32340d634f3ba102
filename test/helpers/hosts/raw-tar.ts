// Hand-written tar archives for the unpack-safety tests. Tar libraries refuse (or silently fix) exactly the
// entries these tests need (`../x`, `/abs`, links, devices, a size larger than the data), so the 512-byte
// ustar headers are written here directly.
import { gzipSync } from 'node:zlib';

export interface RawEntry {
  name: string;
  /** `0` file, `1` hard link, `2` symlink, `3` char device, `5` directory. Default `0`. */
  type?: '0' | '1' | '2' | '3' | '5';
  data?: string | Buffer;
  linkname?: string;
  /** Size written in the header; defaults to the data's (a larger one makes a "bomb" that claims more). */
  size?: number;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(entry: RawEntry, size: number): Buffer {
  const h = Buffer.alloc(512, 0);
  let name = entry.name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
  }
  h.write(name, 0, 100, 'utf8');
  h.write(octal(entry.type === '5' ? 0o755 : 0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  // Sizes beyond the 11 octal digits use the base-256 form, as GNU tar does.
  if (size < 8 ** 11) h.write(octal(size, 12), 124, 'ascii');
  else {
    h[124] = 0x80;
    h.writeBigUInt64BE(BigInt(size), 128);
  }
  h.write(octal(946684800, 12), 136, 'ascii');
  h.fill(' ', 148, 156);
  h.write(entry.type ?? '0', 156, 'ascii');
  if (entry.linkname) h.write(entry.linkname, 157, 100, 'utf8');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** A gzipped tar of exactly these entries, in this order. `truncate` stops after the last header (bombs). */
export function rawTarGz(entries: RawEntry[], options: { truncate?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    const size = entry.size ?? (entry.type === undefined || entry.type === '0' ? data.length : 0);
    parts.push(header(entry, size));
    if (options.truncate && entry === entries.at(-1)) return gzipSync(Buffer.concat(parts));
    if (data.length > 0) {
      parts.push(data);
      const pad = (512 - (data.length % 512)) % 512;
      if (pad) parts.push(Buffer.alloc(pad));
    }
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}
