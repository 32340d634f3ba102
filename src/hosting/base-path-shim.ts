// The `<head>` runtime that lets one bundle hydrate at `/`, under any sub-path and from `file://`: one inline line
// (0., which must run before any URL of the page resolves) and one file every page loads next, parser-blocking,
// so it still runs before any chunk (`_static-export/base-path.<hash>.js`, the page's depth on its tag).
//
// Why it is needed (notes §5, §7, checked in Chromium against the Turbopack runtime of Next 16):
// - A Next.js build believes it lives at `/`: chunk URLs in the RSC rows (`I[id,["/_next/static/chunks/x.js"]]`),
//   font/style hints, `next/image` URLs and router fetches are root-absolute, and the base path is a build-time
//   constant. Under `/docs-mirror/` each of those is a 404.
// - `<script src>` must therefore be relative in the HTML (the exporter writes `../../_next/static/chunks/x.js`)
//   so the parser and the preload scanner fetch the right file wherever the bundle sits. But the Turbopack
//   runtime identifies a loaded chunk by its literal `src` attribute (`getChunkFromRegistration`), and waits
//   for `"/_next/" + path` (`RUNTIME_CHUNK_BASE_PATH`): a relative src never matches, the page never hydrates.
//
// The code is in src/hosting/runtime/ (one module per step, compiled by scripts/build-runtime.ts into
// generated/runtime-scripts.ts); this module places it in the page. What it does, before any chunk runs:
// 0. Adds the slash a host left off (boot.ts, inline).
// 1. Registration: wraps `globalThis.TURBOPACK.push` (before and after the runtime installs itself) so a chunk
//    that registers with its `<script>` element registers by its chunk path (`static/chunks/x.js`) instead;
//    the runtime then keys it as `/_next/static/chunks/x.js`, exactly as it does at `/`. The runtime's own base
//    stays `/_next/`, so its keys agree with the root-absolute URLs in the RSC payloads.
// 2. Network: root-absolute URLs the app hands to the DOM (script/link/img/source/a via property or
//    `setAttribute`, `srcset`/`imagesrcset` candidates), to `fetch` and to `history` get the bundle's base
//    prepended. `/_next/image?url=…&w=…&q=…` becomes the saved variant file (same name as layout.ts gives it),
//    so priority-image preloads React adds during hydration load on hosts that ignore queries.
// 3. Relative URLs of the saved HTML are made path-absolute once parsed, so they survive the router moving the
//    document to another URL (pushState) while the layout stays.
// 4. `file://`: link clicks go to the real `href` (the router's fetches cannot work there).
// 5.–6. RSC requests answered from the saved payloads; the router shown the source's URL under a prefix.
// 7. `file://`: the router is given the page's URL on the source site (the document's is a file path).
// 8. Font preloads made here, and not on `file://`, where Chromium refuses them.
// At `/` on a host that answers `/_next/...` itself, steps 1 and 2 change nothing but names and image URLs.
//
// The base is computed from the page's URL and the depth of its file in the bundle (`docs/intro/index.html`
// is two folders deep), so the same bytes work under any prefix. The saved 404 page is served at arbitrary
// depths, carries the runtime inline and assumes `/`.

import { contentName } from '../core/content-name.ts';
import { BASE_PATH_BOOT_JS, BASE_PATH_RUNTIME_JS } from './generated/runtime-scripts.ts';

/**
 * The runtime as one file of the bundle, shared by every page (each names it with its depth): inline, its 17 kB
 * were a third of a compressed bundle (2,000 pages: 47.4 → 31.7 MB without it), since a page is larger than the
 * compressor's window and every copy was compressed again.
 */
export const BASE_PATH_SCRIPT = `${BASE_PATH_RUNTIME_JS}\n`;
/** Named by its content (core/content-name.ts). */
export const BASE_PATH_FILE = contentName('_static-export/base-path', 'js', BASE_PATH_SCRIPT);

