// Which pages `verify --browser` opens: every page up to a limit; above it, a deterministic sample that still
// covers every kind of page (the first of each kind, then an even spread over the rest), so two runs on one bundle
// open the same pages and a large site costs a bounded time.
import type { Manifest } from '../core/types.ts';

/** Pages opened at most, by default: about a minute of browsing on a two-core machine. */
export const DEFAULT_BROWSER_PAGES = 100;

export interface SampledPage {
  /** The page's path on the source site (`/docs/intro`). */
  url: string;
  /** Where to open it, relative to the bundle root (`docs/intro/`, `guide.html`, `''` for the home page). */
  path: string;
  /** Its kind: the section it is in and its depth (`/docs/*`, `/blog/*\/*`), the unit the sample covers. */
  kind: string;
}

/** A page's kind: its first path segment and its depth, which is how sites' templates usually divide. */
export function pageKind(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts.length === 0) return '/';
  if (parts.length === 1) return `/${parts[0]!.endsWith('.html') ? '*.html' : '*'}`;
  return `/${parts[0]}/${parts
    .slice(1)
    .map(() => '*')
    .join('/')}`;
}

/** The address of a page's file as a host serves it: a folder's `index.html` as the folder. */
function openPath(file: string): string {
  if (file === 'index.html') return '';
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/** Pages that answered 200 with HTML, sorted by URL; redirect stand-ins and the 404 page are not pages to open. */
function openablePages(manifest: Manifest): SampledPage[] {
  const redirects = new Set(manifest.redirects.map((r) => r.file));
  return manifest.pages
    .filter((p) => p.status === 200 && (p.file.endsWith('.html') || /html/i.test(p.contentType)) && !redirects.has(p.file))
    .map((p) => ({ url: p.url, path: openPath(p.file), kind: pageKind(p.url) }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

export function samplePages(manifest: Manifest, limit = DEFAULT_BROWSER_PAGES): { pages: SampledPage[]; of: number } {
  const all = openablePages(manifest);
  if (all.length <= limit) return { pages: all, of: all.length };
  const chosen = new Set<number>();
  const kinds = new Set<string>();
  all.forEach((p, i) => {
    if (!kinds.has(p.kind) && chosen.size < limit) {
      kinds.add(p.kind);
      chosen.add(i);
    }
  });
  const rest = all.map((_, i) => i).filter((i) => !chosen.has(i));
  const room = limit - chosen.size;
  for (let k = 0; k < room && rest.length > 0; k++) chosen.add(rest[Math.floor((k * rest.length) / room)]!);
  return { pages: [...chosen].sort((a, b) => a - b).map((i) => all[i]!), of: all.length };
}
