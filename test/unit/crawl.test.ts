// The crawl (exportSite + Crawl) against an in-memory site: discovery, dedupe, limits, retries, redirects,
// warnings and cancellation, with the production retry layer and no socket. Each test runs in milliseconds.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticExportError } from '../../src/core/errors.ts';
import type { ExportOptions, ExportResult, Manifest } from '../../src/core/types.ts';
import { exportSite } from '../../src/export/export-site.ts';
import type { Fetcher } from '../../src/export/fetcher.ts';
import { MemorySite } from '../helpers/memory-site.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function run(site: MemorySite, options: Partial<ExportOptions> = {}, fetcher: Fetcher = site.fetcher()): Promise<ExportResult & { dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'crawl-test-'));
  dirs.push(dir);
  const outDir = join(dir, 'site');
  const result = await exportSite({ url: site.origin, outDir, ...options }, {}, { fetcher });
  return { ...result, dir: outDir };
}

const urls = (m: Manifest): string[] => m.pages.map((p) => p.url).sort();
const warningsOf = (m: Manifest, code: string): string[] =>
  m.warnings
    .filter((w) => w.code === code)
    .map((w) => w.url)
    .sort();

describe('discovery', () => {
  it('follows links from the start page and fetches each page once, however it is spelled', async () => {
    const site = new MemorySite()
      .page('/', '<a href="/guide">Guide</a> <a href="/guide/">again</a> <a href="guide#install">anchor</a> <a href="/api">API</a>')
      .page('/guide', '<a href="/">Home</a> <a href="/api/">API</a> <a href="../guide">self</a>')
      .page('/api', '<a href="/guide?x=1#top">Guide</a>');
    const { manifest } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/api', '/guide']);
    for (const path of ['/guide', '/api']) expect(site.count(path), path).toBe(1);
    // The start page is asked for once: the answer that showed the site answers at all is the page's own.
    expect(site.count('/')).toBe(1);
    expect(manifest.warnings).toEqual([]);
  });

  it('under a base path, the start page is asked for once more only for the spelling the check did not use', async () => {
    // The check asks for the URL as given (`/docs/`); the page is `/docs`, which redirects to `/docs/`: the redirect's
    // target is the same request as the check's, and takes its answer.
    const site = new MemorySite().redirect('/docs', '/docs/').page('/docs/', '<a href="/docs/guide">Guide</a>').page('/docs/guide', 'guide');
    const { manifest } = await run(site, { url: `${site.origin}/docs/` });
    expect(urls(manifest)).toEqual(['/docs', '/docs/guide']);
    expect(site.count('/docs/')).toBe(1);
    expect(site.count('/docs')).toBe(1);
  });

  it('the sitemap is asked for while the site is probed, not after', async () => {
    // The probe's llms.txt answers only once robots.txt (the sitemap's first request) has arrived, or after a while:
    // which of the two it was tells whether the sitemap waited for the probe.
    let robotsFirst = false;
    const site = new MemorySite()
      .page('/', 'home')
      .answer('/robots.txt', { status: 404 })
      .answer('/llms.txt', async () => {
        for (let turn = 0; turn < 200 && !site.requests.includes('/robots.txt'); turn++) await new Promise((resolve) => setImmediate(resolve));
        robotsFirst = site.requests.includes('/robots.txt');
        return { status: 404 };
      })
      .sitemap('/sitemap.xml', ['/listed'])
      .page('/listed', 'listed');
    const { manifest } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/listed']);
    expect(robotsFirst).toBe(true);
  });

  it('rewrites links between pages to relative files', async () => {
    const site = new MemorySite().page('/', '<a href="/guide">Guide</a>').page('/guide', '<a href="/">Home</a>');
    const { dir } = await run(site);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('href="guide/index.html"');
    expect(await readFile(join(dir, 'guide', 'index.html'), 'utf8')).toContain('href="../index.html"');
  });

  it('finds pages only a sitemap names: robots.txt → sitemap index → plain and gzipped sitemaps', async () => {
    const site = new MemorySite()
      .page('/', '<p>no links</p>')
      .file('/robots.txt', 'User-agent: *\nSitemap: https://docs.example.com/sitemap-index.xml\n', 'text/plain')
      .sitemapIndex('/sitemap-index.xml', ['https://docs.example.com/a.xml', '/b.xml.gz'])
      // Entries for the public domain are this site's pages, taken by their path.
      .sitemap('/a.xml', ['https://docs.example.com/one', 'https://docs.example.com/two'])
      .sitemap('/b.xml.gz', ['/three', '/one'], true)
      .page('/one', 'one')
      .page('/two', 'two')
      .page('/three', 'three');
    const { manifest } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/one', '/three', '/two']);
    expect(site.count('/sitemap.xml')).toBe(0);
    expect(site.count('/one')).toBe(1);
  });

  it('reads /sitemap.xml when robots.txt names none', async () => {
    const site = new MemorySite().page('/', 'home').sitemap('/sitemap.xml', ['/hidden']).page('/hidden', 'hidden');
    const { manifest } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/hidden']);
  });

  it('crawls a page only a link names where it sorts among the sitemap pages, not after them all', async () => {
    // The search index takes pages in this order during the crawl: a page crawled last holds back every page
    // sorted after it until the crawl's end.
    const listed = [...Array.from({ length: 20 }, (_, i) => `/p/a${i}`), ...Array.from({ length: 20 }, (_, i) => `/p/c${i}`)];
    const site = new MemorySite().page('/', '<a href="/p/b">only linked</a>').sitemap('/sitemap.xml', listed).page('/p/b', 'b');
    for (const path of listed) site.page(path, path);
    const { manifest } = await run(site, { concurrency: 1 });
    expect(manifest.pages).toHaveLength(42);
    const at = (path: string) => site.requests.indexOf(path);
    expect(at('/p/b')).toBeGreaterThan(0);
    for (const path of listed.filter((p) => p.startsWith('/p/c'))) expect(at('/p/b'), path).toBeLessThan(at(path));
  });

  it('exports exactly the pages given, and refuses one the site does not have', async () => {
    const site = new MemorySite().page('/', '<a href="/a">A</a>').page('/a', '<a href="/b">B</a>').page('/b', 'b');
    const { manifest } = await run(site, { paths: ['a'] });
    expect(urls(manifest)).toEqual(['/a']);
    expect(site.count('/b')).toBe(0);
    expect(site.count('/robots.txt')).toBe(0);
    const missing = run(site, { paths: ['nope'] });
    await expect(missing).rejects.toSatisfy((e) => StaticExportError.is(e, 'INVALID_PATH'));
  });

  it('fetches assets once, follows what CSS names, and rewrites it relative', async () => {
    const site = new MemorySite()
      .page('/', '<link rel="stylesheet" href="/s.css"><img src="/logo.png"><a href="/p">p</a>')
      .page('/p', '<link rel="stylesheet" href="/s.css"><img src="/logo.png?">')
      .file('/s.css', 'body{background:url(/img/bg.png)}', 'text/css')
      .file('/img/bg.png', Buffer.from([1, 2, 3]), 'image/png')
      .file('/logo.png', Buffer.from([4, 5]), 'image/png');
    const { manifest, dir } = await run(site);
    // The site's 404 page is saved as an asset too.
    expect(manifest.assets.map((a) => a.url).sort()).toEqual(['/404.html', '/img/bg.png', '/logo.png', '/s.css']);
    expect(site.count('/s.css')).toBe(1);
    expect(site.count('/img/bg.png')).toBe(1);
    const css = manifest.assets.find((a) => a.url === '/s.css')!;
    expect(await readFile(join(dir, css.file), 'utf8')).not.toContain('url(/img/bg.png)');
    expect(manifest.assets.find((a) => a.url === '/img/bg.png')!.bytes).toBe(3);
  });
});

