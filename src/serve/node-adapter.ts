// node:http ↔ fetch-style handler. The handler stays socket-free (tests call it with `new Request`); this is
// the only place that knows about IncomingMessage and ServerResponse.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Handler } from './handler.ts';

// Only the path and query matter to the handler (redirects use relative locations), so the Host header, which
// a client controls, never goes into a URL.
const BASE = 'http://localhost';

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The handler only answers GET and HEAD, so the request body is never read.
  // Prefixing (not resolving) keeps `//x` a path rather than a host; absolute-form targets keep their path.
  const raw = req.url ?? '/';
  const target = raw.startsWith('/') ? raw : URL.canParse(raw) ? new URL(raw).pathname + new URL(raw).search : '/';
  return new Request(`${BASE}${target}`, { method: req.method ?? 'GET', headers });
}

export function toNodeListener(handler: Handler, onError: (error: unknown) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      let response: Response;
      try {
        response = await handler(toRequest(req));
      } catch (error) {
        onError(error);
        response = new Response('Internal Server Error\n', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
      res.statusCode = response.status;
      for (const [name, value] of response.headers) res.setHeader(name, value);
      if (!response.body || req.method === 'HEAD') {
        await response.body?.cancel();
        res.end();
        return;
      }
      try {
        await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
      } catch {
        // The client went away mid-body; nothing to answer.
      }
    })();
  };
}
