// fetch() on file://, where Chromium refuses every request a page makes by fetch (an opaque origin: "Cross origin
// requests are only supported for protocol schemes: … http, https"). Only classic scripts load from files, so a
// request for a file of the bundle is answered from what scripts can carry:
// - a data file the site's code asks for by name (Material's `search/search_index.json`) has a script twin the
//   export writes beside the runtime (`_static-export/file-data/<file>.js`, src/hosting/file-mode-shim.ts), which
//   hands its text over when it runs;
// - a page of the bundle (Sphinx' search page fetches each result page for its summary) is answered with a page made
//   of its text as the offline search index holds it (`file-index.js`): its title, headings and words, in a `main`.
// A root-absolute path (a site built for `/`) names the file at that path below the bundle's root. Anything else
// goes to the browser's fetch, which refuses it as before.
import { esc, type FileIndexPage, fileIndexPages } from './search-engines.ts';

/** Where a data twin hands its text over: a property under a symbol key, which no element of the page can shadow. */
export const FILE_DATA_KEY = 'static-export.file-data';

/** A twin's content: text, or the bytes of a binary file (its twin carries them in base64). */
type Data = { type: string; text: string | Uint8Array<ArrayBuffer> };
type Deliver = (file: string, type: string, text: string, base64?: 1) => void;

const twins = new Map<string, Promise<Data>>();
const waiting = new Map<string, (v: Data) => void>();

function installDelivery(): void {
  const deliver: Deliver = (file, type, text, base64) =>
    waiting.get(file)?.({ type, text: base64 ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) : text });
  Object.defineProperty(window, Symbol.for(FILE_DATA_KEY), { value: deliver, configurable: true });
}

/** The twin of bundle file `file`, or a rejection when the export wrote none. */
export function twin(root: string, file: string): Promise<Data> {
  let p = twins.get(file);
  if (!p) {
    p = new Promise((done, fail) => {
      waiting.set(file, done);
      const s = document.createElement('script');
      s.src = `${root}_static-export/file-data/${file.split('/').map(encodeURIComponent).join('/')}.js`;
      s.onerror = () => fail(new Error(`no data twin of ${file}`));
      s.onload = () => setTimeout(() => fail(new Error(`the data twin of ${file} handed nothing over`)), 0);
      (document.head || document.documentElement).appendChild(s);
    });
    twins.set(file, p);
  }
  return p;
}

/** A page of the offline index as a document: what a summary or a preview reads of it. */
function pageFromIndex(page: FileIndexPage): string {
  // Line breaks between the blocks: a reader of textContent (Sphinx' summary) sees separate words.
  const sections = page[2].map((s) => `<section id="${esc(s[0])}">\n<h2>${esc(s[1])}</h2>\n<p>${esc(s[2])} ${esc(s[3])}</p>\n</section>`).join('\n');
  return `<!doctype html><html><head><title>${esc(page[1])}</title></head><body><main role="main">\n<h1>${esc(page[1])}</h1>\n${sections}\n</main></body></html>`;
}

function pageText(root: string, file: string): Promise<string | undefined> {
  const path = `/${file}`;
  const alt = path.replace(/(^|\/)index\.html$/, '$1');
  return fileIndexPages(root).then(
    (pages) => {
      const page = pages.find((p) => p[0] === path || p[0] === alt || p[0] === alt.replace(/\/$/, ''));
      return page && pageFromIndex(page);
    },
    () => undefined,
  );
}

/**
 * The bundle file a file: URL names (below `root`; a root-absolute path of a site built for `/`, Rspress'
 * `/static/search_index.<lang>.<hash>.json`, resolves to the file system's root and names the file at that path below
 * the bundle's root), or undefined for another scheme.
 */
export function bundleFileOf(root: string, url: URL): string | undefined {
  if (url.protocol !== 'file:') return undefined;
  const rootPath = new URL(root).pathname;
  const below = url.pathname.startsWith(rootPath) ? url.pathname.slice(rootPath.length) : url.pathname.slice(1);
  return decodeURIComponent(below).replace(/(^|\/)$/, '$1index.html');
}

/** Wraps `window.fetch` so requests for files of the bundle below `root` are answered as the header says. */
export function installFileFetch(root: string): void {
  const w = window;
  const original = w.fetch;
  if (!original) return;
  installDelivery();
  w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input?.url;
    let url: URL | null = null;
    try {
      url = raw ? new URL(raw, location.href) : null;
    } catch {}
    const method = (init?.method || (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const file = url && method === 'GET' ? bundleFileOf(root, url) : undefined;
    if (file === undefined) return original.call(this, input, init);
    const fallback = () => original.call(this, input, init);
    // Only JSON files have twins: a page is not asked for one (a missing script is a console error on file://).
    if (/\.html?$/.test(file)) {
      return pageText(root, file).then((html) =>
        html === undefined ? fallback() : new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }),
      );
    }
    return twin(root, file).then(({ type, text }) => new Response(text, { status: 200, headers: { 'content-type': type } }), fallback);
  } as typeof fetch;
}
