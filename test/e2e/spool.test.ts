// An export bound for an archive writes its pages and payloads to one spool file instead of a file each
// (src/bundle/spool.ts); packBundle reads them from there. The CLI does this unless --out-dir is given; the
// byte-for-byte comparison with a directory export is in export-fixture.test.ts.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { verifyBundle } from '../../src/verify/verify.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { Spool } from '../../src/bundle/spool.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';

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
    const spool = await Spool.create(join(work, 'pages.spool'));
    const result = await exportSite({ url: fixture.origin, outDir, version: 'spooled' }, {}, { spool }).finally(() => spool.close());
    const spooled = spool.entries;
    for (const page of result.manifest.pages) {
      expect(spooled.has(page.file), page.file).toBe(true);
      expect(existsSync(join(outDir, page.file)), page.file).toBe(false);
      for (const rsc of page.rsc) expect(spooled.get(rsc.file)?.length, rsc.file).toBe(rsc.bytes);
    }
    for (const asset of result.manifest.assets.filter((a) => a.file.startsWith('_next/'))) expect(existsSync(join(outDir, asset.file)), asset.file).toBe(true);
    expect(await readdir(join(outDir, '_static-export'))).toEqual(['manifest.json', 'nginx.conf']);

    const archive = join(work, 'site.tar.gz');
    const packed = await packBundle(outDir, archive, { spool });
    expect(packed.files).toBe(spooled.size + (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).length);
    const report = await verifyBundle(archive);
    expect(report.ok, JSON.stringify(report).slice(0, 2000)).toBe(true);
    // Every file the manifest lists was found in the archive with its recorded hash.
    const m = result.manifest;
    expect(report.filesChecked).toBe(m.pages.length + m.pages.reduce((n, p) => n + p.rsc.length, 0) + m.assets.length + (m.generated?.length ?? 0));
    // The search files and Markdown twins went through the spool too.
    expect(m.generated?.every((g) => spooled.has(g.file))).toBe(true);
    expect(result.pageCount).toBe(fixture.pages.length);
  });

  it('refuses a spool file inside the output directory, leaving it as it was', async () => {
    const outDir = join(work, 'inside');
    await mkdir(outDir, { recursive: true });
    const spool = await Spool.create(join(outDir, 'pages.spool'));
    await expect(exportSite({ url: fixture.origin, outDir }, {}, { spool }).finally(() => spool.close())).rejects.toMatchObject({ code: 'OUT_DIR_NOT_EMPTY' });
    expect(await readdir(outDir)).toEqual(['pages.spool']);
  });

  it('exportBundle leaves neither scratch files nor a partial archive behind when the export fails', async () => {
    const dir = join(work, 'failing');
    await mkdir(dir);
    // Nothing listens on a port taken from a closed server.
    const closed = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => done(port));
      });
    });
    await expect(exportBundle({ url: `http://127.0.0.1:${closed}/`, retries: 0 }, { out: join(dir, 'site.tar.gz') })).rejects.toMatchObject({
      code: 'UNREACHABLE',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  // That the spool and a kept directory give the same bytes is checked through the CLI in export-fixture.test.ts.
  it('exportBundle keeps the files in outDir when asked, and removes its scratch directory', async () => {
    const kept = join(work, 'kept');
    const bundle = await exportBundle({ url: fixture.origin, version: 'kept', paths: ['/'] }, { out: join(work, 'kept.tar.gz'), outDir: kept });
    expect(existsSync(join(kept, 'index.html'))).toBe(true);
    expect(bundle.files).toBe((await readdir(kept, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).length);
    expect((await verifyBundle(bundle.archive)).ok).toBe(true);
    expect((await readdir(work)).filter((n) => n.startsWith('.static-export-'))).toEqual([]);
  });
});
