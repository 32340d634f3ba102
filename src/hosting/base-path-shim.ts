// The `<head>` runtime that lets one bundle hydrate at `/`, under any sub-path and from `file://`: one inline line
// (0., which must run before any URL of the page resolves) and one file every page loads next, parser-blocking,
// so it still runs before any chunk (`_static-export/base-path.<hash>.js`, the page's depth on its tag).
//
// Why it is needed (notes §5, §7, checked in Chromium against the Turbopack runtime of Next 16):
// - A Next.js build believes it lives at `/`: chunk URLs in the RSC rows (`I[id,["/_next/static/chunks/x.js"]]`),
//   font/style hints, `next/image` URLs and router fetches are root-absolute, and the base path is a build-time
//   constant. Under `/docs-mirror/` each of those is a 404.
// - `<script src>` must therefore be relative in the HTML (the exporter writes `../../_next/static/chunks/x.js`)
//   so the parser and the preload scanner fetch the right file wherever the bundle sits. But the Turbopack
//   runtime identifies a loaded chunk by its literal `src` attribute (`getChunkFromRegistration`), and waits
//   for `"/_next/" + path` (`RUNTIME_CHUNK_BASE_PATH`): a relative src never matches, the page never hydrates.
//
// What it does, before any chunk runs:
// 0. Adds the slash a host left off (BOOT, inline).
// 1. Registration: wraps `globalThis.TURBOPACK.push` (before and after the runtime installs itself) so a chunk
//    that registers with its `<script>` element registers by its chunk path (`static/chunks/x.js`) instead;
//    the runtime then keys it as `/_next/static/chunks/x.js`, exactly as it does at `/`. The runtime's own base
//    stays `/_next/`, so its keys agree with the root-absolute URLs in the RSC payloads.
// 2. Network: root-absolute URLs the app hands to the DOM (script/link/img/source/a via property or
//    `setAttribute`, `srcset`/`imagesrcset` candidates), to `fetch` and to `history` get the bundle's base
//    prepended. `/_next/image?url=…&w=…&q=…` becomes the saved variant file (same name as layout.ts gives it),
//    so priority-image preloads React adds during hydration load on hosts that ignore queries.
// 3. Relative URLs of the saved HTML are made path-absolute once parsed, so they survive the router moving the
//    document to another URL (pushState) while the layout stays.
// 4. `file://`: link clicks go to the real `href` (the router's fetches cannot work there).
// 5.–6. RSC requests answered from the saved payloads; the router shown the source's URL under a prefix.
// 7. `file://`: the router is given the page's URL on the source site (the document's is a file path).
// 8. Font preloads made here, and not on `file://`, where Chromium refuses them.
// At `/` on a host that answers `/_next/...` itself, steps 1 and 2 change nothing but names and image URLs.
//
// The base is computed from the page's URL and the depth of its file in the bundle (`docs/intro/index.html`
// is two folders deep), so the same bytes work under any prefix. The saved 404 page is served at arbitrary
// depths, carries the runtime inline and assumes `/`.

import { contentName } from '../core/content-name.ts';
import { REDIRECT_MARKER } from './redirect-marker.ts';