describe('limits', () => {
  it('stops at maxPages and says which pages were left out', async () => {
    const links = Array.from({ length: 8 }, (_, i) => `<a href="/p${i}">${i}</a>`).join('');
    const site = new MemorySite().page('/', links).answer('*', { html: '<p>page</p>' });
    const { manifest } = await run(site, { maxPages: 5 });
    expect(manifest.pages).toHaveLength(5);
    expect(warningsOf(manifest, 'max-pages')).toHaveLength(4);
    expect(site.requests.filter((r) => /^\/p\d$/.test(r))).toHaveLength(4);
  });

  it('stops at maxDepth links from the start page', async () => {
    const site = new MemorySite().page('/', '<a href="/d1">1</a>').page('/d1', '<a href="/d2">2</a>').page('/d2', '<a href="/d3">3</a>').page('/d3', 'deep');
    const { manifest } = await run(site, { maxDepth: 2 });
    expect(urls(manifest)).toEqual(['/', '/d1', '/d2']);
    expect(warningsOf(manifest, 'max-depth')).toEqual(['/d3']);
    expect(site.count('/d3')).toBe(0);
  });

  it('keeps requests in flight within concurrency', async () => {
    const links = Array.from({ length: 30 }, (_, i) => `<a href="/p${i}">${i}</a>`).join('');
    const site = new MemorySite().page('/', links).answer('*', { html: '<p>page</p>' });
    await run(site, { concurrency: 3 }, site.fetcher({ concurrency: 3 }));
    expect(site.maxInFlight).toBeLessThanOrEqual(3);
    expect(site.maxInFlight).toBeGreaterThan(1);
  });
});

