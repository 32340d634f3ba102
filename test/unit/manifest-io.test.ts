import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseManifest, readManifest, serializeManifest, writeManifest } from '../../src/bundle/manifest-io.ts';
import { MANIFEST_FORMAT, MANIFEST_PATH, META_DIR, type Manifest } from '../../src/core/types.ts';

const sha = (c: string): string => c.repeat(64);

function sample(): Manifest {
  return {
    format: MANIFEST_FORMAT,
    generator: 'static-export 0.1.0',
    source: 'http://127.0.0.1:3000/',
    version: 'latest',
    framework: 'next-app',
    pages: [
      {
        url: '/docs/b',
        file: 'docs/b/index.html',
        bytes: 2,
        sha256: sha('b'),
        contentType: 'text/html',
        status: 200,
        profile: 'next-app',
        runtime: 'router-space',
        rsc: [
          {
            kind: 'segment',
            segment: '/_tree',
            file: 'docs/b/__next._tree.txt',
            bytes: 1,
            sha256: sha('c'),
            contentType: 'text/x-component',
            headers: { vary: 'RSC', 'x-nextjs-postponed': '1' },
          },
          { kind: 'full', file: 'docs/b/index.txt', bytes: 1, sha256: sha('d'), contentType: 'text/x-component', headers: {} },
        ],
      },
      {
        url: '/',
        file: 'index.html',
        bytes: 1,
        sha256: sha('a'),
        contentType: 'text/html',
        status: 200,
        profile: 'next-app',
        runtime: 'router-space',
        rsc: [],
      },
    ],
    assets: [
      { url: '/z.css', file: 'z.css', bytes: 1, sha256: sha('e'), contentType: 'text/css' },
      { url: '/a.css', file: 'a.css', bytes: 1, sha256: sha('f'), contentType: 'text/css' },
    ],
    redirects: [{ from: '/old', to: '/docs/b', status: 308, file: 'old/index.html' }],
    keptReferences: [],
    warnings: [
      { code: 'http-error', url: '/missing', message: '404' },
      { code: 'broken-link', url: '/gone', message: 'no such page', referrer: '/' },
    ],
    next: { deploymentId: 'dpl', buildId: 'b1' },
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'manifest-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('manifest-io', () => {
  it('writes canonical JSON: records and keys sorted, 2-space indent, trailing newline', async () => {
    const m = sample();
    await writeManifest(dir, m);
    const text = await readFile(join(dir, MANIFEST_PATH), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith('{\n  "format": "static-export/2",\n  "generator"')).toBe(true);
    const parsed = JSON.parse(text) as Manifest;
    expect(parsed.pages.map((p) => p.url)).toEqual(['/', '/docs/b']);
    expect(parsed.pages[1]?.rsc.map((r) => r.kind)).toEqual(['full', 'segment']);
    expect(parsed.assets.map((a) => a.url)).toEqual(['/a.css', '/z.css']);
    expect(parsed.warnings.map((w) => w.url)).toEqual(['/gone', '/missing']);
    expect(Object.keys(parsed.next ?? {})).toEqual(['buildId', 'deploymentId']);

    // Same content built in another order → same bytes.
    const shuffled = sample();
    shuffled.pages.reverse();
    shuffled.assets.reverse();
    shuffled.warnings.reverse();
    shuffled.pages[0]!.rsc.reverse();
    expect(serializeManifest(shuffled)).toBe(text);
    expect(await readManifest(dir)).toEqual(parsed);
  });

  it('refuses a missing, unparsable, wrong-format or malformed manifest with BAD_MANIFEST', async () => {
    const empty = await mkdtemp(join(dir, 'empty-'));
    await expect(readManifest(empty)).rejects.toMatchObject({ code: 'BAD_MANIFEST', message: expect.stringContaining('missing') });

    await mkdir(join(empty, META_DIR));
    await writeFile(join(empty, MANIFEST_PATH), '{ not json');
    await expect(readManifest(empty)).rejects.toMatchObject({ code: 'BAD_MANIFEST', message: expect.stringContaining('not valid JSON') });

    const bad = (patch: (m: Record<string, unknown>) => void): (() => Manifest) => {
      const m = JSON.parse(serializeManifest(sample())) as Record<string, unknown>;
      patch(m);
      return () => parseManifest(JSON.stringify(m));
    };
    expect(bad((m) => (m.format = 'static-export/99'))).toThrow(/unsupported format "static-export\/99"/);
    expect(bad((m) => delete (m.pages as { profile?: string }[])[0]!.profile)).toThrow(/pages\[0\]\.profile should be a framework profile id/);
    expect(bad((m) => ((m.pages as { runtime: string }[])[0]!.runtime = 'odd'))).toThrow(/pages\[0\]\.runtime/);
    expect(bad((m) => (m.framework = 'Not An Id'))).toThrow(/framework should be a framework profile id/);
    expect(bad((m) => delete m.format)).toThrow(/unsupported format no format/);
    expect(bad((m) => (m.pages = {}))).toThrow(/pages should be an array/);
    expect(bad((m) => ((m.assets as { file: string }[])[0]!.file = '../etc/passwd'))).toThrow(/assets\[0\]\.file should be a relative path/);
    expect(bad((m) => ((m.assets as { file: string }[])[0]!.file = '/abs'))).toThrow(/relative path/);
    expect(bad((m) => ((m.pages as { sha256: string }[])[0]!.sha256 = 'xyz'))).toThrow(/pages\[0\]\.sha256/);
    expect(bad((m) => ((m.pages as { rsc: { kind: string }[] }[])[1]!.rsc[0]!.kind = 'odd'))).toThrow(/pages\[1\]\.rsc\[0\]\.kind/);
    // A manifest of the format before pages recorded their framework facts is still read (hosts keep serving it).
    const older = JSON.parse(serializeManifest(sample())) as Record<string, unknown>;
    older.format = 'static-export/1';
    older.pages = (older.pages as Record<string, unknown>[]).map(({ profile, runtime, ...page }) => page);
    expect(parseManifest(JSON.stringify(older)).pages[0]?.profile).toBeUndefined();
    expect(() => parseManifest('[]')).toThrow(expect.objectContaining({ code: 'BAD_MANIFEST' }));
    expect(() => parseManifest('null')).toThrow(expect.objectContaining({ code: 'BAD_MANIFEST' }));
  });

  it('writes, a record at a time, exactly the text JSON.stringify gives for the whole manifest', async () => {
    const m = sample();
    // More than one write's worth of records, optional fields left undefined, an empty list, text that JSON escapes.
    m.assets = Array.from({ length: 3000 }, (_, i) => ({
      url: `/a/${i}.css`,
      file: `a/${i}.css`,
      bytes: i,
      sha256: sha('e'),
      contentType: i % 2 ? 'text/css' : 'text/css; charset="utf-8"\n',
    }));
    m.pages[0]!.title = undefined;
    m.pages[1]!.title = 'Line\nbreak \u2028 and "quotes" </script>';
    m.generated = [];
    const text = serializeManifest(m);
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(text.length).toBeGreaterThan(2 * 256 * 1024);
    const out = await mkdtemp(join(dir, 'big-'));
    await writeManifest(out, m);
    expect(await readFile(join(out, MANIFEST_PATH), 'utf8')).toBe(text);
    expect((JSON.parse(text) as Manifest).pages.find((p) => p.url === m.pages[1]!.url)?.title).toBe(m.pages[1]!.title);
  });

  it('serialises records many at a time, keys in canonical order, and an integer-like key record by record', () => {
    // The text a whole-manifest JSON.stringify of a copy with sorted keys gives (canonical(), written out again here).
    const sortedCopy = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sortedCopy)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
                .map((k) => [k, sortedCopy((v as Record<string, unknown>)[k])]),
            )
          : v;
    const m = sample();
    // Keys made in no particular order; pages already in the manifest's order, so only their keys move.
    m.pages = Array.from({ length: 240 }, (_, i) => ({
      status: 200,
      url: `/p/${String(i).padStart(3, '0')}`,
      sha256: sha('a'),
      rsc: [
        { kind: 'full' as const, headers: { vary: 'RSC', accept: '*/*' }, file: `p/${i}.txt`, contentType: 'text/x-component', sha256: sha('b'), bytes: 1 },
      ],
      file: `p/${i}/index.html`,
      contentType: 'text/html',
      bytes: i,
      ...(i % 3 ? { title: `Page ${i}` } : {}),
      refs: ['/a.css', `page:/p/${i + 1}`],
    }));
    // The top level keeps the manifest's own order of sections; everything inside has its keys sorted.
    const expected = (manifest: Manifest) => {
      const parsed = JSON.parse(serializeManifest(manifest)) as Record<string, unknown>;
      return `${JSON.stringify(Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, sortedCopy(v)])), null, 2)}\n`;
    };
    const stringify = vi.spyOn(JSON, 'stringify');
    let text: string;
    try {
      text = serializeManifest(m);
      // One call a piece of records, not one a record (240 pages).
      expect(stringify.mock.calls.length).toBeLessThan(40);
    } finally {
      stringify.mockRestore();
    }
    expect(text).toBe(expected(m));
    expect(text.indexOf('"bytes": 5,')).toBeLessThan(text.indexOf('"url": "/p/005"'));
    // A key an object lists first whatever order it was made in: its piece is written as canonical() writes it.
    m.pages[7]!.rsc[0]!.headers = { b: 'y', '10': 'x', '2': 'z' };
    const odd = serializeManifest(m);
    expect(odd).toBe(expected(m));
    expect(odd).toContain('"headers": {\n            "2": "z",\n            "10": "x",\n            "b": "y"\n          }');
  });

  it('writes no manifest it would refuse to read', async () => {
    const m = sample();
    m.assets[0]!.file = '../outside.css';
    const out = await mkdtemp(join(dir, 'refused-'));
    await expect(writeManifest(out, m)).rejects.toMatchObject({ code: 'BAD_MANIFEST', message: expect.stringContaining('assets[0].file') });
    await expect(readFile(join(out, MANIFEST_PATH))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
