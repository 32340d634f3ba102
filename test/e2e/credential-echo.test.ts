// A site behind authentication that echoes the session cookie back into what it serves (`/b/;jsessionid=<value>/`
// links, a canonical link, an image's query, page text): the export still follows those links with the
// credentials, and the value appears in none of its outputs (file names, pages, manifest, llms.txt, the search
// index, the CLI's --json and stderr, the Action's step summary and annotations), replaced by a fixed REDACTED.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFile } from '../../src/export/layout.ts';
import { removeDir, tempDir } from '../api/support.ts';
import { AUTH_COOKIE, AUTH_TOKEN, leaks, startAuthSite, type AuthSite } from '../helpers/auth-site.ts';
import { runCli } from '../helpers/run-cli.ts';
import { type ActionRun, removeActionRuns, runAction } from '../action/run-action.ts';

let site: AuthSite;
let dir: string;
let run: Awaited<ReturnType<typeof runCli>>;
const files = () => join(dir, 'files');

beforeAll(async () => {
  site = await startAuthSite({ echo: true });
  dir = await tempDir('sx-echo-');
  run = await runCli(
    [
      'export',
      site.origin,
      '--out',
      join(dir, 'echo.tar.gz'),
      '--out-dir',
      files(),
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
}, 120_000);
afterAll(async () => {
  await site?.close();
  await removeDir(dir);
  await removeActionRuns();
});

describe('a credential the site echoes back', () => {
  it('does not stop the export: the echoing pages are exported under a redacted name', async () => {
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.pages).toBe(4);
    const home = await readFile(join(files(), 'index.html'), 'utf8');
    expect(home).toContain('href="b/;jsessionid=REDACTED/index.html"');
    const session = await readFile(join(files(), 'b', ';jsessionid=REDACTED', 'index.html'), 'utf8');
    expect(session).toContain('Signed in as REDACTED');
  });

  it('appears in no file name and no byte of the archive or the files', async () => {
    const archive = gunzipSync(await readFile(join(dir, 'echo.tar.gz'))).toString('latin1');
    expect(leaks(archive)).toEqual([]);
    const all = (await readdir(files(), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(all.map((e) => e.name)).toContain('llms.txt');
    for (const f of all) {
      const path = join(f.parentPath, f.name);
      expect(leaks(path), path).toEqual([]);
      expect(leaks(await readFile(path, 'latin1')), path).toEqual([]);
    }
  });

  it('leaves nothing computed from the value in a file name (an image query is named by its redacted form)', async () => {
    const manifest = JSON.parse(await readFile(join(files(), '_static-export', 'manifest.json'), 'utf8'));
    const pixel = manifest.assets.find((a: { url: string }) => a.url.startsWith('/private.svg?sid='));
    expect(pixel.url).toBe('/private.svg?sid=REDACTED');
    // The name is a hash of `?sid=REDACTED`: the same whatever the session's value.
    expect(pixel.file).toBe(assetFile(new URL('/private.svg?sid=REDACTED', site.origin), new URL(site.origin)));
  });

  it('appears nowhere in what the CLI prints', () => {
    expect(leaks(run.stdout + run.stderr)).toEqual([]);
  });
});

describe('a path of the site named by another origin', () => {
  it('is fetched without the credentials, whether a stylesheet there names it or a redirect there leads to it', async () => {
    const lured = site.sourceRequests.filter((r) => /from=cdn|via=redirect/.test(r.url));
    expect(lured.map((r) => r.url).sort()).toEqual(['/private.svg?from=cdn', '/private.svg?via=redirect']);
    for (const r of lured) expect(r.authorized, r.url).toBe(false);
    // The site's own pages still get them.
    expect(site.sourceRequests.find((r) => r.url === '/guide')?.authorized).toBe(true);
  });

  it('stores only what the site answers without them (here a 401: a warning, no file)', async () => {
    const manifest = JSON.parse(await readFile(join(files(), '_static-export', 'manifest.json'), 'utf8'));
    expect(manifest.assets.filter((a: { url: string }) => /from=cdn|hop\.png/.test(a.url))).toEqual([]);
    const warned = manifest.warnings.filter((w: { message: string }) => / answered 401/.test(w.message)).map((w: { url: string }) => w.url);
    expect(
      warned.some((u: string) => u.includes('from=cdn')),
      warned.join(),
    ).toBe(true);
    expect(
      warned.some((u: string) => u.includes('hop.png')),
      warned.join(),
    ).toBe(true);
  });
});

describe('the Action, on the same site', () => {
  let action: ActionRun;
  beforeAll(async () => {
    action = await runAction({
      inputs: {
        domain: site.origin,
        headers: `Authorization: Bearer ${AUTH_TOKEN}`,
        cookie: `session=${AUTH_COOKIE}`,
        output: 'echo.tar.gz',
        'allow-private': new URL(site.otherOrigin).host,
      },
    });
  }, 120_000);

  it('lists the echoing page in its summary, redacted, and the value nowhere in its output', async () => {
    expect(action.code, action.stdout).toBe(0);
    expect(action.summary).toContain('/b/;jsessionid=REDACTED');
    expect(leaks(action.summary)).toEqual([]);
    // GitHub masks what the Action registered (`::add-mask::` lines); nothing else may carry the value.
    const lines = (action.stdout + action.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(leaks(lines.join('\n'))).toEqual([]);
    expect(leaks(Object.values(action.outputs).join('\n'))).toEqual([]);
  });
});
