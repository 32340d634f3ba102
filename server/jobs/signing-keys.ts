// Each organization's signing key as the running service uses it: read from the organization config (re-read when
// the file changes, through the org directory) and parsed once per key text. Shared by the API's embedded runner,
// the cluster workers and the delta route, so every bundle and delta of an organization is signed alike.
import type { OrgDirectory } from './org-directory.ts';
import { parsePrivateKey, type SshPrivateKey } from '../../src/sign/ssh-keys.ts';

export type SigningKeyFor = (org: string) => Promise<SshPrivateKey | undefined>;

export function createSigningKeyFor(orgs: OrgDirectory): SigningKeyFor {
  const parsed = new Map<string, { text: string; key: SshPrivateKey }>();
  return async (org) => {
    const text = (await orgs.current()).organizations[org]?.signingKey;
    if (!text) return undefined;
    const known = parsed.get(org);
    if (known?.text === text) return known.key;
    // The config was validated when it was read: a key the directory hands out parses.
    const key = parsePrivateKey(text);
    parsed.set(org, { text, key });
    return key;
  };
}
