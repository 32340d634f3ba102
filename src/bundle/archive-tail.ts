// One file near the end of an archive of blocks, read from the end without reading what comes before it: how a
// `since` export gets PREV's manifest (packBundle puts `_static-export/` last) before the crawl starts,
// while the rest of PREV is read and checked beside the crawl (archive-file.ts).
//
// A tar cannot be read from its middle: which 512-byte block is a header is only known by walking from the start.
// So what this finds is a claim: the last block, counting from the end, that is a valid ustar header of `rel` (name
// NUL-terminated, checksum right, a regular file whose bytes fit). A header-like block inside a later file (a page
// that embeds a tar) could make the claim wrong; whoever uses it therefore checks it against the walk from the start
// (archive-file.ts: the entry's offset and sha256) before the export it served is kept.
import { Header } from 'tar';
import type { BlockArchive } from './block-members.ts';

const BLOCK = 512;
/** Members inflated at once: one a core. */
const IN_FLIGHT = 2;

export interface TailEntry {
  /** Where its bytes start in the tar. */
  offset: number;
  bytes: Buffer;
}

/**
 * The last entry named `rel` within `maxBytes` of the tar's end, or undefined. Members are inflated from the last
 * backwards, two at a time, until the header is found (its body is then in the members already inflated).
 */
export async function readTailEntry(archive: BlockArchive, rel: string, maxBytes: number): Promise<TailEntry | undefined> {
  const name = Buffer.from(`${rel}\0`);
  const count = archive.members.length;
  /** Inflated blocks from index `first` to the last. */
  const blocks: Buffer[] = [];
  let first = count;
  const pending = new Map<number, ReturnType<BlockArchive['inflate']>>();
  const start = (index: number) => {
    if (index >= 0 && !pending.has(index)) pending.set(index, archive.inflate(index));
  };
  try {
    for (let index = count - 1; index >= 0; index--) {
      for (let k = 0; k < IN_FLIGHT; k++) start(index - k);
      const { block } = await pending.get(index)!;
      pending.delete(index);
      blocks.unshift(block);
      first = index;
      const found = findHeader(block, name, rel);
      for (const at of found) {
        const header = new Header(block, at);
        const size = header.size!;
        const offset = archive.tarOffset(index) + at + BLOCK;
        const end = offset + size;
        const tarEnd = archive.tarOffset(first) + blocks.reduce((n, b) => n + b.length, 0);
        if (end > tarEnd) continue;
        return { offset, bytes: gather(blocks, archive.tarOffset(first), offset, end) };
      }
      if (archive.tarOffset(count - 1) - archive.tarOffset(index) >= maxBytes) return undefined;
    }
    return undefined;
  } finally {
    // Reads still in flight end before the archive can be closed; their failures were not asked for.
    await Promise.allSettled(pending.values());
  }
}

/** 512-aligned places in `block`, last first, holding a valid header of a regular file named `rel`. */
function findHeader(block: Buffer, name: Buffer, rel: string): number[] {
  const out: number[] = [];
  for (let i = block.lastIndexOf(name); i !== -1; i = i === 0 ? -1 : block.lastIndexOf(name, i - 1)) {
    if (i % BLOCK !== 0 || i + BLOCK > block.length) continue;
    const header = new Header(block, i);
    if (header.cksumValid && header.type === 'File' && header.path === rel && header.size !== undefined) out.push(i);
  }
  return out;
}

/** The bytes [from, to) of the tar, from consecutive blocks starting at tar offset `base`. */
function gather(blocks: Buffer[], base: number, from: number, to: number): Buffer {
  const out = Buffer.allocUnsafe(to - from);
  let at = base;
  let written = 0;
  for (const block of blocks) {
    const lo = Math.max(from, at);
    const hi = Math.min(to, at + block.length);
    if (hi > lo) written += block.copy(out, written, lo - at, hi - at);
    at += block.length;
  }
  return out;
}
