// Downloads for the embedded filesystem store: `GET /v1/bundles/<key>?expires=…&sig=…`. The signed query is the
// credential (no bearer key: the link is handed to deployments and `curl -o`), checked before the file is opened.
import { Readable } from 'node:stream';
import type { H3Event } from 'h3';
import { openStoredBundle } from '../../src/store/fs-store.ts';
import type { AppDeps } from './app-deps.ts';
import { HttpProblem } from './http-error.ts';

/** Answers a signed bundle link with the archive (the server side of a download; `fetchBundle` is the client side). */
export async function serveBundleLink(event: H3Event, deps: AppDeps): Promise<Response> {
  if (!deps.downloads) throw new HttpProblem(404, 'bundle links of this server are served by its object store, not by the API');
  let key: string;
  try {
    key = decodeURIComponent(event.url.pathname.replace(/^\/v1\/bundles\//, ''));
  } catch {
    throw new HttpProblem(404, 'no such bundle');
  }
  const opened = await openStoredBundle(deps.downloads, key, event.url.searchParams);
  if (!opened.ok) throw new HttpProblem(opened.status, opened.message);
  const headers = {
    'content-type': opened.contentType,
    'content-length': String(opened.bytes),
    'content-disposition': `attachment; filename="${opened.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'private, no-store',
  };
  if (event.req.method === 'HEAD') {
    opened.stream.destroy();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, { status: 200, headers });
}
