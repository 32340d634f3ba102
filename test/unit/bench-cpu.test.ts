// The bench's CPU readings (bench/machine-cpu.ts) and the bound it prints for a missed ratio (bench/report.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { busyBetween, machineCpu, processTreeCpuMs, ThreadCpu } from '../../bench/machine-cpu.ts';
import { cpuBound, evaluateCostTargets, evaluateTargets, type Row } from '../../bench/report.ts';

/** Spins until this thread has used `ms` of CPU (not of wall time: a loaded machine may hold it off a core). */
function burn(ms: number): void {
  const start = process.threadCpuUsage();
  const used = () => {
    const { user, system } = process.threadCpuUsage(start);
    return (user + system) / 1000;
  };
  while (used() < ms);
}

describe('machine CPU', () => {
  it('counts this process burning a core as busy time', () => {
    const start = machineCpu();
    burn(300);
    const busy = busyBetween(start, machineCpu());
    expect(busy).toBeDefined();
    // Ticks are 10 ms; the machine may be busier than this test, never less.
    expect(busy!.busyMs).toBeGreaterThanOrEqual(250);
    expect(busy!.share).toBeGreaterThan(0);
    expect(busy!.share).toBeLessThanOrEqual(1);
  });

  it('adds up the CPU of a process and of the processes it started', async () => {
    // A child whose own child burns ~400 ms, then both wait: only the grandchild spends CPU worth counting.
    const script = `
      const { spawn } = require('node:child_process');
      const g = spawn(process.execPath, ['-e', 'while (process.cpuUsage().user < 400e3); console.log("done"); setInterval(() => {}, 1000)'], { stdio: ['ignore', 'pipe', 'inherit'] });
      g.stdout.once('data', () => console.log('burnt'));
      process.on('SIGTERM', () => { g.kill(); process.exit(0); });
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await once(child.stdout, 'data');
      const ms = processTreeCpuMs(child.pid!);
      // The grandchild's 400 ms plus two Node start-ups; without the tree walk only the child's start-up counts.
      expect(ms).toBeGreaterThanOrEqual(400);
      expect(ms).toBeLessThan(5000);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    expect(processTreeCpuMs(child.pid!)).toBe(0);
  });
});

describe('CPU by thread', () => {
  it("names this process's threads and keeps a worker thread's CPU after it has ended", async () => {
    const { Worker } = await import('node:worker_threads');
    const threads = new ThreadCpu();
    // The worker spends 250 ms of CPU, says so, and ends when told: read while it runs, then again once it has gone.
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const t = process.threadCpuUsage();
       while (process.threadCpuUsage(t).user + process.threadCpuUsage(t).system < 250e3);
       parentPort.postMessage('burnt');
       parentPort.once('message', () => process.exit(0));`,
      { eval: true },
    );
    await once(worker, 'message');
    threads.sample();
    worker.postMessage('end');
    await once(worker, 'exit');
    burn(200);
    threads.sample();
    const byName = threads.byName();
    // Ticks are 10 ms.
    expect(byName.MainThread).toBeGreaterThanOrEqual(180);
    expect(byName.WorkerThread).toBeGreaterThanOrEqual(230);
  });

  it('keeps the peak RSS of a child process by name, after the child has let the memory go', async () => {
    // The child touches 96 MiB, frees it, says so, and waits: its peak stays in the kernel's VmHWM.
    const child = spawn(
      process.execPath,
      ['-e', 'let b = Buffer.alloc(96 * 2 ** 20, 1); b = null; globalThis.gc?.(); console.log("peaked"); setInterval(() => {}, 1000)'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(child.stdout, 'data');
      const threads = new ThreadCpu();
      threads.sample();
      // By the name the kernel gives it (Node names its main thread, and so the process, `MainThread`).
      const name = readFileSync(`/proc/${child.pid}/comm`, 'utf8').trim();
      expect(threads.childPeakRssKB()[name]).toBeGreaterThanOrEqual(96 * 1024);
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  });
});

describe('the CPU bound of a row', () => {
  const row = (busyMs: number, ceilingMs: number): Row => ({
    pages: 2000,
    latencyMs: 0,
    concurrency: 16,
    prerender: false,
    loadAvg: 0,
    cores: 2,
    originCpuMs: { ours: 8000, ceiling: 7000 },
    ceiling: { wallMs: ceilingMs, requests: 6000, bytes: 1, statuses: {}, maxRssKB: 1, source: 'manifest' },
    ours: { exportMs: 13_000, pageCount: 2000, machineBusy: { busyMs, share: busyMs / 26_000 } } as Row['ours'],
  });

  it('is the ceiling time over the least time the busy core-time takes on the cores', () => {
    const b = cpuBound(row(25_000, 5000))!;
    expect(b.floorMs).toBe(12_500);
    expect(b.bestRatio).toBeCloseTo(0.4, 5);
    expect(b.originMs).toBe(8000);
    expect(b.ownMs).toBe(17_000);
  });

  it('prints, for a missed ratio, the non-origin CPU a page the target needs', () => {
    // 2 cores × 5 s ÷ 0.6 = 16.7 core-s, less the origin's 8 s: 8.7 s over 2,000 pages. Measured: 17 s, 8.5 ms a page.
    const r = row(25_000, 5000);
    const target = evaluateTargets([r]).find((t) => t.target.startsWith('ratio ours/ceiling ≥ 0.6 at 0 ms'))!;
    expect(target.status).toBe('FAIL');
    expect(target.detail).toContain('the best ratio its CPU allows 0.40');
    expect(target.detail).toContain('0.6 needs ≤ 4.3 ms of non-origin CPU a page, measured 8.5');
  });

  it('never promises more than the ceiling', () => {
    expect(cpuBound(row(4000, 5000))!.bestRatio).toBe(1);
  });

  it('is unknown without the machine reading', () => {
    expect(cpuBound({ ...row(1, 1), ours: { exportMs: 1, pageCount: 1 } as Row['ours'] })).toBeUndefined();
  });
});

describe('the cost targets', () => {
  const row = (kind: 'next' | undefined, threadCpuMs: Record<string, number>, maxRssKB: number, loadAvg = 0.5): Row => ({
    ...(kind ? { kind } : {}),
    pages: 2000,
    latencyMs: kind ? 0 : 20,
    concurrency: 16,
    prerender: false,
    loadAvg,
    cores: 2,
    ceiling: { wallMs: 4000, requests: 8000, bytes: 1, statuses: {}, maxRssKB: 1, source: 'manifest' },
    ours: { exportMs: 16_000, pageCount: 2000, maxRssKB, threadCpuMs, search: {} } as Row['ours'],
  });
  const status = (rows: Row[], start: string) => evaluateCostTargets(rows).find((t) => t.target.startsWith(start))!;

  it('counts every thread and child process in the CPU a page, on every row of 2,000 pages or more', () => {
    const next = row('next', { MainThread: 4820, WorkerThread: 6520, V8Worker: 4240, 'pagefind_extend (process)': 3860, 'libuv-worker': 2480 }, 236 * 1024);
    const generated = row(undefined, { MainThread: 3000, WorkerThread: 3000, 'pagefind_extend (process)': 3000 }, 232 * 1024);
    const cpu = status([generated, next], 'our CPU a page');
    expect(cpu.status).toBe('FAIL');
    expect(cpu.detail).toBe('2,000 p @20 ms: 4.50 ms; next start, 2,000 p: 10.96 ms');
    expect(status([generated], 'our CPU a page').status).toBe('PASS');
  });

  it("takes the ratio on the next start row only, and RSS against each size's bound", () => {
    const next = row('next', { MainThread: 1 }, 251 * 1024);
    expect(status([next], 'ratio ours/ceiling ≥ 0.60').detail).toMatch(/^next start, 2,000 p: 0\.25/);
    expect(status([next], 'ratio ours/ceiling ≥ 0.60').status).toBe('FAIL');
    expect(status([row(undefined, { MainThread: 1 }, 1)], 'ratio ours/ceiling ≥ 0.60').status).toBe('n/a');
    expect(status([next], 'peak RSS ≤ 250 MB at 2,000').status).toBe('FAIL');
    expect(status([next], 'peak RSS ≤ 300 MB at 10,000').status).toBe('n/a');
    expect(status([{ ...next, pages: 10000 }], 'peak RSS ≤ 300 MB at 10,000').status).toBe('PASS');
  });

  it('fails a row that started on a busy machine', () => {
    expect(status([row(undefined, { MainThread: 1 }, 1, 0.4), row('next', { MainThread: 1 }, 1, 1.3)], 'every row started').status).toBe('FAIL');
  });
});

describe("a child process's own peak RSS", () => {
  it("is the child's, not its parent's size when it was spawned", async () => {
    // This process holds 300 MiB, touched, when it spawns the child: Linux's maxRSS would start the child there.
    const held = Buffer.alloc(300 * 2 ** 20, 1);
    const moduleUrl = new URL('../../bench/machine-cpu.ts', import.meta.url).href;
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', `import { ownPeakRssKB } from ${JSON.stringify(moduleUrl)}; console.log(ownPeakRssKB());`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const [code] = (await once(child, 'exit')) as [number];
    expect(held[held.length - 1]).toBe(1);
    expect(code).toBe(0);
    const kib = Number(out.trim());
    // A bare Node with the module loaded: tens of MB, far below what this process held.
    expect(kib).toBeGreaterThan(10 * 1024);
    expect(kib).toBeLessThan(150 * 1024);
  });
});
