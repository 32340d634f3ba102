// The whole loop over real HTTP, with the real server process, the real engine and the Next.js fixture site:
// keys create → start → poll (progress monotonic) → bundle → download → the archive passes verify. Once with the
// embedded store (links served by the API), once with S3 on a loopback S3 server that checks SigV4 signatures.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyBundle } from '../../src/verify/verify.ts';
import type { BundleResult, StaticExportJob } from '../../src/core/types.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { checkResponse, keys, removeDir, tempDir } from './support.ts';

const fixture = inject('fixture');

interface Loop {
  job: StaticExportJob;
  polls: StaticExportJob[];
  ms: number;
  bundle: BundleResult;
  bytes: Buffer;
}

async function call(origin: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await checkResponse(method, path, res) };
}

async function runLoop(server: ServerProcess, key: string): Promise<Loop> {
  const started = performance.now();
  const start = await call(server.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test', version: 'e2e' });
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  const polls: StaticExportJob[] = [start.body];
  let job: StaticExportJob = start.body;
  const deadline = Date.now() + 300_000;
  while (job.status !== 'completed' && job.status !== 'failed') {
    if (Date.now() > deadline) throw new Error(`job still ${job.status} after 5 minutes`);
    await new Promise((r) => setTimeout(r, 150));
    job = (await call(server.origin, key, 'GET', `/v1/static-export/jobs/${job.jobId}`)).body;
    polls.push(job);
  }
  const ms = performance.now() - started;
  expect(job.error).toBeUndefined();
  const bundle = await call(server.origin, key, 'POST', `/v1/static-export/jobs/${job.jobId}/bundle`);
  expect(bundle.status).toBe(200);
  const download = await fetch(bundle.body.bundleUrl);
  expect(download.status).toBe(200);
  return { job, polls, ms, bundle: bundle.body, bytes: Buffer.from(await download.arrayBuffer()) };
}

function checkLoop(loop: Loop): void {
  expect(loop.job).toMatchObject({ status: 'completed', progress: 100, pageCount: fixture.pages.length });
  for (let i = 1; i < loop.polls.length; i++) {
    expect(loop.polls[i]!.progress).toBeGreaterThanOrEqual(loop.polls[i - 1]!.progress);
    expect(loop.polls[i]!.progress === 100).toBe(loop.polls[i]!.status === 'completed');
  }
  expect(loop.polls.some((p) => p.status === 'running')).toBe(true);
  expect(loop.bytes.length).toBe(loop.bundle.bytes);
  expect(createHash('sha256').update(loop.bytes).digest('hex')).toBe(loop.bundle.sha256);
  expect(loop.bundle.version).toBe('e2e');
}

async function verifyDownloaded(dir: string, bytes: Buffer): Promise<void> {
  const file = join(dir, 'site.tar.gz');
  await writeFile(file, bytes);
  const report = await verifyBundle(file);
  expect(report.hashMismatches).toEqual([]);
  expect(report.broken).toEqual([]);
  expect(report.ok).toBe(true);
}

async function setUp(dir: string): Promise<string> {
  const created = await keys(
    dir,
    'create',
    '--org',
    'acme',
    '--domain',
    'docs.acme.test',
    '--origin',
    fixture.origin,
    '--domain',
    'cdn.acme.test',
    '--origin',
    fixture.cdnOrigin,
  );
  expect(created.code).toBe(0);
  return created.key;
}

describe('the fixture site through the API, embedded store', () => {
  let dir: string;
  let server: ServerProcess;
  let key: string;
  let loop: Loop;

  beforeAll(async () => {
    dir = await tempDir('sx-e2e-');
    key = await setUp(dir);
    server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dir, STATIC_EXPORT_LINK_TTL: '2' });
    loop = await runLoop(server, key);
  });
  afterAll(async () => {
    console.log(
      `API export of the fixture (embedded store): ${loop?.job.pageCount} pages, ${Math.round(loop?.ms ?? 0)} ms start→completed, ${loop?.polls.length} polls, ${loop?.bundle.bytes} bytes`,
    );
    expect(await server?.stop()).toBe(0);
    await removeDir(dir);
  });

  it('completes with every fixture page and monotonic progress, and the download is the stored bundle', () => checkLoop(loop));

  it('the downloaded archive passes verify', () => verifyDownloaded(dir, loop.bytes));

  it('an expired link is refused and a new bundle call gives a working link to the same bytes', async () => {
    await new Promise((r) => setTimeout(r, 3000));
    const old = await fetch(loop.bundle.bundleUrl);
    expect(old.status).toBe(403);
    expect((await old.json()).error).toMatch(/expired/);
    const again = await call(server.origin, key, 'POST', `/v1/static-export/jobs/${loop.job.jobId}/bundle`);
    expect(again.body.bundleUrl).not.toBe(loop.bundle.bundleUrl);
    const bytes = Buffer.from(await (await fetch(again.body.bundleUrl)).arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(loop.bundle.sha256);
    // One crawl: one transition to running for the job, whatever the number of bundle calls.
    expect(server.logs.filter((l) => l.msg === 'job transition' && l.to === 'running')).toHaveLength(1);
  });
});

describe('the fixture site through the API, S3 store', () => {
  let dir: string;
  let s3: TestS3Server;
  let server: ServerProcess;
  let key: string;
  let loop: Loop;

  beforeAll(async () => {
    dir = await tempDir('sx-e2e-s3-');
    key = await setUp(dir);
    s3 = await startS3Server();
    server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dir, STATIC_EXPORT_LINK_TTL: '2', ...s3.env });
    expect(server.logs.find((l) => l.msg === 'listening')?.bundleStore).toMatch(/^s3:\/\//);
    loop = await runLoop(server, key);
  });
  afterAll(async () => {
    console.log(
      `API export of the fixture (S3 store): ${loop?.job.pageCount} pages, ${Math.round(loop?.ms ?? 0)} ms start→completed, ${loop?.bundle.bytes} bytes`,
    );
    expect(await server?.stop()).toBe(0);
    await s3?.close();
    await removeDir(dir);
  });

  it('completes, and the presigned download equals the stored bundle', () => {
    checkLoop(loop);
    expect(loop.bundle.bundleUrl.startsWith(s3.endpoint)).toBe(true);
    expect(new URL(loop.bundle.bundleUrl).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the downloaded archive passes verify', () => verifyDownloaded(dir, loop.bytes));

  it('a tampered or expired presigned link is refused by the S3 server; a new bundle call works', async () => {
    const url = new URL(loop.bundle.bundleUrl);
    const sig = url.searchParams.get('X-Amz-Signature')!;
    url.searchParams.set('X-Amz-Signature', `${sig[0] === '0' ? '1' : '0'}${sig.slice(1)}`);
    expect((await fetch(url)).status).toBe(403);
    await new Promise((r) => setTimeout(r, 3000));
    const expired = await fetch(loop.bundle.bundleUrl);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/i);
    const again = await call(server.origin, key, 'POST', `/v1/static-export/jobs/${loop.job.jobId}/bundle`);
    const bytes = Buffer.from(await (await fetch(again.body.bundleUrl)).arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(loop.bundle.sha256);
  });
});
