// The API's `since` (issue 25) over real HTTP with the real server process and the Next.js fixture site: a job
// started with `since` (a jobId, or "latest") reuses the earlier job's stored bundle, reports `changes` on the job
// and at GET …/changes (schema-checked by checkResponse); bad or foreign values are refused with a clear 4xx.
// Once with the embedded store (PREV read from its directory), once with S3 (PREV fetched through a fresh link).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JobChanges, StaticExportJob } from '../../src/core/types.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { checkResponse, keys, removeDir, tempDir } from './support.ts';

const fixture = inject('fixture');

async function call(origin: string, key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await checkResponse(method, path, res) };
}

async function finished(origin: string, key: string, body: unknown): Promise<StaticExportJob> {
  const start = await call(origin, key, 'POST', '/v1/static-export/jobs', body);
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  let job: StaticExportJob = start.body;
  const deadline = Date.now() + 300_000;
  while (job.status !== 'completed' && job.status !== 'failed') {
    if (Date.now() > deadline) throw new Error(`job still ${job.status} after 5 minutes`);
    await new Promise((r) => setTimeout(r, 200));
    job = (await call(origin, key, 'GET', `/v1/static-export/jobs/${job.jobId}`)).body;
  }
  expect(job.error).toBeUndefined();
  return job;
}

function sinceLoop(name: string, env: () => Promise<{ vars: Record<string, string>; close?: () => Promise<void> }>): void {
  describe(`since through the API, ${name}`, () => {
    let dir: string;
    let server: ServerProcess;
    let key: string;
    let close: (() => Promise<void>) | undefined;
    let first: StaticExportJob;

    beforeAll(async () => {
      dir = await tempDir('sx-since-');
      const created = await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', fixture.origin);
      expect(created.code).toBe(0);
      key = created.key;
      const e = await env();
      close = e.close;
      server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dir, ...e.vars });
      first = await finished(server.origin, key, { domain: 'docs.acme.test', search: false, since: 'latest' });
    });
    afterAll(async () => {
      expect(await server?.stop()).toBe(0);
      await close?.();
      await removeDir(dir);
    });

    it('"latest" with no earlier export makes a plain full export', () => {
      expect(first.status).toBe('completed');
      expect(first.changes).toBeUndefined();
    });

    it('a job started with since: <jobId> reuses its bundle and reports the changes', async () => {
      const job = await finished(server.origin, key, { domain: 'docs.acme.test', search: false, since: first.jobId });
      expect(job.changes?.used, job.changes?.reason).toBe(true);
      expect(job.changes?.changes?.pages.added).toEqual([]);
      expect(job.changes?.transfer.reusedFiles).toBeGreaterThan(0);
      const changes = await call(server.origin, key, 'GET', `/v1/static-export/jobs/${job.jobId}/changes`);
      expect(changes.status).toBe(200);
      expect(changes.body as JobChanges).toMatchObject({ jobId: job.jobId, since: first.jobId, used: true });
      const latest = await finished(server.origin, key, { domain: 'docs.acme.test', search: false, since: 'latest' });
      expect(latest.changes?.used).toBe(true);
    });

    it('refuses a malformed since, an unknown job, and a job without since at /changes', async () => {
      const bad = await call(server.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test', since: 'yesterday' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/"since" must be "latest" or the jobId/);
      const unknown = await call(server.origin, key, 'POST', '/v1/static-export/jobs', { domain: 'docs.acme.test', since: `sej_${'a'.repeat(26)}` });
      expect(unknown.status).toBe(404);
      const none = await call(server.origin, key, 'GET', `/v1/static-export/jobs/${first.jobId}/changes`);
      // `first` was started with "latest" that resolved to nothing: it has no PREV and no report to show.
      expect(none.status).toBe(404);
    });
  });
}

sinceLoop('embedded store', async () => ({ vars: {} }));
sinceLoop('S3 store', async () => {
  const s3: TestS3Server = await startS3Server();
  return { vars: s3.env, close: () => s3.close() };
});
