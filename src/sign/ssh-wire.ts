// The SSH wire encoding (RFC 4251 §5) that OpenSSH's key files and signatures are made of: a reader that refuses
// truncated input instead of reading past it, and a writer. Only what PROTOCOL.key and PROTOCOL.sshsig use.
import { StaticExportError } from '../core/errors.ts';

export class WireReader {
  private offset = 0;
  private readonly data: Buffer;
  /** What is being read, for the error message. */
  private readonly what: string;

  constructor(data: Buffer, what: string) {
    this.data = data;
    this.what = what;
  }

  private take(n: number): Buffer {
    if (n < 0 || this.offset + n > this.data.length) throw new StaticExportError('BAD_SIGNATURE', `${this.what} is truncated or malformed`);
    const out = this.data.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  bytes(n: number): Buffer {
    return this.take(n);
  }

  uint32(): number {
    return this.take(4).readUInt32BE(0);
  }

  string(): Buffer {
    return this.take(this.uint32());
  }

  text(): string {
    return this.string().toString('utf8');
  }

  get remaining(): number {
    return this.data.length - this.offset;
  }
}

export function wireUint32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n, 0);
  return out;
}

export function wireString(value: Buffer | string): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([wireUint32(bytes.length), bytes]);
}
