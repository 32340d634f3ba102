// The least export, run for real (issue 29): one process that fetches an export's own request list at its
// concurrency and does, as each body arrives, only the work no export can skip — one htmlparser2 tokenizer pass
// over each page that splices its root-relative references to relative ones and finds its `<main>`, Turndown on
// that region for the twin, the region handed to Pagefind, every RSC payload's `"/` found, a sha256 of every file,
// every file into a tar gzipped at level 5 in 1 MiB blocks, with Pagefind's index after the last page. No discovery (the list
// is given), no disk but the bundle, no manifest records kept, no worker threads, no checks. floors.ts times those
// parts one at a time on a warm thread; this runs them together, so the garbage collector, the compilers, the
// sockets and the indexer's process all count, as they do in an export. Its CPU a page, every thread and child
// process, is a floor measured, not derived: an export of the same bundle bytes must do all of this and more, so
// it costs at least about as much (a leaner writer of these parts could take some tenths of a ms a page off it).
//   node bench/least-export.ts --origin URL --requests list.json [--concurrency 16] [--out least.tar.gz]
// (the list the ceiling fetches: `npm run bench` runs it on every row, after the ceiling, with the same list)
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { Tokenizer } from 'htmlparser2';
import { Agent, request } from 'undici';
import { pageMarkdown } from '../src/search/markdown.ts';
import { PagefindSession } from '../src/search/pagefind-session.ts';
import type { BenchRequest } from './ceiling.ts';
import { ownPeakRssKB, ThreadCpu } from './machine-cpu.ts';

/**
 * One ustar header for a regular file (names over 100 bytes split at a slash into the prefix field). Written here,
 * not with node-tar's `Header`: a floor should carry no per-file cost a purpose-built writer would not, and with
 * node-tar's the part outside Pagefind read 4.00–4.11 ms a page against 3.82–3.92 here, runs alternated (stop 43).
 */
