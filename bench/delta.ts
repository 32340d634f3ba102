// The delta bench: how much smaller a delta is than the full bundle, on the synthetic 2,000-page site.
//   v1            the site
//   v2 = v1 + 1 % of pages edited, no rebuild           target: delta ≤ 5 % of the full bundle
//   v3 = v2 + 1 % more edited, and a rebuild that renames every JS/CSS chunk: the share is reported, with what the
//        delta is made of (pages, RSC payloads, chunks, search index, …)
// Each version is served on the same port (the same origin, as a redeployed site) and exported in this process
// by the one pipeline; deltas by src/delta. Also checks that apply(v1, delta) is byte for byte v2.
//
//   node bench/delta.ts [--pages 2000] [--tmp DIR]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyDelta } from '../src/delta/apply-delta.ts';
import { buildDelta, type BuiltDelta } from '../src/delta/build-delta.ts';
import { exportBundle } from '../src/pipeline/export-bundle.ts';
import { packBundle } from '../src/bundle/pack.ts';
import { unpackBundle } from '../src/bundle/unpack.ts';
import { startSiteServer } from './site.ts';

export interface DeltaRow {
  name: string;
  fullBytes: number;
  deltaBytes: number;
  share: number;
  filesCarried: number;
  filesRemoved: number;
  /** The same delta repacked without the Pagefind index files it carries: what the rest of the site costs. */
  withoutSearchBytes: number;
  /** Uncompressed bytes carried whole, by kind of file. */
  carried: Record<string, { files: number; bytes: number }>;
  /** Files rebuilt by patches instead, by kind: how many, their bytes, and the patches' bytes (uncompressed). */
  patched: Record<string, { files: number; bytes: number; patchBytes: number }>;
}

export interface DeltaBenchResult {
  pages: number;
  rows: DeltaRow[];
  /** apply(v1, delta v1→v2) gave v2's sha256. */
  applyMatches: boolean;
  /** Wall time of making the delta v1→v2, and of applying it. */
  buildMs: number;
  applyMs: number;
}

function kindOf(file: string): string {
  if (file.startsWith('_static-export/search/')) return 'search index';
  if (file.startsWith('_static-export/')) return 'manifest, signature, runtime';
  if (file.endsWith('.md') || file === 'llms.txt' || file === 'llms-full.txt') return 'Markdown twins, llms.txt';
  if (file.endsWith('.html')) return 'pages (HTML)';
  if (file.endsWith('.txt')) return 'RSC payloads';
  if (/\.(js|css)$/.test(file)) return 'JS/CSS chunks';
  return 'other assets';
}

/**
 * The delta's size once the search index files it carries are taken out (the delta unpacked, pruned, repacked):
 * the files under the search folder, and the patches that rebuild only search files.
 */
async function withoutSearch(delta: BuiltDelta, work: string): Promise<number> {
  const tree = join(work, 'pruned');
  await unpackBundle(delta.file, tree);
  await rm(join(tree, '_static-export', 'search'), { recursive: true, force: true });
  for (const p of delta.record.patches) {
    if (p.targets.every((t) => kindOf(t.file) === 'search index')) await rm(join(tree, ...p.patch.file.split('/')));
  }
  const packed = await packBundle(tree, join(work, 'pruned.tar.gz'));
  await rm(tree, { recursive: true, force: true });
  return packed.bytes;
}

function row(name: string, fullBytes: number, delta: BuiltDelta, withoutSearchBytes: number): DeltaRow {
  const carried: DeltaRow['carried'] = {};
  for (const f of delta.record.files) {
    const k = kindOf(f.file);
    carried[k] ??= { files: 0, bytes: 0 };
    carried[k].files++;
    carried[k].bytes += f.bytes;
  }
  const patched: DeltaRow['patched'] = {};
  for (const p of delta.record.patches) {
    for (const [i, t] of p.targets.entries()) {
      const k = kindOf(t.file);
      patched[k] ??= { files: 0, bytes: 0, patchBytes: 0 };
      patched[k].files++;
      patched[k].bytes += t.bytes;
      // A patch's bytes counted once, under its first target's kind (a group holds one extension).
      if (i === 0) patched[k].patchBytes += p.patch.bytes;
    }
  }
  return {
    name,
    fullBytes,
    deltaBytes: delta.bytes,
    share: delta.bytes / fullBytes,
    filesCarried: delta.record.files.length,
    filesRemoved: delta.record.removed.length,
    withoutSearchBytes,
    carried,
    patched,
  };
}

