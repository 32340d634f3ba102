// An export bound for an archive writes its pages and payloads to one spool file instead of a file each
// (src/bundle/spool.ts); packBundle reads them from there. The CLI does this unless --out-dir is given; the
// byte-for-byte comparison with a directory export is in export-fixture.test.ts.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { verifyBundle } from '../../src/bundle/verify.ts';
import { exportSite } from '../../src/export/export-site.ts';

const fixture = inject('fixture');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'spool-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('export through a spool file', () => {
  it('keeps pages and payloads out of the directory, and the packed bundle passes verify', async () => {
    const outDir = join(work, 'site');
    const result = await exportSite({ url: fixture.origin, outDir, spoolFile: join(work, 'pages.spool'), version: 'spooled' });
    expect(result.spool).toBeDefined();
    const spooled = result.spool!.entries;
    for (const page of result.manifest.pages) {
      expect(spooled.has(page.file), page.file).toBe(true);
      expect(existsSync(join(outDir, page.file)), page.file).toBe(false);
      for (const rsc of page.rsc) expect(spooled.get(rsc.file)?.length, rsc.file).toBe(rsc.bytes);
    }
    for (const asset of result.manifest.assets.filter((a) => a.file.startsWith('_next/'))) expect(existsSync(join(outDir, asset.file)), asset.file).toBe(true);
    expect(await readdir(join(outDir, '_static-export'))).toEqual(['manifest.json', 'nginx.conf']);

    const archive = join(work, 'site.tar.gz');
    const packed = await packBundle(outDir, archive, { spool: result.spool });
    expect(packed.files).toBe(spooled.size + (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).length);
    const report = await verifyBundle(archive);
    expect(report.ok, JSON.stringify(report).slice(0, 2000)).toBe(true);
    // Every file the manifest lists was found in the archive with its recorded hash.
    const m = result.manifest;
    expect(report.filesChecked).toBe(m.pages.length + m.pages.reduce((n, p) => n + p.rsc.length, 0) + m.assets.length);
    expect(result.pageCount).toBe(fixture.pages.length);
  });

  it('refuses a spool file inside the output directory, leaving nothing behind', async () => {
    const outDir = join(work, 'inside');
    await expect(exportSite({ url: fixture.origin, outDir, spoolFile: join(outDir, 'pages.spool') })).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    expect(await readdir(outDir)).toEqual([]);
  });

  it('refuses a spool file that already exists', async () => {
    const spoolFile = join(work, 'pages.spool'); // left by the first test
    await expect(exportSite({ url: fixture.origin, outDir: join(work, 'again'), spoolFile })).rejects.toMatchObject({ code: 'INVALID_OPTION', message: expect.stringContaining('spool') });
  });
});
