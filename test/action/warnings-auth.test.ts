// The bundled Action in local mode against a site behind authentication with a broken link and an off-site
// redirect: `headers`/`cookie` inputs reach the site's origin only and are masked; each warning is one annotation
// naming the page that linked to it; the summary has the warnings table; `warning-count` is an output;
// `max-warnings` fails the step above it (after writing outputs and summary); the last progress line agrees with
// the final count; `out-dir` holds the unpacked bundle.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE, AUTH_TOKEN, leaks, startAuthSite, type AuthSite } from '../helpers/auth-site.ts';
import { failureMessage, runAction, type ActionRun, removeActionRuns } from './run-action.ts';

afterAll(removeActionRuns);

let site: AuthSite;
let run: ActionRun;
let strict: ActionRun;
let firstRunRequests: AuthSite['otherRequests'] = [];

beforeAll(async () => {
  site = await startAuthSite();
  const inputs = {
    domain: site.origin,
    headers: `Authorization: Bearer ${AUTH_TOKEN}`,
    cookie: `session=${AUTH_COOKIE}`,
    'out-dir': 'site',
    output: 'site.tar.gz',
    // The other origin is another loopback port: opened, so the export reaches it (without the credentials).
    'allow-private': new URL(site.otherOrigin).host,
  };
  // The CLI's crawl settings as inputs reach the engine: the User-Agent is visible to the other origin.
  run = await runAction({ inputs: { ...inputs, 'user-agent': 'docs-export-bot/1.0', concurrency: '2', retries: '0', timeout: '10' } });
  console.log(`action (local mode, authenticated site): exit ${run.code}\n--- GITHUB_STEP_SUMMARY\n${run.summary}`);
  firstRunRequests = site.otherRequests.splice(0);
  strict = await runAction({ inputs: { ...inputs, 'max-warnings': '1' } });
});
afterAll(async () => {
  await site?.close();
});

describe('local mode on a site behind authentication', () => {
  it('exports with the headers and cookie, sent to the source origin only', async () => {
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['page-count']).toBe('2');
    expect(firstRunRequests.length).toBeGreaterThan(0);
    for (const r of [...firstRunRequests, ...site.otherRequests]) {
      expect(r.headers.authorization).toBeUndefined();
      expect(r.headers.cookie).toBeUndefined();
    }
  });

  it('passes the crawl settings to the engine', () => {
    for (const r of firstRunRequests) expect(r.headers['user-agent']).toBe('docs-export-bot/1.0');
  });

  it('masks the credentials: they appear only in the add-mask commands, and not in the bundle or summary', async () => {
    const lines = (run.stdout + run.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(leaks(lines.join('\n'))).toEqual([]);
    expect(run.stdout).toContain(`::add-mask::Bearer ${AUTH_TOKEN}`);
    expect(run.stdout).toContain(`::add-mask::${AUTH_COOKIE}`);
    expect(leaks(run.summary)).toEqual([]);
    expect(leaks(await readFile(run.outputs['manifest-path'] ?? '', 'utf8'))).toEqual([]);
  });

  it('annotates each warning with the page that linked to it, and outputs the count', () => {
    expect(run.outputs['warning-count']).toBe('2');
    const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::warning'));
    expect(annotations).toHaveLength(2);
    expect(annotations).toContain(`::warning title=static-export broken-link::/missing: /missing answered 404 (linked from /)`);
    expect(
      annotations.some(
        (a) =>
          a.startsWith('::warning title=static-export off-site-redirect::/away: /away redirects to ') && a.endsWith('/landing; not followed (linked from /)'),
      ),
    ).toBe(true);
  });

  it('ends the progress with the final count', () => {
    const progress = run.stdout.split('\n').filter((l) => l.startsWith('progress: '));
    // The redirect and the broken link are not pages: the last line ends at the 2 pages exported, with 2 warnings.
    expect(progress.at(-1)).toMatch(/^progress: (?:search index|packing): 2 pages, .*, 2 warnings$/);
    expect(run.stdout).toContain('Exported 2 pages of');
    expect(run.stdout).toContain(', 2 warnings.');
  });

  it('lists the warnings in the summary', () => {
    expect(run.summary).toContain('<h3>Warnings (2)</h3>');
    expect(run.summary).toContain('<td>broken-link</td><td><code>/missing</code></td><td><code>/</code></td><td>/missing answered 404</td>');
    expect(run.summary).toContain('<td>Warnings</td><td>2</td>');
  });

  it('unpacks the bundle into out-dir', async () => {
    expect(run.outputs['out-dir']).toBe(join(run.dir, 'workspace', 'site'));
    expect(run.outputs['manifest-path']).toBe(join(run.dir, 'workspace', 'site', '_static-export', 'manifest.json'));
    expect(await readFile(join(run.outputs['out-dir'] ?? '', 'guide', 'index.html'), 'utf8')).toContain('<title>Guide</title>');
  });

  it('fails the step above max-warnings, after writing the outputs and the summary', () => {
    expect(strict.code).toBe(1);
    expect(failureMessage(strict)).toBe(
      'Static export failed: 2 warning(s), above `max-warnings: 1` (broken links and failed fetches are listed in the step summary)',
    );
    expect(strict.outputs['warning-count']).toBe('2');
    expect(strict.summary).toContain('<h3>Warnings (2)</h3>');
  });
});
