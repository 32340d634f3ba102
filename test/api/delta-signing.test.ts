// Issue 26 through the REST API, with the real server process and the fixture (two versions through an editing
// proxy): an organization's signing key in the config signs its bundles; `POST …/bundle {"deltaFrom": jobId}`
// links a signed delta that `apply` turns into the second job's bundle byte for byte; the key shows up in no
// response, log line or job record.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BundleResult, StaticExportJob } from '../../src/core/types.ts';
import { applyDelta } from '../../src/delta/apply-delta.ts';
import { readTrustedKeys } from '../../src/sign/bundle-signature.ts';
import { parsePrivateKey } from '../../src/sign/ssh-keys.ts';
import { verifyBundle } from '../../src/verify/verify.ts';
import { startEditingProxy, type EditingProxy } from '../helpers/editing-proxy.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { checkResponse, keys, removeDir, tempDir } from './support.ts';

const fixture = inject('fixture');
const EDITED = '/docs/getting-started/introduction';

let dir: string;
let proxy: EditingProxy;
let server: ServerProcess;
let apiKey: string;
const bodies: string[] = [];

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = await checkResponse(method, path, res);
  bodies.push(JSON.stringify(parsed));
  return { status: res.status, body: parsed };
}

async function runJob(version: string): Promise<StaticExportJob> {
  const start = await call('POST', '/v1/static-export/jobs', { domain: 'docs.acme.test', version });
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  let job: StaticExportJob = start.body;
  const deadline = Date.now() + 300_000;
  while (job.status !== 'completed' && job.status !== 'failed') {
    if (Date.now() > deadline) throw new Error(`job still ${job.status} after 5 minutes`);
    await new Promise((r) => setTimeout(r, 200));
    job = (await call('GET', `/v1/static-export/jobs/${job.jobId}`)).body;
  }
  expect(job.error).toBeUndefined();
  return job;
}

async function download(result: BundleResult, file: string): Promise<string> {
  const bytes = Buffer.from(await (await fetch(result.bundleUrl)).arrayBuffer());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(result.sha256);
  await writeFile(join(dir, file), bytes);
  return join(dir, file);
}

let v1: StaticExportJob;
let v2: StaticExportJob;

beforeAll(async () => {
  dir = await tempDir('sx-delta-');
  proxy = await startEditingProxy(fixture.origin);
  const created = await keys(
    dir,
    'create',
    '--org',
    'acme',
    '--domain',
    'docs.acme.test',
    '--origin',
    proxy.origin,
    '--domain',
    'cdn.acme.test',
    '--origin',
    fixture.cdnOrigin,
  );
  expect(created.code).toBe(0);
  apiKey = created.key;
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'acme-release', '-f', join(dir, 'acme')]);
  const configPath = join(dir, 'config.json');
  const config = JSON.parse(await readFile(configPath, 'utf8'));
  config.organizations.acme.signingKey = await readFile(join(dir, 'acme'), 'utf8');
  await writeFile(configPath, JSON.stringify(config, null, 2));
  server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dir });
  v1 = await runJob('v1');
  proxy.edits.set(EDITED, [['</h1>', ' (revised in v2)</h1>']]);
  v2 = await runJob('v2');
}, 600_000);

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await proxy?.close();
  await removeDir(dir);
});

describe('deltas and signatures through the API', () => {
  it('links a signed delta that apply turns into the second bundle, byte for byte', async () => {
    const full1 = (await call('POST', `/v1/static-export/jobs/${v1.jobId}/bundle`)).body as BundleResult;
    const full2 = (await call('POST', `/v1/static-export/jobs/${v2.jobId}/bundle`)).body as BundleResult;
    const asked = await call('POST', `/v1/static-export/jobs/${v2.jobId}/bundle`, { deltaFrom: v1.jobId });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const delta = asked.body as BundleResult;
    expect(delta).toMatchObject({ jobId: v2.jobId, deltaFrom: v1.jobId, version: 'v2' });
    expect(delta.expiresAt).toMatch(/^\d{4}-/);
    expect(delta.bytes).toBeLessThan(full2.bytes / 2);
    const trusted = await readTrustedKeys([join(dir, 'acme.pub')]);
    const out = join(dir, 'rebuilt.tar.gz');
    const rebuilt = await applyDelta(await download(full1, 'v1.tar.gz'), await download(delta, 'delta.tar.gz'), out, { trustedKeys: trusted });
    expect(rebuilt.sha256).toBe(full2.sha256);
    const report = await verifyBundle(await download(full2, 'v2.tar.gz'), undefined, { trustedKeys: trusted });
    expect(report.signature).toEqual({ ok: true, signer: 'acme-release' });
    // Asked again: the same delta (made once, or made again to the same bytes).
    const again = (await call('POST', `/v1/static-export/jobs/${v2.jobId}/bundle`, { deltaFrom: v1.jobId })).body as BundleResult;
    expect(again.sha256).toBe(delta.sha256);
  });

  it('refuses a deltaFrom newer than the job (a rollback) unless allowRollback is sent', async () => {
    const back = await call('POST', `/v1/static-export/jobs/${v1.jobId}/bundle`, { deltaFrom: v2.jobId });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatch(/is newer than job .*allowRollback/);
    const allowed = await call('POST', `/v1/static-export/jobs/${v1.jobId}/bundle`, { deltaFrom: v2.jobId, allowRollback: true });
    expect(allowed.status).toBe(200);
  });

  it('refuses a deltaFrom that is not a job of the organization, or not a job id at all', async () => {
    const missing = await call('POST', `/v1/static-export/jobs/${v2.jobId}/bundle`, { deltaFrom: v1.jobId.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/deltaFrom\) not found/);
    const wrong = await call('POST', `/v1/static-export/jobs/${v2.jobId}/bundle`, { deltaFrom: 42 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/"deltaFrom" must be the jobId/);
    const self = await call('POST', `/v1/static-export/jobs/${v2.jobId}/bundle`, { deltaFrom: v2.jobId });
    expect(self.status).toBe(400);
  });

  it('never shows the signing key: not in responses, logs or job records', async () => {
    const text = await readFile(join(dir, 'acme'), 'utf8');
    const seed = Buffer.from(parsePrivateKey(text).privateKey.export({ format: 'jwk' }).d!, 'base64url');
    const needles = [text.split('\n')[3]!, seed.toString('base64').slice(0, 40), seed.toString('base64url').slice(0, 40), seed.toString('hex')];
    const logs = JSON.stringify(server.logs);
    for (const n of needles) {
      expect(logs).not.toContain(n);
      for (const b of bodies) expect(b).not.toContain(n);
    }
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name === 'config.json' || entry.name === 'acme' || /\.tar\.gz$/.test(entry.name)) continue;
      const bytes = await readFile(join(entry.parentPath, entry.name));
      for (const n of needles) expect(bytes.includes(n), join(entry.parentPath, entry.name)).toBe(false);
    }
  });
});
