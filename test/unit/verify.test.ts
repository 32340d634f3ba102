import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create as createTar } from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { writeManifest } from '../../src/bundle/manifest-io.ts';
import { packBundle } from '../../src/bundle/pack.ts';
import { verifyBundle, verifyDirectory } from '../../src/verify/verify.ts';
import { MANIFEST_FORMAT, type AssetRecord, type Manifest, type PageRecord, type RscRecord } from '../../src/core/types.ts';

const SOURCE = 'http://127.0.0.1:3000';
const dirs: string[] = [];

afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'verify-test-'));
  dirs.push(d);
  return d;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const record = (file: string, text: string, contentType: string) => ({ file, bytes: Buffer.byteLength(text), sha256: sha(text), contentType });

/** A small bundle: two pages (one with RSC), a stylesheet with a font, a chunk, an image, a localised CDN image. */
function files(): Record<string, string> {
  return {
    'index.html':
      '<!DOCTYPE html><html><head><link rel="canonical" href="http://127.0.0.1:3000/">' +
      '<link rel="stylesheet" href="_next/static/chunks/s.css"><script src="/_next/static/chunks/a.js" async=""></script></head>' +
      '<body><a href="docs/intro/index.html#top">intro</a><img srcset="_next/image/logo.w640q75.abc.png 1x, _external/cdn.example.com/badge.png 2x">' +
      '<a href="https://example.com/">elsewhere</a><script>self.__next_f.push([1,"0:{\\"href\\":\\"/docs/intro\\"}\\n"])</script></body></html>',
    'docs/intro/index.html': '<html><body><a href="../../index.html">home</a><img src="../../_external/cdn.example.com/badge.png"></body></html>',
    'docs/intro/index.txt':
      '1:"/_next/static/chunks/a.js"\n2:I[1,["$1"],""]\n:HL["/_next/static/chunks/s.css","style"]\n0:{"href":"/","src":"/_external/cdn.example.com/badge.png"}\n',
    '_next/static/chunks/a.js': 'e.l("static/chunks/a.js")',
    '_next/static/chunks/s.css': '@font-face{src:url(../media/f.woff2)}',
    '_next/static/media/f.woff2': 'wOF2',
    '_next/image/logo.w640q75.abc.png': 'PNG',
    '_external/cdn.example.com/badge.png': 'PNG2',
  };
}

async function writeBundle(content: Record<string, string>, patch: (m: Manifest) => void = () => {}): Promise<string> {
  const dir = await tempDir();
  for (const [file, text] of Object.entries(content)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  const base = files();
  const rsc: RscRecord = {
    ...record('docs/intro/index.txt', content['docs/intro/index.txt'] ?? base['docs/intro/index.txt']!, 'text/x-component'),
    kind: 'full',
    headers: {},
  };
  const page = (url: string, file: string, extra: RscRecord[] = []): PageRecord => ({
    ...record(file, content[file] ?? base[file]!, 'text/html'),
    url,
    status: 200,
    profile: 'next-app',
    runtime: 'router-space',
    rsc: extra,
  });
  const asset = (url: string, file: string, contentType: string): AssetRecord => ({ ...record(file, content[file] ?? base[file]!, contentType), url });
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    generator: 'test',
    source: SOURCE,
    version: 'latest',
    framework: 'next-app',
    pages: [page('/', 'index.html'), page('/docs/intro', 'docs/intro/index.html', [rsc])],
    assets: [
      asset('/_next/static/chunks/a.js', '_next/static/chunks/a.js', 'application/javascript'),
      asset('/_next/static/chunks/s.css', '_next/static/chunks/s.css', 'text/css'),
      asset('/_next/static/media/f.woff2', '_next/static/media/f.woff2', 'font/woff2'),
      asset('/_next/image?url=%2Flogo.png&w=640&q=75', '_next/image/logo.w640q75.abc.png', 'image/png'),
      asset('https://cdn.example.com/badge.png', '_external/cdn.example.com/badge.png', 'image/png'),
    ],
    redirects: [],
    keptReferences: [{ file: 'index.html', url: 'http://127.0.0.1:3000/', reason: 'canonical' }],
    warnings: [],
  };
  patch(manifest);
  await writeManifest(dir, manifest);
  return dir;
}

