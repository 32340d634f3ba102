// Step 2 (DOM sinks) and step 8 (font preloads) of the base-path runtime. Root-absolute URLs the app hands to the
// DOM (script/link/img/source/a via property or `setAttribute`, `srcset`/`imagesrcset` candidates) get the bundle's
// base prepended: the properties the Turbopack runtime and Vue set, the attributes React sets.
import type { PageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';

type SetAttribute = (this: Element, name: string, value: string) => void;

function wrapProp(proto: object | undefined, prop: string, map: (v: unknown) => unknown): void {
  const desc = proto && Object.getOwnPropertyDescriptor(proto, prop);
  const set = desc?.set;
  if (!proto || !desc || !set) return;
  Object.defineProperty(proto, prop, {
    configurable: true,
    enumerable: desc.enumerable,
    get: desc.get,
    set(this: unknown, v: unknown) {
      set.call(this, map(v));
    },
  });
}

/** Installs the sinks; returns the DOM's own setAttribute, for steps that must bypass them. */
export function installDomSinks(page: PageBase): SetAttribute {
  const d = document;
  const L = location;
  const fixFile = (u: unknown) => page.fixAny(u, true);
  const URL_ATTRS: Record<string, (v: unknown) => unknown> = { src: fixFile, href: fixFile, srcset: page.fixSet, imagesrcset: page.fixSet };
  wrapProp(w.HTMLScriptElement?.prototype, 'src', fixFile);
  wrapProp(w.HTMLLinkElement?.prototype, 'href', fixFile);
  wrapProp(w.HTMLLinkElement?.prototype, 'imageSrcset', page.fixSet);
  wrapProp(w.HTMLImageElement?.prototype, 'src', fixFile);
  wrapProp(w.HTMLImageElement?.prototype, 'srcset', page.fixSet);
  wrapProp(w.HTMLSourceElement?.prototype, 'srcset', page.fixSet);
  // Vue sets a link's `href` as a property (VitePress's search results name pages root-absolutely): a page, so
  // only the base is added, as for the attribute below.
  wrapProp(w.HTMLAnchorElement?.prototype, 'href', (v) => (typeof v === 'string' ? page.pageHref(page.fix(v)) : v));
  const setAttr: SetAttribute = Element.prototype.setAttribute;
  // 8. Font preloads. On file:// a preload of a font is a CORS request from an opaque origin and always fails (the
  // stylesheet's own @font-face load is allowed), so none is made there: the exporter writes the page's preloads as
  // calls to this (fontPreloadScript), and one React adds later (a font hint in a payload) is made inert. Elsewhere
  // each call adds the preload in place.
  w.__STATIC_EXPORT_FONT__ = (href, type, cors) => {
    if (L.protocol === 'file:') return;
    const me = d.currentScript;
    const l = d.createElement('link');
    setAttr.call(l, 'rel', 'preload');
    setAttr.call(l, 'as', 'font');
    if (type) setAttr.call(l, 'type', type);
    if (cors !== null) setAttr.call(l, 'crossorigin', cors);
    setAttr.call(l, 'href', href);
    if (me?.parentNode) me.parentNode.insertBefore(l, me);
    else d.head.appendChild(l);
  };
  const fontPreloadOnFile = (el: Element): boolean =>
    L.protocol === 'file:' &&
    el.tagName === 'LINK' &&
    String(el.getAttribute('as')).toLowerCase() === 'font' &&
    String(el.getAttribute('rel')).toLowerCase() === 'preload';
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    const map = URL_ATTRS[String(name).toLowerCase()];
    const tag = this.tagName;
    if (!map || !/^(SCRIPT|LINK|IMG|SOURCE|A)$/.test(tag)) setAttr.call(this, name, value);
    // An <a> is a page, not a file: only the base is added.
    else setAttr.call(this, name, tag === 'A' ? page.pageHref(page.fix(String(value))) : String(map(String(value))));
    if (tag === 'LINK' && fontPreloadOnFile(this)) setAttr.call(this, 'rel', 'static-export-skipped-preload');
  };
  return setAttr;
}