export async function runDeltaBench(pages: number, tmp = tmpdir()): Promise<DeltaBenchResult> {
  const dir = await mkdtemp(join(tmp, 'static-export-delta-bench-'));
  let port = 0;
  const exportVersion = async (name: string, editRound: number, build: number) => {
    const site = await startSiteServer({ pages, seed: 1, latencyMs: 0, port, editRound, build });
    port = Number(new URL(site.url).port);
    try {
      return await exportBundle({ url: site.url, version: name, concurrency: 16, maxPages: pages + 10 }, { out: join(dir, `${name}.tar.gz`) });
    } finally {
      await new Promise<void>((done) => site.server.close(() => done()));
      site.server.closeAllConnections();
    }
  };
  try {
    await exportVersion('v1', 0, 0);
    const v2 = await exportVersion('v2', 1, 0);
    const v3 = await exportVersion('v3', 2, 1);
    let started = performance.now();
    const d12 = await buildDelta(join(dir, 'v1.tar.gz'), join(dir, 'v2.tar.gz'), join(dir, 'd12.tar.gz'));
    const buildMs = performance.now() - started;
    const d23 = await buildDelta(join(dir, 'v2.tar.gz'), join(dir, 'v3.tar.gz'), join(dir, 'd23.tar.gz'));
    started = performance.now();
    const applied = await applyDelta(join(dir, 'v1.tar.gz'), d12.file, join(dir, 'n2.tar.gz'));
    const applyMs = performance.now() - started;
    return {
      pages,
      rows: [
        row('1 % of pages edited, no rebuild', v2.bytes, d12, await withoutSearch(d12, dir)),
        row('1 % edited + rebuild (every chunk renamed)', v3.bytes, d23, await withoutSearch(d23, dir)),
      ],
      applyMatches: applied.sha256 === v2.sha256,
      buildMs,
      applyMs,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

export function formatDeltaBench(result: DeltaBenchResult): string {
  const lines = [
    `Delta bundles, ${result.pages} pages (apply(v1, delta) = v2 byte for byte: ${result.applyMatches ? 'yes' : 'NO'}; delta made in ${(result.buildMs / 1000).toFixed(1)} s, applied in ${(result.applyMs / 1000).toFixed(1)} s)`,
  ];
  for (const r of result.rows) {
    lines.push(
      `  ${r.name}: delta ${mb(r.deltaBytes)} of ${mb(r.fullBytes)} full = ${(100 * r.share).toFixed(1)} % (${r.filesCarried} files carried whole, ${Object.values(r.patched).reduce((n, c) => n + c.files, 0)} rebuilt by patches, ${r.filesRemoved} removed); without the search index files ${mb(r.withoutSearchBytes)} = ${((100 * r.withoutSearchBytes) / r.fullBytes).toFixed(1)} %`,
    );
    for (const [kind, c] of Object.entries(r.carried).sort((a, b) => b[1].bytes - a[1].bytes)) {
      lines.push(`      ${kind.padEnd(30)} ${String(c.files).padStart(6)} files  ${mb(c.bytes).padStart(9)} uncompressed, carried whole`);
    }
    for (const [kind, c] of Object.entries(r.patched).sort((a, b) => b[1].bytes - a[1].bytes)) {
      lines.push(`      ${kind.padEnd(30)} ${String(c.files).padStart(6)} files  ${mb(c.bytes).padStart(9)} rebuilt by patches of ${mb(c.patchBytes)}`);
    }
  }
  const first = result.rows[0];
  if (first) lines.push(`  target: 1 % edited without rebuild ≤ 5 % of the full bundle: ${first.share <= 0.05 ? 'met' : 'MISSED'}`);
  return lines.join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '2000' }, tmp: { type: 'string' } } });
  const result = await runDeltaBench(Number(values.pages), values.tmp);
  process.stdout.write(`${formatDeltaBench(result)}\n${JSON.stringify(result)}\n`);
}
