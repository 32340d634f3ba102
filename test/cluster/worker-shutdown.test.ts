// A worker stops when told, even with its Redis gone (issue 27 part 1): a `static-export worker` process in the
// middle of a slow export (real engine, real Pagefind child), its redis-server stopped by the test, gets SIGTERM
// (alone, or with its whole process group as systemd and Kubernetes send it). It must exit non-zero within the
// grace period + 5 s, in one log line naming the job it abandoned, with no stack trace on stderr; once Redis is back
// (same port, same append-only file) another worker takes the job through BullMQ's stalled-job check and completes it.
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../server/api/services.ts';
import { createLogger } from '../../server/jobs/logger.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import type { StaticExportJob } from '../../src/core/types.ts';
import { createS3Store } from '../../src/store/s3-store.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { keys, removeDir, tempDir, waitFor } from '../api/support.ts';
import { startServerProcess } from '../api/server-process.ts';
import { startWorkerProcess, type WorkerProcess } from './processes.ts';

const GRACE_MS = 2000;
// Long enough that a busy 2-core machine renews every lock in time (as in cluster.test.ts).
const LOCK_MS = 5000;
const PAGES = Array.from({ length: 30 }, (_, i) => `p/${i}`);
const BASE = 'http://127.0.0.1:8787';

let dir: string;
let redis: TestRedis;
let s3: TestS3Server;
let site: { origin: string; delayMs: number; server: Server };
let services: Services;
let key: string;
const workers: WorkerProcess[] = [];
let redisStopped = false;

/** A site whose every page answers after `delayMs`: an export of PAGES takes many seconds while it is slow. */
async function startSlowSite(): Promise<typeof site> {
  const slow = { origin: '', delayMs: 400, server: undefined as unknown as Server };
  slow.server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (!path.startsWith('/p/')) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Page ${path}</title></head><body><main><h1>Page ${path}</h1><p>Words about ${path} to index.</p></main></body></html>`,
      );
    }, slow.delayMs);
  });
  await new Promise<void>((resolve) => slow.server.listen(0, '127.0.0.1', resolve));
  slow.origin = `http://127.0.0.1:${(slow.server.address() as AddressInfo).port}`;
  return slow;
}

function env(name: string): Record<string, string> {
  return {
    ...s3.env,
    STATIC_EXPORT_REDIS_URL: redis.url,
    STATIC_EXPORT_CONFIG: join(dir, 'config.json'),
    STATIC_EXPORT_DATA_DIR: join(dir, name),
    STATIC_EXPORT_EXPORT_CONCURRENCY: '1',
    STATIC_EXPORT_WORKER_LOCK_MS: String(LOCK_MS),
    STATIC_EXPORT_SHUTDOWN_GRACE_MS: String(GRACE_MS),
    // The abandoned run counts as one; a loaded machine may stall the rescuer's run once more.
    STATIC_EXPORT_MAX_ATTEMPTS: '4',
  };
}

const api = (path: string, init: RequestInit = {}) =>
  Promise.resolve(
    services.app.fetch(
      new Request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } }),
    ),
  );

/** The PIDs of `pid`'s children whose command is Pagefind's indexer. */
async function pagefindChildren(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: the command name may hold spaces, so read from the last ')'.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid && comm.startsWith('pagefind')) found.push(Number(entry));
  }
  return found;
}

beforeAll(async () => {
  dir = await tempDir('sx-worker-stop-');
  [redis, s3, site] = await Promise.all([startRedis(), startS3Server(), startSlowSite()]);
  const made = await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', site.origin);
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
    {
      exportBundle: () => Promise.reject(new Error('a cluster API process runs no export')),
      logger: createLogger({ write: () => {} }),
      bundleStore: createS3Store(s3.storeOptions),
      probe: async () => {},
    },
  );
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.stop('SIGKILL').catch(() => {});
  await services?.runner.shutdown(1000).catch(() => {});
  await s3?.close();
  await redis?.close();
  await new Promise<void>((resolve) => {
    site?.server.closeAllConnections();
    site ? site.server.close(() => resolve()) : resolve();
  });
  if (dir) await removeDir(dir);
});

async function jobState(jobId: string): Promise<StaticExportJob | undefined> {
  const res = await api(`/v1/static-export/jobs/${jobId}`).catch(() => undefined);
  return res?.status === 200 ? ((await res.json()) as StaticExportJob) : undefined;
}

async function stopWithRedisGone(name: string, signalGroup: boolean): Promise<void> {
  site.delayMs = 400;
  const victim = await startWorkerProcess(env(`${name}-a`), 1, 30_000, signalGroup);
  workers.push(victim);
  try {
    await abandonWithRedisGone(name, victim, signalGroup);
  } finally {
    await victim.stop('SIGKILL');
    await redisUp();
  }
}

