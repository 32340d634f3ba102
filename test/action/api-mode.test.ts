// The bundled Action in API mode, run as the runner runs it (`node dist/index.js`, INPUT_* and GITHUB_* variables,
// output and summary files), against the real REST server (`node server/api/main.ts`) exporting the Next.js fixture.
// Organizations and keys are made with the real `static-export keys create` code.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyBundle } from '../../src/verify/verify.ts';
import { createClient } from '../../src/client/rest-client.ts';
import { startServerProcess, type ServerProcess } from '../api/server-process.ts';
import { runKeys } from '../../src/cli/keys.ts';
import { failureMessage, runAction, type ActionRun, removeActionRuns } from './run-action.ts';

afterAll(removeActionRuns);

const fixture = inject('fixture');

let dataDir: string;
let api: ServerProcess;
let apiUrl: string;
let key: string;
let disabledKey: string;
const sites: Server[] = [];
let brokenHits = 0;

/** A loopback site: `broken` answers 500 to everything, `slow` takes a minute to answer anything. */
async function site(kind: 'broken' | 'slow'): Promise<string> {
  const server = createServer((_req, res) => {
    if (kind === 'broken') {
      brokenHits++;
      res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
    } else {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>slow</title>'), 60_000).unref();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  sites.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** `static-export keys create …` (the command's own code, in-process); the key is alone on the last line. */
async function createKey(args: string[]): Promise<string> {
  let out = '';
  let err = '';
  const code = await runKeys(['create', ...args], { stdout: (s) => (out += s), stderr: (s) => (err += s), env: { STATIC_EXPORT_DATA_DIR: dataDir } });
  expect(code, err).toBe(0);
  return out.trimEnd().split('\n').at(-1) ?? '';
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'action-api-'));
  key = await createKey([
    '--org',
    'acme',
    '--domain',
    'docs.acme.test',
    '--origin',
    fixture.origin,
    '--domain',
    'broken.acme.test',
    '--origin',
    await site('broken'),
    '--domain',
    'slow.acme.test',
    '--origin',
    await site('slow'),
  ]);
  disabledKey = await createKey(['--org', 'smallco', '--domain', 'docs.smallco.test', '--origin', fixture.origin, '--disabled']);
  expect(key).toMatch(/^sxk_/);
  expect(disabledKey).toMatch(/^sxk_/);
  // The slow job keeps running after its test gave up; let it not hold up the others.
  api = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dataDir, STATIC_EXPORT_JOBS_AT_ONCE: '3', STATIC_EXPORT_MAX_ACTIVE_JOBS: '10' });
  apiUrl = `${api.origin}/v1`;
});

