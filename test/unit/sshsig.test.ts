// OpenSSH signatures (src/sign) against the real ssh-keygen (Debian's openssh-client): keys it makes are read,
// our signatures pass `ssh-keygen -Y verify`, its signatures pass ours, and every way a signature can be wrong is
// refused with a message saying which.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateKey, parsePublicKeys } from '../../src/sign/ssh-keys.ts';
import { parseSignature, signMessage, verifyMessage } from '../../src/sign/sshsig.ts';
import { readTrustedKeys } from '../../src/sign/bundle-signature.ts';

let dir: string;

function keygen(name: string, extra: string[] = []): void {
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${name}@test`, '-f', join(dir, name), ...extra]);
}

function sshVerify(message: Buffer, sigFile: string, allowed: string): { code: number; out: string } {
  const run = spawnSync('ssh-keygen', ['-Y', 'verify', '-f', allowed, '-I', 'ci', '-n', 'static-export', '-s', sigFile], { input: message });
  return { code: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-sshsig-'));
  keygen('a');
  keygen('b');
  await writeFile(join(dir, 'allowed_signers'), `ci ${(await readFile(join(dir, 'a.pub'), 'utf8')).trim()}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('OpenSSH signatures', () => {
  it('signs as ssh-keygen does: byte-identical signature, accepted by ssh-keygen -Y verify', async () => {
    const key = parsePrivateKey(await readFile(join(dir, 'a'), 'utf8'));
    expect(key.publicKey.line).toBe((await readFile(join(dir, 'a.pub'), 'utf8')).split(' ').slice(0, 2).join(' '));
    for (const [i, message] of [Buffer.from('hello\n'), Buffer.alloc(0), Buffer.alloc(300_000, 7)].entries()) {
      const file = join(dir, `m${i}`);
      await writeFile(file, message);
      const ours = signMessage(message, key);
      await writeFile(`${file}.ours.sig`, ours);
      const checked = sshVerify(message, `${file}.ours.sig`, join(dir, 'allowed_signers'));
      expect(checked.code, checked.out).toBe(0);
      expect(checked.out).toContain('Good "static-export" signature for ci');
      execFileSync('ssh-keygen', ['-q', '-Y', 'sign', '-f', join(dir, 'a'), '-n', 'static-export', file]);
      const theirs = await readFile(`${file}.sig`, 'utf8');
      expect(ours).toBe(theirs); // ed25519 is deterministic: the same key and message give the same bytes
      const trusted = await readTrustedKeys([join(dir, 'a.pub')]);
      expect(verifyMessage(message, theirs, trusted).key.raw.equals(key.publicKey.raw)).toBe(true);
    }
  });

  it("accepts ssh-keygen's sha256 signatures too", async () => {
    const file = join(dir, 'sha256-message');
    await writeFile(file, 'content');
    execFileSync('ssh-keygen', ['-q', '-Y', 'sign', '-O', 'hashalg=sha256', '-f', join(dir, 'a'), '-n', 'static-export', file]);
    const text = await readFile(`${file}.sig`, 'utf8');
    expect(parseSignature(text).hashAlgorithm).toBe('sha256');
    const a = parsePrivateKey(readFileSync(join(dir, 'a'), 'utf8'));
    const b = parsePrivateKey(readFileSync(join(dir, 'b'), 'utf8'));
    expect(verifyMessage('content', text, [b.publicKey, a.publicKey]).key.raw.equals(a.publicKey.raw)).toBe(true);
    expect(() => verifyMessage('content!', text, [a.publicKey])).toThrow(/does not match/);
  });

  it('refuses a wrong key, another namespace, a changed message and a changed signature, saying which', async () => {
    const a = parsePrivateKey(await readFile(join(dir, 'a'), 'utf8'));
    const b = parsePrivateKey(await readFile(join(dir, 'b'), 'utf8'));
    const sig = signMessage('manifest', a);
    expect(() => verifyMessage('manifest', sig, [b.publicKey])).toThrow(/not trusted/);
    expect(() => verifyMessage('manifest', signMessage('manifest', a, 'git'), [a.publicKey])).toThrow(/namespace "git"/);
    expect(() => verifyMessage('manifest!', sig, [a.publicKey])).toThrow(/does not match/);
    const lines = sig.split('\n');
    const body = lines[3]!;
    lines[3] = `${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}`;
    expect(() => verifyMessage('manifest', lines.join('\n'), [a.publicKey])).toThrow(/signature/);
    expect(() => verifyMessage('manifest', sig.slice(0, 80), [a.publicKey])).toThrow(/not an SSH signature|truncated/);
    expect(() => verifyMessage('manifest', 'nonsense', [a.publicKey])).toThrow(/not an SSH signature/);
  });

  it('reads allowed_signers files: principals, options, namespaces, comments, other key types', () => {
    const a = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFxnbvIlwTOf75vLn/xoQwLlgRMS7o3zgwZT3Vvv/FBt';
    const keys = parsePublicKeys(
      [
        '# trusted signers',
        `release@example.com ${a}`,
        `ops@example.com namespaces="git" ${a}`,
        `ops2@example.com namespaces="git,static-export",valid-after="20240101" ${a}`,
        'someone ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ',
        `${a} laptop key`,
      ].join('\n'),
      'static-export',
      'allowed_signers',
    );
    expect(keys.map((k) => k.name)).toEqual(['release@example.com', 'ops2@example.com', 'laptop key']);
    expect(() => parsePublicKeys('this is not a key', 'static-export', 'f')).toThrow(/f line 1 is not a public key/);
    expect(() => parsePublicKeys(`ca cert-authority ${a}`, 'static-export', 'f')).toThrow(/cert-authority/);
  });

  it('refuses an encrypted key, an RSA key and a file that is no key, with a way out', async () => {
    keygen('enc', ['-N', 'secret passphrase']);
    const encrypted = await readFile(join(dir, 'enc'), 'utf8');
    expect(() => parsePrivateKey(encrypted)).toThrow(/encrypted with a passphrase; remove it \(ssh-keygen -p/);
    execFileSync('ssh-keygen', ['-q', '-t', 'rsa', '-b', '1024', '-N', '', '-f', join(dir, 'rsa')]);
    expect(() => parsePrivateKey(readFileSync(join(dir, 'rsa'), 'utf8'))).toThrow(/only ed25519/);
    execFileSync('ssh-keygen', ['-q', '-t', 'rsa', '-b', '1024', '-N', '', '-m', 'PEM', '-f', join(dir, 'rsa-pem')]);
    expect(() => parsePrivateKey(readFileSync(join(dir, 'rsa-pem'), 'utf8'))).toThrow(/RSA PRIVATE KEY; expected an OpenSSH ed25519/);
    expect(() => parsePrivateKey('hello')).toThrow(/not an OpenSSH private key/);
    await expect(readTrustedKeys([join(dir, 'rsa.pub')])).rejects.toThrow(/holds no ssh-ed25519 public key/);
  });
});
