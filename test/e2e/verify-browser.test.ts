// `verify --browser`: the bundle judged in the machine's Chromium (the Next.js 16 fixture, exported by the CLI). A
// good bundle passes; a data file the export missed (a saved RSC payload the router fetches, gone from the files
// and from the manifest, so the static checks cannot know it) fails, named with the page and the URL; `--browser
// on` with no browser on the machine fails with a clear line, and `auto` says in one line that it did not check.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../src/core/types.ts';
import { runCli } from '../helpers/run-cli.ts';

const fixture = inject('fixture');

/** A saved segment payload the home page's router prefetches (its link to /faq is in view). */
const PREFETCHED = 'faq/__next.faq.__PAGE__.txt';

let work: string;
let bundle: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'verify-browser-'));
  bundle = join(work, 'site');
  const run = await runCli(
    ['export', fixture.origin, '--out-dir', bundle, '--out', join(work, 'site.tar.gz'), '--quiet', '--allow-private', new URL(fixture.cdnOrigin).host],
    { timeoutMs: 300_000 },
  );
  expect(run.code, run.stderr).toBe(0);
}, 320_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('verify --browser', () => {
  it('passes on a good bundle, every page opened and one click per page kind arriving', async () => {
    const run = await runCli(['verify', join(work, 'site.tar.gz'), '--browser', 'on', '--json'], { timeoutMs: 300_000 });
    expect(run.stderr).toMatch(/^browser ok: 28 pages opened, (\d+)\/\1 clicks arrived, 0 problem\(s\)/m);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { ok: boolean; browser: { ok: boolean; pagesOpened: number; clicks: unknown[]; problems: unknown[] } };
    expect(report.browser).toMatchObject({ ok: true, pagesOpened: 28, problems: [] });
    expect(report.browser.clicks.length).toBeGreaterThanOrEqual(3);
  }, 320_000);

  it('fails on a bundle missing a data file the router fetches, naming the page and the file', async () => {
    const copy = join(work, 'missing');
    await cp(bundle, copy, { recursive: true });
    await rm(join(copy, PREFETCHED));
    const manifestFile = join(copy, '_static-export', 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    for (const page of manifest.pages) page.rsc = page.rsc.filter((r) => r.file !== PREFETCHED);
    await writeFile(manifestFile, JSON.stringify(manifest));

    const plain = await runCli(['verify', copy, '--browser', 'off']);
    expect(plain.code, `the static checks cannot know it: ${plain.stderr}`).toBe(0);

    const run = await runCli(['verify', copy, '--browser', 'on', '--browser-pages', '3'], { timeoutMs: 300_000 });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.includes(PREFETCHED));
    expect(lines.length, run.stderr).toBeGreaterThan(0);
    expect(lines[0]).toMatch(
      new RegExp(`^browser: (/|[^:]+): failed request \\(404\\): http://127\\.0\\.0\\.1:\\d+/_verify/${PREFETCHED.replace(/\./g, '\\.')}$`),
    );
    expect(run.stderr).toMatch(/^browser FAILED: 3 of 28 pages \(\d+ kinds\) opened/m);
  }, 320_000);

  it('--browser on without a browser fails with a hint; auto says in one line that it did not check', async () => {
    // A PATH with only Node on it and no playwright cache: no browser anywhere this machine would look.
    const env = { PATH: dirname(process.execPath), PLAYWRIGHT_BROWSERS_PATH: join(work, 'none'), STATIC_EXPORT_BROWSER: '' };
    const on = await runCli(['verify', bundle, '--browser', 'on'], { env });
    expect(on.code).toBe(1);
    expect(on.stderr).toMatch(/^browser: no Chromium or Chrome found \(--browser-path, STATIC_EXPORT_BROWSER, .*\); --browser on needs one$/m);
    const auto = await runCli(['verify', bundle], { env });
    expect(auto.code, auto.stderr).toBe(0);
    expect(auto.stderr).toMatch(/^browser: not checked: no Chromium or Chrome found/m);
    const typo = await runCli(['verify', bundle, '--browser-path', join(work, 'no-such-chrome')], { env });
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain(`browser: no browser at ${join(work, 'no-such-chrome')} (--browser-path)`);
    const misuse = await runCli(['verify', bundle, '--browser', 'maybe']);
    expect(misuse.code).toBe(2);
    expect(misuse.stderr).toContain('--browser takes auto, on or off (got maybe)');
  }, 120_000);
});
