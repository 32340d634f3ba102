// `static-export verify <bundle> [--trusted-key KEY.pub]… [--since BASE] [--browser auto|on|off]`: hashes and
// references, broken ones printed, exit 1 if any. With trusted keys, also the manifest's signature and that no file
// escapes what the signed manifest covers. With --since, references only where they can have changed since BASE
// (verify-since.ts). With a browser on the machine, also what a browser sees (verify-browser.ts).
import { resolve } from 'node:path';
import { verifyBundle } from '../verify/verify.ts';
import { verifySince } from '../verify/verify-since.ts';
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
  since: { type: 'string' },
  browser: { type: 'string' },
  'browser-path': { type: 'string' },
  'browser-pages': { type: 'string' },
  'min-sequence': { type: 'string' },
} as const;

export async function runVerify(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, VERIFY_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('verify takes one bundle (.tar.gz or directory)');
  const archive = /\.(tar\.gz|tgz)$/;
  if (values.since !== undefined && !(archive.test(values.since) && archive.test(positionals[0]!)))
    throw new UsageError('--since compares two .tar.gz bundles: verify <bundle.tar.gz> --since <base.tar.gz> (the base passed verify before)');
  const min = values['min-sequence'];
  if (min !== undefined && (!values['trusted-key'] || !/^[0-9]{1,15}$/.test(min))) {
    throw new UsageError('--min-sequence takes a whole number and needs --trusted-key (the sequence is only worth what its signature is)');
  }
  const browser = parseBrowserMode(values);
  const bundle = resolve(io.cwd, positionals[0]!);
  let report;
  try {
    const keyFiles = values['trusted-key'];
    const trustedKeys = keyFiles ? await readTrustedKeys(keyFiles.map((k) => resolve(io.cwd, k))) : undefined;
    const options = {
      ...(trustedKeys ? { trustedKeys } : {}),
      ...(min !== undefined ? { minSequence: Number(min) } : {}),
    };
    report =
      values.since === undefined
        ? await verifyBundle(bundle, undefined, options)
        : await verifySince(bundle, resolve(io.cwd, values.since), undefined, options);
  } catch (error) {
    io.stderr(`static-export: verify failed: ${describeError(error)}\n`);
    return 1;
  }
  if (report.signature?.ok === false) io.stderr(`signature: ${report.signature.problem}\n`);
  else if (report.signature?.ok) io.stderr(`signature: good, by ${report.signature.signer} (release ${report.sequence})\n`);
  else if (report.signed) io.stderr('signature: NOT checked (no --trusted-key): files outside the signed manifest were not looked for\n');
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
  if (report.scanned)
    io.stderr(`--since: references read again in ${report.scanned.files} files; ${report.scanned.unchanged} unchanged files as the base had them\n`);
  io.stderr(`${report.ok ? 'ok' : 'FAILED'}: ${report.filesChecked} files, ${report.referencesChecked} references checked, ${problems} problem(s)\n`);
  // Run even when files are missing or broken: what a browser then sees is the problem as readers will meet it. Not
  // on a bundle the trusted keys do not vouch for: nothing of it is opened.
  const untrusted = report.signature?.ok === false || (report.unlisted?.length ?? 0) > 0;
  const browserResult: BrowserRun = untrusted ? { ran: false, ok: true } : await runBrowserCheck(bundle, browser, io);
  if (values.json) io.stdout(`${JSON.stringify(browserResult.report ? { ...report, browser: browserResult.report } : report)}\n`);
  return report.ok && browserResult.ok ? 0 : 1;
}
