// OpenSSH signatures (PROTOCOL.sshsig), so that a bundle's manifest can be checked on an air-gapped machine with
// nothing but `ssh-keygen -Y verify -n static-export`. The message is hashed once (sha512, as ssh-keygen does)
// and the hash is what ed25519 signs, inside the SSHSIG preamble that binds it to a namespace.
import { createHash, sign, verify } from 'node:crypto';
import { StaticExportError } from '../core/errors.ts';
import { publicKeyBlob, publicKeyFromBlob, type SshPrivateKey, type SshPublicKey } from './ssh-keys.ts';
import { WireReader, wireString, wireUint32 } from './ssh-wire.ts';
import { ED25519 } from './ssh-keys.ts';
import { limitProblem } from './allowed-signers.ts';

/** The namespace every signature of ours is made in: a signature made for git or for files cannot pass for one. */
export const SIGNATURE_NAMESPACE = 'static-export';

const MAGIC = Buffer.from('SSHSIG', 'latin1');
const VERSION = 1;
const BEGIN = '-----BEGIN SSH SIGNATURE-----';
const END = '-----END SSH SIGNATURE-----';
const HASHES = new Set(['sha512', 'sha256']);

function badSignature(message: string): StaticExportError {
  return new StaticExportError('BAD_SIGNATURE', message);
}

/** What ed25519 signs: the preamble, namespace, reserved, hash algorithm and the message's hash. */
function signedData(namespace: string, hashAlgorithm: string, message: Buffer | string): Buffer {
  const digest = createHash(hashAlgorithm).update(message).digest();
  return Buffer.concat([MAGIC, wireString(namespace), wireString(''), wireString(hashAlgorithm), wireString(digest)]);
}

function armor(blob: Buffer): string {
  const b64 = blob.toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < b64.length; i += 70) lines.push(b64.slice(i, i + 70));
  return `${BEGIN}\n${lines.join('\n')}\n${END}\n`;
}

/** Signs `message` as `ssh-keygen -Y sign -n <namespace>` would: the armored text, deterministic for one key. */
export function signMessage(message: Buffer | string, key: SshPrivateKey, namespace = SIGNATURE_NAMESPACE): string {
  const signature = sign(null, signedData(namespace, 'sha512', message), key.privateKey);
  const blob = Buffer.concat([
    MAGIC,
    wireUint32(VERSION),
    wireString(publicKeyBlob(key.publicKey.raw)),
    wireString(namespace),
    wireString(''),
    wireString('sha512'),
    wireString(Buffer.concat([wireString(ED25519), wireString(signature)])),
  ]);
  return armor(blob);
}

export interface ParsedSignature {
  publicKey: SshPublicKey;
  namespace: string;
  hashAlgorithm: string;
  signature: Buffer;
}

export function parseSignature(text: string): ParsedSignature {
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw badSignature('the signature is not an SSH signature (-----BEGIN SSH SIGNATURE-----)');
  const body = text.slice(start + BEGIN.length, end).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badSignature('the signature is not valid base64');
  const r = new WireReader(Buffer.from(body, 'base64'), 'the signature');
  if (!r.bytes(MAGIC.length).equals(MAGIC)) throw badSignature('the signature does not start with SSHSIG');
  const version = r.uint32();
  if (version !== VERSION) throw badSignature(`the signature is version ${version}; expected ${VERSION}`);
  const publicKey = publicKeyFromBlob(r.string(), 'the signature');
  const namespace = r.text();
  r.string(); // reserved
  const hashAlgorithm = r.text();
  if (!HASHES.has(hashAlgorithm)) throw badSignature(`the signature uses hash ${JSON.stringify(hashAlgorithm)}; expected sha512 or sha256`);
  const sig = new WireReader(r.string(), 'the signature');
  const type = sig.text();
  if (type !== ED25519) throw badSignature(`the signature is a ${type} signature; only ssh-ed25519 is supported`);
  const signature = sig.string();
  if (r.remaining !== 0 || sig.remaining !== 0) throw badSignature('the signature has trailing bytes');
  return { publicKey, namespace, hashAlgorithm, signature };
}

export interface Verified {
  /** The trusted key that made the signature. */
  key: SshPublicKey;
}

/**
 * Checks an armored signature over `message` against trusted keys, in our namespace. Throws `BAD_SIGNATURE`
 * saying which check failed: malformed, another namespace, made by a key not trusted, or not matching the message.
 */
export function verifyMessage(
  message: Buffer | string,
  signatureText: string,
  trusted: readonly SshPublicKey[],
  namespace = SIGNATURE_NAMESPACE,
  check: { at?: number; principal?: string } = {},
): Verified {
  const parsed = parseSignature(signatureText);
  if (parsed.namespace !== namespace)
    throw badSignature(`the signature is for namespace ${JSON.stringify(parsed.namespace)}, not ${JSON.stringify(namespace)}`);
  const lines = trusted.filter((k) => k.raw.equals(parsed.publicKey.raw));
  if (lines.length === 0) throw badSignature(`the signature was made by a key that is not trusted (${parsed.publicKey.line})`);
  // As ssh-keygen -Y verify: the key must be allowed by some line at this time (and for the principal, when named).
  const at = check.at ?? Date.now();
  const problems = lines.map((k) => limitProblem(k, at, check.principal));
  const index = problems.indexOf(undefined);
  if (index === -1) throw badSignature(`the signature was made by a key that is not trusted now: ${problems[0]}`);
  const key = lines[index]!;
  if (!verify(null, signedData(namespace, parsed.hashAlgorithm, message), key.key, parsed.signature)) {
    throw badSignature('the signature does not match the signed file (the file or the signature was changed)');
  }
  return { key };
}