/** The page runtime, as written into every page (kept ES5-ish: it runs before any polyfill). */
const RUNTIME = String.raw`
(function (depth) {
  var w = window, d = document, L = location;
  // 0. (BOOT, inline before this script) has added the slash a host left off.
  var dir = L.pathname;
  if (!/\/$/.test(dir) && !/\.html?$/.test(dir)) dir += '/';
  dir = dir.slice(0, dir.lastIndexOf('/') + 1);
  var parts = dir.split('/');
  var B = depth >= 0 && parts.length - 2 >= depth ? parts.slice(0, parts.length - 1 - depth).join('/') + '/' : '/';
  var ROOT = L.protocol + '//' + L.host + B;
  var ORIGIN = L.protocol === 'file:' ? null : L.protocol + '//' + L.host;
  w.__STATIC_EXPORT_BASE__ = B;

  function R(x, n) { return x >>> n | x << (32 - n); }
  function sha256(s) {
    var K = [], H = [], n = 2, c = 0, i, j, t;
    while (c < 64) {
      for (j = 2; j * j <= n; j++) if (n % j === 0) break;
      if (j * j > n) { if (c < 8) H[c] = (Math.pow(n, 1 / 2) * 4294967296) | 0; K[c++] = (Math.pow(n, 1 / 3) * 4294967296) | 0; }
      n++;
    }
    var u = unescape(encodeURIComponent(s)), m = [];
    for (i = 0; i < u.length; i++) m.push(u.charCodeAt(i));
    var bits = m.length * 8;
    m.push(128);
    while (m.length % 64 !== 56) m.push(0);
    for (i = 7; i >= 0; i--) m.push(i > 3 ? 0 : (bits >>> (i * 8)) & 255);
    var W = [];
    for (i = 0; i < m.length; i += 64) {
      for (t = 0; t < 64; t++) {
        if (t < 16) W[t] = m[i + 4 * t] << 24 | m[i + 4 * t + 1] << 16 | m[i + 4 * t + 2] << 8 | m[i + 4 * t + 3];
        else {
          var x = W[t - 15], y = W[t - 2];
          W[t] = (W[t - 16] + (R(x, 7) ^ R(x, 18) ^ (x >>> 3)) + W[t - 7] + (R(y, 17) ^ R(y, 19) ^ (y >>> 10))) | 0;
        }
      }
      var a = H[0], b = H[1], cc = H[2], dd = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
      for (t = 0; t < 64; t++) {
        var T1 = (h + (R(e, 6) ^ R(e, 11) ^ R(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + W[t]) | 0;
        var T2 = ((R(a, 2) ^ R(a, 13) ^ R(a, 22)) + ((a & b) ^ (a & cc) ^ (b & cc))) | 0;
        h = g; g = f; f = e; e = (dd + T1) | 0; dd = cc; cc = b; b = a; a = (T1 + T2) | 0;
      }
      H[0] = (H[0] + a) | 0; H[1] = (H[1] + b) | 0; H[2] = (H[2] + cc) | 0; H[3] = (H[3] + dd) | 0;
      H[4] = (H[4] + e) | 0; H[5] = (H[5] + f) | 0; H[6] = (H[6] + g) | 0; H[7] = (H[7] + h) | 0;
    }
    var out = '';
    for (i = 0; i < 8; i++) for (j = 3; j >= 0; j--) out += String.fromCharCode((H[i] >>> (j * 8)) & 255);
    return out;
  }

  // layout.ts nextImageFile: _next/image/<stem>.w<w>q<q>.<10-char hash of the query><ext>
  function imageFile(search) {
    var q = new URLSearchParams(search), inner = q.get('url');
    if (!inner) return null;
    var name;
    try { name = new URL(inner, 'http://x').pathname; } catch (e) { name = inner; }
    name = safeName(name.slice(name.lastIndexOf('/') + 1) || 'image');
    if (name === null) return null;
    var dot = name.lastIndexOf('.'), ext = dot > 0 ? name.slice(dot) : '', stem = ext ? name.slice(0, -ext.length) : name;
    var hash = hash10(search);
    return '_next/image/' + stem + '.w' + (q.get('w') || '').replace(/\D/g, '') + 'q' + (q.get('q') || '').replace(/\D/g, '') + '.' + hash + ext;
  }

  function hash10(s) { return btoa(sha256(s).slice(0, 8)).slice(0, 10).replace(/[+\/=]/g, 'x'); }
  function safeName(raw) {
    var n = raw;
    try { n = decodeURIComponent(raw); } catch (e) {}
    n = n.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_');
    if (n === '' || n === '.' || n === '..') n = n.replace(/\./g, '_') || '_';
    return unescape(encodeURIComponent(n)).length > 180 ? null : n;
  }
  // layout.ts withQueryHash: /a/b.png?v=1 → a/b.q-<hash>.png (for files the page itself asks for, not fetches).
  function queryFile(path) {
    var qi = path.indexOf('?'), search = path.slice(qi), segs = path.slice(1, qi).split('/'), out = [];
    if (search === '?') return null;
    for (var i = 0; i < segs.length; i++) {
      if (segs[i] === '' || segs[i] === '.' || segs[i] === '..') continue;
      var n = safeName(segs[i]);
      if (n === null) return null;
      out.push(n);
    }
    if (out[0] === '_static-export' || out[0] === '_external') out[0] = '_' + out[0];
    if (out.length === 0 || path.charAt(qi - 1) === '/') out.push('index.html');
    var last = out.pop(), dot = last.lastIndexOf('.'), ext = dot > 0 ? last.slice(dot) : '';
    out.push((ext ? last.slice(0, -ext.length) : last) + '.q-' + hash10(search) + ext);
    return out.join('/');
  }

  // A root-absolute (or same-origin absolute) URL → the same resource inside this bundle. With asFile, a URL
  // with a query becomes the file the exporter saved it as (hosts ignore queries).
  function fix(u, asFile) {
    // webpack builds of Next (output.trustedTypes 'nextjs#bundler') hand the DOM a TrustedScriptURL, not a
    // string: left alone, every lazy chunk of a webpack site (Next 15, Nextra) loads from /_next/ at the host root.
    if (u && typeof u === 'object' && !(u instanceof URL) && w.trustedTypes && w.trustedTypes.isScriptURL && w.trustedTypes.isScriptURL(u)) {
      var text = String(u), moved = fix(text, asFile);
      return moved === text ? u : moved;
    }
    if (typeof u !== 'string') return u;
    var path;
    if (u.charAt(0) === '/' && u.charAt(1) !== '/') path = u;
    else if (ORIGIN && u.indexOf(ORIGIN + '/') === 0) path = u.slice(ORIGIN.length);
    else return u;
    var hi = path.indexOf('#'), frag = hi < 0 ? '' : path.slice(hi);
    if (hi >= 0) path = path.slice(0, hi);
    // /<basePath>/_next/image?… in a basePath build (…/image/?… with trailingSlash): layout.ts keeps the base
    // path's folders in front.
    var im = /\/_next\/image\/?\?/.exec(path), ii = im ? im.index : -1;
    if (ii >= 0 && path.lastIndexOf('?', ii) < 0) {
      var file = imageFile(path.slice(path.indexOf('?')));
      if (file) return ROOT + path.slice(1, ii + 1) + file + frag;
    } else if (asFile && path.indexOf('?') > 0) {
      var saved = queryFile(path);
      if (saved) return ROOT + saved + frag;
    }
    if (B === '/' || path.indexOf(B) === 0 || path + '/' === B) return u;
    return ROOT + path.slice(1) + frag;
  }
  function fixSet(v) {
    return typeof v === 'string' ? v.split(/,\s+/).map(function (c) {
      var s = c.replace(/^\s+/, ''), sp = s.search(/\s/);
      return sp < 0 ? fix(s, true) : fix(s.slice(0, sp), true) + s.slice(sp);
    }).join(', ') : v;
  }
  w.__STATIC_EXPORT_FIX__ = fix;
  // file:// has no index documents: a link React renders to a page folder (/docs/x, from the payload) would open a
  // directory listing, so it names the page's index.html, as the exporter's own links do.
  function pageHref(u) {
    if (L.protocol !== 'file:' || typeof u !== 'string' || u.indexOf(ROOT) !== 0) return u;
    var cut = u.search(/[?#]/), path = cut < 0 ? u : u.slice(0, cut), rest = cut < 0 ? '' : u.slice(cut);
    if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return u;
    return path + (/\/$/.test(path) ? '' : '/') + 'index.html' + rest.replace(/^\?[^#]*/, '');
  }

  // 7. file://: the router's URL. No history call can move a file: document to another path, so a router that
  // takes its URL from the document (Next's usePathname renders from it; react-router in Docusaurus matches its
  // routes on it) is handed the page's URL on the source site instead: its file's path below the bundle
  // (transform-js.ts makes the routers read it). What a router writes back (Next's canonical URL, on its first
  // commit) names this same file again.
  if (L.protocol === 'file:' && depth >= 0 && L.pathname.indexOf(B) === 0) {
    var routed = '/' + L.pathname.slice(B.length).replace(/(^|\/)index\.html?$/, '$1');
    // Live, like location: a router reads the fragment again after the reader follows one. Next 15 also builds a
    // URL on its origin.
    w.__STATIC_EXPORT_LOCATION__ = {
      get pathname() { return routed; }, get search() { return L.search; }, get hash() { return L.hash; },
      get origin() { return L.origin; }, get protocol() { return L.protocol; }, get host() { return L.host; },
      get hostname() { return L.hostname; }, get port() { return L.port; },
      get href() { return 'file://' + routed + L.search + L.hash; }, toString: function () { return this.href; }
    };
    ['pushState', 'replaceState'].forEach(function (k) {
      var o = history[k];
      history[k] = function (s, t, u) { return o.call(this, s, t, u == null ? u : pageHref(fix(u instanceof URL ? u.href : String(u)))); };
    });
    // A URL built on the page's origin (transform-js.ts): Chromium says file:// here, other browsers say "null",
    // on which no URL can be built.
    w.__STATIC_EXPORT_ORIGIN__ = 'file://';
    // router.push/replace from app code (a search dialog's result, a button): the router would fetch a payload,
    // get none and load the page's URL as a document, /docs/x: a folder at the file system's root. The target's
    // index.html is loaded instead, as a link click is (4.). Next publishes its router as window.next.router.
    var fileRouter = function (r) {
      if (!r || typeof r !== 'object' || r.__staticExportFile) return;
      ['push', 'replace'].forEach(function (k) {
        if (typeof r[k] !== 'function') return;
        r[k] = function (href) {
          var u;
          try { u = new URL(String(href), 'file://' + routed + L.search + L.hash); } catch (e) { return; }
          var target = u.protocol === 'file:' ? pageHref(fix(u.pathname + u.search + u.hash)) : u.href;
          if (k === 'push') L.assign(target);
          else L.replace(target);
        };
      });
      r.__staticExportFile = true;
    };
    var nextGlobal = w.next;
    var watchRouter = function (v) {
      if (!v || typeof v !== 'object') return;
      var own = Object.getOwnPropertyDescriptor(v, 'router');
      if (own && !('value' in own)) return; // the Pages Router's getter: not the App Router's instance
      var router = v.router;
      fileRouter(router);
      try {
        Object.defineProperty(v, 'router', { configurable: true, enumerable: true, get: function () { return router; },
          set: function (r) { router = r; fileRouter(r); } });
      } catch (e) {}
    };
    watchRouter(nextGlobal);
    try {
      Object.defineProperty(w, 'next', { configurable: true, enumerable: true, get: function () { return nextGlobal; },
        set: function (v) { nextGlobal = v; watchRouter(v); } });
    } catch (e) {}
  }

  // 2. DOM sinks: properties the Turbopack runtime sets, attributes React sets.
  function fixFile(u) { return fix(u, true); }
  var URL_ATTRS = { src: fixFile, href: fixFile, srcset: fixSet, imagesrcset: fixSet };
  function wrapProp(proto, prop, map) {
    var desc = proto && Object.getOwnPropertyDescriptor(proto, prop);
    if (!desc || !desc.set) return;
    Object.defineProperty(proto, prop, { configurable: true, enumerable: desc.enumerable, get: desc.get,
      set: function (v) { desc.set.call(this, map(v)); } });
  }
  wrapProp(w.HTMLScriptElement && HTMLScriptElement.prototype, 'src', fixFile);
  wrapProp(w.HTMLLinkElement && HTMLLinkElement.prototype, 'href', fixFile);
  wrapProp(w.HTMLLinkElement && HTMLLinkElement.prototype, 'imageSrcset', fixSet);
  wrapProp(w.HTMLImageElement && HTMLImageElement.prototype, 'src', fixFile);
  wrapProp(w.HTMLImageElement && HTMLImageElement.prototype, 'srcset', fixSet);
  wrapProp(w.HTMLSourceElement && HTMLSourceElement.prototype, 'srcset', fixSet);
  var setAttr = Element.prototype.setAttribute;
  // 8. Font preloads. On file:// a preload of a font is a CORS request from an opaque origin and always fails
  // (the stylesheet's own @font-face load is allowed), so none is made there: the exporter writes the page's
  // preloads as calls to this (fontPreloadScript), and one React adds later (a font hint in a payload) is made
  // inert. Elsewhere each call adds the preload in place.
  w.__STATIC_EXPORT_FONT__ = function (href, type, cors) {
    if (L.protocol === 'file:') return;
    var me = d.currentScript, l = d.createElement('link');
    setAttr.call(l, 'rel', 'preload');
    setAttr.call(l, 'as', 'font');
    if (type) setAttr.call(l, 'type', type);
    if (cors !== null) setAttr.call(l, 'crossorigin', cors);
    setAttr.call(l, 'href', href);
    if (me && me.parentNode) me.parentNode.insertBefore(l, me);
    else d.head.appendChild(l);
  };
  function fontPreloadOnFile(el) {
    return L.protocol === 'file:' && el.tagName === 'LINK' && String(el.getAttribute('as')).toLowerCase() === 'font' &&
      String(el.getAttribute('rel')).toLowerCase() === 'preload';
  }
  Element.prototype.setAttribute = function (name, value) {
    var map = URL_ATTRS[String(name).toLowerCase()];
    var tag = this.tagName;
    if (!map || !/^(SCRIPT|LINK|IMG|SOURCE|A)$/.test(tag)) setAttr.call(this, name, value);
    // An <a> is a page, not a file: only the base is added.
    else setAttr.call(this, name, tag === 'A' ? pageHref(fix(String(value))) : map(String(value)));
    if (tag === 'LINK' && fontPreloadOnFile(this)) setAttr.call(this, 'rel', 'static-export-skipped-preload');
  };

  // 5. The router's RSC requests (RSC: 1, ?_rsc=…). A file host ignores their headers and query and would answer
  // the HTML page, which the client rejects (it wants text/x-component) and turns into a full page load. They are
  // answered here from the payload files the exporter saved in Next's own export layout (layout.ts rscFile,
  // segmentFile), with the content type and headers a server-mode client checks. Hosts that route RSC
  // themselves (serve, the shipped nginx block) lose nothing: the same files, fetched by name.
  function header(init, name) {
    var h = init && init.headers;
    if (!h) return null;
    if (typeof h.get === 'function') return h.get(name);
    if (Array.isArray(h)) { for (var i = 0; i < h.length; i++) if (String(h[i][0]).toLowerCase() === name) return String(h[i][1]); return null; }
    for (var k in h) if (k.toLowerCase() === name) return String(h[k]);
    return null;
  }
  function pageSegments(path) {
    if (B !== '/' && path.indexOf(B) === 0) path = path.slice(B.length - 1);
    var segs = path.split('/'), out = [];
    for (var i = 0; i < segs.length; i++) {
      if (segs[i] === '' || segs[i] === '.' || segs[i] === '..') continue;
      var n = safeName(segs[i]);
      if (n === null) return null;
      out.push(encodeURIComponent(n));
    }
    if (out[0] === '_static-export' || out[0] === '_external') out[0] = '_' + out[0];
    return out;
  }
  function payloadFile(path, key) {
    var segs = pageSegments(path);
    if (segs === null) return null;
    var name = key ? safeName('__next' + key.replace(/\//g, '.') + '.txt') : 'index.txt';
    if (name === null) return null;
    segs.push(encodeURIComponent(name));
    return ROOT + segs.join('/');
  }
  function rscAnswer(input, init) {
    if (header(init, 'rsc') !== '1' || (init && init.method && String(init.method).toUpperCase() !== 'GET')) return null;
    var href = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    if (href === null) return null;
    var u;
    try { u = new URL(href, L.href); } catch (e) { return null; }
    if (u.origin !== ORIGIN) return null;
    var key = header(init, 'next-router-segment-prefetch');
    var file = payloadFile(u.pathname, key);
    if (file === null) return null;
    var headers = { 'content-type': 'text/x-component' };
    var dpl = d.documentElement && d.documentElement.getAttribute('data-dpl-id');
    if (dpl) headers['x-nextjs-deployment-id'] = dpl;
    // A segment without this is discarded by a server-mode client (it would think the route is not prerendered).
    if (key) headers['x-nextjs-postponed'] = '2';
    // The client's abort signal is not passed on: the router aborts prefetches it no longer needs, and a payload
    // file is small and cacheable, so the file is still fetched (into the HTTP cache) and only this answer fails.
    // keepalive: a prefetch still in flight when the reader follows a link is finished rather than cancelled
    // (a cancelled request is a failed one in every network log, and the file is wanted on the next page anyway).
    var signal = init && init.signal, opts = { credentials: 'same-origin', keepalive: true };
    var answered = u, redirected = false;
    function answer(res) {
      if (!res.ok) return respond(null);
      return res.text().then(function (text) {
        // A redirected page (redirect-page.ts): the server would redirect this request too and fetch would follow
        // it, so answer from the target's payload and say so (the client takes the target as the canonical URL).
        if (!redirected && text.indexOf(${JSON.stringify(REDIRECT_MARKER)}) === 0) {
          var target = new URL(text.slice(${JSON.stringify(REDIRECT_MARKER)}.length).replace(/\s+$/, ''), u);
          var next = target.origin === ORIGIN ? payloadFile(target.pathname, key) : null;
          if (next === null) return respond(null);
          redirected = true;
          target.search = u.search;
          answered = target;
          return F.call(w, next, opts).then(answer);
        }
        return respond(text);
      });
    }
    // What a page rendered per request answers for /_tree is its navigation payload, not a per-segment cache
    // entry (rsc-requests.ts, shape 'dynamic'): its server did not say postponed, and saying it would make the
    // client read it as a route tree.
    function fromSegmentCache(text) {
      if (key !== '/_tree') return true;
      var m = /(?:^|\n)0:(\{[^\n]*)/.exec(text);
      if (!m) return true;
      try { var o = JSON.parse(m[1]); return !(o && Array.isArray(o.f) && o.tree === undefined && o.t === undefined); } catch (e) { return true; }
    }
    function respond(text) {
      if (text !== null && key && !fromSegmentCache(text)) delete headers['x-nextjs-postponed'];
      // A missing payload is a failed RSC response, as from a server: the client loads the page in full (or
      // drops the prefetch). Never null: the router starts reading the body before it checks the status.
      var out = new Response(text === null ? '' : text, { status: text === null ? 404 : 200, headers: text === null ? { 'content-type': 'text/plain' } : headers });
      // The client reads the URL the payload answered for (route params, redirect detection); a constructed
      // Response has none.
      try { Object.defineProperty(out, 'url', { value: answered.href }); } catch (e) {}
      try { Object.defineProperty(out, 'redirected', { value: redirected }); } catch (e) {}
      return out;
    }
    var result = F.call(w, file, opts).then(answer);
    if (!signal || typeof signal.addEventListener !== 'function') return result;
    return new Promise(function (resolve, reject) {
      var abort = function () { reject(signal.reason || new DOMException('The operation was aborted.', 'AbortError')); };
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      result.then(resolve, reject);
    });
  }
  var F = w.fetch;
  if (!ORIGIN && F && L.protocol === 'file:') {
    // file:// cannot fetch files (every prefetch was a failed request) and clicks are full loads there anyway
    // (4. below): the router's RSC requests get the answer a server gives for a missing payload, at no cost.
    w.fetch = function (input, init) {
      if (header(init, 'rsc') === '1') return Promise.resolve(new Response('', { status: 404, headers: { 'content-type': 'text/plain' } }));
      return F.call(this, input, init);
    };
  }
  if (ORIGIN && F) {
    w.fetch = function (input, init) {
      var answer = rscAnswer(input, init);
      if (answer) return answer;
      if (B !== '/') {
        if (typeof input === 'string') input = fix(input);
        else if (input instanceof URL) input = new URL(fix(input.href));
      }
      return F.call(this, input, init);
    };
  }
  if (ORIGIN && B !== '/') {
    var rawReplace = history.replaceState, baseEl = null;
    // 6. Router space. The router takes its pathname (usePathname) from the document URL, and under a prefix that
    // is /sub/docs/x/ where the server rendered /docs/x: components that render by pathname (an active sidebar
    // item, an open folder) then render other elements than the HTML has, and React gives up hydrating (#418).
    // So the router is shown the URL the source served: the document URL loses the prefix before any app code
    // reads it, and a <base> of the real URL keeps every relative URL of the page resolving as before. The first
    // commit writes the router's URL back through the history wrapper below, which puts the prefix back in the
    // address bar and drops the <base> (left in place, it would send a later page's #fragment links to the first
    // page); a back/forward step does the same around the router's popstate handler.
    var pinBase = function () {
      if (!baseEl) {
        baseEl = d.createElement('base');
        var me = d.currentScript;
        if (me && me.parentNode) me.parentNode.insertBefore(baseEl, me.nextSibling);
        else if (d.head) d.head.insertBefore(baseEl, d.head.firstChild);
      }
      baseEl.setAttribute('href', L.href);
    };
    var unpinBase = function () {
      if (baseEl && L.pathname.indexOf(B) === 0) {
        if (baseEl.parentNode) baseEl.parentNode.removeChild(baseEl);
        baseEl = null;
      }
    };
    ['pushState', 'replaceState'].forEach(function (k) {
      var o = history[k];
      history[k] = function (s, t, u) {
        var r = o.call(this, s, t, u == null ? u : fix(u instanceof URL ? u.href : String(u)));
        unpinBase();
        return r;
      };
    });
    var toRouter = function () {
      if (L.pathname.indexOf(B) !== 0) return;
      pinBase();
      try { rawReplace.call(history, history.state, '', L.pathname.slice(B.length - 1) + L.search + L.hash); } catch (e) {}
    };
    var toAddress = function () {
      if (L.pathname.indexOf(B) !== 0) try { rawReplace.call(history, history.state, '', ROOT + L.pathname.slice(1) + L.search + L.hash); } catch (e) {}
      unpinBase();
    };
    toRouter();
    // Next writes its URL back on its first commit. Other apps (react-router in Docusaurus) read the URL when their
    // entry chunk runs, before load, and never write it: the prefix goes back then, so a reload finds the page.
    w.addEventListener('load', function () { if (!w.__next_f) setTimeout(toAddress, 0); });
    w.addEventListener('popstate', function () { toRouter(); if (!w.__next_f) setTimeout(toAddress, 0); }, true);
  }

  // 1. Chunk registration by path, not by the (relative) src of the element.
  function norm(r) {
    var el = r && r[0];
    if (el && typeof el === 'object' && typeof el.getAttribute === 'function' && typeof el.src === 'string') {
      var s = el.src.replace(/[?#].*$/, '');
      if (s.indexOf(ROOT) === 0) {
        // The runtime names chunks relative to its own base: /_next/, or /<basePath>/_next/ in a basePath build,
        // whose chunks sit under <basePath>/_next/ in the bundle.
        var rest = s.slice(ROOT.length), i = rest.indexOf('_next/');
        if (i === 0 || (i > 0 && rest.charAt(i - 1) === '/')) { try { r[0] = decodeURI(rest.slice(i + 6)); } catch (e) {} }
      }
    }
    return r;
  }
  function wrapPush(target) {
    var push = target.push;
    target.push = function () {
      var result;
      for (var i = 0; i < arguments.length; i++) result = push.call(target, norm(arguments[i]));
      return Array.isArray(target) ? target.length : result;
    };
    return target;
  }
  var current = w.TURBOPACK ? wrapPush(w.TURBOPACK) : wrapPush([]);
  try {
    Object.defineProperty(w, 'TURBOPACK', { configurable: true, get: function () { return current; },
      set: function (v) { current = v && typeof v.push === 'function' ? wrapPush(v) : v; } });
  } catch (e) {}

  // 3. Relative URLs in the saved HTML are written for this page's own URL. The router's pushState moves the
  // document to another URL (at another depth, without the trailing slash) while the layout's elements stay,
  // and the browser resolves their URLs again (favicon, links opened in a new tab, lazy images not yet
  // loaded). Once parsed, they are made path-absolute: same targets, independent of the document URL.
  function absolute(v) {
    if (!v || /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(v)) return v;
    var u = new URL(v, d.baseURI || L.href);
    return u.pathname + u.search + u.hash;
  }
  function absoluteSet(v) {
    return v.split(/,\s+/).map(function (c) {
      var s = c.replace(/^\s+/, ''), sp = s.search(/\s/);
      return sp < 0 ? absolute(s) : absolute(s.slice(0, sp)) + s.slice(sp);
    }).join(', ');
  }
  function pin() {
    // Stylesheets and preloads are left alone: changing their href would load them again.
    var els = d.querySelectorAll('a[href],area[href],link[rel~=icon][href],link[rel=manifest][href],img,source[srcset]');
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
      // A loaded image is never fetched again; re-setting it would only cost a decode.
      if (el.tagName === 'IMG' && el.complete) continue;
      ['href', 'src', 'srcset'].forEach(function (a) {
        var v = el.getAttribute(a);
        if (v === null) return;
        var next = a === 'srcset' ? absoluteSet(v) : absolute(v);
        if (next !== v) setAttr.call(el, a, next);
      });
    }
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', pin);
  else pin();

  // 4. file://: the real href, not the router.
  if (L.protocol === 'file:') {
    w.addEventListener('click', function (ev) {
      var a = ev.target && ev.target.closest && ev.target.closest('a[href]');
      if (a && !ev.defaultPrevented && ev.button === 0) ev.stopPropagation();
    }, true);
  }
})`;

