// An export of pages whose content attacks what the export makes of it (the hostile site's `/h/`): a redirect to
// script, a page nested 10,000 deep and a payload nested 100,000 deep, markup and script links shown as text, a
// stylesheet of 20,000 url()s. The export completes, says what it left out, and nothing it writes turns text
// into markup or a link into script.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportResult } from '../../src/core/types.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { DEEP_HTML, MANY_URLS, type HostileSite, startHostileSite } from '../helpers/hostile-site.ts';

describe('an export of hostile content', () => {
  let site: HostileSite;
  let sandbox: string;
  let result: ExportResult;
  const out = () => join(sandbox, 'out');
  const read = (file: string) => readFile(join(out(), file), 'utf8');

  beforeAll(async () => {
    site = await startHostileSite({ bigBytes: 10, slowMs: 10 });
    sandbox = await mkdtemp(join(tmpdir(), 'se-hostile-content-'));
    // On a transform thread, as a CLI export runs: its stack is not the main thread's.
    result = await exportSite({ url: `${site.origin}/h/`, outDir: out(), concurrency: 4, transformThreads: 1, retries: 0 });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await rm(sandbox, { recursive: true, force: true });
  });

  const warnings = (code: string) => result.manifest.warnings.filter((w) => w.code === code);

  describe('redirects to something other than a web address', () => {
    it('saves no page for them, records no redirect, and says so', async () => {
      for (const path of ['/h/to-script', '/h/to-data', '/h/to-vbscript']) {
        await expect(readFile(join(out(), path.slice(1), 'index.html'))).rejects.toThrow(/ENOENT/);
        expect(result.manifest.redirects.find((r) => r.from === path)).toBeUndefined();
        expect(warnings('skipped').find((w) => w.url === path)?.message).toMatch(/no page saved/);
      }
    });

    it('writes no script: URL into any file', async () => {
      const files = (await readdir(out(), { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
      for (const f of files) {
        const text = await readFile(join(f.parentPath, f.name), 'latin1');
        expect(text, f.name).not.toContain('alert(document.domain)');
        expect(text, f.name).not.toContain('vbscript:msgbox');
        expect(text, f.name).not.toContain('data:text/html,<script>');
      }
    });
  });

  describe('a page nested 10,000 deep', () => {
    it('is exported, with a warning naming it, and the export goes on', async () => {
      expect(result.manifest.pages.map((p) => p.url)).toEqual(expect.arrayContaining(['/h', '/h/deep', '/h/xss', '/h/styled']));
      expect((await read('h/deep/index.html')).split('<div>').length - 1).toBe(DEEP_HTML);
      const [warning] = warnings('too-deep');
      expect(warning?.url).toBe('/h/deep');
      expect(warning?.message).toMatch(/nests elements 100\d\d deep/);
    });

    it('keeps all of its text in the Markdown twin and the search index', async () => {
      const twin = await read('h/deep/index.md');
      expect(twin).toContain('Before the pit.');
      expect(twin).toContain('bottom of the pit');
      expect(await read('_static-export/search/file-index.js')).toContain('bottom of the pit');
    });

    it('with a payload nested 100,000 deep, inline and as its RSC answer, is exported as well', async () => {
      expect(result.manifest.pages.find((p) => p.url === '/h/deep-flight')?.rsc.map((r) => r.kind)).toEqual(['full']);
      expect((await read('h/deep-flight/index.txt')).length).toBeGreaterThan(200_000);
    });
  });

  describe('markup and script links shown as text', () => {
    it('stay text in the Markdown twin, and script links are no links', async () => {
      const twin = await read('h/xss/index.md');
      expect(twin).not.toMatch(/(?<!\\)<img/i);
      expect(twin).not.toMatch(/(?<!\\)<javascript:/i);
      expect(twin).toContain('\\<img src=x onerror=alert(1)>');
      expect(twin).not.toMatch(/(?<!\\)\]\(\s*(?:javascript|data|vbscript):/i);
      expect(twin).toContain('\\[click me\\](javascript:alert(1))');
      // The link text stays; the target goes.
      expect(twin).toContain('a script link');
    });

    it('stay text in llms.txt titles and descriptions', async () => {
      const llms = await read('llms.txt');
      expect(llms).not.toMatch(/(?<!\\)<img/i);
      expect(llms).not.toMatch(/(?<!\\)\]\(\s*(?:javascript|data|vbscript):/i);
      expect(llms).toContain('- [\\<img src=x onerror=alert(1)>](h/xss/index.md): \\[click me\\](javascript:alert(1))');
    });
  });

  describe('a stylesheet of 20,000 url()s', () => {
    it('is capped: the rest is left as it is, with one warning, and the other stylesheet is read', async () => {
      const images = result.manifest.assets.filter((a) => a.url.startsWith('/h/img/'));
      expect(images.length).toBeLessThan(MANY_URLS / 2);
      expect(images.find((a) => a.url === '/h/img/few.png')).toBeDefined();
      const capped = warnings('too-many-references');
      expect(capped).toHaveLength(1);
      expect(capped[0]!.url).toBe('h/many.css');
      expect(capped[0]!.message).toMatch(/names more than 5000 files/);
      expect(result.manifest.warnings.length).toBeLessThan(50);
    });
  });
});
