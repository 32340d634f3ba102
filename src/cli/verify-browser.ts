// The browser half of `verify`: `--browser auto|on|off` (auto: when a Chromium or Chrome is on the machine, with one
// line saying so when none is), `--browser-path` / STATIC_EXPORT_BROWSER, `--browser-pages N`. One line per
// problem, naming the page and the URL.
import { checkBundleInBrowser, type BrowserCheckReport } from '../browser-check/check-bundle.ts';
import { describeError } from '../core/errors.ts';
import { formatDuration } from '../terminal/format.ts';
import { describeProblem } from '../verify/browser-judge.ts';
import { DEFAULT_BROWSER_PAGES } from '../verify/browser-sample.ts';
import { BROWSER_ENV, findBrowser, loadPlaywright } from '../verify/launch-browser.ts';
import { UsageError } from '../core/usage-error.ts';
import type { CliIo } from './io.ts';

export type BrowserMode = 'auto' | 'on' | 'off';

export interface BrowserChoice {
  mode: BrowserMode;
  path?: string;
  maxPages: number;
}

/** The mode when `--browser` is not given: a machine's operator can set it once (a CI image without a display, say). */
export const BROWSER_MODE_ENV = 'STATIC_EXPORT_VERIFY_BROWSER';

export function parseBrowserMode(
  values: { browser?: string; 'browser-path'?: string; 'browser-pages'?: string },
  env: NodeJS.ProcessEnv = process.env,
): BrowserChoice {
  const mode = values.browser ?? (env[BROWSER_MODE_ENV] || 'auto');
  if (mode !== 'auto' && mode !== 'on' && mode !== 'off') {
    throw new UsageError(`${values.browser === undefined ? BROWSER_MODE_ENV : '--browser'} takes auto, on or off (got ${mode})`);
  }
  const pages = values['browser-pages'] === undefined ? DEFAULT_BROWSER_PAGES : Number(values['browser-pages']);
  if (!Number.isInteger(pages) || pages < 1) throw new UsageError(`--browser-pages takes a whole number of pages, at least 1 (got ${values['browser-pages']})`);
  return { mode, maxPages: pages, ...(values['browser-path'] ? { path: values['browser-path'] } : {}) };
}

export interface BrowserRun {
  ran: boolean;
  ok: boolean;
  report?: BrowserCheckReport;
}

export async function runBrowserCheck(bundle: string, choice: BrowserChoice, io: CliIo, env: NodeJS.ProcessEnv = process.env): Promise<BrowserRun> {
  if (choice.mode === 'off') return { ran: false, ok: true };
  let browserPath: string | undefined;
  try {
    browserPath = await findBrowser(choice.path, env);
  } catch (error) {
    io.stderr(`browser: ${describeError(error)}\n`);
    return { ran: false, ok: false };
  }
  if (!browserPath) {
    const hint = `no Chromium or Chrome found (--browser-path, ${BROWSER_ENV}, chromium or google-chrome on PATH, playwright's cache)`;
    if (choice.mode === 'on') {
      io.stderr(`browser: ${hint}; --browser on needs one\n`);
      return { ran: false, ok: false };
    }
    io.stderr(`browser: not checked: ${hint}\n`);
    return { ran: false, ok: true };
  }
  // playwright-core is an optional peer (it is larger than the rest of the CLI together): without it, `auto` says
  // in one line that the pages were not opened, as it does without a browser, and `on` fails.
  try {
    await loadPlaywright();
  } catch (error) {
    if (choice.mode === 'on') {
      io.stderr(`browser: ${describeError(error)}; --browser on needs it\n`);
      return { ran: false, ok: false };
    }
    io.stderr(`browser: not checked: ${describeError(error)}\n`);
    return { ran: false, ok: true };
  }
  let report: BrowserCheckReport;
  try {
    report = await checkBundleInBrowser(bundle, { browserPath, maxPages: choice.maxPages });
  } catch (error) {
    io.stderr(`browser: the check could not run: ${describeError(error)}\n`);
    return { ran: false, ok: false };
  }
  for (const p of report.problems) io.stderr(`browser: ${describeProblem(p)}\n`);
  if (report.consoleErrors.length > 0) io.stderr(`browser: ${report.consoleErrors.length} console error(s) (not counted as problems)\n`);
  const opened = report.pagesOpened === report.pages ? `${report.pages} pages` : `${report.pagesOpened} of ${report.pages} pages (${report.kinds} kinds)`;
  const reached = report.clicks.filter((c) => c.reached).length;
  io.stderr(
    `browser ${report.ok ? 'ok' : 'FAILED'}: ${opened} opened, ${reached}/${report.clicks.length} clicks arrived, ${report.problems.length} problem(s), ${formatDuration(report.ms)}\n`,
  );
  return { ran: true, ok: report.ok, report };
}
