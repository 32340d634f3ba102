// A loopback reverse proxy that delays every request, so an export of the (fast) fixture site takes long enough
// to kill or stop the server in the middle of it. It also counts requests.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowProxy {
  origin: string;
  /** Milliseconds each request waits before it is forwarded; change it at any time. */
  delayMs: number;
  requests: number;
  close(): Promise<void>;
}

export async function startSlowProxy(target: string, delayMs: number): Promise<SlowProxy> {
  const upstream = new URL(target);
  let server: Server;
  const proxy: SlowProxy = {
    origin: '',
    delayMs,
    requests: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server = createServer((req, res) => {
    proxy.requests++;
    setTimeout(() => {
      const up = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(up);
    }, proxy.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
