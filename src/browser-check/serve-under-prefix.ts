// A bundle hosted for the browser check: `serve`'s own handler (what a self-hosted deployment answers), mounted
// under a sub-path. A sub-path because that is where a bundle breaks when something in it still points at the host's
// root: such a request lands outside the mount and fails, as it would on a real host under a prefix.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler, type Handler } from '../serve/handler.ts';
import { toNodeListener } from '../serve/node-adapter.ts';
import type { Site } from '../serve/site.ts';

/** Where the check mounts the bundle. */
export const CHECK_PREFIX = '/_verify/';

export interface MountedBundle {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The bundle root: origin + prefix. */
  url: string;
  close(): Promise<void>;
}

/** The handler's root-absolute redirects (`/x` → `/x/`) moved under the prefix, as a proxy in front of it would. */
function underPrefix(handler: Handler, prefix: string): Handler {
  return async (request) => {
    const response = await handler(request);
    const location = response.headers.get('location');
    if (!location?.startsWith('/') || location.startsWith('//')) return response;
    const headers = new Headers(response.headers);
    headers.set('location', `${prefix}${location.slice(1)}`);
    return new Response(response.body, { status: response.status, headers });
  };
}

export async function mountBundle(site: Site, prefix = CHECK_PREFIX): Promise<MountedBundle> {
  const release = { site, source: site.dir, loadedAt: new Date() };
  const handler = underPrefix(createHandler({ current: () => release, lastError: () => undefined }), prefix);
  const listener = toNodeListener(handler, () => undefined);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? '/';
    if (target === prefix.slice(0, -1)) {
      res.writeHead(301, { location: prefix }).end();
      return;
    }
    if (!target.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('outside the bundle\n');
      return;
    }
    req.url = `/${target.slice(prefix.length)}`;
    listener(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
