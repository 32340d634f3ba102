// `static-export verify <bundle> [--trusted-key KEY.pub]…`: hashes and references, broken ones printed, exit 1 if
// any. With trusted keys, also the manifest's signature and that no file escapes what the signed manifest covers.
import { resolve } from 'node:path';
import { verifyBundle } from '../verify/verify.ts';
import { describeError } from '../core/errors.ts';
import { readTrustedKeys } from '../sign/bundle-signature.ts';
import type { CliIo } from './io.ts';
import { UsageError } from '../core/usage-error.ts';
import { parseCommandArgs } from './parse-options.ts';

/** Every option `verify` takes (its help: VERIFY_USAGE in usage.ts). */
export const VERIFY_OPTIONS = { json: { type: 'boolean' }, 'trusted-key': { type: 'string', multiple: true } } as const;

export async function runVerify(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, VERIFY_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('verify takes one bundle (.tar.gz or directory)');
  let report;
  try {
    const keyFiles = values['trusted-key'];
    const trustedKeys = keyFiles ? await readTrustedKeys(keyFiles.map((k) => resolve(io.cwd, k))) : undefined;
    report = await verifyBundle(resolve(io.cwd, positionals[0]!), undefined, trustedKeys ? { trustedKeys } : {});
  } catch (error) {
    io.stderr(`static-export: verify failed: ${describeError(error)}\n`);
    return 1;
  }
  if (values.json) io.stdout(`${JSON.stringify(report)}\n`);
  if (report.signature?.ok === false) io.stderr(`signature: ${report.signature.problem}\n`);
  else if (report.signature?.ok) io.stderr(`signature: good, by ${report.signature.signer}\n`);
  for (const m of report.hashMismatches) io.stderr(`hash mismatch: ${m.file}: ${m.reason}\n`);
  for (const u of report.unlisted ?? []) io.stderr(`not covered by the signature: ${u.file}: ${u.reason}\n`);
  for (const b of report.broken) io.stderr(`broken reference: ${b.file} → ${b.ref}\n`);
  for (const a of report.absoluteOriginRefs) io.stderr(`absolute reference to the source: ${a.file} → ${a.url}\n`);
  const problems =
    report.hashMismatches.length +
    report.broken.length +
    report.absoluteOriginRefs.length +
    (report.unlisted?.length ?? 0) +
    (report.signature?.ok === false ? 1 : 0);
  io.stderr(`${report.ok ? 'ok' : 'FAILED'}: ${report.filesChecked} files, ${report.referencesChecked} references checked, ${problems} problem(s)\n`);
  return report.ok ? 0 : 1;
}
