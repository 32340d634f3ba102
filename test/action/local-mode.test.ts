// The bundled Action in local mode (`node dist/index.js` as the runner runs it): the export runs in the "runner"
// against the Next.js fixture; without S3 the archive stays at `output`, with S3 (a signature-checking loopback
// S3 server) it is uploaded and `bundle-url` is a working presigned link.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyBundle } from '../../src/verify/verify.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { renderSummary } from './render-summary.ts';
import { failureMessage, runAction, type ActionRun, removeActionRuns } from './run-action.ts';

afterAll(removeActionRuns);

const fixture = inject('fixture');

async function verify(file: string): Promise<void> {
  const report = await verifyBundle(file);
  expect(report.ok, JSON.stringify(report).slice(0, 2000)).toBe(true);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe('local mode without S3', () => {
  let run: ActionRun;

  beforeAll(async () => {
    // No api-key, so `mode: auto` picks local; a tag ref names the version.
    run = await runAction({
      inputs: { domain: fixture.origin, output: 'site.tar.gz', 'allow-private': new URL(fixture.cdnOrigin).host },
      env: { GITHUB_REF: 'refs/tags/v2.1.0' },
    });
    console.log(
      `action (local mode): exit ${run.code} in ${Math.round(run.ms)} ms\n--- GITHUB_OUTPUT\n${run.outputFile}--- GITHUB_STEP_SUMMARY\n${run.summary}`,
    );
  });

  it('exits 0 with the archive at `output` and bundle-path set', async () => {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(Object.keys(run.outputs).sort()).toEqual([
      'asset-count',
      'bundle-path',
      'bundle-sha256',
      'bytes',
      'duration-seconds',
      'manifest-path',
      'page-count',
      'sha256',
      'version',
      'warning-count',
    ]);
    expect(run.outputs['bundle-path']).toBe(join(run.dir, 'workspace', 'site.tar.gz'));
    expect(Number(run.outputs.bytes)).toBe((await readFile(run.outputs['bundle-path'] ?? '')).length);
    expect(Number(run.outputs['duration-seconds'])).toBeGreaterThan(0);
    const manifest = JSON.parse(await readFile(run.outputs['manifest-path'] ?? '', 'utf8'));
    expect(run.outputs['manifest-path']).toBe(join(run.dir, 'workspace', 'site.manifest.json'));
    expect(Number(run.outputs['asset-count'])).toBe(manifest.assets.length);
    expect(Number(run.outputs['warning-count'])).toBe(manifest.warnings.length);
    expect(run.outputs.version).toBe('v2.1.0');
    expect(Number(run.outputs['page-count'])).toBe(fixture.pages.length);
    const bytes = await readFile(run.outputs['bundle-path'] ?? '');
    expect(sha256(bytes)).toBe(run.outputs.sha256);
  });

  it('the archive passes verify', () => verify(run.outputs['bundle-path'] ?? ''));

  it('shows the CLI progress as plain lines inside groups', () => {
    expect(run.stdout).toMatch(new RegExp(`^::group::Export ${fixture.origin.replace(/\./g, '\\.')}/ into \\S+\\.tar\\.gz$`, 'm'));
    // One group exports and packs (src/pipeline/export-bundle.ts does both).
    expect(run.stdout).toMatch(/^packed \d+ files, .+, sha256 [0-9a-f]{64}$/m);
    expect(run.stdout).toMatch(new RegExp(`^exported ${fixture.pages.length} pages and \\d+ assets from ${fixture.origin.replace(/\./g, '\\.')}/? in `, 'm'));
    // The last progress line and the summary line agree on the pages.
    const last = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('progress: '))
      .at(-1);
    expect(last).toMatch(new RegExp(`^progress: (?:search index|packing): ${fixture.pages.length} pages, `));
    expect(run.stdout).toMatch(/^progress: crawl(?:ed|: \d+\/\d+ pages,) /m);
    expect(run.stdout).not.toContain('\r');
    expect(run.stdout).not.toContain('\x1b[');
    expect(run.stdout).toMatch(/^No S3 bucket configured/m);
  });

  it('writes the same summary, with the tag link and no expiry', () => {
    expect(run.summary).toContain(`<h2>Static export of ${fixture.origin}</h2>`);
    expect(run.summary).toContain('<td>Version</td><td>v2.1.0</td>');
    expect(run.summary).toContain(`<td>Pages</td><td>${fixture.pages.length}</td>`);
    expect(run.summary).toContain(`<code>${run.outputs.sha256}</code>`);
    expect(run.summary).toContain('<td>Link expires</td><td>no link (no S3 bucket configured)</td>');
    expect(run.summary).toMatch(/<td>Duration<\/td><td>[\d.]+ (ms|s)<\/td>/);
    expect(run.summary).toContain('it is gone when the job ends unless a later step uploads it');
    expect(run.summary).toContain(`<h3>Pages (${fixture.pages.length})</h3>`);
    expect(run.summary).toContain('<td><code>/</code></td><td>200</td>');
    expect(run.summary).toContain('<a href="https://github.com/acme/docs/releases/tag/v2.1.0">v2.1.0</a>');
  });

  it('renders as a reader sees it on GitHub: headings, the facts table and the page list, no markup shown as text', async () => {
    const seen = await renderSummary(run.summary);
    expect(seen.headings).toEqual([`Static export of ${fixture.origin}`, `Pages (${fixture.pages.length})`]);
    const [facts, pages] = seen.tables;
    expect(facts).toContainEqual(['Version', 'v2.1.0']);
    expect(facts).toContainEqual(['Pages', String(fixture.pages.length)]);
    expect(pages!.length).toBe(fixture.pages.length + 1);
    expect(seen.text).not.toMatch(/<\/?[a-z]+[ >]/);
  });
});

