// A site held in memory, for unit tests of the crawl: routes answer `FetchRequest`s directly, so `exportSite`
// runs with no socket, no DNS and no server. `site.fetcher()` puts the real retry layer (fetch-retry.ts) over it,
// so retries, Retry-After and the limit on requests in flight are the production code; only the wait between
// tries is recorded instead of slept.
//
//   const site = new MemorySite()
//     .page('/', '<a href="/guide">Guide</a>')
//     .page('/guide', '<h1>Guide</h1>')
//     .answer('/flaky', [{ status: 503 }, { status: 200, html: '<p>ok</p>' }]);
//   await exportSite({ url: site.origin, outDir }, {}, { fetcher: site.fetcher() });
import { gzipSync } from 'node:zlib';
import { retryingFetcher, type RetryingOptions } from '../../src/export/fetch-retry.ts';
import { FetchFailure, type Fetcher, type FetchFailureKind, type FetchRequest, type FetchResponse } from '../../src/export/fetcher.ts';
import { writeHashedFile } from '../../src/net/hashed-file.ts';

/** One answer: a status with headers and a body, or a failure the transport throws. */
export type MemoryAnswer =
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer; html?: string; location?: string }
  | { fail: FetchFailureKind };

/** A route: one answer for every request, a list consumed one per request (the last one repeats), or a function. */
export type MemoryRoute = MemoryAnswer | MemoryAnswer[] | ((req: FetchRequest, hit: number) => MemoryAnswer | Promise<MemoryAnswer>);

export class MemorySite {
  readonly origin: string;
  /** Every request the transport saw, as `path?query`, in order (retries included). */
  readonly requests: string[] = [];
  /** The waits the retry layer asked for between tries, in ms. */
  readonly waits: number[] = [];
  /** The most requests the transport was answering at once. */
  maxInFlight = 0;
  private inFlight = 0;
  private readonly routes = new Map<string, MemoryRoute>();
  private readonly hits = new Map<string, number>();

  constructor(origin = 'http://docs.test') {
    this.origin = origin;
  }

  /** Answers `path` (with its query, if any) from now on; `*` answers every path no other route names. */
  answer(path: string, route: MemoryRoute): this {
    this.routes.set(path, route);
    return this;
  }

  page(path: string, body: string): this {
    return this.answer(path, { html: /<html/i.test(body) ? body : `<!doctype html><html><head><title>${path}</title></head><body>${body}</body></html>` });
  }

  file(path: string, body: string | Buffer, contentType: string): this {
    return this.answer(path, { body, headers: { 'content-type': contentType } });
  }

  redirect(from: string, to: string, status = 308): this {
    return this.answer(from, { status, location: to });
  }

  /** A sitemap (`<urlset>`) naming `urls`, gzipped when `gzip`. */
  sitemap(path: string, urls: string[], gzip = false): this {
    const xml = `<?xml version="1.0"?><urlset>${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;
    return this.file(path, gzip ? gzipSync(xml) : xml, gzip ? 'application/gzip' : 'application/xml');
  }

  sitemapIndex(path: string, sitemaps: string[]): this {
    const xml = `<?xml version="1.0"?><sitemapindex>${sitemaps.map((u) => `<sitemap><loc>${u}</loc></sitemap>`).join('')}</sitemapindex>`;
    return this.file(path, xml, 'application/xml');
  }

  /** How many requests named `path` (with its query, if any). */
  count(path: string): number {
    return this.requests.filter((r) => r === path).length;
  }

  /** The transport alone: one answer per call, no retries. `signal` makes it fail as undici does once aborted. */
  transport(signal?: AbortSignal): Fetcher {
    return {
      fetch: async (req) => {
        this.inFlight++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
        try {
          return await this.respond(req, signal);
        } finally {
          this.inFlight--;
        }
      },
      close: async () => undefined,
    };
  }

  /** The transport under the production retry layer; waits are recorded, not slept. */
  fetcher(options: Partial<RetryingOptions> = {}): Fetcher {
    return retryingFetcher(this.transport(options.signal), {
      concurrency: 4,
      retries: 2,
      retryBaseMs: 100,
      random: () => 0.5,
      wait: async (ms) => {
        this.waits.push(ms);
      },
      ...options,
    });
  }

  private async respond(req: FetchRequest, signal: AbortSignal | undefined): Promise<FetchResponse> {
    const href = req.url.href;
    if (signal?.aborted) throw new FetchFailure('aborted', href, 'export aborted');
    // Answer on a later turn, as a network would, so the crawl's queue interleaves as it does for real.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const key = req.url.origin === this.origin ? req.url.pathname + req.url.search : href;
    this.requests.push(key);
    const hit = this.hits.get(key) ?? 0;
    this.hits.set(key, hit + 1);
    const route = this.routes.get(key) ?? this.routes.get('*');
    const answer: MemoryAnswer =
      route === undefined
        ? { status: 404, html: '<h1>Not found</h1>' }
        : typeof route === 'function'
          ? await route(req, hit)
          : Array.isArray(route)
            ? route[Math.min(hit, route.length - 1)]!
            : route;
    if ('fail' in answer) throw new FetchFailure(answer.fail, href, `${href}: ${answer.fail} (in-memory site)`);
    const status = answer.status ?? (answer.location ? 308 : 200);
    const headers: Record<string, string> = {
      ...(answer.html !== undefined ? { 'content-type': 'text/html; charset=utf-8' } : {}),
      ...answer.headers,
    };
    if (answer.location) {
      headers.location = answer.location;
      return { url: req.url, status, headers, bytes: 0, sha256: '', location: new URL(answer.location, req.url) };
    }
    const body = Buffer.from(answer.html ?? answer.body ?? '');
    if (req.toFile && status < 400) {
      const written = await writeHashedFile([body], req.toFile);
      return { url: req.url, status, headers, bytes: written.bytes, sha256: written.sha256 };
    }
    return { url: req.url, status, headers, body, bytes: body.length, sha256: '' };
  }
}
