// Loopback server for the synthetic Next.js-shaped docs site (see site-content.ts), with an added
// per-request latency applied by a timer. Answers like `next start` on Next 16: HTML pages, `RSC: 1`
// payloads behind the `_rsc` cache-busting check (307 to the expected value), segment prefetches,
// `/_next/image` variants and `public/` files with their validators, `/sitemap.xml`, `/robots.txt`, a `redirects()`
// entry and a custom 404.
//
// As a program: `node bench/site.ts --pages 2000 --latency 20 [--seed 1] [--prerender] [--port 0]` listens
// on 127.0.0.1 (port 0: any free port) and prints one JSON line `{"url":"http://127.0.0.1:PORT","pages":…,"assets":…}`; stop it by its PID.
// Started with an IPC channel, it answers the message `stats` with the request counts since the last `reset`
// (so the bench can tell how many requests an export really made), without any URL of the site for it.

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { IMAGE_WIDTHS, REDIRECT_FROM, SiteModel, fnv1a, rng, type SiteConfig } from './site-content.ts';
import { renderHtml, renderNotFound, renderRsc, renderSegment, segmentKeys } from './site-render.ts';

export interface SiteServerOptions extends SiteConfig {
  latencyMs: number;
  /** Default 0 (any free port). The bench reuses a port so that two runs export the same origin. */
  port?: number;
  /**
   * Render every page, payload and segment once at start-up and serve the bytes (~80 KB of server memory per
   * page): an origin that costs almost nothing, so the client's own CPU shows in full. Default false: render on
   * each request, ~0.5 ms of server CPU per page and payload, still about half what `next start` spends serving
   * a prerendered page (the first targets' reference figures), so the origin is faster than a real one.
   */
  prerender?: boolean;
}

/** The mtime `send` would give the files of `public/`: the build's, the same for every run of the bench. */
const PUBLIC_MTIME = new Date(Date.UTC(2026, 0, 1));

const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

/** Next 16's `_rsc` value for a request's router headers ('' when none apply). */
export function expectedRscParam(prefetch?: string, segment?: string, stateTree?: string, nextUrl?: string): string {
  if ((prefetch === undefined || prefetch === '0') && segment === undefined && stateTree === undefined && nextUrl === undefined) return '';
  const input = [prefetch ?? '0', segment ?? '0', stateTree ?? '0', nextUrl ?? '0'].join(',');
  return createHash('sha256').update(input).digest().subarray(0, 12).toString('base64url');
}

export interface RequestCounts {
  total: number;
  repeats: number;
  byKind: Record<string, number>;
  byStatus: Record<string, number>;
  /** From the first request's arrival to the last response's end, ms. */
  spanMs: number;
  /** Requests in flight on average over the span (time-weighted), and at most. A client at concurrency C keeps it near C. */
  avgInFlight: number;
  maxInFlight: number;
  /** Average requests in flight per 100 ms from the first request on: shows a slow start, stalls or a long tail. */
  timeline: number[];
}

/** Requests answered, by kind and by status class, how many repeated an earlier one, and how busy the client kept us. */
export class RequestStats {
  private total = 0;
  private repeats = 0;
  private byKind: Record<string, number> = {};
  private byStatus: Record<string, number> = {};
  private seen = new Set<string>();
  private inFlight = 0;
  private maxInFlight = 0;
  private busyMs = 0;
  private first = Infinity;
  private last = -Infinity;
  private buckets: number[] = [];
  private static readonly BUCKET_MS = 100;

  begin(): number {
    const now = performance.now();
    this.first = Math.min(this.first, now);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    return now;
  }