/**
 * 0. What must run inline, before the parser reaches any element with a URL (this script's own file among them):
 * a host that answers /docs/intro with docs/intro/index.html without redirecting to /docs/intro/ (a CDN function,
 * try_files $uri/index.html) leaves every relative URL of the page one folder off. Adding the slash with
 * replaceState makes the document exactly what a redirecting host serves: relative URLs resolve, and the router
 * starts from the same canonical URL as there, so hydration and soft navigation take the path already proven on
 * redirecting hosts. A <base> would do for the parser, but the router resolves pushState URLs against it too and
 * would move the address bar.
 */
const BOOT = String.raw`
(function (L) {
  if (L.protocol !== 'file:' && !/\/$/.test(L.pathname) && !/\.html?$/.test(L.pathname)) {
    try { history.replaceState(history.state, '', L.pathname + '/' + L.search + L.hash); } catch (e) {}
  }
})(location);`;

/** Light minification: comment lines and indentation go, nothing that could change meaning. */
function compact(script: string): string {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}
const COMPACT = compact(RUNTIME);
const COMPACT_BOOT = compact(BOOT);

/**
 * The runtime as one file of the bundle, shared by every page (each names it with its depth): inline, its 17 kB
 * were a third of a compressed bundle (2,000 pages: 47.4 → 31.7 MB without it), since a page is larger than the
 * compressor's window and every copy was compressed again.
 */
