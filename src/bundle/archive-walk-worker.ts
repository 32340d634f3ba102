// The thread archive-walk.ts runs on (started by archive-file.ts): one walk, its progress posted to the parent.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../core/errors.ts';
import { type WalkMessage, type WalkRequest, walkArchive } from './archive-walk.ts';

const post = (message: WalkMessage) => parentPort!.postMessage(message);
yieldToTheCrawl();

walkArchive(workerData as WalkRequest, post).catch((error: unknown) => post({ kind: 'failed', message: describeError(error) }));

/**
 * This thread at a lower priority than the crawl's (Linux: a thread's own nice value, its id read from
 * /proc/thread-self): PREV is read well ahead of the pages the crawl asks for, and at the same priority it took
 * the cores from the crawl's main thread and the site's server while they had work (2,000 pages, 2 cores: the
 * median of 5 since exports, export and pack: 4.56 → 4.40 s). Elsewhere, or where it is not allowed, it runs as it is.
 */
function yieldToTheCrawl(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or no such right: the read is only slower to leave room.
  }
}
