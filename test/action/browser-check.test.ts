// The bundled Action's `browser-check`, in local mode against a static site on a real nginx: a page whose script
// builds a data file's name at run time (no string the export reads names it) works on the live site and fails in
// the bundle. The step fails after the export and before the upload, with an error annotation naming the page and
// the URL, and the failures in the step summary; the same site without that script passes and is uploaded.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { STATIC_SITE_NGINX } from '../helpers/static-docs-site.ts';
import { failureMessage, removeActionRuns, runAction, type ActionRun } from './run-action.ts';

afterAll(removeActionRuns);

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,"></head><body><main><h1>${title}</h1>${body}</main>${script}</body></html>`;
}

/** Names `data/pages.json` only once it runs: the export cannot know it, a browser asks for it. */
const LOADER = `<script>fetch(['data', 'pages.json'].join('/')).then((r) => (r.ok ? r.json() : [])).then((d) => { document.title += ' (' + d.length + ')'; });</script>`;

async function writeSite(root: string, withLoader: boolean): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(join(root, 'guide'), { recursive: true });
  await mkdir(join(root, 'data'), { recursive: true });
  await writeFile(join(root, 'index.html'), page('Home', '<p><a href="guide/">Guide</a></p>', withLoader ? LOADER : ''));
  await writeFile(join(root, 'guide', 'index.html'), page('Guide', '<p><a href="../">Home</a></p>'));
  await writeFile(join(root, 'data', 'pages.json'), '["/", "/guide/"]\n');
}

describe('the Action with browser-check', () => {
  let work: string;
  let nginx: RunningNginx;
  let s3: TestS3Server;
  let failed: ActionRun;
  let passed: ActionRun;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-action-browser-'));
    const root = join(work, 'site');
    await writeSite(root, true);
    nginx = await startRealNginx(root, { config: STATIC_SITE_NGINX });
    s3 = await startS3Server();
    const inputs = {
      domain: nginx.url,
      mode: 'local',
      search: 'false',
      'browser-check': 'true',
      's3-bucket': s3.bucket,
      's3-endpoint': s3.endpoint,
      's3-region': s3.region,
    };
    const env = { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey };
    failed = await runAction({ inputs, env });
    await writeSite(root, false);
    passed = await runAction({ inputs, env });
  }, 300_000);

  afterAll(async () => {
    await nginx?.close();
    await s3?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('fails the step before the upload, with an annotation naming the page and the URL', () => {
    expect(failed.code, `${failed.stdout}\n${failed.stderr}`).toBe(1);
    expect(failed.stdout).toMatch(
      /^::error title=static-export browser-check \(\/\)::\/: failed request \(404\): http:\/\/127\.0\.0\.1:\d+\/_verify\/data\/pages\.json$/m,
    );
    // Once on opening `/`, once on arriving there by the click from the guide.
    expect(failed.stdout).toMatch(
      /^::error title=static-export browser-check \(guide\/ → \/\)::guide\/ → \/: failed request \(404\): http:\/\/127\.0\.0\.1:\d+\/_verify\/data\/pages\.json$/m,
    );
    expect(failureMessage(failed)).toMatch(/^Static export failed: browser-check: 2 problem\(s\) in a browser .*nothing was uploaded$/);
    expect(failed.stdout).not.toMatch(/Upload to s3:\/\//);
    expect(failed.outputs['bundle-url']).toBeUndefined();
  });

  it('lists the failures in the step summary', () => {
    expect(failed.summary).toContain('Browser check failed');
    expect(failed.summary).toMatch(/2 of 2 pages opened in .*: 2 problem\(s\)\. Nothing was uploaded\./);
    expect(failed.summary).toMatch(/<code>\/: failed request \(404\): http:\/\/127\.0\.0\.1:\d+\/_verify\/data\/pages\.json<\/code>/);
  });

  it('passes and uploads when the browser sees no problem', () => {
    expect(passed.code, `${passed.stdout}\n${passed.stderr}`).toBe(0);
    expect(passed.stdout).toMatch(/2 of 2 pages opened, 2\/2 clicks arrived, 0 problem\(s\)/);
    expect(passed.stdout).toMatch(/Upload to s3:\/\//);
    expect(passed.outputs['bundle-url']).toMatch(/^http/);
  });
});