/** Folders between the bundle root and a page file: `index.html` 0, `docs/intro/index.html` 2. */
export function pageDepth(pageFile: string): number {
  return pageFile.split('/').length - 1;
}

/**
 * Step 0 adds the missing slash, but Chromium's preload scanner reads the whole first chunk of the document ahead
 * of the parser and fetches the head's relative URLs before any script has run, resolved against the slash-less
 * URL: one folder too high, 404s outside the site. Blink holds every scanned preload until the parser has applied
 * a `Content-Security-Policy` meta it has seen (the policy could forbid them), and completes their URLs against
 * the document's base URL only when it issues them. An empty policy forbids nothing; placed right after the
 * script, it makes the preloads wait for the slash and resolve as on a redirecting host. (Checked in
 * Chromium: without it, /sub/docs fetched /a.css and /sub/a.css; with it, /sub/a.css only.)
 */
const PRELOAD_HOLD = '<meta http-equiv="Content-Security-Policy" content="">';

/**
 * What `ctx.headHtml` of the page written to `pageFile` (bundle-relative) starts with: the inline BOOT, the empty
 * policy that holds preloads, then the runtime's file (BASE_PATH_FILE, which the export must write) by a relative
 * URL that BOOT has made right. The 404 page (pass `404.html`) is served at any depth, where no relative URL
 * names that file: it carries the runtime inline, and assumes the bundle sits at `/`.
 */
export function basePathShim(pageFile: string, kind: ShimKind = 'router-space'): string {
  const depth = shimNeedsFile(pageFile, kind) ? pageDepth(pageFile) : -1;
  if (depth < 0) return `<script data-static-export="base">${BASE_PATH_RUNTIME_JS}</script>`;
  const src = '../'.repeat(depth) + BASE_PATH_FILE;
  const appBase = kind === 'app-base' ? ' data-app-base' : '';
  return `<script data-static-export="base">${BASE_PATH_BOOT_JS}</script>${PRELOAD_HOLD}<script src="${src}" data-depth="${depth}"${appBase}></script>`;
}

/**
 * How a page's router is kept working under a prefix. `router-space` (Next, Docusaurus): the router is shown the
 * URL the source served, the prefix hidden (runtime/router-space.ts). `app-base`: the framework reads its base
 * setting from the runtime (the export pointed it there, src/export/base-settings.ts: VitePress, Rspress) or has
 * no router (Astro), and sees the real URL.
 */
export type ShimKind = 'router-space' | 'app-base';

/**
 * Whether a page's `headHtml` names BASE_PATH_FILE (every page but the 404 page). Next and Docusaurus pages are
 * folders (`x/index.html`); the sites that read their base from the runtime also have `.html` pages
 * (`guides/theming.html`), as deep as their file, and only the root's `404.html` is served at any depth.
 */
export function shimNeedsFile(pageFile: string, kind: ShimKind = 'router-space'): boolean {
  return /(^|\/)index\.html$/.test(pageFile) || (kind === 'app-base' && pageFile !== '404.html');
}

/**
 * What a font preload of a page carrying the shim is written as (TransformContext.shimFontPreloads): a call that
 * adds the same `<link rel=preload as=font>` in place, except on file://. `href` is already rewritten.
 */
export function fontPreloadScript(href: string, type: string | undefined, crossorigin: string | undefined): string {
  const args = [href, type ?? '', crossorigin ?? null].map((a) => JSON.stringify(a).replace(/</g, '\\u003c'));
  return `<script>${FONT_CALL}${args.join(',')})</script>`;
}

/** How fontPreloadScript's call begins: verify, reading a page back, knows the script as ours (its href is relative to
 *  the bundle's base, not to the page, and was checked as the preload it replaced). */
export const FONT_CALL = '__STATIC_EXPORT_FONT__(';

/** The runtime (it reads its depth from its tag's `data-depth`, -1 without) and the inline step 0 before it. */
export const BASE_PATH_RUNTIME = BASE_PATH_RUNTIME_JS;
export const BASE_PATH_BOOT = BASE_PATH_BOOT_JS;
