// Docusaurus under a sub-path, loaded again and again: the router must never render its "Page Not Found" route over
// the page the host served. The base-path runtime shows react-router the URL without the prefix and puts the prefix
// back afterwards; put back before the router has read the URL (Docusaurus renders its router only once the
// route's chunks are loaded, which can end after the load event), the router sees the prefixed path, matches no
// route and renders its 404 page over the right content, with no failed request and no console error.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/browse.ts';
import { CORPUS, startCorpusSite } from '../helpers/corpus.ts';
import { startCdnLike } from '../helpers/hosts/cdn-like.ts';
import { startS3Like } from '../helpers/hosts/s3-like.ts';
import { runCli } from '../helpers/run-cli.ts';
import { hydratedAs } from './framework-checks.ts';
import { SUB_PATH } from './matrix.ts';

const LOADS = 50;
const spec = CORPUS.docusaurus!;

let work: string;
let bundleDir: string;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docusaurus-race-'));
  bundleDir = join(work, 'site');
  const site = await startCorpusSite('docusaurus');
  try {
    const run = await runCli(['export', site.url, '--out-dir', bundleDir, '--out', join(work, 'site.tar.gz'), '--quiet'], { timeoutMs: 300_000 });
    expect(run.code, run.stderr).toBe(0);
  } finally {
    await site.close();
  }
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const hosts = {
  'CDN-like': (dir: string) => startCdnLike(dir, { prefix: SUB_PATH }),
  'S3-website-like': (dir: string) => startS3Like(dir, { prefix: SUB_PATH }),
};

describe('docusaurus under a sub-path, page loads in a row', () => {
  for (const [name, start] of Object.entries(hosts)) {
    it(`${name}: ${LOADS} loads, none on the 404 route`, async () => {
      const host = await start(bundleDir);
      const notFound: string[] = [];
      try {
        for (let i = 0; i < LOADS; i++) {
          // A fresh context each time: nothing cached, so the route's chunks load as on a reader's first visit,
          // which is when the router renders late.
          const context = await browser.newContext();
          try {
            const page = await context.newPage();
            const path = spec.sample[i % spec.sample.length]!;
            const url = `${host.url}${path === '/' ? '' : `${path.slice(1)}/`}`;
            await page.goto(url, { waitUntil: 'load' });
            expect(await hydratedAs(page, 'docusaurus', 15_000), `${url} hydrated`).toBe(true);
            const title = await page.title();
            if (/Page Not Found/i.test(title) || (await page.locator('main h1', { hasText: /Page Not Found/i }).count()) > 0) notFound.push(`${i}: ${url}`);
          } finally {
            await context.close();
          }
        }
      } finally {
        await host.close();
      }
      expect(notFound).toEqual([]);
    }, 600_000);
  }
});
