// The offline search of a bundle, in the page: `_static-export/search/search.<hash>.js`, a classic `defer` script the
// export adds at the end of every page's `<body>` (src/export/search-stage.ts). Kept apart from the base-path
// shim: that one must run first in `<head>`; this one only needs the page to be there.
//
// What it does:
// - A search dialog (Ctrl/Cmd-K, `/`, or the small button in the corner): a combobox with a listbox of results,
//   arrow keys and Enter, Escape to close, excerpts with the matched words highlighted. Its DOM lives in a
//   shadow root of one element appended to `<body>` after the page has loaded, so the site's styles and ours
//   cannot touch each other and React never sees it in what it hydrates.
// - The engine: Pagefind's index (`pagefind/pagefind.js`, an ES module that fetches WebAssembly and a few index
//   chunks per query) on any web server, at `/` or under any prefix, since every URL is worked out from this
//   script's own URL. From `file://` a browser loads neither ES modules nor WebAssembly by fetch, so there the
//   dialog loads `file-index.js`, a classic script (which file:// allows) holding every page's sections, and
//   searches it in plain JavaScript: the same results on a laptop with the bundle unpacked, no server needed.
// - The site's own search box where we recognise it: a Fumadocs search dialog asks `/api/search?query=…` and
//   gets its own result format (SortedResult of fumadocs-core: page, heading and text rows) from the offline
//   index; a Docusaurus DocSearch button (and its Ctrl-K) opens our dialog instead of calling Algolia.

