// A loopback HTTP server whose answers a test scripts per path (`routes`), counting the requests each path got
// (`hits`, 0-based in the handler): for the tests of the fetcher and the bundle downloader. The test that starts
// it closes it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedRoute = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

export interface ScriptedServer {
  origin: string;
  /** path (with query) → handler; an unlisted path answers 404 with a small HTML body. */
  routes: Map<string, ScriptedRoute>;
  /** path (with query) → requests seen. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const routes = new Map<string, ScriptedRoute>();
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const hit = hits.get(path) ?? 0;
    hits.set(path, hit + 1);
    const route = routes.get(path);
    if (route) route(req, res, hit);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>missing</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
