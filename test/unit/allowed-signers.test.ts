// `allowed_signers` semantics against the real `ssh-keygen -Y verify` (Debian's openssh-client): the same signature,
// the same file, the same principal and time, case by case — expired (valid-before), not yet valid (valid-after),
// within the interval (UTC and local times), another principal, principal patterns with wildcards and negation,
// another namespace — and our verifier must give the same answer each time.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateKey, parsePublicKeys, type SshPrivateKey } from '../../src/sign/ssh-keys.ts';
import { SIGNATURE_NAMESPACE, signMessage, verifyMessage } from '../../src/sign/sshsig.ts';
import { parseSignerTime } from '../../src/sign/allowed-signers.ts';

let dir: string;
let key: SshPrivateKey;
let pub: string;
const message = Buffer.from('{"format":"static-export/1"}\n');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-allowed-signers-'));
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'release@ci', '-f', join(dir, 'k')]);
  key = parsePrivateKey(await readFile(join(dir, 'k'), 'utf8'));
  pub = (await readFile(join(dir, 'k.pub'), 'utf8')).trim();
  await writeFile(join(dir, 'message'), message);
  await writeFile(join(dir, 'message.sig'), signMessage(message, key));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** [what, the line before the key, the principal asked for, verify-time or undefined for now] */
const CASES: [string, string, string, string | undefined][] = [
  ['plain', 'release', 'release', undefined],
  ['expired (valid-before in the past)', 'release valid-before="20200101Z"', 'release', undefined],
  ['not yet valid (valid-after in the future)', 'release valid-after="29990101Z"', 'release', undefined],
  ['inside the interval', 'release valid-after="20200101Z",valid-before="29990101Z"', 'release', undefined],
  ['inside the interval, local times with hours and seconds', 'release valid-after="202001011230",valid-before="29990101123059"', 'release', undefined],
  ['checked at a time before valid-after', 'release valid-after="20250101Z"', 'release', '20240601Z'],
  ['checked at a time after valid-before', 'release valid-before="20250101Z"', 'release', '20250601Z'],
  ['checked at a time inside the interval', 'release valid-after="20240101Z",valid-before="20250101Z"', 'release', '20240601Z'],
  ['another principal', 'someone-else', 'release', undefined],
  ['one of several principals', 'ops,release,docs', 'release', undefined],
  ['a wildcard principal', 'rel*', 'release', undefined],
  ['a negated principal', '!release,*', 'release', undefined],
  ['another namespace only', 'release namespaces="git"', 'release', undefined],
  ['our namespace among others', 'release namespaces="git,static-export"', 'release', undefined],
];

function sshKeygenAccepts(allowed: string, principal: string, time: string | undefined): { ok: boolean; out: string } {
  const run = spawnSync(
    'ssh-keygen',
    ['-Y', 'verify', '-f', allowed, '-I', principal, '-n', SIGNATURE_NAMESPACE, '-s', join(dir, 'message.sig'), ...(time ? ['-O', `verify-time=${time}`] : [])],
    { input: message },
  );
  return { ok: run.status === 0, out: `${run.stdout}${run.stderr}` };
}

function oursAccepts(text: string, principal: string, time: string | undefined): { ok: boolean; out: string } {
  try {
    const keys = parsePublicKeys(text, SIGNATURE_NAMESPACE, 'allowed_signers');
    const at = time ? parseSignerTime(time, 'verify-time') : Date.now();
    verifyMessage(message, `${signMessage(message, key)}`, keys, SIGNATURE_NAMESPACE, { at, principal });
    return { ok: true, out: 'ok' };
  } catch (error) {
    return { ok: false, out: (error as Error).message };
  }
}

describe('allowed_signers: our verifier and ssh-keygen -Y verify agree', () => {
  it.each(CASES)('%s', async (what, before, principal, time) => {
    const text = `${before} ${pub}\n`;
    const file = join(dir, `allowed-${CASES.findIndex((c) => c[0] === what)}`);
    await writeFile(file, text);
    const theirs = sshKeygenAccepts(file, principal, time);
    const ours = oursAccepts(text, principal, time);
    expect({ what, ok: ours.ok, ours: ours.out }).toEqual({ what, ok: theirs.ok, ours: ours.out });
  });

  it('an expired key says so', () => {
    const text = `release valid-before="20200101Z" ${pub}\n`;
    expect(oursAccepts(text, 'release', undefined).out).toMatch(/not trusted now: the key expired at 2020-01-01T00:00:00\.000Z \(valid-before\)/);
  });
});
