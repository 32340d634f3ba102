// The export engine against the real Next.js 16 fixture site (built and started by test/global-setup.ts).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { normalisePagePath, segmentFile } from '../../src/export/layout.ts';
import { redirectMarker } from '../../src/hosting/redirect-marker.ts';
import { verifyBundle } from '../../src/verify/verify.ts';
import { readManifest } from '../../src/bundle/manifest-io.ts';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import type { Manifest } from '../../src/core/types.ts';
import type { Ref } from '../../src/export/refs.ts';
import { transformRsc } from '../../src/export/transform-rsc.ts';
import { assetFile, pageFile } from '../../src/export/layout.ts';
import { runCli } from '../helpers/run-cli.ts';

const fixture = inject('fixture');
// The fake CDN listens on another loopback port: a private address the export may reach only when named.
const allowCdn = ['--allow-private', new URL(fixture.cdnOrigin).host];

async function sha256File(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

async function liveRsc(path: string): Promise<Buffer> {
  let url = new URL(`${path}?_rsc=`, fixture.origin);
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: { rsc: '1' }, redirect: 'manual' });
    if (res.status === 307 || res.status === 308) {
      url = new URL(res.headers.get('location')!, url);
      continue;
    }
    expect(res.headers.get('content-type')).toMatch(/^text\/x-component/);
    return Buffer.from(await res.arrayBuffer());
  }
  throw new Error(`too many redirects for ${path}`);
}