afterAll(async () => {
  await api?.stop('SIGKILL');
  for (const s of sites) {
    s.closeAllConnections();
    s.close();
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** The step's failure message, also printed so the test log shows what a user would read. */
function failure(run: ActionRun): string {
  const message = failureMessage(run) ?? '(no ::error:: line)';
  console.log(`::error:: ${message}`);
  return message;
}

/** Fetches `bundle-url` into the run's directory, checking the bytes against the `sha256` output. */
async function download(run: ActionRun): Promise<string> {
  const response = await fetch(run.outputs['bundle-url'] ?? '');
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(run.outputs.sha256);
  const file = join(run.dir, 'downloaded.tar.gz');
  await writeFile(file, bytes);
  return file;
}

function apiInputs(over: Record<string, string> = {}): Record<string, string> {
  return { domain: 'docs.acme.test', 'api-url': apiUrl, 'api-key': key, 'poll-interval': '0.5', 'max-polls': '600', ...over };
}

/** The key may appear only in the `::add-mask::` command, which the runner consumes and never shows. */
function expectKeyHidden(run: ActionRun, secret: string): void {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n');
  expect(lines.filter((l) => l.includes(secret) && l !== `::add-mask::${secret}`)).toEqual([]);
  expect(run.stdout).toContain(`::add-mask::${secret}`);
  expect(run.outputFile).not.toContain(secret);
  expect(run.summary).not.toContain(secret);
}

describe('API mode against the real server and the fixture site', () => {
  let run: ActionRun;

  beforeAll(async () => {
    run = await runAction({ inputs: apiInputs({ output: 'docs.tar.gz', 'link-ttl': '7200' }) });
    console.log(`action (API mode): exit ${run.code} in ${Math.round(run.ms)} ms\n--- GITHUB_OUTPUT\n${run.outputFile}--- GITHUB_STEP_SUMMARY\n${run.summary}`);
  });

  it('exits 0 and sets every API-mode output', () => {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(Object.keys(run.outputs).sort()).toEqual([
      'asset-count',
      'bundle-path',
      'bundle-sha256',
      'bundle-url',
      'bytes',
      'duration-seconds',
      'expires-at',
      'job-id',
      'manifest-path',
      'page-count',
      'sha256',
      'version',
      'warning-count',
    ]);
    expect(run.outputs['job-id']).toMatch(/\S/);
    expect(run.outputs.version).toBe('0123456'); // short GITHUB_SHA
    expect(Number(run.outputs['page-count'])).toBe(fixture.pages.length);
    expect(run.outputs.sha256).toMatch(/^[0-9a-f]{64}$/);
    // link-ttl reaches the API: the link lasts 2 hours, not the server's 1-hour default.
    const ttl = (Date.parse(run.outputs['expires-at'] ?? '') - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(7000);
    expect(ttl).toBeLessThanOrEqual(7200);
  });

  it('reads the manifest of the downloaded bundle for asset-count, warning-count and manifest-path', async () => {
    const manifest = JSON.parse(await readFile(run.outputs['manifest-path'] ?? '', 'utf8'));
    expect(run.outputs['manifest-path']).toBe(join(run.dir, 'workspace', 'docs.manifest.json'));
    expect(Number(run.outputs['asset-count'])).toBe(manifest.assets.length);
    expect(Number(run.outputs['warning-count'])).toBe(manifest.warnings.length);
    expect(run.summary).toContain(`<h3>Pages (${fixture.pages.length})</h3>`);
  });

  it('bundle-url downloads an archive that passes verify', async () => {
    const report = await verifyBundle(await download(run));
    expect(report.ok, JSON.stringify(report).slice(0, 2000)).toBe(true);
  });

  it('with `output`, downloads the bundle into the workspace and checks its sha256', async () => {
    expect(run.outputs['bundle-path']).toBe(join(run.dir, 'workspace', 'docs.tar.gz'));
    const bytes = await readFile(run.outputs['bundle-path'] ?? '');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(run.outputs.sha256);
  });

  it('never shows the key', () => expectKeyHidden(run, key));

  it('logs in groups, one line per poll, and never prints the presigned link', () => {
    expect(run.stdout).toMatch(/^::group::Start the export of docs\.acme\.test$/m);
    expect(run.stdout).toMatch(/^::group::Wait for job \S+ \(every 500 ms, at most 600 polls\)$/m);
    expect(run.stdout).toMatch(/^::group::Generate the bundle link$/m);
    const polls = run.stdout.split('\n').filter((l) => l.startsWith('poll '));
    expect(polls.length).toBeGreaterThanOrEqual(1);
    polls.forEach((line, i) => expect(line).toMatch(new RegExp(`^poll ${i + 1}/600: (queued|running|completed), \\d+%, \\d+ pages?, \\d+ warnings? \\(`)));
    // The last poll's count is the final one.
    expect(polls.at(-1)).toMatch(new RegExp(`^poll \\d+/600: completed, 100%, ${fixture.pages.length} pages, ${run.outputs['warning-count']} warnings? `));
    expect(run.stdout).not.toContain(run.outputs['bundle-url']);
  });

  it('writes a job summary with domain, version, pages, size, sha256, expiry and links', () => {
    expect(run.summary).toContain('<h2>Static export of docs.acme.test</h2>');
    expect(run.summary).toContain('<td>Version</td><td>0123456</td>');
    expect(run.summary).toContain(`<td>Pages</td><td>${fixture.pages.length}</td>`);
    expect(run.summary).toMatch(/<td>Bundle size<\/td><td>[\d.]+ (KB|MB)<\/td>/);
    expect(run.summary).toContain(`<code>${run.outputs.sha256}</code>`);
    const hhmm = (run.outputs['expires-at'] ?? '').slice(11, 16);
    expect(run.summary).toMatch(
      new RegExp(
        `<td>Link expires</td><td><span title="${run.outputs['expires-at']}">in (118|119) minutes \\(${hhmm} UTC(, \\d{4}-\\d\\d-\\d\\d)?\\)</span></td>`,
      ),
    );
    expect(run.summary).toMatch(/<td>Duration<\/td><td>[\d.]+ (ms|s|min \d+ s)<\/td>/);
    expect(run.summary).toContain('<a href="https://github.com/acme/docs/commit/0123456789abcdef0123456789abcdef01234567">0123456</a>');
    expect(run.summary).toContain('<a href="https://github.com/acme/docs/actions/runs/4242">#4242</a>');
    expect(run.summary).not.toContain(run.outputs['bundle-url']);
  });
});

describe('API mode with paths and a version label', () => {
  it('sends them to the API: the bundle carries the label and only those pages', async () => {
    const run = await runAction({ inputs: apiInputs({ paths: 'docs/guides/caching\n/faq/, api/auth', version: 'release-9' }) });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.outputs.version).toBe('release-9');
    expect(run.outputs['page-count']).toBe('3');
    expect(run.stdout).toContain('paths: docs/guides/caching, /faq/, api/auth');
    const report = await verifyBundle(await download(run));
    expect(report.ok).toBe(true);
  });
});

describe('API mode through a flaky proxy', () => {
  it('retries polls that get a 503 or a dropped connection, and still succeeds', async () => {
    let gets = 0;
    const proxy = createServer((req, res) => {
      const isPoll = req.method === 'GET' && /^\/v1\/static-export\/jobs\/[^/]+$/.test(req.url ?? '');
      if (isPoll && ++gets % 3 === 1) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"upstream busy"}');
      if (isPoll && gets % 3 === 2) return void res.socket?.destroy();
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const headers = new Headers();
        for (const name of ['authorization', 'content-type', 'accept']) if (req.headers[name]) headers.set(name, String(req.headers[name]));
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const upstream = await fetch(`${api.origin}${req.url}`, { method: req.method, headers, body });
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    sites.push(proxy);
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`;
    const run = await runAction({ inputs: apiInputs({ 'api-url': proxyUrl, 'poll-interval': '0.2' }) });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const polls = run.stdout.split('\n').filter((l) => l.startsWith('poll '));
    expect(polls.some((l) => /no answer, will retry: GET \/static-export\/jobs\/\S+ failed with HTTP 503: upstream busy/.test(l))).toBe(true);
    expect(polls.some((l) => /no answer, will retry: could not reach the Static Export API/.test(l))).toBe(true);
    expect(polls.at(-1)).toMatch(/completed, 100%/);
    expect(Number(run.outputs['page-count'])).toBe(fixture.pages.length);
  });
});

describe('API mode failures', () => {
  it('a wrong key: exit 1, the message names authentication, the key is not shown', async () => {
    const wrong = `sxk_${'A'.repeat(43)}`;
    const run = await runAction({ inputs: apiInputs({ 'api-key': wrong }) });
    expect(run.code).toBe(1);
    expect(failure(run)).toMatch(/^Static export failed: authentication failed \(HTTP 401: .+\): check that the API key/);
    expectKeyHidden(run, wrong);
    expect(run.outputs['job-id']).toBeUndefined();
    expect(run.summary).toContain('<h2>Static export of docs.acme.test failed</h2>');
  });

  it('an organization without static export: the 403 message', async () => {
    const run = await runAction({ inputs: apiInputs({ domain: 'docs.smallco.test', 'api-key': disabledKey }) });
    expect(run.code).toBe(1);
    expect(failure(run)).toMatch(/^Static export failed: static export is not enabled for this organization \(HTTP 403: .+\)/);
    expectKeyHidden(run, disabledKey);
  });

  it("a domain the API rejects: the API's 400 message", async () => {
    const run = await runAction({ inputs: apiInputs({ domain: 'not-listed.acme.test' }) });
    expect(run.code).toBe(1);
    const message = failure(run) ?? '';
    expect(message).toMatch(/^Static export failed: the API rejected the request \(HTTP 400: .*not-listed\.acme\.test.*\)$/);
  });

  it('a job that fails: its error is in the message and job-id is still set', async () => {
    const run = await runAction({ inputs: apiInputs({ domain: 'broken.acme.test' }) });
    expect(run.code).toBe(1);
    const jobId = run.outputs['job-id'] ?? '';
    expect(jobId).toMatch(/\S/);
    expect(brokenHits).toBeGreaterThan(0);
    const job = await createClient({ baseUrl: apiUrl, apiKey: key }).getJob(jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/\S/);
    expect(failure(run)).toBe(`Static export failed: export job ${jobId} failed: ${job.error}`);
    expect(run.summary).toContain(`<code>${jobId}</code>`);
  });

  it('max-polls exhausted: how long it waited and the last progress', async () => {
    const run = await runAction({ inputs: apiInputs({ domain: 'slow.acme.test', 'poll-interval': '0.3', 'max-polls': '3' }) });
    expect(run.code).toBe(1);
    const jobId = run.outputs['job-id'] ?? '';
    expect(failure(run)).toMatch(
      new RegExp(
        `^Static export failed: export job ${jobId} did not finish within 3 polls \\(waited (\\d+ ms|\\d\\.\\d s), polling every 300 ms\\); ` +
          'last seen (queued|running), \\d+%, 0 pages\\. The job may still finish: raise `max-polls` or `poll-interval`',
      ),
    );
    expect(run.stdout.split('\n').filter((l) => l.startsWith('poll '))).toHaveLength(3);
  });

  it('an unreachable API: a clear network message', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const run = await runAction({ inputs: apiInputs({ 'api-url': `http://127.0.0.1:${port}/v1` }) });
    expect(run.code).toBe(1);
    expect(failure(run)).toBe(
      `Static export failed: could not reach the Static Export API at http://127.0.0.1:${port}/v1 (POST /static-export/jobs): fetch failed (ECONNREFUSED)`,
    );
  });
});
