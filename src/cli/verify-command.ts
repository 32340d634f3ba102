// `static-export verify <bundle>`: hashes and references, broken ones printed, exit 1 if any.
import { resolve } from 'node:path';
import { verifyBundle } from '../verify/verify.ts';
import { describeError } from '../core/errors.ts';
import type { CliIo } from './io.ts';
import { UsageError } from './io.ts';
import { parseCommandArgs } from './parse-options.ts';

/** Every option `verify` takes (its help: VERIFY_USAGE in usage.ts). */
export const VERIFY_OPTIONS = { json: { type: 'boolean' } } as const;

export async function runVerify(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, VERIFY_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('verify takes one bundle (.tar.gz or directory)');
  let report;
  try {
    report = await verifyBundle(resolve(io.cwd, positionals[0]!));
  } catch (error) {
    io.stderr(`static-export: verify failed: ${describeError(error)}\n`);
    return 1;
  }
  if (values.json) io.stdout(`${JSON.stringify(report)}\n`);
  for (const m of report.hashMismatches) io.stderr(`hash mismatch: ${m.file}: ${m.reason}\n`);
  for (const b of report.broken) io.stderr(`broken reference: ${b.file} → ${b.ref}\n`);
  for (const a of report.absoluteOriginRefs) io.stderr(`absolute reference to the source: ${a.file} → ${a.url}\n`);
  const problems = report.hashMismatches.length + report.broken.length + report.absoluteOriginRefs.length;
  io.stderr(`${report.ok ? 'ok' : 'FAILED'}: ${report.filesChecked} files, ${report.referencesChecked} references checked, ${problems} problem(s)\n`);
  return report.ok ? 0 : 1;
}
