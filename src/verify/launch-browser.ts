// Which Chromium or Chrome `verify --browser` drives, and how it is started. The browser is the machine's own (no
// download): the path given (option, then STATIC_EXPORT_BROWSER), then the usual names on PATH, then playwright's
// cache. playwright-core is an optional dependency loaded only here, when a check runs, so an install without it
// (or a run that never asks for a browser) pays nothing for it.
import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StaticExportError } from '../core/errors.ts';

export const BROWSER_ENV = 'STATIC_EXPORT_BROWSER';

/** Looked up on PATH in this order (GitHub's Ubuntu runners ship `google-chrome`). */
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** playwright's own downloads (`npx playwright install chromium`), newest build first. */
async function playwrightCache(env: NodeJS.ProcessEnv): Promise<string[]> {
  const root = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  const dirs = (await readdir(root).catch(() => [] as string[]))
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse();
  return dirs.flatMap((d) => [join(root, d, 'chrome-linux64', 'chrome'), join(root, d, 'chrome-linux', 'chrome')]);
}

/**
 * The browser to use, or undefined when the machine has none. A path given explicitly that is not an executable
 * is an error (a typo must not silently turn the check off).
 */
export async function findBrowser(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const given = explicit || env[BROWSER_ENV];
  if (given) {
    if (await executable(given)) return given;
    throw new StaticExportError(
      'INVALID_OPTION',
      `no browser at ${given} (${explicit ? '--browser-path' : BROWSER_ENV}): give the path of a Chromium or Chrome executable`,
    );
  }
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) if (await executable(join(dir, name))) return join(dir, name);
  }
  for (const file of await playwrightCache(env)) if (await executable(file)) return file;
  return undefined;
}

/**
 * Flags for a headless browser on a build machine: no sandbox (CI containers run as root), no GPU, and nothing the
 * browser would reach out for by itself (updates, sync, QUIC probes), which on a closed network only waits and fails.
 */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Playwright = typeof import('playwright-core');

/** playwright-core (resolved from `from`, a folder with a node_modules, when given), or a clear error saying how to get it. */
export async function loadPlaywright(from?: string): Promise<Playwright> {
  try {
    if (!from) return (await import('playwright-core')) as Playwright;
    const entry = createRequire(join(from, 'package.json')).resolve('playwright-core');
    const loaded = (await import(pathToFileURL(entry).href)) as Playwright & { default?: Playwright };
    return loaded.default ?? loaded;
  } catch (error) {
    throw new StaticExportError(
      'INVALID_OPTION',
      'the browser check needs the optional package playwright-core: npm install playwright-core (it drives the browser already on this machine, and downloads none)',
      { cause: error },
    );
  }
}

/** Starts the browser; playwright gives it a fresh profile of its own, removed when it closes. */
export async function launchBrowser(
  executablePath: string,
  extraArgs: readonly string[] = [],
  playwrightFrom?: string,
): Promise<import('playwright-core').Browser> {
  const { chromium } = await loadPlaywright(playwrightFrom);
  return chromium.launch({ executablePath, args: [...BROWSER_ARGS, ...extraArgs] });
}
