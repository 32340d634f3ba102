// The Action's `browser-check`: after the export and before anything is uploaded, the bundle is opened in the
// runner's browser (GitHub's Ubuntu runners ship Chrome) the way `verify --browser` opens it. Each problem is an
// error annotation naming the page and the URL, the step summary lists them, and the step fails with nothing
// uploaded. `auto` (the default) runs it when the runner has a browser and says so in one line when it has none.
import * as core from '@actions/core';
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBundleInBrowser, type BrowserCheckReport } from '../browser-check/check-bundle.ts';
import { formatDuration } from '../terminal/format.ts';
import { describeProblem } from '../verify/browser-judge.ts';
import { findBrowser } from '../verify/launch-browser.ts';

/** The playwright-core installed on a runner that lacks one (the version the package is tested with). */
export const PLAYWRIGHT_VERSION = '1.65.1';

/**
 * Where playwright-core comes from: the Action's own node_modules when it has one (a clone, a self-hosted runner's
 * tool cache), else an install into RUNNER_TEMP. dist/ leaves it out: it is megabytes, and only this step needs it.
 */
async function playwrightHome(): Promise<string | undefined> {
  try {
    await import('playwright-core');
    return undefined;
  } catch {
    const dir = join(process.env.RUNNER_TEMP || tmpdir(), 'static-export-playwright');
    await mkdir(dir, { recursive: true });
    core.info(`installing playwright-core ${PLAYWRIGHT_VERSION} into ${dir} (the browser check drives the runner's own browser)`);
    const npm = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', dir, `playwright-core@${PLAYWRIGHT_VERSION}`],
      {
        encoding: 'utf8',
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      },
    );
    if (npm.status !== 0) throw new Error(`browser-check: installing playwright-core failed: ${(npm.stderr || npm.error?.message || '').trim().slice(-500)}`);
    return dir;
  }
}

/** How many problems the step summary lists (all of them are annotations up to GitHub's own limit). */
const SUMMARY_LIMIT = 50;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

async function summarise(report: BrowserCheckReport): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const items = report.problems.slice(0, SUMMARY_LIMIT).map((p) => `<code>${escapeHtml(describeProblem(p))}</code>`);
  if (report.problems.length > SUMMARY_LIMIT) items.push(`… and ${report.problems.length - SUMMARY_LIMIT} more (the step's annotations)`);
  await core.summary
    .addHeading('Browser check failed', 3)
    .addRaw(
      `<p>${report.pagesOpened} of ${report.pages} pages opened in ${escapeHtml(report.browser)}: ${report.problems.length} problem(s). Nothing was uploaded.</p>`,
    )
    .addList(items)
    .write();
}

/** Runs the check on the unpacked bundle or the archive; throws (failing the step) when a browser saw a problem. */
export async function browserCheckStep(bundle: string, mode: 'auto' | 'on' | 'off'): Promise<void> {
  if (mode === 'off') return;
  const browserPath = await findBrowser(undefined);
  if (!browserPath) {
    if (mode === 'on')
      throw new Error('`browser-check: true` needs a Chromium or Chrome on the runner (chromium or google-chrome on PATH, or STATIC_EXPORT_BROWSER)');
    core.info('browser-check: no Chromium or Chrome on this runner; the bundle was not opened in a browser');
    return;
  }
  const report = await core.group(`Browser check in ${browserPath}`, async () => {
    const from = await playwrightHome();
    const r = await checkBundleInBrowser(bundle, { browserPath, ...(from ? { playwrightFrom: from } : {}) });
    core.info(
      `${r.pagesOpened} of ${r.pages} pages opened, ${r.clicks.filter((c) => c.reached).length}/${r.clicks.length} clicks arrived, ${r.problems.length} problem(s), ${formatDuration(r.ms)}`,
    );
    if (r.consoleErrors.length > 0) core.info(`${r.consoleErrors.length} console error(s) (not counted as problems)`);
    return r;
  });
  if (report.ok) return;
  for (const p of report.problems) core.error(describeProblem(p), { title: `static-export browser-check (${p.page})` });
  await summarise(report);
  throw new Error(`browser-check: ${report.problems.length} problem(s) in a browser (the annotations name each page and URL); nothing was uploaded`);
}