const RUNTIME = String.raw`
(function () {
  var w = window, d = document, L = location;
  if (w.__staticExportSearch) return;
  var me = d.currentScript;
  var HERE = me && me.src ? me.src : L.href;
  var ROOT = new URL('../../', HERE).href;
  var FILE = L.protocol === 'file:';
  // Set by the export when the site's own search box keeps working offline (its Pagefind index is in the bundle).
  var SITE_SEARCH = (me && me.getAttribute && me.getAttribute('data-static-export-search')) || '';
  var MAX = 8;

  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function plain(html) { return String(html).replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'); }
  function marks(html) { return (String(html).match(/<mark>/g) || []).length; }
  // A result URL of the index ('/docs/intro/#setup', below the bundle's root) → where the browser goes.
  function href(u) {
    var hi = u.indexOf('#'), hash = hi < 0 ? '' : u.slice(hi), path = hi < 0 ? u : u.slice(0, hi);
    path = path.replace(/^\//, '');
    if (FILE && (path === '' || /\/$/.test(path))) path += 'index.html';
    return ROOT + path + hash;
  }

  // ------------------------------------------------------------------ engines: one result shape for both
  // { url, title, excerpt (HTML: escaped text and <mark>), sections: [{ url, title, excerpt }] }
  var pagefind;
  function pagefindEngine() {
    if (!pagefind) {
      pagefind = import(ROOT + '_static-export/search/pagefind/pagefind.js').then(function (pf) {
        // baseUrl '/': result URLs stay as indexed, below the bundle's root (Pagefind would prefix its own folder).
        // init() fetches the WebAssembly and the metadata now, while the reader is still typing, not on the
        // first query.
        return Promise.resolve(pf.options({ baseUrl: '/', excerptLength: 24 }))
          .then(function () { return pf.init && pf.init(); })
          .then(function () { return pf; });
      });
      pagefind.catch(function () { pagefind = null; });
    }
    return pagefind.then(function (pf) {
      return {
        // Pagefind's own UI does the same: the index chunks for the words typed so far load during the debounce.
        preload: function (q) { if (pf.preload) pf.preload(q); },
        search: function (q) {
          return pf.search(q).then(function (r) {
            return Promise.all(r.results.slice(0, MAX).map(function (x) { return x.data(); }));
          }).then(function (rows) {
            return rows.map(function (x) {
              return {
                url: x.url, title: (x.meta && x.meta.title) || x.url, excerpt: x.excerpt,
                sections: (x.sub_results || []).map(function (s) { return { url: s.url, title: s.title, excerpt: s.excerpt }; }),
              };
            });
          });
        },
      };
    });
  }

  var fileIndex;
  function fileEngine() {
    if (!fileIndex) {
      fileIndex = new Promise(function (done, fail) {
        var s = d.createElement('script');
        s.src = ROOT + '_static-export/search/file-index.js';
        s.onload = function () { done(w.__staticExportFileIndex || []); };
        s.onerror = function () { fail(new Error('the search index is missing from this bundle')); };
        d.head.appendChild(s);
      });
    }
    return fileIndex.then(function (pages) { return { search: function (q) { return Promise.resolve(searchRows(pages, q)); } }; });
  }

  // Plain search over [url, title, [[anchor, heading, snippet, other words], …]] (offline-search.ts): every
  // word of the query must start a word of the page (as Pagefind's prefix matching does); title hits weigh
  // most, then headings, then the text.
  function pattern(word) { return new RegExp('(^|[^\\p{L}\\p{N}])(' + word.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&') + '[\\p{L}\\p{N}]*)', 'iu'); }
  function searchRows(pages, q) {
    var words = q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (!words.length) return [];
    var res = [];
    for (var i = 0; i < pages.length; i++) {
      var p = pages[i], score = 0, ok = true, best = null;
      for (var k = 0; k < words.length && ok; k++) {
        var re = pattern(words[k]);
        var hit = re.test(p[1]) ? 10 : 0;
        for (var j = 0; j < p[2].length; j++) {
          var s = p[2][j], n = (re.test(s[1]) ? 5 : 0) + (re.test(s[2] + ' ' + s[3]) ? 1 : 0);
          if (n) { hit += n; if (!best || n > best.n) best = { s: s, n: n }; }
        }
        if (!hit) ok = false; else score += hit;
      }
      if (!ok) continue;
      var sec = best ? best.s : p[2][0] || ['', '', '', ''];
      var excerpt = excerptOf(sec, words);
      res.push({ score: score, url: p[0], title: p[1], excerpt: excerpt,
        sections: best && sec[0] ? [{ url: p[0] + '#' + sec[0], title: sec[1], excerpt: excerpt }] : [] });
    }
    res.sort(function (a, b) { return b.score - a.score || (a.url < b.url ? -1 : 1); });
    return res.slice(0, MAX);
  }
  // The section's opening words with the matches marked, then the words that matched further on.
  function excerptOf(sec, words) {
    var text = sec[2] || sec[1], out = esc(text), more = [];
    for (var m = 0; m < words.length; m++) {
      var re = pattern(words[m]);
      if (re.test(text)) out = out.replace(new RegExp(re.source, 'giu'), '$1<mark>$2</mark>');
      else { var w2 = re.exec(sec[3] || ''); if (w2) more.push('<mark>' + esc(w2[2]) + '</mark>'); }
    }
    return out + (more.length ? ' … ' + more.join(' … ') + ' …' : '');
  }

  // A bundle made where Pagefind's binary was missing has only the simpler index: used on every host then.
  function engine() { return FILE ? fileEngine() : pagefindEngine().catch(fileEngine); }
  function search(q) { return engine().then(function (e) { return e.search(q); }); }

  // Where a result leads: the section whose excerpt matched most, when it has its own anchor; else the page.
  function target(r) {
    var best = null;
    for (var i = 0; i < r.sections.length; i++) {
      var s = r.sections[i];
      if (s.url.indexOf('#') >= 0 && marks(s.excerpt) > 0 && (!best || marks(s.excerpt) > marks(best.excerpt))) best = s;
    }
    return best ? { url: best.url, section: best.title, excerpt: best.excerpt } : { url: r.url, section: '', excerpt: r.excerpt };
  }

  // ------------------------------------------------------------------ Fumadocs: /api/search?query=…
  // fumadocs-core's fetch client (search/client/fetch.ts) GETs new URL(api, origin) with ?query= and reads the
  // JSON as SortedResult[]: { id, url, type: 'page' | 'heading' | 'text', content }, a page row followed by its
  // matching sections; its dialog navigates to url with the app router.
  function toFumadocs(results) {
    var out = [];
    for (var i = 0; i < results.length; i++) {
      var r = results[i], page = r.url.replace(/\/$/, '') || '/';
      out.push({ id: r.url, type: 'page', url: page, content: r.title });
      for (var j = 0; j < r.sections.length; j++) {
        var s = r.sections[j];
        if (!marks(s.excerpt)) continue;
        var hi = s.url.indexOf('#'), url = hi < 0 ? page : page + s.url.slice(hi);
        if (hi >= 0 && s.title && s.title !== r.title) out.push({ id: r.url + '#h' + j, type: 'heading', url: url, content: s.title });
        out.push({ id: r.url + '#t' + j, type: 'text', url: url, content: plain(s.excerpt) });
      }
      if (!r.sections.length && r.excerpt) out.push({ id: r.url + '#t', type: 'text', url: page, content: plain(r.excerpt) });
    }
    return out;
  }
  var F = w.fetch;
  if (F) {
    w.fetch = function (input, init) {
      var u = typeof input === 'string' ? input : input instanceof URL ? input.href : input && input.url;
      var url = null;
      try { url = u ? new URL(u, L.href) : null; } catch (e) {}
      if (url && /\/api\/search\/?$/.test(url.pathname) && url.searchParams.has('query') && (url.origin === L.origin || FILE)) {
        return search(url.searchParams.get('query') || '').then(function (rows) {
          return new Response(JSON.stringify(toFumadocs(rows)), { status: 200, headers: { 'content-type': 'application/json' } });
        });
      }
      return F.apply(this, arguments);
    };
  }

  // ------------------------------------------------------------------ the dialog
  var CSS = ':host{all:initial}' +
    '.launch{position:fixed;right:16px;bottom:16px;z-index:2147483000;font:13px/1 system-ui,sans-serif;padding:8px 12px;border-radius:999px;border:1px solid rgba(127,127,127,.35);background:Canvas;color:CanvasText;opacity:.8;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.15)}' +
    '.launch:hover,.launch:focus-visible{opacity:1}.launch kbd{font:inherit;opacity:.6;margin-left:6px}' +
    '.backdrop{position:fixed;inset:0;z-index:2147483001;background:rgba(0,0,0,.35);display:flex;align-items:flex-start;justify-content:center;padding-top:10vh;color-scheme:light dark}' +
    '.backdrop[hidden]{display:none}' +
    '.panel{width:min(640px,92vw);max-height:72vh;display:flex;flex-direction:column;background:Canvas;color:CanvasText;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.3);font:15px/1.45 system-ui,sans-serif;overflow:hidden}' +
    'input{font:inherit;font-size:17px;padding:14px 16px;border:0;border-bottom:1px solid rgba(127,127,127,.3);background:transparent;color:inherit;outline:none}' +
    'ul{list-style:none;margin:0;padding:6px;overflow:auto}li a{display:block;padding:8px 10px;border-radius:6px;color:inherit;text-decoration:none}' +
    'li[aria-selected=true] a{background:Highlight;color:HighlightText}.t{font-weight:600;display:block}.s{opacity:.75;font-weight:400}' +
    '.x{display:block;font-size:13px;opacity:.85;margin-top:2px}mark{background:rgba(255,200,0,.45);color:inherit;border-radius:2px}' +
    '.status{margin:0;padding:8px 16px;font-size:12px;opacity:.7}.status:empty{display:none}';

  var ui = null;
  function build() {
    if (ui) return ui;
    var host = d.createElement('static-export-search');
    var root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>' + CSS + '</style>' +
      '<button class="launch" type="button" aria-haspopup="dialog" aria-label="Search the docs (Ctrl+K)">Search<kbd>' + (/Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl K') + '</kbd></button>' +
      '<div class="backdrop" hidden><div class="panel" role="dialog" aria-modal="true" aria-label="Search the docs">' +
      '<input type="search" role="combobox" aria-expanded="false" aria-controls="static-export-results" aria-autocomplete="list" autocomplete="off" spellcheck="false" placeholder="Search the docs…" aria-label="Search the docs">' +
      '<ul id="static-export-results" role="listbox" aria-label="Results"></ul><p class="status" role="status" aria-live="polite"></p></div></div>';
    d.body.appendChild(host);
    ui = {
      host: host, launch: root.querySelector('.launch'), backdrop: root.querySelector('.backdrop'),
      input: root.querySelector('input'), list: root.querySelector('ul'), status: root.querySelector('.status'),
      items: [], active: -1, seq: 0, returnFocus: null,
    };
    ui.launch.addEventListener('click', open);
    ui.backdrop.addEventListener('mousedown', function (e) { if (e.target === ui.backdrop) close(); });
    ui.input.addEventListener('input', function () {
      clearTimeout(ui.timer);
      ui.timer = setTimeout(run, 80);
      var q = ui.input.value.trim();
      if (q) engine().then(function (e) { if (e.preload) e.preload(q); }, function () {});
    });
    ui.input.addEventListener('keydown', onKey);
    return ui;
  }
  function open() {
    build();
    if (!ui.backdrop.hidden) return;
    ui.returnFocus = d.activeElement;
    ui.backdrop.hidden = false;
    ui.input.focus();
    ui.input.select();
    engine().catch(function () {});
  }
  function close() {
    if (!ui || ui.backdrop.hidden) return;
    ui.backdrop.hidden = true;
    if (ui.returnFocus && ui.returnFocus.focus) ui.returnFocus.focus();
  }
  function select(i) {
    ui.active = i;
    ui.items.forEach(function (li, k) { li.setAttribute('aria-selected', String(k === i)); });
    if (i >= 0) { ui.input.setAttribute('aria-activedescendant', ui.items[i].id); ui.items[i].scrollIntoView({ block: 'nearest' }); }
    else ui.input.removeAttribute('aria-activedescendant');
  }
  function onKey(e) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!ui.items.length) return;
      var n = ui.items.length;
      select(e.key === 'ArrowDown' ? (ui.active + 1) % n : (ui.active - 1 + n) % n);
    } else if (e.key === 'Enter') {
      var li = ui.items[ui.active < 0 ? 0 : ui.active];
      if (li) { e.preventDefault(); L.href = li.firstChild.href; }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      e.preventDefault();
    }
  }
  function run() {
    var q = ui.input.value.trim(), seq = ++ui.seq;
    if (!q) { render([], ''); return; }
    search(q).then(function (rows) { if (seq === ui.seq) render(rows, q); }, function () {
      if (seq === ui.seq) render([], q, 'Search could not load its index.');
    });
  }
  function render(rows, q, error) {
    ui.list.innerHTML = '';
    ui.items = rows.map(function (r, i) {
      var t = target(r), li = d.createElement('li');
      li.id = 'static-export-result-' + i;
      li.setAttribute('role', 'option');
      li.innerHTML = '<a href="' + esc(href(t.url)) + '" tabindex="-1"><span class="t">' + esc(r.title) +
        (t.section && t.section !== r.title ? ' <span class="s">› ' + esc(t.section) + '</span>' : '') + '</span><span class="x">' + t.excerpt + '</span></a>';
      li.addEventListener('mousemove', function () { if (ui.active !== i) select(i); });
      ui.list.appendChild(li);
      return li;
    });
    ui.list.setAttribute('data-query', q);
    ui.input.setAttribute('aria-expanded', String(ui.items.length > 0));
    select(ui.items.length ? 0 : -1);
    ui.status.textContent = error || (q ? (rows.length ? rows.length + (rows.length === MAX ? '+' : '') + ' results' : 'No results for “' + q + '”') : '');
  }

  // The site's own search, where it has one we answer (Fumadocs) or one that runs offline by itself (VitePress's
  // local search, whose button also carries DocSearch's classes, in #local-search), keeps its keys and its button;
  // DocSearch is replaced. A site's
  // own Pagefind (Nextra) cannot run from file:// (an ES module and WebAssembly, both refused there): there our
  // dialog takes its keys, and its search box opens our dialog.
  var SITE_PAGEFIND_OFF = FILE && SITE_SEARCH === 'pagefind';
  function ownSearch() { return !SITE_PAGEFIND_OFF && (SITE_SEARCH !== '' || !!d.querySelector('[data-search-full],[data-search],#local-search')); }
  function typing(e) {
    var t = e.composedPath ? e.composedPath()[0] : e.target;
    return t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }
  w.addEventListener('keydown', function (e) {
    if (ownSearch()) return;
    var k = (e.key || '').toLowerCase();
    if ((k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey) || (k === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e))) {
      e.preventDefault();
      e.stopImmediatePropagation();
      if (ui && !ui.backdrop.hidden) close(); else open();
    }
  }, true);
  d.addEventListener('click', function (e) {
    var t = e.target && e.target.closest && e.target.closest('.DocSearch-Button, .DocSearch, [data-docsearch]');
    if (!t || ownSearch()) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    open();
  }, true);

  if (SITE_PAGEFIND_OFF) {
    d.addEventListener('focusin', function (e) {
      var t = e.target;
      if (!t || t.tagName !== 'INPUT' || String(t.type).toLowerCase() !== 'search') return;
      t.blur();
      open();
    }, true);
  }

  function mount() { if (!ownSearch()) build(); }
  if (d.readyState === 'complete') setTimeout(mount, 0); else w.addEventListener('load', function () { setTimeout(mount, 0); });

  w.__staticExportSearch = { open: open, close: close, search: search, toFumadocs: toFumadocs, target: target, href: href, root: ROOT };
})();
`;

/** The dialog's script, as written to `_static-export/search/search.<hash>.js` (SEARCH_UI_FILE). */
export const SEARCH_UI_SCRIPT = RUNTIME.trimStart();
