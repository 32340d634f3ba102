// The cluster, all real processes: redis-server (persistence on), the loopback S3 server, 2 API processes
// (`npm start` with STATIC_EXPORT_REDIS_URL) and 2 `static-export worker` processes, exporting the real Next
// fixture site. Jobs are started and polled through both API processes at random; processes are killed with -9
// in the middle of things; Redis is restarted. Small `paths` subsets keep each export short.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StaticExportJob } from '../../src/core/types.ts';
import { verifyBundle } from '../../src/verify/verify.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startServerProcess, type ServerProcess } from '../api/server-process.ts';
import { startSlowProxy, type SlowProxy } from '../api/slow-proxy.ts';
import { keys, removeDir, tempDir, waitFor } from '../api/support.ts';
import { startWorkerProcess, type WorkerProcess } from './processes.ts';

const fixture = inject('fixture');
const ORGS = ['acme', 'globex', 'initech'] as const;
// Short enough to show recovery quickly, long enough that a busy 2-core machine renews every lock in time.
const LOCK_MS = 5000;

let dir: string;
let redis: TestRedis;
let s3: TestS3Server;
let s3client: S3Client;
let proxy: SlowProxy;
const key: Record<string, string> = {};
const apis: ServerProcess[] = [];
const workers: WorkerProcess[] = [];
const everyProcess: Array<{ stop(signal?: NodeJS.Signals): Promise<unknown> }> = [];
let subset: string[];

function env(name: string): Record<string, string> {
  return {
    ...s3.env,
    STATIC_EXPORT_REDIS_URL: redis.url,
    STATIC_EXPORT_CONFIG: join(dir, 'config.json'),
    STATIC_EXPORT_DATA_DIR: join(dir, name),
    STATIC_EXPORT_EXPORT_CONCURRENCY: '4',
    STATIC_EXPORT_MAX_ACTIVE_JOBS: '30',
    STATIC_EXPORT_STARTS_PER_HOUR: '1000',
    STATIC_EXPORT_START_BURST: '100',
    STATIC_EXPORT_WORKER_LOCK_MS: String(LOCK_MS),
    STATIC_EXPORT_ORG_RUNNING_CAP: '2',
    STATIC_EXPORT_SHUTDOWN_GRACE_MS: '2000',
  };
}

async function startApi(i: number): Promise<ServerProcess> {
  const api = await startServerProcess(env(`api-${i}`));
  everyProcess.push(api);
  return api;
}

async function startWorker(i: number): Promise<WorkerProcess> {
  const worker = await startWorkerProcess(env(`worker-${i}`), 2);
  everyProcess.push(worker);
  return worker;
}

async function call(origin: string, org: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${key[org]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, ms: performance.now() - started };
}

const anyApi = () => apis[Math.floor(Math.random() * apis.length)]!;

