// The cluster's job lifecycle, in-process over a real redis-server and the loopback S3 server, with the fake
// exporter (no site needed): retention (records and bundles removed, GET then 404), maxAttempts then `failed` with
// the last error, a refused start without S3, and the worker command's usage errors.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/jobs/logger.ts';
import { createOrgDirectory } from '../../server/jobs/org-directory.ts';
import { createPolicyFor } from '../../server/jobs/org-policy.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createServices, type Services } from '../../server/api/services.ts';
import type { StaticExportJob } from '../../src/core/types.ts';
import { CLUSTER_NEEDS_S3 } from '../../src/store/from-env.ts';
import { createS3Store, type S3BundleStore } from '../../src/store/s3-store.ts';
import { createExportWorker, type ExportWorker } from '../../server/worker/export-worker.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { runCli } from '../helpers/run-cli.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { fakeExporter, keys, removeDir, tempDir, waitFor, type FakeExporter } from '../api/support.ts';

const RETENTION_SECONDS = 2;
const BASE = 'http://127.0.0.1:8787';

let dir: string;
let redis: TestRedis;
let s3: TestS3Server;
let store: S3BundleStore;
let services: Services;
let worker: ExportWorker;
let fake: FakeExporter;
let key: string;
const workerLogs: Array<Record<string, unknown>> = [];

const api = (path: string, init: RequestInit = {}) =>
  Promise.resolve(
    services.app.fetch(
      new Request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } }),
    ),
  );

async function start(): Promise<StaticExportJob> {
  const res = await api('/v1/static-export/jobs', { method: 'POST', body: JSON.stringify({ domain: 'docs.acme.test' }) });
  expect(res.status).toBe(202);
  return (await res.json()) as StaticExportJob;
}

async function finish(jobId: string): Promise<StaticExportJob> {
  return waitFor(
    `job ${jobId} to end`,
    async () => {
      const job = (await (await api(`/v1/static-export/jobs/${jobId}`)).json()) as StaticExportJob;
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    30_000,
    50,
  );
}

beforeAll(async () => {
  dir = await tempDir('sx-cluster-life-');
  [redis, s3] = await Promise.all([startRedis(), startS3Server()]);
  store = createS3Store(s3.storeOptions);
  key = (await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.test')).key;
  fake = fakeExporter();
  const logger = createLogger({ write: () => {} });
  services = await createServices(
    {
      dataDir: dir,
      configPath: join(dir, 'config.json'),
      publicUrl: BASE,
      linkTtlSeconds: 3600,
      jobsAtOnce: 1,
      maxAttempts: 2,
      limits: DEFAULT_LIMITS,
      redisUrl: redis.url,
      retentionSeconds: RETENTION_SECONDS,
    },
    { exportBundle: fake.exportBundle, logger, bundleStore: store, probe: async () => {} },
  );
  worker = createExportWorker({
    redisUrl: redis.url,
    bundleStore: store,
    exportBundle: fake.exportBundle,
    policyFor: createPolicyFor(createOrgDirectory(join(dir, 'config.json'))),
    workDir: join(dir, 'work'),
    logger: createLogger({ write: (line) => workerLogs.push(JSON.parse(line)) }),
    maxAttempts: 2,
    retentionSeconds: RETENTION_SECONDS,
    lockMs: 2000,
  });
  await worker.ready();
});

afterAll(async () => {
  await worker?.close(1000);
  await services?.runner.shutdown(1000);
  store?.client.destroy();
  await s3?.close();
  await redis?.close();
  if (dir) await removeDir(dir);
});

describe('cluster job lifecycle', () => {
  it('keeps an ended job and its bundle for the retention time, then GET is 404 and the bundle is gone from S3', async () => {
    const job = await start();
    expect((await finish(job.jobId)).status).toBe('completed');
    const link = await api(`/v1/static-export/jobs/${job.jobId}/bundle`, { method: 'POST' });
    expect(link.status).toBe(200);
    const bundleKey = (await services.jobs.get(job.jobId))!.bundle!.key;
    expect(bundleKey).toMatch(new RegExp(`^acme/${job.jobId}/[0-9a-f]{64}\\.tar\\.gz$`));
    expect(await store.has(bundleKey)).toBe(true);
    await waitFor('the job to expire', async () => ((await api(`/v1/static-export/jobs/${job.jobId}`)).status === 404 ? true : undefined), 10_000, 100);
    const gone = await api(`/v1/static-export/jobs/${job.jobId}`);
    expect(await gone.json()).toEqual({ error: `job "${job.jobId}" not found` });
    await waitFor(
      'the sweeper to remove the bundle',
      async () => (workerLogs.some((l) => l.msg === 'bundle removed after retention' && l.bundleKey === bundleKey) ? true : undefined),
      10_000,
      100,
    );
    expect(await store.has(bundleKey)).toBe(false);
  });

  it('a job that fails maxAttempts times ends failed with the last error', async () => {
    fake.failWith = new Error('the site answered 502 twice');
    try {
      const job = await start();
      const ended = await finish(job.jobId);
      expect(ended.status).toBe('failed');
      expect(ended.error).toBe('export failed: the site answered 502 twice');
      const lines = workerLogs.filter((l) => l.jobId === job.jobId);
      expect(lines.filter((l) => l.msg === 'job transition' && l.to === 'running').map((l) => l.attempt)).toEqual([1, 2]);
      expect(lines.filter((l) => l.msg === 'job attempt failed; it will be retried')).toHaveLength(1);
      expect(lines.at(-1)).toMatchObject({ msg: 'job transition', to: 'failed', attempt: 2 });
      // The organisation's active-jobs slot is free again.
      expect(await services.runner.activeCount('acme')).toBe(0);
    } finally {
      delete fake.failWith;
    }
  });

  it('refuses to start an API or a worker with Redis but no S3 bucket, in one line', async () => {
    const env = { STATIC_EXPORT_REDIS_URL: redis.url, STATIC_EXPORT_DATA_DIR: dir, STATIC_EXPORT_S3_BUCKET: '', PORT: '0' };
    const main = await runCli(['worker'], { env });
    expect(main.code).toBe(1);
    expect(main.stderr).toBe(`static-export: ${CLUSTER_NEEDS_S3}\n`);
    const { spawnSync } = await import('node:child_process');
    const server = spawnSync(process.execPath, [join(import.meta.dirname, '../../server/api/main.ts')], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(server.status).toBe(1);
    expect(server.stderr).toBe(`static-export server: ${CLUSTER_NEEDS_S3}\n`);
  });

  it('worker misuse prints usage and exits 2', async () => {
    for (const args of [
      ['worker', '--concurrency', 'many'],
      ['worker', '--fast'],
    ]) {
      const run = await runCli(args, { env: { STATIC_EXPORT_REDIS_URL: redis.url } });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^static-export: .*\n\nUsage: static-export/);
    }
  });
});
