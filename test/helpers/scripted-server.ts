// A loopback HTTP server whose answers a test scripts per path (`routes`), counting the requests each path got
// (`hits`, 0-based in the handler): for the tests of the fetcher and the bundle downloader. The test that starts
// it closes it.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export type ScriptedRoute = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

export interface ScriptedServer {
  origin: string;
  /** path (with query) → handler; an unlisted path answers 404 with a small HTML body. */
  routes: Map<string, ScriptedRoute>;
  /** path (with query) → requests seen. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startScriptedServer(routes = new Map<string, ScriptedRoute>(), hits = new Map<string, number>()): Promise<ScriptedServer> {
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

export interface ScriptedServerForTests {
  routes: ScriptedServer['routes'];
  hits: ScriptedServer['hits'];
  /** Set once the file's tests start. */
  readonly origin: string;
  /** A scratch directory for the file's tests, removed after them. */
  readonly dir: string;
}

/** A scripted server and a scratch directory for one test file: started before its tests, removed after. */
export function useScriptedServer(scratchPrefix: string): ScriptedServerForTests {
  let server: ScriptedServer | undefined;
  let dir = '';
  const routes = new Map<string, ScriptedRoute>();
  const hits = new Map<string, number>();
  beforeAll(async () => {
    server = await startScriptedServer(routes, hits);
    dir = await mkdtemp(join(tmpdir(), scratchPrefix));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    routes,
    hits,
    get origin() {
      return server!.origin;
    },
    get dir() {
      return dir;
    },
  };
}
