// `delta-from`: the delta from the previous bundle (a path on the runner, or a URL it is downloaded from) to the
// bundle just made, written beside it as `<bundle>.delta.tar.gz` and signed with `signing-key` when there is one.
// What an air-gapped side imports instead of the whole bundle (`static-export apply`). Local mode makes it inside
// the publish sequence; API mode, from the bundle it downloaded.
import * as core from '@actions/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDelta, type BuiltDelta } from '../delta/build-delta.ts';
import { fetchBundle } from '../net/fetch-bundle.ts';
import { redactUrl } from '../net/redact-url.ts';
import type { SshPrivateKey } from '../sign/ssh-keys.ts';
import { formatBytes } from '../terminal/format.ts';

export function deltaPathFor(bundle: string): string {
  return bundle.replace(/\.(tar\.gz|tgz)$/i, '.delta.tar.gz');
}

/** The previous bundle as a file on the runner: `deltaFrom` itself, or downloaded into `work`. */
export async function deltaBase(deltaFrom: string, work: string): Promise<string> {
  if (!/^https?:\/\//i.test(deltaFrom)) return deltaFrom;
  core.info(`downloading the previous bundle from ${redactUrl(deltaFrom)}`);
  return (await fetchBundle(deltaFrom, join(work, 'previous.tar.gz'))).file;
}

export function reportDelta(delta: BuiltDelta): void {
  core.info(
    `delta: ${delta.file} (${formatBytes(delta.bytes)}): ${delta.record.files.length} files added or changed, ${delta.record.removed.length} removed, applies to sha256 ${delta.record.base.sha256}`,
  );
}

export async function makeDelta(deltaFrom: string, bundle: string, signingKey: SshPrivateKey | undefined): Promise<BuiltDelta> {
  return core.group(`Make the delta from ${/^https?:/i.test(deltaFrom) ? redactUrl(deltaFrom) : deltaFrom}`, async () => {
    const work = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'static-export-delta-'));
    try {
      const delta = await buildDelta(await deltaBase(deltaFrom, work), bundle, deltaPathFor(bundle), signingKey ? { signingKey } : {});
      reportDelta(delta);
      return delta;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}
