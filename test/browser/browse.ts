// What the browser proof measures on one host, in headless Chromium (Debian's, driven by playwright-core):
// for each page every request, failure, other-origin request and console error, whether images decoded,
// fonts loaded and the page hydrated; then one navigation by clicking a sidebar link.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BROWSER_ARGS } from '../../src/verify/launch-browser.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-artifacts');

/** The machine's Chromium, started the way `verify --browser` starts it (src/verify/launch-browser.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
}

export interface Watch {
  requests: string[];
  failed: string[];
  external: string[];
  consoleErrors: string[];
  rsc: string[];
  /** Saved RSC payload files (`…/index.txt`, `…/__next.*.txt`) fetched by the base-path shim for the router. */
  payloads: string[];
  /** Requests started and not yet finished or failed. */
  inFlight: Set<unknown>;
}

/** Records everything the page asks for; `origin` is the host's (anything else is an external request). */
export function watch(page: Page, origin: string): Watch {
  const w: Watch = { requests: [], failed: [], external: [], consoleErrors: [], rsc: [], payloads: [], inFlight: new Set() };
  page.on('requestfinished', (r) => w.inFlight.delete(r));
  page.on('request', (r) => {
    w.inFlight.add(r);
    const url = r.url();
    w.requests.push(url);
    if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== origin) w.external.push(url);
  });
  page.on('requestfailed', (r) => {
    w.inFlight.delete(r);
    w.failed.push(`${r.failure()?.errorText ?? 'failed'} ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) w.failed.push(`${r.status()} ${r.url()}`);
    const headers = r.request().headers();
    if (/\/(index|__next\.[^/]*)\.txt$/.test(new URL(r.url()).pathname)) w.payloads.push(`${r.status()} ${r.url()}`);
    if (headers.rsc) {
      w.rsc.push(
        `${r.status()} ${r.headers()['content-type'] ?? '-'} ${headers['next-router-segment-prefetch'] ?? (headers['next-router-prefetch'] ? 'prefetch' : 'navigation')} ${r.url()}`,
      );
    }
  });
  page.on('console', (m) => m.type() === 'error' && w.consoleErrors.push(m.text()));
  page.on('pageerror', (e) => w.consoleErrors.push(`uncaught: ${e.message}`));
  return w;
}

export interface PageState {
  hydrated: boolean;
  heading: string;
  images: { src: string; width: number }[];
  fonts: string[];
}

export async function waitHydrated(page: Page, timeout = 15_000): Promise<boolean> {
  try {
    await page.waitForFunction(() => document.querySelector('[data-testid=hydrated]')?.textContent === 'hydrated', null, { timeout });
    return true;
  } catch {
    return false;
  }
}

/** Loads every image (lazy ones too), waits for fonts, and reads the state the proof checks. */
export async function pageState(page: Page): Promise<PageState> {
  const hydrated = await waitHydrated(page);
  const state = await page.evaluate(async () => {
    for (const img of document.images) if (!img.complete) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    return {
      heading: document.querySelector('h1')?.textContent ?? '',
      images: [...document.images].map((i) => ({ src: i.currentSrc || i.src, width: i.naturalWidth })),
      // next/font adds a metric-matched `local("Arial")` fallback face; it fails where Arial is not installed.
      fonts: [...document.fonts].filter((f) => !f.family.endsWith(' Fallback')).map((f) => `${f.family} ${f.status}`),
    };
  });
  return { hydrated, ...state };
}

/**
 * Lets prefetches finish before the next page, so leaving does not abort them into "failed" requests. Network idle
 * alone was not enough on a loaded machine: the router starts its prefetches from idle callbacks, sometimes after
 * Chromium has already reported idle. With the page's Watch, it also waits until no request has been in flight
 * for half a second.
 */
export async function settle(page: Page, w?: Watch): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  if (!w) return;
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (w.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A screenshot under test-artifacts/, and whether it has more than a handful of colours (not blank). */
export async function screenshot(page: Page, name: string): Promise<{ file: string; colours: number }> {
  const png = await page.screenshot({ fullPage: false });
  const file = join(ARTIFACTS, `${name}.png`);
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(file, png);
  const colours = await page.evaluate(
    async (dataUrl) => {
      const img = new Image();
      img.src = dataUrl;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return { file, colours };
}
