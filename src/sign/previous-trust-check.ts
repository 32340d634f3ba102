// The trust check a signed `since` export runs on PREV (export/previous-trust.ts): PREV's manifest signed, in our
// namespace, by one of the keys the signer trusts for its base (its own public half unless told more).
import { describeError } from '../core/errors.ts';
import type { SshPublicKey } from './ssh-keys.ts';
import { verifyMessage } from './sshsig.ts';

export function previousTrustCheck(trusted: readonly SshPublicKey[]): (manifest: Buffer, signature: string | undefined) => string | undefined {
  return (manifest, signature) => {
    if (signature === undefined) return 'it has no signature';
    try {
      verifyMessage(manifest, signature, trusted);
      return undefined;
    } catch (error) {
      return describeError(error);
    }
  };
}
