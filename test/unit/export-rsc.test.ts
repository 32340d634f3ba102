// The RSC stage end to end against a small server that answers like `next start` 16.3 (one-row `/_tree`) and
// like a build whose `/_tree` has a shape no supported minor writes: which segment payloads are saved, under
// which names, and what the export says when it cannot read the tree.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { verifyDirectory } from '../../src/verify/verify.ts';

const TREE_163 =
  '0:{"tree":{"name":"","param":null,"prefetchHints":4176,"slots":{"children":{"name":"docs","param":null,"prefetchHints":4128,' +
  '"slots":{"children":{"name":"slug","param":{"type":"oc","key":"KEY","siblings":[]},"prefetchHints":4160,' +
  '"slots":{"children":{"name":"__PAGE__","param":null,"prefetchHints":4256,"slots":null}}}}}}},"staleTime":300,"buildId":"b1"}\n';

function html(path: string): string {
  return (
    `<!doctype html><html><head><title>${path}</title></head><body><a href="./context">next</a>` +
    `<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script></body></html>`
  );
}

function startSite(tree: ((slugKey: string) => string) | 'ignore'): Promise<{ origin: string; segments: string[]; close: () => Promise<void> }> {
  const segments: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pages = ['/docs/reference/sdk/errors', '/docs/reference/sdk/context'];
    if (!pages.includes(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>404</title>');
      return;
    }
    if (req.headers.rsc !== '1') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(url.pathname));
      return;
    }
    const segment = req.headers['next-router-segment-prefetch'];
    const flight = { 'content-type': 'text/x-component' };
    if (segment === undefined || tree === 'ignore') {
      res.writeHead(200, flight).end('0:{"b":"b1","f":[["$","a",null,{"href":"./context","children":"next"}]]}\n');
      return;
    }
    segments.push(`${url.pathname} ${String(segment)}`);
    const key = url.pathname.slice('/docs/'.length);
    if (segment === '/_tree') res.writeHead(200, { ...flight, 'x-nextjs-postponed': '2' }).end(tree(key));
    else if (segment === '/docs' || segment === '/docs/$oc$slug/__PAGE__')
      res.writeHead(200, { ...flight, 'x-nextjs-postponed': '2' }).end(`0:{"segment":${JSON.stringify(segment)}}\n`);
    else res.writeHead(404, flight).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ origin: `http://127.0.0.1:${port}`, segments, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('RSC stage', () => {
  const dirs: string[] = [];
  let site163: Awaited<ReturnType<typeof startSite>>;
  let siteOdd: Awaited<ReturnType<typeof startSite>>;
  let site15: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site15 = await startSite('ignore');
    site163 = await startSite((key) => TREE_163.replace('KEY', key));
    siteOdd = await startSite(() => '0:{"b":"b1","routeTree":{"segment":"docs"}}\n');
  });
  afterAll(async () => {
    await site163?.close();
    await siteOdd?.close();
    await site15?.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });
  const outDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'se-rsc-'));
    dirs.push(dir);
    return join(dir, 'out');
  };

  it("saves every segment a Next 16.3 client asks for under the names of Next's own export, and links resolve", async () => {
    const out = await outDir();
    const result = await exportSite({ url: site163.origin, outDir: out, paths: ['docs/reference/sdk/errors', 'docs/reference/sdk/context'], concurrency: 2 });
    const page = result.manifest.pages.find((p) => p.url === '/docs/reference/sdk/errors')!;
    expect(page.rsc.map((r) => `${r.segment ?? 'full'} ${r.file}`).sort()).toEqual([
      '/_tree docs/reference/sdk/errors/__next._tree.txt',
      '/docs docs/reference/sdk/errors/__next.docs.txt',
      '/docs/$oc$slug/__PAGE__ docs/reference/sdk/errors/__next.docs.$oc$slug.__PAGE__.txt',
      'full docs/reference/sdk/errors/index.txt',
    ]);
    // No request for a segment the client never asks for (inlined root and catch-all layout, a URL-shaped key).
    expect(site163.segments.filter((s) => s.startsWith('/docs/reference/sdk/errors ')).sort()).toEqual([
      '/docs/reference/sdk/errors /_tree',
      '/docs/reference/sdk/errors /docs',
      '/docs/reference/sdk/errors /docs/$oc$slug/__PAGE__',
    ]);
    expect(result.manifest.warnings).toEqual([]);
    // `./context` on …/errors is …/sdk/context, in the HTML and in the payload.
    expect(await readFile(join(out, 'docs/reference/sdk/errors/index.html'), 'utf8')).toContain('<a href="../context/index.html">');
    expect(await readFile(join(out, 'docs/reference/sdk/errors/index.txt'), 'utf8')).toContain('"href":"/docs/reference/sdk/context"');
    const report = await verifyDirectory(out);
    expect(report.broken).toEqual([]);
  });

  it('saves no segment files for a server that ignores the segment header (Next 15)', async () => {
    const out = await outDir();
    const result = await exportSite({ url: site15.origin, outDir: out, paths: ['docs/reference/sdk/errors'], concurrency: 2 });
    const page = result.manifest.pages.find((p) => p.url === '/docs/reference/sdk/errors')!;
    expect(page.rsc.map((r) => r.segment ?? 'full')).toEqual(['full']);
    expect(result.manifest.warnings).toEqual([]);
  });

  it('names the page whose segment payloads are lost when the /_tree shape is unknown', async () => {
    const out = await outDir();
    const result = await exportSite({ url: siteOdd.origin, outDir: out, paths: ['docs/reference/sdk/errors'], concurrency: 2 });
    const warning = result.manifest.warnings.find((w) => w.url.startsWith('/docs/reference/sdk/errors'));
    expect(warning?.message).toMatch(/\/docs\/reference\/sdk\/errors.*segment prefetch payloads are missing/);
    const page = result.manifest.pages.find((p) => p.url === '/docs/reference/sdk/errors')!;
    expect(page.rsc.map((r) => r.segment ?? 'full').sort()).toEqual(['/_tree', 'full']);
  });
});