export function tarHeader(name: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  const cut = name.length > 100 ? name.lastIndexOf('/', 155) : -1;
  h.write(cut > 0 ? name.slice(cut + 1) : name, 0, 100, 'utf8');
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write('0', 156);
  h.write('ustar\x0000', 257);
  if (cut > 0) h.write(name.slice(0, cut), 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

const BLOCK_BYTES = 2 ** 20;

const REFERENCE = new Set(['href', 'src', 'srcset', 'poster', 'action']);

/** Root-relative → relative from a page at `depth` folders deep, a folder URL to its index.html. */
export function relative(value: string, up: string): string {
  if (value.charCodeAt(0) !== 47 || value.charCodeAt(1) === 47) return value;
  const path = value.slice(1);
  return up + (path === '' || path.endsWith('/') ? `${path}index.html` : path);
}

/** One tokenizer pass: the page with its references spliced, and its `<main>`'s inner HTML. */
export function readPage(html: string, depth: number): { html: string; main: string } {
  const up = '../'.repeat(depth);
  const parts: string[] = [];
  let copied = 0;
  let attrName = '';
  let tagName = '';
  // The region: `<main>`'s inner HTML, else `<body>`'s, as the engine falls back (src/search/page-content.ts).
  const region = { main: { start: -1, end: -1, depth: 0 }, body: { start: -1, end: -1, depth: 0 } };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onattribname(start, end) {
        attrName = html.slice(start, end).toLowerCase();
      },
      onattribdata(start, end) {
        if (!REFERENCE.has(attrName)) return;
        const value = html.slice(start, end);
        const next = relative(value, up);
        if (next === value) return;
        parts.push(html.slice(copied, start), next);
        copied = end;
      },
      onattribentity() {},
      onattribend() {},
      oncdata() {},
      onclosetag(start, end) {
        const name = html.slice(start, end).toLowerCase();
        if ((name === 'main' || name === 'body') && --region[name].depth === 0) region[name].end = start - 2;
      },
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onopentagend(end) {
        if ((tagName === 'main' || tagName === 'body') && ++region[tagName].depth === 1) region[tagName].start = end + 1;
      },
      onopentagname(start, end) {
        tagName = html.slice(start, end).toLowerCase();
      },
      onprocessinginstruction() {},
      onselfclosingtag() {},
      ontext() {},
      ontextentity() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  parts.push(html.slice(copied));
  const found = region.main.end > region.main.start && region.main.start >= 0 ? region.main : region.body;
  return { html: parts.join(''), main: found.end > found.start && found.start >= 0 ? html.slice(found.start, found.end) : '' };
}

const QUOTE_SLASH = Buffer.from('"/');
function scanPayload(body: Buffer): number {
  let found = 0;
  for (let at = body.indexOf(QUOTE_SLASH); at >= 0; at = body.indexOf(QUOTE_SLASH, at + 2)) found++;
  return found;
}

function fileFor(url: URL, kind: 'html' | 'payload' | 'asset', n: number): string {
  const path = url.pathname.slice(1);
  const folder = path === '' || path.endsWith('/') ? path : `${path}/`;
  if (kind === 'html') return `${folder}index.html`;
  if (kind === 'payload') return `${folder}__payload.${n}.txt`;
  return `${path || 'index'}${url.search ? `.${createHash('sha1').update(url.search).digest('hex').slice(0, 8)}` : ''}`;
}

export interface LeastExportResult {
  requests: number;
  pages: number;
  payloads: number;
  files: number;
  /** Bytes handed to Pagefind, and of Markdown twins: the engine's are in its search figures, to compare. */
  indexInputBytes: number;
  twinBytes: number;
  /** From the first request to the last response's body handled. */
  crawlMs: number;
  /** To Pagefind's index written: what an export's own time (without packing) is compared with. */
  indexedMs: number;
  /** To the bundle's last byte on disk. */
  wallMs: number;
  /** CPU (ms) by thread and child process, as an export's (ThreadCpu). */
  threadCpuMs: Record<string, number>;
  maxRssKB: number;
  /** 1-minute load average at the start. */
  loadAvg: number;
}

/** Runs the least export of `list` from `origin` into `out` (a .tar.gz). */
export async function runLeastExport(origin: string, list: BenchRequest[], concurrency: number, out: string): Promise<LeastExportResult> {
  const loadAvg = loadavg()[0]!;
  const gzip = createGzip({ level: 5 });
  const written = finished(gzip.pipe(createWriteStream(out)));
  const hashes: string[] = [];
  // The tar goes to zlib in blocks of 1 MiB: each write is a task on libuv's pool and a callback on the main thread,
  // and three writes a file (header, body, padding) cost 0.3–0.4 ms a page more of both, alternated runs (stop 43).
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    gzip.write(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  function add(name: string, body: Buffer): void {
    hashes.push(createHash('sha256').update(body).digest('hex'));
    const padding = body.length % 512 ? 512 - (body.length % 512) : 0;
    pending.push(tarHeader(name, body.length), body);
    if (padding) pending.push(Buffer.alloc(padding));
    pendingBytes += 512 + body.length + padding;
    if (pendingBytes >= BLOCK_BYTES) flush();
  }

  const pagefind = new PagefindSession();
  await pagefind.starts();
  const cpu = new ThreadCpu();
  const sampler = setInterval(() => cpu.sample(), 200);
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 30_000, allowH2: false });
  const start = performance.now();
  let pages = 0;
  let payloads = 0;
  let indexInputBytes = 0;
  let twinBytes = 0;
  let next = 0;
  async function worker(): Promise<void> {
    while (next < list.length) {
      const n = next++;
      const r = list[n]!;
      const url = new URL(r.url, origin);
      const res = await request(url, { dispatcher: agent, headers: r.headers });
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode !== 200) continue;
      if (type.startsWith('text/html')) {
        const depth = url.pathname.split('/').length - 2;
        const page = readPage(body.toString('utf8'), Math.max(depth, 0));
        add(fileFor(url, 'html', n), Buffer.from(page.html));
        const twin = Buffer.from(pageMarkdown({ title: '', language: 'en', headings: [], sections: [], html: page.main }));
        add(`${fileFor(url, 'html', n).slice(0, -4)}md`, twin);
        const input = Buffer.from(`<html lang="en"><body>${page.main}</body></html>`);
        pagefind.push([{ url: url.pathname, html: input }]);
        indexInputBytes += input.length;
        twinBytes += twin.length;
        pages++;
      } else if (type.startsWith('text/x-component')) {
        scanPayload(body);
        add(fileFor(url, 'payload', n), body);
        payloads++;
      } else add(fileFor(url, 'asset', n), body);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, list.length) }, worker));
  const crawlMs = performance.now() - start;
  await agent.close();
  await pagefind.drained();
  const indexDir = await mkdtemp(join(tmpdir(), 'least-export-index-'));
  await pagefind.write(indexDir);
  const indexedMs = performance.now() - start;
  cpu.sample();
  for (const entry of (await readdir(indexDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    add(`pagefind/${path.slice(indexDir.length + 1)}`, await readFile(path));
  }
  flush();
  gzip.end(Buffer.alloc(1024));
  await written;
  const wallMs = performance.now() - start;
  cpu.sample();
  clearInterval(sampler);
  await pagefind.end();
  await rm(indexDir, { recursive: true, force: true });
  return {
    requests: list.length,
    pages,
    payloads,
    files: hashes.length,
    indexInputBytes,
    twinBytes,
    crawlMs: Math.round(crawlMs),
    indexedMs: Math.round(indexedMs),
    wallMs: Math.round(wallMs),
    threadCpuMs: cpu.byName(),
    maxRssKB: ownPeakRssKB(),
    loadAvg,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string' },
      requests: { type: 'string' },
      concurrency: { type: 'string', default: '16' },
      out: { type: 'string' },
    },
  });
  if (!values.origin || !values.requests) {
    process.stderr.write('usage: node bench/least-export.ts --origin URL --requests list.json [--concurrency 16] [--out least.tar.gz]\n');
    process.exit(2);
  }
  const list = JSON.parse(await readFile(values.requests, 'utf8')) as BenchRequest[];
  const out = values.out ?? join(tmpdir(), `least-export-${process.pid}.tar.gz`);
  const result = await runLeastExport(values.origin, list, Number(values.concurrency), out);
  if (!values.out) await rm(out, { force: true });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
