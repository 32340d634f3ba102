// The publish loop's cost, in one run, on the synthetic site: what an operator who keeps a mirror current pays for
// each release, beside a full export and beside rsync's own offline delta of the unpacked trees.
//   v1                                  the site, exported in full (the reference: wall time and peak RSS)
//   nothing changed                     export --since v1 --delta-out, apply, verify --since v1
//   1 % of pages changed, no rebuild    the same
//   1 % changed + a rebuild             the same (every JS/CSS chunk renamed)
// Each step runs in a child process (loop-step.ts: the TypeScript sources, a process start included, as with
// `npx static-export`), one after another; apply's result is compared with the --since bundle byte for byte.
// rsync: `rsync -rc --delete --write-batch` from the new tree to a copy of the old one, then `--read-batch` onto
// another copy: the batch's bytes and both times.
//
//   node bench/publish-loop.ts [--pages 2000] [--tmp DIR]
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { unpackBundle } from '../src/bundle/unpack.ts';
import { startSiteServer } from './site.ts';

const run = promisify(execFile);
const STEP = new URL('./loop-step.ts', import.meta.url).pathname;

export type LoopStep =
  | { step: 'export'; url: string; version: string; pages: number; out: string; since?: string; delta?: string }
  | { step: 'apply'; base: string; delta: string; out: string }
  | { step: 'verify'; bundle: string; since?: string };

interface StepResult {
  ms: number;
  peakRssMB: number;
  [key: string]: unknown;
}

