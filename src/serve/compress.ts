// gzip/brotli for text responses. A bundle never changes once unpacked, so each file is compressed once and
// kept (bounded by bytes) keyed by its content hash: two cores cannot afford brotli on every request.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller files gain nothing worth a `Vary` entry in every cache on the way. */
export const MIN_COMPRESS_BYTES = 1024;
/** Larger files are sent as they are rather than held in memory whole. */
export const MAX_COMPRESS_BYTES = 16 * 1024 * 1024;

/** The best encoding the client accepts (`q=0` refuses), brotli first. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const star = accepted.get('*');
  const ok = (name: string): boolean => (accepted.get(name) ?? star ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export class CompressionCache {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  async get(key: string, encoding: Encoding, load: () => Promise<Buffer>): Promise<Buffer> {
    const id = `${encoding}:${key}`;
    const hit = this.entries.get(id);
    if (hit) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const raw = await load();
    const packed =
      encoding === 'br'
        ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gz(raw, { level: 6 });
    this.entries.set(id, packed);
    this.size += packed.length;
    for (const [oldId, old] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldId);
      this.size -= old.length;
    }
    return packed;
  }
}
