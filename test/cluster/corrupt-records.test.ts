// Cluster job records are checked, not trusted (issue 28 finding 9): values written straight into a real
// redis-server over records the API made (bad JSON, `{"org":"acme"}`, a record missing `progress`) must read as
// failed jobs with a clear error (or, when nothing names the owner, as missing) and never as a 503 or a 500 or a
// 200 with fields undefined; a worker that meets them ends them and frees their organization's active-jobs places,
// so the organization can start as many jobs as its limit says.
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../server/api/services.ts';
import { createLogger } from '../../server/jobs/logger.ts';
import { createOrgDirectory } from '../../server/jobs/org-directory.ts';
import { createPolicyFor } from '../../server/jobs/org-policy.ts';
import { redisKeys } from '../../server/jobs/redis-connection.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createExportWorker, type ExportWorker } from '../../server/worker/export-worker.ts';
import type { StaticExportJob } from '../../src/core/types.ts';
import { createS3Store, type S3BundleStore } from '../../src/store/s3-store.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { BASE, fakeExporter, keys, removeDir, tempDir, waitFor, type FakeExporter } from '../api/support.ts';

const MAX_ACTIVE = 3;

let dir: string;
let redis: TestRedis;
let client: Redis;
let s3: TestS3Server;
let store: S3BundleStore;
let services: Services;
let fake: FakeExporter;
let key: string;
const worker: { current?: ExportWorker } = {};

const api = (path: string, init: RequestInit = {}) =>
  Promise.resolve(
    services.app.fetch(
      new Request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } }),
    ),
  );

async function start(): Promise<Response> {
  return api('/v1/static-export/jobs', { method: 'POST', body: JSON.stringify({ domain: 'docs.acme.test' }) });
}

beforeAll(async () => {
  dir = await tempDir('sx-corrupt-');
  [redis, s3] = await Promise.all([startRedis(), startS3Server()]);
  client = new Redis(redis.url);
  store = createS3Store(s3.storeOptions);
  key = (await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.test')).key;
  fake = fakeExporter();
  services = await createServices(
    {
      dataDir: dir,
      configPath: join(dir, 'config.json'),
      publicUrl: BASE,
      linkTtlSeconds: 3600,
      jobsAtOnce: 1,
      maxAttempts: 2,
      limits: { ...DEFAULT_LIMITS, maxActiveJobs: MAX_ACTIVE },
      redisUrl: redis.url,
    },
    { exportBundle: fake.exportBundle, logger: createLogger({ write: () => {} }), bundleStore: store, probe: async () => {} },
  );
}, 60_000);

afterAll(async () => {
  await worker.current?.close(1000);
  await services?.runner.shutdown(1000);
  client?.disconnect();
  store?.client.destroy();
  await s3?.close();
  await redis?.close();
  if (dir) await removeDir(dir);
});

describe('cluster job records that are not valid records', () => {
  it('read as failed jobs (or missing), never a 503, a 500 or a 200 with fields missing; a worker ends them and frees their places', async () => {
    // Three jobs queued with no worker running, so they stay queued while their records are overwritten.
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE; i++) {
      const res = await start();
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as StaticExportJob).jobId);
    }
    const [badJson, orgOnly, partial] = ids as [string, string, string];
    const full = JSON.parse((await client.get(redisKeys.job(partial)))!);
    delete full.job.progress;
    await client.set(redisKeys.job(badJson), '{"job": {"jobId": ');
    await client.set(redisKeys.job(orgOnly), '{"org":"acme"}');
    await client.set(redisKeys.job(partial), JSON.stringify(full));
    // At its limit: the active set still holds the three.
    expect((await start()).status).toBe(429);

    // Bad JSON names no owner: missing to everyone, not "the job database is unavailable" (503).
    const unreadable = await api(`/v1/static-export/jobs/${badJson}`);
    expect(unreadable.status).toBe(404);
    expect(await unreadable.json()).toEqual({ error: `job "${badJson}" not found` });
    const health = await api('/v1/healthz');
    expect(health.status).toBe(200);
    // A value naming the organization: its failed job, with why (was a 500).
    for (const id of [orgOnly, partial]) {
      const res = await api(`/v1/static-export/jobs/${id}`);
      expect(res.status, id).toBe(200);
      const job = (await res.json()) as StaticExportJob;
      expect(job).toMatchObject({ jobId: id, status: 'failed', progress: 0, pageCount: 0, warnings: 0 });
      expect(job.error).toMatch(/^the job's stored record is unreadable \(.*missing.*\), so the job cannot run; start a new job$/);
      expect(typeof job.createdAt).toBe('string');
    }
    const link = await api(`/v1/static-export/jobs/${orgOnly}/bundle`, { method: 'POST' });
    expect(link.status).toBe(409);
    const warnings = await api(`/v1/static-export/jobs/${partial}/warnings`);
    expect(warnings.status).toBe(409);

    // A worker meets the three: none runs, every place in the active set is freed, and the bad-JSON record is
    // stored as a failed job of the organization that queued it.
    worker.current = createExportWorker({
      redisUrl: redis.url,
      bundleStore: store,
      exportBundle: fake.exportBundle,
      policyFor: createPolicyFor(createOrgDirectory(join(dir, 'config.json'))),
      workDir: join(dir, 'work'),
      logger: createLogger({ write: () => {} }),
      lockMs: 5000,
    });
    await worker.current.ready();
    await waitFor('the active set to empty', async () => ((await client.scard(redisKeys.active('acme'))) === 0 ? true : undefined), 20_000, 50);
    expect(fake.calls).toHaveLength(0);
    const healed = await api(`/v1/static-export/jobs/${badJson}`);
    expect(healed.status).toBe(200);
    expect(await healed.json()).toMatchObject({
      jobId: badJson,
      status: 'failed',
      error: expect.stringMatching(/^the job's stored record is unreadable \(not valid JSON\)/),
    });
    // Healed records expire with the others (retention), and the organization has its whole limit again.
    expect(await client.ttl(redisKeys.job(badJson))).toBeGreaterThan(0);
    const again: string[] = [];
    for (let i = 0; i < MAX_ACTIVE; i++) {
      const res = await start();
      expect(res.status).toBe(202);
      again.push(((await res.json()) as StaticExportJob).jobId);
    }
    for (const id of again) {
      const done = await waitFor(
        `job ${id} to end`,
        async () => {
          const job = (await (await api(`/v1/static-export/jobs/${id}`)).json()) as StaticExportJob;
          return job.status === 'completed' || job.status === 'failed' ? job : undefined;
        },
        20_000,
        50,
      );
      expect(done.status).toBe('completed');
    }
  }, 60_000);
});