/** Redis running again (after a test that stopped it failed half-way), so the next test starts as the others did. */
async function redisUp(): Promise<void> {
  if (!redisStopped) return;
  await redis.start();
  redisStopped = false;
}

async function abandonWithRedisGone(name: string, victim: WorkerProcess, signalGroup: boolean): Promise<void> {
  const started = await api('/v1/static-export/jobs', { method: 'POST', body: JSON.stringify({ domain: 'docs.acme.test', paths: PAGES }) });
  expect(started.status).toBe(202);
  const { jobId } = (await started.json()) as StaticExportJob;
  await waitFor(
    'the job to be part-way, with Pagefind indexing',
    async () => {
      const job = await jobState(jobId);
      return job?.status === 'running' && job.progress > 0 && (await pagefindChildren(victim.pid)).length > 0 ? job : undefined;
    },
    60_000,
    100,
  );
  await redis.stop('SIGTERM');
  redisStopped = true;
  const signalled = Date.now();
  if (signalGroup) process.kill(-victim.pid, 'SIGTERM');
  else process.kill(victim.pid, 'SIGTERM');
  const code = await victim.exited;
  const tookMs = Date.now() - signalled;
  const stderr = victim.stderr.join('');
  expect(code, stderr).not.toBe(0);
  expect(tookMs).toBeLessThan(GRACE_MS + 5000);
  const abandoned = victim.logs.filter((l) => String(l.msg).startsWith('stopped without a clean hand-back'));
  expect(abandoned, JSON.stringify(victim.logs.slice(-10))).toHaveLength(1);
  expect(abandoned[0]).toMatchObject({ level: 'error', abandoned: [jobId] });
  expect(String(abandoned[0]!.msg)).toContain(jobId);
  expect(stderr).not.toMatch(/ERR_STREAM_DESTROYED|Service stopped|\n\s+at /);
  expect(victim.logs.filter((l) => 'stack' in l)).toEqual([]);
  console.log(
    `worker stop with Redis gone (${signalGroup ? 'process group' : 'the worker alone'}): exit ${code} ${tookMs} ms after SIGTERM (grace ${GRACE_MS} ms)`,
  );

  site.delayMs = 0;
  await redisUp();
  const rescuer = await startWorkerProcess(env(`${name}-b`), 1);
  workers.push(rescuer);
  try {
    await rescued(jobId, rescuer);
  } finally {
    await rescuer.stop('SIGKILL');
  }
}

async function rescued(jobId: string, rescuer: WorkerProcess): Promise<void> {
  const done = await waitFor(
    `job ${jobId} to complete on the other worker`,
    async () => {
      const job = await jobState(jobId);
      return job?.status === 'completed' || job?.status === 'failed' ? job : undefined;
    },
    60_000,
    200,
  );
  expect(done, JSON.stringify(rescuer.logs.filter((l) => l.jobId === jobId))).toMatchObject({ status: 'completed', progress: 100, pageCount: PAGES.length });
  expect(rescuer.logs.some((l) => l.msg === 'job transition' && l.jobId === jobId && l.to === 'completed')).toBe(true);
  expect(await rescuer.stop('SIGTERM')).toBe(0);
}

afterEach(redisUp);

describe('a worker whose Redis is gone stops when told', () => {
  it('an API process whose Redis is gone: SIGTERM ends it within grace + 5 s', async () => {
    const server = await startServerProcess(env('api-process'));
    workers.push(server);
    // A poll (so the process has used its connections) and a start left queued: both need Redis at shutdown.
    const started = await fetch(`${server.origin}/v1/static-export/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'docs.acme.test', paths: ['p/0'] }),
    });
    expect(started.status).toBe(202);
    await redis.stop('SIGTERM');
    redisStopped = true;
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - signalled;
    expect(tookMs, server.stderr.join('')).toBeLessThan(GRACE_MS + 5000);
    expect(server.stderr.join('')).not.toMatch(/\n\s+at /);
    console.log(`API process stop with Redis gone: exit ${code} ${tookMs} ms after SIGTERM (grace ${GRACE_MS} ms)`);
  }, 60_000);

  it('SIGTERM to the worker: exits 1 within grace + 5 s naming the abandoned job; another worker completes it once Redis is back', async () => {
    await stopWithRedisGone('alone', false);
  }, 180_000);

  it('SIGTERM to its process group (Pagefind dies first): the same, and no stack trace', async () => {
    await stopWithRedisGone('group', true);
  }, 180_000);
});
