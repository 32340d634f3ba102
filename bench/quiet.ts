// The cost targets ask for rows started on a quiet machine (load average < 1 at the start of each row, printed). The
// one-minute load average decays for minutes after a heavy row, so each row waits for it here before it starts.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 5_000;

/**
 * Waits until the one-minute load average is below `below`, for at most `maxSeconds`; says how long it waited and
 * returns the load average it started at (a row that could not wait long enough shows its load, as before).
 */
export async function waitForQuiet(maxSeconds: number, below = 1): Promise<number> {
  const start = performance.now();
  while (loadavg()[0]! >= below && performance.now() - start < maxSeconds * 1000) await sleep(POLL_MS);
  const waited = (performance.now() - start) / 1000;
  const load = loadavg()[0]!;
  if (waited >= 1)
    process.stdout.write(`  waited ${waited.toFixed(0)} s for a quiet machine: load average ${load.toFixed(2)}${load >= below ? ` (still ≥ ${below})` : ''}\n`);
  return load;
}
