// The parts of `verify --browser` that need no browser: which pages it opens (every one up to the limit, then a
// deterministic sample that covers every kind), where it looks for a browser, what counts as leaving the host, and
// the playwright-core the Action installs on a runner being the one the package is tested with.
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAYWRIGHT_VERSION } from '../../src/action/browser-step.ts';
import type { Manifest, PageRecord } from '../../src/core/types.ts';
import { arrivedAt } from '../../src/browser-check/check-bundle.ts';
import { describeProblem, leavesHost } from '../../src/verify/browser-judge.ts';
import { pageKind, samplePages } from '../../src/verify/browser-sample.ts';
import { findBrowser } from '../../src/verify/launch-browser.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function manifestOf(urls: string[]): Manifest {
  const pages = urls.map(
    (url): PageRecord => ({
      url,
      file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      bytes: 1,
      sha256: '0'.repeat(64),
      rsc: [],
    }),
  );
  return { pages, redirects: [{ from: '/old', to: '/', status: 308, file: 'old/index.html' }] } as unknown as Manifest;
}

describe('the pages verify --browser opens', () => {
  it('names a page kind by its section and depth', () => {
    expect(['/', '/about', '/guide.html', '/docs/intro', '/docs/a/b', '/blog/2024/post'].map(pageKind)).toEqual([
      '/',
      '/*',
      '/*.html',
      '/docs/*',
      '/docs/*/*',
      '/blog/*/*',
    ]);
  });

  it('opens every page up to the limit, as the folder a host serves', () => {
    const { pages, of } = samplePages(manifestOf(['/', '/docs/intro', '/about']), 10);
    expect(of).toBe(3);
    expect(pages.map((p) => p.path)).toEqual(['', 'about/', 'docs/intro/']);
  });

  it('above the limit, every kind first, then an even spread, the same each time', () => {
    const urls = ['/', ...Array.from({ length: 300 }, (_, i) => `/docs/p${String(i).padStart(3, '0')}`), '/blog/2024/post', '/api/v1/users'];
    const first = samplePages(manifestOf(urls), 20);
    expect(first.of).toBe(303);
    expect(first.pages).toHaveLength(20);
    expect(new Set(first.pages.map((p) => p.kind))).toEqual(new Set(['/', '/docs/*', '/blog/*/*', '/api/*/*']));
    const docs = first.pages.filter((p) => p.kind === '/docs/*').map((p) => Number(p.url.slice(-3)));
    expect(docs[0]).toBe(0);
    expect(docs.at(-1)).toBeGreaterThan(270); // spread to the end, not the first 17
    expect(samplePages(manifestOf([...urls].reverse()), 20)).toEqual(first);
  });
});

describe('where verify --browser looks for a browser', () => {
  async function fakeBrowser(dir: string, name: string): Promise<string> {
    await mkdir(dir, { recursive: true });
    const file = join(dir, name);
    await writeFile(file, '#!/bin/sh\n');
    await chmod(file, 0o755);
    return file;
  }

  it('the path given, then the names on PATH in order, then playwright’s cache; none: undefined', async () => {
    const root = await mkdtemp(join(tmpdir(), 'find-browser-'));
    dirs.push(root);
    const bin = join(root, 'bin');
    const chrome = await fakeBrowser(bin, 'google-chrome');
    const cached = await fakeBrowser(join(root, 'pw', 'chromium-1200', 'chrome-linux64'), 'chrome');
    const explicit = await fakeBrowser(join(root, 'opt'), 'my-chrome');
    expect(await findBrowser(explicit, { PATH: bin })).toBe(explicit);
    expect(await findBrowser(undefined, { PATH: bin, STATIC_EXPORT_BROWSER: explicit })).toBe(explicit);
    expect(await findBrowser(undefined, { PATH: bin })).toBe(chrome);
    const chromium = await fakeBrowser(bin, 'chromium');
    expect(await findBrowser(undefined, { PATH: bin })).toBe(chromium);
    expect(await findBrowser(undefined, { PATH: join(root, 'empty'), PLAYWRIGHT_BROWSERS_PATH: join(root, 'pw') })).toBe(cached);
    expect(await findBrowser(undefined, { PATH: join(root, 'empty'), PLAYWRIGHT_BROWSERS_PATH: join(root, 'none') })).toBeUndefined();
    await expect(findBrowser(join(root, 'typo'), { PATH: bin })).rejects.toThrow(`no browser at ${join(root, 'typo')} (--browser-path)`);
  });
});

describe('the judgement', () => {
  it('a request leaves the host unless it is on its origin (or a file on file://), data: and blob: never do', () => {
    const origin = 'http://127.0.0.1:4000';
    expect(leavesHost('http://127.0.0.1:4000/_verify/a.js', origin)).toBe(false);
    expect(leavesHost('http://127.0.0.1:4001/a.js', origin)).toBe(true);
    expect(leavesHost('https://fonts.example.com/a.woff2', origin)).toBe(true);
    expect(leavesHost('data:image/png;base64,AA==', origin)).toBe(false);
    expect(leavesHost('blob:http://127.0.0.1:4000/x', origin)).toBe(false);
    expect(leavesHost('file:///b/a.js', 'file://')).toBe(false);
    expect(leavesHost('http://127.0.0.1:4000/a.js', 'file://')).toBe(true);
  });

  it('one line per problem names the page and the URL', () => {
    expect(describeProblem({ kind: 'failed-request', page: 'docs/', url: 'http://h/_verify/docs/data.json', detail: '404' })).toBe(
      'docs/: failed request (404): http://h/_verify/docs/data.json',
    );
    expect(describeProblem({ kind: 'other-origin', page: '/', url: 'https://cdn.example/x.js', detail: 'script' })).toBe(
      '/: request to another origin (script): https://cdn.example/x.js',
    );
    expect(describeProblem({ kind: 'page-error', page: 'a/', url: 'http://h/_verify/a/', detail: 'x is not defined' })).toBe(
      'a/: page error: x is not defined',
    );
  });
});

it('the Action installs the playwright-core the package is tested with', async () => {
  const installed = JSON.parse(await readFile(join(import.meta.dirname, '..', '..', 'node_modules', 'playwright-core', 'package.json'), 'utf8')) as {
    version: string;
  };
  expect(PLAYWRIGHT_VERSION).toBe(installed.version);
});

describe('a click arrives', () => {
  const root = 'http://127.0.0.1:4000/_verify/';
  it("at the bundle home when the router drops the mount's trailing slash", () => {
    expect(arrivedAt('http://127.0.0.1:4000/_verify', root, '')).toBe(true);
    expect(arrivedAt('http://127.0.0.1:4000/_verify', root, 'guide/')).toBe(false);
  });
  it('at a page with or without its slash or index.html, and not elsewhere', () => {
    expect(arrivedAt('http://127.0.0.1:4000/_verify/guide/', root, 'guide/index.html')).toBe(true);
    expect(arrivedAt('http://127.0.0.1:4000/_verify/guide?x=1', root, 'guide/')).toBe(true);
    expect(arrivedAt('http://127.0.0.1:4000/guide/', root, 'guide/')).toBe(true);
    expect(arrivedAt('http://127.0.0.1:4000/_verify/other/', root, 'guide/')).toBe(false);
  });
});
