// The bundled Action with `since` and `fail-on` (issue 25), in local mode against a static site on a real nginx:
// the first run's archive is the second run's PREV; the second run outputs the pages added, removed and changed,
// lists them as links in the step summary, and with `fail-on: removed-pages` fails before anything is uploaded,
// with an error annotation naming the removed page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { firstState, secondState, STATIC_SITE_NGINX } from '../helpers/static-docs-site.ts';
import { renderSummary } from './render-summary.ts';
import { runAction, removeActionRuns, type ActionRun } from './run-action.ts';

afterAll(removeActionRuns);

describe('the Action with since and fail-on', () => {
  let work: string;
  let nginx: RunningNginx;
  let s3: TestS3Server;
  let prev: string;
  let passed: ActionRun;
  let gated: ActionRun;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-action-since-'));
    const root = join(work, 'site');
    await firstState(root);
    nginx = await startRealNginx(root, { config: STATIC_SITE_NGINX });
    s3 = await startS3Server();
    const first = await runAction({ inputs: { domain: nginx.url, mode: 'local', search: 'false', output: join(work, 'prev.tar.gz') } });
    expect(first.code, `${first.stdout}\n${first.stderr}`).toBe(0);
    prev = join(work, 'prev.tar.gz');
    await secondState(root);
    passed = await runAction({ inputs: { domain: nginx.url, mode: 'local', search: 'false', since: prev } });
    gated = await runAction({
      inputs: {
        domain: nginx.url,
        mode: 'local',
        search: 'false',
        since: prev,
        'fail-on': 'removed-pages, broken-links, removed-anchors',
        's3-bucket': s3.bucket,
        's3-endpoint': s3.endpoint,
        's3-region': s3.region,
      },
      env: { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    await nginx?.close();
    await s3?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('outputs the pages added, removed and changed, and links them in the summary', () => {
    expect(passed.code, `${passed.stdout}\n${passed.stderr}`).toBe(0);
    expect(passed.outputs['pages-added']).toBe('["/d"]');
    expect(passed.outputs['pages-removed']).toBe('["/c"]');
    expect(passed.outputs['pages-changed']).toBe('["/","/b"]');
    expect(passed.summary).toContain('Changes since the previous bundle');
    expect(passed.summary).toContain(`<a href="${nginx.origin}/d"><code>/d</code></a>`);
  });

  it('shows the change report in the rendered summary, each page a link (the picture in docs/github-action.md)', async () => {
    const seen = await renderSummary(passed.summary, 'action-summary');
    expect(seen.headings).toContain('Changes since the previous bundle');
    expect(seen.text).toMatch(/1 added, 1 removed, 2 changed \(by content\)/);
    for (const label of ['Added (1)', 'Removed (1)', 'Changed (2)']) expect(seen.text).toContain(label);
    expect(seen.text).not.toMatch(/<\/?[a-z]+[ >]/);
  });

  it('fail-on fails the step before the upload, one annotation per finding', () => {
    expect(gated.code).not.toBe(0);
    expect(gated.stdout).toMatch(/::error title=static-export fail-on removed-pages \(\/c\)::\/c was removed/);
    expect(gated.stdout).toMatch(/::error title=static-export fail-on broken-links \(\/\)::\/missing is a broken link on \//);
    expect(gated.stdout).toMatch(/::error title=static-export fail-on removed-anchors \(\/b\)::\/b#setup no longer exists \(still linked from \/a\)/);
    expect(gated.stdout).toMatch(/nothing was uploaded/);
    expect(gated.stdout).not.toMatch(/Upload to s3:\/\//);
  });
});
