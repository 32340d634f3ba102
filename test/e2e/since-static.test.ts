// `--since` against a static site served by a real nginx (its own ETags and Last-Modified), deployed the way most
// deploys are: unchanged files keep their mtime and so their validators. An incremental export must give the
// archive a full export of the same state gives (same sha256), report exactly the pages added, removed and whose
// content changed, and transfer a fraction of the bytes; a PREV it cannot trust makes a full export, saying why.
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { type ExportedBundle, MANIFEST_FORMAT, type Manifest, type SiteOptions } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';
import { firstState, secondState, STATIC_SITE_NGINX } from '../helpers/static-docs-site.ts';
import { runCli } from '../helpers/run-cli.ts';

async function sha256File(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

describe('export --since on an nginx-hosted static site', () => {
  let work: string;
  let root: string;
  let nginx: RunningNginx;
  let options: SiteOptions;
  let prev: string;
  let n = 0;

  const run = (extra: Partial<SiteOptions> = {}, reuse = true): Promise<ExportedBundle> =>
    exportBundle({ ...options, ...extra }, { out: join(work, `out-${n++}.tar.gz`) }, {}, { reuse });

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-since-'));
    root = join(work, 'site');
    await firstState(root);
    nginx = await startRealNginx(root, { config: STATIC_SITE_NGINX });
    options = { url: nginx.url, transformThreads: 0, search: false };
    prev = (await run()).archive;
  });
  afterAll(async () => {
    await nginx?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('nothing changed: the same archive as a full export, with a fraction of the bytes transferred', async () => {
    const incremental = await run({ since: prev });
    const full = await run({ since: prev }, false);
    expect(incremental.incremental?.used).toBe(true);
    expect(incremental.sha256).toBe(full.sha256);
    const changes = incremental.incremental!.changes!;
    expect(changes.pages).toEqual({ added: [], removed: [], changed: [], unchanged: 4 });
    const inc = incremental.incremental!.transfer;
    const all = full.incremental!.transfer;
    expect(inc.reusedFiles).toBeGreaterThanOrEqual(7);
    // The content-hashed script is not even asked for.
    expect(inc.reusedWithoutRequest).toBeGreaterThanOrEqual(1);
    expect(inc.requests).toBeLessThan(all.requests);
    expect(inc.bytes).toBeLessThan(all.bytes * 0.1);
    // How long reading PREV took, for the bench's split of the wall time (no request starts before it).
    expect(incremental.incremental!.previousMs).toBeGreaterThan(0);
    expect(incremental.incremental!.previousMs).toBeLessThanOrEqual(incremental.durationMs);
  });

  describe('after a deploy that adds, removes and changes pages', () => {
    let incremental: ExportedBundle;
    let full: ExportedBundle;
    beforeAll(async () => {
      await secondState(root);
      incremental = await run({ since: prev });
      full = await run({ since: prev }, false);
    });

    it('gives the archive a full export of the new state gives', () => {
      expect(incremental.incremental?.used).toBe(true);
      expect(incremental.sha256).toBe(full.sha256);
      expect(incremental.incremental!.transfer.reusedFiles).toBeGreaterThan(0);
    });

    it('reports exactly the pages added, removed and changed, the anchor removed and the link broken', async () => {
      const changes = incremental.incremental!.changes!;
      expect(changes.pages).toEqual({ added: ['/d'], removed: ['/c'], changed: ['/', '/b'], unchanged: 1 });
      expect(changes.anchorsRemoved).toEqual([{ page: '/b', anchor: 'setup', linkedFrom: ['/a'] }]);
      expect(changes.brokenLinks.map((b) => b.url)).toEqual(['/missing']);
      const dir = join(work, 'unpacked-changes');
      await unpackBundle(incremental.archive, dir);
      expect(JSON.parse(await readFile(join(dir, '_static-export/changes.json'), 'utf8'))).toEqual(changes);
    });
  });

  describe('a PREV it cannot trust makes a full export and says why', () => {
    let plain: string;
    beforeAll(async () => {
      plain = (await run()).sha256;
    });

    async function expectFull(since: string, reason: RegExp, extra: Partial<SiteOptions> = {}): Promise<void> {
      const result = await run({ since, ...extra });
      expect(result.incremental?.used).toBe(false);
      expect(result.incremental?.reason).toMatch(reason);
      expect(result.incremental?.reason).not.toContain('\n');
      expect(result.incremental?.changes).toBeUndefined();
      // A PREV whose manifest was read still gives the sequence: the full export of that sequence.
      const sequence = result.manifest.sequence;
      if (Object.keys(extra).length === 0) expect(result.sha256).toBe(sequence === 1 ? plain : (await run({ sequence })).sha256);
    }

    it('tampered: a file that does not match its manifest', async () => {
      const dir = join(work, 'tampered');
      await unpackBundle(prev, dir);
      await writeFile(join(dir, 'a/index.html'), 'not what the manifest says');
      await expectFull(dir, /does not match its manifest \(a\/index\.html/);
    });

    it('tampered inside an archive: found while the crawl runs (PREV is read beside it), the export starts again in full', async () => {
      const dir = join(work, 'tampered-archive');
      await unpackBundle(prev, dir);
      await writeFile(join(dir, 'a/index.html'), 'not what the manifest says');
      // Packed as our packer packs (its manifest read from the archive's end first), the manifest left as it was.
      const file = join(work, 'tampered.tar.gz');
      await packBundle(dir, file);
      await expectFull(file, /does not match its manifest \(a\/index\.html/);
    });

    it('truncated', async () => {
      const file = join(work, 'truncated.tar.gz');
      await copyFile(prev, file);
      await truncate(file, 2000);
      await expectFull(file, /PREV cannot be read/);
    });

    it('a newer manifest format', async () => {
      const dir = join(work, 'newer');
      await unpackBundle(prev, dir);
      const path = join(dir, '_static-export/manifest.json');
      await writeFile(path, (await readFile(path, 'utf8')).replace(JSON.stringify(MANIFEST_FORMAT), '"static-export/99"'));
      await expectFull(dir, /unsupported format "static-export\/99"/);
    });

    it('a manifest from before pages recorded their framework profile and runtime (static-export/1)', async () => {
      const dir = join(work, 'format-1');
      await unpackBundle(prev, dir);
      const path = join(dir, '_static-export/manifest.json');
      const manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
      const pages = manifest.pages.map(({ profile, runtime, modules, ...page }) => page);
      await writeFile(path, JSON.stringify({ ...manifest, format: 'static-export/1', framework: 'html', pages }));
      await expectFull(dir, /PREV is a static-export\/1 bundle, whose pages do not record their framework profile and runtime/);
    });

    it('another site, another base path, other options', async () => {
      await expectFull(prev, /PREV is a bundle of http:\/\/127\.0\.0\.1:\d+, not http:\/\/127\.0\.0\.1:\d+\/a/, { url: `${nginx.url}a/` });
      await expectFull(prev, /other options/, { maxDepth: 7 });
    });

    describe('a PREV URL', () => {
      let server: Server;
      let origin: string;
      beforeAll(async () => {
        server = createServer((req, res) => {
          if (req.url === '/moved') {
            res.writeHead(302, { location: 'http://127.0.0.1:9/prev.tar.gz' }).end();
            return;
          }
          res.writeHead(200, { 'content-type': 'application/gzip' });
          readFile(prev).then((data) => res.end(data));
        });
        await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
        origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(async () => {
        await new Promise((done) => server.close(done));
      });

      it('on a private address is refused like any other fetch', async () => {
        await expectFull(`${origin}/prev.tar.gz`, /address not allowed/);
      });

      it('allowed by --allow-private is used', async () => {
        const result = await run({ since: `${origin}/prev.tar.gz`, allowPrivate: [new URL(origin).host] });
        expect(result.incremental?.used).toBe(true);
      });

      it('redirecting to a private address is refused', async () => {
        const refused = await run({ since: `${origin}/moved`, allowPrivate: [new URL(origin).host] });
        expect(refused.incremental?.used).toBe(false);
        expect(refused.incremental?.reason).toMatch(/address not allowed/);
      });
    });
  });

  it('the CLI prints the change summary and --json carries it', async () => {
    const cli = await runCli(['export', nginx.url, '--since', prev, '--out', 'cli.tar.gz', '--no-search', '--json', '--quiet'], { cwd: work });
    expect(cli.code, cli.stderr).toBe(0);
    const summary = JSON.parse(cli.stdout);
    expect(summary.incremental.used).toBe(true);
    expect(summary.incremental.changes.pages.added).toEqual(['/d']);
    expect(summary.sha256).toBe(await sha256File(join(work, 'cli.tar.gz')));
  });
});
