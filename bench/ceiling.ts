// The ceiling: a plain undici loop that GETs a given request list at a given concurrency, one keep-alive
// Agent, a simple worker pool, bodies read and thrown away, redirects not followed. Nothing an export can
// do fetches the same URLs faster from the same server.
//
// As a program: `node bench/ceiling.ts --origin URL --requests list.json [--concurrency 16]` prints one
// JSON line (CeilingResult plus this process's peak RSS), so the measurement runs in its own process.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { busyBetween, machineCpu, ownPeakRssKB } from './machine-cpu.ts';

export interface BenchRequest {
  /** Path with query (`/docs/a?_rsc=`) or an absolute URL. */
  url: string;
  headers?: Record<string, string>;
}

export interface CeilingResult {
  wallMs: number;
  requests: number;
  bytes: number;
  /** Count per HTTP status, plus `error` for requests that failed outright. */
  statuses: Record<string, number>;
  /** The whole machine's busy CPU over the fetch (core-ms), origin included, and its share of all the cores' time. */
  machineBusy?: { busyMs: number; share: number };
  /**
   * This process's own CPU over the fetch (ms, user + system, every thread: undici's parsing, V8's helpers, the
   * kernel's socket work): what fetching the same requests costs with no work on the bodies, the part of our
   * export's CPU no change to our own code can remove.
   */
  ownCpuMs?: number;
}

export async function runCeiling(origin: string, requests: BenchRequest[], concurrency: number): Promise<CeilingResult> {
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 30_000, allowH2: false });
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  const count = (key: string) => {
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  async function worker(): Promise<void> {
    while (next < requests.length) {
      const r = requests[next++]!;
      try {
        const res = await request(new URL(r.url, origin), { dispatcher: agent, headers: r.headers });
        for await (const chunk of res.body) bytes += (chunk as Buffer).length;
        count(String(res.statusCode));
      } catch {
        count('error');
      }
    }
  }
  const cpu0 = machineCpu();
  const own0 = process.cpuUsage();
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  const wallMs = performance.now() - start;
  const own = process.cpuUsage(own0);
  const machineBusy = busyBetween(cpu0, machineCpu());
  await agent.close();
  const ownCpuMs = (own.user + own.system) / 1000;
  return { wallMs, requests: requests.length, bytes, statuses, ownCpuMs, ...(machineBusy ? { machineBusy } : {}) };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { origin: { type: 'string' }, requests: { type: 'string' }, concurrency: { type: 'string', default: '16' } },
  });
  if (!values.origin || !values.requests) {
    process.stderr.write('usage: node bench/ceiling.ts --origin URL --requests list.json [--concurrency 16]\n');
    process.exit(2);
  }
  const list = JSON.parse(await readFile(values.requests, 'utf8')) as BenchRequest[];
  const result = await runCeiling(values.origin, list, Number(values.concurrency));
  process.stdout.write(`${JSON.stringify({ ...result, maxRssKB: ownPeakRssKB() })}\n`);
}