export const BASE_PATH_SCRIPT = `${COMPACT}(+((document.currentScript && document.currentScript.getAttribute('data-depth')) || -1));\n`;
/** Named by its content (core/content-name.ts). */
export const BASE_PATH_FILE = contentName('_static-export/base-path', 'js', BASE_PATH_SCRIPT);

/** Folders between the bundle root and a page file: `index.html` 0, `docs/intro/index.html` 2. */
export function pageDepth(pageFile: string): number {
  return pageFile.split('/').length - 1;
}

/**
 * Step 0 adds the missing slash, but Chromium's preload scanner reads the whole first chunk of the document ahead
 * of the parser and fetches the head's relative URLs before any script has run, resolved against the slash-less
 * URL: one folder too high, 404s outside the site. Blink holds every scanned preload until the parser has applied
 * a `Content-Security-Policy` meta it has seen (the policy could forbid them), and completes their URLs against
 * the document's base URL only when it issues them. An empty policy forbids nothing; placed right after the
 * script, it makes the preloads wait for the slash and resolve as on a redirecting host. (Checked in
 * Chromium: without it, /sub/docs fetched /a.css and /sub/a.css; with it, /sub/a.css only.)
 */
const PRELOAD_HOLD = '<meta http-equiv="Content-Security-Policy" content="">';

