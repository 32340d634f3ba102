// Issue 15, findings 2 and 9 of the probe against `serve DIR`:
//  - every file serve opens goes through one containment check, including those reached through the manifest
//    (an asset URL with a query, an RSC payload, a next/image variant): a symlink in the served directory plus a
//    manifest entry must not serve a file outside it;
//  - files the manifest does not list are cached and tagged by path + inode + size + mtime, so same-size files
//    with one mtime (every file of an unpacked bundle) never get each other's compressed body or ETag.
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FORMAT, type Manifest } from '../../src/core/types.ts';
import { createHandler, type Handler } from '../../src/serve/handler.ts';
import { loadSite } from '../../src/serve/site.ts';

const SECRET = 'root:x:0:0:secret outside the served directory\n';
let sandbox: string;
let handle: Handler;

beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'serve-contain-'));
  const dir = join(sandbox, 'site');
  await mkdir(join(dir, '_static-export'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(sandbox, 'passwd'), SECRET);
  await writeFile(join(dir, 'index.html'), '<h1>Home</h1>');
  for (const name of ['logo.css', 'payload.rsc', 'image.png']) await symlink(join(sandbox, 'passwd'), join(dir, 'assets', name));
  // 20 files of one size and one mtime, not in the manifest.
  const when = new Date('2026-01-01T00:00:00Z');
  for (let i = 0; i < 20; i++) {
    const file = join(dir, 'assets', `same-${String(i).padStart(2, '0')}.txt`);
    await writeFile(file, `file number ${String(i).padStart(2, '0')} `.repeat(200));
    await utimes(file, when, when);
  }
  const record = (file: string, contentType: string) => ({ file, bytes: SECRET.length, sha256: 'f'.repeat(64), contentType });
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    generator: 'test',
    source: 'http://x',
    version: 'v',
    framework: 'next-app',
    pages: [
      {
        url: '/',
        ...record('index.html', 'text/html'),
        status: 200,
        profile: 'next-app',
        runtime: 'router-space',
        rsc: [{ ...record('assets/payload.rsc', 'text/x-component'), kind: 'full', headers: {} }],
      },
    ],
    assets: [
      { url: '/assets/logo.css?v=1', ...record('assets/logo.css', 'text/css') },
      { url: '/_next/image?url=%2Fa.png&w=64&q=75', ...record('assets/image.png', 'image/png') },
    ],
    redirects: [],
    keptReferences: [],
    warnings: [],
  };
  await writeFile(join(dir, '_static-export', 'manifest.json'), JSON.stringify(manifest));
  const site = await loadSite(dir);
  const release = { site, source: dir, loadedAt: new Date(0) };
  handle = createHandler({ current: () => release, lastError: () => undefined });
});
afterAll(() => rm(sandbox, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => handle(new Request(`http://localhost${path}`, { headers }));

describe('serve DIR: one containment check for every file', () => {
  it.each([
    ['an asset URL with a query', '/assets/logo.css?v=1', {}],
    ['an RSC payload', '/', { rsc: '1' }],
    ['a next/image variant', '/_next/image?url=%2Fa.png&w=64&q=75', {}],
    ['the file by its path', '/assets/logo.css', {}],
  ])('never serves a symlink out of the directory: %s', async (_what, path, headers) => {
    const res = await get(path, headers as Record<string, string>);
    expect(await res.text()).not.toContain('secret outside');
    expect(res.status).toBe(404);
  });
});

describe('serve DIR: caches and ETags of files outside the manifest', () => {
  it('gives each of 20 same-size, same-mtime files its own gzip body and ETag', async () => {
    const etags = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const name = `same-${String(i).padStart(2, '0')}.txt`;
      const res = await get(`/assets/${name}`, { 'accept-encoding': 'gzip' });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(text.startsWith(`file number ${String(i).padStart(2, '0')} `), name).toBe(true);
      etags.add(res.headers.get('etag')!);
    }
    expect(etags.size).toBe(20);
  });
});
