// A docs site that tries to make the exporter fetch a private service (finding 1 of issue 15), and that
// service: a canary on another loopback port that counts every TCP connection it receives. The site's pages
// reach for the canary through every spelling of its address, a redirect, `<base href>`, a stylesheet and
// CSS `url()`; an export that obeys the outbound policy leaves the canary at 0 connections.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CanarySite {
  origin: string;
  canaryPort: number;
  /** TCP connections the canary accepted. */
  connections(): number;
  /** Canary URLs (normalised by the URL parser) that are 127.0.0.1:canaryPort however the page spelled them. */
  ipv4Targets: string[];
  /** A same-site asset that redirects to the canary, and the canary URL it redirects to. */
  redirect: { from: string; to: string };
  close(): Promise<void>;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a7b1d2f30000000049454e44ae426082',
  'hex',
);

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function startCanarySite(): Promise<CanarySite> {
  let connections = 0;
  const canary = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.endsWith('.css')) {
      res.writeHead(200, { 'content-type': 'text/css' });
      return res.end(`body{background:url(secret-bg.png)}`);
    }
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  });
  canary.on('connection', () => connections++);
  const canaryPort = await listen(canary);
  const P = canaryPort;
  // Every spelling of 127.0.0.1 a browser (and the WHATWG URL parser) accepts, plus names and wrappers.
  const spellings = [
    `127.0.0.1:${P}`,
    `127.1:${P}`,
    `2130706433:${P}`,
    `0x7f000001:${P}`,
    `0177.0.0.1:${P}`,
    `0x7f.1:${P}`,
    `127.0.1:${P}`,
    `localhost:${P}`,
    `LOCALHOST.:${P}`,
    `[::ffff:127.0.0.1]:${P}`,
    `[::ffff:7f00:1]:${P}`,
    `0.0.0.0:${P}`,
    `0:${P}`,
    `[::1]:${P}`,
    `127.000.000.001:${P}`,
  ];
  const refs = spellings.map((host, i) => `<img src="http://${host}/img-${i}.png"> <link rel="stylesheet" href="http://${host}/style-${i}.css">`).join('\n');
  const site = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const html = (body: string, head = '') => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Hostile</title>${head}</head><body>${body}</body></html>`);
    };
    switch (path) {
      case '/':
        return html(
          `${refs}
           <img srcset="http://127.1:${P}/srcset.png 2x"> <div style="background:url(http://0x7f000001:${P}/inline.png)"></div>
           <img src="/redirect.png"> <a href="/based">based</a> <a href="/go-private">go</a> <a href="/css-page">css</a>`,
        );
      case '/redirect.png':
        res.writeHead(302, { location: `http://127.1:${P}/redirected.png` });
        return res.end();
      case '/go-private':
        res.writeHead(302, { location: `http://localhost:${P}/private-page` });
        return res.end();
      case '/based':
        // A browser resolves every relative reference of this page against the <base>: the canary.
        return html('<img src="based.png"> <a href="other">other</a>', `<base href="http://127.0.0.1:${P}/base/"><link rel="stylesheet" href="based.css">`);
      case '/css-page':
        return html('<p>styled</p>', '<link rel="stylesheet" href="/local.css">');
      case '/local.css':
        res.writeHead(200, { 'content-type': 'text/css' });
        return res.end(`@import url(http://2130706433:${P}/imported.css); body{background:url(http://0177.0.0.1:${P}/css-bg.png)}`);
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<!doctype html><title>Not found</title>');
    }
  });
  const origin = `http://127.0.0.1:${await listen(site)}`;
  const ipv4Targets = [
    // Not `localhost` (it may resolve to ::1 first) nor the unspecified and IPv6 forms: only what is 127.0.0.1.
    ...[0, 1, 2, 3, 4, 5, 6, 14].map((i) => new URL(`http://${spellings[i]}/img-${i}.png`).href),
    `http://127.0.0.1:${P}/base/based.png`,
    `http://127.0.0.1:${P}/css-bg.png`,
  ];
  return {
    origin,
    canaryPort,
    connections: () => connections,
    ipv4Targets,
    redirect: { from: '/redirect.png', to: `http://127.0.0.1:${P}/redirected.png` },
    close: async () => {
      for (const server of [site, canary]) {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      }
    },
  };
}
