// Which pages that are neither Next nor Docusaurus carry the base-path runtime in its `app-base` kind
// (hosting/base-path-shim.ts): the ones whose code was built believing the site sits at its base path and resolves
// URLs against it at run time, which under a prefix only the runtime can correct (DOM sinks, fetch, the import map
// for module specifiers, the base the export pointed their base setting at: base-settings.ts).
//   - A page that loads an ES module by a root-absolute path (`<script type="module" src="/assets/app.js">`: Vite
//     builds such as VitePress and Astro/Starlight): its modules build more root-absolute URLs (Vite's preload
//     list, Pagefind's bundle path, a client router's page chunks).
//   - An Rspress page (`#__rspress_root`): classic scripts, but a webpack public path `/` and a router base read
//     from its site data (base-settings.ts).
// A plain page whose classic scripts happen to be root-absolute gets nothing: its links and scripts were made
// relative, and it has no router to mislead.

const ROOT_ABSOLUTE_MODULE = /<script\b(?=[^>]*\btype\s*=\s*["']?module\b)[^>]*\bsrc\s*=\s*["']?\/(?!\/)/i;

/** Whether the page (its source HTML) needs the `app-base` runtime. Searched as bytes: ASCII needles. */
export function needsAppBase(body: Buffer): boolean {
  if (body.includes('id="__rspress_root"')) return true;
  return ROOT_ABSOLUTE_MODULE.test(body.toString('latin1'));
}
