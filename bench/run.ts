// `npm run bench`: for each site size and latency, start the synthetic site in a child process, warm it up,
// run our export end to end in a child (export-once.ts), run the ceiling over the URL set the export fetched,
// run wget as a reference, then print the tables and the targets and write bench/results/<timestamp>.json.
//
//   npm run bench                                    2,000 pages at 20 ms and at 0 ms, with wget
//   npm run bench -- --pages 1000,5000,10000         growth table (20 ms; wget off unless --wget on)
//   npm run bench -- --pages 200 --latency 0 --concurrency 16 --wget off --keep
//   npm run bench -- --prerender                     an origin that serves pre-rendered bytes (near-zero cost)
//   npm run bench -- --tmp /dev/shm                  write the export to tmpfs: takes the disk out of the figures
//   npm run bench -- --delta 2000 | off              delta bundle sizes (1 % edited; + a rebuild), on by default
//   npm run bench -- --loop 2000 | off               the publish loop's steps beside a full export and rsync, on by default
//                                                    with the default sizes
//   npm run bench -- --next 2000 | off               the real Next.js origin row (`next start`; on by default
//                                                    with the default sizes, built once and cached in .cache/)
//   npm run bench -- --since 2000 --since-only       the `--since` rows alone (on by default with the
//                                                    default sizes): nothing changed, and 1 % of pages edited

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NODE_FLAGS, START_ENV } from '../src/runtime/heap.ts';
import type { Manifest } from '../src/core/types.ts';
import { runCeiling, type CeilingResult } from './ceiling.ts';
import type { ExportOnceResult } from './export-once.ts';
import { evaluateCostTargets, evaluateTargets, formatGrowth, formatReproducibility, formatRow, formatTargets, type Row } from './report.ts';
import type { RequestCounts } from './site.ts';
import { completeness, requestsFromManifest, requestsFromSite } from './requests.ts';
import { SiteModel } from './site-content.ts';
import { runWget, wgetAvailable } from './wget.ts';
import { startNextOrigin } from './next-origin.ts';
import { processTreeCpuMs } from './machine-cpu.ts';
import type { BenchRequest } from './ceiling.ts';
import { formatDeltaBench, runDeltaBench, type DeltaBenchResult } from './delta.ts';
import { formatPublishLoop, runPublishLoopBench, type LoopBenchResult } from './publish-loop.ts';
import { waitForQuiet } from './quiet.ts';
import { evaluateSinceTargets, formatSinceRow, type SinceCase, type SinceRow } from './since-report.ts';

const BENCH = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(BENCH, '..');
/** A hung export must not hang the bench. */
const CHILD_TIMEOUT_MS = 20 * 60_000;

function list(value: string, name: string): number[] {
  const out = value.split(',').map((s) => Number(s.trim()));
  if (out.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`--${name} expects whole numbers separated by commas, got ${value}`);
  return out;
}

/** `--start-env "A=1 B=2"` as variables; `""` starts our export with the C library's defaults, to compare. */
function startEnv(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of value.split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`--start-env expects NAME=VALUE pairs separated by spaces, got ${value}`);
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

interface SiteChild {
  url: string;
  child: ChildProcess;
  /** Request counts since the last call, then reset. */
  takeStats(): Promise<RequestCounts>;
  /** Edits that share of the pages' content (no rebuild); resolves with how many pages are edited. */
  revise(share: number): Promise<number>;
}

