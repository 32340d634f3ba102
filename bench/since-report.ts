// The publish loop's bench rows: `--since` on the 2,000-page synthetic site, nothing changed and 1 % of the pages edited
// without a rebuild, each against the full export of the same state given the same PREV (`--no-reuse`: every file
// fetched, the same bundle expected byte for byte). Time, bytes received and peak RSS side by side, and the targets.
import type { ExportOnceResult } from './export-once.ts';
import type { Target } from './report.ts';

export interface SinceCase {
  /** `unchanged` or `1% changed`. */
  label: string;
  /** What the site edited (pages). */
  edited: number;
  incremental?: ExportOnceResult;
  full?: ExportOnceResult;
  error?: string;
}

export interface SinceRow {
  pages: number;
  latencyMs: number;
  /** The one-minute load average when the row started. */
  loadAvg?: number;
  /** The plain full export that made PREV. */
  prev?: ExportOnceResult;
  cases: SinceCase[];
}

/** The `--since` targets, per case: share of the full export's time and bytes, and peak memory. */
const LIMITS: Record<string, { time: number; bytes: number }> = { unchanged: { time: 0.2, bytes: 0.05 }, '1% changed': { time: 0.25, bytes: 0.1 } };

const ms = (r: ExportOnceResult) => r.exportMs + r.packMs;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function formatSinceRow(row: SinceRow): string {
  const lines = [
    `--since, ${row.pages} pages at ${row.latencyMs} ms (PREV: a full export in ${row.prev ? (ms(row.prev) / 1000).toFixed(2) : '-'} s${row.loadAvg === undefined ? '' : `; load average ${row.loadAvg.toFixed(2)} at start`})`,
  ];
  lines.push(
    '  case          | incr. s | full s | time  | incr. bytes | full bytes  | bytes  | incr. RSS | full RSS | reused files | same sha256 | changed pages',
  );
  for (const c of row.cases) {
    if (!c.incremental || !c.full) {
      lines.push(`  ${c.label.padEnd(13)} | failed: ${c.error ?? 'no result'}`);
      continue;
    }
    const i = c.incremental;
    const f = c.full;
    const it = i.incremental!.transfer;
    const ft = f.incremental!.transfer;
    lines.push(
      `  ${c.label.padEnd(13)} | ${(ms(i) / 1000).toFixed(2).padStart(7)} | ${(ms(f) / 1000).toFixed(2).padStart(6)} | ${pct(ms(i) / ms(f)).padStart(5)} | ${String(it.bytes).padStart(11)} | ${String(ft.bytes).padStart(11)} | ${pct(it.bytes / ft.bytes).padStart(6)} | ${`${Math.round(i.maxRssKB / 1024)} MB`.padStart(9)} | ${`${Math.round(f.maxRssKB / 1024)} MB`.padStart(8)} | ${String(it.reusedFiles).padStart(12)} | ${String(i.sha256 === f.sha256).padStart(11)} | ${i.incremental!.changes?.pages.changed.length ?? '-'} of ${c.edited} edited`,
    );
  }
  lines.push(
    '  where the wall time went (s): reading PREV | the crawl (and manifest) | the index after the crawl | packing   CPU (s): export child + Pagefind',
  );
  for (const c of row.cases) {
    for (const [kind, r] of [
      ['incr.', c.incremental],
      ['full', c.full],
    ] as const) {
      if (!r) continue;
      const prev = r.incremental?.previousMs ?? 0;
      const index = r.search?.indexMs ?? 0;
      const pagefind = Object.entries(r.threadCpuMs ?? {}).reduce((n, [name, ms]) => (/pagefind/i.test(name) ? n + ms : n), 0);
      const s = (x: number) => (x / 1000).toFixed(2);
      lines.push(
        `  ${`${c.label}, ${kind}`.padEnd(20)} | ${s(prev).padStart(5)} | ${s(r.exportMs - prev - index).padStart(6)} | ${s(index).padStart(6)} | ${s(r.packMs).padStart(5)}   CPU ${s(r.cpuUserMs + r.cpuSystemMs)} + ${s(pagefind)}`,
      );
    }
  }
  return lines.join('\n');
}

export function evaluateSinceTargets(row: SinceRow): Target[] {
  const out: Target[] = [];
  for (const c of row.cases) {
    const limit = LIMITS[c.label];
    if (!limit) continue;
    if (!c.incremental?.incremental || !c.full?.incremental) {
      out.push({ target: `--since ${c.label}`, status: 'FAIL', detail: c.error ?? 'no result' });
      continue;
    }
    const time = ms(c.incremental) / ms(c.full);
    const bytes = c.incremental.incremental.transfer.bytes / Math.max(1, c.full.incremental.transfer.bytes);
    const rss = c.incremental.maxRssKB <= c.full.maxRssKB;
    out.push(
      { target: `--since ${c.label}: time ≤ ${pct(limit.time)} of a full export`, status: time <= limit.time ? 'PASS' : 'FAIL', detail: pct(time) },
      { target: `--since ${c.label}: bytes ≤ ${pct(limit.bytes)} of a full export`, status: bytes <= limit.bytes ? 'PASS' : 'FAIL', detail: pct(bytes) },
      {
        target: `--since ${c.label}: peak RSS ≤ the full export's`,
        status: rss ? 'PASS' : 'FAIL',
        detail: `${Math.round(c.incremental.maxRssKB / 1024)} MB vs ${Math.round(c.full.maxRssKB / 1024)} MB`,
      },
      {
        target: `--since ${c.label}: the same bundle as the full export`,
        status: c.incremental.sha256 === c.full.sha256 ? 'PASS' : 'FAIL',
        detail: c.incremental.sha256 === c.full.sha256 ? 'same sha256' : 'sha256 differs',
      },
    );
  }
  return out;
}
