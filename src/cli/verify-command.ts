// `static-export verify <bundle> [--trusted-key KEY.pub]… [--browser auto|on|off]`: hashes and references, broken
// ones printed, exit 1 if any. With trusted keys, also the manifest's signature and that no file escapes what the
// signed manifest covers. With a browser on the machine, also what a browser sees (verify-browser.ts).
import { resolve } from 'node:path';
import { verifyBundle } from '../verify/verify.ts';
import { describeError } from '../core/errors.ts';
import { readTrustedKeys } from '../sign/bundle-signature.ts';
import type { CliIo } from './io.ts';
import { UsageError } from '../core/usage-error.ts';
import { parseCommandArgs } from './parse-options.ts';
import { type BrowserRun, parseBrowserMode, runBrowserCheck } from './verify-browser.ts';

/** Every option `verify` takes (its help: VERIFY_USAGE in usage.ts). */
export const VERIFY_OPTIONS = {
  json: { type: 'boolean' },
  'trusted-key': { type: 'string', multiple: true },
  browser: { type: 'string' },
  'browser-path': { type: 'string' },
  'browser-pages': { type: 'string' },
} as const;

export async function runVerify(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, VERIFY_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('verify takes one bundle (.tar.gz or directory)');
  const browser = parseBrowserMode(values);
  const bundle = resolve(io.cwd, positionals[0]!);
  let report;
  try {
    const keyFiles = values['trusted-key'];
    const trustedKeys = keyFiles ? await readTrustedKeys(keyFiles.map((k) => resolve(io.cwd, k))) : undefined;
    report = await verifyBundle(bundle, undefined, trustedKeys ? { trustedKeys } : {});
  } catch (error) {
    io.stderr(`static-export: verify failed: ${describeError(error)}\n`);
    return 1;
  }
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
  // Run even when files are missing or broken: what a browser then sees is the problem as readers will meet it. Not
  // on a bundle the trusted keys do not vouch for: nothing of it is opened.
  const untrusted = report.signature?.ok === false || (report.unlisted?.length ?? 0) > 0;
  const browserResult: BrowserRun = untrusted ? { ran: false, ok: true } : await runBrowserCheck(bundle, browser, io);
  if (values.json) io.stdout(`${JSON.stringify(browserResult.report ? { ...report, browser: browserResult.report } : report)}\n`);
  return report.ok && browserResult.ok ? 0 : 1;
}
