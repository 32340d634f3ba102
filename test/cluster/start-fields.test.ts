// Every field of the start body reaches the run, in both set-ups (issue 28 finding 3: a cluster dropped
// `"search": false`, so its bundles carried the index and the dialog). One table, one row per field with a value
// that is not the default and the engine options it must produce; each row is started once embedded (the API
// runs the export) and once in a cluster (a real redis-server, the loopback S3 server, an in-process worker), both
// over the fake exporter, which records the options the pipeline receives. A field added to the start body without
// a row here fails the first test.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../server/api/services.ts';
import { START_FIELDS } from '../../server/api/start-request.ts';
import { createLogger } from '../../server/jobs/logger.ts';
import { createOrgDirectory } from '../../server/jobs/org-directory.ts';
import { createHeadersFor, createPolicyFor } from '../../server/jobs/org-policy.ts';
import { DEFAULT_LIMITS } from '../../server/jobs/service-settings.ts';
import { createExportWorker, type ExportWorker } from '../../server/worker/export-worker.ts';
import type { SiteOptions, StaticExportJob } from '../../src/core/types.ts';
import { createS3Store, type S3BundleStore } from '../../src/store/s3-store.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { BASE, fakeExporter, keys, removeDir, startTestApi, tempDir, waitFor, type FakeExporter, type TestApi } from '../api/support.ts';

const ORIGIN = 'http://127.0.0.1:9'; // configured for the second domain; never fetched (the exporter is fake)

/** A start body field, a non-default value for it, and what the pipeline must then be given. */
const ROWS: Array<{ field: string; body: Record<string, unknown>; expected: Partial<SiteOptions> }> = [
  { field: 'domain', body: { domain: 'docs2.acme.test' }, expected: { url: `${ORIGIN}/` } },
  { field: 'version', body: { domain: 'docs.acme.test', version: 'v2.3' }, expected: { version: 'v2.3' } },
  { field: 'paths', body: { domain: 'docs.acme.test', paths: ['guides/setup', 'api'] }, expected: { paths: ['/guides/setup', '/api'] } },
  { field: 'search', body: { domain: 'docs.acme.test', search: false }, expected: { search: false } },
  // The rows above completed jobs of this domain, so "latest" is one of them: the run gets its bundle as PREV, a file
  // on this machine (the store's own file embedded, a download from S3 in the cluster).
  { field: 'since', body: { domain: 'docs.acme.test', since: 'latest' }, expected: { since: expect.stringMatching(/\.tar\.gz$/) } },
];

interface Mode {
  name: string;
  fake: FakeExporter;
  call(path: string, init?: RequestInit): Promise<Response>;
}

let dir: string;
let key: string;
let redis: TestRedis;
let s3: TestS3Server;
let store: S3BundleStore;
let embedded: TestApi;
let cluster: Services;
let worker: ExportWorker;
const modes: Mode[] = [];

