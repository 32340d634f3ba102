import { describe, expect, it } from 'vitest';
import type { ExportPhase } from '../../src/core/types.ts';
import { createProgressReporter } from '../../src/terminal/progress.ts';

const p = (pagesDone: number, pagesDiscovered: number, phase?: ExportPhase) => ({
  ...(phase ? { phase } : {}),
  pagesDone,
  pagesDiscovered,
  filesDone: pagesDone * 3,
  bytes: pagesDone * 2048,
  errors: 1,
  pending: 4,
});

describe('progress reporter', () => {
  it('cuts the live line to the terminal width', () => {
    const out: string[] = [];
    const r = createProgressReporter({ write: (s) => out.push(s), tty: true, now: () => 0, tickMs: 0, columns: 40 });
    r.update(p(5, 10));
    expect(out[0]).toBe('\r\x1b[K[██████████░░░░░░░░░░] crawl: 5/10 page');
  });

  it('redraws one live bar in place on a terminal, with elapsed time and ETA, and clears it at the end', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: true, now: () => t, tickMs: 0 });
    r.update(p(0, 10));
    t = 1000;
    r.update(p(5, 10));
    r.finish();
    expect(out[1]).toBe('\r\x1b[K[██████████░░░░░░░░░░] crawl: 5/10 pages, 1.0 s elapsed, ETA 1.0 s, 5.0 pages/s, 15 files, 10 KB, 1 warning');
    expect(out.at(-1)).toBe('\r\x1b[K');
    expect(out.join('')).not.toContain('\n');
  });

  it('leaves one line per finished phase and names the phase that follows, on a terminal', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: true, now: () => t, tickMs: 0 });
    r.update(p(10, 10));
    t = 4000;
    r.update(p(10, 10, 'index'));
    t = 5500;
    r.update(p(10, 10, 'pack'));
    r.finish();
    const lines = out
      .join('')
      .split(/\r\x1b\[K/)
      .filter(Boolean);
    expect(lines).toEqual([
      '[████████████████████] crawl: 10/10 pages, 0 ms elapsed, 0.0 pages/s, 30 files, 20 KB, 1 warning',
      '✓ crawled 10 pages and 30 files (20 KB) in 4.0 s\n',
      '[████████████████████] search index: 10 pages, 4.0 s elapsed, 30 files, 20 KB, 1 warning',
      '✓ search index built in 1.5 s\n',
      '[████████████████████] packing: 10 pages, 5.5 s elapsed, 30 files, 20 KB, 1 warning',
    ]);
  });

  it('prints plain lines, at most one per interval, without a terminal, and one when a phase ends', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: false, now: () => t });
    r.update(p(1, 10));
    t = 500;
    r.update(p(2, 10));
    t = 2500;
    r.update(p(3, 10));
    t = 2600;
    r.update(p(10, 10, 'index'));
    r.finish();
    expect(out).toEqual([
      'progress: crawl: 1/10 pages, 0 ms elapsed, 0.0 pages/s, 3 files, 2.0 KB, 1 warning\n',
      'progress: crawl: 3/10 pages, 2.5 s elapsed, ETA 5.8 s, 1.2 pages/s, 9 files, 6.0 KB, 1 warning\n',
      'progress: crawled 10 pages and 30 files (20 KB) in 2.6 s\n',
      'progress: search index: 10 pages, 2.6 s elapsed, 30 files, 20 KB, 1 warning\n',
    ]);
    expect(out.join('')).not.toContain('\x1b');
  });

  it('ends a log with the last counts when the last update fell inside the interval', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: false, now: () => t });
    r.update(p(1, 10));
    t = 500;
    r.update({ ...p(10, 10), errors: 3 });
    r.finish();
    expect(out.at(-1)).toBe('progress: crawl: 10/10 pages, 500 ms elapsed, 20.0 pages/s, 30 files, 20 KB, 3 warnings\n');
    r.finish(); // nothing new: nothing printed twice
    expect(out).toHaveLength(2);
  });
});
