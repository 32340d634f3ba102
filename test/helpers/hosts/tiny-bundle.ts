// A small hand-made bundle in the export layout (src/export/layout.ts), with a valid manifest: two pages with
// full and segment RSC payloads, a hashed chunk, a query asset, a `next/image` variant, a redirect and a 404
// page. Enough to test hosts without running the exporter.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeManifest } from '../../../src/bundle/manifest-io.ts';
import type { AssetRecord, Manifest, PageRecord, RscRecord } from '../../../src/core/types.ts';
import { MANIFEST_FORMAT } from '../../../src/core/types.ts';

export const BIG_TEXT = 'All work and no play makes a docs page compressible. '.repeat(200);

function sha(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

async function put(dir: string, file: string, data: string | Buffer): Promise<{ file: string; bytes: number; sha256: string }> {
  const path = join(dir, ...file.split('/'));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  return { file, bytes: Buffer.byteLength(data), sha256: sha(data) };
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
}

export interface TinyBundle {
  dir: string;
  manifest: Manifest;
}

export async function makeTinyBundle(options: { version?: string; dir?: string } = {}): Promise<TinyBundle> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'tiny-bundle-')));
  const rsc = async (file: string, body: string, kind: RscRecord['kind'], segment?: string): Promise<RscRecord> => ({
    ...(await put(dir, file, body)),
    contentType: 'text/x-component',
    kind,
    ...(segment ? { segment } : {}),
    headers: kind === 'segment' ? { 'x-nextjs-postponed': '2' } : {},
  });
  const page = async (url: string, file: string, title: string, body: string, payloads: RscRecord[]): Promise<PageRecord> => ({
    ...(await put(dir, file, pageHtml(title, body))),
    contentType: 'text/html; charset=utf-8',
    url,
    status: 200,
    title,
    profile: 'next-app',
    runtime: 'router-space',
    rsc: payloads,
  });
  const asset = async (url: string, file: string, data: string | Buffer, contentType: string): Promise<AssetRecord> => ({
    ...(await put(dir, file, data)),
    contentType,
    url,
  });

  const pages = [
    await page('/', 'index.html', 'Home', '<a href="docs/intro/index.html">Intro</a>', [
      await rsc('index.txt', '0:{"home":true}\n', 'full'),
      await rsc('__next._tree.txt', '0:{"tree":"/"}\n', 'segment', '/_tree'),
    ]),
    await page('/docs/intro', 'docs/intro/index.html', 'Intro', `<p>${BIG_TEXT}</p>`, [
      await rsc('docs/intro/index.txt', '0:{"intro":true}\n', 'full'),
      await rsc('docs/intro/__next._tree.txt', '0:{"tree":"/docs/intro"}\n', 'segment', '/_tree'),
      await rsc('docs/intro/__next.docs.intro.__PAGE__.txt', '0:{"page":"intro"}\n', 'segment', '/docs/intro/__PAGE__'),
    ]),
    // A dynamic route: its segments came without x-nextjs-postponed, and one header to replay.
    await page('/live', 'live/index.html', 'Live', '<p>Rendered on request.</p>', [
      { ...(await rsc('live/index.txt', '0:{"live":true}\n', 'full')), headers: { 'x-nextjs-stale-time': '60' } },
      { ...(await rsc('live/__next._tree.txt', '0:{"tree":"/live"}\n', 'segment', '/_tree')), headers: {} },
    ]),
  ];
  const assets = [
    await asset(
      '/_next/static/chunks/app-0abc123.js',
      '_next/static/chunks/app-0abc123.js',
      `console.log(${JSON.stringify(BIG_TEXT)});\n`,
      'application/javascript; charset=UTF-8',
    ),
    await asset('/icon.png?4f1c2a', 'icon.q-abcdef1234.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png'),
    await asset(
      '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.0a1b2c.png&w=640&q=75',
      '_next/image/hero.w640q75.xyz.png',
      Buffer.from('png-640'),
      'image/png',
    ),
    await asset(
      '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.0a1b2c.png&w=1080&q=75',
      '_next/image/hero.w1080q75.xyz.png',
      Buffer.from('png-1080'),
      'image/png',
    ),
  ];
  const redirectFile = await put(dir, 'old-intro/index.html', '<!doctype html><meta http-equiv="refresh" content="0; url=../docs/intro/index.html">');
  await put(dir, '404.html', pageHtml('Not found', '<p>No such page.</p>'));
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    generator: 'static-export test',
    source: 'https://docs.example.com',
    version: options.version ?? 'v1',
    framework: 'next-app',
    notFound: '404.html',
    pages,
    assets,
    redirects: [{ from: '/old-intro', to: '/docs/intro', status: 308, file: redirectFile.file }],
    keptReferences: [],
    warnings: [],
  };
  await writeManifest(dir, manifest);
  return { dir, manifest };
}
