// A site behind authentication, exported with the real CLI (`--header`, `--cookie`) and by the real API server
// (per-domain secrets from `keys create --header/--cookie`): the credentials reach the source origin and nothing
// else (not the second origin its pages name, not a redirect target), and appear nowhere afterwards: not in the
// bundle, its manifest or warnings, the CLI's output, the job record, the job's warnings or the server's logs.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobWarnings, StaticExportJob } from '../../src/core/types.ts';
import { startServerProcess, type ServerProcess } from '../api/server-process.ts';
import { checkResponse, keys, removeDir, tempDir } from '../api/support.ts';
import { AUTH_COOKIE, AUTH_TOKEN, leaks, startAuthSite, type AuthSite } from '../helpers/auth-site.ts';
import { runCli } from '../helpers/run-cli.ts';

let site: AuthSite;
let dir: string;

beforeAll(async () => {
  site = await startAuthSite();
  dir = await tempDir('sx-auth-');
});
afterAll(async () => {
  await site?.close();
  await removeDir(dir);
});

/** `fetched`: the export did download from the other origin (the CLI does; the API fetches only listed domains). */
function noCredentialsElsewhere(fetched: boolean): void {
  if (fetched) expect(site.otherRequests.length).toBeGreaterThan(0);
  for (const r of site.otherRequests) {
    expect(r.headers.authorization, r.url).toBeUndefined();
    expect(r.headers.cookie, r.url).toBeUndefined();
  }
}

describe('the CLI', () => {
  it('fails with the 401 without credentials', async () => {
    const run = await runCli(['export', site.origin, '--out', join(dir, 'none.tar.gz'), '--quiet'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('401');
    expect(site.refused).toBeGreaterThan(0);
  });

  it('exports with --header and --cookie, sending them to the source origin only', async () => {
    site.otherRequests.length = 0;
    const out = join(dir, 'private.tar.gz');
    const run = await runCli(
      // The other origin is another loopback port: opened on purpose, so the export does reach it (and must not send it the credentials).
      [
        'export',
        site.origin,
        '--out',
        out,
        '--out-dir',
        join(dir, 'files'),
        '--json',
        '--header',
        `Authorization: Bearer ${AUTH_TOKEN}`,
        '--cookie',
        `session=${AUTH_COOKIE}`,
        '--allow-private',
        new URL(site.otherOrigin).host,
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.pages).toBe(2);
    // The broken link and the off-site redirect are warnings, with their URLs and nothing else.
    expect(summary.warningList.map((w: { code: string }) => w.code).sort()).toEqual(['broken-link', 'off-site-redirect']);
    noCredentialsElsewhere(true);
    expect(leaks(run.stdout + run.stderr)).toEqual([]);
    // Every byte of the archive (manifest, nginx.conf, pages), uncompressed.
    expect(leaks(gunzipSync(await readFile(out)).toString('latin1'))).toEqual([]);
    const files = await readdir(join(dir, 'files'), { recursive: true, withFileTypes: true });
    for (const f of files.filter((e) => e.isFile())) expect(leaks(await readFile(join(f.parentPath, f.name), 'latin1')), f.name).toEqual([]);
  });

  it('refuses a malformed --header with a usage error that does not echo the value', async () => {
    const run = await runCli(['export', site.origin, '--header', `Authorization Bearer ${AUTH_TOKEN}`], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--header takes 'Name: value'");
    expect(leaks(run.stderr)).toEqual([]);
  });
});

describe('the API with per-domain secrets in the organization config', () => {
  let server: ServerProcess;
  let key: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDir('sx-auth-api-');
    const created = await keys(
      dataDir,
      'create',
      '--org',
      'acme',
      '--domain',
      'private.acme.test',
      '--origin',
      site.origin,
      '--header',
      `Authorization: Bearer ${AUTH_TOKEN}`,
      '--cookie',
      `session=${AUTH_COOKIE}`,
    );
    expect(created.code).toBe(0);
    expect(leaks(created.out)).toEqual([]);
    key = created.key;
    server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await server?.stop();
    await removeDir(dataDir);
  });

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${server.origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: await checkResponse(method, path, res) };
  }

  it('exports the site, counts and lists its warnings, and keeps the secrets out of records, answers and logs', async () => {
    site.otherRequests.length = 0;
    const start = await call('POST', '/v1/static-export/jobs', { domain: 'private.acme.test' });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    let job: StaticExportJob = start.body;
    expect(job.warnings).toBe(0);
    const answers: string[] = [JSON.stringify(job)];
    while (job.status !== 'completed' && job.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 150));
      job = (await call('GET', `/v1/static-export/jobs/${job.jobId}`)).body;
      answers.push(JSON.stringify(job));
    }
    expect(job.error).toBeUndefined();
    // The broken link, the off-site redirect, and the two files on a host the organization may not export.
    expect(job).toMatchObject({ status: 'completed', pageCount: 2, warnings: 4 });

    const listed = await call('GET', `/v1/static-export/jobs/${job.jobId}/warnings`);
    expect(listed.status).toBe(200);
    const warnings = listed.body as JobWarnings;
    expect(warnings.total).toBe(4);
    expect(warnings.warnings).toHaveLength(4);
    expect(warnings.warnings.find((w) => w.code === 'broken-link')).toMatchObject({ url: '/missing', referrer: '/' });
    answers.push(JSON.stringify(listed.body));

    // A lifetime asked for in the body is the link's lifetime.
    const before = Date.now();
    const bundle = await call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`, { linkTtlSeconds: 7200 });
    expect(bundle.status).toBe(200);
    const ttl = (Date.parse(bundle.body.expiresAt) - before) / 1000;
    expect(ttl).toBeGreaterThan(7190);
    expect(ttl).toBeLessThan(7210);
    const archive = Buffer.from(await (await fetch(bundle.body.bundleUrl)).arrayBuffer());

    noCredentialsElsewhere(false);
    expect(leaks(gunzipSync(archive).toString('latin1'))).toEqual([]);
    expect(leaks(answers.join('\n'))).toEqual([]);
    expect(leaks(await readFile(join(dataDir, 'jobs', `${job.jobId}.json`), 'utf8'))).toEqual([]);
    expect(leaks(JSON.stringify(server.logs) + server.stderr.join(''))).toEqual([]);
  });

  it('refuses a bundle lifetime out of range', async () => {
    const start = await call('POST', '/v1/static-export/jobs', { domain: 'private.acme.test' });
    for (const body of [{ linkTtlSeconds: 0 }, { linkTtlSeconds: 604801 }, { linkTtlSeconds: '3600' }, { ttl: 60 }]) {
      const res = await call('POST', `/v1/static-export/jobs/${start.body.jobId}/bundle`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
