// Generated malformed requests (bodies, headers, paths, methods; seeded, so a failure replays): every one gets a
// 4xx with an `{error}` body, never a 5xx. Most go through app.fetch; a share goes over a real socket, including
// bytes that are not HTTP at all.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from '../../server/api/http-server.ts';
import { keys, removeDir, startTestApi, type TestApi } from './support.ts';

function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED) || 20261122;
const rand = prng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const int = (n: number) => Math.floor(rand() * n);
const latin1 = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(32 + int(224)))
    .join('')
    .replace(/\x7f/g, '');
// Any code point but lone surrogates (which no UTF-8 request can carry).
const anyChars = (n: number) =>
  Array.from({ length: n }, () => {
    const c = int(0x2ffff);
    return String.fromCodePoint(c >= 0xd800 && c <= 0xdfff ? c + 0x800 : c);
  }).join('');

function randomJson(depth = 0): unknown {
  const kinds = depth > 3 ? ['null', 'bool', 'num', 'str'] : ['null', 'bool', 'num', 'str', 'arr', 'obj'];
  switch (pick(kinds)) {
    case 'null':
      return null;
    case 'bool':
      return rand() < 0.5;
    case 'num':
      return pick([0, -1, 1e308, -0.5, 2 ** 53 + 1, 42]);
    case 'str':
      return pick(['', 'docs.acme.test', anyChars(int(40)), 'x'.repeat(int(5000)), '../../etc/passwd', 'https://169.254.169.254/']);
    case 'arr':
      return Array.from({ length: int(5) }, () => randomJson(depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: int(5) }, () => [pick(['domain', 'version', 'paths', 'constructor', '__proto__', anyChars(8)]), randomJson(depth + 1)]),
      );
  }
}

/** A body that is never a valid start request (so nothing gets a 202). */
function badBody(): string | Uint8Array<ArrayBuffer> {
  switch (int(10)) {
    case 0:
      return Uint8Array.from({ length: int(300) }, () => int(256));
    case 1:
      return JSON.stringify(randomJson()).slice(0, 1 + int(30)); // truncated
    case 2:
      return '['.repeat(5000 + int(50000)); // deep nesting, unterminated
    case 3:
      return `${'['.repeat(3000)}${']'.repeat(3000)}`;
    case 4:
      return JSON.stringify({ domain: randomJson(2), [anyChars(6)]: 1 });
    case 5:
      return JSON.stringify({ domain: 'docs.acme.test', paths: pick([[], [randomJson(3)], 'x', [`../${anyChars(5)}`], [null]]) });
    case 6:
      return JSON.stringify({ domain: pick(['', 'a..b', 'http://docs.acme.test', anyChars(20), 'docs.acme.test:80', '*.acme.test', '127.0.0.1:22']) });
    case 7:
      return `\ufeff{"domain":"docs.acme.test",}`; // BOM + trailing comma
    case 8:
      return '{"domain":"docs.acme.test" /* comment */}';
    default:
      return JSON.stringify(pick([[], 'docs.acme.test', 1, true, null]));
  }
}

const PATHS = [
  '/v1/static-export/jobs',
  '/v1/static-export/jobs/sej_aaaaaaaaaaaaaaaaaaaaaaaaaa',
  '/v1/static-export/jobs/sej_aaaaaaaaaaaaaaaaaaaaaaaaaa/bundle',
  '/v1/bundles/acme/sej_aaaaaaaaaaaaaaaaaaaaaaaaaa.tar.gz',
];

