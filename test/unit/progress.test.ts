import { describe, expect, it } from 'vitest';
import { createProgressReporter } from '../../src/terminal/progress.ts';

const p = (pagesDone: number, pagesDiscovered: number) => ({
  pagesDone,
  pagesDiscovered,
  filesDone: pagesDone * 3,
  bytes: pagesDone * 2048,
  errors: 1,
  pending: 4,
});

describe('progress reporter', () => {
  it('redraws one live bar in place on a terminal and clears it at the end', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: true, now: () => t });
    r.update(p(0, 10));
    t = 1000;
    r.update(p(5, 10));
    r.finish();
    expect(out[1]).toMatch(/^\r\x1b\[K\[█{12}░{12}\] 5\/10 pages, 15 files, 10 KB, 5\.0 pages\/s, 1 warning$/);
    expect(out.at(-1)).toBe('\r\x1b[K');
    expect(out.join('')).not.toContain('\n');
  });

  it('prints plain lines, at most one per interval, without a terminal', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: false, now: () => t });
    r.update(p(1, 10));
    t = 500;
    r.update(p(2, 10));
    t = 2500;
    r.update(p(3, 10));
    r.finish();
    expect(out).toEqual(['progress: 1/10 pages, 3 files, 2.0 KB, 0.0 pages/s, 1 warning\n', 'progress: 3/10 pages, 9 files, 6.0 KB, 1.2 pages/s, 1 warning\n']);
  });

  it('ends a log with the last counts when the last update fell inside the interval', () => {
    const out: string[] = [];
    let t = 0;
    const r = createProgressReporter({ write: (s) => out.push(s), tty: false, now: () => t });
    r.update(p(1, 10));
    t = 500;
    r.update({ ...p(10, 10), errors: 3 });
    r.finish();
    expect(out.at(-1)).toBe('progress: 10/10 pages, 30 files, 20 KB, 20.0 pages/s, 3 warnings\n');
    r.finish(); // nothing new: nothing printed twice
    expect(out).toHaveLength(2);
  });
});
