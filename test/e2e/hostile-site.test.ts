import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import type { ExportResult } from '../../src/core/types.ts';
import { startHostileSite } from '../helpers/hostile-site.ts';
import type { HostileSite } from '../helpers/hostile-site.ts';

async function listAll(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name));
}

describe('export of a misbehaving site', () => {
  let site: HostileSite;
  let sandbox: string;
  let result: ExportResult;
  const outDir = () => join(sandbox, 'deep', 'out');

  beforeAll(async () => {
    site = await startHostileSite({ bigBytes: 300_000, slowMs: 2_500 });
    sandbox = await mkdtemp(join(tmpdir(), 'se-hostile-'));
    result = await exportSite({
      url: site.origin,
      outDir: outDir(),
      timeoutMs: 800,
      maxFileBytes: 100_000,
      retries: 3,
      retryBaseMs: 20,
      maxPages: 40,
      concurrency: 4,
    });
  });
  afterAll(async () => {
    await site?.close();
    await rm(sandbox, { recursive: true, force: true });
  });

  const page = (url: string) => result.manifest.pages.find((p) => p.url === url);
  const warning = (code: string, url: string) => result.manifest.warnings.find((w) => w.code === code && w.url.includes(url));

  it('retries intermittent 500s until the page comes through', () => {
    expect(site.hits.get('/flaky')).toBe(3);
    expect(page('/flaky')).toBeDefined();
  });

  it('waits as long as Retry-After says on a 429', () => {
    expect(page('/limited')).toBeDefined();
    expect(site.retryAfterGapMs[0]).toBeGreaterThanOrEqual(950);
  });

  it('times out a slow response and retries it', () => {
    expect(site.hits.get('/slow')).toBeGreaterThanOrEqual(2);
    expect(page('/slow')).toBeDefined();
  });

  it('skips a file over the size limit with a warning', async () => {
    expect(warning('too-large', '/big.bin')).toBeDefined();
    expect(result.manifest.assets.find((a) => a.url === '/big.bin')).toBeUndefined();
    expect((await listAll(outDir())).some((f) => f.endsWith('big.bin'))).toBe(false);
  });

  it('never writes outside the output directory, whatever the links say', async () => {
    const everything = await listAll(sandbox);
    expect(everything.length).toBeGreaterThan(5);
    for (const f of everything) expect(f.startsWith(`${outDir()}/`), f).toBe(true);
  });

  it('stops an infinite link space at the page bound', () => {
    expect(result.manifest.pages.length).toBeLessThanOrEqual(40);
    expect(result.manifest.warnings.some((w) => w.code === 'max-pages')).toBe(true);
    expect(site.hits.get('/trap/60')).toBeUndefined();
  });

  it('records a broken link on the source as a warning and goes on', () => {
    expect(warning('broken-link', '/missing')).toBeDefined();
    expect(page('/')).toBeDefined();
  });
});
