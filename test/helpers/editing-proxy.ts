// A loopback reverse proxy that edits what a real site answers, so one built site can stand for several versions
// of itself (v1, v2, v3…) without rebuilding: `proxy.edits` maps a path (without query) to text replacements in
// its HTML, and `proxy.hidden` answers 404 for paths as if the page was deleted. Upstream is asked without
// compression, so the body can be edited; validators go, since the bytes change.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EditingProxy {
  origin: string;
  /** Path → [search, replacement] pairs applied to its HTML (text/html answers only). */
  edits: Map<string, [string, string][]>;
  /** Paths answered 404 (a page removed in this version). */
  hidden: Set<string>;
  close(): Promise<void>;
}

export async function startEditingProxy(target: string): Promise<EditingProxy> {
  const upstream = new URL(target);
  let server: Server;
  const proxy: EditingProxy = {
    origin: '',
    edits: new Map(),
    hidden: new Set(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (proxy.hidden.has(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
      return;
    }
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const up = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      const edits = proxy.edits.get(path);
      if (!edits || !/text\/html/.test(String(answer.headers['content-type'] ?? ''))) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        let body = Buffer.concat(chunks).toString('utf8');
        for (const [from, to] of edits) body = body.split(from).join(to);
        const out = { ...answer.headers };
        delete out['content-length'];
        delete out.etag;
        delete out['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, { ...out, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
