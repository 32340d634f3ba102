// A small loopback site that misbehaves on purpose: flaky 500s, 429 with Retry-After, a response slower than the
// client's timeout, an oversize body, path-traversal links and an infinite link space.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileSite {
  origin: string;
  hits: Map<string, number>;
  /** When each 429'd request was retried, in ms after the 429 was sent. */
  retryAfterGapMs: number[];
  close(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/style.css"></head><body><h1>${title}</h1>${body}</body></html>`;

export async function startHostileSite(opts: { bigBytes: number; slowMs: number }): Promise<HostileSite> {
  const hits = new Map<string, number>();
  const retryAfterGapMs: number[] = [];
  let limitedAt = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const n = (hits.get(url.pathname) ?? 0) + 1;
    hits.set(url.pathname, n);
    const html = (s: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(s);
    };
    switch (url.pathname) {
      case '/':
        return html(
          page(
            'Home',
            `<a href="/flaky">flaky</a> <a href="/limited">limited</a> <a href="/slow">slow</a>
             <a href="/big.bin">big</a> <a href="../../../../etc/passwd">up</a> <a href="/..%2f..%2f..%2fetc%2fhosts">enc</a>
             <a href="/a/%2e%2e/%2e%2e/%2e%2e/etc/shadow">dots</a> <img src="/../../../tmp/evil.png">
             <a href="/trap/1">trap</a> <a href="/missing">missing</a>`,
          ),
        );
      case '/style.css':
        res.writeHead(200, { 'content-type': 'text/css' });
        return res.end('body{background:url(/bg.png)}');
      case '/bg.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
      case '/flaky':
        if (n <= 2) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('boom');
        }
        return html(page('Flaky', 'finally'));
      case '/limited':
        if (n === 1) {
          limitedAt = performance.now();
          res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' });
          return res.end('slow down');
        }
        retryAfterGapMs.push(performance.now() - limitedAt);
        return html(page('Limited', 'let in'));
      case '/slow':
        if (n === 1) {
          const timer = setTimeout(() => html(page('Slow', 'too late')), opts.slowMs);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        return html(page('Slow', 'quick now'));
      case '/big.bin':
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(Buffer.alloc(opts.bigBytes, 1));
      default: {
        const trap = /^\/trap\/(\d+)$/.exec(url.pathname);
        if (trap) {
          const k = Number(trap[1]);
          return html(page(`Trap ${k}`, `<a href="/trap/${k + 1}">next</a> <a href="/trap/${k}/x">deeper</a>`));
        }
        if (/^\/trap\/\d+\/x$/.test(url.pathname)) return html(page('Deeper', '<a href="/">home</a>'));
        if (
          url.pathname.startsWith('/etc') ||
          url.pathname.includes('passwd') ||
          url.pathname.includes('evil') ||
          url.pathname.includes('hosts') ||
          url.pathname.includes('shadow')
        ) {
          return html(page('Sneaky', 'a page whose path tries to climb out of the export'));
        }
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end(page('Not found', ''));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    retryAfterGapMs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
