// The request handler of `serve`: a plain `(Request) => Response` over the current release, so tests call it
// without a socket. Order: health, `next/image`, RSC, exact asset URLs (queries), redirects, files, 404.
import { META_DIR } from '../core/types.ts';
import { cacheControlFor, IMMUTABLE, NO_STORE, REVALIDATE, SHORT } from './cache-policy.ts';
import { CompressionCache } from './compress.ts';
import { contentTypeForFile, RSC_CONTENT_TYPE } from './content-type.ts';
import { fileResponse, type FileFacts } from './file-response.ts';
import { containedFile, resolveFile } from './resolve-file.ts';
import { isRscRequest, pickRsc, replayHeaders, RSC_VARY } from './rsc.ts';
import { findImage, normalisePath, type Site } from './site.ts';
import type { FileRecord } from '../core/types.ts';

export const HEALTH_PATH = `/${META_DIR}/health`;

export interface ServedRelease {
  site: Site;
  /** Where the release came from (bundle path, URL or directory), for the health report. */
  source: string;
  loadedAt: Date;
}

export interface HandlerState {
  current(): ServedRelease | undefined;
  /** The last refresh that failed while an older release kept serving, for the health report. */
  lastError(): string | undefined;
}

export type Handler = (request: Request) => Promise<Response>;

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE, ...headers } });
}

function health(state: HandlerState): Response {
  const release = state.current();
  const body = release
    ? {
        status: 'ok',
        version: release.site.manifest.version,
        source: release.site.manifest.source,
        generator: release.site.manifest.generator,
        bundle: release.source,
        pages: release.site.manifest.pages.length,
        assets: release.site.manifest.assets.length,
        servingSince: release.loadedAt.toISOString(),
        ...(state.lastError() ? { lastRefreshError: state.lastError() } : {}),
      }
    : { status: 'starting' };
  return new Response(`${JSON.stringify(body)}\n`, {
    status: release ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_STORE },
  });
}

/** A manifest record as a file to send, through the same containment check as every other file; or undefined. */
async function recordFile(site: Site, record: FileRecord, overrides: Partial<FileFacts> = {}): Promise<FileFacts | undefined> {
  const file = await containedFile(site.dir, record.file);
  if (!file) return undefined;
  return {
    absPath: file.abs,
    size: file.size,
    contentType: record.contentType || contentTypeForFile(record.file),
    tag: record.sha256,
    cacheControl: cacheControlFor(record.file, record.contentType),
    ...overrides,
  };
}

/**
 * A request path as a redirect target that stays on this origin: `//n` or `/\\n` as a Location is a
 * scheme-relative URL (a browser reads host `n`), so leading slashes and backslashes become one slash.
 */
export function onOrigin(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/** Same-site redirect targets keep the request's query, as Next's `redirects()` does (the `_rsc` survives). */
function redirect(status: number, to: string, search: string): Response {
  const location = to.startsWith('/') && search && !to.includes('?') ? `${to}${search}` : to;
  return new Response(null, { status, headers: { location, 'cache-control': SHORT } });
}

export function createHandler(state: HandlerState): Handler {
  const cache = new CompressionCache();

  async function notFound(request: Request, site: Site, rsc: boolean): Promise<Response> {
    if (rsc) return new Response(null, { status: 404, headers: { 'content-type': RSC_CONTENT_TYPE, vary: RSC_VARY, 'cache-control': REVALIDATE } });
    const page = site.manifest.notFound;
    if (page) {
      const resolved = await resolveFile(site.dir, `/${page}`);
      if (resolved.kind === 'file') {
        const record = site.files.get(page);
        return fileResponse(
          request,
          {
            absPath: resolved.abs,
            size: resolved.size,
            contentType: record?.contentType || 'text/html; charset=utf-8',
            tag: record?.sha256 ?? resolved.tag,
            cacheControl: REVALIDATE,
            status: 404,
          },
          cache,
        );
      }
    }
    return text(404, 'Not Found\n');
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method Not Allowed\n', { allow: 'GET, HEAD' });
    const url = new URL(request.url);
    if (url.pathname === HEALTH_PATH) return health(state);
    const release = state.current();
    // The reason is our own words (refresher.ts), never another host's: a revoked release says why nothing is served.
    if (!release) return text(503, `No site is being served${state.lastError() ? `: ${state.lastError()}` : ' yet'}.\n`, { 'retry-after': '5' });
    const { site } = release;

    if (url.pathname === '/_next/image') {
      const image = findImage(site, url.searchParams);
      const file = image && (await recordFile(site, image, { cacheControl: SHORT }));
      return file ? fileResponse(request, file, cache) : notFound(request, site, false);
    }

    const key = normalisePath(url.pathname);
    const rsc = isRscRequest(request.headers);
    const page = site.pages.get(key);
    if (rsc && page) {
      const record = pickRsc(page, request.headers);
      if (!record) return notFound(request, site, true);
      const file = await recordFile(site, record, { contentType: RSC_CONTENT_TYPE, cacheControl: REVALIDATE, headers: replayHeaders(record), vary: RSC_VARY });
      return file ? fileResponse(request, file, cache) : notFound(request, site, true);
    }

    const exact = url.search ? site.assetsByUrl.get(`${url.pathname}${url.search}`) : undefined;
    const exactFile = exact && (await recordFile(site, exact));
    if (exactFile) return fileResponse(request, exactFile, cache);

    const moved = site.redirects.get(key);
    if (moved && !page) return redirect(moved.status, moved.to, url.search);

    const resolved = await resolveFile(site.dir, url.pathname);
    if (resolved.kind === 'add-slash') return redirect(308, `${onOrigin(url.pathname)}/`, url.search);
    if (resolved.kind === 'none') return notFound(request, site, rsc);
    const record = site.files.get(resolved.rel);
    const contentType = record?.contentType || contentTypeForFile(resolved.rel);
    const isPage = resolved.rel.endsWith('index.html') && page !== undefined;
    return fileResponse(
      request,
      {
        absPath: resolved.abs,
        size: resolved.size,
        contentType,
        tag: record?.sha256 ?? resolved.tag,
        cacheControl: resolved.rel.startsWith('_next/static/') ? IMMUTABLE : cacheControlFor(resolved.rel, contentType),
        ...(isPage ? { vary: RSC_VARY } : {}),
      },
      cache,
    );
  };
}
