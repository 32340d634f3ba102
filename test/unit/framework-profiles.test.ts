// The framework registry (src/frameworks/registry.ts): which profile owns a page and which runtime it gets, from
// real pages of each framework where the repository has one (test/fixtures/frameworks/) and the one marker of the
// others; and the site's framework as the manifest names it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_IDS, needsTask, notFoundRuntime, pageFacts, PROFILES, siteFramework } from '../../src/frameworks/registry.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/frameworks');
const page = (file: string): Buffer => readFileSync(join(FIXTURES, file));
const html = (body: string): Buffer => Buffer.from(`<!doctype html><html><head></head><body>${body}</body></html>`);

describe('framework profiles', () => {
  it('recognise the pages of each framework and give them their runtime', () => {
    expect(pageFacts(page('vitepress/guide-intro.html'))).toEqual({ profile: 'vitepress', runtime: 'app-base' });
    expect(pageFacts(page('starlight/index.excerpt.html'))).toEqual({ profile: 'astro', runtime: 'app-base' });
    expect(pageFacts(page('material/guide-intro.excerpt.html'))).toEqual({ profile: 'mkdocs', runtime: 'none' });
    expect(pageFacts(page('sphinx/search.html'))).toEqual({ profile: 'sphinx', runtime: 'none' });
    expect(pageFacts(html('<script>self.__next_f.push([1,""])</script>'))).toEqual({ profile: 'next-app', runtime: 'router-space' });
    expect(pageFacts(html('<div id="__docusaurus"></div>'))).toEqual({ profile: 'docusaurus', runtime: 'router-space' });
    expect(pageFacts(html('<div id="__rspress_root"></div><script defer src="/static/js/index.js"></script>'))).toEqual({
      profile: 'rspress',
      runtime: 'app-base',
    });
    expect(pageFacts(html('<script id="__NEXT_DATA__" type="application/json">{}</script>'))).toEqual({ profile: 'next-pages', runtime: 'router-space' });
    expect(pageFacts(html('<p>plain</p>'))).toEqual({ profile: 'html', runtime: 'none' });
    // A page no profile claims that loads an ES module by a root-absolute path gets the app-base runtime.
    expect(pageFacts(html('<script type="module" src="/assets/app.js"></script>'))).toEqual({ profile: 'html', runtime: 'app-base' });
  });

  it('ask for the extra work of their pages: App Router pages have RSC payloads and a 404 page with the runtime', () => {
    expect(needsTask('next-app', 'rsc-payloads')).toBe(true);
    for (const id of FRAMEWORK_IDS.filter((i) => i !== 'next-app')) expect(needsTask(id, 'rsc-payloads'), id).toBe(false);
    expect(notFoundRuntime(html('<script>self.__next_f.push([1,""])</script>'))).toBe(true);
    expect(notFoundRuntime(html('<div id="__docusaurus"></div>'))).toBe(false);
  });

  it('name the site by the first profile, in the registry order, that owns a page', () => {
    expect(siteFramework(new Set())).toBe('html');
    expect(siteFramework(new Set(['html', 'next-pages', 'next-app']))).toBe('next-app');
    expect(siteFramework(new Set(['html', 'docusaurus']))).toBe('docusaurus');
    expect(PROFILES.at(-1)?.id).toBe('html');
    expect(new Set(FRAMEWORK_IDS).size).toBe(FRAMEWORK_IDS.length);
  });
});
