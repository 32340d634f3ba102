// The page again, without what Chromium refuses on file://: module scripts and module preloads. A page that loads
// ES modules is parsed twice there (file-modules.ts): first up to the file:// runtime, which swallows the rest as
// text (`<plaintext>`), before the parser or its preload scanner reaches a module script; then, with the modules
// taken out, written again with document.open() and document.write(), so every classic script, inline or not, runs
// where and when the parser reaches it, as on an HTTP host. The modules run after the second parse, in page order,
// from their System.register forms.

/** The `type` of a classic script. */
const CLASSIC = /^(|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/;

/** Where file-modules.ts publishes the import() of a classic script: a symbol key no element can shadow. */
export const IMPORT_KEY = 'static-export.import';

/**
 * An inline classic script's `import(…)` (Astro's islands import their `component-url`) is a module load too,
 * refused the same: it goes to SystemJS instead. Rewritten in the text: a call can only be seen there.
 */
export function withFileImports(js: string): string {
  return js.replace(/(^|[^.\w$])import(\s*\()/g, `$1self[Symbol.for(${JSON.stringify(IMPORT_KEY)})]$2`);
}

/** The page's HTML from the swallowed text, its module scripts and preloads taken out; and the modules' URLs, in order. */
export function pageWithoutModules(swallowed: string): { html: string; modules: string[] } {
  const d = document;
  const doctype = d.doctype ? '<!doctype html>' : '';
  const attrs = Array.prototype.map
    .call(d.documentElement.attributes, (a: Attr) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  // The swallowed text begins right after the runtime's loader, the first thing in <head>, which the page written
  // again needs too: it brings the runtime back into the document.
  const loader = d.querySelector('script[data-static-export="file"]')?.outerHTML ?? '';
  const page = new DOMParser().parseFromString(`${doctype}<html${attrs}><head>${loader}${swallowed}`, 'text/html');
  const modules: string[] = [];
  // As the parser would resolve them: against the page's <base>, if it has one.
  const base = new URL(page.querySelector('base[href]')?.getAttribute('href') ?? '', d.baseURI).href;
  for (const el of Array.from(page.querySelectorAll('link[rel], script[type]'))) {
    if (el instanceof HTMLLinkElement) {
      if (/(^|\s)modulepreload(\s|$)/i.test(el.getAttribute('rel') ?? '')) el.remove();
      continue;
    }
    const type = (el.getAttribute('type') ?? '').trim().toLowerCase();
    const src = el.getAttribute('src');
    if (type === 'module' && src !== null) {
      modules.push(new URL(src, base).href);
      el.remove();
    } else if (src === null && CLASSIC.test(type)) el.textContent = withFileImports(el.textContent ?? '');
    // An inline module runs as it is: only what it imports by URL would be refused, and it carries no URL.
  }
  for (const el of Array.from(page.querySelectorAll('script:not([type])'))) {
    if (!el.hasAttribute('src')) el.textContent = withFileImports(el.textContent ?? '');
  }
  return { html: doctype + page.documentElement.outerHTML, modules };
}
