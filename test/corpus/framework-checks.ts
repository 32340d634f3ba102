// What "hydrated" and "the site's own search box answers" mean on each framework of the corpus (issue 24), checked
// in the browser as a reader would see it:
//   hydrated   Next / Docusaurus: our [data-testid=hydrated] badge; VitePress: #app carries its Vue app; Starlight:
//              its <site-search> element is defined and no <astro-island> still has `ssr` (islands drop it once
//              hydrated); Rspress: React owns #__rspress_root; MkDocs Material: its bundle set `document$`; Sphinx:
//              the page loaded with Sphinx' DOCUMENTATION_OPTIONS (a plain page).
//   search     type the word into the framework's own search UI and see a result titled with the page that has it;
//              clicking that result opens the page.
import type { Page } from 'playwright-core';
import type { Framework } from '../helpers/corpus.ts';

type Predicate = () => boolean;

const HYDRATED: Record<Framework, Predicate> = {
  next: () => document.querySelector('[data-testid=hydrated]')?.textContent === 'hydrated',
  docusaurus: () => document.querySelector('[data-testid=hydrated]')?.textContent === 'hydrated',
  vitepress: () => Boolean((document.querySelector('#app') as (Element & { __vue_app__?: unknown }) | null)?.__vue_app__),
  starlight: () => customElements.get('site-search') !== undefined && document.querySelector('astro-island[ssr]') === null,
  rspress: () => {
    const root = document.querySelector('#__rspress_root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  },
  mkdocs: () => 'document$' in window && document.readyState === 'complete',
  sphinx: () => 'DOCUMENTATION_OPTIONS' in window && document.readyState === 'complete',
  // Docsify renders the route's Markdown into .markdown-section; a file it could not load renders as "404 - Not found".
  docsify: () => {
    const section = document.querySelector('.markdown-section');
    return 'Docsify' in window && section !== null && section.querySelector('h1') !== null && !/^\s*404\b/.test(section.textContent ?? '');
  },
};

/** Whether the page hydrated in its framework's own sense within `timeout`. */
export async function hydratedAs(page: Page, framework: Framework, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(HYDRATED[framework], null, { timeout });
    return true;
  } catch {
    return false;
  }
}

/** Opens the framework's search UI and types `word`; resolves with the locator of the result titled `title`. */
async function searchFor(page: Page, framework: Framework, word: string, title: string) {
  switch (framework) {
    case 'vitepress': {
      await page.locator('.VPNavBarSearch button').first().click();
      await page.locator('#localsearch-input').pressSequentially(word, { delay: 20 });
      return page.locator('.VPLocalSearchBox .results a', { hasText: title }).first();
    }
    case 'starlight': {
      await page.locator('site-search button[data-open-modal]').first().click();
      await page.locator('dialog .pagefind-ui__search-input').pressSequentially(word, { delay: 20 });
      return page.locator('dialog .pagefind-ui__result-link', { hasText: title }).first();
    }
    case 'rspress': {
      await page.locator('.rp-search-button').first().click();
      await page.locator('.rp-search-panel input, [class*=search-panel] input').first().pressSequentially(word, { delay: 20 });
      return page.locator('[class*=search-panel] a, [class*=suggest-item] a', { hasText: title }).first();
    }
    case 'mkdocs': {
      // Wide screens show the search input in the header; the label is the small screens' search button.
      await page.locator('input.md-search__input').click();
      await page.locator('input.md-search__input').pressSequentially(word, { delay: 20 });
      return page.locator('.md-search-result__link', { hasText: title }).first();
    }
    case 'next': {
      // The Next.js site with a search box of its own is Nextra 3's (nextra-theme-docs, flexsearch): a combobox in
      // the navbar, its results links in `.nextra-search-results`.
      const input = page.locator('input[type=search]').first();
      await input.click();
      await input.pressSequentially(word, { delay: 20 });
      return page.locator('.nextra-search-results a', { hasText: title }).first();
    }
    case 'sphinx': {
      const input = page.locator('#rtd-search-form input[name=q]').first();
      await input.pressSequentially(word, { delay: 20 });
      await input.press('Enter');
      return page.locator('#search-results ul.search li a', { hasText: title }).first();
    }
    case 'docsify': {
      await page.locator('.search input').first().pressSequentially(word, { delay: 20 });
      return page.locator('.results-panel .matching-post a', { hasText: title }).first();
    }
    default:
      throw new Error(`no search check for ${framework}`);
  }
}

export interface SearchResult {
  ok: boolean;
  detail: string;
}

/** The site's own search box, offline: `word` finds the page titled `title`, and its result opens that page. */
export async function searchAnswers(page: Page, framework: Framework, word: string, title: string): Promise<SearchResult> {
  try {
    const result = await searchFor(page, framework, word, title);
    await result.waitFor({ state: 'visible', timeout: 15_000 });
    if (framework === 'next') {
      // Nextra's result is a Next link inside a combobox option: a click is two router.push calls of the same
      // route, the link's and the combobox's, and the second may cancel the first (Next then logs "Abort fetching
      // component", on the live site too). Enter on the option chosen by pointer is the combobox's one push.
      await result.hover();
      await page.keyboard.press('Enter');
    } else await result.click();
    // A heading's text may start or end in its permalink anchor (`#`, `¶`, an icon font's character).
    await page.waitForFunction(
      (t) => [...document.querySelectorAll('h1')].some((h) => h.textContent?.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') === t),
      title,
      { timeout: 15_000 },
    );
    return { ok: true, detail: `"${word}" → ${title}, opened ${page.url()}` };
  } catch (error) {
    return { ok: false, detail: `"${word}" → no ${title}: ${(error as Error).message.split('\n')[0]} (at ${page.url()})` };
  }
}
