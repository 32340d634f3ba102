// What the loopback host emulators share: a node:http server on 127.0.0.1:0 that mounts a bundle directory
// under a path prefix, records every request, and asks a host-specific `route` what to answer. Nothing here
// looks at request headers: these hosts are file servers, not the framework.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import { contentTypeForFile } from '../../../src/serve/content-type.ts';

export type Answer =
  | { kind: 'file'; rel: string; status?: number }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'error'; status: number; body?: string };

export interface HostRequest {
  /** Path below the mount prefix, still percent-encoded, always starting with `/`. */
  path: string;
  /** Path segments, decoded; undefined when the path tries `..`, NUL or a backslash. */
  segments: string[] | undefined;
  prefix: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  status: number;
}

export interface RunningHost {
  /** Origin plus prefix, ending in `/`: where the site's home page is. */
  url: string;
  origin: string;
  prefix: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface HostFs {
  isFile(rel: string): Promise<boolean>;
  isDir(rel: string): Promise<boolean>;
}

function decodeSegments(path: string): string[] | undefined {
  const out: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let s: string;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (s === '.' || s === '..' || s.includes('/') || s.includes('\\') || s.includes('\0')) return undefined;
    out.push(s);
  }
  return out;
}

export function normalisePrefix(prefix = '/'): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export async function startStaticHost(
  root: string,
  options: { prefix?: string; route: (req: HostRequest, fs: HostFs) => Promise<Answer>; contentType?: (rel: string) => string },
): Promise<RunningHost> {
  const realRoot = await realpath(root);
  const prefix = normalisePrefix(options.prefix);
  const typeOf = options.contentType ?? contentTypeForFile;
  const requests: RecordedRequest[] = [];
  const abs = (rel: string): string => join(realRoot, ...rel.split('/').filter(Boolean));
  const within = async (rel: string): Promise<string | undefined> => {
    try {
      const real = await realpath(abs(rel));
      return real === realRoot || real.startsWith(realRoot + sep) ? real : undefined;
    } catch {
      return undefined;
    }
  };
  const fs: HostFs = {
    async isFile(rel) {
      const p = await within(rel);
      return p !== undefined && (await stat(p)).isFile();
    },
    async isDir(rel) {
      const p = await within(rel);
      return p !== undefined && (await stat(p)).isDirectory();
    },
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const target = req.url ?? '/';
    const path = target.split('?')[0]!;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return 405;
    }
    if (!(path === prefix.slice(0, -1) || path.startsWith(prefix))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('outside the mounted prefix\n');
      return 404;
    }
    const below = path === prefix.slice(0, -1) ? '' : `/${path.slice(prefix.length)}`;
    const decision = await options.route({ path: below || '/', segments: decodeSegments(below), prefix }, fs);
    if (decision.kind === 'redirect') {
      res.writeHead(decision.status, { location: decision.location }).end();
      return decision.status;
    }
    if (decision.kind === 'error') {
      res.writeHead(decision.status, { 'content-type': 'text/html' }).end(decision.body ?? `<h1>${decision.status}</h1>`);
      return decision.status;
    }
    const file = await within(decision.rel);
    if (!file) {
      res.writeHead(404).end();
      return 404;
    }
    const size = (await stat(file)).size;
    const status = decision.status ?? 200;
    res.writeHead(status, { 'content-type': typeOf(decision.rel), 'content-length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return status;
  }

  const server = createServer((req, res) => {
    answer(req, res).then(
      (status) => requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', status }),
      () => {
        requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', status: 500 });
        if (!res.headersSent) res.writeHead(500);
        res.end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${prefix}`,
    origin,
    prefix,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