describe('export of the Next.js fixture site', () => {
  let dir: string;
  let site: string;
  let manifest: Manifest;
  let exportMs = 0;
  /** Pages the server renders afresh per request (fresh React keys in every RSC response). */
  const changing = new Set<string>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'se-fixture-'));
    const run = await runCli(['export', fixture.origin, ...allowCdn, '--out', 'a.tar.gz', '--version', 'v1', '--json'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    exportMs = run.ms;
    expect(JSON.parse(run.stdout).sha256).toMatch(/^[0-9a-f]{64}$/);
    site = join(dir, 'a');
    await unpackBundle(join(dir, 'a.tar.gz'), site);
    manifest = await readManifest(site);
    for (const p of fixture.pages) if (!(await liveRsc(p)).equals(await liveRsc(p))) changing.add(p);
  });
  afterAll(async () => {
    console.log(`fixture export: ${manifest?.pages.length} pages, ${manifest?.assets.length} assets, ${Math.round(exportMs)} ms (CLI wall time)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('exports every page next build reports', () => {
    const exported = new Set(manifest.pages.map((p) => p.url));
    expect(fixture.pages.length).toBeGreaterThanOrEqual(25);
    for (const p of fixture.pages) expect(exported.has(p), p).toBe(true);
    expect(manifest.framework).toBe('next-app');
    expect(manifest.version).toBe('v1');
  });

  it('saves each page RSC payload exactly as the live server sends it', async () => {
    for (const p of manifest.pages) {
      const full = p.rsc.find((r) => r.kind === 'full');
      expect(full, `${p.url} has a full RSC payload`).toBeDefined();
      const saved = await readFile(join(site, full!.file), 'utf8');
      const live = (await liveRsc(p.url)).toString('utf8');
      expect(saved.includes(fixture.cdnOrigin) || saved.includes(fixture.origin), p.url).toBe(false);
      if (changing.has(p.url)) continue;
      // The saved payload is the live one with only URLs moved to where the bundle keeps them (absolute URLs of
      // the site and the CDN, query-string asset URLs); every other byte is the server's.
      const siteUrl = new URL(fixture.origin);
      const ctx = {
        url: new URL(p.url, siteUrl),
        file: full!.file,
        site: siteUrl,
        fileFor: (ref: Ref) => (ref.kind === 'page' && ref.url.origin === siteUrl.origin ? pageFile(ref.url.pathname) : assetFile(ref.url, siteUrl)),
      };
      expect(saved, `${p.url} payload`).toBe(transformRsc(live, ctx).text);
    }
  });

  it('passes verify with no broken reference', async () => {
    const report = await verifyBundle(join(dir, 'a.tar.gz'));
    expect(report.broken).toEqual([]);
    expect(report.hashMismatches).toEqual([]);
    expect(report.ok).toBe(true);
    // The static checks; the same bundle in a browser is test/e2e/verify-browser.test.ts's.
    const cli = await runCli(['verify', 'a.tar.gz', '--browser', 'off'], { cwd: dir });
    expect(cli.code, cli.stderr).toBe(0);
  });

  it('leaves no absolute reference to the site or the CDN, except the listed ones', async () => {
    const kept = new Set(manifest.keptReferences.map((k) => `${k.file} ${k.url}`));
    const files = [
      ...manifest.pages.flatMap((p) => [p.file, ...p.rsc.map((r) => r.file)]),
      ...manifest.assets.filter((a) => /css|html/.test(a.contentType)).map((a) => a.file),
    ];
    for (const f of files) {
      const text = await readFile(join(site, f), 'utf8');
      for (const origin of [fixture.origin, fixture.cdnOrigin]) {
        for (const m of text.matchAll(new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"'\\s)<>]*`, 'g'))) {
          expect(kept.has(`${f} ${m[0]}`), `${f} references ${m[0]}`).toBe(true);
        }
      }
    }
  });

  it('localises the CDN assets, following the CDN stylesheet', () => {
    const cdn = manifest.assets.filter((a) => a.url.startsWith(fixture.cdnOrigin));
    expect(cdn.map((a) => new URL(a.url).pathname).sort()).toEqual(expect.arrayContaining(['/css/fonts.css', '/img/badge.png', '/fonts/cdn-font.woff2']));
    for (const a of cdn) expect(a.file.startsWith('_external/')).toBe(true);
  });

  it('records the redirect and writes a redirect page for it', () => {
    for (const r of fixture.redirects) {
      const rec = manifest.redirects.find((x) => x.from === r.from);
      expect(rec, r.from).toBeDefined();
      expect(rec!.to).toBe(r.to);
    }
  });

  it("answers every payload request for a redirect source from its target's payloads (stand-ins per segment)", async () => {
    // The client asks a redirect source's segments by the keys of the target's route tree, under the source's URL:
    // each name must hold the stand-in that points the base-path runtime at the target's file of the same key.
    let checked = 0;
    for (const r of manifest.redirects.filter((x) => x.to.startsWith('/'))) {
      const target = manifest.pages.find((p) => p.url === normalisePagePath(new URL(r.to, 'http://x').pathname));
      if (!target) continue;
      for (const rsc of target.rsc.filter((x) => x.kind === 'segment' && x.segment)) {
        const file = segmentFile(r.from, rsc.segment!);
        expect(await readFile(join(site, file), 'utf8'), file).toBe(redirectMarker(new URL(r.to, 'http://x').pathname));
        expect(
          manifest.assets.some((a) => a.file === file),
          file,
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1);
  });

  it('saves the custom 404 page', async () => {
    expect(manifest.notFound).toBe('404.html');
    expect(await readFile(join(site, '404.html'), 'utf8')).toMatch(/<html/i);
  });

  it('gives byte-identical bundles for two exports of an unchanged site', async () => {
    // A page rendered per request (the CDN page is force-dynamic) carries fresh React keys in every RSC response,
    // so the source itself changes between two requests there; find such pages from the live server, not a list.
    expect(changing.size).toBeLessThan(fixture.pages.length / 4);
    const stable = fixture.pages.filter((p) => !changing.has(p)).flatMap((p) => ['--paths', p === '/' ? '/' : p.slice(1)]);
    const shas: string[] = [];
    for (const name of ['s1', 's2']) {
      const run = await runCli(['export', fixture.origin, ...allowCdn, ...stable, '--out', `${name}.tar.gz`, '--quiet', '--json'], { cwd: dir });
      expect(run.code, run.stderr).toBe(0);
      shas.push(await sha256File(join(dir, `${name}.tar.gz`)));
    }
    expect(shas[1]).toBe(shas[0]);
    // Those went through the spool (no --out-dir); written as a directory tree and packed from it, the same site
    // gives the same bytes.
    const tree = await runCli(['export', fixture.origin, ...allowCdn, ...stable, '--out', 's3.tar.gz', '--out-dir', 'tree-site', '--quiet'], { cwd: dir });
    expect(tree.code, tree.stderr).toBe(0);
    expect(await readFile(join(dir, 'tree-site', 'index.html'), 'utf8')).toMatch(/<html/i);
    expect(await sha256File(join(dir, 's3.tar.gz'))).toBe(shas[0]);
    // The full export again: only files of the pages the server itself changes may differ.
    const run = await runCli(['export', fixture.origin, ...allowCdn, '--out', 'b.tar.gz', '--version', 'v1', '--quiet'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    const second = join(dir, 'b');
    await unpackBundle(join(dir, 'b.tar.gz'), second);
    const m2 = await readManifest(second);
    const before = new Map(manifest.pages.flatMap((p) => [p, ...p.rsc]).map((f) => [f.file, f.sha256]));
    const allowed = new Set(manifest.pages.filter((p) => changing.has(p.url)).flatMap((p) => p.rsc.map((r) => r.file)));
    for (const f of m2.pages.flatMap((p) => [p, ...p.rsc])) {
      if (before.get(f.file) !== f.sha256) expect(allowed.has(f.file), `${f.file} changed between two exports`).toBe(true);
    }
    console.log(
      `bundle sha256 on two runs (${stable.length / 2} pages): ${shas[0]} / ${shas[1]}; pages the server renders differently per request: ${[...changing].join(', ') || 'none'}`,
    );
  });

  it('exports exactly the pages given with --paths', async () => {
    const wanted = fixture.pages.filter((p) => p !== '/').slice(0, 2);
    const args = wanted.flatMap((p) => ['--paths', p.slice(1)]);
    const run = await runCli(['export', fixture.origin, ...allowCdn, ...args, '--out', 'subset.tar.gz', '--quiet'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    const sub = join(dir, 'subset');
    await unpackBundle(join(dir, 'subset.tar.gz'), sub);
    const m = await readManifest(sub);
    expect(m.pages.map((p) => p.url).sort()).toEqual([...wanted].sort());
    const report = await verifyBundle(sub);
    expect(report.broken).toEqual([]);
    expect(report.absoluteOriginRefs).toEqual([]);
    // Links to pages left out point at the live site, and are listed as such.
    const outside = m.keptReferences.filter((k) => k.reason === 'outside-export');
    expect(outside.length).toBeGreaterThan(0);
    for (const k of outside) expect(wanted).not.toContain(new URL(k.url).pathname);
  });

  it('shows plain progress lines without a terminal', async () => {
    const run = await runCli(['export', fixture.origin, ...allowCdn, '--paths', fixture.pages[1]!.slice(1), '--out', 'one.tar.gz'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^progress: crawl(?:ed \d+ pages?|: \d+\/\d+ pages)/m);
    expect(run.stderr).not.toContain('\x1b[');
    expect((await readdir(dir)).filter((f) => f.startsWith('.static-export-'))).toEqual([]);
  });
});