async function startSite(pages: number, latency: number, seed: number, prerender: boolean, port = 0): Promise<SiteChild> {
  const args = ['--pages', String(pages), '--latency', String(latency), '--seed', String(seed), '--port', String(port), ...(prerender ? ['--prerender'] : [])];
  const child = spawn(process.execPath, [join(BENCH, 'site.ts'), ...args], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the site server exited with code ${code} before listening`)));
  });
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    child,
    async takeStats() {
      const reply = once(child, 'message');
      child.send('reset');
      const [message] = (await reply) as [{ stats: RequestCounts }];
      return message.stats;
    },
    async revise(share) {
      const reply = once(child, 'message');
      child.send({ revise: share });
      const [message] = (await reply) as [{ revised: number }];
      return message.revised;
    },
  };
}

/** SIGTERM, then SIGKILL if the child has not gone within 3 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await gone;
  clearTimeout(timer);
}

/** The environment our export's child starts with: the CLI's (START_ENV), unless `--start-env` says otherwise. */
let exportStartEnv: Readonly<Record<string, string>> = START_ENV;

/** Runs `node <script> …args` and returns its last stdout line parsed as JSON (our export: started as the CLI starts). */
async function runJsonChild<T>(script: string, args: string[], nodeFlags: string[] = []): Promise<T> {
  const env = script === 'export-once.ts' ? { ...process.env, ...exportStartEnv } : process.env;
  const child = spawn(process.execPath, [...nodeFlags, join(BENCH, script), ...args], { stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d).slice(-4000)));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, CHILD_TIMEOUT_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  if (timedOut) throw new Error(`${script} did not finish within ${CHILD_TIMEOUT_MS / 60_000} minutes`);
  const last = stdout.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !last.startsWith('{')) {
    const lines = stderr.trim().split('\n').filter(Boolean);
    const reason = lines.find((l) => /^\w*Error\b|^Error \[/.test(l)) ?? lines.at(-1) ?? `exit code ${code}`;
    throw new Error(reason.slice(0, 300));
  }
  return JSON.parse(last) as T;
}

/** From now: a call returns the CPU (ms) the origin's processes have used since. */
function originCpuMeter(child: ChildProcess): () => number {
  const pid = child.pid ?? 0;
  const start = processTreeCpuMs(pid);
  return () => processTreeCpuMs(pid) - start;
}

const portFor = new Map<number, number>();

/**
 * Which build of the engine our export runs: `lib` (default), the compiled JavaScript the published package runs
 * on the user's Node, built here from the working tree first; or `src`, the TypeScript sources as a clone runs them
 * (Node strips the types as it loads each module, which costs the process ~26 MB of RSS and CPU at start).
 */
type Code = 'lib' | 'src';

function codeOption(value: string | undefined): Code {
  if (value === 'lib' || value === 'src') return value;
  process.stderr.write(`--code must be lib or src, not ${JSON.stringify(value)}\n`);
  process.exit(2);
}

/** Builds lib/ from the working tree, so the export measured is this tree's code as the package ships it. */
function buildLib(): void {
  process.stdout.write('building lib/ from the working tree (npm run build:lib)…\n');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-lib.ts')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Our export of `url` in a child process (export-once.ts), and the manifest it wrote; the row records a failure. */
async function exportOnce(
  row: Row,
  url: string,
  dir: string,
  opts: { concurrency: number; nodeFlags: string[]; transformThreads: string | undefined; code: Code },
): Promise<Manifest | undefined> {
  try {
    row.ours = await runJsonChild<ExportOnceResult>(
      'export-once.ts',
      [
        '--url',
        url,
        '--out',
        join(dir, 'work'),
        '--bundle',
        join(dir, 'site.tar.gz'),
        '--concurrency',
        String(opts.concurrency),
        '--manifest-out',
        join(dir, 'manifest.json'),
        ...(opts.transformThreads === undefined ? [] : ['--transform-threads', opts.transformThreads]),
        ...['--code', opts.code],
      ],
      opts.nodeFlags,
    );
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    row.oursError = (error as Error).message;
    return undefined;
  }
}

async function measure(
  pages: number,
  latency: number,
  opts: {
    concurrency: number;
    seed: number;
    wget: boolean;
    keep: boolean;
    prerender: boolean;
    tmp: string;
    nodeFlags: string[];
    transformThreads: string | undefined;
    code: Code;
  },
): Promise<Row> {
  const row: Row = { pages, latencyMs: latency, concurrency: opts.concurrency, prerender: opts.prerender, loadAvg: loadavg()[0]!, cores: cpus().length };
  const dir = await mkdtemp(join(opts.tmp, `p${pages}-l${latency}-`));
  const model = new SiteModel({ pages, seed: opts.seed });
  // The manifest records the source origin, so runs of one size reuse the first run's port: then their
  // bundles must be byte-identical. If that port is taken meanwhile, any free port does.
  const site = await startSite(pages, latency, opts.seed, opts.prerender, portFor.get(pages)).catch(() => startSite(pages, latency, opts.seed, opts.prerender));
  portFor.set(pages, Number(new URL(site.url).port));
  row.origin = site.url;
  try {
    // Warm the server's JIT so neither the export nor the ceiling pays for it.
    await runCeiling(site.url, requestsFromSite(model, 300), opts.concurrency);
    await site.takeStats();

    const originCpu = originCpuMeter(site.child);
    const manifest = await exportOnce(row, site.url, dir, opts);
    row.originCpuMs = { ours: originCpu() };
    if (manifest) row.completeness = completeness(model, manifest, site.url);
    row.oursRequests = await site.takeStats();
    const requests = manifest ? requestsFromManifest(manifest) : requestsFromSite(model);
    const ceilingOriginCpu = originCpuMeter(site.child);
    const ceiling = await ceilingOver(site.url, requests, dir, opts.concurrency);
    row.ceiling = { ...ceiling, source: manifest ? 'manifest' : 'site' };
    row.originCpuMs.ceiling = ceilingOriginCpu();
    row.ceilingRequests = await site.takeStats();

    if (opts.wget) {
      try {
        row.wget = await runWget(site.url, join(dir, 'wget'));
      } catch (error) {
        row.wgetError = (error as Error).message;
      }
    }
  } finally {
    await stop(site.child);
    if (!opts.keep) await rm(dir, { recursive: true, force: true });
  }
  return row;
}

/**
 * PREV is a full export; then, nothing changed, an incremental export and the full export of the same
 * state given the same PREV (`--no-reuse`); then 1 % of the pages edited (no rebuild), the same pair again.
 */
async function measureSince(
  pages: number,
  latency: number,
  opts: { concurrency: number; seed: number; tmp: string; keep: boolean; nodeFlags: string[]; transformThreads: string | undefined; code: Code },
): Promise<SinceRow> {
  const row: SinceRow = { pages, latencyMs: latency, loadAvg: loadavg()[0]!, cases: [] };
  const dir = await mkdtemp(join(opts.tmp, `since-p${pages}-l${latency}-`));
  const site = await startSite(pages, latency, opts.seed, false);
  const once = (name: string, extra: string[]) =>
    runJsonChild<ExportOnceResult>(
      'export-once.ts',
      [
        ...['--url', site.url, '--out', join(dir, `${name}-work`), '--bundle', join(dir, `${name}.tar.gz`), '--concurrency', String(opts.concurrency)],
        ...(opts.transformThreads === undefined ? [] : ['--transform-threads', opts.transformThreads]),
        ...['--code', opts.code],
        ...extra,
      ],
      opts.nodeFlags,
    );
  try {
    await runCeiling(site.url, requestsFromSite(new SiteModel({ pages, seed: opts.seed }), 300), opts.concurrency);
    row.prev = await once('prev', []);
    const prev = join(dir, 'prev.tar.gz');
    for (const [label, share] of [
      ['unchanged', 0],
      ['1% changed', 0.01],
    ] as const) {
      const edited = share > 0 ? await site.revise(share) : 0;
      const c: SinceCase = { label, edited };
      row.cases.push(c);
      try {
        c.incremental = await once(`${label}-incremental`.replace(/\W+/g, '-'), ['--since', prev]);
        c.full = await once(`${label}-full`.replace(/\W+/g, '-'), ['--since', prev, '--no-reuse']);
      } catch (error) {
        c.error = (error as Error).message;
      }
    }
  } finally {
    await stop(site.child);
    if (!opts.keep) await rm(dir, { recursive: true, force: true });
  }
  return row;
}

/** The first pages of bench/next-site with their navigation payloads: what warms `next start` up. */
function nextWarmup(pages: number): BenchRequest[] {
  const list: BenchRequest[] = [{ url: '/' }];
  for (let i = 0; i < Math.min(300, pages); i++) {
    const path = `/docs/section-${String(Math.floor(i / 40)).padStart(3, '0')}/page-${String(i).padStart(5, '0')}`;
    list.push({ url: path }, { url: `${path}?_rsc=`, headers: { rsc: '1', accept: 'text/x-component' } });
  }
  return list;
}

/** The ceiling's raw fetch of `requests`, in a child process (the list goes to it as `dir`/requests.json). */
async function ceilingOver(url: string, requests: BenchRequest[], dir: string, concurrency: number): Promise<CeilingResult & { maxRssKB: number }> {
  await writeFile(join(dir, 'requests.json'), JSON.stringify(requests));
  return await runJsonChild<CeilingResult & { maxRssKB: number }>('ceiling.ts', [
    '--origin',
    url,
    '--requests',
    join(dir, 'requests.json'),
    '--concurrency',
    String(concurrency),
  ]);
}

/**
 * One export and one ceiling over its requests, neither counted, before the measured pair. `next start` gets
 * faster over several passes of the same requests (its JIT, and the code paths the 300-page warm-up never takes:
 * segment prefetches, images), and the measured export used to be the first such pass: in turns against one
 * `next start`, the export run first after the warm-up took 6.96 s of origin CPU and the ceiling after it 5.48,
 * then ceilings 3.84 and 3.28, and later exports 4.16–4.90 s. The ceiling was measured on a
 * warmer origin than our export.
 */
async function warmNextOrigin(
  origin: { url: string; child: ChildProcess },
  dir: string,
  opts: { concurrency: number; nodeFlags: string[]; transformThreads: string | undefined; code: Code },
): Promise<Row['warmup']> {
  const warm: Row = { pages: 0, latencyMs: 0, concurrency: opts.concurrency, prerender: false, loadAvg: 0 };
  const warmDir = join(dir, 'warm-up');
  await mkdir(warmDir);
  try {
    const exportCpu = originCpuMeter(origin.child);
    const manifest = await exportOnce(warm, origin.url, warmDir, opts);
    if (!manifest || !warm.ours) return undefined;
    const result: NonNullable<Row['warmup']> = { exportMs: warm.ours.exportMs, exportOriginCpuMs: exportCpu() };
    const ceilingCpu = originCpuMeter(origin.child);
    result.ceilingMs = (await ceilingOver(origin.url, requestsFromManifest(manifest), warmDir, opts.concurrency)).wallMs;
    result.ceilingOriginCpuMs = ceilingCpu();
    return result;
  } finally {
    await rm(warmDir, { recursive: true, force: true });
  }
}

/**
 * The row users live in: a real Next.js App Router site served by `next start` on the same two cores. Our export,
 * then the raw fetch of exactly the request set our export's manifest lists, side by side in one run.
 */
async function measureNext(
  pages: number,
  opts: { concurrency: number; tmp: string; keep: boolean; nodeFlags: string[]; transformThreads: string | undefined; code: Code },
): Promise<Row> {
  const row: Row = { kind: 'next', pages, latencyMs: 0, concurrency: opts.concurrency, prerender: false, loadAvg: loadavg()[0]!, cores: cpus().length };
  const dir = await mkdtemp(join(opts.tmp, `next-p${pages}-`));
  process.stdout.write('  building or reusing bench/next-site (next build)…\n');
  const origin = await startNextOrigin(pages);
  if (origin.buildMs !== undefined) process.stdout.write(`  next build took ${(origin.buildMs / 1000).toFixed(1)} s (cached for later runs)\n`);
  row.origin = origin.url;
  try {
    await runCeiling(origin.url, nextWarmup(pages), opts.concurrency);
    row.warmup = await warmNextOrigin(origin, dir, opts);
    const originCpu = originCpuMeter(origin.child);
    const manifest = await exportOnce(row, origin.url, dir, opts);
    row.originCpuMs = { ours: originCpu() };
    if (manifest) {
      const ceilingOriginCpu = originCpuMeter(origin.child);
      row.ceiling = { ...(await ceilingOver(origin.url, requestsFromManifest(manifest), dir, opts.concurrency)), source: 'manifest' };
      row.originCpuMs.ceiling = ceilingOriginCpu();
    }
  } finally {
    await stop(origin.child);
    if (!opts.keep) await rm(dir, { recursive: true, force: true });
  }
  return row;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      latency: { type: 'string' },
      concurrency: { type: 'string', default: '16' },
      seed: { type: 'string', default: '1' },
      wget: { type: 'string', default: 'auto' },
      keep: { type: 'boolean', default: false },
      prerender: { type: 'boolean', default: false },
      tmp: { type: 'string' },
      'node-flags': { type: 'string' },
      'start-env': { type: 'string' },
      next: { type: 'string' },
      delta: { type: 'string' },
      loop: { type: 'string' },
      'transform-threads': { type: 'string' },
      code: { type: 'string', default: 'lib' },
      // Seconds each row waits for the load average to fall below 1 before it starts (0: no wait).
      'quiet-wait': { type: 'string', default: '240' },
      // The `--since` rows on the synthetic site: on with the default sizes; `--since 2000` alone runs them.
      since: { type: 'string' },
      'since-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'usage: npm run bench -- [--pages 2000 | 1000,5000,10000] [--latency 20,0] [--concurrency 16] [--wget auto|on|off] [--prerender] [--tmp DIR] [--seed 1] [--keep] [--node-flags "--max-semi-space-size=16"] [--start-env "MALLOC_ARENA_MAX=2"] [--next 2000|off] [--delta 2000|off] [--loop 2000|off] [--transform-threads N (0: inline)] [--code lib|src] [--since 2000|off] [--since-only] [--quiet-wait 240]\n',
    );
    return;
  }
  const sizes = list(values.pages ?? '2000', 'pages');
  const latencies = list(values.latency ?? (sizes.length > 1 ? '20' : '20,0'), 'latency');
  const concurrency = list(values.concurrency, 'concurrency')[0]!;
  // The Next.js row needs a `next build` of that many pages (cached): on with the default sizes, or when asked.
  const nextPages = values.next === undefined ? (values.pages === undefined ? 2000 : 0) : values.next === 'off' ? 0 : list(values.next, 'next')[0]!;
  // The delta row: on with the default sizes, or when asked.
  const deltaPages = values.delta === undefined ? (values.pages === undefined ? 2000 : 0) : values.delta === 'off' ? 0 : list(values.delta, 'delta')[0]!;
  const wget = values.wget === 'on' || (values.wget === 'auto' && sizes.length === 1);
  if (wget && !wgetAvailable()) process.stdout.write('wget is not installed: no wget row.\n');
  // Our export runs with the flags the CLI starts with, unless told otherwise (to compare V8 settings).
  const nodeFlags = values['node-flags'] === undefined ? NODE_FLAGS : values['node-flags'].split(/\s+/).filter(Boolean);
  if (values['start-env'] !== undefined) exportStartEnv = startEnv(values['start-env']);
  // The export's worker threads for transforms (ExportOptions.transformThreads); unset: the engine's default. A list
  // (`0,1`) exports each size and latency once per value against the same origin, so the bundles must be identical.
  const threadCounts: (string | undefined)[] =
    values['transform-threads'] === undefined ? [undefined] : list(values['transform-threads'], 'transform-threads').map(String);
  const code = codeOption(values.code);
  const quietWait = Number(values['quiet-wait']);
  const quiet = () => (quietWait > 0 ? waitForQuiet(quietWait) : Promise.resolve(0));
  if (code === 'lib') buildLib();
  const tmp = await mkdtemp(join(values.tmp ?? tmpdir(), 'static-export-bench-'));
  const rows: Row[] = [];
  let delta: DeltaBenchResult | undefined;
  // The publish loop's rows: on with the default sizes, or when asked.
  const loopPages = values.loop === undefined ? (values.pages === undefined ? 2000 : 0) : values.loop === 'off' ? 0 : list(values.loop, 'loop')[0]!;
  let loop: LoopBenchResult | undefined;
  const sincePages = values.since === undefined ? (values.pages === undefined ? 2000 : 0) : values.since === 'off' ? 0 : list(values.since, 'since')[0]!;
  let sinceRow: SinceRow | undefined;
  try {
    if (sincePages > 0) {
      process.stdout.write(`\n… --since, ${sincePages} pages at ${latencies[0]} ms\n`);
      await quiet();
      sinceRow = await measureSince(sincePages, latencies[0]!, {
        concurrency,
        seed: Number(values.seed),
        tmp,
        keep: values.keep,
        nodeFlags,
        transformThreads: threadCounts.at(-1),
        code,
      });
      process.stdout.write(`${formatSinceRow(sinceRow)}\n`);
    }
    for (const latency of values['since-only'] ? [] : latencies) {
      for (const pages of sizes) {
        for (const transformThreads of threadCounts) {
          const threads = transformThreads === undefined ? '' : `, ${transformThreads} transform threads`;
          process.stdout.write(`\n… ${pages} pages at ${latency} ms${threads}\n`);
          await quiet();
          const row = await measure(pages, latency, {
            concurrency,
            seed: Number(values.seed),
            wget: wget && wgetAvailable(),
            keep: values.keep,
            prerender: values.prerender,
            tmp,
            nodeFlags,
            transformThreads,
            code,
          });
          rows.push(row);
          process.stdout.write(`${formatRow(row)}\n`);
        }
      }
    }
    if (nextPages > 0 && !values['since-only']) {
      process.stdout.write(`\n… Next.js origin (next start), ${nextPages} pages\n`);
      await quiet();
      const row = await measureNext(nextPages, { concurrency, tmp, keep: values.keep, nodeFlags, transformThreads: threadCounts.at(-1), code });
      rows.push(row);
      process.stdout.write(`${formatRow(row)}\n`);
    }
    if (deltaPages > 0) {
      process.stdout.write(`\n… delta bundles, ${deltaPages} pages (three versions exported, two deltas)\n`);
      await quiet();
      delta = await runDeltaBench(deltaPages, tmp);
      process.stdout.write(`${formatDeltaBench(delta)}\n`);
    }
    if (loopPages > 0) {
      process.stdout.write(`\n… the publish loop, ${loopPages} pages (a full export, then three releases: since + delta, apply, verify)\n`);
      await quiet();
      loop = await runPublishLoopBench(loopPages, tmp);
      process.stdout.write(`${formatPublishLoop(loop)}\n`);
    }
  } finally {
    if (!values.keep) await rm(tmp, { recursive: true, force: true });
    else process.stdout.write(`kept: ${tmp}\n`);
  }
  const growth = formatGrowth(rows);
  if (growth) process.stdout.write(`\n${growth}\n`);
  const repro = formatReproducibility(rows);
  if (repro) process.stdout.write(`\n${repro}\n`);
  const targets = [...evaluateTargets(rows), ...evaluateCostTargets(rows), ...(sinceRow ? evaluateSinceTargets(sinceRow) : [])];
  process.stdout.write(`\n${formatTargets(targets)}\n`);

  const result = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    options: {
      pages: sizes,
      next: nextPages,
      latencies,
      concurrency,
      seed: Number(values.seed),
      wget,
      prerender: values.prerender,
      tmp,
      nodeFlags,
      transformThreads: threadCounts,
    },
    rows,
    ...(sinceRow ? { since: sinceRow } : {}),
    targets,
    ...(delta ? { delta } : {}),
    ...(loop ? { loop } : {}),
  };
  await mkdir(join(BENCH, 'results'), { recursive: true });
  const file = join(BENCH, 'results', `${result.date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`\nwritten: ${file}\n`);
}

await main();
