// The per-job limits in a cluster: a real redis-server, the loopback S3 server, the API's cluster runner and a
// `static-export worker` process that reads STATIC_EXPORT_JOB_TIMEOUT_SECONDS and STATIC_EXPORT_JOB_MAX_BYTES from
// its environment, exporting a loopback site with the real engine. A run past either limit fails at once with its
// reason, and its organization's slots are free again: the next job of the same organization runs to the end.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/jobs/logger.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createServices, type Services } from '../../server/api/services.ts';
import type { StaticExportJob } from '../../src/core/types.ts';
import { createS3Store, type S3BundleStore } from '../../src/store/s3-store.ts';
import { fakeExporter, keys, removeDir, tempDir, waitFor } from '../api/support.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startWorkerProcess, type WorkerProcess } from './processes.ts';

const BASE = 'http://127.0.0.1:8787';
// Long enough for a one-page export on a busy machine, short enough to wait for.
const TIMEOUT_SECONDS = 10;
const MAX_BYTES = 50_000;

let dir: string;
let redis: TestRedis;
let s3: TestS3Server;
let store: S3BundleStore;
let services: Services;
let worker: WorkerProcess;
let site: Server;
let key: string;
/** Requests for /slow/ the site holds unanswered until it closes. */
const held: ServerResponse[] = [];

const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

/** A site with a page that never answers, a page far over the byte budget, and a small one. */
async function startSite(): Promise<string> {
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/slow/' || path === '/slow') return void held.push(res);
    if (path === '/big/' || path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(page('Big', `<p>${'static-export '.repeat(20_000)}</p>`));
    }
    if (path === '/small/' || path === '/small') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(page('Small', '<p>a small page</p>'));
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

const api = (path: string, init: RequestInit = {}) =>
  Promise.resolve(
    services.app.fetch(
      new Request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } }),
    ),
  );

async function run(paths: string[]): Promise<StaticExportJob> {
  const res = await api('/v1/static-export/jobs', { method: 'POST', body: JSON.stringify({ domain: 'docs.acme.test', paths, search: false }) });
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as StaticExportJob;
  return waitFor(
    `job ${jobId} to end`,
    async () => {
      const job = (await (await api(`/v1/static-export/jobs/${jobId}`)).json()) as StaticExportJob;
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    60_000,
    100,
  );
}

const transitions = (jobId: string) => worker.logs.filter((l) => l.msg === 'job transition' && l.jobId === jobId).map((l) => l.to);

beforeAll(async () => {
  dir = await tempDir('sx-cluster-limits-');
  const origin = await startSite();
  [redis, s3] = await Promise.all([startRedis(), startS3Server()]);
  store = createS3Store(s3.storeOptions);
  const made = await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', origin);
  expect(made.code, made.err).toBe(0);
  key = made.key;
  services = await createServices(
    {
      dataDir: join(dir, 'api'),
      configPath: join(dir, 'config.json'),
      publicUrl: BASE,
      linkTtlSeconds: 3600,
      jobsAtOnce: 1,
      maxAttempts: 2,
      limits: DEFAULT_LIMITS,
      redisUrl: redis.url,
    },
    // The API process of a cluster only queues: the exporter it is given is never called.
    { exportBundle: fakeExporter().exportBundle, logger: createLogger({ write: () => {} }), bundleStore: store, probe: async () => {} },
  );
  worker = await startWorkerProcess(
    {
      ...s3.env,
      STATIC_EXPORT_REDIS_URL: redis.url,
      STATIC_EXPORT_CONFIG: join(dir, 'config.json'),
      STATIC_EXPORT_DATA_DIR: join(dir, 'worker'),
      STATIC_EXPORT_JOB_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      STATIC_EXPORT_JOB_MAX_BYTES: String(MAX_BYTES),
      // One job of the organization at a time: the job after a failed one runs only if the failure freed its slot.
      STATIC_EXPORT_ORG_RUNNING_CAP: '1',
      STATIC_EXPORT_WORKER_LOCK_MS: '5000',
    },
    1,
  );
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await services?.runner.shutdown(1000);
  store?.client.destroy();
  for (const res of held) res.destroy();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await s3?.close();
  await redis?.close();
  if (dir) await removeDir(dir);
});

describe('per-job limits in a cluster worker', () => {
  it('fails a run that outlives STATIC_EXPORT_JOB_TIMEOUT_SECONDS with its reason, at once, and frees its slots', async () => {
    const started = Date.now();
    const job = await run(['slow']);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(`the export took longer than the per-job limit of ${TIMEOUT_SECONDS} s`);
    // One attempt: a run a limit ended would end the same way again.
    expect(transitions(job.jobId)).toEqual(['running', 'failed']);
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(await services.runner.activeCount('acme')).toBe(0);
    const next = await run(['small']);
    expect(next.status, next.error).toBe('completed');
  });

  it('fails a run that fetches more than STATIC_EXPORT_JOB_MAX_BYTES with its reason, and frees its slots', async () => {
    const job = await run(['big']);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(`the export fetched more than the ${MAX_BYTES}-byte limit per job`);
    expect(transitions(job.jobId)).toEqual(['running', 'failed']);
    expect(await services.runner.activeCount('acme')).toBe(0);
    const next = await run(['small']);
    expect(next.status, next.error).toBe('completed');
  });
});
