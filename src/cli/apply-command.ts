// `static-export apply PREV.tar.gz delta.tar.gz --out NEW.tar.gz [--trusted-key KEY.pub]…`: rebuilds the new
// bundle from the one before and a delta, on a machine that only ever receives deltas. One line on failure saying
// which check refused it; nothing at --out unless every check passed.
import { resolve } from 'node:path';
import { describeError } from '../core/errors.ts';
import { applyDelta } from '../delta/apply-delta.ts';
import { readTrustedKeys } from '../sign/bundle-signature.ts';
import type { CliIo } from './io.ts';
import { UsageError } from '../core/usage-error.ts';
import { parseCommandArgs } from './parse-options.ts';

/** Every option `apply` takes (its help: APPLY_USAGE in usage.ts). */
export const APPLY_OPTIONS = {
  out: { type: 'string' },
  'trusted-key': { type: 'string', multiple: true },
  'allow-rollback': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

export async function runApply(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, APPLY_OPTIONS);
  if (positionals.length !== 2) throw new UsageError('apply takes the previous bundle and the delta: apply PREV.tar.gz delta.tar.gz --out NEW.tar.gz');
  if (!values.out) throw new UsageError('apply needs --out NEW.tar.gz');
  if (!/\.(tar\.gz|tgz)$/.test(values.out)) throw new UsageError(`--out must name a .tar.gz file, got ${JSON.stringify(values.out)}`);
  const [prev, delta] = positionals.map((p) => resolve(io.cwd, p)) as [string, string];
  const out = resolve(io.cwd, values.out);
  try {
    const keyFiles = values['trusted-key'];
    const trustedKeys = keyFiles ? await readTrustedKeys(keyFiles.map((k) => resolve(io.cwd, k))) : undefined;
    const warn = (line: string) => io.stderr(`static-export: ${line}\n`);
    const result = await applyDelta(prev, delta, out, {
      ...(trustedKeys ? { trustedKeys } : {}),
      ...(values['allow-rollback'] ? { allowRollback: true } : {}),
      warn,
    });
    if (values.json) io.stdout(`${JSON.stringify({ out, ...result })}\n`);
    io.stderr(
      `applied: ${out} (${result.bytes} bytes, sha256 ${result.sha256})${trustedKeys ? ', signatures checked' : ', signatures NOT checked (no --trusted-key)'}\n`,
    );
    return 0;
  } catch (error) {
    io.stderr(`static-export: apply failed: ${describeError(error)}\n`);
    return 1;
  }
}
