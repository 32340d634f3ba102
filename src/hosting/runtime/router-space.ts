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
  // Next writes its URL back on its first commit (an App Router page has the Flight global). Other apps (react-router
  // in Docusaurus) read the URL when they first render and never write it: the prefix goes back once they have, so a
  // reload finds the page. Not at the load event: Docusaurus renders only once the route's chunks have loaded, which
  // can end after it, and a router that reads the prefixed URL matches no route and renders its 404 page over the
  // right content.
  w.addEventListener('load', () => {
    if (!(w as unknown as Record<string, unknown>)[FLIGHT_GLOBAL]) afterFirstRender(toAddress);
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

/**
 * Whether the page's React root has rendered: every element child of its container (marked `__reactContainer$…`
 * when the app creates the root) carries React's `__reactFiber$…` key, which a render sets on an element only after
 * the components above it ran, the router among them, and on the last one just before the render commits.
 * Hoisted resources (`link`, `style`, `script`, `meta`, `title`) get none. undefined: no React root yet.
 */
function reactRendered(): boolean | undefined {
  const body = document.body;
  if (!body) return undefined;
  const hasKey = (el: Element, prefix: string) => Object.keys(el).some((k) => k.indexOf(prefix) === 0);
  for (const el of [body, ...Array.from(body.children)]) {
    if (!hasKey(el, '__reactContainer$')) continue;
    const children = Array.from(el.children).filter((c) => !/^(LINK|STYLE|SCRIPT|META|TITLE)$/.test(c.tagName));
    return children.length > 0 && children.every((c) => hasKey(c, '__reactFiber$'));
  }
  return undefined;
}

/** Calls `then` once the app has rendered (polled), or when it plainly never will: no React root after a while. */
function afterFirstRender(then: () => void): void {
  const started = Date.now();
  const poll = () => {
    const state = reactRendered();
    const waited = Date.now() - started;
    // No root at all after 3 s, or no render after 10 s: not a React app, or one that will not render; the address
    // gets its prefix back anyway.
    if (state === true || (state === undefined && waited > 3_000) || waited > 10_000) setTimeout(then, 0);
    else setTimeout(poll, 20);
  };
  poll();
}
