// V8 settings for a process whose main work is an export. Called by the entry points we own (CLI, API server,
// Action, bench), never by the engine itself: a program that imports exportSite keeps its own settings. The
// measurements behind each setting are in bench/README.md ("Memory settings").
//
// Why: an export's heap is a small live set that grows with the site (the manifest records, the claimed files,
// the pages seen: a few KB per page) under a high rate of short-lived garbage (every page parsed and serialised).
// V8 by default lets the old generation grow to up to 4× what survived the last full collection before it
// collects again, so peak RSS was about four times the live set and grew with the site four times as fast as the
// data. A small growth factor makes full collections more frequent, each cheap on such a small live set.
//
// The young generation is the other half. Node 24's V8 sizes it from the heap limit, which follows the machine's
// memory, so on a large machine every page's parse tree passes through a new space of 128 MB. A small cap on the
// semi-spaces lowers peak RSS for a few percent more CPU; a smaller one still costs far more CPU in collections.
// That size is fixed when the heap is created, so it cannot be set from here: it is on the command line of each
// entry point (`bin/static-export.js`'s first line, `npm start`, the bench's export child: NODE_FLAGS below).
// The Action's runtime (`runs.using: node24`) takes no flags; its runners have memory to spare.
//
// Outside V8's heap, glibc's malloc gives each thread that contends for it an arena of its own (up to 8 per core),
// and memory freed in one is not handed back to another: an export's threads (the crawl, its transform thread,
// libuv's pool, V8's helpers) each kept their own. `MALLOC_ARENA_MAX=2` bounds that for no loss of speed. glibc
// reads it when the process starts, so it too is on each entry point's command line (START_ENV below; `env -S` in
// the bins' first line). Other C libraries (musl) do not read it, and need not.
//
// `MALLOC_MMAP_THRESHOLD_=65536`: an export frees its Buffers in batches, when V8 collects the ArrayBuffers it has
// let pile up (zlib's output as the archive is packed, bodies, the index's files). glibc serves a block of 128 KiB
// or more from a mapping of its own, but raises that threshold to the size of each such block freed (up to 32 MB):
// after the first large block, every later one came from the arena, whose freed memory stays resident. A fixed
// threshold ends that sliding; blocks from 64 KiB up are mapped and handed back when freed. A lower threshold
// costs a mapping and its page faults per body.
//
// Growth after a full collection: with a fixed percent, the room V8 left the old generation of a small live set
// was never more than the new space, and V8 starts marking as soon as the room is no larger than that
// (`Heap::IncrementalMarkingLimitReached`), so it marked all the time. What matters is room in MB, not a factor,
// so the percent follows the live set: after each full collection it is set for HEADROOM_MB of room (on a large
// site it comes out near the fixed minimum again).
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
