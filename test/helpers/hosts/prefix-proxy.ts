// A reverse proxy that mounts a host serving at `/` under a sub-path (an ingress rule `path: /docs-mirror`
// with a rewrite, or nginx `location /docs-mirror/ { proxy_pass http://upstream/; }`): strips the prefix from the
// request, passes every header through (RSC routing still sees `RSC`, `Next-Router-*`), and puts the prefix in
// front of root-absolute `Location` headers on the way back, as nginx's default `proxy_redirect` does.
// `/docs-mirror` (no slash) is redirected to `/docs-mirror/`. Anything outside the prefix is a 404.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalisePrefix } from './static-host.ts';

export interface RunningProxy {
  url: string;
  origin: string;
  prefix: string;
  close(): Promise<void>;
}

export async function startPrefixProxy(upstreamOrigin: string, prefixOption: string): Promise<RunningProxy> {
  const prefix = normalisePrefix(prefixOption);
  const upstream = new URL(upstreamOrigin);
  const server = createServer((req, res) => {
    const target = req.url ?? '/';
    if (target === prefix.slice(0, -1) || target.startsWith(`${prefix.slice(0, -1)}?`)) {
      res.writeHead(301, { location: `${prefix}${target.slice(prefix.length - 1)}` }).end();
      return;
    }
    if (!target.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('outside the proxied prefix\n');
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: `/${target.slice(prefix.length)}`, headers }, (up) => {
      const back = { ...up.headers };
      const location = back.location;
      if (typeof location === 'string') {
        if (location.startsWith('/') && !location.startsWith('//')) back.location = `${prefix}${location.slice(1)}`;
        else if (location.startsWith(upstream.origin)) back.location = `${prefix}${location.slice(upstream.origin.length + 1)}`;
      }
      res.writeHead(up.statusCode ?? 502, back);
      up.pipe(res);
    });
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${prefix}`,
    origin,
    prefix,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
