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
  let ms = 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after it are counted from its end.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ms += (Number(after[11]) + Number(after[12])) * TICK_MS; // utime, stime (fields 14 and 15)
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) ms += processTreeCpuMs(Number(child));
    }
  } catch {
    // gone while being read
  }
  return ms;
}
