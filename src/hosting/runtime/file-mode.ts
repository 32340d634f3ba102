// The file:// runtime of pages that carry no base-path runtime (MkDocs, Sphinx, VitePress, Starlight, Rspress, plain
// HTML): `_static-export/file-mode.<hash>.js`, which a one-line loader first in each page's `<head>` writes into the
// page on file:// only (src/hosting/file-mode-shim.ts), so it runs before any script of the site, and HTTP hosts
// never load it. Chromium refuses fetch() and workers from file: pages; this answers what it can from the bundle
// itself: fetch() of the bundle's files (file-fetch.ts) and classic workers (file-worker.ts). And a link to a folder
// of the bundle, which an HTTP host answers with its index.html and a file: URL shows as a directory listing (the
// export rewrites the page's own links, not the URLs a site's code builds from its data, such as Material's search
// results), is followed to the folder's index.html.
import { installFileFetch } from './file-fetch.ts';
import { FrameWorker } from './file-worker.ts';

function start(): void {
  if (location.protocol !== 'file:') return;
  const me = document.currentScript as HTMLScriptElement | null;
  if (!me?.src) return;
  // This file is `_static-export/file-mode.<hash>.js`: the bundle's root is the folder above.
  const root = new URL('../', me.src).href;
  installFileFetch(root);
  const toIndex = (e: Event): void => {
    const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
    if (!a) return;
    const u = new URL(a.href);
    if (u.protocol !== 'file:' || !u.href.startsWith(root) || !u.pathname.endsWith('/')) return;
    u.pathname += 'index.html';
    a.href = u.href; // before the click's default action reads it
  };
  document.addEventListener('click', toIndex, true);
  document.addEventListener('auxclick', toIndex, true);
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

const STARTED = Symbol.for('static-export.file-mode');
if (!(STARTED in window)) {
  Object.defineProperty(window, STARTED, { value: true });
  start();
}
