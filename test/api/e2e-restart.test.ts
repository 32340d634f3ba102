// Restarts and shutdowns of the real server process while the real engine exports the fixture site (behind a
// proxy that slows every request, so there is a "middle" to interrupt).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StaticExportJob } from '../../src/core/types.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { startSlowProxy, type SlowProxy } from './slow-proxy.ts';
import { checkResponse, keys, removeDir, tempDir, waitFor } from './support.ts';

const fixture = inject('fixture');
const DELAY_MS = 120;

async function call(origin: string, key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await checkResponse(method, path, res) };
}

const getJob = async (s: ServerProcess, key: string, id: string): Promise<StaticExportJob> =>
  (await call(s.origin, key, 'GET', `/v1/static-export/jobs/${id}`)).body;

async function finish(s: ServerProcess, key: string, id: string, seen: StaticExportJob[]): Promise<StaticExportJob> {
  return waitFor(
    `job ${id} to finish`,
    async () => {
      const job = await getJob(s, key, id);
      seen.push(job);
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    240_000,
    200,
  );
}

function monotonic(seen: StaticExportJob[]): void {
  for (let i = 1; i < seen.length; i++) expect(seen[i]!.progress, `poll ${i}`).toBeGreaterThanOrEqual(seen[i - 1]!.progress);
}

let dir: string;
let proxy: SlowProxy;
let key: string;
const servers: ServerProcess[] = [];

async function server(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const s = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dir, STATIC_EXPORT_JOBS_AT_ONCE: '1', STATIC_EXPORT_EXPORT_CONCURRENCY: '2', ...extra });
  servers.push(s);
  return s;
}

beforeAll(async () => {
  dir = await tempDir('sx-restart-');
  proxy = await startSlowProxy(fixture.origin, 0);
  key = (
    await keys(
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
    )
  ).key;
});
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await proxy.close();
  await removeDir(dir);
});

describe('restarts of the server process', () => {
  it('kill -9 mid-job: after a restart the job ends completed, and every other job is intact', async () => {
    // A job that completes before the crash, with a bundle.
    const a = await server();
    const done = (await call(a.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test' })).body as StaticExportJob;
    const before = await finish(a, key, done.jobId, []);
    expect(before.status).toBe('completed');
    const sha = (await call(a.origin, key, 'POST', `/v1/static-export/jobs/${done.jobId}/bundle`)).body.sha256;

    // A slow job, killed in the middle, and one queued behind it.
    proxy.delayMs = DELAY_MS;
    const slow = (await call(a.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test', version: 'slow' })).body as StaticExportJob;
    const queued = (await call(a.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test', version: 'queued' })).body as StaticExportJob;
    const seen: StaticExportJob[] = [];
    await waitFor(
      'the slow job to be part-way',
      async () => {
        const job = await getJob(a, key, slow.jobId);
        seen.push(job);
        return job.status === 'running' && job.progress > 0 ? job : undefined;
      },
      60_000,
      100,
    );
    expect((await getJob(a, key, queued.jobId)).status).toBe('queued');
    expect(await a.stop('SIGKILL')).toBe('SIGKILL');

    const b = await server();
    expect(b.logs.some((l) => l.msg === 'job re-run after restart' && l.jobId === slow.jobId)).toBe(true);
    proxy.delayMs = 0;
    const after = await finish(b, key, slow.jobId, seen);
    expect(after.status).toBe('completed');
    expect(after.pageCount).toBe(fixture.pages.length);
    monotonic(seen); // across the crash too: a poll only ever shows what was already on disk
    expect((await finish(b, key, queued.jobId, [])).status).toBe('completed');

    // The job finished before the crash is untouched, and its bundle still downloads.
    expect(await getJob(b, key, done.jobId)).toEqual(before);
    const link = (await call(b.origin, key, 'POST', `/v1/static-export/jobs/${done.jobId}/bundle`)).body;
    expect(link.sha256).toBe(sha);
    const bytes = Buffer.from(await (await fetch(link.bundleUrl)).arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha);
    expect(await b.stop()).toBe(0);
  });

  it('SIGTERM mid-job: the process exits 0 within the grace period and the job re-runs on the next start', async () => {
    const a = await server({ STATIC_EXPORT_SHUTDOWN_GRACE_MS: '300' });
    proxy.delayMs = DELAY_MS;
    const job = (await call(a.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test' })).body as StaticExportJob;
    await waitFor('running', async () => ((await getJob(a, key, job.jobId)).progress > 0 ? true : undefined), 60_000, 100);
    const t0 = performance.now();
    expect(await a.stop('SIGTERM')).toBe(0);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(a.logs.some((l) => l.msg === 'job interrupted by shutdown; it re-runs on the next start' && l.jobId === job.jobId)).toBe(true);
    expect(a.logs.at(-1)?.msg).toBe('stopped');

    proxy.delayMs = 0;
    const b = await server({ STATIC_EXPORT_MAX_ATTEMPTS: '1' }); // the shutdown did not spend the only attempt
    expect((await finish(b, key, job.jobId, [])).status).toBe('completed');
    expect(await b.stop()).toBe(0);
  });

  it('SIGTERM with a long enough grace period lets the running job finish first, refusing new connections meanwhile', async () => {
    const a = await server({ STATIC_EXPORT_SHUTDOWN_GRACE_MS: '120000' });
    proxy.delayMs = 40;
    const job = (await call(a.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test' })).body as StaticExportJob;
    await waitFor('running', async () => ((await getJob(a, key, job.jobId)).status === 'running' ? true : undefined), 60_000, 50);
    const exit = a.stop('SIGTERM');
    await waitFor('shutdown to begin', async () => (a.logs.some((l) => l.msg === 'shutting down') ? true : undefined));
    await expect(fetch(`${a.origin}/v1/healthz`)).rejects.toThrow();
    expect(await exit).toBe(0);
    proxy.delayMs = 0;
    const b = await server();
    expect((await getJob(b, key, job.jobId)).status).toBe('completed');
    expect(await b.stop()).toBe(0);
  });

  it('a second server on the same data directory refuses to start; after a crash the lock is taken over', async () => {
    const a = await server();
    await expect(server()).rejects.toThrow(/another server \(pid \d+\) uses the data directory/);
    expect(await a.stop('SIGKILL')).toBe('SIGKILL');
    const b = await server();
    expect(await b.stop()).toBe(0);
  });
});
