// Which file of the bundle a link to a page opens on file://. A host answers a page's URL with its file whatever
// the URL's style; a file: URL opens exactly the file it names. The exporter's own links name the files, but a
// site's code builds links from its data: a folder (`/guides/`, Material's search results), which opens a directory
// listing, or a page without its suffix (`/guides/caching`, Rspress' search results), a file that is not there.
// The bundle's list of pages (`_static-export/file-pages.js`, src/hosting/file-mode-shim.ts) says which file it is.

/** Where the list's script hands it over: a property under a symbol key, which no element of the page can shadow. */
export const FILE_PAGES_KEY = 'static-export.file-pages';

/** Writes the list's script into the page after the running (parser-inserted) script: read before any site code. */
export function loadPageList(root: string): void {
  document.write(`<script src="${root}_static-export/file-pages.js"></script>`);
}

function pageList(): Set<string> | undefined {
  const list = (window as unknown as Record<symbol, unknown>)[Symbol.for(FILE_PAGES_KEY)];
  return Array.isArray(list) ? new Set(list as string[]) : undefined;
}

/** The bundle file (below the root) of the page a path below the root names, or undefined to leave it as it is. */
export function pageFileOf(rel: string, pages: Set<string> | undefined): string | undefined {
  const folder = rel === '' || rel.endsWith('/');
  const base = rel.replace(/\/$/, '').replace(/(^|\/)index\.html$/, '');
  const named = /\.[A-Za-z0-9]{1,8}$/.test(rel);
  const index = base ? `${base}/index.html` : 'index.html';
  // Without the list (pages without the file:// runtime: Next, Docusaurus), a page is a folder's index.html.
  if (!pages) return named ? undefined : index;
  if (named && !/(^|\/)index\.html$/.test(rel)) return undefined;
  const candidates = folder || named ? [index, `${base}.html`] : [`${base}.html`, index];
  return candidates.find((c) => pages.has(c)) ?? (folder ? index : undefined);
}

/** The URL of the page's file, when `href` names a page of the bundle at `root` otherwise; else undefined. */
export function pageHrefOf(root: string, href: string): string | undefined {
  if (!href.startsWith(root)) return undefined;
  const u = new URL(href);
  const rel = decodeURIComponent(u.pathname.slice(new URL(root).pathname.length));
  const file = pageFileOf(rel, pageList());
  if (file === undefined || file === rel) return undefined;
  // A page has no query on file:// (the file is the page).
  return `${root}${file.split('/').map(encodeURIComponent).join('/')}${u.hash}`;
}
