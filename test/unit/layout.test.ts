import { describe, expect, it } from 'vitest';
import { assetFile, assertInsideRoot, pageFile, relativeHref, rscFile, safeSegments, segmentFile } from '../../src/export/layout.ts';

const site = new URL('http://127.0.0.1:3000/');

describe('layout', () => {
  it('maps pages to directory indexes, with the RSC files beside them', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/docs/intro')).toBe('docs/intro/index.html');
    expect(pageFile('/docs')).toBe('docs/index.html');
    expect(rscFile('/')).toBe('index.txt');
    expect(rscFile('/docs/intro')).toBe('docs/intro/index.txt');
    expect(segmentFile('/docs/intro', '/_tree')).toBe('docs/intro/__next._tree.txt');
    expect(segmentFile('/docs/intro', '/docs/intro/__PAGE__')).toBe('docs/intro/__next.docs.intro.__PAGE__.txt');
    expect(segmentFile('/', '/_tree')).toBe('__next._tree.txt');
  });

  it('keeps same-site asset paths exact and hashes query strings without collisions', () => {
    expect(assetFile(new URL('/_next/static/chunks/0aB.js', site), site)).toBe('_next/static/chunks/0aB.js');
    const a = assetFile(new URL('/icon.svg?v=1', site), site);
    const b = assetFile(new URL('/icon.svg?v=2', site), site);
    expect(a).toMatch(/^icon\.q-[A-Za-z0-9]{10}\.svg$/);
    expect(a).not.toBe(b);
    expect(assetFile(new URL('/icon.svg?v=1', site), site)).toBe(a);
  });

  it('names next/image variants stably and apart', () => {
    const u = (w: number) => new URL(`/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Flogo.abc.png&w=${w}&q=75`, site);
    expect(assetFile(u(640), site)).toMatch(/^_next\/image\/logo\.abc\.w640q75\.[A-Za-z0-9]{10}\.png$/);
    expect(assetFile(u(640), site)).not.toBe(assetFile(u(750), site));
  });

  it('puts other hosts under _external, port included', () => {
    expect(assetFile(new URL('https://cdn.example.com/f/a.woff2'), site)).toBe('_external/cdn.example.com/f/a.woff2');
    expect(assetFile(new URL('http://127.0.0.1:4000/x.png'), site)).toBe('_external/127.0.0.1_4000/x.png');
  });

  it('never lets a hostile URL out of the root', () => {
    const hostile = [
      '/../../etc/passwd',
      '/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/a/..%2f..%2f..%2fetc%2fpasswd',
      '/%00/x',
      '/a\\..\\..\\b',
      '//etc/passwd',
      '/_static-export/manifest.json',
    ];
    for (const h of hostile) {
      const file = assetFile(new URL(h, site), site);
      expect(() => assertInsideRoot(file), `${h} → ${file}`).not.toThrow();
      expect(file.startsWith('_static-export/')).toBe(false);
      const page = pageFile(new URL(h, site).pathname);
      expect(() => assertInsideRoot(page), `${h} → ${page}`).not.toThrow();
    }
    expect(safeSegments('/a/%2F/b')).toEqual(['a', '_', 'b']);
  });

  it('computes hrefs relative to the file holding them', () => {
    expect(relativeHref('docs/intro/index.html', 'docs/setup/index.html')).toBe('../setup/index.html');
    expect(relativeHref('index.html', 'docs/intro/index.html')).toBe('docs/intro/index.html');
    expect(relativeHref('docs/intro/index.html', 'index.html')).toBe('../../index.html');
    expect(relativeHref('index.html', 'index.html')).toBe('index.html');
  });
});

describe('relativeHref', () => {
  it('agrees with path.posix.relative on bundle paths', async () => {
    const { posix } = await import('node:path');
    const files = [
      'index.html',
      '404.html',
      'docs/index.html',
      'docs/a/index.html',
      'docs/a/index.txt',
      'docs/ab/index.html',
      'docs/a/b/c/index.html',
      '_next/static/chunks/x.js',
      'docs/a/__next.docs.a.__PAGE__.txt',
      '_external/cdn.example_8080/fonts/a.woff2',
    ];
    for (const from of files) {
      for (const to of files) {
        const expected = posix.relative(posix.dirname(from), to);
        expect(relativeHref(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });
});
