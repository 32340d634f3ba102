// When a `since` export may take a file from PREV instead of fetching and transforming it again, and what a
// file records so a later export can: its validators, whether it was served immutable, what it names. The rules
// are here, in one place, because each one is a promise that the reused bytes are the bytes a full export of the
// same state would write: a wrong rule breaks that promise silently.
import type { FileRecord, Validators } from '../core/types.ts';
import type { Ref } from './refs.ts';

/** The validators a response carries, as the manifest records them (none: undefined). */
export function validatorsOf(headers: Record<string, string>): Validators | undefined {
  const etag = headers.etag;
  const lastModified = headers['last-modified'];
  if (!etag && !lastModified) return undefined;
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

/** The conditional headers a request for a file PREV recorded carries (none without validators). */
export function conditionalHeaders(record: Pick<FileRecord, 'validators'> | undefined): Record<string, string> {
  const v = record?.validators;
  if (!v) return {};
  return { ...(v.etag ? { 'if-none-match': v.etag } : {}), ...(v.lastModified ? { 'if-modified-since': v.lastModified } : {}) };
}

/**
 * The validators to record for a file reused after a 304: the 304's own (RFC 9110 §15.4.5: it carries those a 200
 * would), else PREV's, which the 304 just confirmed.
 */
export function validatorsAfter304(headers: Record<string, string>, previous: Validators | undefined): Validators | undefined {
  const now = validatorsOf(headers);
  if (!now) return previous;
  return { ...previous, ...now };
}

export function servedImmutable(headers: Record<string, string>): boolean {
  return /(?:^|,)\s*immutable\s*(?:,|$)/i.test(headers['cache-control'] ?? '');
}

/**
 * A URL whose bytes its name fixes: Next's build output under `/_next/static/` (named by content or build id;
 * `development/` excluded) and webpack-style `name.<hex hash>.ext` (Docusaurus, most bundlers' `[contenthash]`).
 * Such a file is reused without a request: the page that names it was fetched, and an unchanged name is the
 * bundler's promise of unchanged bytes.
 */
export function contentHashedUrl(url: URL): boolean {
  if (url.pathname.includes('/_next/static/') && !url.pathname.includes('/_next/static/development/')) return true;
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif)$/i.test(name);
}

/**
 * Whether a file is taken from PREV without asking the origin. Such files record no validators: they are never
 * asked for conditionally, and an origin may give the same bytes new validators (nginx after a plain `cp`
 * deploy), which a full export would record and the reused record would not.
 */
export function reusedWithoutRequest(url: URL, immutable: boolean): boolean {
  return immutable || contentHashedUrl(url);
}

/** A file's references as the manifest records them (FileRecord.refs): in order, each once. */
export function encodeRefs(refs: readonly Ref[], site: URL): string[] | undefined {
  if (refs.length === 0) return undefined;
  const out = new Set<string>();
  const origin = site.origin;
  for (const ref of refs) {
    // A guess stays a guess when PREV's references are followed again: dropped quietly if it is not there.
    out.add(encodedRef(ref.url, ref.kind === 'page' ? 'page' : ref.speculative ? 'guess' : 'plain', origin));
  }
  return [...out];
}

type RefMark = 'page' | 'guess' | 'plain';

/** A URL's recorded spellings, for the site origin they were made for. */
interface Encoded {
  origin: string;
  spelling: Partial<Record<RefMark, string>>;
}

/**
 * The crawl shares one URL object per href across the pages and payloads that name it (transform-pool.ts, refs.ts),
 * and a docs page names ~100 files, each payload as many again: read from the URL and joined for every naming, each
 * reference cost two getters, a joined string and hashing that new string into `recorded`, a visible share of the
 * export's CPU in a profile. Kept by href: a URL's href getter gives the same string each time, whose hash V8 keeps, so
 * a naming costs one lookup. Not a WeakMap by URL object: its entries are ephemerons, which every full collection
 * (frequent, runtime/heap.ts) processes apart. Bounded as `recorded` is.
 */
const encodedByHref = new Map<string, Encoded>();

function encodedRef(url: URL, mark: RefMark, origin: string): string {
  const href = url.href;
  let entry = encodedByHref.get(href);
  if (entry === undefined || entry.origin !== origin) {
    if (encodedByHref.size >= RECORDED_MAX) encodedByHref.clear();
    entry = { origin, spelling: {} };
    encodedByHref.set(href, entry);
  }
  let spelling = entry.spelling[mark];
  if (spelling === undefined) {
    const where = url.origin === origin ? url.pathname + url.search : href;
    spelling = entry.spelling[mark] = shared(mark === 'page' ? `page:${where}` : mark === 'guess' ? `guess:${where}` : where);
  }
  return spelling;
}

/**
 * One string per distinct reference, shared by every record that names it. A docs site names the same sidebar pages
 * and chunks on every page and payload, and each record kept copies of its own, a `page:` prefix joined to a slice of
 * the URL: hundreds of thousands of strings by the end of a large crawl, a third of the heap, growing with the
 * site. Bounded like refs.ts's cache: when full it starts again, and the
 * records keep the strings they have.
 */
const recorded = new Map<string, string>();
const RECORDED_MAX = 50_000;

function shared(ref: string): string {
  let own = recorded.get(ref);
  if (own === undefined) {
    if (recorded.size >= RECORDED_MAX) recorded.clear();
    // A flat string of its own, not the joined one (nor a slice that keeps the URL's whole href alive).
    own = JSON.parse(JSON.stringify(ref)) as string;
    recorded.set(own, own);
  }
  return own;
}

/** FileRecord.refs back as refs to follow. */
export function decodeRefs(refs: readonly string[] | undefined, site: URL): Ref[] {
  const out: Ref[] = [];
  for (const entry of refs ?? []) {
    const page = entry.startsWith('page:');
    const guess = entry.startsWith('guess:');
    const where = page ? entry.slice(5) : guess ? entry.slice(6) : entry;
    // Same-site references are `/path?query`: joined to the origin, never resolved (`//x` is a path here, not a host).
    const url = URL.parse(where.startsWith('/') ? site.origin + where : where);
    if (url) out.push({ url, kind: page ? 'page' : 'asset', source: 'since', ...(guess ? { speculative: true } : {}) });
  }
  return out;
}

/** `{ key: value }`, or `{}` when value is undefined (records never hold a key set to undefined). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