async function runStep(step: LoopStep): Promise<StepResult> {
  const { stdout } = await run(process.execPath, [STEP, JSON.stringify(step)], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as StepResult;
}

export interface LoopRow {
  name: string;
  sinceDelta: StepResult;
  apply: StepResult;
  verifySince: StepResult;
  verifyFull: StepResult;
  identical: boolean;
  rsync?: { batchBytes: number; writeMs: number; readMs: number };
}

export interface LoopBenchResult {
  pages: number;
  full: StepResult;
  rows: LoopRow[];
}

async function rsyncBatch(oldArchive: string, newArchive: string, work: string): Promise<LoopRow['rsync']> {
  const [oldTree, newTree, dest, dest2] = ['old', 'new', 'dest', 'dest2'].map((d) => join(work, d)) as [string, string, string, string];
  await unpackBundle(oldArchive, oldTree);
  await unpackBundle(newArchive, newTree);
  await cp(oldTree, dest, { recursive: true });
  await cp(oldTree, dest2, { recursive: true });
  const batch = join(work, 'batch');
  let t = performance.now();
  await run('rsync', ['-rc', '--delete', `--write-batch=${batch}`, `${newTree}/`, `${dest}/`]);
  const writeMs = performance.now() - t;
  t = performance.now();
  await run('rsync', ['-rc', '--delete', `--read-batch=${batch}`, `${dest2}/`]);
  const readMs = performance.now() - t;
  const batchBytes = (await stat(batch)).size;
  await rm(work, { recursive: true, force: true });
  return { batchBytes, writeMs: Math.round(writeMs), readMs: Math.round(readMs) };
}

async function hasRsync(): Promise<boolean> {
  return run('rsync', ['--version']).then(
    () => true,
    () => false,
  );
}

export async function runPublishLoopBench(pages: number, tmp = tmpdir()): Promise<LoopBenchResult> {
  const dir = await mkdtemp(join(tmp, 'static-export-loop-bench-'));
  let port = 0;
  const withSite = async <T>(editRound: number, build: number, fn: (url: string) => Promise<T>): Promise<T> => {
    const site = await startSiteServer({ pages, seed: 1, latencyMs: 0, port, editRound, build });
    port = Number(new URL(site.url).port);
    try {
      return await fn(site.url);
    } finally {
      await new Promise<void>((done) => site.server.close(() => done()));
      site.server.closeAllConnections();
    }
  };
  const rsync = await hasRsync();
  try {
    const v1 = join(dir, 'v1.tar.gz');
    const full = await withSite(0, 0, (url) => runStep({ step: 'export', url, version: 'v1', pages, out: v1 }));
    const rows: LoopRow[] = [];
    for (const [name, editRound, build] of [
      ['nothing changed', 0, 0],
      ['1 % of pages changed, no rebuild', 1, 0],
      ['1 % changed + a rebuild (every chunk renamed)', 1, 1],
    ] as const) {
      const key = `${editRound}-${build}`;
      const [next, delta, applied] = ['next.tar.gz', 'delta.tar.gz', 'applied.tar.gz'].map((f) => join(dir, `${key}-${f}`)) as [string, string, string];
      // The same version label as v1: "nothing changed" is then v1's site again, as a re-publish of it is.
      const sinceDelta = await withSite(editRound, build, (url) => runStep({ step: 'export', url, version: 'v1', pages, out: next, since: v1, delta }));
      const apply = await runStep({ step: 'apply', base: v1, delta, out: applied });
      const verifySince = await runStep({ step: 'verify', bundle: applied, since: v1 });
      const verifyFull = await runStep({ step: 'verify', bundle: applied });
      rows.push({
        name,
        sinceDelta,
        apply,
        verifySince,
        verifyFull,
        identical: apply.sha256 === sinceDelta.sha256,
        ...(rsync ? { rsync: await rsyncBatch(v1, next, join(dir, `${key}-rsync`)) } : {}),
      });
      await rm(applied, { force: true });
    }
    return { pages, full, rows };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

/** The rows, each step's time and share of the full export, and the targets. */
export function formatPublishLoop(r: LoopBenchResult): string {
  const f = r.full.ms;
  const lines = [
    `Publish loop, ${r.pages} pages: full export ${s(f)} (${r.full.peakRssMB} MB peak); each step a process of its own, times with its start`,
    '| change | since + delta (delta) | apply | verify --since | verify (full) | apply + verify --since | whole loop | delta | rsync batch (write, read) | applied = --since | peak MB (since, apply, verify --since) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of r.rows) {
    const sd = row.sinceDelta;
    const av = row.apply.ms + row.verifySince.ms;
    const rs = row.rsync ? `${(row.rsync.batchBytes / 1e3).toFixed(0)} kB (${s(row.rsync.writeMs)}, ${s(row.rsync.readMs)})` : 'no rsync';
    lines.push(
      `| ${row.name} | ${s(sd.ms)} = ${pct(sd.ms, f)} (${s(sd.deltaMs as number)}) | ${s(row.apply.ms)} | ${s(row.verifySince.ms)} | ${s(row.verifyFull.ms)} | ${s(av)} = ${pct(av, f)} | ${s(sd.ms + av)} = ${pct(sd.ms + av, f)} | ${((sd.deltaBytes as number) / 1e3).toFixed(1)} kB | ${rs} | ${row.identical ? 'yes' : 'NO'} | ${sd.peakRssMB}, ${row.apply.peakRssMB}, ${row.verifySince.peakRssMB} |`,
    );
  }
  const [same, one] = r.rows;
  if (same && one) {
    const targets = [
      [`nothing changed: since + delta ≤ 25 % of a full export`, same.sinceDelta.ms <= 0.25 * f],
      [`nothing changed: apply + verify --since ≤ 10 %`, same.apply.ms + same.verifySince.ms <= 0.1 * f],
      [`1 % changed: the whole loop ≤ 50 %`, one.sinceDelta.ms + one.apply.ms + one.verifySince.ms <= 0.5 * f],
      [`every applied bundle byte-identical to the --since one`, r.rows.every((x) => x.identical)],
      [
        `peak RSS of each step ≤ the full export's`,
        r.rows.every((x) => [x.sinceDelta, x.apply, x.verifySince].every((st) => st.peakRssMB <= r.full.peakRssMB)),
      ],
    ] as const;
    for (const [what, met] of targets) lines.push(`${met ? 'met    ' : 'NOT MET'}  ${what}`);
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '2000' }, tmp: { type: 'string' } } });
  const result = await runPublishLoopBench(Number(values.pages), values.tmp);
  process.stdout.write(`${formatPublishLoop(result)}\n`);
}