  record(req: IncomingMessage, status: number, startedAt: number): void {
    const now = performance.now();
    this.inFlight--;
    this.busyMs += now - startedAt;
    this.last = Math.max(this.last, now);
    const size = RequestStats.BUCKET_MS;
    const b0 = Math.floor((startedAt - this.first) / size);
    const b1 = Math.floor((now - this.first) / size);
    for (let b = b0; b <= b1; b++) {
      const overlap = Math.min(now, this.first + (b + 1) * size) - Math.max(startedAt, this.first + b * size);
      if (overlap > 0) this.buckets[b] = (this.buckets[b] ?? 0) + overlap / size;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const segment = header(req, 'next-router-segment-prefetch');
    const rsc = header(req, 'rsc') === '1';
    const kind =
      path === '/_next/image'
        ? 'image'
        : path.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(path)
          ? path === '/robots.txt' || path === '/sitemap.xml'
            ? 'meta'
            : 'asset'
          : rsc
            ? segment
              ? 'segment'
              : 'rsc'
            : 'page';
    const key = `${rsc ? 1 : 0} ${segment ?? ''} ${req.url}`;
    if (this.seen.has(key)) this.repeats++;
    else this.seen.add(key);
    this.total++;
    this.byKind[kind] = (this.byKind[kind] ?? 0) + 1;
    const cls = `${Math.floor(status / 100)}xx`;
    this.byStatus[cls] = (this.byStatus[cls] ?? 0) + 1;
  }

  snapshot(): RequestCounts {
    const spanMs = this.total ? this.last - this.first : 0;
    return {
      total: this.total,
      repeats: this.repeats,
      byKind: { ...this.byKind },
      byStatus: { ...this.byStatus },
      spanMs,
      avgInFlight: spanMs > 0 ? this.busyMs / spanMs : 0,
      maxInFlight: this.maxInFlight,
      timeline: Array.from(this.buckets, (v) => Math.round((v ?? 0) * 10) / 10),
    };
  }
}

/** The bytes of each page, payload and segment, rendered once or on every call. */
class Renderer {
  private readonly site: SiteModel;
  private readonly cache?: Map<string, Buffer>;

  constructor(site: SiteModel, prerender: boolean) {
    this.site = site;
    if (!prerender) return;
    this.cache = new Map();
    for (let i = 0; i < site.paths.length; i++) {
      const p = site.page(i);
      this.cache.set(`html ${i}`, Buffer.from(renderHtml(site, p)));
      this.cache.set(`rsc ${i}`, Buffer.from(renderRsc(site, p)));
      for (const key of segmentKeys(p.path)) this.cache.set(`seg ${i} ${key}`, Buffer.from(renderSegment(site, p, key)!));
    }
  }

  html(i: number): Buffer {
    return this.cache?.get(`html ${i}`) ?? Buffer.from(renderHtml(this.site, this.site.page(i)));
  }

  rsc(i: number): Buffer {
    return this.cache?.get(`rsc ${i}`) ?? Buffer.from(renderRsc(this.site, this.site.page(i)));
  }

