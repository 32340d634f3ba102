// What an export has found and written so far: the records that become the manifest, the progress counters,
// and the claims that keep two URLs from being written to one file.

import type { AssetRecord, ExportProgress, ExportWarning, KeptReference, PageRecord, RedirectRecord, RscRecord } from '../core/types.ts';

/**
 * A copy of `s` that does not keep a larger string alive. V8 represents a substring (a title, a canonical URL, a
 * segment key) as a view into the whole page or payload it came from; kept in the manifest records for the whole
 * export, each such view would pin its entire page in memory.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}

function detachRecord<T extends object>(record: T): T {
  const out = { ...record } as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) if (typeof v === 'string') out[k] = detach(v);
  return out as T;
}

export class ExportState {
  readonly pages = new Map<string, PageRecord>();
  readonly assets = new Map<string, AssetRecord>();
  readonly redirects: RedirectRecord[] = [];
  readonly warnings: ExportWarning[] = [];
  readonly kept = new Map<string, KeptReference>();
  /** bundle file → the URL key that claimed it. */
  readonly files = new Map<string, string>();
  readonly progress: ExportProgress = { pagesDone: 0, pagesDiscovered: 0, filesDone: 0, bytes: 0, errors: 0, pending: 0 };
  private readonly warned = new Set<string>();
  /** Guessed URLs (a path with its query on the site's origin) that answered no file: dropped, and listed in the
   *  manifest so `verify` can tell a guess that missed from a reference the export never followed. */
  readonly droppedGuesses = new Map<string, string>();

  /** Sure references to URLs a guess had already claimed, maybe still in flight (key → where it was named). */
  private readonly sureRefs = new Map<string, { href: string; referrer: string }>();

  /** A guess that answered no file (its URL key, what it answered); a broken link if a sure reference named it too. */
  dropGuess(key: string, why: string): void {
    const sure = this.sureRefs.get(key);
    if (!sure) {
      this.droppedGuesses.set(detach(key), detach(why));
      return;
    }
    this.warn({ code: why === '404' ? 'broken-link' : 'http-error', url: sure.href, message: `${sure.href} answered ${why}`, referrer: sure.referrer });
  }

  /**
   * A sure reference to a URL (`key`, fetched as its URL against `site`) a guess claimed: a broken link after all if
   * the guess found nothing. The URL is only made when it is kept (the crawl calls this for every page that names a
   * file already claimed).
   */
  confirmMissing(key: string, site: URL, referrer: string): void {
    const why = this.droppedGuesses.get(key);
    if (why === undefined) {
      if (!this.sureRefs.has(key)) this.sureRefs.set(detach(key), { href: detach(new URL(key, site).href), referrer: detach(referrer) });
      return;
    }
    this.droppedGuesses.delete(key);
    const href = new URL(key, site).href;
    this.warn({ code: why === '404' ? 'broken-link' : 'http-error', url: href, message: `${href} answered ${why}`, referrer });
  }

  /** First claim wins; a later URL that maps to the same file is the same resource under another spelling. */
  claim(file: string, key: string): boolean {
    const owner = this.files.get(file);
    if (owner === undefined) {
      this.files.set(detach(file), detach(key));
      return true;
    }
    return false;
  }

  warn(warning: ExportWarning): void {
    const key = detach(`${warning.code} ${warning.url}`);
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.warnings.push(detachRecord(warning));
    this.progress.errors++;
  }

  /**
   * A discovered path that turned out not to be a page of its own (a redirect, an error, not HTML, another
   * spelling of a page already claimed): the pages still to do shrink, so the last progress line ends at the pages
   * exported (`28/28`), with the rest counted as warnings or redirects.
   */
  notAPage(): void {
    this.progress.pagesDiscovered = Math.max(0, this.progress.pagesDiscovered - 1);
  }

  addPage(page: PageRecord): void {
    const record = detachRecord(page);
    this.pages.set(record.url, record);
    this.progress.pagesDone++;
    this.countFile(record.bytes);
  }

  addRsc(pageUrl: string, record: RscRecord): void {
    this.pages.get(pageUrl)?.rsc.push(detachRecord(record));
    this.countFile(record.bytes);
  }

  addAsset(asset: AssetRecord): void {
    const record = detachRecord(asset);
    this.assets.set(record.url, record);
    this.countFile(record.bytes);
  }

  keep(refs: KeptReference[]): void {
    for (const r of refs) this.kept.set(detach(`${r.file} ${r.url} ${r.reason}`), detachRecord(r));
  }

  private countFile(bytes: number): void {
    this.progress.filesDone++;
    this.progress.bytes += bytes;
  }
}
