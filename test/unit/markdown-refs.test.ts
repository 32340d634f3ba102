// Markdown files as documents that name files (src/export/markdown-refs.ts), alone and in the crawl: a site that
// renders Markdown in the browser (its home page `README.md` named in its renderer's code, a sidebar named in its
// inline config) is exported with every page's `.md` and image, and `verify` names a page's Markdown that is missing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { looksLikeFilePath } from '../../src/export/guess-refs.ts';
import { isMarkdown, markdownRefs } from '../../src/export/markdown-refs.ts';
import type { TransformContext } from '../../src/export/refs.ts';
import { verifyDirectory } from '../../src/verify/verify.ts';
import { MemorySite } from '../helpers/memory-site.ts';

const site = new URL('http://docs.test/');
const ctx = (path: string): TransformContext => ({ url: new URL(path, site), file: path.slice(1), site, fileFor: () => null });
const hrefs = (text: string, at = '/guides/intro.md') => markdownRefs(text, ctx(at)).map((r) => r.url.pathname + r.url.search);

describe('markdownRefs', () => {
  it('reads links, images, reference definitions and inline HTML, against the file and the site’s base', () => {
    const text = [
      '# Intro',
      'See [setup](setup.md "Setup") and [the API](/reference/api.md#errors).',
      '![logo](../images/logo.png)',
      '[faq]: <faq.md>',
      '<img src="diagram.svg" alt="">',
      'An [outside link](https://elsewhere.test/x.md) and [a page](other-page).',
    ].join('\n');
    expect(hrefs(text).sort()).toEqual(
      ['/diagram.svg', '/faq.md', '/guides/diagram.svg', '/guides/faq.md', '/guides/setup.md', '/images/logo.png', '/reference/api.md', '/setup.md'].sort(),
    );
    for (const ref of markdownRefs(text, ctx('/guides/intro.md'))) expect(ref.speculative).toBe(true);
  });

  it('leaves code alone', () => {
    expect(hrefs('```md\n[not a link](nope.md)\n```\nText `[x](code.md)` and [yes](yes.md).', '/a.md')).toEqual(['/yes.md']);
  });

  it('knows a Markdown file by its type, or by its name when a host sends it as bytes', () => {
    expect(isMarkdown(new URL('http://x/README'), 'text/markdown; charset=utf-8')).toBe(true);
    expect(isMarkdown(new URL('http://x/a.md'), 'application/octet-stream')).toBe(true);
    expect(isMarkdown(new URL('http://x/a.md'), 'text/html')).toBe(false);
    expect(isMarkdown(new URL('http://x/a.json'), 'application/json')).toBe(false);
  });

  it('a bare Markdown name in a script reads as a file; a bare script name does not', () => {
    expect(looksLikeFilePath('README.md')).toBe(true);
    expect(looksLikeFilePath('index.js')).toBe(false);
  });
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** A site whose one page renders Markdown in the browser, as Docsify does (hash routes: one HTML page). */
function markdownSite(): MemorySite {
  const md = 'text/markdown; charset=utf-8';
  const s = new MemorySite('http://127.0.0.1:4400');
  s.page(
    '/',
    `<!doctype html><title>Docs</title><div id="app"></div>
<script>window.config = { sidebar: true, alias: { '/.*/_sidebar.md': '/_sidebar.md' } };</script>
<script src="lib/renderer.js"></script>`,
  );
  s.file('/lib/renderer.js', 'var c={homepage:"README.md",ext:".md"};function load(p){return fetch(p+c.ext)}', 'text/javascript');
  s.file('/README.md', '# Home\n\nStart with [the guide](guide/README.md).\n', md);
  s.file('/_sidebar.md', '- [Home](README.md)\n- [Guide](guide/README.md)\n  - [Setup](guide/setup.md)\n', md);
  s.file('/guide/README.md', '# Guide\n\nNext: [Setup](guide/setup.md).\n', md);
  s.file('/guide/setup.md', '# Setup\n\n![shot](../images/shot.png)\n', 'application/octet-stream');
  s.file('/images/shot.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
  return s;
}

describe('a site that renders Markdown in the browser, in the crawl', () => {
  it('exports its home page, sidebar, every page’s Markdown and their images; verify names a missing page', async () => {
    const s = markdownSite();
    const dir = join(await mkdtemp(join(tmpdir(), 'markdown-site-')), 'site');
    dirs.push(join(dir, '..'));
    const { manifest } = await exportSite({ url: s.origin, outDir: dir, search: false, transformThreads: 0 }, {}, { fetcher: s.fetcher() });
    const files = manifest.assets.map((a) => a.file).sort();
    expect(files).toEqual(expect.arrayContaining(['README.md', '_sidebar.md', 'guide/README.md', 'guide/setup.md', 'images/shot.png']));
    expect(manifest.warnings).toEqual([]);
    expect((await verifyDirectory(dir)).ok).toBe(true);

    await rm(join(dir, 'guide', 'setup.md'));
    const report = await verifyDirectory(dir);
    expect(report.ok).toBe(false);
    expect(report.broken).toEqual(expect.arrayContaining([{ file: '_sidebar.md', ref: 'guide/setup.md' }]));
  });
});

describe('a guessed Markdown file that is a page’s Markdown twin', () => {
  it('is not asked of the site: the twin the export writes stays', async () => {
    const s = new MemorySite('http://127.0.0.1:4401');
    s.page('/', '<!doctype html><title>Home</title><script src="/app.js"></script><a href="/guide/a.html">A</a>');
    s.page('/guide/a.html', '<!doctype html><title>A</title><main><h1>Page A</h1><p>Words of page A.</p></main>');
    // The site's code names its pages' sources, as a static site generator's client does.
    s.file('/app.js', 'var sources=["guide/a.md"];', 'text/javascript');
    const dir = join(await mkdtemp(join(tmpdir(), 'markdown-twin-')), 'site');
    dirs.push(join(dir, '..'));
    const { manifest } = await exportSite({ url: s.origin, outDir: dir, search: false, transformThreads: 0 }, {}, { fetcher: s.fetcher() });
    expect(s.count('/guide/a.md')).toBe(0);
    expect(manifest.generated?.some((g) => g.file === 'guide/a.md')).toBe(true);
    expect((await verifyDirectory(dir)).ok).toBe(true);
  });
});
