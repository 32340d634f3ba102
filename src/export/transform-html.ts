// HTML: one streaming pass of the tokenizer (html-scan.ts: every element, its attributes and where its start tag
// and raw text sit, no tree), one walk over those elements, and edits spliced into the original text, so what
// is not rewritten stays byte for byte as served.
//
// Every same-site or localised reference becomes a path relative to the document's own bundle file, except
// what Next's client runtime consumes itself: `/_next/` JS chunk URLs stay root-absolute (a relative
// `<script src>` is exactly why mirrors of Next.js sites render but never hydrate), and the inline
// flight data is handed to the RSC transform. Canonical, alternate and og:url stay absolute and are reported.

import { FONT_CALL, fontPreloadScript } from '../hosting/base-path-shim.ts';
import { PIN_ICONS_JS } from '../hosting/generated/runtime-scripts.ts';
import { FRAMEWORK_ELEMENT_ATTRIBUTES, rewriteBaseSettings } from '../frameworks/registry.ts';
import { readStartTag, quoteAttr, type AttrSpan } from './html-attrs.ts';
import { scanHtml, type ScannedElement as Element } from './html-scan.ts';
import { encodePush, readPush, splitEdits, type FlightChunk } from './inline-flight.ts';
import {
  ASSET_RELS,
  META_FILE_NAMES,
  RefCollector,
  applyEdits,
  hrefFor,
  isAbsoluteRef,
  isNextPath,
  isSameSite,
  looksLikeFile,
  makeRef,
  parseSrcset,
  resolveRef,
  rootHref,
  serializeSrcset,
  type Edit,
  type Ref,
  type TransformContext,
  type TransformResult,
} from './refs.ts';
import { recogniseDataBlock } from '../frameworks/registry.ts';
import { jsRefs } from './js-refs.ts';
import { guessAttributes, guessJson } from './guess-refs.ts';
import { rewriteCss } from './transform-css.ts';
import { rscEdits } from './transform-rsc.ts';

/**
 * How an attribute's URL is treated. `asset`: a file the page loads. `link`: a hyperlink (a page when
 * same-site, a file when it names one, untouched when off-site). `frame`: like link, but never a file.
 * `chunk`: a script; under `/_next/` it stays root-absolute. `module`: an ES module specifier (`import(value)`), where
 * a relative path must start with `./` or `../` (`_astro/x.js` would be a bare specifier, which fails to resolve).
 */
type Mode = 'asset' | 'link' | 'frame' | 'chunk' | 'module';

// Frameworks add the elements of their own markup (frameworks/registry.ts), last.
const ATTRS: Record<string, readonly (readonly [attr: string, mode: Mode | 'srcset'])[]> = {
  a: [
    ['href', 'link'],
    ['xlink:href', 'link'],
  ],
  area: [['href', 'link']],
  img: [
    ['src', 'asset'],
    ['srcset', 'srcset'],
    ['data-src', 'asset'],
    ['data-srcset', 'srcset'],
  ],
  source: [
    ['src', 'asset'],
    ['srcset', 'srcset'],
    ['data-srcset', 'srcset'],
  ],
  video: [
    ['src', 'asset'],
    ['poster', 'asset'],
  ],
  audio: [['src', 'asset']],
  track: [['src', 'asset']],
  embed: [['src', 'asset']],
  object: [['data', 'asset']],
  iframe: [['src', 'frame']],
  frame: [['src', 'frame']],
  image: [
    ['href', 'asset'],
    ['xlink:href', 'asset'],
  ],
  feimage: [
    ['href', 'asset'],
    ['xlink:href', 'asset'],
  ],
  use: [
    ['href', 'asset'],
    ['xlink:href', 'asset'],
  ],
  body: [['background', 'asset']],
  table: [['background', 'asset']],
  td: [['background', 'asset']],
  th: [['background', 'asset']],
  ...FRAMEWORK_ELEMENT_ATTRIBUTES,
};

/** Elements the walk needs even when they carry no attributes: where `headHtml` goes. */
const BARE = new Set(['head', 'html']);

