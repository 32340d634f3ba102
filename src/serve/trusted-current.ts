// The release an earlier run left current, as `serve` may still use it at start: with trusted keys, only when its
// signature still holds under the keys read now (a key taken out of the keys file stops what it signed, the live
// release included) and it is not older than the newest release served.
import { describeError } from '../core/errors.ts';
import { holdToSequence } from '../sign/release-sequence.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';
import type { ServedRelease } from './handler.ts';
import { untrusted } from './refresher.ts';
import { loadCurrent } from './releases.ts';
import { readServedSequence } from './served-sequence.ts';

export async function loadTrustedCurrent(
  dataDir: string,
  keys: readonly SshPublicKey[] | undefined,
  log: (line: string) => void,
): Promise<ServedRelease | undefined> {
  const release = await loadCurrent(dataDir);
  if (!release || !keys) return release;
  const problem = await untrusted(release, keys);
  if (problem) {
    log(`not serving the release kept from an earlier run (version ${release.site.manifest.version}): it is no longer trusted (${problem})`);
    return undefined;
  }
  try {
    holdToSequence(release.site.manifest, {
      trusted: await readServedSequence(dataDir),
      what: 'the newest release this server has served',
      override: 'STATIC_EXPORT_ALLOW_ROLLBACK=true',
    });
  } catch (error) {
    log(`not serving the release kept from an earlier run: ${describeError(error)}`);
    return undefined;
  }
  return release;
}
