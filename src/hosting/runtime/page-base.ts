// Where the bundle sits, and the URL mapping every other step of the base-path runtime uses: the base is computed
// from the page's URL and the depth of its file in the bundle (`docs/intro/index.html` is two folders deep), so
// the same bytes work under any prefix. The saved 404 page is served at arbitrary depths (depth -1) and assumes `/`.
import { imageFile, queryFile } from './file-names.ts';
import { pageHrefOf } from './file-pages.ts';
import { pageWindow as w } from './page-window.ts';

export interface PageBase {
  /** Folders between the bundle root and the page file, or -1 (the 404 page). */
  depth: number;
  /** The bundle's root path, with both slashes: `/` or `/docs-mirror/`. */
  base: string;
  /** The bundle's root as an absolute URL. */
  root: string;
  /** The page's origin, or null on file://. */
  origin: string | null;
  /**
   * A root-absolute (or same-origin absolute) URL → the same resource inside this bundle. With asFile, a URL with a
   * query becomes the file the exporter saved it as (hosts ignore queries).
   */
  fix(u: string, asFile?: boolean): string;
  /** `fix` for anything a DOM sink is handed (strings, TrustedScriptURLs), returning other values as they are. */
  fixAny(u: unknown, asFile?: boolean): unknown;
  fixSet(v: unknown): unknown;
  /** file:// has no index documents: a page folder URL inside the bundle → its index.html. */
  pageHref(u: string): string;
}

export function pageBase(depth: number): PageBase {
  const L = location;
  // Step 0 (boot.ts, inline before this script) has added the slash a host left off.
  let dir = L.pathname;
  if (!/\/$/.test(dir) && !/\.html?$/.test(dir)) dir += '/';
  dir = dir.slice(0, dir.lastIndexOf('/') + 1);
  const parts = dir.split('/');
  const B = depth >= 0 && parts.length - 2 >= depth ? `${parts.slice(0, parts.length - 1 - depth).join('/')}/` : '/';
  const ROOT = `${L.protocol}//${L.host}${B}`;
  const ORIGIN = L.protocol === 'file:' ? null : `${L.protocol}//${L.host}`;

  function fix(u: string, asFile?: boolean): string {
    let path: string;
    if (u.charAt(0) === '/' && u.charAt(1) !== '/') path = u;
    else if (ORIGIN && u.indexOf(`${ORIGIN}/`) === 0) path = u.slice(ORIGIN.length);
    else return u;
    const hi = path.indexOf('#');
    const frag = hi < 0 ? '' : path.slice(hi);
    if (hi >= 0) path = path.slice(0, hi);
    // /<basePath>/_next/image?… in a basePath build (…/image/?… with trailingSlash): layout.ts keeps the base
    // path's folders in front.
    const im = /\/_next\/image\/?\?/.exec(path);
    const ii = im ? im.index : -1;
    if (ii >= 0 && path.lastIndexOf('?', ii) < 0) {
      const file = imageFile(path.slice(path.indexOf('?')));
      if (file) return ROOT + path.slice(1, ii + 1) + file + frag;
    } else if (asFile && path.indexOf('?') > 0) {
      const saved = queryFile(path);
      if (saved) return ROOT + saved + frag;
    }
    if (B === '/' || path.indexOf(B) === 0 || `${path}/` === B) return u;
    return ROOT + path.slice(1) + frag;
  }
  function fixAny(u: unknown, asFile?: boolean): unknown {
    // webpack builds of Next (output.trustedTypes 'nextjs#bundler') hand the DOM a TrustedScriptURL, not a
    // string: left alone, every lazy chunk of a webpack site (Next 15, Nextra) loads from /_next/ at the host root.
    const tt = w.trustedTypes;
    if (u && typeof u === 'object' && !(u instanceof URL) && tt?.isScriptURL?.(u)) {
      const text = String(u);
      const moved = fix(text, asFile);
      return moved === text ? u : moved;
    }
    return typeof u === 'string' ? fix(u, asFile) : u;
  }
  function fixSet(v: unknown): unknown {
    if (typeof v !== 'string') return v;
    return v
      .split(/,\s+/)
      .map((c) => {
        const s = c.replace(/^\s+/, '');
        const sp = s.search(/\s/);
        return sp < 0 ? fix(s, true) : fix(s.slice(0, sp), true) + s.slice(sp);
      })
      .join(', ');
  }
  // A link React renders to a page folder (/docs/x, from the payload) would open a directory listing on file://,
  // so it names the page's index.html, as the exporter's own links do; a page of a site whose pages are files
  // (`/guides/caching` is `guides/caching.html`: Rspress) is found in the bundle's list of pages (file-pages.ts).
  function pageHref(u: string): string {
    if (L.protocol !== 'file:') return u;
    // Absolute, or path-absolute below the bundle's folder (a router told that folder is its base: Rspress).
    const abs = u.charAt(0) === '/' && u.charAt(1) !== '/' ? `file://${u}` : u;
    return pageHrefOf(ROOT, abs) ?? u;
  }
  return { depth, base: B, root: ROOT, origin: ORIGIN, fix, fixAny, fixSet, pageHref };
}
