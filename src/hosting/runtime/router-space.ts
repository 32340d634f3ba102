// Step 6 of the base-path runtime, on a host under a prefix: router space. The router takes its pathname
// (usePathname) from the document URL, and under a prefix that is /sub/docs/x/ where the server rendered /docs/x:
// components that render by pathname (an active sidebar item, an open folder) then render other elements than the
// HTML has, and React gives up hydrating (its error 418). So the router is shown the URL the source served: the document URL
// loses the prefix before any app code reads it, and a <base> of the real URL keeps every relative URL of the page
// resolving as before. The first commit writes the router's URL back through the history wrapper below, which puts
// the prefix back in the address bar and drops the <base> (left in place, it would send a later page's #fragment
// links to the first page); a back/forward step does the same around the router's popstate handler.
import type { PageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';

/**
 * The global an App Router page pushes its Flight rows onto, named by the framework's profile
 * (frameworks/next-app/next-app.ts FLIGHT_GLOBAL) and put here by scripts/build-runtime.ts (esbuild's `define`).
 */
declare const FLIGHT_GLOBAL: string;

type HistoryWrite = (this: History, data: unknown, unused: string, url?: string | URL | null) => void;

export function installRouterSpace(page: PageBase): void {
  const d = document;
  const L = location;
  const B = page.base;
  if (!page.origin || B === '/') return;
  const rawReplace: HistoryWrite = history.replaceState;
  let baseEl: HTMLBaseElement | null = null;
  const pinBase = () => {
    if (!baseEl) {
      baseEl = d.createElement('base');
      const me = d.currentScript;
      if (me?.parentNode) me.parentNode.insertBefore(baseEl, me.nextSibling);
      else if (d.head) d.head.insertBefore(baseEl, d.head.firstChild);
    }
    baseEl.setAttribute('href', L.href);
  };
  const unpinBase = () => {
    if (baseEl && L.pathname.indexOf(B) === 0) {
      if (baseEl.parentNode) baseEl.parentNode.removeChild(baseEl);
      baseEl = null;
    }
  };
  for (const k of ['pushState', 'replaceState'] as const) {
    const o: HistoryWrite = history[k];
    history[k] = function (this: History, s, t, u) {
      const r = o.call(this, s, t, u == null ? u : page.fix(u instanceof URL ? u.href : String(u)));
      unpinBase();
      return r;
    } as HistoryWrite;
  }
  const toRouter = () => {
    if (L.pathname.indexOf(B) !== 0) return;
    pinBase();
    try {
      rawReplace.call(history, history.state, '', L.pathname.slice(B.length - 1) + L.search + L.hash);
    } catch {}
  };
  const toAddress = () => {
    if (L.pathname.indexOf(B) !== 0) {
      try {
        rawReplace.call(history, history.state, '', page.root + L.pathname.slice(1) + L.search + L.hash);
      } catch {}
    }
    unpinBase();
  };
  toRouter();
  // Next writes its URL back on its first commit (an App Router page has the Flight global). Other apps (react-router in Docusaurus) read the URL when their
  // entry chunk runs, before load, and never write it: the prefix goes back then, so a reload finds the page.
  w.addEventListener('load', () => {
    if (!(w as unknown as Record<string, unknown>)[FLIGHT_GLOBAL]) setTimeout(toAddress, 0);
  });
  w.addEventListener(
    'popstate',
    () => {
      toRouter();
      if (!(w as unknown as Record<string, unknown>)[FLIGHT_GLOBAL]) setTimeout(toAddress, 0);
    },
    true,
  );
}
