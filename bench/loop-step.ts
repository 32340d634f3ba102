// One step of the publish loop, in a child process of its own (publish-loop.ts), so its wall time includes a
// process start (as a CLI run does) and its peak RSS is its own: prints one JSON line.
//   node bench/loop-step.ts '{"step":"export","url":…,"out":…}'
import { readFileSync } from 'node:fs';
import { applyDelta } from '../src/delta/apply-delta.ts';
import { deltaFromExport } from '../src/delta/delta-from-export.ts';
import { exportBundle } from '../src/pipeline/export-bundle.ts';
import { verifyBundle } from '../src/verify/verify.ts';
import { verifySince } from '../src/verify/verify-since.ts';
import type { LoopStep } from './publish-loop.ts';

/** The kernel's peak RSS of this process (VmHWM), in MB. */
function peakRssMB(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Math.round(process.resourceUsage().maxRSS / 1024);
}

const step = JSON.parse(process.argv[2]!) as LoopStep;
const started = performance.now();
const out: Record<string, unknown> = {};
if (step.step === 'export') {
  let deltaMs = 0;
  const since = step.since;
  const result = await exportBundle(
    { url: step.url, version: step.version, concurrency: 16, maxPages: step.pages + 10, ...(since ? { since } : {}) },
    {
      out: step.out,
      ...(since && step.delta
        ? {
            afterPack: async (packed) => {
              const t = performance.now();
              const delta = await deltaFromExport(since, packed, step.delta!);
              deltaMs = performance.now() - t;
              out.deltaBytes = delta.bytes;
            },
          }
        : {}),
    },
  );
  Object.assign(out, { sha256: result.sha256, bytes: result.bytes, exportMs: result.durationMs, deltaMs: Math.round(deltaMs) });
} else if (step.step === 'apply') {
  out.sha256 = (await applyDelta(step.base, step.delta, step.out)).sha256;
} else {
  const report = step.since ? await verifySince(step.bundle, step.since) : await verifyBundle(step.bundle);
  Object.assign(out, { ok: report.ok, ...(report.scanned ? { scanned: report.scanned } : {}) });
}
process.stdout.write(`${JSON.stringify({ ...out, ms: Math.round(performance.now() - started), peakRssMB: peakRssMB() })}\n`);