beforeAll(async () => {
  dir = await tempDir('sx-start-fields-');
  [redis, s3] = await Promise.all([startRedis(), startS3Server()]);
  store = createS3Store(s3.storeOptions);
  const made = await keys(
    dir,
    'create',
    '--org',
    'acme',
    '--domain',
    'docs.acme.test',
    '--domain',
    'docs2.acme.test',
    '--origin',
    ORIGIN,
    '--domain',
    'private.acme.test',
    '--header',
    'X-Docs-Token: t0ken-value',
  );
  expect(made.code, made.err).toBe(0);
  key = made.key;
  const logger = createLogger({ write: () => {} });

  embedded = await startTestApi({ dataDir: dir });
  modes.push({
    name: 'embedded',
    fake: embedded.fake,
    call: (path, init = {}) => embedded.fetch(path, { ...init, key, headers: { 'content-type': 'application/json' } }),
  });

  const clusterFake = fakeExporter();
  cluster = await createServices(
    {
      dataDir: join(dir, 'cluster'),
      configPath: join(dir, 'config.json'),
      publicUrl: BASE,
      linkTtlSeconds: 3600,
      jobsAtOnce: 1,
      maxAttempts: 2,
      limits: DEFAULT_LIMITS,
      redisUrl: redis.url,
    },
    { exportBundle: clusterFake.exportBundle, logger, bundleStore: store, probe: async () => {} },
  );
  worker = createExportWorker({
    redisUrl: redis.url,
    bundleStore: store,
    exportBundle: clusterFake.exportBundle,
    policyFor: createPolicyFor(createOrgDirectory(join(dir, 'config.json'))),
    headersFor: createHeadersFor(createOrgDirectory(join(dir, 'config.json'))),
    workDir: join(dir, 'work'),
    logger,
    lockMs: 5000,
  });
  await worker.ready();
  modes.push({
    name: 'cluster',
    fake: clusterFake,
    call: (path, init = {}) =>
      Promise.resolve(
        cluster.app.fetch(new Request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } })),
      ),
  });
}, 60_000);

afterAll(async () => {
  await worker?.close(1000);
  await cluster?.runner.shutdown(1000);
  await embedded?.close();
  store?.client.destroy();
  await s3?.close();
  await redis?.close();
  if (dir) await removeDir(dir);
});

/** Starts a job with `body` and returns the options the pipeline was called with, once it completed. */
async function optionsOfRun(mode: Mode, body: Record<string, unknown>): Promise<SiteOptions> {
  const before = mode.fake.calls.length;
  const res = await mode.call('/v1/static-export/jobs', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(202);
  const { jobId } = (await res.json()) as StaticExportJob;
  const ended = await waitFor(
    `${mode.name} job ${jobId} to end`,
    async () => {
      const job = (await (await mode.call(`/v1/static-export/jobs/${jobId}`)).json()) as StaticExportJob;
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    30_000,
    50,
  );
  expect(ended.status, JSON.stringify(ended)).toBe('completed');
  expect(mode.fake.calls.length).toBe(before + 1);
  return mode.fake.calls.at(-1)!;
}

describe('every start-body field reaches the run, embedded and in a cluster', () => {
  it('the table has a row for every field the start body accepts', () => {
    expect(ROWS.map((r) => r.field).sort()).toEqual([...START_FIELDS].sort());
  });

  for (const row of ROWS) {
    it(`"${row.field}": ${JSON.stringify(row.body)} gives the pipeline ${JSON.stringify(row.expected)} in both set-ups`, async () => {
      const seen: Record<string, SiteOptions> = {};
      for (const mode of modes) {
        const options = await optionsOfRun(mode, row.body);
        expect(options, mode.name).toMatchObject(row.expected);
        seen[mode.name] = options;
      }
      // Both set-ups hand the pipeline the same options for the same start (the address rule, a function, aside).
      // PREV's path is each set-up's own file.
      const data = (o: SiteOptions | undefined) => JSON.parse(JSON.stringify({ ...o, ...(o?.since ? { since: 'PREV' } : {}) }));
      expect(data(seen.cluster)).toEqual(data(seen.embedded));
    });
  }

  it("a domain's configured request headers reach the run in both set-ups (a cluster worker sent none)", async () => {
    for (const mode of modes) {
      const options = await optionsOfRun(mode, { domain: 'private.acme.test' });
      expect(JSON.stringify(options.requestHeaders), mode.name).toContain('t0ken-value');
    }
  });

  it('a start without the optional fields gives the defaults in both set-ups (no paths, search on, version "latest")', async () => {
    for (const mode of modes) {
      const options = await optionsOfRun(mode, { domain: 'docs.acme.test' });
      expect(options, mode.name).toMatchObject({ url: 'https://docs.acme.test/', version: 'latest' });
      expect(options.paths, mode.name).toBeUndefined();
      expect(options.search, mode.name).toBeUndefined();
    }
  });
});