function badPath(): string {
  const base = pick(PATHS);
  switch (int(12)) {
    case 0:
      return `${base}/${encodeURIComponent(anyChars(int(30)))}`;
    case 1:
      return `${base}/%ZZ%00%`;
    case 2:
      return base.replace(
        'sej_aaaaaaaaaaaaaaaaaaaaaaaaaa',
        pick(['..', '%2e%2e%2f%2e%2e', 'sej_', `sej_${'a'.repeat(500)}`, '%00', 'SEJ_AAAAAAAAAAAAAAAAAAAAAAAAAA']),
      );
    case 3:
      return `${base}?${latin1(int(50)).replace(/[#\s]/g, '')}`;
    case 4:
      return `/v1/${'x/'.repeat(int(200))}`;
    case 5:
      return base.toUpperCase();
    case 6:
      return `/v1/bundles/${pick(['acme/x.tar.gz?expires=1&sig=abc', '../config.json', '..%2Fconfig.json', `${'a/'.repeat(300)}b`, '.incoming/x', `acme/sej_aaaaaaaaaaaaaaaaaaaaaaaaaa.tar.gz?expires=99999999999&sig=${'A'.repeat(43)}`])}`;
    case 7:
      return `${base}/../../../../etc/passwd`;
    case 8:
      return `/${'a'.repeat(8000)}`;
    case 9:
      return `/v1/static-export/jobs/${encodeURIComponent(anyChars(10))}/bundle`;
    default:
      return base;
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'FOO', 'QUERY'];

interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Half the requests aim at the body checks: a start with a valid key (mostly) and a broken body or media type. */
function generateBodyCase(validKey: string): Generated {
  const headers: Record<string, string> = { authorization: rand() < 0.9 ? `Bearer ${validKey}` : `Bearer ${latin1(20).trim() || 'x'}` };
  const type = int(10);
  if (type < 7) headers['content-type'] = pick(['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']);
  else if (type === 7) headers['content-type'] = latin1(int(40)).trim() || 'x';
  else if (type === 8) headers['content-type'] = pick(['application/json; charset=utf-16', 'text/json', 'application/jsonx', 'multipart/form-data']);
  return { method: 'POST', path: '/v1/static-export/jobs', headers, body: badBody() };
}

function generate(validKey: string): Generated {
  if (rand() < 0.5) return generateBodyCase(validKey);
  const method = rand() < 0.6 ? 'POST' : pick(METHODS);
  const headers: Record<string, string> = {};
  const auth = int(8);
  if (auth === 1) headers.authorization = `Bearer ${latin1(int(100)).trim() || 'x'}`;
  else if (auth === 2) headers.authorization = latin1(int(60));
  else if (auth === 3) headers.authorization = `Bearer ${`sxk_${'A'.repeat(int(100))}`}`;
  else if (auth === 4) headers.authorization = `bearer   ${validKey}`.slice(0, 10 + int(60));
  else if (auth >= 5) headers.authorization = `Bearer ${validKey}`;
  const type = int(6);
  if (type === 1) headers['content-type'] = latin1(int(40)).trim() || 'x';
  else if (type === 2) headers['content-type'] = pick(['application/json; charset=utf-16', 'application/jsonx', 'text/json', 'application/json;;;', '*/*']);
  else if (type >= 3) headers['content-type'] = 'application/json';
  if (int(5) === 0) headers[`x-${int(1000)}`] = latin1(int(200));
  const path = badPath();
  // Keep the fuzzing on malformed requests: a well-formed start is the one thing that may succeed.
  const body = method === 'GET' || method === 'HEAD' ? undefined : badBody();
  return { method, path, headers, ...(body !== undefined ? { body } : {}) };
}

let a: TestApi;
let http: HttpServer;
let key = '';
const statuses: Record<number, number> = {};

beforeAll(async () => {
  a = await startTestApi({ limits: { maxActiveJobs: 1000, startsPerHour: 100_000, startBurst: 100_000 } });
  key = (await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test')).key;
  http = await startHttpServer({ host: '127.0.0.1', port: 0 });
  http.serve(a.services.app);
});

afterAll(async () => {
  console.log(`fuzz (seed ${SEED}): ${Object.values(statuses).reduce((x, y) => x + y, 0)} requests, statuses ${JSON.stringify(statuses)}`);
  await http.closeAll();
  await a.close();
  await removeDir(a.dataDir);
});

async function expect4xx(res: Response, what: string): Promise<void> {
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  if (res.status !== 405 || res.headers.get('content-type')?.includes('json')) {
    const text = await res.text();
    if (text) {
      const body = JSON.parse(text);
      expect(Object.keys(body), what).toEqual(['error']);
      expect(body.error).not.toMatch(/\n\s+at /);
    }
  }
}

describe('fuzzed malformed requests', () => {
  it('300 through app.fetch: all 4xx', async () => {
    for (let i = 0; i < 300; i++) {
      const g = generate(key);
      const what = `#${i} ${g.method} ${g.path.slice(0, 120)} ${JSON.stringify(g.headers).slice(0, 200)} ${String(g.body).slice(0, 80)}`;
      let request: Request;
      try {
        request = new Request(`http://127.0.0.1:8787${g.path}`, { method: g.method, headers: g.headers, ...(g.body !== undefined ? { body: g.body } : {}) });
      } catch {
        continue; // not even a Request (e.g. a header value fetch refuses): nothing to send
      }
      await expect4xx(await a.services.app.fetch(request), what);
    }
    expect(Object.values(statuses).reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(250);
  });

  it('60 over a real socket: all 4xx', async () => {
    for (let i = 0; i < 60; i++) {
      const g = generate(key);
      let res: Response;
      try {
        res = await fetch(`http://127.0.0.1:${http.port}${g.path}`, {
          method: g.method,
          headers: g.headers,
          ...(g.body !== undefined ? { body: g.body } : {}),
        });
      } catch {
        continue;
      }
      await expect4xx(res, `socket #${i} ${g.method} ${g.path.slice(0, 100)}`);
    }
  });

  it('bytes that are not HTTP, oversized headers and bad framing get a JSON 4xx from the server itself', async () => {
    const raw = [
      'GARBAGE\r\n\r\n',
      'GET /v1/healthz HTTP/9.9\r\n\r\n',
      'POST /v1/static-export/jobs HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'POST /v1/static-export/jobs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /v1/static-export/jobs HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
      `GET /v1/healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
      'GET /v1/healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      `\u0000\u0001\u0002${'\u00ff'.repeat(100)}\r\n\r\n`,
    ];
    for (const text of raw) {
      const reply = await new Promise<string>((resolve) => {
        const socket = connect(http.port, '127.0.0.1');
        let data = '';
        socket.on('data', (d) => (data += d.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', () => resolve(data));
        socket.write(Buffer.from(text, 'latin1'));
        setTimeout(() => socket.end(), 200);
      });
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1]);
      statuses[status] = (statuses[status] ?? 0) + 1;
      expect(status, JSON.stringify(text.slice(0, 60))).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(reply.split('\r\n\r\n')[1]).toMatch(/^\{"error":"/);
    }
  });
});