  segment(i: number, key: string): Buffer | undefined {
    if (this.cache) return this.cache.get(`seg ${i} ${key}`) ?? undefined;
    const body = renderSegment(this.site, this.site.page(i), key);
    return body === undefined ? undefined : Buffer.from(body);
  }
}

/** The site's request handler, and `revise(share)`: content edits to that share of the pages (the `--since` rows). */
export type SiteHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { revise(share: number): number };

export function createSiteHandler(site: SiteModel, prerender = false): SiteHandler {
  const imageCache = new Map<string, Buffer>();
  const imageEtags = new Map<string, string>();
  const render = new Renderer(site, prerender);
  /**
   * Pages whose content was edited since start, as on-demand revalidation does on `next start`: the build (chunk
   * names, build id) unchanged, the page's HTML and ETag new. The edit is a sentence in the page's first paragraph.
   */
  const revised = new Set<number>();
  const html = (index: number): Buffer => {
    const body = render.html(index);
    if (!revised.has(index)) return body;
    const text = body.toString('utf8');
    const at = text.indexOf('</p>');
    return Buffer.from(at < 0 ? text : `${text.slice(0, at)} Revised after publication.${text.slice(at)}`);
  };

  function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}): void {
    const buf = typeof body === 'string' ? Buffer.from(body) : body;
    res.writeHead(status, { 'content-type': type, 'content-length': buf.length, 'x-powered-by': 'Next.js', ...extra });
    res.end(buf);
  }

  function redirect(res: ServerResponse, status: number, location: string, extra: Record<string, string> = {}): void {
    res.writeHead(status, { location, 'content-length': 0, ...extra });
    res.end();
  }

  function image(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
    const src = query.get('url') ?? '';
    const w = Number(query.get('w'));
    const original = site.assets.byPath.get(src);
    if (!original?.type.startsWith('image/') || !IMAGE_WIDTHS.includes(w) || query.get('q') !== '75') {
      send(res, 400, 'text/plain', '"url" parameter is valid but upstream response is invalid');
      return;
    }
    const key = `${src} ${w}`;
    let body = imageCache.get(key);
    if (!body) {
      const next = rng(fnv1a(key));
      body = Buffer.alloc(Math.round(w * 6 + next() * 2000), 0);
      for (let i = 0; i < body.length; i += 97) body[i] = Math.floor(next() * 256);
      original.body.copy(body, 0, 0, 8);
      imageCache.set(key, body);
    }
    // Like Next 16's image optimizer (image-optimizer.js `setResponseHeaders`, checked on the corpus's `next start`):
    // an unquoted base64url sha256 ETag honoured by If-None-Match, and `immutable` for a static import's variants.
    const etag = imageEtags.get(key) ?? createHash('sha256').update(body).digest('base64url');
    imageEtags.set(key, etag);
    const cacheControl = src.startsWith('/_next/static/media/') ? 'public, max-age=315360000, immutable' : 'public, max-age=60, must-revalidate';
    const headers = { 'cache-control': cacheControl, vary: 'Accept', etag };
    if (header(req, 'if-none-match') === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    send(res, 200, original.type, body, headers);
  }

  /**
   * A file of `public/`, as `next start` serves it through `send`: `public, max-age=0`, a weak ETag of size and
   * mtime and a Last-Modified, both honoured. The mtime is the build's, fixed, so a restarted origin keeps them.
   */
  function publicFile(req: IncomingMessage, res: ServerResponse, asset: { type: string; body: Buffer }): void {
    const etag = `W/"${asset.body.length.toString(16)}-${PUBLIC_MTIME.getTime().toString(16)}"`;
    const headers = { 'cache-control': 'public, max-age=0', etag, 'last-modified': PUBLIC_MTIME.toUTCString() };
    if (header(req, 'if-none-match') === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    send(res, 200, asset.type, asset.body, headers);
  }

  function page(req: IncomingMessage, res: ServerResponse, index: number, url: URL): void {
    const path = site.paths[index]!;
    const pageHeaders = { vary: VARY, 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT', 'x-nextjs-prerender': '1' };
    if (header(req, 'rsc') !== '1') {
      // Like `next start` for a prerendered page: an ETag of the body, 304 on If-None-Match; none on payloads.
      const body = html(index);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (header(req, 'if-none-match') === etag) {
        res.writeHead(304, { etag, ...pageHeaders });
        res.end();
        return;
      }
      send(res, 200, 'text/html; charset=utf-8', body, { ...pageHeaders, etag });
      return;
    }
    const prefetch = header(req, 'next-router-prefetch');
    const segment = header(req, 'next-router-segment-prefetch');
    const expected = expectedRscParam(prefetch, segment, header(req, 'next-router-state-tree'), header(req, 'next-url'));
    if (url.searchParams.get('_rsc') !== expected) {
      redirect(res, 307, `${path}?_rsc=${expected}`, { vary: VARY });
      return;
    }
    const rscHeaders = { ...pageHeaders, 'content-type': 'text/x-component' };
    if (segment === undefined) {
      send(res, 200, 'text/x-component', render.rsc(index), rscHeaders);
      return;
    }
    const body = render.segment(index, segment);
    if (body === undefined) send(res, 404, 'text/x-component', '', { vary: VARY });
    else send(res, 200, 'text/x-component', body, { ...rscHeaders, 'x-nextjs-postponed': '2' });
  }

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://site');
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const path = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'text/plain', 'method not allowed');
      return;
    }
    if (path === '/robots.txt') {
      send(res, 200, 'text/plain', `User-Agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
      return;
    }
    if (path === '/sitemap.xml') {
      const urls = site.paths.map((p) => `<url><loc>${origin}${p}</loc><changefreq>weekly</changefreq></url>`);
      send(
        res,
        200,
        'application/xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
      return;
    }
    if (path === '/_next/image') {
      image(req, res, url.searchParams);
      return;
    }
    const asset = site.assets.byPath.get(path);
    if (asset) {
      if (path.startsWith('/_next/static/')) send(res, 200, asset.type, asset.body, { 'cache-control': 'public, max-age=31536000, immutable' });
      else publicFile(req, res, asset);
      return;
    }
    if (path.length > 1 && path.endsWith('/')) {
      redirect(res, 308, path.replace(/\/+$/, '') + url.search);
      return;
    }
    if (path === REDIRECT_FROM) {
      redirect(res, 308, site.sectionRoots[0] ?? '/');
      return;
    }
    const index = site.pathIndex.get(path);
    if (index !== undefined) {
      page(req, res, index, url);
      return;
    }
    if (header(req, 'rsc') === '1') send(res, 404, 'text/x-component', '', { vary: VARY });
    else send(res, 404, 'text/html; charset=utf-8', renderNotFound(), { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
  };
  return Object.assign(handler, {
    /** Edits every page whose index is a multiple of 1/share (spread over the site); returns how many. */
    revise(share: number): number {
      const step = Math.max(1, Math.round(1 / share));
      for (let i = step - 1; i < site.paths.length; i += step) revised.add(i);
      return revised.size;
    },
  });
}

export interface RunningSite {
  server: Server;
  url: string;
  site: SiteModel;
  stats: () => RequestCounts;
  resetStats: () => void;
  revise: (share: number) => number;
}

/** Listens on 127.0.0.1, port 0. */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSite> {
  const site = new SiteModel({ pages: options.pages, seed: options.seed, editRound: options.editRound ?? 0, build: options.build ?? 0 });
  const handle = createSiteHandler(site, options.prerender ?? false);
  const box = { stats: new RequestStats() };
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, (req, res) => {
    const stats = box.stats;
    const startedAt = stats.begin();
    res.on('close', () => stats.record(req, res.statusCode, startedAt));
    if (options.latencyMs > 0) setTimeout(handle, options.latencyMs, req, res);
    else handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    site,
    stats: () => box.stats.snapshot(),
    resetStats: () => {
      box.stats = new RequestStats();
    },
    revise: (share) => handle.revise(share),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '2000' },
      latency: { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      prerender: { type: 'boolean', default: false },
      port: { type: 'string', default: '0' },
    },
  });
  const running = await startSiteServer({
    pages: Number(values.pages),
    latencyMs: Number(values.latency),
    seed: Number(values.seed),
    prerender: values.prerender,
    port: Number(values.port),
  });
  const { url, site } = running;
  process.stdout.write(`${JSON.stringify({ url, pages: site.paths.length, assets: site.assets.byPath.size })}\n`);
  process.on('SIGTERM', () => process.exit(0));
  process.on('message', (message) => {
    if (typeof message === 'object' && message !== null && 'revise' in message) {
      process.send?.({ revised: running.revise(Number((message as { revise: number }).revise)) });
      return;
    }
    if (message !== 'stats' && message !== 'reset') return;
    process.send?.({ stats: running.stats() });
    if (message === 'reset') running.resetStats();
  });
  process.on('disconnect', () => process.exit(0));
}