describe('retries', () => {
  it('retries 503 and 429 with growing backoff, honouring Retry-After', async () => {
    const site = new MemorySite()
      .page('/', '<a href="/busy">busy</a> <a href="/limited">limited</a>')
      .answer('/busy', [{ status: 503 }, { status: 503 }, { html: '<p>at last</p>' }])
      .answer('/limited', [{ status: 429, headers: { 'retry-after': '7' } }, { html: '<p>ok</p>' }]);
    const { manifest } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/busy', '/limited']);
    expect(site.count('/busy')).toBe(3);
    expect(site.count('/limited')).toBe(2);
    // retryBaseMs 100 and a jitter of 1: 100 ms, then 200 ms; Retry-After: 7 s.
    expect([...site.waits].sort((a, b) => a - b)).toEqual([100, 200, 7000]);
    expect(manifest.warnings).toEqual([]);
  });

  it('retries network errors and timeouts, then records a warning per URL', async () => {
    const site = new MemorySite()
      .page('/', '<a href="/down">down</a> <a href="/slow">slow</a> <img src="/img.png">')
      .answer('/down', { fail: 'network' })
      .answer('/slow', { fail: 'timeout' })
      .answer('/img.png', [{ fail: 'network' }, { body: 'png', headers: { 'content-type': 'image/png' } }]);
    const { manifest } = await run(site);
    expect(site.count('/down')).toBe(3);
    expect(site.count('/slow')).toBe(3);
    expect(site.count('/img.png')).toBe(2);
    expect(warningsOf(manifest, 'fetch-failed')).toEqual(['/down']);
    expect(warningsOf(manifest, 'timeout')).toEqual(['/slow']);
    expect(manifest.assets.some((a) => a.url === '/img.png')).toBe(true);
  });

  it('does not retry a 404, a too-large file or a 5xx past the retries', async () => {
    const site = new MemorySite()
      .page('/', '<a href="/gone">gone</a> <a href="/broken">broken</a> <img src="/huge.bin"> <img src="/missing.png">')
      .answer('/broken', { status: 500 })
      .answer('/huge.bin', { fail: 'too-large' });
    const { manifest } = await run(site);
    expect(site.count('/gone')).toBe(1);
    expect(site.count('/huge.bin')).toBe(1);
    expect(site.count('/broken')).toBe(3);
    expect(warningsOf(manifest, 'broken-link')).toEqual(['/gone', `${site.origin}/missing.png`]);
    expect(warningsOf(manifest, 'http-error')).toEqual(['/broken']);
    expect(warningsOf(manifest, 'too-large')).toEqual([`${site.origin}/huge.bin`]);
  });
});

