// `--since` with search on (issue 25): a page taken from PREV after a 304 keeps PREV's Markdown twin, and when every
// page of the crawl is such a page and they are all of PREV's pages, PREV's Pagefind index, `file://` index and
// llms.txt are the new bundle's without digesting a page or running Pagefind. One page's text changed makes the
// index again. Either way the archive is the one a full export of the same state gives, byte for byte.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportedBundle, ExportResult, SiteOptions } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { readManifest, writeManifest } from '../../src/bundle/manifest-io.ts';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';
import { firstState, STATIC_SITE_NGINX } from '../helpers/static-docs-site.ts';

describe('export --since with search on, on an nginx-hosted static site', () => {
  let work: string;
  let root: string;
  let nginx: RunningNginx;
  let options: SiteOptions;
  let prev: string;
  let n = 0;

  /** The archive and what the export said of its search stage. */
  const run = async (extra: Partial<SiteOptions> = {}, reuse = true): Promise<{ bundle: ExportedBundle; result: ExportResult }> => {
    let result: ExportResult | undefined;
    const bundle = await exportBundle({ ...options, ...extra }, { out: join(work, `out-${n++}.tar.gz`) }, { onExported: (r) => (result = r) }, { reuse });
    return { bundle, result: result! };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-since-search-'));
    root = join(work, 'site');
    await firstState(root);
    nginx = await startRealNginx(root, { config: STATIC_SITE_NGINX });
    options = { url: nginx.url, transformThreads: 0 };
    prev = (await run()).bundle.archive;
  });
  afterAll(async () => {
    await nginx?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('nothing changed: PREV index, file:// index and llms.txt are reused, and the archive is a full export of the same state', async () => {
    const incremental = await run({ since: prev });
    const full = await run({ since: prev }, false);
    expect(incremental.bundle.incremental?.used).toBe(true);
    expect(incremental.result.search?.reused).toBe(true);
    expect(full.result.search?.reused).toBeUndefined();
    expect(incremental.bundle.sha256).toBe(full.bundle.sha256);
    // PREV's twins stand for the reused pages: no content was read again.
    expect(incremental.result.search?.contentMs).toBe(0);
    expect(incremental.result.search?.markdownMs).toBe(0);
  });

  it("a PREV whose word index another gzip wrote (a bundle from before the pinned gzip) is not reused: the archive is still a full export's", async () => {
    const tree = join(work, 'other-gzip');
    await unpackBundle(prev, tree);
    const manifest = await readManifest(tree);
    const meta = manifest.generated!.find((g) => g.file.endsWith('.pf_meta'))!;
    // The same content, compressed by Node's zlib as Pagefind's own gzip once was: a consistent, untampered PREV.
    const other = gzipSync(gunzipSync(await readFile(join(tree, meta.file))), { level: 9 });
    await writeFile(join(tree, meta.file), other);
    meta.sha256 = createHash('sha256').update(other).digest('hex');
    meta.bytes = other.length;
    await writeManifest(tree, manifest);
    const older = join(work, 'other-gzip.tar.gz');
    await packBundle(tree, older);
    const incremental = await run({ since: older });
    const full = await run({ since: older }, false);
    expect(incremental.bundle.incremental?.used).toBe(true);
    expect(incremental.result.search?.reused).toBeUndefined();
    expect(incremental.bundle.sha256).toBe(full.bundle.sha256);
  });

  it("one page's text changed: the index is made again, and the archive is still a full export's", async () => {
    const file = join(root, 'c/index.html');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Gamma.', 'Gamma, with a new word: zyzzyva.'));
    const incremental = await run({ since: prev });
    const full = await run({ since: prev }, false);
    expect(incremental.bundle.incremental?.used).toBe(true);
    expect(incremental.bundle.incremental?.changes?.pages.changed).toEqual(['/c']);
    expect(incremental.result.search?.reused).toBeUndefined();
    expect(incremental.bundle.sha256).toBe(full.bundle.sha256);
    // The reused pages were digested for the new index (their content only: their twins are PREV's).
    expect(incremental.result.search?.contentMs).toBeGreaterThan(0);
  });

  it("one of PREV's pages gone, every other one unchanged: the index is made again, of the pages there are", async () => {
    await rm(join(root, 'c'), { recursive: true });
    const incremental = await run({ since: prev });
    const full = await run({ since: prev }, false);
    expect(incremental.bundle.incremental?.changes?.pages.removed).toEqual(['/c']);
    expect(incremental.bundle.incremental?.changes?.pages.unchanged).toBe(3);
    expect(incremental.result.search?.reused).toBeUndefined();
    expect(incremental.bundle.sha256).toBe(full.bundle.sha256);
  });
});