describe('verifyDirectory', () => {
  it('passes a consistent bundle and counts what it checked', async () => {
    const report = await verifyDirectory(await writeBundle(files()));
    expect(report).toMatchObject({ ok: true, hashMismatches: [], broken: [], absoluteOriginRefs: [], outsideExport: 0, knownMissing: 0 });
    expect(report.filesChecked).toBe(8);
    expect(report.referencesChecked).toBeGreaterThanOrEqual(12);
  });

  it('reports files that are missing or differ from the manifest', async () => {
    const dir = await writeBundle(files());
    await writeFile(join(dir, '_next/static/media/f.woff2'), 'wOF3'); // same size, other bytes
    await writeFile(join(dir, '_next/image/logo.w640q75.abc.png'), 'PNG!!');
    await rm(join(dir, '_next/static/chunks/a.js'));
    const report = await verifyDirectory(dir);
    expect(report.ok).toBe(false);
    expect(report.hashMismatches.map((m) => `${m.file}: ${m.reason.split(',')[0]}`)).toEqual([
      '_next/image/logo.w640q75.abc.png: 5 bytes',
      '_next/static/chunks/a.js: missing',
      expect.stringMatching(/^_next\/static\/media\/f\.woff2: sha256 [0-9a-f]{64}$/),
    ]);
    // The chunk is also a broken reference from the HTML script, the RSC payload and the JS scan.
    expect(report.broken).toEqual(
      expect.arrayContaining([
        { file: 'index.html', ref: '/_next/static/chunks/a.js' },
        { file: 'docs/intro/index.txt', ref: '/_next/static/chunks/a.js' },
      ]),
    );
  });

  it('reports broken local references in HTML, CSS and RSC', async () => {
    const content = files();
    content['docs/intro/index.html'] = '<a href="../missing/index.html">x</a><img src="../../nope.png"><div style="background:url(../../gone.png)"></div>';
    content['_next/static/chunks/s.css'] = '@font-face{src:url(../media/f.woff2)} .x{background:url(../media/none.png)}';
    content['docs/intro/index.txt'] = ':HL["/_next/static/chunks/absent.css","style"]\n';
    const report = await verifyDirectory(await writeBundle(content));
    expect(report.ok).toBe(false);
    expect(report.broken).toEqual([
      { file: '_next/static/chunks/s.css', ref: '../media/none.png' },
      { file: 'docs/intro/index.html', ref: '../missing/index.html' },
      { file: 'docs/intro/index.html', ref: '../../nope.png' },
      { file: 'docs/intro/index.html', ref: '../../gone.png' },
      { file: 'docs/intro/index.txt', ref: '/_next/static/chunks/absent.css' },
    ]);
  });

  it('reports absolute references to the source and to localised hosts, except the kept ones', async () => {
    const content = files();
    content['docs/intro/index.html'] =
      '<link rel="canonical" href="http://127.0.0.1:3000/docs/intro"><a href="http://127.0.0.1:3000/">home</a>' +
      '<img src="https://cdn.example.com/badge.png"><img src="https://unrelated.example/x.png">';
    content['docs/intro/index.txt'] = '0:{"href":"http://127.0.0.1:3000/docs/intro","src":"https://cdn.example.com/badge.png"}\n';
    const report = await verifyDirectory(await writeBundle(content));
    expect(report.ok).toBe(false);
    expect(report.absoluteOriginRefs).toEqual([
      { file: 'docs/intro/index.html', url: 'http://127.0.0.1:3000/docs/intro' }, // a canonical the manifest does not list
      { file: 'docs/intro/index.html', url: 'http://127.0.0.1:3000/' },
      { file: 'docs/intro/index.html', url: 'https://cdn.example.com/badge.png' },
      { file: 'docs/intro/index.txt', url: 'http://127.0.0.1:3000/docs/intro' },
      { file: 'docs/intro/index.txt', url: 'https://cdn.example.com/badge.png' },
    ]);
  });

  it('counts links left out of a --paths export and URLs the manifest warns about, without failing', async () => {
    const content = files();
    content['docs/intro/index.html'] = '<a href="/docs/not-exported">x</a><a href="../gone/index.html">y</a>';
    content['docs/intro/index.txt'] = '0:{"href":"/docs/not-exported"}\n';
    const report = await verifyDirectory(
      await writeBundle(content, (m) => m.warnings.push({ code: 'broken-link', url: '/docs/gone', message: '/docs/gone answered 404' })),
    );
    expect(report).toMatchObject({ ok: true, broken: [], outsideExport: 2, knownMissing: 1 });
  });

  it('refuses a directory without a manifest', async () => {
    await expect(verifyDirectory(await tempDir())).rejects.toThrow(/manifest/);
  });
});

describe('verifyBundle', () => {
  it('verifies a .tar.gz like its directory and removes what it unpacked', async () => {
    const dir = await writeBundle(files());
    const out = join(await tempDir(), 'b.tar.gz');
    await packBundle(dir, out);
    const fromTar = await verifyBundle(out);
    expect(fromTar).toEqual(await verifyBundle(dir));
    expect(fromTar.ok).toBe(true);
  });

  it('refuses an archive with an entry that escapes the root', async () => {
    const work = await tempDir();
    await mkdir(join(work, 'inner'), { recursive: true });
    await writeFile(join(work, 'evil.txt'), 'x');
    const out = join(work, 'evil.tar.gz');
    await createTar({ gzip: true, file: out, cwd: join(work, 'inner'), preservePaths: true }, ['../evil.txt']);
    await expect(verifyBundle(out)).rejects.toThrow(/\.\./);
  });
});
