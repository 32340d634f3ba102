// Exports of pages whose content attacks what the export makes of it (the hostile site's `/h/…`), one export per
// attack so each fails on its own: redirects to script, a page nested 10,000 deep and a payload nested 100,000
// deep, markup and script links shown as text, a stylesheet of 20,000 url()s. Each export completes, says what it
// left out, and nothing it writes turns text into markup or a link into script. On a transform thread, as a CLI
// export runs (its stack is not the main thread's).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportResult } from '../../src/core/types.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { verifyDirectory } from '../../src/verify/verify.ts';
import { DEEP_HTML, MANY_URLS, type HostileSite, startHostileSite } from '../helpers/hostile-site.ts';

let site: HostileSite;
let sandbox: string;

beforeAll(async () => {
  site = await startHostileSite({ bigBytes: 10, slowMs: 10 });
  sandbox = await mkdtemp(join(tmpdir(), 'se-hostile-content-'));
});
afterAll(async () => {
  await site?.close();
  await rm(sandbox, { recursive: true, force: true });
});

/** Exports the part of the hostile site below `base` (`/h/<base>/`); `read` reads a file of the bundle. */
function exportOf(base: string) {
  const out = () => join(sandbox, base);
  const state = {
    result: undefined as unknown as ExportResult,
    out,
    read: (file: string) => readFile(join(out(), file), 'utf8'),
    warnings: (code: string) => state.result.manifest.warnings.filter((w) => w.code === code),
  };
  beforeAll(async () => {
    state.result = await exportSite({ url: `${site.origin}/h/${base}/`, outDir: out(), concurrency: 4, transformThreads: 1, retries: 0 });
  }, 120_000);
  return state;
}

describe('redirects to something other than a web address', () => {
  const x = exportOf('redirects');

  it('save no page, record no redirect, and say so', async () => {
    for (const path of ['/h/redirects/script', '/h/redirects/data', '/h/redirects/vbscript']) {
      await expect(readFile(join(x.out(), path.slice(1), 'index.html'))).rejects.toThrow(/ENOENT/);
      expect(x.result.manifest.redirects.find((r) => r.from === path)).toBeUndefined();
      expect(x.warnings('skipped').find((w) => w.url === path)?.message).toMatch(/no page saved/);
    }
  });

  it('put no script URL into any file', async () => {
    const files = (await readdir(x.out(), { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) {
      const text = await readFile(join(f.parentPath, f.name), 'latin1');
      expect(text, f.name).not.toContain('alert(document.domain)');
      expect(text, f.name).not.toContain('vbscript:msgbox');
      expect(text, f.name).not.toContain('data:text/html,<script>');
    }
  });
});

describe('a page nested 10,000 deep', () => {
  const x = exportOf('deep');

  it('is exported, with a warning naming it, and the export goes on', async () => {
    expect(x.result.manifest.pages.map((p) => p.url).sort()).toEqual(['/h/deep', '/h/deep/flight', '/h/deep/html']);
    expect((await x.read('h/deep/html/index.html')).split('<div>').length - 1).toBe(DEEP_HTML);
    const [warning, ...more] = x.warnings('too-deep');
    expect(more).toEqual([]);
    expect(warning?.url).toBe('/h/deep/html');
    expect(warning?.message).toMatch(/nests elements 100\d\d deep/);
  });

  it('keeps all of its text in the Markdown twin and the search index', async () => {
    const twin = await x.read('h/deep/html/index.md');
    expect(twin).toContain('Before the pit.');
    expect(twin).toContain('bottom of the pit');
    expect(await x.read('_static-export/search/file-index.js')).toContain('bottom of the pit');
  });

  it('with a payload nested 100,000 deep, inline and as its RSC answer, is exported as well', async () => {
    expect(x.result.manifest.pages.find((p) => p.url === '/h/deep/flight')?.rsc.map((r) => r.kind)).toEqual(['full']);
    expect((await x.read('h/deep/flight/index.txt')).length).toBeGreaterThan(200_000);
  });
});

describe('markup and script links shown as text', () => {
  const x = exportOf('text');

  it('stay text in the Markdown twin, and script links are no links', async () => {
    const twin = await x.read('h/text/xss/index.md');
    expect(twin).not.toMatch(/(?<!\\)<img/i);
    expect(twin).not.toMatch(/(?<!\\)<javascript:/i);
    expect(twin).toContain('\\<img src=x onerror=alert(1)>');
    expect(twin).not.toMatch(/(?<!\\)\]\(\s*(?:javascript|data|vbscript):/i);
    expect(twin).toContain('\\[click me\\](javascript:alert(1))');
    // The link text stays; the target goes.
    expect(twin).toContain('a script link a data link spaced');
  });

  it('stay text in llms.txt titles and descriptions', async () => {
    const llms = await x.read('llms.txt');
    expect(llms).not.toMatch(/(?<!\\)<img/i);
    expect(llms).not.toMatch(/(?<!\\)\]\(\s*(?:javascript|data|vbscript):/i);
    expect(llms).toContain('- [\\<img src=x onerror=alert(1)>](h/text/xss/index.md): \\[click me\\](javascript:alert(1))');
  });
});

describe('a stylesheet of 20,000 url()s', () => {
  const x = exportOf('styles');

  it('is capped: the rest is left unfetched, with one warning, and the other stylesheet is read', async () => {
    const images = x.result.manifest.assets.filter((a) => a.url.startsWith('/h/styles/img/'));
    expect(images.length).toBeLessThan(MANY_URLS / 2);
    expect(images.find((a) => a.url === '/h/styles/img/few.png')).toBeDefined();
    const capped = x.warnings('too-many-references');
    expect(capped).toHaveLength(1);
    expect(capped[0]!.url).toBe('h/styles/many.css');
    expect(capped[0]!.message).toMatch(/names more than 5000 files/);
    expect(x.result.manifest.warnings.length).toBeLessThan(50);
    expect(site.hits.get('/h/styles/img/19999.png')).toBeUndefined();
  });

  it('gives a bundle that verifies: the references past the cap are known missing, not broken', async () => {
    const report = await verifyDirectory(x.out());
    expect(report.broken).toEqual([]);
    expect(report.knownMissing).toBeGreaterThanOrEqual(MANY_URLS - 5_000);
    expect(report.ok).toBe(true);
  });
});