describe('redirects', () => {
  it('writes a redirect page for a same-site redirect and exports its target', async () => {
    const site = new MemorySite().page('/', '<a href="/old">old</a>').redirect('/old', '/new#part').page('/new', 'new');
    const { manifest, dir } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/new']);
    expect(manifest.redirects).toEqual([{ from: '/old', to: '/new', status: 308, file: 'old/index.html' }]);
    expect(await readFile(join(dir, 'old', 'index.html'), 'utf8')).toContain('url=../new/index.html#part');
  });

  it('records an off-site redirect with a warning and does not follow it', async () => {
    const site = new MemorySite().page('/', '<a href="/elsewhere">x</a>').redirect('/elsewhere', 'https://other.example/page', 302);
    const { manifest, dir } = await run(site);
    expect(warningsOf(manifest, 'off-site-redirect')).toEqual(['/elsewhere']);
    expect(manifest.redirects).toEqual([{ from: '/elsewhere', to: 'https://other.example/page', status: 302, file: 'elsewhere/index.html' }]);
    expect(site.requests).not.toContain('https://other.example/page');
    expect(await readFile(join(dir, 'elsewhere', 'index.html'), 'utf8')).toContain('url=https://other.example/page');
  });

  it('takes a trailing-slash redirect as the same page', async () => {
    const site = new MemorySite().page('/', '<a href="/about">about</a>').redirect('/about', '/about/').page('/about/', 'about');
    const { manifest } = await run(site);
    expect(urls(manifest)).toEqual(['/', '/about']);
    expect(manifest.redirects).toEqual([]);
  });
});

describe('warnings and failures', () => {
  it('saves a page that is not HTML as it is, with a warning', async () => {
    const site = new MemorySite().page('/', '<a href="/data">data</a>').file('/data', '{"a":1}', 'application/json');
    const { manifest, dir } = await run(site);
    expect(warningsOf(manifest, 'not-html')).toEqual(['/data']);
    expect(await readFile(join(dir, 'data', 'index.html'), 'utf8')).toBe('{"a":1}');
  });

  it('saves the site 404 page', async () => {
    const site = new MemorySite().page('/', 'home');
    const { manifest } = await run(site);
    expect(manifest.notFound).toBe('404.html');
  });

  it('refuses a start page that answers an error, and one it cannot reach', async () => {
    const broken = new MemorySite().answer('/', { status: 500 });
    await expect(run(broken, { retries: 0 }, broken.fetcher({ retries: 0 }))).rejects.toSatisfy((e) => StaticExportError.is(e, 'ROOT_FAILED'));
    const down = new MemorySite().answer('/', { fail: 'network' });
    await expect(run(down)).rejects.toSatisfy((e) => StaticExportError.is(e, 'UNREACHABLE'));
  });
});

describe('cancellation', () => {
  it('stops soon after the signal fires, with ABORTED, and asks for nothing more', async () => {
    const controller = new AbortController();
    const links = Array.from({ length: 200 }, (_, i) => `<a href="/p${i}">${i}</a>`).join('');
    const site = new MemorySite().page('/', links).answer('*', (req) => {
      if (req.url.pathname === '/p5') controller.abort(new StaticExportError('ABORTED', 'stop'));
      return { html: '<p>page</p>' };
    });
    const dir = await mkdtemp(join(tmpdir(), 'crawl-test-'));
    dirs.push(dir);
    const started = performance.now();
    const fetcher = site.fetcher({ signal: controller.signal });
    const result = exportSite({ url: site.origin, outDir: join(dir, 'site'), concurrency: 2 }, { signal: controller.signal }, { fetcher });
    await expect(result).rejects.toSatisfy((e) => StaticExportError.is(e, 'ABORTED'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(site.requests.filter((r) => r.startsWith('/p')).length).toBeLessThan(30);
  });
});
