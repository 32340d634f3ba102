// The job loop through app.fetch with a fake exporter: start → poll → bundle → download, the state machine, the
// 409s, tenancy, and what a restart or a graceful shutdown leaves behind.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticExportError } from '../../src/core/errors.ts';
import type { StaticExportJob } from '../../src/core/types.ts';
import type { JobRecord } from '../../server/jobs/job-store.ts';
import { checkResponse, FAKE_PAGES, json, keys, removeDir, startTestApi, tempDir, waitFor, type TestApi } from './support.ts';

const open: TestApi[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close()));
  await Promise.all(dirs.splice(0).map(removeDir));
});

async function api(options: Parameters<typeof startTestApi>[0] = {}): Promise<TestApi> {
  const a = await startTestApi(options);
  open.push(a);
  if (!options.dataDir) dirs.push(a.dataDir);
  return a;
}

async function start(a: TestApi, key: string, body: unknown = { domain: 'docs.acme.test' }): Promise<StaticExportJob> {
  const res = await a.fetch('/v1/static-export/jobs', { ...json(body), key });
  expect(res.status).toBe(202);
  return checkResponse('POST', '/v1/static-export/jobs', res);
}

async function poll(a: TestApi, key: string, jobId: string): Promise<StaticExportJob> {
  const res = await a.fetch(`/v1/static-export/jobs/${jobId}`, { key });
  expect(res.status).toBe(200);
  return checkResponse('GET', `/v1/static-export/jobs/${jobId}`, res);
}

async function untilDone(a: TestApi, key: string, jobId: string, seen: StaticExportJob[] = []): Promise<StaticExportJob> {
  return waitFor('job to finish', async () => {
    const job = await poll(a, key, jobId);
    seen.push(job);
    return job.status === 'completed' || job.status === 'failed' ? job : undefined;
  });
}

