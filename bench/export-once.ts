// One export, end to end, in its own process so its peak RSS is its own:
//   node bench/export-once.ts --url URL --out DIR --bundle FILE [--concurrency 16] [--manifest-out FILE] [--transform-threads N] [--code src|lib]
// Runs exportSite() then packBundle(), timing each, and prints one JSON line (ExportOnceResult).
// The manifest is written to --manifest-out after the timings, for the ceiling's request list.

import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ExportResult } from '../src/core/types.ts';
import { busyBetween, machineCpu, ownPeakRssKB, ThreadCpu } from './machine-cpu.ts';

export interface ExportOnceResult {
  exportMs: number;
  packMs: number;
  pageCount: number;
  assetCount: number;
  /** Bytes of the exported site as ExportResult reports them. */
  bytes: number;
  /** Files in the bundle, as packBundle reports them. */
  files: number;
  bundleBytes: number;
  sha256: string;
  /** Pages with at least one saved RSC payload. */
  rscPages: number;
  rscFiles: number;
  warnings: number;
  /** Peak RSS (KiB) when exportSite returned, and at the end (after packing). */
  maxRssAfterExportKB: number;
  maxRssKB: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  /** CPU of the main (JavaScript) thread alone; the rest of the process's CPU is the transform worker threads and
   *  libuv's threadpool (file system, zlib). */
  mainThreadCpuMs: number;
  /**
   * The whole machine's busy CPU (core-ms) from the export's start until exportSite() returned, whoever spent it:
   * this process, its Pagefind indexer, the origin, the kernel. `share` of all the cores' time over that span.
   */
  machineBusy?: { busyMs: number; share: number };
  /** CPU (ms) of the export by thread name and child process, from its start until exportSite() returned. */
  threadCpuMs?: Record<string, number>;
  /** Peak RSS (KiB) of the export's child processes by name (Pagefind's indexer), sampled every 250 ms. */
  childPeakRssKB?: Record<string, number>;
  /** Worker threads the export's transforms ran on (0: inline on the main thread). */
  transformThreads: number;
  /** The engine's build that ran: the TypeScript sources, or the compiled lib/ the published package runs. */
  code: 'src' | 'lib';
  /** Peaks of process.memoryUsage() sampled every 100 ms (MiB): where the RSS goes (JS heap, Buffers, the rest is native). */
  memoryPeaksMB: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  /** RSS right after the engine's modules were loaded (MiB): Node, undici, htmlparser2, tar, type stripping. */
  baselineRssMB: number;
  /** The search and AI-surface stage: its time and the bytes it adds. */
  search?: ExportResult['search'];
  /** With --since: PREV used or why not, the change report, the transfer figures. */
  incremental?: ExportResult['incremental'];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      out: { type: 'string' },
      bundle: { type: 'string' },
      concurrency: { type: 'string', default: '16' },
      'manifest-out': { type: 'string' },
      'max-pages': { type: 'string', default: '100000' },
      // The same export without the search index and dialog: what search adds is measured against it.
      'no-search': { type: 'boolean', default: false },
      'transform-threads': { type: 'string' },
      // The engine's build to run: `src` (the TypeScript sources, types stripped as they load) or `lib` (compiled by
      // `npm run build:lib`, what the published package runs). bench/run.ts passes `lib`, built first.
      code: { type: 'string', default: 'src' },
      // An incremental export against this earlier bundle; with --no-reuse, the full export of the same
      // state given the same PREV (its bundle must be byte-identical; its transfer figures are a full run's).
      since: { type: 'string' },
      'no-reuse': { type: 'boolean', default: false },
    },
  });
  if (!values.url || !values.out || !values.bundle) {
    process.stderr.write('usage: node bench/export-once.ts --url URL --out DIR --bundle FILE [--concurrency 16] [--manifest-out FILE]\n');
    process.exit(2);
  }
  if (values.code !== 'src' && values.code !== 'lib') {
    process.stderr.write('--code must be src or lib\n');
    process.exit(2);
  }
  // Imported at run time so the rest of the bench works while the engine is being written.
  const module = (path: string) => new URL(values.code === 'lib' ? `../lib/src/${path}.js` : `../src/${path}.ts`, import.meta.url).href;
  const { exportBundle } = (await import(module('pipeline/export-bundle'))) as typeof import('../src/pipeline/export-bundle.ts');
  // The heap settings the CLI, the server and the Action run with (src/runtime/heap.ts).
  const { tuneHeapForExport } = (await import(module('runtime/heap'))) as { tuneHeapForExport: () => void };
  tuneHeapForExport();
  const { defaultTransformThreads } = (await import(module('core/options'))) as typeof import('../src/core/options.ts');
  const transformThreads = values['transform-threads'] === undefined ? defaultTransformThreads() : Number(values['transform-threads']);

  const baselineRssMB = process.memoryUsage().rss / 2 ** 20;
  const peaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peaks) as (keyof typeof peaks)[]) peaks[k] = Math.max(peaks[k], m[k] / 2 ** 20);
  };
  const sampler = setInterval(sample, 100);
  const threads = new ThreadCpu();
  const threadSampler = setInterval(() => threads.sample(), 250);
  const cpu0 = machineCpu();
  const t0 = performance.now();
  let t1 = 0;
  let machineBusy: ExportOnceResult['machineBusy'];
  let threadCpuMs: ExportOnceResult['threadCpuMs'];
  let childPeakRssKB: ExportOnceResult['childPeakRssKB'];
  let maxRssAfterExportKB = 0;
  let result: ExportResult | undefined;
  // As the CLI exports to a .tar.gz (without --out-dir): the one pipeline, pages and payloads through a spool.
  const packed = await exportBundle(
    {
      url: values.url,
      concurrency: Number(values.concurrency),
      maxPages: Number(values['max-pages']),
      search: !values['no-search'],
      transformThreads,
      ...(values.since ? { since: values.since } : {}),
    },
    { out: values.bundle, workDir: values.out },
    {
      onExported: (r) => {
        t1 = performance.now();
        machineBusy = busyBetween(cpu0, machineCpu());
        threads.sample();
        clearInterval(threadSampler);
        threadCpuMs = threads.byName();
        childPeakRssKB = threads.childPeakRssKB();
        maxRssAfterExportKB = ownPeakRssKB();
        result = r;
      },
    },
    { reuse: !values['no-reuse'] },
  );
  const t2 = performance.now();
  clearInterval(sampler);
  sample();
  const usage = process.resourceUsage();
  if (!result) throw new Error('the pipeline never reported the end of the export');

  const pages = result.manifest.pages;
  const out: ExportOnceResult = {
    exportMs: t1 - t0,
    packMs: t2 - t1,
    pageCount: result.pageCount,
    assetCount: result.assetCount,
    bytes: result.bytes,
    files: packed.files,
    bundleBytes: packed.bytes,
    sha256: packed.sha256,
    rscPages: pages.filter((p) => p.rsc.length > 0).length,
    rscFiles: pages.reduce((n, p) => n + p.rsc.length, 0),
    warnings: result.manifest.warnings.length,
    maxRssAfterExportKB,
    maxRssKB: ownPeakRssKB(),
    cpuUserMs: usage.userCPUTime / 1000,
    cpuSystemMs: usage.systemCPUTime / 1000,
    mainThreadCpuMs: (({ user, system }) => (user + system) / 1000)(process.threadCpuUsage()),
    ...(machineBusy ? { machineBusy } : {}),
    ...(threadCpuMs ? { threadCpuMs } : {}),
    ...(childPeakRssKB ? { childPeakRssKB } : {}),
    transformThreads,
    code: values.code,
    memoryPeaksMB: Object.fromEntries(Object.entries(peaks).map(([k, v]) => [k, Math.round(v)])) as ExportOnceResult['memoryPeaksMB'],
    baselineRssMB: Math.round(baselineRssMB),
    search: result.search,
    ...(result.incremental ? { incremental: result.incremental } : {}),
  };
  if (values['manifest-out']) await writeFile(values['manifest-out'], JSON.stringify(result.manifest));
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
