// Step 7, file:// only: the router's URL. No history call can move a file: document to another path, so a router
// that takes its URL from the document (Next's usePathname renders from it; react-router in Docusaurus matches its
// routes on it) is handed the page's URL on the source site instead: its file's path below the bundle
// (src/export/transform-js.ts makes the routers read it). What a router writes back (Next's canonical URL, on its
// first commit) names this same file again.
import { LOCATION_KEY, ORIGIN_KEY } from '../page-globals.ts';
import type { PageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';

/** A value for the edited JS, under a symbol key (page-globals.ts): no element of the page can stand in for it. */
function setPageGlobal(key: string, value: unknown): void {
  Object.defineProperty(w, Symbol.for(key), { value, configurable: true });
}

type HistoryWrite = (this: History, data: unknown, unused: string, url?: string | URL | null) => void;

export function installFileRouter(page: PageBase): void {
  const L = location;
  if (L.protocol !== 'file:' || page.depth < 0 || L.pathname.indexOf(page.base) !== 0) return;
  const routed = `/${L.pathname.slice(page.base.length).replace(/(^|\/)index\.html?$/, '$1')}`;
  // Live, like location: a router reads the fragment again after the reader follows one. Next 15 also builds a
  // URL on its origin.
  const routedLocation = {
    get pathname() {
      return routed;
    },
    get search() {
      return L.search;
    },
    get hash() {
      return L.hash;
    },
    get origin() {
      return L.origin;
    },
    get protocol() {
      return L.protocol;
    },
    get host() {
      return L.host;
    },
    get hostname() {
      return L.hostname;
    },
    get port() {
      return L.port;
    },
    get href() {
      return `file://${routed}${L.search}${L.hash}`;
    },
    toString(this: { href: string }) {
      return this.href;
    },
  };
  setPageGlobal(LOCATION_KEY, routedLocation);
  for (const k of ['pushState', 'replaceState'] as const) {
    const o: HistoryWrite = history[k];
    history[k] = function (this: History, s, t, u) {
      const target = u == null ? u : page.pageHref(page.fix(u instanceof URL ? u.href : String(u)));
      try {
        return o.call(this, s, t, target);
      } catch (error) {
        // A file: document cannot be moved to another file (a router that reads the real URL, VitePress, pushes the
        // next page's): that page is loaded instead, as a link click would.
        if (target == null || !(error instanceof DOMException) || error.name !== 'SecurityError') throw error;
        if (k === 'pushState') L.assign(target);
        else L.replace(target);
      }
    } as HistoryWrite;
  }
  // A URL built on the page's origin (transform-js.ts): Chromium says file:// here, other browsers say "null", on
  // which no URL can be built.
  setPageGlobal(ORIGIN_KEY, 'file://');
  // router.push/replace from app code (a search dialog's result, a button): the router would fetch a payload, get
  // none and load the page's URL as a document, /docs/x: a folder at the file system's root. The target's
  // index.html is loaded instead, as a link click is (step 4). Next publishes its router as window.next.router.
  const fileRouter = (r: unknown): void => {
    if (!r || typeof r !== 'object') return;
    const router = r as Record<string, unknown>;
    if (router.__staticExportFile) return;
    for (const k of ['push', 'replace'] as const) {
      if (typeof router[k] !== 'function') continue;
      router[k] = (href: unknown) => {
        let u: URL;
        try {
          u = new URL(String(href), `file://${routed}${L.search}${L.hash}`);
        } catch {
          return;
        }
        const target = u.protocol === 'file:' ? page.pageHref(page.fix(u.pathname + u.search + u.hash)) : u.href;
        if (k === 'push') L.assign(target);
        else L.replace(target);
      };
    }
    router.__staticExportFile = true;
  };
  let nextGlobal = w.next;
  const watchRouter = (v: unknown): void => {
    if (!v || typeof v !== 'object') return;
    const own = Object.getOwnPropertyDescriptor(v, 'router');
    if (own && !('value' in own)) return; // the Pages Router's getter: not the App Router's instance
    let router = (v as { router?: unknown }).router;
    fileRouter(router);
    try {
      Object.defineProperty(v, 'router', {
        configurable: true,
        enumerable: true,
        get: () => router,
        set: (r: unknown) => {
          router = r;
          fileRouter(r);
        },
      });
    } catch {}
  };
  watchRouter(nextGlobal);
  try {
    Object.defineProperty(w, 'next', {
      configurable: true,
      enumerable: true,
      get: () => nextGlobal,
      set: (v: unknown) => {
        nextGlobal = v;
        watchRouter(v);
      },
    });
  } catch {}
}
