// Issue 26 on a corpus site (Docusaurus, built with its own toolchain and served by `docusaurus serve`): three
// versions through an editing proxy, each exported signed by the CLI; deltas v1→v2→v3 (Pagefind's word index in
// them as patches); `apply` rebuilds each full export byte for byte; `verify --trusted-key` and `ssh-keygen -Y
// verify` accept the result.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { DELTA_PATH, parseDelta } from '../../src/delta/delta-format.ts';
import { startCorpusSite, type RunningCorpusSite } from '../helpers/corpus.ts';
import { startEditingProxy, type EditingProxy } from '../helpers/editing-proxy.ts';
import { runCli } from '../helpers/run-cli.ts';

let dir: string;
let site: RunningCorpusSite | undefined;
let proxy: EditingProxy | undefined;
const sizes: Record<string, number> = {};

async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(join(dir, file)))
    .digest('hex');
}

async function cli(args: string[]): Promise<void> {
  const run = await runCli(args, { cwd: dir, timeoutMs: 300_000 });
  expect(run.code, run.stderr).toBe(0);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'se-corpus-delta-'));
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'docs-release', '-f', join(dir, 'release')]);
  await writeFile(join(dir, 'allowed_signers'), `docs-release ${(await readFile(join(dir, 'release.pub'), 'utf8')).trim()}\n`);
  site = await startCorpusSite('docusaurus');
  proxy = await startEditingProxy(site.origin);
  const common = ['--sign-key', 'release', '--quiet', '--json'];
  await cli(['export', `${proxy.origin}/`, ...common, '--version', 'v1', '--out', 'v1.tar.gz']);
  proxy.edits.set('/docs/intro', [['</h1>', ' (revised in v2)</h1>']]);
  proxy.edits.set('/docs/intro/', [['</h1>', ' (revised in v2)</h1>']]);
  await cli(['export', `${proxy.origin}/`, ...common, '--version', 'v2', '--out', 'v2.tar.gz', '--since', 'v1.tar.gz', '--delta-out', 'd12.tar.gz']);
  proxy.edits.set('/docs/guides/theming', [['</h1>', ' (revised in v3)</h1>']]);
  proxy.edits.set('/docs/guides/theming/', [['</h1>', ' (revised in v3)</h1>']]);
  await cli(['export', `${proxy.origin}/`, ...common, '--version', 'v3', '--out', 'v3.tar.gz', '--since', 'v2.tar.gz', '--delta-out', 'd23.tar.gz']);
  for (const f of ['v1', 'v2', 'v3', 'd12', 'd23']) sizes[f] = (await readFile(join(dir, `${f}.tar.gz`))).length;
}, 900_000);

afterAll(async () => {
  console.log(
    `docusaurus: full ${sizes.v2} bytes, delta v1→v2 ${sizes.d12} bytes (${((100 * (sizes.d12 ?? 0)) / (sizes.v2 ?? 1)).toFixed(1)} %), v2→v3 ${sizes.d23} bytes (${((100 * (sizes.d23 ?? 0)) / (sizes.v3 ?? 1)).toFixed(1)} %)`,
  );
  await proxy?.close();
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('delta round trip on the Docusaurus corpus site', () => {
  it('apply gives each full export byte for byte, chained v1 → v2 → v3', async () => {
    await cli(['apply', 'v1.tar.gz', 'd12.tar.gz', '--out', 'n2.tar.gz', '--trusted-key', 'release.pub']);
    expect(await sha256('n2.tar.gz')).toBe(await sha256('v2.tar.gz'));
    await cli(['apply', 'n2.tar.gz', 'd23.tar.gz', '--out', 'n3.tar.gz', '--trusted-key', 'allowed_signers']);
    expect(await sha256('n3.tar.gz')).toBe(await sha256('v3.tar.gz'));
    // Pagefind's word index and the edited pages are rebuilt by patches (5.2 % when they were carried whole).
    expect(sizes.d12!).toBeLessThan(sizes.v2! * 0.03);
    await unpackBundle(join(dir, 'd12.tar.gz'), join(dir, 'd12'));
    const record = parseDelta(await readFile(join(dir, 'd12', DELTA_PATH), 'utf8'));
    expect(record.patches.flatMap((p) => p.targets.map((t) => t.file)).some((f) => f.endsWith('.pf_index'))).toBe(true);
    expect(record.files.some((f) => f.file.endsWith('.pf_index'))).toBe(false);
  });

  it('the rebuilt bundle passes verify with the key, and ssh-keygen accepts its signature', async () => {
    await cli(['verify', 'n3.tar.gz', '--trusted-key', 'release.pub', '--browser', 'off']);
    const tree = join(dir, 'n3');
    await unpackBundle(join(dir, 'n3.tar.gz'), tree);
    const manifest = join(tree, '_static-export/manifest.json');
    const run = spawnSync(
      'ssh-keygen',
      ['-Y', 'verify', '-f', join(dir, 'allowed_signers'), '-I', 'docs-release', '-n', 'static-export', '-s', `${manifest}.sig`],
      {
        input: await readFile(manifest),
      },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(await readFile(join(tree, 'docs/intro/index.html'), 'utf8')).toContain('(revised in v2)');
  });
});
