// The read of a whole archive of blocks from its start, for a `since` export that already has PREV's manifest
// (archive-tail.ts) and crawls while the rest of PREV is read: each member inflated, its block appended to the
// scratch file (which is then the tar, a file's range its place in it), each file hashed, the tar's layout walked
// (tar-layout.ts). It runs on a thread of its own (archive-walk-worker.ts): on the main thread, beside the crawl,
// its garbage (217 MB of inflated blocks at 2,000 pages) made the collector mark the crawl's heap, PREV's parsed
// manifest included, over and over (50 ms in every 250 ms), and the crawl's requests in flight fell from 15 to 11.
import { createHash, type Hash } from 'node:crypto';
import { close, open, write } from 'node:fs';
import { promisify } from 'node:util';
import { BlockArchive } from './block-members.ts';
import type { GzipMember } from './parallel-gzip.ts';
import { SimpleTarReader } from './simple-tar.ts';
import { type TarLayout, TarLayoutScanner } from './tar-layout.ts';
import { BUNDLE_ENTRY } from './tar-stream.ts';
import { checkedLimits, EntryRules, type UnpackLimits } from './unpack.ts';

const openFile = promisify(open);
const closeFile = promisify(close);

export interface WalkRequest {
  archive: string;
  /** The scratch file (it exists, empty): the tar is written there. */
  scratch: string;
  limits: UnpackLimits;
}

/** A file read: its path, where its bytes are in the scratch file, their length and sha256. */
export type WalkedFile = [rel: string, offset: number, length: number, sha256: string];

export type WalkMessage =
  /** Files now in the scratch file, in archive order. */
  { kind: 'files'; files: WalkedFile[] } | { kind: 'done'; members: GzipMember[]; layout: TarLayout; tarBytes: number } | { kind: 'failed'; message: string };

/** Members inflated at once: one on the thread pool while this thread reads the one before. */
const AHEAD = 2;
/** Blocks being written at once. */
const WRITES_IN_FLIGHT = 4;

async function writeAt(fd: number, data: Buffer, offset: number): Promise<void> {
  for (let done = 0; done < data.length; ) {
    done += await new Promise<number>((resolve, reject) =>
      write(fd, data, done, data.length - done, offset + done, (error, n) => (error ? reject(error) : resolve(n))),
    );
  }
}

/** Reads `request.archive` from its start into `request.scratch`, telling `post` what it has read as it goes. */
export async function walkArchive(request: WalkRequest, post: (message: WalkMessage) => void): Promise<void> {
  const archive = await BlockArchive.open(request.archive);
  if (!archive) throw new Error('not an archive of blocks');
  const fd = await openFile(request.scratch, 'r+');
  const rules = new EntryRules(checkedLimits(request.limits));
  /** Files read whose bytes may not all be in the scratch file yet, by where they end. */
  const pending: { file: WalkedFile; end: number }[] = [];
  const files = new Set<string>();
  let current: { rel: string; offset: number; length: number; hash: Hash } | undefined;
  const reader = new SimpleTarReader(rules, {
    start(rel, offset, length) {
      if (files.has(rel)) throw new Error(`refusing entry ${JSON.stringify(rel)}: duplicate or conflicting entry`);
      files.add(rel);
      current = { rel, offset, length, hash: createHash('sha256') };
    },
    body: (piece) => current!.hash.update(piece),
    end() {
      const { rel, offset, length, hash } = current!;
      pending.push({ file: [rel, offset, length, hash.digest('hex')], end: offset + length });
      current = undefined;
    },
  });
  const release = (through: number) => {
    let n = 0;
    while (n < pending.length && pending[n]!.end <= through) n++;
    if (n > 0) post({ kind: 'files', files: pending.splice(0, n).map((p) => p.file) });
  };
  const layout = new TarLayoutScanner(BUNDLE_ENTRY);
  const members: GzipMember[] = [];
  const writes: Promise<void>[] = [];
  // In order, so that what is released is all written.
  let written: Promise<void> = Promise.resolve();
  let tarBytes = 0;
  try {
    for await (const { member, block } of archive.inOrder(AHEAD)) {
      members.push(member);
      const ended = reader.write(block);
      layout.push(block);
      const at = tarBytes;
      tarBytes += block.length;
      const through = tarBytes;
      const writing = writeAt(fd, block, at);
      writing.catch(() => undefined);
      written = written.then(() => writing).then(() => release(through));
      writes.push(written);
      if (writes.length >= WRITES_IN_FLIGHT) await writes.shift();
      if (ended) break;
    }
    await written;
  } finally {
    await Promise.allSettled(writes);
    await archive.close();
    await closeFile(fd);
  }
  if (!reader.ended) throw new Error('the archive ends before its end-of-archive marker');
  post({ kind: 'done', members, layout: layout.finish(), tarBytes });
}
