// Export progress for people: a live bar redrawn in place on a terminal, plain lines every few seconds in a
// log (CI, the Action), so neither gets the other's noise. Both name the phase (crawl, search index, packing),
// the time spent and, while crawling, the time the crawl should still take; a phase that ends leaves one line.
import type { ExportPhase, ExportProgress } from '../core/types.ts';
import { formatBytes, formatDuration } from './format.ts';

export interface ProgressReporter {
  update(p: ExportProgress): void;
  /** Clears the live line (terminal) so the summary starts on a clean line. */
  finish(): void;
}

const BAR_WIDTH = 20;

const PHASE_NAMES: Record<ExportPhase, string> = { crawl: 'crawl', index: 'search index', pack: 'packing' };

/** What the crawl should still take at its pace so far; undefined until the pace means something. */
export function crawlEta(p: ExportProgress, elapsedMs: number): number | undefined {
  const left = p.pagesDiscovered - p.pagesDone;
  if (p.pagesDone < 3 || elapsedMs < 1000 || left <= 0) return undefined;
  return (left * elapsedMs) / p.pagesDone;
}

export function describeProgress(p: ExportProgress, elapsedMs: number): string {
  const phase = p.phase ?? 'crawl';
  const warnings = `${p.errors} ${p.errors === 1 ? 'warning' : 'warnings'}`;
  // What matters most comes first: a terminal narrower than the line cuts its end.
  const counts = `${p.filesDone} files, ${formatBytes(p.bytes)}, ${warnings}`;
  const elapsed = `${formatDuration(elapsedMs)} elapsed`;
  if (phase !== 'crawl') return `${PHASE_NAMES[phase]}: ${p.pagesDone} pages, ${elapsed}, ${counts}`;
  const rate = elapsedMs > 0 ? (p.pagesDone / elapsedMs) * 1000 : 0;
  const eta = crawlEta(p, elapsedMs);
  return `crawl: ${p.pagesDone}/${p.pagesDiscovered} pages, ${elapsed}${eta === undefined ? '' : `, ETA ${formatDuration(eta)}`}, ${rate.toFixed(1)} pages/s, ${counts}`;
}

export function createProgressReporter(options: {
  write: (s: string) => void;
  tty: boolean;
  intervalMs?: number;
  now?: () => number;
  /** How often a terminal's line is redrawn with no news, so the elapsed time moves (0: never). @default 1000 on a TTY */
  tickMs?: number;
  /**
   * The terminal's width: the live line is cut to fit, since a line that wraps cannot be redrawn in place (the
   * carriage return goes back to the start of its last row only). @default no limit
   */
  columns?: number;
}): ProgressReporter {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const interval = options.intervalMs ?? (options.tty ? 100 : 2000);
  let last = -Infinity;
  let drawn = false;
  let latest: ExportProgress | undefined;
  // The newest progress not yet printed: a log's last line must show the final counts (the summary's).
  let unprinted: ExportProgress | undefined;
  let phase: ExportPhase = 'crawl';
  let phaseStarted = started;

  const draw = (p: ExportProgress, t: number) => {
    last = t;
    unprinted = undefined;
    const text = describeProgress(p, t - started);
    if (options.tty) {
      const ratio = (p.phase ?? 'crawl') !== 'crawl' ? 1 : p.pagesDiscovered > 0 ? Math.min(1, p.pagesDone / p.pagesDiscovered) : 0;
      const filled = Math.round(ratio * BAR_WIDTH);
      const line = `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${text}`;
      options.write(`\r\x1b[K${options.columns && options.columns > 1 ? line.slice(0, options.columns - 1) : line}`);
      drawn = true;
    } else {
      options.write(`progress: ${text}\n`);
    }
  };
  // The line a finished phase leaves: what it did and how long it took.
  const endPhase = (p: ExportProgress, t: number) => {
    const done =
      phase === 'crawl'
        ? `crawled ${p.pagesDone} ${p.pagesDone === 1 ? 'page' : 'pages'} and ${p.filesDone} ${p.filesDone === 1 ? 'file' : 'files'} (${formatBytes(p.bytes)})`
        : phase === 'index'
          ? 'search index built'
          : 'packed';
    options.write(`${options.tty && drawn ? '\r\x1b[K' : ''}${options.tty ? '✓ ' : 'progress: '}${done} in ${formatDuration(t - phaseStarted)}\n`);
    drawn = false;
    phaseStarted = t;
  };
  const tick = options.tickMs ?? (options.tty ? 1000 : 0);
  const timer = tick > 0 ? setInterval(() => latest && draw(latest, now()), tick) : undefined;
  timer?.unref();

  return {
    update(p) {
      const t = now();
      latest = p;
      const next = p.phase ?? 'crawl';
      if (next !== phase) {
        endPhase(p, t);
        phase = next;
        return draw(p, t);
      }
      if (t - last < interval) {
        unprinted = p;
        return;
      }
      draw(p, t);
    },
    finish() {
      if (timer) clearInterval(timer);
      if (options.tty && drawn) options.write('\r\x1b[K');
      else if (!options.tty && unprinted) options.write(`progress: ${describeProgress(unprinted, now() - started)}\n`);
      unprinted = undefined;
      latest = undefined;
    },
  };
}