describe('the job loop', () => {
  it('start → poll → bundle → download, with a fresh link per call and the archive packed once', async () => {
    const a = await api();
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', 'http://127.0.0.1:3000');

    const started = await a.fetch('/v1/static-export/jobs', { ...json({ domain: 'docs.acme.test' }), key });
    expect(started.headers.get('location')).toMatch(/^\/v1\/static-export\/jobs\/sej_[a-z2-7]{26}$/);
    const job = await checkResponse('POST', '/v1/static-export/jobs', started);
    expect(job).toMatchObject({ status: 'queued', progress: 0, pageCount: 0 });
    expect(job.createdAt).toBe(job.updatedAt);
    expect(job).not.toHaveProperty('error');

    const seen: StaticExportJob[] = [];
    const done = await untilDone(a, key, job.jobId, seen);
    expect(done).toMatchObject({ status: 'completed', progress: 100, pageCount: FAKE_PAGES.length });
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.progress).toBeGreaterThanOrEqual(seen[i - 1]!.progress);
    expect(seen.filter((j) => j.progress === 100).every((j) => j.status === 'completed')).toBe(true);

    expect(a.fake.calls).toHaveLength(1);
    expect(a.fake.calls[0]).toMatchObject({ url: 'http://127.0.0.1:3000/', version: 'latest' });
    expect(typeof a.fake.calls[0]!.allowAddress).toBe('function');

    const path = `/v1/static-export/jobs/${job.jobId}/bundle`;
    const first = await checkResponse('POST', path, await a.fetch(path, { method: 'POST', key }));
    expect(first).toMatchObject({ jobId: job.jobId, version: 'latest' });
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const download = await a.fetch(first.bundleUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(first.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(first.sha256);

    await new Promise((r) => setTimeout(r, 1100)); // links carry whole seconds
    const second = await checkResponse('POST', path, await a.fetch(path, { method: 'POST', key }));
    expect(second.bundleUrl).not.toBe(first.bundleUrl);
    expect(second.sha256).toBe(first.sha256);
    expect(a.fake.calls).toHaveLength(1); // no re-crawl
    expect((await a.fetch(second.bundleUrl)).status).toBe(200);
    // The scratch directory is gone; only the stored bundle remains.
    expect(await readdir(join(a.dataDir, 'work')).catch(() => [])).toEqual([]);
  });

  it('passes paths and version to the engine and reports the pages written', async () => {
    const a = await api();
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    const job = await start(a, key, { domain: 'Docs.Acme.Test', version: 'v2.3', paths: ['guides/setup', '/docs/intro/', 'guides/setup'] });
    const done = await untilDone(a, key, job.jobId);
    expect(a.fake.calls[0]).toMatchObject({ url: 'https://docs.acme.test/', version: 'v2.3', paths: ['/guides/setup', '/docs/intro'] });
    expect(a.fake.calls[0]).not.toHaveProperty('search');
    expect(done.pageCount).toBe(2);
    const plain = await start(a, key, { domain: 'docs.acme.test', search: false });
    await untilDone(a, key, plain.jobId);
    expect(a.fake.calls[1]).toMatchObject({ search: false });
    const path = `/v1/static-export/jobs/${job.jobId}/bundle`;
    expect((await checkResponse('POST', path, await a.fetch(path, { method: 'POST', key }))).version).toBe('v2.3');
  });

  it('a link stops working after expiresAt and a new bundle call works; tampered links are refused', async () => {
    const a = await api({ linkTtlSeconds: 1 });
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    const job = await start(a, key);
    await untilDone(a, key, job.jobId);
    const path = `/v1/static-export/jobs/${job.jobId}/bundle`;
    const link = await checkResponse('POST', path, await a.fetch(path, { method: 'POST', key }));
    const url = new URL(link.bundleUrl);
    const sig = url.searchParams.get('sig')!;
    const tampered = [
      link.bundleUrl.replace(`sig=${sig}`, `sig=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`),
      link.bundleUrl.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600}`),
      link.bundleUrl.replace('/acme/', '/other/'),
      link.bundleUrl.split('?')[0]!,
    ];
    for (const bad of tampered) {
      const res = await a.fetch(bad);
      expect(res.status, bad).toBe(403);
      expect(Object.keys(await res.json())).toEqual(['error']);
    }
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await a.fetch(link.bundleUrl);
    expect(expired.status).toBe(403);
    expect((await expired.json()).error).toMatch(/expired/);
    const fresh = await checkResponse('POST', path, await a.fetch(path, { method: 'POST', key }));
    expect((await a.fetch(fresh.bundleUrl)).status).toBe(200);
  });
});

describe('the state machine', () => {
  it('409 while queued or running, progress below 100 until completed', async () => {
    const a = await api({ jobsAtOnce: 1 });
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    a.fake.hold = true;
    const first = await start(a, key);
    const second = await start(a, key);
    await a.fake.waiting();
    // Progress becomes visible once written to disk (at most 250 ms later), so a crash can never take it back.
    const running = await waitFor('progress', async () => {
      const job = await poll(a, key, first.jobId);
      return job.progress > 0 ? job : undefined;
    });
    expect(running.status).toBe('running');
    expect(running.progress).toBeGreaterThan(0);
    expect(running.progress).toBeLessThan(100);
    expect(running.pageCount).toBe(1);
    expect((await poll(a, key, second.jobId)).status).toBe('queued');

    for (const [job, word] of [
      [first, 'running'],
      [second, 'queued'],
    ] as const) {
      const path = `/v1/static-export/jobs/${job.jobId}/bundle`;
      const res = await a.fetch(path, { method: 'POST', key });
      expect(res.status).toBe(409);
      expect((await checkResponse('POST', path, res)).error).toContain(`is ${word}`);
    }
    a.fake.hold = false;
    a.fake.release();
    expect((await untilDone(a, key, first.jobId)).status).toBe('completed');
    expect((await untilDone(a, key, second.jobId)).status).toBe('completed');
  });

  it('a failed job carries its error, and its bundle call is a 409 with that error', async () => {
    const a = await api();
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    a.fake.failWith = new StaticExportError('ROOT_FAILED', 'the start page https://docs.acme.test/ answered 500');
    const job = await start(a, key);
    const failed = await untilDone(a, key, job.jobId);
    expect(failed).toMatchObject({ status: 'failed', error: 'the start page https://docs.acme.test/ answered 500' });
    expect(failed.progress).toBeLessThan(100);
    const path = `/v1/static-export/jobs/${job.jobId}/bundle`;
    const res = await a.fetch(path, { method: 'POST', key });
    expect(res.status).toBe(409);
    expect((await checkResponse('POST', path, res)).error).toContain('answered 500');
  });

  it('an unexpected exception fails the job with a message and no stack', async () => {
    const a = await api();
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    a.fake.failWith = new TypeError('boom');
    const failed = await untilDone(a, key, (await start(a, key)).jobId);
    expect(failed.error).toBe('export failed: boom');
  });

  it('a job of another organization is a 404, exactly like a missing one', async () => {
    const a = await api();
    const acme = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    const beta = await keys(a.dataDir, 'create', '--org', 'beta', '--domain', 'docs.beta.test');
    const job = await start(a, acme.key);
    const other = await a.fetch(`/v1/static-export/jobs/${job.jobId}`, { key: beta.key });
    const missing = await a.fetch(`/v1/static-export/jobs/sej_${'a'.repeat(26)}`, { key: beta.key });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    const a1 = (await other.json()).error as string;
    const a2 = (await missing.json()).error as string;
    expect(a1.replace(job.jobId, 'X')).toBe(a2.replace(`sej_${'a'.repeat(26)}`, 'X'));
    const bundle = await a.fetch(`/v1/static-export/jobs/${job.jobId}/bundle`, { method: 'POST', key: beta.key });
    expect(bundle.status).toBe(404);
  });

  it('logs one JSON line per request and per transition, with no key in them', async () => {
    const a = await api();
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    const job = await start(a, key);
    await untilDone(a, key, job.jobId);
    const lines = a.logs.map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.msg === 'job transition' && l.jobId === job.jobId).map((l) => l.to)).toEqual(['queued', 'running', 'completed']);
    expect(lines.find((l) => l.msg === 'request' && l.method === 'POST')).toMatchObject({ path: '/v1/static-export/jobs', status: 202, org: 'acme' });
    expect(a.logs.join('\n')).not.toContain(key);
  });
});

describe('restarts', () => {
  async function writeRecord(dataDir: string, record: JobRecord): Promise<void> {
    await mkdir(join(dataDir, 'jobs'), { recursive: true });
    await writeFile(join(dataDir, 'jobs', `${record.job.jobId}.json`), JSON.stringify(record));
  }
  const record = (id: string, status: 'queued' | 'running', attempts: number, progress = 0): JobRecord => ({
    job: { jobId: id, status, progress, pageCount: 0, warnings: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    org: 'acme',
    domain: 'docs.acme.test',
    url: 'http://127.0.0.1:3000/',
    version: 'latest',
    attempts,
  });

  it('runs queued jobs, re-runs an interrupted one, fails one out of attempts, and keeps finished ones', async () => {
    const dataDir = await tempDir();
    dirs.push(dataDir);
    const { key } = await keys(dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', 'http://127.0.0.1:3000');
    const ids = { queued: `sej_${'q'.repeat(26)}`, interrupted: `sej_${'r'.repeat(26)}`, exhausted: `sej_${'x'.repeat(26)}`, done: `sej_${'d'.repeat(26)}` };
    await writeRecord(dataDir, record(ids.queued, 'queued', 0));
    await writeRecord(dataDir, record(ids.interrupted, 'running', 1, 40));
    await writeRecord(dataDir, record(ids.exhausted, 'running', 2, 70));
    const finished = record(ids.done, 'queued', 1);
    finished.job = { ...finished.job, status: 'failed', error: 'earlier failure' };
    await writeRecord(dataDir, finished);
    await writeFile(join(dataDir, 'jobs', 'sej_broken.json'), '{'); // ignored (not a job id)

    const a = await api({ dataDir });
    const interrupted = await untilDone(a, key, ids.interrupted);
    expect(interrupted).toMatchObject({ status: 'completed', progress: 100, pageCount: FAKE_PAGES.length });
    expect((await untilDone(a, key, ids.queued)).status).toBe('completed');
    const exhausted = await poll(a, key, ids.exhausted);
    expect(exhausted.status).toBe('failed');
    expect(exhausted.progress).toBe(70);
    expect(exhausted.error).toMatch(/interrupted 2 time\(s\) by a server restart/);
    expect(await poll(a, key, ids.done)).toMatchObject({ status: 'failed', error: 'earlier failure' });
    expect(a.fake.calls).toHaveLength(2);
  });

  it('a graceful shutdown leaves a running job to be re-run, without spending an attempt', async () => {
    const dataDir = await tempDir();
    dirs.push(dataDir);
    const { key } = await keys(dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test');
    const first = await startTestApi({ dataDir, maxAttempts: 1 });
    first.fake.hold = true;
    const job = await start(first, key);
    await first.fake.waiting();
    const before = await poll(first, key, job.jobId);
    await first.services.runner.shutdown(50);
    const stored = JSON.parse(await readFile(join(dataDir, 'jobs', `${job.jobId}.json`), 'utf8')) as JobRecord;
    expect(stored.job.status).toBe('running');
    expect(stored.attempts).toBe(0);

    const second = await api({ dataDir, maxAttempts: 1 });
    const done = await untilDone(second, key, job.jobId);
    expect(done.status).toBe('completed');
    expect(done.progress).toBeGreaterThanOrEqual(before.progress);
  });
});
