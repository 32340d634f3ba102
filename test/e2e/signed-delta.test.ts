// Issue 26 end to end on the Next.js fixture, through the real CLI: three versions of the site (an editing proxy
// in front of one build), each exported signed; deltas v1→v2→v3; `apply` gives byte-for-byte the full exports;
// signatures checked by our `verify`, by `ssh-keygen -Y verify`, and every refusal the issue lists.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFile, copyFile, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { serializeManifest } from '../../src/bundle/manifest-io.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { DELTA_PATH, parseDelta, serializeDelta } from '../../src/delta/delta-format.ts';
import type { Manifest } from '../../src/core/types.ts';
import { parsePrivateKey } from '../../src/sign/ssh-keys.ts';
import { parseServeArgs } from '../../src/cli/serve-options.ts';
import { startServer } from '../../src/serve/server.ts';
import { startEditingProxy, type EditingProxy } from '../helpers/editing-proxy.ts';
import { runCli, type CliRun } from '../helpers/run-cli.ts';

const fixture = inject('fixture');
const allowCdn = ['--allow-private', new URL(fixture.cdnOrigin).host];

let dir: string;
let proxy: EditingProxy;
/** Every CLI run of this file, to grep for the private key. */
const runs: CliRun[] = [];

async function cli(args: string[]): Promise<CliRun> {
  // Signatures are what these runs check; the bundles they edit and forge are not meant to work in a browser
  // (test/e2e/verify-browser.test.ts checks that part of verify).
  const run = await runCli(args[0] === 'verify' ? [...args, '--browser', 'off'] : args, { cwd: dir });
  runs.push(run);
  return run;
}

async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

async function unpacked(archive: string, name: string): Promise<string> {
  const to = join(dir, name);
  await unpackBundle(join(dir, archive), to);
  return to;
}

