// The bench's least export (bench/least-export.ts): the floor it prints is only a floor if it really does the work
// it claims — every reference spliced, the content region found, every file in a readable archive with the index.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage, relative, runLeastExport, tarHeader } from '../../bench/least-export.ts';

describe('readPage', () => {
  it('makes root-relative references relative to the page and leaves the others alone', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/_next/a.css"></head><body><nav><a href="/">Home</a></nav>' +
      '<main><h1>T</h1><a href="/docs/b/">b</a><img src="/img/x.png"><a href="//cdn.example/x">c</a><a href="https://e.example/">e</a></main></body></html>';
    const page = readPage(html, 2);
    expect(page.html).toContain('href="../../_next/a.css"');
    expect(page.html).toContain('href="../../index.html"');
    expect(page.html).toContain('href="../../docs/b/index.html"');
    expect(page.html).toContain('src="../../img/x.png"');
    expect(page.html).toContain('href="//cdn.example/x"');
    expect(page.html).toContain('href="https://e.example/"');
    expect(page.main).toBe('<h1>T</h1><a href="/docs/b/">b</a><img src="/img/x.png"><a href="//cdn.example/x">c</a><a href="https://e.example/">e</a>');
  });

  it("takes the body's content when the page has no main, and the outer main when mains nest", () => {
    expect(readPage('<html><body><p>only</p></body></html>', 0).main).toBe('<p>only</p>');
    expect(readPage('<body><main><main>in</main>out</main></body>', 0).main).toBe('<main>in</main>out');
  });

  it('leaves references in scripts as they are (the tokenizer reads them as text)', () => {
    const html = '<body><script>const a = "<a href=\\"/x\\">"</script><main>m</main></body>';
    expect(readPage(html, 1).html).toBe(html);
  });

  it('relative() maps a folder to its index.html', () => {
    expect(relative('/a/b', '../')).toBe('../a/b');
    expect(relative('/a/', '')).toBe('a/index.html');
    expect(relative('#x', '../')).toBe('#x');
  });
});

describe('tarHeader', () => {
  it('writes a ustar header tar reads back, long names split into the prefix', () => {
    const short = new Header(tarHeader('docs/a/index.html', 1234));
    expect(short.cksumValid).toBe(true);
    expect(short.path).toBe('docs/a/index.html');
    expect(short.size).toBe(1234);
    const name = `${'d'.repeat(60)}/${'e'.repeat(60)}/index.html`;
    const long = new Header(tarHeader(name, 7));
    expect(long.cksumValid).toBe(true);
    expect(long.path).toBe(name);
  });
});

describe('runLeastExport', () => {
  let origin = '';
  let dir = '';
  const server = createServer((req, res) => {
    const page = (title: string) => `<!doctype html><html><body><main><h1>${title}</h1><p>Text about ${title}.</p><a href="/b">b</a></main></body></html>`;
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Home'));
    else if (req.url === '/b') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Bee'));
    else if (req.url === '/b?_rsc=') res.writeHead(200, { 'content-type': 'text/x-component' }).end('0:["/b",{"href":"/"}]\n');
    else if (req.url === '/logo.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    else res.writeHead(404).end();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = await mkdtemp(join(tmpdir(), 'least-export-test-'));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches the list and writes pages, twins, payloads, assets and the index into one archive', async () => {
    const out = join(dir, 'least.tar.gz');
    const result = await runLeastExport(
      origin,
      [{ url: '/' }, { url: '/b' }, { url: '/b?_rsc=', headers: { rsc: '1' } }, { url: '/logo.svg' }, { url: '/gone' }],
      4,
      out,
    );
    expect(result).toMatchObject({ requests: 5, pages: 2, payloads: 1 });
    expect(result.indexInputBytes).toBeGreaterThan(0);
    expect(result.twinBytes).toBeGreaterThan(0);
    const names: string[] = [];
    await list({ file: out, onReadEntry: (entry) => names.push(entry.path) });
    expect(names).toEqual(expect.arrayContaining(['index.html', 'index.md', 'b/index.html', 'b/index.md', 'b/__payload.2.txt', 'logo.svg']));
    expect(names.filter((n) => n.startsWith('pagefind/')).length).toBeGreaterThan(3);
    expect(result.files).toBe(names.length);
    expect(Object.keys(result.threadCpuMs).length).toBeGreaterThan(0);
  }, 60_000);
});
