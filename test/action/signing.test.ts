// The bundled Action with `signing-key` and `delta-from` (issue 26), local mode against the fixture: the bundle
// comes out signed, `bundle-sha256` is its hash, the delta from the previous bundle rebuilds it byte for byte, and
// the key (a multi-line secret) is masked line by line and printed nowhere else.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyDelta } from '../../src/delta/apply-delta.ts';
import { readTrustedKeys } from '../../src/sign/bundle-signature.ts';
import { verifyBundle } from '../../src/verify/verify.ts';
import { runAction, type ActionRun, removeActionRuns } from './run-action.ts';

const fixture = inject('fixture');
let keys: string;
let first: ActionRun;
let second: ActionRun;
let keyText: string;

beforeAll(async () => {
  keys = await mkdtemp(join(tmpdir(), 'se-action-key-'));
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'ci-release', '-f', join(keys, 'release')]);
  keyText = await readFile(join(keys, 'release'), 'utf8');
  const inputs = { domain: fixture.origin, 'allow-private': new URL(fixture.cdnOrigin).host, 'signing-key': keyText };
  first = await runAction({ inputs: { ...inputs, output: join(keys, 'v1.tar.gz'), version: 'v1' } });
  expect(first.code, `${first.stdout}\n${first.stderr}`).toBe(0);
  second = await runAction({ inputs: { ...inputs, output: join(keys, 'v2.tar.gz'), version: 'v2', 'delta-from': join(keys, 'v1.tar.gz') } });
  expect(second.code, `${second.stdout}\n${second.stderr}`).toBe(0);
}, 600_000);

afterAll(async () => {
  await removeActionRuns();
  await rm(keys, { recursive: true, force: true });
});

describe('the Action signs and makes deltas', () => {
  it('outputs bundle-sha256 and a signed bundle', async () => {
    const bytes = await readFile(join(keys, 'v2.tar.gz'));
    expect(second.outputs['bundle-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    const report = await verifyBundle(join(keys, 'v2.tar.gz'), undefined, { trustedKeys: await readTrustedKeys([join(keys, 'release.pub')]) });
    expect(report.signature).toEqual({ ok: true, signer: 'ci-release' });
    expect(report.ok).toBe(true);
  });

  it('writes the delta from delta-from, which apply turns into the bundle', async () => {
    expect(second.outputs['delta-path']).toBe(join(keys, 'v2.delta.tar.gz'));
    const rebuilt = await applyDelta(join(keys, 'v1.tar.gz'), second.outputs['delta-path']!, join(keys, 'rebuilt.tar.gz'), {
      trustedKeys: await readTrustedKeys([join(keys, 'release.pub')]),
    });
    expect(rebuilt.sha256).toBe(second.outputs['bundle-sha256']);
  });

  it('masks the key line by line and prints it nowhere else', () => {
    const lines = keyText.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('-----'));
    for (const run of [first, second]) {
      const log = `${run.stdout}\n${run.stderr}`;
      for (const line of lines) expect(log).toContain(`::add-mask::${line}`);
      const rest = log
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const line of lines) expect(rest).not.toContain(line);
      for (const line of lines) expect(run.outputFile + run.summary).not.toContain(line);
    }
  });

  it('refuses a signing key in API mode and an encrypted key, naming the input and not the key', async () => {
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', 'passphrase', '-f', join(keys, 'encrypted')]);
    const encrypted = await readFile(join(keys, 'encrypted'), 'utf8');
    const run = await runAction({ inputs: { domain: fixture.origin, 'signing-key': encrypted } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/`signing-key`: the signing key is encrypted with a passphrase/);
    const api = await runAction({ inputs: { domain: 'docs.acme.com', 'api-key': 'sxk_x', 'api-url': 'https://x.test/v1', 'signing-key': keyText } });
    expect(api.code).toBe(1);
    expect(api.stdout).toMatch(/`signing-key` is a local-mode input/);
  });
});
