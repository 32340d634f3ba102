// Under a prefix, ES modules that name a file of the site by a root-absolute specifier built at run time (Pagefind's
// `import(bundlePath + "pagefind.js")` with Starlight's `bundlePath` "/pagefind/", an Astro island's
// `component-url`) would load from the host's root. No DOM sink sees a module specifier, but an import map does:
// `/` maps to the bundle's base, so `/pagefind/pagefind.js` resolves to `<base>pagefind/pagefind.js`; the base maps
// to itself, and the longest key wins, so a module already inside the bundle (every relative import) keeps its URL.
// Import maps apply to the specifiers of imports, not to `<script src>` or preload URLs (those the exporter made
// relative, and the DOM sinks move).
import type { PageBase } from './page-base.ts';

export function installImportMap(page: PageBase): void {
  const B = page.base;
  if (!page.origin || B === '/') return;
  const d = document;
  const map = d.createElement('script');
  map.type = 'importmap';
  map.textContent = JSON.stringify({ imports: { '/': B, [B]: B } });
  const me = d.currentScript;
  if (me?.parentNode) me.parentNode.insertBefore(map, me.nextSibling);
  else (d.head || d.documentElement).appendChild(map);
}