function sshVerify(file: string, sig: string, allowed: string): { code: number; out: string } {
  const run = spawnSync('ssh-keygen', ['-Y', 'verify', '-f', allowed, '-I', 'release', '-n', 'static-export', '-s', sig], {
    input: execFileSync('cat', [file]),
  });
  return { code: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

// Two pages the versions differ on: edited in v2, another edited and one removed in v3.
const [editedV2, editedV3, removedV3] = ['/docs/getting-started/introduction', '/faq', '/changelog'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-signed-delta-'));
  for (const name of ['release', 'other']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${name}@ci`, '-f', join(dir, name)]);
  await writeFile(join(dir, 'allowed_signers'), `release ${(await readFile(join(dir, 'release.pub'), 'utf8')).trim()}\n`);
  for (const p of [editedV2, editedV3, removedV3]) expect(fixture.pages, p).toContain(p);
  proxy = await startEditingProxy(fixture.origin);
  const site = proxy.origin;
  const common = [...allowCdn, '--sign-key', 'release', '--json', '--quiet', '--transform-threads', '0'];
  const v1 = await cli(['export', site, ...common, '--out', 'v1.tar.gz', '--version', 'v1']);
  expect(v1.code, v1.stderr).toBe(0);
  proxy.edits.set(editedV2, [['</h1>', ' (revised in v2)</h1>']]);
  const v2 = await cli(['export', site, ...common, '--out', 'v2.tar.gz', '--version', 'v2', '--since', 'v1.tar.gz', '--delta-out', 'd12.tar.gz']);
  expect(v2.code, v2.stderr).toBe(0);
  proxy.edits.set(editedV3, [['</h1>', ' (revised in v3)</h1>']]);
  proxy.hidden.add(removedV3);
  const v3 = await cli(['export', site, ...common, '--out', 'v3.tar.gz', '--version', 'v3', '--since', 'v2.tar.gz', '--delta-out', 'd23.tar.gz']);
  expect(v3.code, v3.stderr).toBe(0);
}, 600_000);

afterAll(async () => {
  await proxy?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('delta bundles', () => {
  it('apply rebuilds each full export byte for byte, chained v1 → v2 → v3', async () => {
    const a = await cli(['apply', 'v1.tar.gz', 'd12.tar.gz', '--out', 'n2.tar.gz', '--trusted-key', 'release.pub']);
    expect(a.code, a.stderr).toBe(0);
    expect(await sha256(join(dir, 'n2.tar.gz'))).toBe(await sha256(join(dir, 'v2.tar.gz')));
    const b = await cli(['apply', 'n2.tar.gz', 'd23.tar.gz', '--out', 'n3.tar.gz', '--trusted-key', 'allowed_signers']);
    expect(b.code, b.stderr).toBe(0);
    expect(await sha256(join(dir, 'n3.tar.gz'))).toBe(await sha256(join(dir, 'v3.tar.gz')));
  });

  it('carries what changed and lists what went, far smaller than the bundle', async () => {
    const d12 = await unpacked('d12.tar.gz', 'd12');
    const record = parseDelta(await readFile(join(d12, DELTA_PATH), 'utf8'));
    expect(record.base.sha256).toBe(await sha256(join(dir, 'v1.tar.gz')));
    expect(record.result.sha256).toBe(await sha256(join(dir, 'v2.tar.gz')));
    const carried = record.files.map((f) => f.file);
    const rebuilt = record.patches.flatMap((p) => p.targets.map((t) => t.file));
    expect([...carried, ...rebuilt]).toContain('docs/getting-started/introduction/index.html');
    expect([...carried, ...rebuilt]).toContain('_static-export/manifest.json');
    expect([...carried, ...rebuilt]).toContain('_static-export/manifest.json.sig');
    // Pagefind's word index changes in every chunk, under new names: rebuilt from v1's chunks, not carried.
    expect(rebuilt.some((f) => /^_static-export\/search\/pagefind\/index\/.+\.pf_index$/.test(f))).toBe(true);
    expect(carried.some((f) => f.endsWith('.pf_index'))).toBe(false);
    const d23 = parseDelta(await readFile(join(await unpacked('d23.tar.gz', 'd23'), DELTA_PATH), 'utf8'));
    expect(d23.removed).toContain('changelog/index.html');
    const full = (await readFile(join(dir, 'v2.tar.gz'))).length;
    const delta = (await readFile(join(dir, 'd12.tar.gz'))).length;
    console.log(
      `fixture: full bundle ${full} bytes, delta v1→v2 ${delta} bytes (${((100 * delta) / full).toFixed(1)} %), ${record.files.length} files carried`,
    );
    // 4.0 % while Pagefind's word index and the manifest were carried whole; 0.5 % as patches.
    expect(delta).toBeLessThan(full / 50);
  });

  it('refuses a delta for another base, a truncated delta and an altered one, leaving nothing at --out', async () => {
    const other = await cli(['apply', 'v1.tar.gz', 'd23.tar.gz', '--out', 'x1.tar.gz']);
    expect(other.code).toBe(1);
    expect(other.stderr.trim().split('\n')).toHaveLength(1);
    expect(other.stderr).toMatch(/apply failed: the delta is for another base: it applies to sha256 \w+…, .*v1\.tar\.gz is sha256 \w+…/);

    await copyFile(join(dir, 'd12.tar.gz'), join(dir, 'cut.tar.gz'));
    await truncate(join(dir, 'cut.tar.gz'), Math.floor((await readFile(join(dir, 'd12.tar.gz'))).length / 2));
    const cut = await cli(['apply', 'v1.tar.gz', 'cut.tar.gz', '--out', 'x2.tar.gz']);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/apply failed: the delta is truncated or damaged/);

    // A file the delta carries whole changed after the delta was made (its record not updated). The edited page
    // is rebuilt by a patch (its altered patch is refused below); `_static-export/changes.json`, new each time,
    // is carried whole.
    const tampered = join(dir, 'd12');
    const victim = parseDelta(await readFile(join(tampered, DELTA_PATH), 'utf8')).files.find((f) => !f.file.endsWith('.sig'))!.file;
    const victimRe = victim.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    await appendFile(join(tampered, victim), '<script>evil()</script>');
    await packBundle(tampered, join(dir, 'altered.tar.gz'));
    const altered = await cli(['apply', 'v1.tar.gz', 'altered.tar.gz', '--out', 'x3.tar.gz']);
    expect(altered.code).toBe(1);
    expect(altered.stderr).toMatch(new RegExp(`apply failed: the delta was altered: ${victimRe}: \\d+ bytes, the manifest says \\d+`));

    // The same change with the delta's record recomputed: with keys trusted, the delta's signature stops it.
    const record = parseDelta(await readFile(join(tampered, DELTA_PATH), 'utf8'));
    const page = await readFile(join(tampered, victim));
    const entry = record.files.find((f) => f.file === victim)!;
    entry.sha256 = createHash('sha256').update(page).digest('hex');
    entry.bytes = page.length;
    await writeFile(join(tampered, DELTA_PATH), `${JSON.stringify(record, null, 2)}\n`);
    await packBundle(tampered, join(dir, 'recomputed.tar.gz'));
    const signed = await cli(['apply', 'v1.tar.gz', 'recomputed.tar.gz', '--out', 'x4.tar.gz', '--trusted-key', 'release.pub']);
    expect(signed.code).toBe(1);
    expect(signed.stderr).toMatch(/delta\.json\.sig: .*does not match/);
    // Without keys, the new manifest (which still has the file's old sha256) stops it.
    const unsigned = await cli(['apply', 'v1.tar.gz', 'recomputed.tar.gz', '--out', 'x5.tar.gz']);
    expect(unsigned.code).toBe(1);
    expect(unsigned.stderr).toMatch(new RegExp(`apply failed: the result does not match its manifest: ${victimRe}`));

    // A patch of Pagefind's index altered, its sha256 in the (unsigned) record recomputed: what it rebuilds is
    // not what the record names, and nothing is written.
    const patchTree = await unpacked('d12.tar.gz', 'd12-patch');
    const patchRecord = parseDelta(await readFile(join(patchTree, DELTA_PATH), 'utf8'));
    const indexPatch = patchRecord.patches.find((p) => p.targets.some((t) => t.file.endsWith('.pf_index')))!;
    const patchBytes = await readFile(join(patchTree, indexPatch.patch.file));
    const at = patchBytes.lastIndexOf(0x3a) + 1; // the first byte of the last inserted literal
    patchBytes[at] = patchBytes[at]! ^ 1;
    await writeFile(join(patchTree, indexPatch.patch.file), patchBytes);
    indexPatch.patch.sha256 = createHash('sha256').update(patchBytes).digest('hex');
    await rm(join(patchTree, `${DELTA_PATH}.sig`));
    await writeFile(join(patchTree, DELTA_PATH), serializeDelta(patchRecord));
    await packBundle(patchTree, join(dir, 'bad-patch.tar.gz'));
    const badPatch = await cli(['apply', 'v1.tar.gz', 'bad-patch.tar.gz', '--out', 'x6.tar.gz']);
    expect(badPatch.code).toBe(1);
    expect(badPatch.stderr.trim().split('\n')).toHaveLength(1);
    expect(badPatch.stderr).toMatch(/apply failed: the delta was altered: _static-export\/delta-patches\/\d+\.fossil (does not apply|does not reproduce)/);

    const left = (await readdir(dir)).filter((f) => /^x\d|\.static-export-apply-/.test(f));
    expect(left).toEqual([]);
  });
});

describe('signatures', () => {
  it('our verify and ssh-keygen -Y verify both accept the signed bundle and delta', async () => {
    const ok = await cli(['verify', 'v2.tar.gz', '--trusted-key', 'release.pub']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toContain('signature: good, by release@ci');
    const v2 = await unpacked('v2.tar.gz', 'v2');
    const manifest = join(v2, '_static-export/manifest.json');
    const ssh = sshVerify(manifest, `${manifest}.sig`, join(dir, 'allowed_signers'));
    expect(ssh.code, ssh.out).toBe(0);
    expect(ssh.out).toContain('Good "static-export" signature for release');
    const d12 = await unpacked('d12.tar.gz', 'd12-ssh');
    const delta = sshVerify(join(d12, DELTA_PATH), join(d12, `${DELTA_PATH}.sig`), join(dir, 'allowed_signers'));
    expect(delta.code, delta.out).toBe(0);
  });

  it("accepts ssh-keygen's own signature of the manifest", async () => {
    const v = await unpacked('v1.tar.gz', 'v1-ssh');
    const manifest = join(v, '_static-export/manifest.json');
    await rm(`${manifest}.sig`);
    execFileSync('ssh-keygen', ['-q', '-Y', 'sign', '-f', join(dir, 'release'), '-n', 'static-export', manifest]);
    const run = await cli(['verify', v, '--trusted-key', 'allowed_signers']);
    expect(run.code, run.stderr).toBe(0);
  });

  it('refuses an unsigned bundle, another key, a changed page with its manifest entry recomputed, a changed signature, an added file', async () => {
    const expectFailure = async (target: string, key: string, pattern: RegExp) => {
      const run = await cli(['verify', target, '--trusted-key', key]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toMatch(pattern);
      expect(run.stderr).toMatch(/FAILED/);
    };
    await expectFailure('v3.tar.gz', 'other.pub', /signature: .*not trusted/);

    const unsigned = await unpacked('v3.tar.gz', 'unsigned');
    await rm(join(unsigned, '_static-export/manifest.json.sig'));
    await expectFailure(unsigned, 'release.pub', /signature: the bundle is not signed/);

    // A page changed and its manifest entry recomputed: every hash matches, only the signature stops it.
    const forged = await unpacked('v3.tar.gz', 'forged');
    const path = join(forged, 'docs/getting-started/introduction/index.html');
    const page = Buffer.concat([await readFile(path), Buffer.from('<script>evil()</script>')]);
    await writeFile(path, page);
    const manifest = JSON.parse(await readFile(join(forged, '_static-export/manifest.json'), 'utf8')) as Manifest;
    const record = manifest.pages.find((p) => p.file === 'docs/getting-started/introduction/index.html')!;
    record.sha256 = createHash('sha256').update(page).digest('hex');
    record.bytes = page.length;
    await writeFile(join(forged, '_static-export/manifest.json'), serializeManifest(manifest));
    const unchecked = await cli(['verify', forged]);
    expect(unchecked.code, unchecked.stderr).toBe(0); // without keys, nothing can tell
    await expectFailure(forged, 'release.pub', /signature: .*does not match the signed file/);

    const badSig = await unpacked('v3.tar.gz', 'bad-sig');
    const sigFile = join(badSig, '_static-export/manifest.json.sig');
    const lines = (await readFile(sigFile, 'utf8')).split('\n');
    lines[4] = `${lines[4]!.slice(0, 20)}${lines[4]![20] === 'Q' ? 'R' : 'Q'}${lines[4]!.slice(21)}`;
    await writeFile(sigFile, lines.join('\n'));
    await expectFailure(badSig, 'release.pub', /signature: /);

    const added = await unpacked('v3.tar.gz', 'added');
    await writeFile(join(added, 'docs/extra.html'), '<p>not from the source</p>');
    await writeFile(join(added, '_static-export/nginx.conf'), 'server { }\n', { flag: 'a' });
    await expectFailure(added, 'release.pub', /not covered by the signature: _static-export\/nginx\.conf: differs/);
    await expectFailure(added, 'release.pub', /not covered by the signature: docs\/extra\.html: not listed/);
  });

  it('never writes the private key anywhere: outputs, bundles, deltas', async () => {
    const text = await readFile(join(dir, 'release'), 'utf8');
    const seed = Buffer.from(parsePrivateKey(text).privateKey.export({ format: 'jwk' }).d!, 'base64url');
    // The key file's fourth line holds the private half (the seed), in the base64 the file is written in.
    const needles = [text.split('\n')[3]!, seed.toString('base64').slice(0, 40), seed.toString('base64url').slice(0, 40), seed.toString('hex')];
    for (const run of runs) for (const n of needles) expect(`${run.stdout}${run.stderr}`).not.toContain(n);
    for (const bundle of ['v1', 'v2', 'v3', 'd12', 'd23']) {
      const tree = await unpacked(`${bundle}.tar.gz`, `${bundle}-grep`);
      for (const entry of await readdir(tree, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const bytes = await readFile(join(entry.parentPath, entry.name));
        for (const n of needles) expect(bytes.includes(n), `${bundle}: ${entry.name}`).toBe(false);
        expect(bytes.includes(seed), `${bundle}: ${entry.name}`).toBe(false);
      }
    }
  });
});

describe('serve with STATIC_EXPORT_TRUSTED_KEYS', () => {
  it('keeps the live release through bad bundles and deltas, applies good deltas atomically', async () => {
    // Two bad bundles made from v1: unsigned, and a page changed with its manifest entry recomputed.
    const unsigned = await unpacked('v1.tar.gz', 'serve-unsigned');
    await rm(join(unsigned, '_static-export/manifest.json.sig'));
    await packBundle(unsigned, join(dir, 'unsigned.tar.gz'));
    const forged = await unpacked('v1.tar.gz', 'serve-forged');
    const file = 'faq/index.html';
    const page = Buffer.concat([await readFile(join(forged, file)), Buffer.from('<script>evil()</script>')]);
    await writeFile(join(forged, file), page);
    const manifest = JSON.parse(await readFile(join(forged, '_static-export/manifest.json'), 'utf8')) as Manifest;
    Object.assign(manifest.pages.find((p) => p.file === file)!, { sha256: createHash('sha256').update(page).digest('hex'), bytes: page.length });
    await writeFile(join(forged, '_static-export/manifest.json'), serializeManifest(manifest));
    await packBundle(forged, join(dir, 'forged.tar.gz'));

    // The bundle URL: whatever file `offered` names.
    let offered = 'v1.tar.gz';
    const host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      createReadStream(join(dir, offered)).pipe(res);
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}/bundle.tar.gz`;
    const logs: string[] = [];
    const keysFile = join(dir, 'trusted-keys');
    await writeFile(keysFile, await readFile(join(dir, 'allowed_signers')));
    const options = await parseServeArgs(
      [url, '--port', '0', '--host', '127.0.0.1', '--data-dir', join(dir, 'serve-data')],
      { STATIC_EXPORT_TRUSTED_KEYS: keysFile },
      dir,
    );
    const server = await startServer({ ...options, download: { retries: 0 }, allowPrivate: ['127.0.0.1'], log: (line) => logs.push(line) });
    let stop = false;
    const failures: string[] = [];
    let requests = 0;
    const traffic = (async () => {
      while (!stop) {
        const res = await fetch(`${server.url}/faq`);
        const body = await res.text();
        requests++;
        if (res.status !== 200 || body.includes('evil()')) failures.push(`${res.status} ${body.slice(0, 80)}`);
      }
    })();
    try {
      expect(server.version()).toBe('v1');
      expect(logs.join('\n')).toContain('signature good, by release');
      for (const [bad, why] of [
        ['unsigned.tar.gz', /the bundle is not signed/],
        ['forged.tar.gz', /does not match the signed file/],
        ['d23.tar.gz', /the delta is for another base/],
      ] as const) {
        offered = bad;
        expect(await server.reload(), bad).toBe(false);
        expect(server.version()).toBe('v1');
        expect(logs.at(-1)).toMatch(/refresh failed, still serving version v1: /);
        expect(logs.at(-1)).toMatch(why);
      }
      offered = 'd12.tar.gz';
      expect(await server.reload(), logs.at(-1)).toBe(true);
      expect(server.version()).toBe('v2');
      expect(logs.join('\n')).toMatch(/applied a delta to the live release: bundle sha256 [0-9a-f]{64}/);
      expect(await (await fetch(`${server.url}${editedV2}`)).text()).toContain('(revised in v2)');
      offered = 'd23.tar.gz';
      expect(await server.reload(), logs.at(-1)).toBe(true);
      expect(server.version()).toBe('v3');
      expect(await (await fetch(`${server.url}${editedV3}`)).text()).toContain('(revised in v3)');
      expect((await fetch(`${server.url}${removedV3}`)).status).toBe(404);
    } finally {
      stop = true;
      await traffic;
      await server.close();
      await new Promise<void>((done) => host.close(() => done()));
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(0);
  });
});
