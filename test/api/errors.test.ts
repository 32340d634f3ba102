// The error matrix: every 4xx the API gives, each with an `{error}` body and valid against the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import { HttpProblem } from '../../server/api/http-error.ts';
import { checkResponse, json, keys, removeDir, startTestApi, waitFor, type TestApi } from './support.ts';

interface Case {
  status: number;
  name: string;
  method?: string;
  path?: string;
  key?: string | null;
  headers?: Record<string, string>;
  body?: BodyInit | null;
  /** Part of the message that must be there. */
  says?: RegExp;
}

let a: TestApi;
let key = '';
let disabledKey = '';
let revokedKey = '';
let betaKey = '';
let queuedJob = '';
let runningJob = '';
let failedJob = '';
let betaJob = '';
const counts: Record<number, number> = {};

const START = '/v1/static-export/jobs';
const jobPath = (id: string) => `/v1/static-export/jobs/${id}`;
const bundlePath = (id: string) => `/v1/static-export/jobs/${id}/bundle`;

beforeAll(async () => {
  a = await startTestApi({
    jobsAtOnce: 1,
    limits: { maxActiveJobs: 3, startsPerHour: 1000, startBurst: 1000 },
    probe: async (domain) => {
      if (domain === 'down.acme.test') throw new HttpProblem(400, 'domain down.acme.test is not reachable: connecting to 10.9.9.9:443 failed (ETIMEDOUT)');
    },
  });
  key = (await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--domain', 'down.acme.test')).key;
  disabledKey = (await keys(a.dataDir, 'create', '--org', 'freeloader', '--domain', 'docs.free.test', '--disabled')).key;
  revokedKey = (await keys(a.dataDir, 'create', '--org', 'acme')).key;
  await keys(a.dataDir, 'revoke', revokedKey);
  betaKey = (await keys(a.dataDir, 'create', '--org', 'beta', '--domain', 'docs.beta.test')).key;

  // One job that failed, one held running, one queued behind it, one of another organization.
  a.fake.failWith = new Error('the site answered 503 to every request');
  failedJob = (await (await a.fetch(START, { ...json({ domain: 'docs.acme.test' }), key })).json()).jobId;
  await waitFor('failure', async () => ((await a.services.jobs.get(failedJob))?.job.status === 'failed' ? true : undefined));
  a.fake.failWith = undefined;
  a.fake.hold = true;
  runningJob = (await (await a.fetch(START, { ...json({ domain: 'docs.acme.test' }), key })).json()).jobId;
  await a.fake.waiting();
  queuedJob = (await (await a.fetch(START, { ...json({ domain: 'docs.acme.test' }), key })).json()).jobId;
  betaJob = (await (await a.fetch(START, { ...json({ domain: 'docs.beta.test' }), key: betaKey })).json()).jobId;
});

afterAll(async () => {
  console.log(
    `error matrix: ${Object.entries(counts)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')} (total ${Object.values(counts).reduce((x, y) => x + y, 0)})`,
  );
  await a.close();
  await removeDir(a.dataDir);
});

async function send(c: Case): Promise<Response> {
  const headers = new Headers(c.headers);
  const k = c.key === undefined ? key : c.key;
  if (k !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${k}`);
  const method = c.method ?? 'POST';
  const init: RequestInit & { duplex?: string } = { method, headers };
  if (c.body !== undefined && c.body !== null) {
    init.body = c.body;
    if (c.body instanceof ReadableStream) init.duplex = 'half';
  }
  return a.fetch(c.path ?? START, init);
}

async function expectCase(c: Case): Promise<void> {
  const res = await send(c);
  const path = c.path ?? START;
  const method = c.method ?? 'POST';
  expect(res.status, `${c.name}: ${await res.clone().text()}`).toBe(c.status);
  const documented = /^\/v1\/static-export\/jobs(\/[^/]+(\/bundle)?)?$/.test(new URL(path, 'http://x').pathname) && ['GET', 'POST'].includes(method);
  const body = documented ? await checkResponse(method, path, res) : await res.json();
  expect(Object.keys(body), c.name).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  expect(body.error).not.toMatch(/\n\s+at /); // no stack trace
  if (c.says) expect(body.error, c.name).toMatch(c.says);
  if (c.status === 401) expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="static-export"/);
  if (c.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  counts[c.status] = (counts[c.status] ?? 0) + 1;
}

const ct = { 'content-type': 'application/json' };
const body = (value: unknown): Partial<Case> => ({ headers: ct, body: JSON.stringify(value) });

describe('400: invalid bodies and fields', () => {
  const cases: Case[] = [
    { name: 'malformed JSON', status: 400, headers: ct, body: '{"domain":', says: /not valid JSON/ },
    { name: 'trailing garbage', status: 400, headers: ct, body: '{"domain":"docs.acme.test"} x', says: /not valid JSON/ },
    { name: 'empty body', status: 400, headers: ct, body: '', says: /body required/ },
    { name: 'invalid UTF-8', status: 400, headers: ct, body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), says: /UTF-8/ },
    { name: 'array body', status: 400, ...body([{ domain: 'docs.acme.test' }]), says: /JSON object/ },
    { name: 'string body', status: 400, ...body('docs.acme.test'), says: /JSON object/ },
    { name: 'number body', status: 400, ...body(42), says: /JSON object/ },
    { name: 'null body', status: 400, ...body(null), says: /JSON object/ },
    { name: 'boolean body', status: 400, ...body(true), says: /JSON object/ },
    { name: 'unknown field', status: 400, ...body({ domain: 'docs.acme.test', path: ['a'] }), says: /unknown field\(s\): "path"/ },
    { name: '__proto__ field', status: 400, headers: ct, body: '{"domain":"docs.acme.test","__proto__":{"admin":true}}', says: /unknown field/ },
    { name: 'domain missing', status: 400, ...body({}), says: /"domain" is required/ },
    { name: 'domain number', status: 400, ...body({ domain: 42 }), says: /"domain" must be a string/ },
    { name: 'domain null', status: 400, ...body({ domain: null }), says: /"domain" must be a string/ },
    { name: 'domain array', status: 400, ...body({ domain: ['docs.acme.test'] }), says: /"domain" must be a string/ },
    { name: 'domain object', status: 400, ...body({ domain: { host: 'docs.acme.test' } }), says: /"domain" must be a string/ },
    { name: 'domain empty', status: 400, ...body({ domain: '' }), says: /must be a host name/ },
    { name: 'domain URL', status: 400, ...body({ domain: 'https://docs.acme.test' }), says: /must be a host name/ },
    { name: 'domain with path', status: 400, ...body({ domain: 'docs.acme.test/guides' }), says: /must be a host name/ },
    { name: 'domain with port', status: 400, ...body({ domain: 'docs.acme.test:443' }), says: /must be a host name/ },
    { name: 'domain with credentials', status: 400, ...body({ domain: 'user@docs.acme.test' }), says: /must be a host name/ },
    { name: 'domain bad label', status: 400, ...body({ domain: '-docs-.acme.test' }), says: /must be a host name/ },
    { name: 'domain empty label', status: 400, ...body({ domain: 'docs..acme.test' }), says: /must be a host name/ },
    { name: 'domain too long', status: 400, ...body({ domain: `${`${'a'.repeat(63)}.`.repeat(5)}test` }), says: /must be a host name/ },
    { name: 'domain unicode', status: 400, ...body({ domain: 'dócs.acme.test' }), says: /must be a host name/ },
    { name: 'domain not listed', status: 400, ...body({ domain: 'docs.other.test' }), says: /not one of the domains organization acme may export/ },
    { name: 'domain of another org', status: 400, ...body({ domain: 'docs.beta.test' }), says: /not one of the domains/ },
    { name: 'domain unreachable', status: 400, ...body({ domain: 'down.acme.test' }), says: /not reachable/ },
    { name: 'version number', status: 400, ...body({ domain: 'docs.acme.test', version: 2 }), says: /"version" must be a string/ },
    { name: 'version null', status: 400, ...body({ domain: 'docs.acme.test', version: null }), says: /"version" must be a string/ },
    { name: 'version empty', status: 400, ...body({ domain: 'docs.acme.test', version: '  ' }), says: /"version" must be 1 to 128/ },
    { name: 'version too long', status: 400, ...body({ domain: 'docs.acme.test', version: 'v'.repeat(129) }), says: /"version" must be 1 to 128/ },
    { name: 'version control char', status: 400, ...body({ domain: 'docs.acme.test', version: 'v1\nv2' }), says: /printable/ },
    { name: 'search string', status: 400, ...body({ domain: 'docs.acme.test', search: 'no' }), says: /"search" must be true or false/ },
    { name: 'paths string', status: 400, ...body({ domain: 'docs.acme.test', paths: 'guides/setup' }), says: /"paths" must be an array/ },
    { name: 'paths object', status: 400, ...body({ domain: 'docs.acme.test', paths: { a: 1 } }), says: /"paths" must be an array/ },
    { name: 'paths empty', status: 400, ...body({ domain: 'docs.acme.test', paths: [] }), says: /must not be empty/ },
    { name: 'paths number entry', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a', 1] }), says: /"paths\[1\]" must be a string/ },
    { name: 'paths null entry', status: 400, ...body({ domain: 'docs.acme.test', paths: [null] }), says: /"paths\[0\]" must be a string/ },
    {
      name: 'paths empty string',
      status: 400,
      ...body({ domain: 'docs.acme.test', paths: [''] }),
      says: /not a valid page path: "" \(the home page is "\/"\)/,
    },
    { name: 'paths URL', status: 400, ...body({ domain: 'docs.acme.test', paths: ['https://evil.test/x'] }), says: /not a valid page path/ },
    { name: 'paths protocol-relative', status: 400, ...body({ domain: 'docs.acme.test', paths: ['//evil.test/x'] }), says: /not a valid page path/ },
    { name: 'paths dot-dot', status: 400, ...body({ domain: 'docs.acme.test', paths: ['guides/../../etc'] }), says: /not a valid page path/ },
    // Issue 15, finding 7: the URL parser reads these as `..`, so they climb out of the origin's base path too.
    { name: 'paths encoded dot-dot', status: 400, ...body({ domain: 'docs.acme.test', paths: ['%2e%2e/3'] }), says: /no "\." or "\.\." segments/ },
    { name: 'paths half-encoded dot-dot', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a/.%2E/b'] }), says: /no "\." or "\.\." segments/ },
    { name: 'paths encoded dot', status: 400, ...body({ domain: 'docs.acme.test', paths: ['%2E/x'] }), says: /no "\." or "\.\." segments/ },
    { name: 'paths query', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a?b=1'] }), says: /not a valid page path/ },
    { name: 'paths fragment', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a#b'] }), says: /not a valid page path/ },
    { name: 'paths backslash', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a\\b'] }), says: /not a valid page path/ },
    { name: 'paths encoded slash', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a%2fb'] }), says: /not a valid page path/ },
    { name: 'paths control char', status: 400, ...body({ domain: 'docs.acme.test', paths: ['a\u0000b'] }), says: /not a valid page path/ },
    {
      name: 'paths too many',
      status: 400,
      ...body({ domain: 'docs.acme.test', paths: Array.from({ length: 10_001 }, (_, i) => `p${i}`) }),
      says: /at most 10000/,
    },
  ];
  it.each(cases)('$name', expectCase);
});

describe('415 and 413: media type and size', () => {
  const big = JSON.stringify({ domain: 'docs.acme.test', version: 'x'.repeat(1024 * 1024) });
  const cases: Case[] = [
    { name: 'no content type', status: 415, body: new TextEncoder().encode('{"domain":"docs.acme.test"}'), headers: {}, says: /missing Content-Type/ },
    { name: 'text/plain', status: 415, headers: { 'content-type': 'text/plain' }, body: '{"domain":"docs.acme.test"}', says: /unsupported Content-Type/ },
    { name: 'form encoded (curl -d default)', status: 415, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'domain=docs.acme.test' },
    { name: 'multipart', status: 415, headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
    {
      name: 'json in latin1',
      status: 415,
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      body: '{"domain":"docs.acme.test"}',
      says: /charset/,
    },
    { name: 'declared too large', status: 413, headers: ct, body: big, says: /too large/ },
    {
      name: 'streamed too large (no Content-Length)',
      status: 413,
      headers: ct,
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
          controller.close();
        },
      }),
      says: /too large/,
    },
  ];
  it.each(cases)('$name', expectCase);
});

describe('401, 403 and 404 on every operation', () => {
  const ops = () => [
    { method: 'POST', path: START, ...body({ domain: 'docs.acme.test' }) },
    { method: 'GET', path: jobPath(runningJob) },
    { method: 'POST', path: bundlePath(runningJob) },
  ];
  const auth: Array<[string, number, Partial<Case>]> = [
    ['no Authorization', 401, { key: null }],
    ['empty Authorization', 401, { key: null, headers: { authorization: '' } }],
    ['Basic scheme', 401, { key: null, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }],
    ['Bearer without a key', 401, { key: null, headers: { authorization: 'Bearer' } }],
    ['Bearer with two words', 401, { key: null, headers: { authorization: 'Bearer sxk_a sxk_b' } }],
    ['malformed key', 401, { key: 'sxk_short' }],
    ['wrong key', 401, { key: `sxk_${'A'.repeat(43)}` }],
    ['key without prefix', 401, { key: 'A'.repeat(47) }],
    ['revoked key', 401, {}],
    ['organization without static export', 403, {}],
  ];
  for (const [name, status, extra] of auth) {
    it(`${status} ${name}`, async () => {
      for (const op of ops()) {
        const k = name === 'revoked key' ? revokedKey : name.startsWith('organization') ? disabledKey : extra.key;
        await expectCase({ name: `${name} ${op.method} ${op.path}`, status, ...op, ...extra, key: k, headers: { ...op.headers, ...extra.headers } });
      }
    });
  }
  it('401 for an unknown key says where keys live', async () => {
    await expectCase({
      name: '401 message',
      status: 401,
      method: 'GET',
      path: jobPath(runningJob),
      key: `sxk_${'A'.repeat(43)}`,
      says: /invalid or revoked API key: keys are made by `static-export keys create` in a data directory \(STATIC_EXPORT_DATA_DIR.*start-up log/,
    });
  });
  it('403 says static export is not enabled', async () => {
    await expectCase({
      name: '403 message',
      status: 403,
      method: 'GET',
      path: jobPath(runningJob),
      key: disabledKey,
      says: /not enabled for this organization.*Enterprise/,
    });
  });
  it('404 for unknown, malformed and other-organization jobs', async () => {
    const unknown = `sej_${'z'.repeat(26)}`;
    for (const id of [unknown, 'nope', `SEJ_${'A'.repeat(26)}`, '%E0%A4%A', '..%2F..%2Fconfig.json', betaJob]) {
      await expectCase({ name: `GET ${id}`, status: 404, method: 'GET', path: jobPath(id), says: /not found/ });
      await expectCase({ name: `bundle ${id}`, status: 404, method: 'POST', path: bundlePath(id), says: /not found/ });
    }
  });
  it('404 for unknown endpoints, 405 for wrong methods', async () => {
    for (const path of ['/', '/v1', '/v2/static-export/jobs', '/v1/static-export', '/v1/static-export/jobs/x/y/z']) {
      await expectCase({ name: `GET ${path}`, status: 404, method: 'GET', path });
    }
    for (const [method, path] of [
      ['GET', START],
      ['DELETE', jobPath(runningJob)],
      ['PUT', bundlePath(runningJob)],
      ['GET', bundlePath(runningJob)],
      ['POST', '/v1/healthz'],
    ] as const) {
      const res = await send({ name: '', status: 405, method, path });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBeTruthy();
      expect(Object.keys(await res.json())).toEqual(['error']);
      counts[405] = (counts[405] ?? 0) + 1;
    }
  });
});

describe('409 and 429', () => {
  it('409 for queued, running and failed jobs', async () => {
    await expectCase({ name: 'queued', status: 409, path: bundlePath(queuedJob), says: /is queued/ });
    await expectCase({ name: 'running', status: 409, path: bundlePath(runningJob), says: /is running/ });
    await expectCase({ name: 'failed', status: 409, path: bundlePath(failedJob), says: /failed.*503 to every request/ });
  });

  it('429 when the organization has too many jobs queued or running', async () => {
    // acme has running + queued = 2 of 3: one more start is fine, the next is refused.
    const res = await send({ name: '', status: 202, ...body({ domain: 'docs.acme.test' }) });
    expect(res.status).toBe(202);
    await expectCase({
      name: 'active cap',
      status: 429,
      ...body({ domain: 'docs.acme.test' }),
      says: /already has 3 export job\(s\) queued or running \(limit 3\)/,
    });
    // Validation still comes first: a bad body is a 400 even at the cap.
    await expectCase({ name: 'bad body at the cap', status: 400, ...body({ domain: 42 }) });
  });

  it('429 with Retry-After when starts come too fast', async () => {
    const b = await startTestApi({ limits: { maxActiveJobs: 100, startsPerHour: 2, startBurst: 2 } });
    try {
      const k = (await keys(b.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test')).key;
      for (let i = 0; i < 2; i++) expect((await b.fetch(START, { ...json({ domain: 'docs.acme.test' }), key: k })).status).toBe(202);
      const res = await b.fetch(START, { ...json({ domain: 'docs.acme.test' }), key: k });
      expect(res.status).toBe(429);
      const retry = Number(res.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(1000); // 2 per hour: about 30 minutes
      expect(retry).toBeLessThanOrEqual(1800);
      expect((await checkResponse('POST', START, res)).error).toMatch(/too many export jobs started/);
      counts[429] = (counts[429] ?? 0) + 1;
    } finally {
      await b.close();
      await removeDir(b.dataDir);
    }
  });
});

describe('503: the service, not the request', () => {
  it('a bundle call while the bundle store is down is a 503 with Retry-After, and works once it is back', async () => {
    let down = false;
    const kept = new Map<string, boolean>();
    const store: BundleStore = {
      kind: 's3',
      async put(k, _file, meta) {
        kept.set(k, true);
        return { key: k, ...meta };
      },
      async has(k) {
        if (down) throw new Error('connect ECONNREFUSED 10.0.0.9:443');
        return kept.has(k);
      },
      async link(k, ttl) {
        return { url: `https://s3.example/${k}?X-Amz-Expires=${ttl}`, expiresAt: new Date(Date.now() + ttl * 1000) };
      },
      async delete(k) {
        kept.delete(k);
      },
      async download() {
        throw new Error('this test makes no delta');
      },
    };
    const b = await startTestApi({ bundleStore: store });
    try {
      const k = (await keys(b.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test')).key;
      const { jobId } = await (await b.fetch(START, { ...json({ domain: 'docs.acme.test' }), key: k })).json();
      await waitFor('completion', async () => ((await b.services.jobs.get(jobId))?.job.status === 'completed' ? true : undefined));
      down = true;
      const res = await b.fetch(bundlePath(jobId), { method: 'POST', key: k });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect((await checkResponse('POST', bundlePath(jobId), res)).error).toMatch(/bundle store is unavailable/);
      expect(b.logs.join('\n')).toContain('ECONNREFUSED'); // the detail goes to the log, not to the client
      counts[503] = (counts[503] ?? 0) + 1;
      down = false;
      expect((await b.fetch(bundlePath(jobId), { method: 'POST', key: k })).status).toBe(200);
      kept.clear();
      const gone = await b.fetch(bundlePath(jobId), { method: 'POST', key: k });
      expect(gone.status).toBe(410);
      expect((await checkResponse('POST', bundlePath(jobId), gone)).error).toMatch(/no longer stored/);
      counts[410] = (counts[410] ?? 0) + 1;
    } finally {
      await b.close();
      await removeDir(b.dataDir);
    }
  });

  it('a broken organization config keeps the last good one; with none, a 503 that reveals nothing', async () => {
    const b = await startTestApi();
    try {
      const k = (await keys(b.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test')).key;
      expect((await b.fetch(jobPath(`sej_${'b'.repeat(26)}`), { key: k })).status).toBe(404);
      await writeFile(join(b.dataDir, 'config.json'), '{ "version": 1, "organizations": { oops');
      expect((await b.fetch(jobPath(`sej_${'b'.repeat(26)}`), { key: k })).status).toBe(404); // still authenticated
      expect(b.logs.some((l) => l.includes('organization config unreadable'))).toBe(true);
    } finally {
      await b.close();
      await removeDir(b.dataDir);
    }
    const c = await startTestApi();
    try {
      await writeFile(join(c.dataDir, 'config.json'), '[]');
      const res = await c.fetch(jobPath(`sej_${'b'.repeat(26)}`), { key: `sxk_${'A'.repeat(43)}` });
      expect(res.status).toBe(503);
      const body = await checkResponse('GET', jobPath(`sej_${'b'.repeat(26)}`), res);
      expect(body.error).not.toContain('config.json');
      counts[503] = (counts[503] ?? 0) + 1;
    } finally {
      await c.close();
      await removeDir(c.dataDir);
    }
  });
});
