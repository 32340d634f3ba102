// The file:// runtime of pages that carry no base-path runtime (MkDocs, Sphinx, VitePress, Starlight, Rspress, plain
// HTML): `_static-export/file-mode.<hash>.js`, which a one-line loader first in each page's `<head>` writes into the
// page on file:// only (src/hosting/file-mode-shim.ts), so it runs before any script of the site, and HTTP hosts
// never load it. Chromium refuses fetch() and workers from file: pages; this answers what it can from the bundle
// itself: fetch() and XMLHttpRequest of the bundle's files (file-fetch.ts, file-xhr.ts) and classic workers (file-worker.ts). And a link to a folder
// of the bundle, which an HTTP host answers with its index.html and a file: URL shows as a directory listing (the
// export rewrites the page's own links, not the URLs a site's code builds from its data, such as Material's search
// results), is followed to the folder's index.html; a link to a page without its suffix, to its file
// (file-pages.ts). A page with module scripts gets file-modules.ts too.
import { installFileFetch } from './file-fetch.ts';
import { installFileXhr } from './file-xhr.ts';
import { loadPageList, pageHrefOf } from './file-pages.ts';
import { FrameWorker } from './file-worker.ts';

/** Set once the window has the runtime: a page written again (file-modules.ts) loads it again, in the same window. */
const STARTED = Symbol.for('static-export.file-mode');

function startWindow(root: string): void {
  installFileFetch(root);
  installFileXhr(root);
  loadPageList(root);
  const NativeWorker = window.Worker;
  if (NativeWorker) {
    const FileWorker = function (this: unknown, url: string | URL, options?: WorkerOptions) {
      const href = new URL(String(url), location.href).href;
      if (!href.startsWith('file:') || options?.type === 'module') return new NativeWorker(url, options);
      return new FrameWorker(href);
    } as unknown as typeof Worker;
    FileWorker.prototype = NativeWorker.prototype;
    window.Worker = FileWorker;
  }
}

/** What document.open() takes away (a page written again): the document's listeners. */
function startDocument(root: string): void {
  const toIndex = (e: Event): void => {
    const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
    if (!a?.href.startsWith('file:')) return;
    const href = pageHrefOf(root, a.href);
    if (href) a.href = href; // before the click's default action reads it
  };
  document.addEventListener('click', toIndex, true);
  document.addEventListener('auxclick', toIndex, true);
}

function start(): void {
  if (location.protocol !== 'file:') return;
  const me = document.currentScript as HTMLScriptElement | null;
  if (!me?.src) return;
  // This file is `_static-export/file-mode.<hash>.js`: the bundle's root is the folder above.
  const root = new URL('../', me.src).href;
  if (!(STARTED in window)) {
    Object.defineProperty(window, STARTED, { value: true });
    startWindow(root);
  }
  startDocument(root);
  // A page with module scripts (its loader names the modules' runtime): file-modules.ts, next.
  const modules = me.getAttribute('data-modules');
  if (modules) document.write(`<script src="${root}${modules}"></script>`);
}

start();
