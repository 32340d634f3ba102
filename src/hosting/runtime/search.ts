// The offline search of a bundle, the entry esbuild compiles into `_static-export/search/search.<hash>.js`: a
// classic `defer` script the export adds at the end of every page's `<body>` (src/export/search-stage.ts). Kept
// apart from the base-path runtime: that one must run first in `<head>`; this one only needs the page to be there.
// Every URL is worked out from this script's own URL, so it works at `/`, under any prefix and from `file://`.
//
// Besides its own dialog (search-dialog.ts), it answers the site's own search box where it recognises it: a
// Fumadocs search dialog asks `/api/search?query=…` and gets its own result format from the offline index; a
// Docusaurus DocSearch button (and its Ctrl-K) opens our dialog instead of calling Algolia.
import { searchDialog, target } from './search-dialog.ts';
import { fileEngine, pagefindEngine, type Result } from './search-engines.ts';

interface SearchWindow {
  __staticExportSearch?: object;
}

function start(): void {
  const w = window as Window & typeof globalThis & SearchWindow;
  const d = document;
  const L = location;
  const me = d.currentScript;
  const HERE = me && (me as HTMLScriptElement).src ? (me as HTMLScriptElement).src : L.href;
  const ROOT = new URL('../../', HERE).href;
  const FILE = L.protocol === 'file:';
  // Set by the export when the site's own search box keeps working offline (its Pagefind index is in the bundle).
  const SITE_SEARCH = me?.getAttribute?.('data-static-export-search') || '';

  function plain(html: string): string {
    return String(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  const marks = (html: string) => (String(html).match(/<mark>/g) || []).length;
  // A result URL of the index ('/docs/intro/#setup', below the bundle's root) → where the browser goes.
  function href(u: string): string {
    const hi = u.indexOf('#');
    const hash = hi < 0 ? '' : u.slice(hi);
    let path = (hi < 0 ? u : u.slice(0, hi)).replace(/^\//, '');
    if (FILE && (path === '' || /\/$/.test(path))) path += 'index.html';
    return ROOT + path + hash;
  }

  // A bundle made where Pagefind's binary was missing has only the simpler index: used on every host then.
  const engine = () => (FILE ? fileEngine(ROOT) : pagefindEngine(ROOT).catch(() => fileEngine(ROOT)));
  const search = (q: string) => engine().then((e) => e.search(q));

  // Fumadocs: fumadocs-core's fetch client (search/client/fetch.ts) GETs new URL(api, origin) with ?query= and reads
  // the JSON as SortedResult[]: { id, url, type: 'page' | 'heading' | 'text', content }, a page row followed by its
  // matching sections; its dialog navigates to url with the app router.
  function toFumadocs(results: Result[]) {
    const out: { id: string; type: 'page' | 'heading' | 'text'; url: string; content: string }[] = [];
    for (const r of results) {
      const page = r.url.replace(/\/$/, '') || '/';
      out.push({ id: r.url, type: 'page', url: page, content: r.title });
      r.sections.forEach((s, j) => {
        if (!marks(s.excerpt)) return;
        const hi = s.url.indexOf('#');
        const url = hi < 0 ? page : page + s.url.slice(hi);
        if (hi >= 0 && s.title && s.title !== r.title) out.push({ id: `${r.url}#h${j}`, type: 'heading', url, content: s.title });
        out.push({ id: `${r.url}#t${j}`, type: 'text', url, content: plain(s.excerpt) });
      });
      if (!r.sections.length && r.excerpt) out.push({ id: `${r.url}#t`, type: 'text', url: page, content: plain(r.excerpt) });
    }
    return out;
  }
  const F = w.fetch;
  if (F) {
    w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const u = typeof input === 'string' ? input : input instanceof URL ? input.href : input?.url;
      let url: URL | null = null;
      try {
        url = u ? new URL(u, L.href) : null;
      } catch {}
      if (url && /\/api\/search\/?$/.test(url.pathname) && url.searchParams.has('query') && (url.origin === L.origin || FILE)) {
        return search(url.searchParams.get('query') || '').then(
          (rows) => new Response(JSON.stringify(toFumadocs(rows)), { status: 200, headers: { 'content-type': 'application/json' } }),
        );
      }
      return F.call(this, input, init);
    };
  }

  const dialog = searchDialog(engine, href);
  // The site's own search, where it has one we answer (Fumadocs) or one that runs offline by itself (VitePress's
  // local search, whose button also carries DocSearch's classes, in #local-search), keeps its keys and its button;
  // DocSearch is replaced. A site's own Pagefind (Nextra) cannot run from file:// (an ES module and WebAssembly, both refused there): there our
  // dialog takes its keys, and its search box opens our dialog.
  const SITE_PAGEFIND_OFF = FILE && SITE_SEARCH === 'pagefind';
  const ownSearch = () => !SITE_PAGEFIND_OFF && (SITE_SEARCH !== '' || !!d.querySelector('[data-search-full],[data-search],#local-search'));
  function typing(e: KeyboardEvent): boolean {
    const t = (e.composedPath ? e.composedPath()[0] : e.target) as HTMLElement | null;
    return !!t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }
  w.addEventListener(
    'keydown',
    (e) => {
      if (ownSearch()) return;
      const k = (e.key || '').toLowerCase();
      if ((k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey) || (k === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e))) {
        e.preventDefault();
        e.stopImmediatePropagation();
        if (dialog.isOpen()) dialog.close();
        else dialog.open();
      }
    },
    true,
  );
  d.addEventListener(
    'click',
    (e) => {
      const t = (e.target as Element | null)?.closest?.('.DocSearch-Button, .DocSearch, [data-docsearch]');
      if (!t || ownSearch()) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      dialog.open();
    },
    true,
  );

  if (SITE_PAGEFIND_OFF) {
    d.addEventListener(
      'focusin',
      (e) => {
        const t = e.target as HTMLInputElement | null;
        if (t?.tagName !== 'INPUT' || String(t.type).toLowerCase() !== 'search') return;
        t.blur();
        dialog.open();
      },
      true,
    );
  }

  const mount = () => {
    if (!ownSearch()) dialog.mount();
  };
  if (d.readyState === 'complete') setTimeout(mount, 0);
  else w.addEventListener('load', () => setTimeout(mount, 0));

  w.__staticExportSearch = { open: dialog.open, close: dialog.close, search, toFumadocs, target, href, root: ROOT };
}

// Once per page (a page may list the script twice). Marked under a symbol key: an element with the id
// `__staticExportSearch` in the page's markup must not turn the search off.
const STARTED = Symbol.for('static-export.search');
if (!(STARTED in window)) {
  Object.defineProperty(window, STARTED, { value: true });
  start();
}