/**
 * What `ctx.headHtml` of the page written to `pageFile` (bundle-relative) starts with: the inline BOOT, the empty
 * policy that holds preloads, then the runtime's file (BASE_PATH_FILE, which the export must write) by a relative
 * URL that BOOT has made right. The 404 page (pass `404.html`) is served at any depth, where no relative URL
 * names that file: it carries the runtime inline, and assumes the bundle sits at `/`.
 */
export function basePathShim(pageFile: string): string {
  const depth = shimNeedsFile(pageFile) ? pageDepth(pageFile) : -1;
  if (depth < 0) return `<script data-static-export="base">${COMPACT}(-1);</script>`;
  const src = '../'.repeat(depth) + BASE_PATH_FILE;
  return `<script data-static-export="base">${COMPACT_BOOT}</script>${PRELOAD_HOLD}<script src="${src}" data-depth="${depth}"></script>`;
}

/** Whether a page's `headHtml` names BASE_PATH_FILE (every page but the 404 page). */
export function shimNeedsFile(pageFile: string): boolean {
  return /(^|\/)index\.html$/.test(pageFile);
}

/**
 * What a font preload of a page carrying the shim is written as (TransformContext.shimFontPreloads): a call that
 * adds the same `<link rel=preload as=font>` in place, except on file://. `href` is already rewritten.
 */
export function fontPreloadScript(href: string, type: string | undefined, crossorigin: string | undefined): string {
  const args = [href, type ?? '', crossorigin ?? null].map((a) => JSON.stringify(a).replace(/</g, '\\u003c'));
  return `<script>__STATIC_EXPORT_FONT__(${args.join(',')})</script>`;
}

/** The runtime alone and the inline part before it, for tests that evaluate them. */
export const BASE_PATH_RUNTIME = COMPACT;
export const BASE_PATH_BOOT = COMPACT_BOOT;
