// V8 settings for a process whose main work is an export. Called by the entry points we own (CLI, API server,
// Action, bench), never by the engine itself: a program that imports exportSite keeps its own settings.
//
// Why: an export's heap is a small live set that grows with the site (the manifest records, the claimed files,
// the pages seen: ~4 KB per page) under a high rate of short-lived garbage (every page parsed and serialised).
// V8 by default lets the old generation grow to up to 4× what survived the last full collection before it
// collects again, so peak RSS was about four times the live set and grew with the site four times as fast as
// the data (bench, 10,000 pages: 253 MB of heap in use at the peak; after a full GC mid-export, 33 MB at 3,000
// pages). A growth factor of 1.2 makes full collections more frequent, each cheap on such a small live set:
// measured at 5,000 pages, peak RSS 425 → 327 MB for about 5% more export time.
//
// The young generation is the other half. Node 24's V8 sizes it from the heap limit, which follows the machine's
// memory: on this 24 GB machine the new space grew to 128 MB (two 64 MB semi-spaces), and every page's parse
// tree passes through it. `--max-semi-space-size=16` capped it at 32 MB: at 5,000 pages peak RSS 319 → 239 MB
// with no loss of speed (4 MB went lower, 200 MB, but cost 20–30% more CPU in collections at 10,000 pages).
// 8 MB (a 16 MB new space) is the size now (issue 29), measured on the bench's site at 20 ms, alternated runs:
// at 2,000 pages peak RSS 271/278/269 → 221/227/219 MB for 5.7% more CPU (22.6–23.3 → 24.1–24.8 s, V8's helper
// threads +0.8 s) and 2% more time; at 10,000 pages 334 → 311 MB for 10 s more of V8's helpers (23 → 34 s of
// 129 s, 92 → 97 s), as the main thread's records grow with the site and each full collection marks them all.
// A 12 MB cap behaves as 16 (279/281 MB).
// That size is fixed when the heap is created, so it cannot be set from here: it is on the command line of each
// entry point (`bin/static-export.js`'s first line, `npm start`, the bench's export child: NODE_FLAGS below).
// The Action's runtime (`runs.using: node24`) takes no flags; runners have 7 GB.
//
// Outside V8's heap, glibc's malloc gives each thread that contends for it an arena of its own (up to 8 per core),
// and memory freed in one is not handed back to another: an export's threads (the crawl, its transform thread,
// libuv's pool, V8's helpers) each kept their own. `MALLOC_ARENA_MAX=2`, measured on the bench's 2,000-page site
// at 20 ms, 3 runs each, alternated: peak RSS 315/346/317 → 299/306/308 MB, export 20.0–21.0 → 20.2–20.4 s (1
// arena: 292–300 MB). glibc reads it when the process starts, so it too is on each entry point's command line
// (START_ENV below; `env -S` in the bins' first line). Other C libraries (musl) do not read it, and need not.
//
// `MALLOC_MMAP_THRESHOLD_=65536` (issue 29): an export frees its Buffers in batches, when V8 collects the ArrayBuffers
// it has let pile up (up to 64 MB of them between collections: zlib's output as the archive is packed, bodies, the
// index's files). glibc serves a block of 128 KiB or more from a mapping of its own, but raises that threshold to
// the size of each such block freed (up to 32 MB): after the first 1 MiB block, every later one came from the
// arena, whose freed memory stays resident. /proc/self/smaps at 5,000 pages: the main arena grew 30 → 58 MB after
// the crawl. A fixed threshold ends that sliding; blocks from 64 KiB up are mapped and handed back when freed.
// Measured on the bench's site at 20 ms, alternated runs: at 2,000 pages peak RSS 219/218/213 → 210/213/206 MB
// for 1.7 % more CPU (21.8 → 22.2 s, within the runs' spread); at 10,000 pages 301/300 → 285/293 MB. 128 KiB gave
// 291/293 at 10,000; 32 KiB 205–208 at 2,000 for 4.5 % more CPU (a mapping and its page faults per body).
//
// Growth after a full collection (issue 29): with a fixed 20 % (above), the room V8 left the main thread's old
// generation on the bench's 2,000-page site (25–30 MB live) was 13–14 MB (`--trace-incremental-marking`), never
// more than the new space (16 MB with 8 MB semi-spaces). V8 starts marking as soon as the room is no larger than
// that (`Heap::IncrementalMarkingLimitReached`), so it marked all the time: 86 full collections in a 2,000-page
// export, each start "(task)". What matters is room in MB, not a factor, so the percent follows the live set:
// after each full collection it is set for HEADROOM_MB of room. Measured on the bench's site at 20 ms, two runs
// each (V8's helper threads' CPU, peak RSS): fixed 20 % 5.76/5.53 s, 220/215 MB; 50 % 4.67/4.60 s, 221/221 MB;
// 70 % 3.94/4.22 s, 241/239 MB; 100 % 3.80/3.67 s, 256/255 MB; HEADROOM_MB 4.25/4.13 s, 230/241 MB. At 10,000
// pages (~88 MB live at the end) it comes out near 20 % again: the bench's row 281 → 288 MB, V8's helpers 2.77 →
// 2.60 ms a page.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';

const SEMI_SPACE_MB = 8;

/** Node flags an export process should start with (the bench passes these to its export child). */
export const NODE_FLAGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`];

/** Environment an export process should start with, for its C library (the bench gives it to its export child). */
export const START_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };

/** Room the old generation gets after a full collection: the new space (two semi-spaces) and 4 MB to allocate in. */
const HEADROOM_MB = 2 * SEMI_SPACE_MB + 4;
const MIN_PERCENT = 20;
const MAX_PERCENT = 100;

/** `--heap-growing-percent` for HEADROOM_MB of room above `liveBytes`, within 20–100 %. */
export function growingPercent(liveBytes: number): number {
  const percent = Math.ceil(((HEADROOM_MB * 2 ** 20) / Math.max(liveBytes, 1)) * 100);
  return Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, percent));
}

let current: number | undefined;

/** The growth tuneHeapForExport() last set (undefined before it runs). */
export function currentGrowingPercent(): number | undefined {
  return current;
}

function setGrowingPercent(percent: number): void {
  if (percent === current) return;
  current = percent;
  // Read by V8 at every full collection, so it applies to a heap that already exists.
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

export function tuneHeapForExport(): void {
  if (current !== undefined) return;
  setGrowingPercent(MIN_PERCENT);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) {
      setGrowingPercent(growingPercent(getHeapStatistics().used_heap_size));
    }
  });
  observer.observe({ entryTypes: ['gc'] });
}
