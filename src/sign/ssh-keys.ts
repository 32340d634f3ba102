// ed25519 keys as OpenSSH writes them, turned into node:crypto KeyObjects: the private key file `ssh-keygen -t
// ed25519` makes (`-----BEGIN OPENSSH PRIVATE KEY-----`, PROTOCOL.key, unencrypted), and public keys as
// `ssh-ed25519 AAAA… comment` lines or `allowed_signers` lines. Parsed here (the format is small) rather than
// through sshpk, which is unmaintained and pulls in its own crypto; node:crypto does the ed25519 itself.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { StaticExportError } from '../core/errors.ts';
import { WireReader, wireString } from './ssh-wire.ts';
import { type SignerLimits, signerLimits } from './allowed-signers.ts';

export const ED25519 = 'ssh-ed25519';

export interface SshPrivateKey {
  privateKey: KeyObject;
  publicKey: SshPublicKey;
}

export interface SshPublicKey extends SignerLimits {
  key: KeyObject;
  /** The 32 raw bytes. */
  raw: Buffer;
  /** The key as an `ssh-ed25519 AAAA…` line (no comment). */
  line: string;
  /** The principal of an `allowed_signers` line, or the comment of a public key line, when there is one. */
  name?: string;
}

const AUTH_MAGIC = Buffer.from('openssh-key-v1\0', 'latin1');

function badKey(message: string): StaticExportError {
  return new StaticExportError('BAD_KEY', message);
}

/** The SSH wire form of an ed25519 public key (`string "ssh-ed25519"`, `string key`). */
export function publicKeyBlob(raw: Buffer): Buffer {
  return Buffer.concat([wireString(ED25519), wireString(raw)]);
}

export function publicKeyFromRaw(raw: Buffer, name?: string): SshPublicKey {
  if (raw.length !== 32) throw badKey(`an ed25519 public key has 32 bytes, got ${raw.length}`);
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
  return { key, raw, line: `${ED25519} ${publicKeyBlob(raw).toString('base64')}`, ...(name ? { name } : {}) };
}

/** A public key from its wire blob (as in a signature or a key line); refuses any type but ed25519. */
export function publicKeyFromBlob(blob: Buffer, what: string): SshPublicKey {
  const r = new WireReader(blob, what);
  const type = r.text();
  if (type !== ED25519) throw new StaticExportError('BAD_SIGNATURE', `${what} is a ${type} key; only ssh-ed25519 is supported`);
  return publicKeyFromRaw(r.string());
}

/**
 * Reads an OpenSSH private key file's text. Only unencrypted ed25519 keys: a passphrase-protected key is refused
 * with a way out, since the tool runs unattended and cannot ask for a passphrase.
 */
export function parsePrivateKey(text: string): SshPrivateKey {
  const match = /-----BEGIN OPENSSH PRIVATE KEY-----([\s\S]*?)-----END OPENSSH PRIVATE KEY-----/.exec(text);
  if (!match) {
    const kind = /-----BEGIN ([A-Z ]+)-----/.exec(text)?.[1];
    throw badKey(
      kind
        ? `the signing key is a ${kind}; expected an OpenSSH ed25519 private key (ssh-keygen -t ed25519)`
        : 'the signing key is not an OpenSSH private key (-----BEGIN OPENSSH PRIVATE KEY-----); make one with ssh-keygen -t ed25519',
    );
  }
  const data = Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
  if (!data.subarray(0, AUTH_MAGIC.length).equals(AUTH_MAGIC)) throw badKey('the signing key is not an openssh-key-v1 key');
  const r = new WireReader(data.subarray(AUTH_MAGIC.length), 'the signing key');
  const cipher = r.text();
  const kdf = r.text();
  r.string(); // kdf options
  if (cipher !== 'none' || kdf !== 'none') {
    throw badKey('the signing key is encrypted with a passphrase; remove it (ssh-keygen -p -N "" -f KEY) or make an unencrypted key for signing');
  }
  const count = r.uint32();
  if (count !== 1) throw badKey(`the signing key file holds ${count} keys; expected one`);
  const publicBlob = r.string();
  const secret = new WireReader(r.string(), 'the signing key');
  const check = secret.uint32();
  if (check !== secret.uint32()) throw badKey('the signing key is corrupt (check numbers differ)');
  const type = secret.text();
  if (type !== ED25519) throw badKey(`the signing key is ${type}; only ed25519 keys are supported (ssh-keygen -t ed25519)`);
  const pub = secret.string();
  const priv = secret.string();
  if (pub.length !== 32 || priv.length !== 64 || !priv.subarray(32).equals(pub)) throw badKey('the signing key is corrupt (ed25519 key lengths)');
  const publicKey = publicKeyFromBlob(publicBlob, 'the signing key');
  if (!publicKey.raw.equals(pub)) throw badKey('the signing key is corrupt (its public and private parts differ)');
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: priv.subarray(0, 32).toString('base64url'), x: pub.toString('base64url') },
    format: 'jwk',
  });
  return { privateKey, publicKey };
}

/** Splits a line into tokens, keeping double-quoted spans (an `allowed_signers` option like `namespaces="a,b"`) whole. */
function tokens(line: string): string[] {
  return line.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
}

const KEY_TYPE = /^(ssh-|ecdsa-|sk-)/;

/**
 * The ed25519 keys of a text holding public key lines (`ssh-ed25519 AAAA… comment`, an `.pub` file or
 * `authorized_keys`-like list) or `allowed_signers` lines (`principal [options] ssh-ed25519 AAAA…`). Lines for
 * other namespaces (`namespaces="…"` without `static-export`) and keys of other types are left out;
 * `cert-authority` lines are refused, since certificates are not supported.
 */
export function parsePublicKeys(text: string, namespace: string, source: string): SshPublicKey[] {
  const keys: SshPublicKey[] = [];
  for (const [i, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const parts = tokens(line);
    const at = parts.findIndex((t) => KEY_TYPE.test(t));
    if (at === -1 || at + 1 >= parts.length) throw badKey(`${source} line ${i + 1} is not a public key or allowed_signers line`);
    const before = parts.slice(0, at);
    const options = before.length > 1 ? before.slice(1).join(',') : '';
    if (/(^|,)cert-authority(,|$)/i.test(options)) throw badKey(`${source} line ${i + 1}: cert-authority keys are not supported`);
    const namespaces = /(?:^|,)namespaces="([^"]*)"/i.exec(options)?.[1];
    if (namespaces !== undefined && !namespaces.split(',').some((n) => n.trim() === namespace || n.trim() === '*')) continue;
    if (parts[at] !== ED25519) continue;
    const blob = Buffer.from(parts[at + 1]!, 'base64');
    let key: SshPublicKey;
    try {
      key = publicKeyFromBlob(blob, `${source} line ${i + 1}`);
    } catch {
      throw badKey(`${source} line ${i + 1}: the ssh-ed25519 key does not decode`);
    }
    const name = at > 0 ? before[0] : parts.slice(at + 2).join(' ') || undefined;
    // An allowed_signers line's principals and validity interval go with the key (allowed-signers.ts).
    const limits = at > 0 ? signerLimits(before[0], options, `${source} line ${i + 1}`) : {};
    keys.push({ ...key, ...limits, ...(name ? { name } : {}) });
  }
  return keys;
}