async function startJob(org: string, domain: string, via = anyApi(), extra: Record<string, unknown> = {}): Promise<StaticExportJob> {
  const res = await call(via.origin, org, 'POST', '/v1/static-export/jobs', { domain, paths: subset, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body as StaticExportJob;
}

async function getJob(org: string, jobId: string, via = anyApi()): Promise<StaticExportJob> {
  const res = await call(via.origin, org, 'GET', `/v1/static-export/jobs/${jobId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as StaticExportJob;
}

async function finish(org: string, jobId: string, timeoutMs = 120_000): Promise<StaticExportJob> {
  return waitFor(
    `job ${jobId} to finish`,
    async () => {
      const job = await getJob(org, jobId);
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    timeoutMs,
    150,
  );
}

/** Bundle link through a random API, download through the presigned link, check the hash and verify. */
async function downloadAndVerify(org: string, jobId: string, name: string): Promise<{ sha256: string; bytes: number }> {
  const link = await call(anyApi().origin, org, 'POST', `/v1/static-export/jobs/${jobId}/bundle`);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  expect(link.body.bundleUrl).toMatch(new RegExp(`^${s3.endpoint}/`));
  const res = await fetch(link.body.bundleUrl);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(link.body.bytes);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(link.body.sha256);
  const file = join(dir, `${name}.tar.gz`);
  await writeFile(file, bytes);
  const report = await verifyBundle(file);
  expect(report.hashMismatches).toEqual([]);
  expect(report.broken).toEqual([]);
  expect(report.ok).toBe(true);
  return { sha256: link.body.sha256, bytes: bytes.length };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const transitions = (w: WorkerProcess, jobId: string) => w.logs.filter((l) => l.msg === 'job transition' && l.jobId === jobId);

beforeAll(async () => {
  dir = await tempDir('sx-cluster-');
  [redis, s3, proxy] = await Promise.all([startRedis(), startS3Server(), startSlowProxy(fixture.origin, 0)]);
  s3client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  s3client.middlewareStack.add(s3.clientMiddleware.middleware, s3.clientMiddleware.options);
  for (const org of ORGS) {
    const made = await keys(
      dir,
      'create',
      '--org',
      org,
      '--domain',
      `docs.${org}.test`,
      '--origin',
      fixture.origin,
      '--domain',
      `cdn.${org}.test`,
      '--origin',
      fixture.cdnOrigin,
    );
    expect(made.code, made.err).toBe(0);
    key[org] = made.key;
  }
  // A slow site (every request delayed by the proxy) for the organisation whose jobs must be interrupted or queue up.
  const slow = await keys(
    dir,
    'create',
    '--org',
    'slowco',
    '--domain',
    'docs.slowco.test',
    '--origin',
    proxy.origin,
    '--domain',
    'cdn.slowco.test',
    '--origin',
    fixture.cdnOrigin,
  );
  key.slowco = slow.key;
  const limited = await keys(
    dir,
    'create',
    '--org',
    'limited',
    '--domain',
    'docs.limited.test',
    '--origin',
    fixture.origin,
    '--domain',
    'cdn.limited.test',
    '--origin',
    fixture.cdnOrigin,
  );
  key.limited = limited.key;
  const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
  config.organizations.limited.limits = { maxActiveJobs: 10, startsPerHour: 3, startBurst: 3 };
  await writeFile(join(dir, 'config.json'), JSON.stringify(config, null, 2));
  // A few pages of the fixture: a docs page, a page with the CDN's assets and the home page.
  subset = fixture.pages
    .filter((p) => p === '/' || p === '/docs' || p === '/integrations/cdn')
    .map((p) => (p === '/' ? '' : p.slice(1)))
    .filter((p) => p !== '');
  expect(subset.length).toBeGreaterThan(0);
  apis.push(...(await Promise.all([startApi(1), startApi(2)])));
  workers.push(...(await Promise.all([startWorker(1), startWorker(2)])));
}, 120_000);

afterAll(async () => {
  for (const p of everyProcess) await p.stop('SIGKILL').catch(() => {});
  s3client?.destroy();
  await proxy?.close();
  await s3?.close();
  await redis?.close();
  if (dir) await removeDir(dir);
});

describe('a cluster of 2 API processes and 2 workers on Redis and S3', () => {
  it('reports Redis and S3 reachability at /v1/healthz', async () => {
    for (const api of apis) {
      const res = await fetch(`${api.origin}/v1/healthz`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ status: 'ok', redis: { ok: true }, s3: { ok: true } });
    }
  });

  it('runs 20 jobs of 3 organisations started and polled through both APIs; every bundle downloads and verifies', async () => {
    const started = performance.now();
    const health: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const t = performance.now();
        const res = await fetch(`${anyApi().origin}/v1/healthz`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const jobs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const org = ORGS[i % ORGS.length]!;
        return { org, job: await startJob(org, `docs.${org}.test`) };
      }),
    );
    expect(new Set(jobs.map((j) => j.job.jobId)).size).toBe(20);
    const finished = await Promise.all(jobs.map(({ org, job }) => finish(org, job.jobId, 240_000)));
    sampling = false;
    await sampler;
    for (const job of finished) expect(job, JSON.stringify(job)).toMatchObject({ status: 'completed', progress: 100 });
    const ms = performance.now() - started;
    for (const [i, { org, job }] of jobs.entries()) await downloadAndVerify(org, job.jobId, `bulk-${i}`);
    // Both workers took part, and no job ran twice.
    for (const w of workers) expect(w.logs.filter((l) => l.msg === 'job transition' && l.to === 'completed').length).toBeGreaterThan(0);
    const completions = workers.flatMap((w) => w.logs.filter((l) => l.msg === 'job transition' && l.to === 'completed'));
    expect(completions.length).toBe(20);
    console.log(
      `cluster: 20 jobs (${subset.length} pages each) in ${(ms / 1000).toFixed(1)} s; /v1/healthz while they ran: ${health.length} calls, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms`,
    );
  }, 300_000);

  it("since reaches the run through the queue: a worker reuses the earlier job's bundle from S3 and reports the changes", async () => {
    const org = ORGS[0]!;
    const domain = `docs.${org}.test`;
    // The whole site (no fixed page list, which would make a full export) without search, to keep it short.
    const first = await finish(org, (await startJob(org, domain, anyApi(), { paths: undefined, search: false })).jobId, 240_000);
    expect(first.status).toBe('completed');
    const second = await finish(org, (await startJob(org, domain, anyApi(), { paths: undefined, search: false, since: first.jobId })).jobId, 240_000);
    expect(second.status).toBe('completed');
    expect(second.changes?.used, second.changes?.reason).toBe(true);
    expect(second.changes?.transfer.reusedFiles).toBeGreaterThan(0);
    const changes = await call(anyApi().origin, org, 'GET', `/v1/static-export/jobs/${second.jobId}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.body).toMatchObject({ jobId: second.jobId, since: first.jobId, used: true });
  }, 300_000);

  it('limits a burst against both replicas as one (3 starts per window for this organisation, not 3 per replica)', async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(apis[i % 2]!.origin, 'limited', 'POST', '/v1/static-export/jobs', { domain: 'docs.limited.test', paths: subset }),
      ),
    );
    const accepted = burst.filter((r) => r.status === 202);
    const refused = burst.filter((r) => r.status === 429);
    expect(accepted.length).toBe(3);
    expect(refused.length).toBe(3);
    for (const r of refused) expect(r.body.error).toMatch(/too many export jobs started by organization limited/);
    for (const r of accepted) expect((await finish('limited', r.body.jobId)).status).toBe('completed');
  });

  it("an organisation with 10 queued jobs does not delay another organisation's single job beyond one slot", async () => {
    proxy.delayMs = 120;
    const backlog: StaticExportJob[] = [];
    for (let i = 0; i < 10; i++) backlog.push(await startJob('slowco', 'docs.slowco.test'));
    const single = await startJob('acme', 'docs.acme.test');
    let slowcoMaxRunning = 0;
    const atStart = await waitFor(
      'the single job to start',
      async () => {
        const [mine, ...others] = await Promise.all([getJob('acme', single.jobId), ...backlog.map((j) => getJob('slowco', j.jobId))]);
        slowcoMaxRunning = Math.max(slowcoMaxRunning, others.filter((o) => o.status === 'running').length);
        return mine.status === 'queued' ? undefined : others;
      },
      60_000,
      100,
    );
    const backlogDone = atStart.filter((j) => j.status === 'completed').length;
    // Four worker slots, the backlog's organisation holds at most two (STATIC_EXPORT_ORG_RUNNING_CAP): the single
    // job starts while the backlog's first jobs still run. In plain FIFO order it would start after 7 of them.
    expect(backlogDone).toBeLessThanOrEqual(1);
    expect((await finish('acme', single.jobId)).status).toBe('completed');
    const finished = await Promise.all(
      backlog.map(async (j) => {
        const job = await waitFor(
          `job ${j.jobId} to finish`,
          async () => {
            const job = await getJob('slowco', j.jobId);
            if (job.status === 'running') slowcoMaxRunning = Math.max(slowcoMaxRunning, 1);
            return job.status === 'completed' || job.status === 'failed' ? job : undefined;
          },
          180_000,
          250,
        );
        return job;
      }),
    );
    for (const job of finished) expect(job.status).toBe('completed');
    expect(slowcoMaxRunning).toBeLessThanOrEqual(2);
    console.log(`fairness: the single job started with ${backlogDone} of the 10 backlog jobs done; backlog running at once ≤ ${slowcoMaxRunning}`);
  }, 240_000);

  it('kill -9 of a worker in the middle of an export: the other worker finishes the job, and no partial archive is ever visible', async () => {
    proxy.delayMs = 250;
    const job = await startJob('slowco', 'docs.slowco.test');
    const prefix = `slowco/${job.jobId}/`;
    const seen = new Set<string>();
    const bad: string[] = [];
    let watching = true;
    // Every object ever listed under the job's prefix must be a whole archive: its content hashes to its name.
    const look = async () => {
      const listed = await s3client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
      for (const object of listed.Contents ?? []) {
        const got = await s3client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: object.Key! }));
        const body = Buffer.from(await got.Body!.transformToByteArray());
        const sha = createHash('sha256').update(body).digest('hex');
        if (`${prefix}${sha}.tar.gz` !== object.Key) bad.push(`${object.Key}: ${body.length} bytes hashing to ${sha}`);
        seen.add(object.Key!);
      }
    };
    const watcher = (async () => {
      while (watching) {
        await look();
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await waitFor(
      'the job to be part-way',
      async () => {
        const now = await getJob('slowco', job.jobId);
        return now.status === 'running' && now.progress > 0 ? now : undefined;
      },
      60_000,
      50,
    );
    const victim = workers.find((w) => transitions(w, job.jobId).some((l) => l.to === 'running'))!;
    expect(victim).toBeDefined();
    const survivor = workers.find((w) => w !== victim)!;
    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    const done = await finish('slowco', job.jobId);
    const finishedAt = Date.now();
    watching = false;
    await watcher;
    await look();
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    const resumed = transitions(survivor, job.jobId);
    expect(resumed.find((l) => l.to === 'running')).toMatchObject({ attempt: 2 });
    expect(resumed.find((l) => l.to === 'completed')).toMatchObject({ attempt: 2 });
    expect(transitions(victim, job.jobId).some((l) => l.to === 'completed')).toBe(false);
    const { sha256 } = await downloadAndVerify('slowco', job.jobId, 'killed-worker');
    expect(bad).toEqual([]);
    expect([...seen]).toEqual([`${prefix}${sha256}.tar.gz`]);
    const pickedUp = Date.parse(String(resumed.find((l) => l.to === 'running')!.time));
    console.log(
      `kill -9 worker: job ${job.jobId}, attempts 2, picked up by the other worker ${((pickedUp - killedAt) / 1000).toFixed(1)} s after the kill, completed ${((finishedAt - killedAt) / 1000).toFixed(1)} s after it (lock ${LOCK_MS} ms)`,
    );
    proxy.delayMs = 0;
    workers[workers.indexOf(victim)] = await startWorker(3);
  }, 180_000);

  it('kill -9 of an API process while clients poll: the other keeps answering; restarted, nothing is lost', async () => {
    proxy.delayMs = 80;
    const [a, b] = apis as [ServerProcess, ServerProcess];
    const jobs = [
      { org: 'slowco', job: await startJob('slowco', 'docs.slowco.test', a) },
      { org: 'acme', job: await startJob('acme', 'docs.acme.test', a) },
      { org: 'slowco', job: await startJob('slowco', 'docs.slowco.test', b) },
      { org: 'globex', job: await startJob('globex', 'docs.globex.test', b) },
    ];
    let polling = true;
    let answeredByB = 0;
    const failuresOfB: string[] = [];
    const pollers = jobs.map(async ({ org, job }) => {
      while (polling) {
        try {
          const res = await call(b.origin, org, 'GET', `/v1/static-export/jobs/${job.jobId}`);
          if (res.status === 200) answeredByB++;
          else failuresOfB.push(`${res.status} ${JSON.stringify(res.body)}`);
        } catch (error) {
          failuresOfB.push(String(error));
        }
        await call(a.origin, org, 'GET', `/v1/static-export/jobs/${job.jobId}`).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    await a.stop('SIGKILL');
    const before = answeredByB;
    await new Promise((r) => setTimeout(r, 1500));
    expect(answeredByB).toBeGreaterThan(before);
    const restartStarted = Date.now();
    const restarted = await startApi(3);
    const restartMs = Date.now() - restartStarted;
    apis[0] = restarted;
    for (const { org, job } of jobs) expect((await finish(org, job.jobId)).status).toBe('completed');
    polling = false;
    await Promise.all(pollers);
    expect(failuresOfB).toEqual([]);
    // Every job ever started answers the same on the restarted process as on the other one.
    for (const { org, job } of jobs) {
      const [x, y] = await Promise.all([getJob(org, job.jobId, restarted), getJob(org, job.jobId, b)]);
      expect(x).toEqual(y);
    }
    await downloadAndVerify('acme', jobs[1]!.job.jobId, 'killed-api');
    console.log(
      `kill -9 API: ${answeredByB} polls answered by the other replica, ${failuresOfB.length} failed; replacement listening in ${(restartMs / 1000).toFixed(1)} s; jobs ${jobs.map((j) => j.job.jobId).join(', ')} all completed`,
    );
    proxy.delayMs = 0;
  }, 180_000);

  it('SIGTERM hands a running job back; after a Redis restart (persistence on) queued jobs still run', async () => {
    proxy.delayMs = 800; // a job of several seconds, longer than the 2 s grace period
    const handed = await startJob('slowco', 'docs.slowco.test');
    await waitFor(
      'the job to be part-way',
      async () => {
        const now = await getJob('slowco', handed.jobId);
        return now.status === 'running' && now.progress > 0 ? now : undefined;
      },
      60_000,
      50,
    );
    // Grace 2 s is shorter than the job: the worker running it hands it back, then both exit 0.
    const codes = await Promise.all(workers.map((w) => w.stop('SIGTERM')));
    expect(codes).toEqual([0, 0]);
    const about = workers.flatMap((w) => w.logs.filter((l) => l.jobId === handed.jobId || /shutting|grace|stopped|error/.test(String(l.msg))));
    expect(
      workers.some((w) => w.logs.some((l) => l.msg === 'job handed back: worker shutting down' && l.jobId === handed.jobId)),
      JSON.stringify(about, null, 1) + workers.map((w) => w.stderr.join('')).join('\n'),
    ).toBe(true);
    expect(workers.some((w) => w.logs.some((l) => l.msg === 'job handed back: worker shutting down' && l.jobId === handed.jobId))).toBe(true);
    proxy.delayMs = 0;
    const queued = await Promise.all(ORGS.map((org) => startJob(org, `docs.${org}.test`)));

    await redis.stop('SIGTERM');
    // While Redis is down: job operations are a quick 503 (not a 500, not a hang) and health says which part is down.
    const during = await call(anyApi().origin, ORGS[0], 'GET', `/v1/static-export/jobs/${queued[0]!.jobId}`);
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ error: 'the job database is unavailable right now; try again shortly' });
    expect(during.ms).toBeLessThan(5000);
    const health = await fetch(`${anyApi().origin}/v1/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', redis: { ok: false }, s3: { ok: true } });
    await redis.start();
    // The APIs reconnect by themselves; the records and the queue came back from the append-only file.
    for (const [i, job] of queued.entries()) {
      const again = await waitFor(
        'the API to answer after the Redis restart',
        async () => {
          const res = await call(anyApi().origin, ORGS[i]!, 'GET', `/v1/static-export/jobs/${job.jobId}`).catch(() => undefined);
          return res?.status === 200 ? (res.body as StaticExportJob) : undefined;
        },
        30_000,
        200,
      );
      expect(again.status).toBe('queued');
    }
    workers.splice(0, workers.length, ...(await Promise.all([startWorker(4), startWorker(5)])));
    for (const [i, job] of queued.entries()) expect((await finish(ORGS[i]!, job.jobId)).status).toBe('completed');
    expect((await finish('slowco', handed.jobId)).status).toBe('completed');
    // The handed-back run did not count as an attempt.
    expect(workers.flatMap((w) => transitions(w, handed.jobId)).find((l) => l.to === 'completed')).toMatchObject({ attempt: 1 });
    await downloadAndVerify('slowco', handed.jobId, 'handed-back');
  }, 180_000);
});
