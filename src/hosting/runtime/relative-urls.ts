// Steps 3 and 4 of the base-path runtime.
// 3. Relative URLs in the saved HTML are written for this page's own URL. The router's pushState moves the document
// to another URL (at another depth, without the trailing slash) while the layout's elements stay, and the browser
// resolves their URLs again (favicon, links opened in a new tab, lazy images not yet loaded). Once parsed (and before
// any router moves the document), they are made path-absolute: same targets, independent of the document URL.
// 4. file://: link clicks go to the real `href` (the router's fetches cannot work there).

type SetAttribute = (this: Element, name: string, value: string) => void;

/**
 * A relative URL of the page, resolved against `base`, as a path-absolute URL; left as it is when that path would
 * name another origin: a host that serves `//evil.example/..%2f/n/` as `n/index.html` (nginx merges the slashes,
 * so does Python's http.server) makes `../t/` resolve to the path `//evil.example/..%2f/t/`, which a browser reads
 * as the host evil.example.
 */
export function absolute(v: string, base: string): string {
  if (!v || /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(v)) return v;
  const u = new URL(v, base);
  const out = u.pathname + u.search + u.hash;
  return new URL(out, base).href === u.href ? out : v;
}

export function absoluteSet(v: string, base: string): string {
  return v
    .split(/,\s+/)
    .map((c) => {
      const s = c.replace(/^\s+/, '');
      const sp = s.search(/\s/);
      return sp < 0 ? absolute(s, base) : absolute(s.slice(0, sp), base) + s.slice(sp);
    })
    .join(', ');
}

export function installRelativeUrls(setAttr: SetAttribute): void {
  const d = document;
  function pin() {
    // Stylesheets and preloads are left alone: changing their href would load them again.
    const els = d.querySelectorAll('a[href],area[href],link[rel~=icon][href],link[rel=manifest][href],img,source[srcset]');
    for (const el of Array.from(els)) {
      // A loaded image is never fetched again; re-setting it would only cost a decode.
      if (el.tagName === 'IMG' && (el as HTMLImageElement).complete) continue;
      for (const a of ['href', 'src', 'srcset']) {
        const v = el.getAttribute(a);
        if (v === null) continue;
        const base = d.baseURI || location.href;
        const next = a === 'srcset' ? absoluteSet(v, base) : absolute(v, base);
        if (next !== v) setAttr.call(el, a, next);
      }
    }
  }
  // Once, with the document's own URL: at DOMContentLoaded, or earlier when a router moves the document first. The
  // Pages Router writes its URL back (`replaceState`, without the trailing slash) from its deferred scripts, which
  // run before DOMContentLoaded: pinned after that, `installation/index.html` on `/docs/getting-started/` would
  // name `/docs/installation/`.
  let pinned = false;
  const pinOnce = () => {
    if (pinned) return;
    pinned = true;
    pin();
  };
  for (const k of ['pushState', 'replaceState'] as const) {
    const write = history[k];
    history[k] = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      if (d.readyState !== 'loading') pinOnce();
      return write.call(this, data, unused, url);
    };
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', pinOnce);
  else pinOnce();

  if (location.protocol === 'file:') {
    window.addEventListener(
      'click',
      (ev) => {
        const t = ev.target as Element | null;
        const a = t?.closest?.('a[href]');
        if (a && !ev.defaultPrevented && ev.button === 0) ev.stopPropagation();
      },
      true,
    );
  }
}
