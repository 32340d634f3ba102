// Export progress for people: a live bar redrawn in place on a terminal, plain lines every few seconds in a
// log (CI, the Action), so neither gets the other's noise.
import type { ExportProgress } from '../core/types.ts';
import { formatBytes } from './format.ts';

export interface ProgressReporter {
  update(p: ExportProgress): void;
  /** Clears the live line (terminal) so the summary starts on a clean line. */
  finish(): void;
}

const BAR_WIDTH = 24;

export function describeProgress(p: ExportProgress, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (p.pagesDone / elapsedMs) * 1000 : 0;
  return `${p.pagesDone}/${p.pagesDiscovered} pages, ${p.filesDone} files, ${formatBytes(p.bytes)}, ${rate.toFixed(1)} pages/s, ${p.errors} ${p.errors === 1 ? 'warning' : 'warnings'}`;
}

export function createProgressReporter(options: { write: (s: string) => void; tty: boolean; intervalMs?: number; now?: () => number }): ProgressReporter {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const interval = options.intervalMs ?? (options.tty ? 100 : 2000);
  let last = -Infinity;
  let drawn = false;
  // The newest progress not yet printed: a log's last line must show the final counts (the summary's).
  let unprinted: ExportProgress | undefined;
  return {
    update(p) {
      const t = now();
      if (t - last < interval) {
        unprinted = p;
        return;
      }
      last = t;
      unprinted = undefined;
      const text = describeProgress(p, t - started);
      if (options.tty) {
        const ratio = p.pagesDiscovered > 0 ? Math.min(1, p.pagesDone / p.pagesDiscovered) : 0;
        const filled = Math.round(ratio * BAR_WIDTH);
        options.write(`\r\x1b[K[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${text}`);
        drawn = true;
      } else {
        options.write(`progress: ${text}\n`);
      }
    },
    finish() {
      if (options.tty && drawn) options.write('\r\x1b[K');
      else if (!options.tty && unprinted) options.write(`progress: ${describeProgress(unprinted, now() - started)}\n`);
      unprinted = undefined;
    },
  };
}
