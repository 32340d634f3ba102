// Main-thread CPU of one transform, inline and through the worker pool, by kind and body size, on the bench site's
// documents: what POOL_MIN_BYTES (src/export/transform-pool.ts) is chosen from.
//   node bench/transform-pool.ts [--pages 200] [--threads 1]
// For each kind and size bucket: main-thread CPU µs per document inline, then pooled with 64 in flight at once
// (as the crawl keeps them), and the wall time of each.

import { threadCpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { TransformPool } from '../src/export/transform-pool.ts';
import { BundleFiles } from '../src/export/bundle-files.ts';
import { pageFile, rscFile, segmentFile } from '../src/export/layout.ts';
import type { TransformKind } from '../src/export/transform-task.ts';
import { SiteModel } from './site-content.ts';
import { renderHtml, renderRsc, renderSegment, segmentKeys } from './site-render.ts';

interface Doc {
  kind: TransformKind;
  body: Buffer;
  url: URL;
  file: string;
}

const { values } = parseArgs({ options: { pages: { type: 'string', default: '200' }, threads: { type: 'string', default: '1' } } });
const site = new URL('http://127.0.0.1:3000/');
const model = new SiteModel({ pages: Number(values.pages), seed: 1 });
const docs: Doc[] = [];
for (let i = 0; i < model.paths.length; i++) {
  const p = model.page(i);
  const url = new URL(p.path, site);
  docs.push({ kind: 'html', body: Buffer.from(renderHtml(model, p)), url, file: pageFile(p.path) });
  docs.push({ kind: 'rsc', body: Buffer.from(renderRsc(model, p)), url, file: rscFile(p.path) });
  for (const key of segmentKeys(p.path)) {
    const body = renderSegment(model, p, key);
    if (body !== undefined) docs.push({ kind: 'rsc', body: Buffer.from(body), url, file: segmentFile(p.path, key) });
  }
}
for (const asset of model.assets.byPath.values()) {
  if (asset.type.startsWith('text/css')) docs.push({ kind: 'css', body: asset.body, url: new URL(asset.path, site), file: asset.path.slice(1) });
}

const BUCKETS = [0, 1024, 2048, 4096, 8192, 16_384, 32_768, 65_536, Infinity];
const bucketOf = (n: number) => BUCKETS.findIndex((b, i) => n >= b && n < BUCKETS[i + 1]!);
const label = (i: number) => `${BUCKETS[i]! / 1024}–${BUCKETS[i + 1] === Infinity ? '∞' : BUCKETS[i + 1]! / 1024} KB`;

const files = new BundleFiles(site, true);
const context = (url: URL, file: string) => ({ url, file, site, fileFor: files.fileFor, outsideHref: files.outsideHref });
const inline = new TransformPool({ threads: 0, context });
const pooled = new TransformPool({
  threads: Number(values.threads),
  portable: { site, localiseExternal: true },
  context,
  minBytes: { html: 0, rsc: 0, css: 0 },
});

/** The group run over and over until ~2,000 documents: thread CPU time is counted in scheduler ticks. */
async function measure(pool: TransformPool, group: Doc[]): Promise<{ cpuUs: number; wallMs: number }> {
  const rounds = Math.max(1, Math.ceil(2000 / group.length));
  const work = Array.from({ length: rounds }, () => group).flat();
  const copies = work.map((d) => Buffer.from(d.body)); // moved to the worker: each run gets its own bytes
  const cpu0 = threadCpuUsage();
  const t0 = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < work.length) {
      const i = next++;
      const d = work[i]!;
      await pool.run(d.kind, copies[i]!, d.url, d.file);
    }
  };
  await Promise.all(Array.from({ length: 64 }, lane));
  const cpu = threadCpuUsage(cpu0);
  return { cpuUs: (cpu.user + cpu.system) / work.length, wallMs: (performance.now() - t0) / rounds };
}

// Warm both paths (JIT, the worker's module load) on everything once.
await measure(inline, docs);
await measure(pooled, docs);
process.stdout.write(`${docs.length} documents; main-thread CPU per document (µs), inline vs pooled (${pooled.threads} thread)\n`);
process.stdout.write('kind  size          docs   inline µs  pooled µs   inline ms  pooled ms (wall)\n');
for (const kind of ['html', 'rsc', 'css'] as const) {
  for (let b = 0; b < BUCKETS.length - 1; b++) {
    const group = docs.filter((d) => d.kind === kind && bucketOf(d.body.length) === b);
    if (group.length === 0) continue;
    const a = await measure(inline, group);
    const p = await measure(pooled, group);
    process.stdout.write(
      `${kind.padEnd(5)} ${label(b).padEnd(13)} ${String(group.length).padStart(5)} ${a.cpuUs.toFixed(0).padStart(10)} ${p.cpuUs.toFixed(0).padStart(10)} ${a.wallMs.toFixed(0).padStart(11)} ${p.wallMs.toFixed(0).padStart(10)}\n`,
    );
  }
}
await pooled.close();
