// The read of a whole archive of blocks from its start, for a `since` export that already has PREV's manifest
// (archive-tail.ts) and crawls while the rest of PREV is read: each member inflated, its block appended to the
// scratch file (which is then the tar, a file's range its place in it), each file hashed, the tar's layout walked
// (tar-layout.ts). It runs on a thread of its own (archive-walk-worker.ts): on the main thread, beside the crawl,
// its garbage (every inflated block of PREV) made the collector mark the crawl's heap, PREV's parsed manifest
// included, over and over, and the crawl kept fewer requests in flight.
import { closeSync, openSync, writeSync } from 'node:fs';
import { BlockArchive } from './block-members.ts';
import type { GzipMember } from './parallel-gzip.ts';
import { hashingSink, SimpleTarReader } from './simple-tar.ts';
import { type TarLayout, TarLayoutScanner } from './tar-layout.ts';
import { BUNDLE_ENTRY } from './tar-stream.ts';
import { checkedLimits, EntryRules, type UnpackLimits } from './unpack.ts';

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

function writeAt(fd: number, data: Buffer, offset: number): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done, data.length - done, offset + done);
}

/** Reads `request.archive` from its start into `request.scratch`, telling `post` what it has read as it goes. */
export async function walkArchive(request: WalkRequest, post: (message: WalkMessage) => void): Promise<void> {
  const archive = await BlockArchive.open(request.archive);
  if (!archive) throw new Error('not an archive of blocks');
  const fd = openSync(request.scratch, 'r+');
  const rules = new EntryRules(checkedLimits(request.limits));
  /** Files read whose bytes may not all be in the scratch file yet, by where they end. */
  const pending: { file: WalkedFile; end: number }[] = [];
  const reader = new SimpleTarReader(
    rules,
    hashingSink((rel, { offset, length, sha256 }) => pending.push({ file: [rel, offset, length, sha256], end: offset + length })),
  );
  const release = (through: number) => {
    let n = 0;
    while (n < pending.length && pending[n]!.end <= through) n++;
    if (n > 0) post({ kind: 'files', files: pending.splice(0, n).map((p) => p.file) });
  };
  const layout = new TarLayoutScanner(BUNDLE_ENTRY);
  const members: GzipMember[] = [];
  let tarBytes = 0;
  try {
    // Inflated and written on this thread, one block after another: the thread pool is the crawl's (its reads of
    // PREV's pages, its writes), and with the walk's inflating and writing on it too, the crawl's requests in flight
    // fell while PREV was read.
    for await (const { member, block } of archive.inOrder(0)) {
      members.push(member);
      const ended = reader.write(block);
      layout.push(block);
      writeAt(fd, block, tarBytes);
      tarBytes += block.length;
      release(tarBytes);
      if (ended) break;
    }
  } finally {
    await archive.close();
    closeSync(fd);
  }
  if (!reader.ended) throw new Error('the archive ends before its end-of-archive marker');
  post({ kind: 'done', members, layout: layout.finish(), tarBytes });
}
