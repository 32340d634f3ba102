// `export`'s release options: `--sequence` and `--created-at` (the manifest's release fields) and
// `--since-trusted-key` (more keys whose signature makes PREV a base a signed export may build on), read and
// checked before anything is fetched.
import { resolve } from 'node:path';
import { describeError } from '../core/errors.ts';
import { readTrustedKeys } from '../sign/bundle-signature.ts';
import type { SshPrivateKey, SshPublicKey } from '../sign/ssh-keys.ts';
import { UsageError } from '../core/usage-error.ts';

export interface ReleaseArgs {
  options: { sequence?: number; createdAt?: string };
  sinceTrustedKeys?: SshPublicKey[];
}

export async function releaseArgs(
  values: { sequence?: string | undefined; 'created-at'?: string | undefined; 'since-trusted-key'?: string[] | undefined; since?: string | undefined },
  cwd: string,
  signingKey: SshPrivateKey | undefined,
): Promise<ReleaseArgs> {
  const out: ReleaseArgs = { options: {} };
  if (values.sequence !== undefined) {
    const n = /^[0-9]{1,15}$/.test(values.sequence) ? Number(values.sequence) : Number.NaN;
    if (!(n >= 1)) throw new UsageError(`--sequence must be a whole number ≥ 1, got ${JSON.stringify(values.sequence)}`);
    out.options.sequence = n;
  }
  const created = values['created-at'];
  if (created !== undefined) {
    if (created !== 'now' && (!/^\d{4}-\d{2}-\d{2}/.test(created) || Number.isNaN(Date.parse(created)))) {
      throw new UsageError(`--created-at must be an ISO 8601 time (2026-01-31T12:00:00Z) or "now", got ${JSON.stringify(created)}`);
    }
    out.options.createdAt = created;
  }
  const keyFiles = values['since-trusted-key'];
  if (keyFiles?.length) {
    if (!values.since || !signingKey) throw new UsageError('--since-trusted-key names keys for PREV of a signed export: use it with --since and --sign-key');
    try {
      out.sinceTrustedKeys = await readTrustedKeys(keyFiles.map((k) => resolve(cwd, k)));
    } catch (error) {
      throw new UsageError(`--since-trusted-key: ${describeError(error)}`);
    }
  }
  return out;
}
