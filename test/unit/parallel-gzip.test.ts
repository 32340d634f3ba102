import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parallelGzip } from '../../src/bundle/parallel-gzip.ts';

async function compress(data: Buffer, chunk: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += chunk) yield data.subarray(i, i + chunk);
    })(),
  );
  for await (const out of parallelGzip(6)(source)) parts.push(out);
  return Buffer.concat(parts);
}

describe('parallel gzip', () => {
  it('gives one valid gzip whose bytes do not depend on how the input was chunked', async () => {
    const text = Buffer.from('<p>static export</p>\n'.repeat(300_000));
    const data = Buffer.concat([text, randomBytes(3_000_000), text]);
    const a = await compress(data, 65_536);
    const b = await compress(data, 1_000_003);
    expect(a.equals(b)).toBe(true);
    expect(gunzipSync(a).equals(data)).toBe(true);
    expect(a[9]).toBe(0xff);
    expect(a.length).toBeLessThan(data.length);
  });

  it('copies each piece before asking for the next, so a source may read every piece into one buffer', async () => {
    // tarStream() does: the files' bytes are read into one scratch buffer, again and again (issue 29: garbage).
    const data = Buffer.concat([Buffer.from('<p>one buffer</p>\n'.repeat(150_000)), randomBytes(1_500_000)]);
    const scratch = Buffer.alloc(70_001);
    async function* reused() {
      for (let i = 0; i < data.length; i += scratch.length) {
        const piece = scratch.subarray(0, data.copy(scratch, 0, i, i + scratch.length));
        yield piece;
        piece.fill(0x21); // what the next read would do to it
      }
    }
    const parts: Buffer[] = [];
    for await (const out of parallelGzip(6)(reused())) parts.push(out);
    expect(gunzipSync(Buffer.concat(parts)).equals(data)).toBe(true);
    expect(Buffer.concat(parts).equals(await compress(data, 65_536))).toBe(true);
  });

  it('writes an empty gzip member for empty input', async () => {
    const out = await compress(Buffer.alloc(0), 10);
    expect(gunzipSync(out).length).toBe(0);
  });
});
