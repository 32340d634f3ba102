// A bundle's signature: `_static-export/manifest.json.sig`, an OpenSSH signature of the manifest's exact bytes
// (the manifest holds every file's sha256, so one signature covers the site). The signature cannot be listed in
// the manifest it signs; it is packed right after it (bundle/pack.ts puts the manifest, its signature and
// changes.json last), and since ed25519 signatures are deterministic a signed export still packs to the same bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StaticExportError } from '../core/errors.ts';
import { MANIFEST_PATH, SIGNATURE_PATH } from '../core/types.ts';
import { parsePrivateKey, parsePublicKeys, type SshPrivateKey, type SshPublicKey } from './ssh-keys.ts';
import { SIGNATURE_NAMESPACE, signMessage, verifyMessage } from './sshsig.ts';

export { SIGNATURE_PATH };

/** Reads a signing key from a file; the key's text never goes into a message. */
export async function readSigningKey(path: string): Promise<SshPrivateKey> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new StaticExportError('BAD_KEY', `cannot read the signing key ${path}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  return parsePrivateKey(text);
}

/**
 * The trusted keys of one or more files, each a list of `ssh-ed25519 AAAA…` lines or an `allowed_signers` file.
 * A file with no usable ed25519 key is refused: trusting nothing by mistake would fail every check later, far
 * from the cause.
 */
export async function readTrustedKeys(paths: readonly string[]): Promise<SshPublicKey[]> {
  const keys: SshPublicKey[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new StaticExportError('BAD_KEY', `cannot read the trusted keys ${path}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
    }
    const found = parsePublicKeys(text, SIGNATURE_NAMESPACE, path);
    if (found.length === 0) throw new StaticExportError('BAD_KEY', `${path} holds no ssh-ed25519 public key for namespace ${SIGNATURE_NAMESPACE}`);
    keys.push(...found);
  }
  return keys;
}

/** Writes `_static-export/manifest.json.sig` beside the manifest of the bundle directory `dir`. */
export async function signBundleDir(dir: string, key: SshPrivateKey): Promise<string> {
  const manifest = await readFile(join(dir, MANIFEST_PATH));
  const file = join(dir, SIGNATURE_PATH);
  await writeFile(file, signMessage(manifest, key));
  return file;
}

/**
 * Checks the signature of the bundle directory `dir` against `trusted`. Throws `BAD_SIGNATURE` saying what
 * failed: no signature, a key not trusted, or a manifest that is not the one signed. Returns the signer.
 */
export async function checkBundleSignature(dir: string, trusted: readonly SshPublicKey[]): Promise<SshPublicKey> {
  const signature = await readFile(join(dir, SIGNATURE_PATH), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new StaticExportError('BAD_SIGNATURE', `the bundle is not signed (no ${SIGNATURE_PATH})`);
    throw error;
  });
  const manifest = await readFile(join(dir, MANIFEST_PATH)).catch(() => {
    throw new StaticExportError('BAD_SIGNATURE', `the bundle has a signature but no ${MANIFEST_PATH}`);
  });
  try {
    return verifyMessage(manifest, signature, trusted).key;
  } catch (error) {
    if (StaticExportError.is(error)) throw new StaticExportError('BAD_SIGNATURE', `${SIGNATURE_PATH}: ${error.message}`);
    throw error;
  }
}
