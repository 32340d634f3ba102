// Human-readable numbers for progress lines and summaries.
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

/**
 * One way to say a duration, in the CLI, the Action and the REST client's messages:
 * 850 → `850 ms`, 20_100 → `20.1 s`, 95_000 → `1 min 35 s`, 3_725_000 → `1 h 2 min 5 s`.
 */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const total = Math.round(s);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const rest = `${m} min ${total % 60} s`;
  return h > 0 ? `${h} h ${rest}` : rest;
}
