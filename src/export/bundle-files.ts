// Where a reference found in a document lives in the bundle: the one decision the crawl and the transform workers
// must make the same way, so both build it here from the same few facts (site, localiseExternal and, for a fixed
// page list, which pages are in). Remembered per URL object and per path: a docs site names the same sidebar pages
// and chunks on every page, and the URLs of those references are shared (refs.ts).

import { redactEchoes } from '../core/request-headers.ts';
import { assetFile, hasHtmlExtension, normalisePagePath, pageFile } from './layout.ts';
import { isSameSite, type Ref } from './refs.ts';

/** A link to `/files/guide.pdf` is an asset, not a page, whatever element it came from. */
export function looksLikePage(url: URL): boolean {
  const last = url.pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,8}$/i.test(last) || hasHtmlExtension(url.pathname);
}

export class BundleFiles {
  private readonly site: URL;
  private readonly localiseExternal: boolean;
  /** Null: every same-site page is in the export (then the answer for a page never changes and is remembered). */
  private readonly pageAllowed: ((path: string) => boolean) | null;
  private readonly pageFileOf = new WeakMap<URL, string | null>();
  private readonly assetFileOf = new WeakMap<URL, string | null>();
  private readonly pageFiles = new Map<string, string>();
  private readonly assetFiles = new Map<string, string>();
  /**
   * The spellings of the export's credentials (echoForms): a URL the site echoed one into (`/b/;jsessionid=…/`)
   * gets a file named with REDACTED in its place, and a query's hash is taken of the redacted query, so no file
   * name carries the value or anything computed from it.
   */
  readonly echo: readonly string[];

  constructor(site: URL, localiseExternal: boolean, pageAllowed: ((path: string) => boolean) | null = null, echo: readonly string[] = []) {
    this.site = site;
    this.localiseExternal = localiseExternal;
    this.pageAllowed = pageAllowed;
    this.echo = echo;
  }

  /** The bundle file of the page at `path` (a page path of the site), credentials redacted. */
  pageFile(path: string): string {
    return pageFile(this.echo.length ? redactEchoes(path, this.echo) : path);
  }

  /** True when `fileFor` depends on nothing but the constructor's arguments (no fixed page list). */
  get pure(): boolean {
    return this.pageAllowed === null;
  }

  /** Bundle-relative file a reference will be written to, or null to leave it untouched. */
  readonly fileFor = (ref: Ref): string | null => {
    // With a fixed page list, whether a page is in the export can change as redirects add their targets.
    const cacheable = ref.kind !== 'page' || this.pageAllowed === null;
    const cache = ref.kind === 'page' ? this.pageFileOf : this.assetFileOf;
    if (cacheable) {
      const hit = cache.get(ref.url);
      if (hit !== undefined) return hit;
    }
    const file = this.fileForUncached(ref);
    if (cacheable) cache.set(ref.url, file);
    return file;
  };

  /** For a same-site page `fileFor` leaves out: the absolute URL to link to instead. */
  readonly outsideHref = (ref: Ref): string | null => (isSameSite(ref.url, this.site) && looksLikePage(ref.url) ? ref.url.href : null);

  private fileForUncached(ref: Ref): string | null {
    const site = this.site;
    if (ref.kind === 'page' && looksLikePage(ref.url)) {
      if (!isSameSite(ref.url, site)) return null;
      const path = normalisePagePath(ref.url.pathname);
      return this.pageAllowed === null || this.pageAllowed(path) ? memo(this.pageFiles, path, (p) => this.pageFile(p)) : null;
    }
    if (ref.url.protocol !== 'http:' && ref.url.protocol !== 'https:') return null;
    if (ref.url.origin !== site.origin && !this.localiseExternal) return null;
    return memo(this.assetFiles, ref.url.href, (href) => {
      const redacted = this.echo.length ? redactEchoes(href, this.echo) : href;
      return assetFile(redacted === href ? ref.url : new URL(redacted), site);
    });
  }
}

/** `make(key)`, remembered in `cache` (bounded: an endless link space must not grow it without end). */
function memo(cache: Map<string, string>, key: string, make: (key: string) => string): string {
  let file = cache.get(key);
  if (file === undefined) {
    if (cache.size > 50_000) cache.clear();
    file = make(key);
    cache.set(key, file);
  }
  return file;
}
