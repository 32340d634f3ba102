// The rule for the runtime of a page no framework profile claims for itself: a page that loads an ES module by a
// root-absolute path (`<script type="module" src="/assets/app.js">`: Vite builds such as VitePress and
// Astro/Starlight) carries the base-path runtime in its `app-base` kind (hosting/base-path-shim.ts). Its modules
// build more root-absolute URLs at run time (Vite's preload list, Pagefind's bundle path, a client router's page
// chunks), which under a prefix only the runtime can correct (DOM sinks, fetch, the import map for module
// specifiers, the base the export pointed the framework's base setting at). A plain page whose classic scripts
// happen to be root-absolute gets nothing: its links and scripts were made relative, and it has no router to
// mislead.

import type { PageRuntime } from './profile.ts';

const ROOT_ABSOLUTE_MODULE = /<script\b(?=[^>]*\btype\s*=\s*["']?module\b)[^>]*\bsrc\s*=\s*["']?\/(?!\/)/i;

/** `app-base` for a page (its source HTML, as bytes) with a root-absolute ES module, else `none`. */
export function modulePageRuntime(page: Buffer): PageRuntime {
  return ROOT_ABSOLUTE_MODULE.test(page.toString('latin1')) ? 'app-base' : 'none';
}
