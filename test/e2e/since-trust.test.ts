// A signed `since` export builds only on a PREV it can trust. The attack: an earlier bundle whose content-hashed
// script (reused with no request) had script appended, and whose page (kept on the origin's 304, its recorded
// ETag being the site's current one) was edited, the manifest's hashes fixed and the signature dropped. A signer
// must not sign those bytes: PREV unsigned, or signed by a key not trusted, makes a full export that says why;
// PREV signed by the signing key (or a --since-trusted-key)
// is built on as before, and the release sequence goes on from PREV's. Real nginx, real ssh-keygen, the real CLI.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, serializeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { MANIFEST_PATH, SIGNATURE_PATH } from '../../src/core/types.ts';
import { readSigningKey, signBundleDir } from '../../src/sign/bundle-signature.ts';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';
import { firstState, STATIC_SITE_NGINX } from '../helpers/static-docs-site.ts';
import { runCli } from '../helpers/run-cli.ts';

const POISON = 'window.__poisoned = true;';
const PAGE_POISON = '<p>Send your password to evil.example</p>';

describe('export --since with --sign-key: the base must be signed by a trusted key', () => {
  let work: string;
  let nginx: RunningNginx;
  let n = 0;

  const cli = (args: string[]) => runCli(['export', nginx.url, '--no-search', '--transform-threads', '0', '--json', '--quiet', ...args], { cwd: work });

  async function unpacked(archive: string): Promise<string> {
    const dir = join(work, `unpacked-${n++}`);
    await unpackBundle(join(work, archive), dir);
    return dir;
  }

  /** v1 with its script and page poisoned, the manifest's hashes fixed, the signature dropped (or made by `resign`). */
  async function poisoned(name: string, resign?: string): Promise<void> {
    const dir = await unpacked('v1.tar.gz');
    const manifest = await readManifest(dir);
    const script = manifest.assets.find((a) => a.url.startsWith('/app.'))!;
    const page = manifest.pages.find((p) => p.url === '/a')!;
    await writeFile(join(dir, script.file), `${await readFile(join(dir, script.file), 'utf8')}${POISON}\n`);
    await writeFile(join(dir, page.file), (await readFile(join(dir, page.file), 'utf8')).replace('<p>Alpha.</p>', `<p>Alpha.</p>${PAGE_POISON}`));
    for (const record of [script, page]) {
      const bytes = await readFile(join(dir, record.file));
      record.bytes = bytes.length;
      record.sha256 = createHash('sha256').update(bytes).digest('hex');
    }
    await writeFile(join(dir, MANIFEST_PATH), serializeManifest(manifest));
    await rm(join(dir, SIGNATURE_PATH));
    if (resign) await signBundleDir(dir, await readSigningKey(join(work, resign)));
    await packBundle(dir, join(work, name));
  }

  async function bundleText(archive: string): Promise<string> {
    const dir = await unpacked(archive);
    const manifest = await readManifest(dir);
    const texts = await Promise.all([...manifest.pages, ...manifest.assets].map((r) => readFile(join(dir, r.file), 'latin1')));
    return texts.join('\n');
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-since-trust-'));
    await firstState(join(work, 'site'));
    nginx = await startRealNginx(join(work, 'site'), { config: STATIC_SITE_NGINX });
    for (const name of ['release', 'other']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${name}@ci`, '-f', join(work, name)]);
    const v1 = await cli(['--out', 'v1.tar.gz', '--sign-key', 'release']);
    expect(v1.code, v1.stderr).toBe(0);
    await poisoned('poisoned.tar.gz');
    await poisoned('poisoned-other.tar.gz', 'other');
  }, 120_000);
  afterAll(async () => {
    await nginx?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('a poisoned, unsigned PREV: a full export that says why, signed, with none of the poison', async () => {
    const run = await cli(['--out', 'v2.tar.gz', '--since', 'poisoned.tar.gz', '--sign-key', 'release']);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.incremental.used).toBe(false);
    expect(summary.incremental.reason).toMatch(/PREV is not signed by a trusted key \(it has no signature\)/);
    const text = await bundleText('v2.tar.gz');
    expect(text).not.toContain(POISON);
    expect(text).not.toContain(PAGE_POISON);
    const verify = await runCli(['verify', 'v2.tar.gz', '--trusted-key', 'release.pub'], { cwd: work });
    expect(verify.code, verify.stderr).toBe(0);
  });

  it('the same PREV as a directory is refused the same way', async () => {
    const dir = await unpacked('poisoned.tar.gz');
    const run = await cli(['--out', 'v2-dir.tar.gz', '--since', dir, '--sign-key', 'release']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).incremental.reason).toMatch(/PREV is not signed by a trusted key/);
    expect(await bundleText('v2-dir.tar.gz')).not.toContain(POISON);
  });

  it('signed by a key not trusted: refused; trusted with --since-trusted-key: built on', async () => {
    const refused = await cli(['--out', 'v2-other.tar.gz', '--since', 'poisoned-other.tar.gz', '--sign-key', 'release']);
    expect(refused.code, refused.stderr).toBe(0);
    expect(JSON.parse(refused.stdout).incremental.reason).toMatch(/PREV is not signed by a trusted key \(.*not trusted/);
    expect(await bundleText('v2-other.tar.gz')).not.toContain(POISON);
    const trusted = await cli(['--out', 'v2-trusted.tar.gz', '--since', 'poisoned-other.tar.gz', '--sign-key', 'release', '--since-trusted-key', 'other.pub']);
    expect(trusted.code, trusted.stderr).toBe(0);
    expect(JSON.parse(trusted.stdout).incremental.used).toBe(true);
  });

  it('PREV signed by the signing key is built on, and the sequence goes on from it', async () => {
    const run = await cli(['--out', 'v2-good.tar.gz', '--since', 'v1.tar.gz', '--sign-key', 'release']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).incremental.used).toBe(true);
    expect((await readManifest(await unpacked('v1.tar.gz'))).sequence).toBe(1);
    expect((await readManifest(await unpacked('v2-good.tar.gz'))).sequence).toBe(2);
    const again = await cli(['--out', 'v2-again.tar.gz', '--since', 'v1.tar.gz', '--sign-key', 'release']);
    expect(await readFile(join(work, 'v2-again.tar.gz'))).toEqual(await readFile(join(work, 'v2-good.tar.gz')));
    expect(again.code).toBe(0);
  });

  it('--since-trusted-key without --sign-key is a usage error', async () => {
    const run = await cli(['--out', 'x.tar.gz', '--since', 'v1.tar.gz', '--since-trusted-key', 'other.pub']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--since-trusted-key .* use it with --since and --sign-key/);
  });
});
