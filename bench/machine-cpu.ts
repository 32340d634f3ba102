// CPU read from Linux's /proc, for the bench's one question about a missed ratio: were the two cores already
// full? The origin, our export, Pagefind's indexer and gzip all run on the same cores, so an export whose cores
// were busy all the time cannot finish sooner without doing less work; process.resourceUsage() alone cannot say
// so, as it misses the origin and our own child processes.

import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts /proc CPU times in clock ticks of 1/100 s on every architecture Node runs on (USER_HZ). */
const TICK_MS = 10;

export interface MachineCpu {
  /** Milliseconds of CPU spent by all cores, summed, since boot, not idle and not waiting on the disk. */
  busyMs: number;
  /** The same, idle included: wall time × cores. */
  totalMs: number;
}

/** The machine's CPU counters now (undefined where there is no /proc/stat). */
export function machineCpu(): MachineCpu | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal [guest guest_nice, already inside user and nice]
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = fields[3]! + fields[4]!;
    return { busyMs: (total - idle) * TICK_MS, totalMs: total * TICK_MS };
  } catch {
    return undefined;
  }
}

/** Busy core-milliseconds between two readings, and their share of all the cores' time over that span. */
export function busyBetween(start: MachineCpu | undefined, end: MachineCpu | undefined): { busyMs: number; share: number } | undefined {
  if (!start || !end || end.totalMs <= start.totalMs) return undefined;
  const busyMs = end.busyMs - start.busyMs;
  return { busyMs, share: busyMs / (end.totalMs - start.totalMs) };
}

/** CPU (ms, user + system) a process and every process below it have used so far; 0 once it has gone. */
export function processTreeCpuMs(pid: number): number {
  return processTree(pid).ms;
}

/** A process's name and the CPU of it and every process below it, each `stat` read once. */
function processTree(pid: number): { name: string; ms: number } {
  const tree = { name: '', ms: 0 };
  try {
    Object.assign(tree, statCpuMs(`/proc/${pid}/stat`));
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) tree.ms += processTree(Number(child)).ms;
    }
  } catch {
    // gone while being read
  }
  return tree;
}

function statCpuMs(path: string): { name: string; ms: number } {
  const stat = readFileSync(path, 'utf8');
  // The command name is in parentheses and may hold spaces: the fields after it are counted from its end.
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime: fields 14 and 15 of the line.
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: (Number(after[11]) + Number(after[12])) * TICK_MS };
}

/**
 * CPU by thread name of this process (MainThread, WorkerThread, V8Worker: the GC's and compiler's helpers,
 * libuv-worker: files and zlib) and by process name of the processes it started (Pagefind's indexer), from a
 * reading to the next. Sampled, since a thread that ends (the transform workers end with the crawl) takes its
 * counters with it: it keeps its last sample.
 */
export class ThreadCpu {
  private readonly start = new Map<string, number>();
  private readonly last = new Map<string, { name: string; ms: number }>();
  /** The highest peak RSS (KiB, the kernel's VmHWM) seen of each child process, by process name. */
  private readonly childPeaks = new Map<string, number>();

  constructor() {
    this.sample();
    for (const [key, { ms }] of this.last) this.start.set(key, ms);
  }

  sample(): void {
    try {
      for (const task of readdirSync('/proc/self/task')) {
        try {
          this.last.set(`t${task}`, statCpuMs(`/proc/self/task/${task}/stat`));
          const children = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim();
          for (const child of children ? children.split(' ') : []) {
            const { name, ms } = processTree(Number(child));
            if (name) {
              this.last.set(`p${child}`, { name: `${name} (process)`, ms });
              const peak = peakRssKB(Number(child));
              if (peak > (this.childPeaks.get(name) ?? 0)) this.childPeaks.set(name, peak);
            }
          }
        } catch {
          // ended while being read
        }
      }
    } catch {
      // no /proc
    }
  }

  /**
   * Peak RSS (KiB) of each child process by name, as last sampled: an export's RSS is its own process's, and
   * Pagefind's indexer holds its index in memory in a process of its own.
   */
  childPeakRssKB(): Record<string, number> {
    return Object.fromEntries(this.childPeaks);
  }

  /** ms of CPU by name since this object was made, largest first. */
  byName(): Record<string, number> {
    const out = new Map<string, number>();
    for (const [key, { name, ms }] of this.last) out.set(name, (out.get(name) ?? 0) + ms - (this.start.get(key) ?? 0));
    return Object.fromEntries([...out].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]));
  }
}

/**
 * This process's own peak RSS (KiB): VmHWM, the high-water mark of its memory since it started this program. Not
 * `process.resourceUsage().maxRSS`: Linux carries a process's high-water mark across fork and exec, so a child
 * reads at least its parent's RSS at the fork. Spawned by a bench process of 445 MB, a bare `node -e` read 405 MB
 * there and 41 MB here; the bench's `next start` row printed 266 MB for our export and for the ceiling alike (the
 * bench process's own size after a 10,000-page row) while the export's own peak was 228 MB. Where there is no
 * /proc, maxRSS.
 */
export function ownPeakRssKB(): number {
  return peakRssKB(process.pid) || process.resourceUsage().maxRSS;
}

/** A process's peak RSS so far (KiB, VmHWM in /proc/PID/status); 0 once it has gone. */
function peakRssKB(pid: number): number {
  try {
    return Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
