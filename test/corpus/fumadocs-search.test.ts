// Issue 13, on the Fumadocs corpus site: the site's own search dialog (fumadocs-ui, which asks `/api/search?query=…`)
// finds a page in the exported bundle with no network beyond the host. The site is exported with the CLI (search on,
// the default), its server is stopped, and the bundle is hosted on `serve` at `/` and on the S3-website-like host
// under a sub-path. In Chromium a reader opens a docs page, opens Fumadocs' dialog (its search button on one host,
// Ctrl-K on the other), types a word found in the body of one page only, and clicks the first result.
//
// Also on file://: there the page hydrates with the routers handed its source URL (transform-js.ts), the search
// shim answers fumadocs-core's request (file:///api/search?query=…) from the classic-script index, and the dialog's
// router.push to the result loads the target's index.html (base-path-shim.ts, 7.).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/serve/server.ts';
import { launchChromium } from '../browser/browse.ts';
import { CORPUS_SOURCE, startCorpusSite } from '../helpers/corpus.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { runCli } from '../helpers/run-cli.ts';
import { SUB_PATH } from './matrix.ts';

/** In the body of guides/images.mdx ("Images go through the framework.") and of no other page. */
const WORD = 'framework';
const TARGET = { path: 'docs/guides/images', mdx: 'guides/images.mdx', title: 'Images' };
const START = 'docs/getting-started/';

interface Host {
  /** Where the bundle's root is, ending in `/`. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

/** The MDX pages whose body (front matter left out) has `word` in it. */
async function pagesWithWord(word: string): Promise<string[]> {
  const dir = join(CORPUS_SOURCE, 'fumadocs', 'content', 'docs');
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.mdx'));
  const hits: string[] = [];
  for (const file of files) {
    const body = (await readFile(join(dir, file), 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, '');
    if (new RegExp(`\\b${word}\\b`, 'i').test(body)) hits.push(file);
  }
  return hits;
}

function recordRequests(page: Page, origin: string): { external: string[]; failed: string[] } {
  const r = { external: [] as string[], failed: [] as string[] };
  page.on('request', (req) => {
    const url = req.url();
    if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== origin) r.external.push(url);
  });
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? 'failed';
    // The router aborts prefetches it no longer needs when the page moves on: not a failure of the host.
    if (error === 'net::ERR_ABORTED' && !req.isNavigationRequest()) return;
    r.failed.push(`${error} ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) r.failed.push(`${res.status()} ${res.url()}`);
  });
  return r;
}

describe('Fumadocs: the site’s own search dialog in the exported bundle', () => {
  let work: string;
  let archive: string;
  let bundleDir: string;
  let browser: Browser;
  let exportError: string | undefined;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'fumadocs-search-'));
    archive = join(work, 'site.tar.gz');
    bundleDir = join(work, 'site');
    const site = await startCorpusSite('fumadocs');
    try {
      const run = await runCli(['export', site.url, '--out', archive, '--out-dir', bundleDir, '--quiet', '--json'], { timeoutMs: 300_000 });
      if (run.code !== 0) exportError = `export exit ${run.code}: ${run.stderr.trim().slice(-1500)}`;
    } finally {
      await site.close(); // air-gapped from here on
    }
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(`the word "${WORD}" is in the body of one page only`, async () => {
    expect(await pagesWithWord(WORD)).toEqual([TARGET.mdx]);
  });

  const hosts: { name: string; open: 'button' | 'Control+k'; start(): Promise<Host> }[] = [
    {
      name: 'file://',
      open: 'Control+k',
      async start() {
        return { url: `${pathToFileURL(bundleDir).href}/`, origin: 'null', close: async () => undefined };
      },
    },
    {
      name: 'serve at /',
      open: 'button',
      async start() {
        const server = await startServer({ source: { kind: 'file', path: archive }, dataDir: join(work, 'serve'), host: '127.0.0.1', port: 0 });
        return { url: `${server.url}/`, origin: server.url, close: () => server.close() };
      },
    },
    {
      name: `S3-website-like under ${SUB_PATH}`,
      open: 'Control+k',
      async start() {
        const s3 = await startS3Like(bundleDir, { prefix: SUB_PATH });
        return { url: s3.url, origin: s3.origin, close: () => s3.close() };
      },
    },
  ];

  for (const hostCase of hosts) {
    it(`${hostCase.name}: ${hostCase.open === 'button' ? 'the search button' : 'Ctrl-K'}, "${WORD}" → ${TARGET.title} first, the click opens it`, async () => {
      expect(exportError).toBeUndefined();
      const host = await hostCase.start();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const requests = recordRequests(page, host.origin);
        const onDisk = host.url.startsWith('file:');
        await page.goto(`${host.url}${START}${onDisk ? 'index.html' : ''}`, { waitUntil: 'load' });
        await page.waitForFunction(() => document.querySelector('[data-testid=hydrated]')?.textContent === 'hydrated', null, { timeout: 15_000 });
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

        // Fumadocs' dialog, opened as a reader does; its input has the placeholder "Search".
        if (hostCase.open === 'button') await page.locator('button[data-search-full]').first().click();
        else await page.keyboard.press('Control+k');
        const input = page.locator('[role=dialog] input[placeholder="Search"]');
        await input.waitFor({ timeout: 10_000 });
        await input.pressSequentially(WORD);

        // Its results are buttons with aria-selected; a page row first, then that page's matching text rows.
        const first = page.locator('[role=dialog] button[aria-selected]').first();
        await expect.poll(() => first.textContent({ timeout: 10_000 }), { timeout: 15_000 }).toBe(TARGET.title);
        // What the dialog was answered: one page, the target (the answer comes from the shim, not the network).
        const answered = await page.evaluate(async (q) => {
          const res = await fetch(`/api/search?query=${encodeURIComponent(q)}`);
          return ((await res.json()) as { type: string; url: string }[]).filter((r) => r.type === 'page').map((r) => r.url);
        }, WORD);
        expect(answered).toEqual([`/${TARGET.path}`]);

        await first.click();
        await page.waitForFunction((title) => document.querySelector('h1')?.textContent?.trim() === title, TARGET.title, { timeout: 15_000 });
        expect(
          page
            .url()
            .replace(/[?#].*$/, '')
            .replace(/\/(index\.html)?$/, ''),
        ).toBe(`${host.url}${TARGET.path}`);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

        expect({ external: requests.external, failed: requests.failed }).toEqual({ external: [], failed: [] });
      } finally {
        await context.close();
        await host.close();
      }
    }, 120_000);
  }
});
