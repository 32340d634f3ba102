// A second loopback origin playing an external CDN for the fixture site: it serves test/fixtures/cdn/ (a
// stylesheet whose url()s point further on this host, a font, images) and records every request, so tests can
// tell what an exporter fetched and prove a browser never came back here.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CDN_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'cdn');

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface CdnServer {
  origin: string;
  /** `GET /css/fonts.css`, … in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startCdnServer(): Promise<CdnServer> {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://cdn.invalid').pathname;
    requests.push(`${method} ${path}`);
    // Fonts from another origin load only with CORS; a real CDN sends this on everything.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = join(
      CDN_ROOT,
      ...decodeURIComponent(path)
        .split('/')
        .filter((s) => s && s !== '.' && s !== '..'),
    );
    const type = TYPES[extname(file)];
    if (!type || !file.startsWith(CDN_ROOT + sep)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'public, max-age=3600' });
      res.end(method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
