// The air-gap chain on `serve` and `apply`, with real ssh-keygen keys: a signed older release offered again (by a
// reload, after a restart, or as a signed downgrade delta) is refused as a rollback unless the operator allows it;
// a key taken out of the keys file stops what it signed at start and on reload (the file read again); interrupted
// refreshes leave nothing behind.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, writeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { buildDelta } from '../../src/delta/build-delta.ts';
import { startServer, type RunningServer } from '../../src/serve/server.ts';
import { readSigningKey, readTrustedKeys, signBundleDir } from '../../src/sign/bundle-signature.ts';
import { makeTinyBundle } from '../helpers/hosts/tiny-bundle.ts';
import { runCli } from '../helpers/run-cli.ts';

let work: string;
const logs: string[] = [];

/** A tiny bundle at `version` with release `sequence`, signed by `key`. */
async function release(name: string, version: string, sequence: number, key = 'release'): Promise<string> {
  const { dir } = await makeTinyBundle({ version, dir: join(work, `${name}-dir`) });
  // The tiny bundle's 404 page and redirect stand-ins are not what a signed manifest implies: left out.
  const { notFound: _, ...manifest } = await readManifest(dir);
  await rm(join(dir, '404.html'), { force: true });
  for (const r of manifest.redirects) await rm(join(dir, r.from.replace(/^\//, '')), { recursive: true, force: true });
  await writeManifest(dir, { ...manifest, redirects: [], sequence });
  await signBundleDir(dir, await readSigningKey(join(work, key)));
  const archive = join(work, name);
  await packBundle(dir, archive);
  return archive;
}

async function serve(dataDir: string, live: string, extra: { allowRollback?: boolean } = {}): Promise<RunningServer> {
  const keysFile = join(work, 'trusted');
  return startServer({
    source: { kind: 'file', path: live },
    dataDir,
    trustedKeys: await readTrustedKeys([keysFile]),
    trustedKeysFile: keysFile,
    log: (line) => logs.push(line),
    ...extra,
  });
}

const trust = async (...keys: string[]) =>
  writeFile(join(work, 'trusted'), (await Promise.all(keys.map((k) => readFile(join(work, `${k}.pub`), 'utf8')))).join(''));

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'se-trust-chain-'));
  for (const name of ['release', 'other']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${name}@ci`, '-f', join(work, name)]);
  await release('v1.tar.gz', 'v1', 1);
  await release('v2.tar.gz', 'v2', 2);
  await buildDelta(join(work, 'v2.tar.gz'), join(work, 'v1.tar.gz'), join(work, 'd21.tar.gz'), { signingKey: await readSigningKey(join(work, 'release')) });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('rollback', () => {
  it('serve: an older signed bundle on reload is refused, also after a restart; allowed only with the override, loudly', async () => {
    await trust('release');
    const data = join(work, 'data-rollback');
    const live = join(work, 'live.tar.gz');
    await copyFile(join(work, 'v2.tar.gz'), live);
    let server = await serve(data, live);
    expect(server.version()).toBe('v2');
    await copyFile(join(work, 'v1.tar.gz'), live);
    expect(await server.reload()).toBe(false);
    expect(server.version()).toBe('v2');
    expect(logs.join('\n')).toMatch(/refused as a rollback: release 1 \(version "v1"\) is older than release 2/);
    const health = await (await fetch(`${server.url}/_static-export/health`)).json();
    expect(JSON.stringify(health)).toMatch(/rollback/);
    await server.close();

    // A restart on the same data directory remembers release 2: v1 is refused, the kept v2 serves.
    server = await serve(data, live);
    expect(server.version()).toBe('v2');
    await server.close();

    logs.length = 0;
    server = await serve(data, live, { allowRollback: true });
    expect(server.version()).toBe('v1');
    expect(logs.join('\n')).toMatch(/ROLLBACK ALLOWED: release 1 .* older than release 2/);
    await server.close();
  });

  it('serve: a signed downgrade delta (v2 → v1) is refused', async () => {
    await trust('release');
    const data = join(work, 'data-delta');
    const live = join(work, 'live-delta.tar.gz');
    await copyFile(join(work, 'v2.tar.gz'), live);
    const server = await serve(data, live);
    await copyFile(join(work, 'd21.tar.gz'), live);
    expect(await server.reload()).toBe(false);
    expect(server.version()).toBe('v2');
    expect(logs.join('\n')).toMatch(/refused as a rollback/);
    await server.close();
  });

  it('apply --trusted-key: a signed downgrade delta is refused, --allow-rollback takes it with a warning', async () => {
    const refused = await runCli(['apply', 'v2.tar.gz', 'd21.tar.gz', '--out', 'back.tar.gz', '--trusted-key', 'release.pub'], { cwd: work });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/apply failed: refused as a rollback: release 1 \(version "v1"\) is older than release 2 of the base .*--allow-rollback/);
    const allowed = await runCli(['apply', 'v2.tar.gz', 'd21.tar.gz', '--out', 'back.tar.gz', '--trusted-key', 'release.pub', '--allow-rollback'], {
      cwd: work,
    });
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stderr).toMatch(/ROLLBACK ALLOWED/);
    const unchecked = await runCli(['apply', 'v1.tar.gz', 'd21.tar.gz', '--out', 'x.tar.gz'], { cwd: work });
    expect(unchecked.stderr).toMatch(/another base|signatures NOT checked/);
  });
});

describe('verify', () => {
  it('--min-sequence refuses an older signed release; without a key it says the signature was not checked', async () => {
    const old = await runCli(['verify', 'v1.tar.gz', '--trusted-key', 'release.pub', '--min-sequence', '2'], { cwd: work });
    expect(old.code).toBe(1);
    expect(old.stderr).toMatch(/signature: .*refused as a rollback: release 1 \(version "v1"\) is older than release 2/);
    const good = await runCli(['verify', 'v2.tar.gz', '--trusted-key', 'release.pub', '--min-sequence', '2'], { cwd: work });
    expect(good.stderr).toMatch(/signature: good, by release@ci \(release 2\)/);
    const unchecked = await runCli(['verify', 'v2.tar.gz'], { cwd: work });
    expect(unchecked.stderr).toMatch(/signature: NOT checked \(no --trusted-key\)/);
    const misuse = await runCli(['verify', 'v2.tar.gz', '--min-sequence', '2'], { cwd: work });
    expect(misuse.code).toBe(2);
  });
});

describe('revocation', () => {
  it('on reload: the keys file is read again and a release whose signer is gone stops being served (503 with the reason)', async () => {
    await trust('release');
    const data = join(work, 'data-revoke');
    const live = join(work, 'live-revoke.tar.gz');
    await copyFile(join(work, 'v2.tar.gz'), live);
    const server = await serve(data, live);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    await trust('other');
    expect(await server.reload()).toBe(false);
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/no longer trusted .*not trusted/);
    await server.close();
  });

  it('at start: the release kept from an earlier run is checked against the keys read now', async () => {
    await trust('release');
    const data = join(work, 'data-revoke-start');
    const live = join(work, 'live-revoke-start.tar.gz');
    await copyFile(join(work, 'v2.tar.gz'), live);
    await (await serve(data, live)).close();
    await trust('other');
    await expect(serve(data, live)).rejects.toThrow(/cannot serve .*not trusted/);
    expect(logs.join('\n')).toMatch(/not serving the release kept from an earlier run \(version v2\): it is no longer trusted/);
  });
});

describe('leftovers', () => {
  it('downloads, unpacking scratch and orphan releases are pruned at start and after a refresh', async () => {
    await trust('release');
    const data = join(work, 'data-leftovers');
    const live = join(work, 'live-leftovers.tar.gz');
    await copyFile(join(work, 'v1.tar.gz'), live);
    await (await serve(data, live)).close();
    // What interrupted refreshes leave: whole downloads, an unpacking scratch folder, a release never made current.
    await mkdir(join(data, 'downloads'), { recursive: true });
    for (let i = 0; i < 3; i++) await copyFile(join(work, 'v2.tar.gz'), join(data, 'downloads', `x${i}.tar.gz`));
    await mkdir(join(data, 'releases', '.artifact-abc', 'unpacked'), { recursive: true });
    await mkdir(join(data, 'releases', 'zzzzzzzzz-orphan'), { recursive: true });
    const server = await serve(data, live);
    expect(await readdir(join(data, 'downloads'))).toEqual([]);
    const releases = await readdir(join(data, 'releases'));
    expect(releases.filter((r) => r.startsWith('.') || r.includes('orphan'))).toEqual([]);
    await copyFile(join(work, 'v2.tar.gz'), live);
    await mkdir(join(data, 'releases', '.artifact-def'), { recursive: true });
    expect(await server.reload()).toBe(true);
    expect((await readdir(join(data, 'releases'))).filter((r) => r.startsWith('.'))).toEqual([]);
    await server.close();
  });
});
