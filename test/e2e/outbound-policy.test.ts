// Issue 15, finding 1: a docs page must not make any door fetch a private service. The canary (another loopback
// port) is referenced through every spelling of its address, a redirect, <base href>, srcset, inline style and
// CSS; each door exports the site and the canary must count 0 connections. With --allow-private naming it, the
// same assets are localised (so the 0 is the policy, not a broken fixture).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import type { CliIo } from '../../src/cli/io.ts';
import { createLogger } from '../../server/jobs/logger.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createServices, type Services } from '../../server/api/services.ts';
import type { ExportWarning, Manifest } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { runAction, removeActionRuns } from '../action/run-action.ts';
import { json, keys, removeDir, tempDir, waitFor } from '../api/support.ts';
import { startCanarySite, type CanarySite } from '../helpers/canary-site.ts';

afterAll(removeActionRuns);

const ACTION_SOURCE = fileURLToPath(new URL('../../src/action/index.ts', import.meta.url));

let site: CanarySite;
let dir: string;

beforeAll(async () => {
  site = await startCanarySite();
  dir = await tempDir('sx-canary-');
});
afterAll(async () => {
  await site.close();
  await removeDir(dir);
});

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd: dir, env: process.env, isTTY: false, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

async function manifestOf(archive: string, name: string): Promise<Manifest> {
  const out = join(dir, `${name}-unpacked`);
  await unpackBundle(archive, out);
  return JSON.parse(await readFile(join(out, '_static-export/manifest.json'), 'utf8')) as Manifest;
}

function expectRefusals(warnings: ExportWarning[]): void {
  const refused = warnings.filter((w) => w.code === 'refused-address');
  for (const target of site.ipv4Targets) {
    const w = refused.find((r) => r.url === target);
    expect(w, `a refused-address warning for ${target}`).toBeDefined();
    expect(w!.message).toMatch(/address not allowed \(loopback address\)/);
  }
  const hop = refused.find((r) => r.url === `${site.origin}${site.redirect.from}`);
  expect(hop?.message, 'the redirect to the canary is refused').toBe(`${site.redirect.to}: address not allowed (loopback address)`);
  // The warning never says what a name resolved to.
  for (const w of refused) expect(w.message).not.toMatch(/\(127\.0\.0\.1\)|\(::1\)|resolves to/);
}

describe('the canary counts 0 connections through every door', () => {
  it('CLI', async () => {
    const run = await cli(['export', site.origin, '--out', 'cli.tar.gz', '--json', '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(site.connections()).toBe(0);
    expectRefusals(JSON.parse(run.stdout).warningList);
    console.log(`canary connections after the CLI export: ${site.connections()}`);
  });

  it('Action (local mode)', async () => {
    const run = await runAction({ script: ACTION_SOURCE, inputs: { domain: site.origin, output: 'site.tar.gz' } });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(site.connections()).toBe(0);
    expectRefusals((await manifestOf(run.outputs['bundle-path']!, 'action')).warnings);
    await removeDir(run.dir);
    console.log(`canary connections after the Action export: ${site.connections()}`);
  });

  it('API', async () => {
    const apiDir = join(dir, 'api');
    const { key } = await keys(apiDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', site.origin);
    const services: Services = await createServices(
      {
        dataDir: apiDir,
        configPath: join(apiDir, 'config.json'),
        publicUrl: 'http://127.0.0.1:8787',
        linkTtlSeconds: 60,
        jobsAtOnce: 1,
        maxAttempts: 1,
        limits: DEFAULT_LIMITS,
      },
      { exportBundle, logger: createLogger({ write: () => {} }) },
    );
    try {
      const auth = { authorization: `Bearer ${key}` };
      const res = await services.app.fetch(
        new Request('http://127.0.0.1:8787/v1/static-export/jobs', {
          ...json({ domain: 'docs.acme.test' }),
          headers: { 'content-type': 'application/json', ...auth },
        }),
      );
      expect(res.status).toBe(202);
      const { jobId } = await res.json();
      const job = await waitFor(
        'the export',
        async () => {
          const r = await services.app.fetch(new Request(`http://127.0.0.1:8787/v1/static-export/jobs/${jobId}`, { headers: auth }));
          const body = await r.json();
          return body.status === 'completed' || body.status === 'failed' ? body : undefined;
        },
        60_000,
        50,
      );
      expect(job.status, job.error).toBe('completed');
      expect(site.connections()).toBe(0);
      // The tenant reads the manifest: the refusals are there, and no DNS answer is (finding 8).
      const link = await (
        await services.app.fetch(new Request(`http://127.0.0.1:8787/v1/static-export/jobs/${jobId}/bundle`, { method: 'POST', headers: auth }))
      ).json();
      const archive = join(apiDir, 'api.tar.gz');
      await writeFile(archive, Buffer.from(await (await services.app.fetch(new Request(link.bundleUrl))).arrayBuffer()));
      expectRefusals((await manifestOf(archive, 'api')).warnings);
      console.log(`canary connections after the API export: ${site.connections()}`);
    } finally {
      await services.runner.shutdown(1000);
    }
  });
});

describe('--allow-private opens exactly what it names', () => {
  it('localises the canary assets on 127.0.0.1:<canary port>, and only those', async () => {
    const run = await cli(['export', site.origin, '--out', 'allowed.tar.gz', '--json', '--quiet', '--allow-private', `127.0.0.1:${site.canaryPort}`]);
    expect(run.code, run.stderr).toBe(0);
    expect(site.connections()).toBeGreaterThan(0);
    const manifest = await manifestOf(join(dir, 'allowed.tar.gz'), 'allowed');
    const localised = new Set(manifest.assets.map((a) => a.url));
    for (const target of site.ipv4Targets) expect(localised.has(target), target).toBe(true);
    expect(localised.has(site.redirect.from)).toBe(true);
    // 0.0.0.0 is not 127.0.0.1: still refused.
    expect(manifest.warnings.some((w) => w.code === 'refused-address' && w.url.startsWith(`http://0.0.0.0:${site.canaryPort}/`))).toBe(true);
  });

  it('the Action input allow-private does the same', async () => {
    const run = await runAction({
      script: ACTION_SOURCE,
      inputs: { domain: site.origin, output: 'site.tar.gz', 'allow-private': `127.0.0.1:${site.canaryPort}` },
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const manifest = await manifestOf(run.outputs['bundle-path']!, 'action-allowed');
    await removeDir(run.dir);
    const localised = new Set(manifest.assets.map((a) => a.url));
    for (const target of site.ipv4Targets) expect(localised.has(target), target).toBe(true);
  });

  it('the CLI says how to open a refused address', async () => {
    const run = await cli(['export', site.origin, '--out', 'hint.tar.gz', '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/\d+ request\(s\) to private or loopback addresses were refused; --allow-private <host\[:port\]\|cidr> opens one you trust/);
  });

  it('a malformed value is a usage error (exit 2)', async () => {
    const run = await cli(['export', site.origin, '--out', 'bad.tar.gz', '--allow-private', 'not a host:99999']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--allow-private: Expected allow-private to be host\[:port\] or a CIDR range/);
  });
});