describe('local mode with S3', () => {
  let s3: TestS3Server;
  let run: ActionRun;

  beforeAll(async () => {
    s3 = await startS3Server();
    run = await runAction({
      inputs: { domain: fixture.origin, mode: 'local', 's3-bucket': s3.bucket, 's3-endpoint': s3.endpoint, 's3-region': s3.region, 'link-ttl': '600' },
      // Credentials the standard way, from the AWS environment.
      env: { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey },
    });
  });

  afterAll(async () => {
    await s3?.close();
  });

  it('exits 0 and outputs a presigned link that expires after link-ttl', () => {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(Object.keys(run.outputs).sort()).toEqual([
      'asset-count',
      'bundle-path',
      'bundle-sha256',
      'bundle-url',
      'bytes',
      'duration-seconds',
      'expires-at',
      'manifest-path',
      'page-count',
      'sha256',
      'version',
      'warning-count',
    ]);
    expect(run.outputs['bundle-path']).toBe(join(run.dir, 'runner_temp', `static-export-127.0.0.1-0123456.tar.gz`));
    const url = new URL(run.outputs['bundle-url'] ?? '');
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${s3.bucket}/static-export/127\\.0\\.0\\.1-\\d+/0123456-[0-9a-f]{16}\\.tar\\.gz$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    const expires = Date.parse(run.outputs['expires-at'] ?? '');
    expect(Math.abs(expires - (Date.now() + 600_000))).toBeLessThan(60_000);
  });

  it('the link downloads exactly the archive, which passes verify', async () => {
    const response = await fetch(run.outputs['bundle-url'] ?? '');
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(sha256(bytes)).toBe(run.outputs.sha256);
    expect(bytes.equals(await readFile(run.outputs['bundle-path'] ?? ''))).toBe(true);
    const file = join(run.dir, 'downloaded.tar.gz');
    await writeFile(file, bytes);
    await verify(file);
  });

  it('a tampered link is refused by the server (the signature is real)', async () => {
    const url = new URL(run.outputs['bundle-url'] ?? '');
    url.searchParams.set('X-Amz-Expires', '601');
    expect((await fetch(url)).status).toBe(403);
  });

  it('logs the upload without the signature and summarises the expiry', () => {
    expect(run.stdout).toMatch(new RegExp(`^::group::Upload to s3://${s3.bucket}/static-export/`, 'm'));
    expect(run.stdout).toMatch(/link https?:\/\/\S+\?…, valid until/);
    expect(run.stdout).not.toContain(new URL(run.outputs['bundle-url'] ?? '').searchParams.get('X-Amz-Signature') ?? 'none');
    // 600 s: "in 9 minutes" or "in 10 minutes" depending on the second the summary was written.
    const hhmm = (run.outputs['expires-at'] ?? '').slice(11, 16);
    expect(run.summary).toMatch(
      new RegExp(`<td>Link expires</td><td><span title="${run.outputs['expires-at']}">in (9|10) minutes \\(${hhmm} UTC\\)</span></td>`),
    );
    expect(run.summary).not.toContain('X-Amz-Signature');
    expect(run.summary).not.toContain('gone when the job ends');
  });

  it('fails before exporting when the bucket refuses the credentials, does not exist, or there are no credentials', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>, string]> = [
      [{ 's3-bucket': s3.bucket }, { AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'WRONG' }, 'the access key is not known to the store'],
      [{ 's3-bucket': 'no-such-bucket' }, { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey }, 'the bucket does not exist'],
      [{ 's3-bucket': s3.bucket }, { AWS_EC2_METADATA_DISABLED: 'true' }, 'no AWS credentials found'],
    ];
    for (const [inputs, env, why] of cases) {
      const bad = await runAction({ inputs: { domain: fixture.origin, ...inputs, 's3-endpoint': s3.endpoint, 's3-region': s3.region }, env });
      expect(bad.code).toBe(1);
      const bucket = inputs['s3-bucket'];
      expect(failureMessage(bad)).toContain(`Static export failed: S3 upload target s3://${bucket} at ${s3.endpoint}: ${why}`);
      expect(failureMessage(bad)).toContain('(checked before exporting)');
      // Nothing was crawled: no export group was opened.
      expect(bad.stdout).not.toContain('::group::Export');
    }
  });
});