const REFRESH = /^(\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?)(["']?)(.*?)\2(\s*)$/is;
const JSON_SCRIPT = /json|^\s*importmap\s*$/i;
const DOCTYPE = /^\s*(?:<!--[\s\S]*?-->\s*)*<!doctype[^>]*>/i;

export function transformHtml(html: string, ctx: TransformContext): TransformResult {
  return new HtmlRewriter(html, ctx).run();
}

/**
 * The rewrite of one page. Methods rather than closures made anew for each page: V8 compiled those closures again
 * and again through an export (`--trace-opt` shows them recompiled), where a method is compiled once (as
 * transform-rsc.ts's RscEditor is).
 */
class HtmlRewriter {
  private readonly html: string;
  private readonly ctx: TransformContext;
  private readonly elements: Element[];
  private readonly out = new RefCollector();
  private readonly edits: Edit[] = [];
  private readonly spans = new Map<Element, AttrSpan[]>();
  /** The document's base URL: the first <base href>, which is then removed, since every rewritten reference is
   *  relative to the file itself. */
  private readonly base: URL;
  private readonly docCtx: TransformContext;
  // Where PIN_ICONS_JS goes (pages without the base-path runtime): after the last icon or manifest link whose href
  // is relative once rewritten.
  private pinIconsAt = -1;
  private namesIcon = false;
  private readonly flight: FlightChunk[] = [];
  private binaryFlight = false;

  constructor(html: string, ctx: TransformContext) {
    this.html = html;
    this.ctx = ctx;
    this.elements = scanHtml(html, BARE);
    let base = ctx.url;
    const baseEl = this.elements.find((el) => el.name === 'base' && el.attribs.href !== undefined);
    if (baseEl) {
      const url = resolveRef(baseEl.attribs.href!, ctx.url);
      if (url) base = url;
      const span = this.attrSpan(baseEl, 'href');
      if (span) this.edits.push({ start: span.start, end: span.end, text: '' });
    }
    this.base = base;
    this.docCtx = base === ctx.url ? ctx : { ...ctx, url: base };
  }

  run(): TransformResult {
    const { elements } = this;
    for (const el of elements) {
      const name = el.name;
      const table = ATTRS[name];
      if (table) {
        for (const [attr, mode] of table) {
          if (el.attribs[attr] === undefined) continue;
          if (mode === 'srcset') this.rewriteSrcset(el, attr);
          else this.rewriteAttr(el, attr, mode);
        }
      } else if (name === 'link') this.linkElement(el);
      else if (name === 'script') this.scriptElement(el);
      else if (name === 'style') this.styleElement(el);
      else if (name === 'meta') this.metaElement(el);
      else if (name === 'input' && (el.attribs.type ?? '').toLowerCase() === 'image') this.rewriteAttr(el, 'src', 'asset');
      // Every other attribute whose value reads as a same-origin file (Astro's `component-url`): a guess, never rewritten.
      guessAttributes(el.name, el.attribs, table, this.base, this.docCtx, this.out);
      const style = el.attribs.style;
      if (style !== undefined && /url\(|image-set/i.test(style)) {
        const css = rewriteCss(style, this.docCtx, this.out);
        if (css !== style) this.setAttr(el, 'style', css);
      }
    }

    if (this.flight.length > 0) rewriteFlight(this.flight, this.binaryFlight, this.docCtx, this.out, this.edits);
    if (this.pinIconsAt >= 0)
      this.edits.push({ start: this.pinIconsAt, end: this.pinIconsAt, text: `<script data-static-export="icons">${PIN_ICONS_JS}</script>` });

    const head = elements.find((el) => el.name === 'head') ?? elements.find((el) => el.name === 'html');
    const headAt = head ? head.end : (DOCTYPE.exec(this.html)?.[0].length ?? 0);
    if (this.ctx.fileHeadHtml) this.edits.push({ start: headAt, end: headAt, text: this.ctx.fileHeadHtml });
    if (this.ctx.headHtml) this.edits.push({ start: headAt, end: headAt, text: this.ctx.headHtml });
    if (this.ctx.defaultIcon !== undefined && !this.namesIcon)
      this.edits.push({ start: headAt, end: headAt, text: defaultIconHtml(this.ctx, this.ctx.defaultIcon) });
    if (this.ctx.bodyEndHtml) {
      const end = this.html.lastIndexOf('</body>');
      const at = end === -1 ? this.html.length : end;
      this.edits.push({ start: at, end: at, text: this.ctx.bodyEndHtml });
    }

    return { text: applyEdits(this.html, this.edits), refs: this.out.refs, kept: this.out.kept };
  }

  private attrSpan(el: Element, name: string): AttrSpan | undefined {
    let attrs = this.spans.get(el);
    if (!attrs) {
      attrs = readStartTag(this.html, el.start).attrs;
      this.spans.set(el, attrs);
    }
    return attrs.find((a) => a.name === name); // the first one wins, as in the parser
  }
  private setAttr(el: Element, name: string, value: string): void {
    const span = this.attrSpan(el, name);
    if (span && span.valueEnd > span.valueStart) this.edits.push({ start: span.valueStart, end: span.valueEnd, text: quoteAttr(value) });
  }

  private keep(raw: string | undefined, reason: 'canonical' | 'alternate' | 'og:url'): void {
    if (raw === undefined) return;
    const value = raw.trim();
    if (isAbsoluteRef(value) && resolveRef(value, this.base)) this.out.keep(this.ctx.file, value, reason);
  }

  /** New text for one URL, or null to leave it; adds the ref. */
  private rewriteUrl(raw: string, mode: Mode, source: string, download = false): string | null {
    const found = makeRef(raw, this.base, mode === 'link' || mode === 'frame' ? 'page' : 'asset', source);
    if (!found) return null;
    const { ref, hash } = found;
    if (mode === 'link' || mode === 'frame') {
      if (!isSameSite(ref.url, this.ctx.site)) return null; // a hyperlink to another site stays one
      if (mode === 'link' && (download || looksLikeFile(ref.url) || isNextPath(ref.url, this.ctx.site))) ref.kind = 'asset';
    }
    this.out.add(ref);
    // Next chunk URLs: relative like every other asset in pages, because the base-path shim each page carries
    // registers every chunk under the path the runtime waits for (a bare relative src never registers).
    // Where no shim can know the depth (the 404 page, served anywhere), they stay root-absolute.
    if (mode === 'chunk' && isNextPath(ref.url, this.ctx.site) && (this.ctx.linkStyle === 'root' || !this.ctx.headHtml)) {
      const trimmed = raw.trim();
      return trimmed.startsWith('/') && !trimmed.startsWith('//') ? null : rootHref(ref, hash, this.ctx);
    }
    const href = this.relative(ref, hash);
    return mode === 'module' && href !== null && !/^(?:\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(href) ? `./${href}` : href;
  }
  private relative(ref: Ref, hash: string): string | null {
    const file = this.ctx.fileFor(ref);
    if (file !== null) return hrefFor(this.ctx, file, hash);
    // A page of the site that is not in this export (a --paths subset, the page limit): link to it where it lives.
    const outside = ref.kind === 'page' ? (this.ctx.outsideHref?.(ref) ?? null) : null;
    if (outside === null) return null;
    this.out.keep(this.ctx.file, outside + hash, 'outside-export');
    return outside + hash;
  }

  private rewriteAttr(el: Element, attr: string, mode: Mode, source = `${el.name}[${attr}]`): void {
    const raw = el.attribs[attr];
    if (raw === undefined) return;
    const next = this.rewriteUrl(raw, mode, source, el.attribs.download !== undefined);
    if (next !== null && next !== raw) this.setAttr(el, attr, next);
  }

  private rewriteSrcset(el: Element, attr: string): void {
    const raw = el.attribs[attr];
    if (raw === undefined) return;
    const candidates = parseSrcset(raw);
    let changed = false;
    for (const c of candidates) {
      const next = this.rewriteUrl(c.url, 'asset', `${el.name}[${attr}]`);
      if (next !== null && next !== c.url) {
        c.url = next;
        changed = true;
      }
    }
    if (changed) this.setAttr(el, attr, serializeSrcset(candidates));
  }

  private linkElement(el: Element) {
    const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const href = el.attribs.href;
    if (rel.includes('icon') && href !== undefined) this.namesIcon = true;
    if (el.attribs.imagesrcset !== undefined) this.rewriteSrcset(el, 'imagesrcset');
    if (href === undefined) return;
    if (!this.ctx.headHtml && (rel.includes('icon') || rel.includes('manifest'))) {
      const next = this.rewriteUrl(href, 'asset', 'link[href]');
      if (next !== null && next !== href) this.setAttr(el, 'href', next);
      if (!/^([a-z][a-z0-9+.-]*:|\/|#)/i.test((next ?? href).trim())) this.pinIconsAt = el.end;
      return;
    }
    if (rel.includes('stylesheet')) return this.rewriteAttr(el, 'href', 'asset');
    if (rel.includes('canonical')) return this.keep(href, 'canonical');
    if (rel.includes('alternate')) return this.keep(href, 'alternate');
    if (rel.includes('preconnect') || rel.includes('dns-prefetch')) return;
    const as = (el.attribs.as ?? '').toLowerCase();
    if (as === 'font' && rel.includes('preload') && this.ctx.shimFontPreloads) {
      const next = this.rewriteUrl(href, 'asset', 'link[href]') ?? href;
      this.edits.push({ start: el.start, end: el.end, text: fontPreloadScript(next, el.attribs.type, el.attribs.crossorigin) });
      return;
    }
    const isScript = as === 'script' || /\.m?js$/i.test(resolveRef(href, this.base)?.pathname ?? '');
    if (isScript) return this.rewriteAttr(el, 'href', 'chunk');
    if (as || rel.some((r) => ASSET_RELS.has(r))) return this.rewriteAttr(el, 'href', 'asset');
    if (rel.includes('next') || rel.includes('prev') || rel.includes('prerender')) return this.rewriteAttr(el, 'href', 'frame');
  }

  private metaElement(el: Element) {
    const name = (el.attribs.property ?? el.attribs.name ?? el.attribs.itemprop ?? '').toLowerCase();
    if (META_FILE_NAMES.has(name)) return this.rewriteAttr(el, 'content', 'asset', `meta[${name}]`);
    if (name === 'og:url') return this.keep(el.attribs.content, 'og:url');
    if ((el.attribs['http-equiv'] ?? '').toLowerCase() === 'refresh' && el.attribs.content) {
      const m = REFRESH.exec(el.attribs.content);
      if (!m?.[3]) return;
      const next = this.rewriteUrl(m[3], 'frame', 'meta[refresh]');
      if (next !== null) this.setAttr(el, 'content', `${m[1]}${m[2]}${next}${m[2]}${m[4]}`);
    }
  }

  private scriptElement(el: Element) {
    if (el.attribs.src !== undefined) return this.rewriteAttr(el, 'src', 'chunk');
    const content = rawContent(this.html, el);
    // Our own base-path shim and font preload calls (in a page verify reads back) name no file of the site by guess.
    if (!content || el.attribs['data-static-export'] !== undefined || content.text.startsWith(FONT_CALL)) return;
    // A data block a framework reads (its id says which): the per-route data its router fetches on a navigation.
    if (el.attribs.id) for (const ref of recogniseDataBlock(el.attribs.id, content.text, this.ctx.site)) this.out.add(ref);
    // A data block (a framework's JSON config, an import map): its strings, read against the document.
    if (JSON_SCRIPT.test(el.attribs.type ?? '')) {
      for (const ref of guessJson(content.text, this.base, this.docCtx, 'script json')) this.out.add(ref);
      return;
    }
    const push = readPush(content.text, content.start);
    if (push?.kind === 'data') this.flight.push(push.chunk);
    else if (push?.kind === 'binary') this.binaryFlight = true;
    else if (push === null) {
      for (const ref of jsRefs(content.text, this.docCtx, true)) this.out.add(ref); // e.g. Turbopack's chunk list
      // VitePress's inline site data holds its router's base.
      const based = rewriteBaseSettings(content.text, this.ctx.site);
      if (based !== undefined) this.edits.push({ start: content.start, end: content.end, text: based });
    }
  }

  private styleElement(el: Element): void {
    const content = rawContent(this.html, el);
    if (!content) return;
    const css = rewriteCss(content.text, this.docCtx, this.out);
    if (css !== content.text) this.edits.push({ start: content.start, end: content.end, text: css });
  }
}

/**
 * The icon link of a page that names none (TransformContext.defaultIcon): relative links are pinned like the
 * page's own icon links would be (pin-icons.ts) where no base-path runtime does it.
 */
function defaultIconHtml(ctx: TransformContext, icon: string): string {
  if (!icon) return '<link rel="icon" href="data:,">';
  const href = hrefFor(ctx, icon, '');
  const pinned = ctx.headHtml || ctx.linkStyle === 'root' ? '' : `<script data-static-export="icons">${PIN_ICONS_JS}</script>`;
  return `<link rel="icon" href=${quoteAttr(href)}>${pinned}`;
}

/** The raw text inside a script/style element, with its span. */
function rawContent(html: string, el: Element): { start: number; end: number; text: string } | null {
  return el.content && { ...el.content, text: html.slice(el.content.start, el.content.end) };
}

/** Transform the concatenated inline payload and write each changed chunk back as its own push. */
function rewriteFlight(chunks: FlightChunk[], binary: boolean, ctx: TransformContext, out: RefCollector, edits: Edit[]): void {
  const payload = chunks.map((c) => c.data).join('');
  // With binary pushes in the stream, the text chunks alone do not frame the rows: read, never rewrite.
  const rsc = rscEdits(payload, ctx, out);
  if (binary || rsc.length === 0) return;
  const next = splitEdits(
    chunks.map((c) => c.data),
    rsc,
  );
  chunks.forEach((c, i) => {
    const data = next[i];
    if (data != null) edits.push({ start: c.start, end: c.end, text: `${c.prefix}${encodePush(data)}${c.suffix}` });
  });
}
