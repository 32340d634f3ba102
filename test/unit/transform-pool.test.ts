// The transforms on worker threads (src/export/transform-pool.ts) give exactly what they give inline: the same
// bytes and hash, refs (URL, kind, source, raw) and kept references, for real documents: the bench site's pages, payloads
// and stylesheets, and the Next.js fixture's, with and without the base-path shim and in both link styles.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import Tinypool from 'tinypool';
import type { DigestWants, PageDigest } from '../../src/search/page-digest.ts';
import { BundleFiles } from '../../src/export/bundle-files.ts';
import { pageFile, rscFile, segmentFile } from '../../src/export/layout.ts';
import type { Ref } from '../../src/export/refs.ts';
import { fullPayloadRequest, segmentRequest } from '../../src/export/rsc-requests.ts';
import { TransformPool, type TransformExtras } from '../../src/export/transform-pool.ts';
import { transformText, type TransformKind, type TransformOutcome } from '../../src/export/transform-task.ts';
import { basePathShim } from '../../src/hosting/base-path-shim.ts';
import { SiteModel } from '../../bench/site-content.ts';
import { renderHtml, renderNotFound, renderRsc, renderSegment, segmentKeys } from '../../bench/site-render.ts';

interface Doc {
  name: string;
  kind: TransformKind;
  body: Buffer;
  url: URL;
  site: URL;
  file: string;
  extras: TransformExtras;
}

const fixture = inject('fixture');
const BENCH_SITE = new URL('http://127.0.0.1:3000/');
const NEVER_INLINE = { html: 0, rsc: 0, css: 0 };

/** Every document of a 60-page bench site, and its 404 page as the crawl transforms it (root links, shim). */
function benchDocs(): Doc[] {
  const model = new SiteModel({ pages: 60, seed: 3 });
  const site = BENCH_SITE;
  const docs: Doc[] = [];
  for (let i = 0; i < model.paths.length; i++) {
    const p = model.page(i);
    const url = new URL(p.path, site);
    const file = pageFile(p.path);
    docs.push({ name: `html ${p.path}`, kind: 'html', body: Buffer.from(renderHtml(model, p)), url, site, file, extras: { headHtml: basePathShim(file) } });
    docs.push({ name: `rsc ${p.path}`, kind: 'rsc', body: Buffer.from(renderRsc(model, p)), url, site, file: rscFile(p.path), extras: {} });
    for (const key of segmentKeys(p.path)) {
      const body = renderSegment(model, p, key);
      if (body !== undefined)
        docs.push({ name: `segment ${p.path} ${key}`, kind: 'rsc', body: Buffer.from(body), url, site, file: segmentFile(p.path, key), extras: {} });
    }
  }
  for (const asset of model.assets.byPath.values()) {
    if (asset.type.startsWith('text/css'))
      docs.push({ name: `css ${asset.path}`, kind: 'css', body: asset.body, url: new URL(asset.path, site), site, file: asset.path.slice(1), extras: {} });
  }
  // What the generated site does not carry: the links a transform keeps absolute and reports (kept references).
  const home = model.page(0);
  const kept = renderHtml(model, home).replace(
    '<head>',
    `<head><link rel="canonical" href="${site.href}"/><meta property="og:url" content="${site.href}docs"/><link rel="alternate" hreflang="de" href="${site.href}de"/>`,
  );
  docs.push({ name: 'html with canonical', kind: 'html', body: Buffer.from(kept), url: new URL(home.path, site), site, file: pageFile(home.path), extras: {} });
  const notFound = new URL('/__static-export-not-found__', site);
  docs.push({
    name: '404',
    kind: 'html',
    body: Buffer.from(renderNotFound()),
    url: notFound,
    site,
    file: '404.html',
    extras: { linkStyle: 'root', headHtml: basePathShim('404.html') },
  });
  return docs;
}

async function get(url: URL, headers: Record<string, string> = {}): Promise<{ url: URL; body: Buffer; type: string }> {
  const res = await fetch(url, { headers });
  return { url: new URL(res.url), body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

/** The fixture's pages (HTML and full payload), one page's segment payloads, and its stylesheets, as served. */
async function fixtureDocs(): Promise<Doc[]> {
  const site = new URL(`${fixture.origin}/`);
  const docs: Doc[] = [];
  const css = new Set<string>();
  for (const path of fixture.pages) {
    const page = await get(new URL(path, site));
    if (!page.type.includes('html')) continue;
    const file = pageFile(path);
    docs.push({
      name: `fixture html ${path}`,
      kind: 'html',
      body: page.body,
      url: page.url,
      site,
      file,
      extras: { headHtml: basePathShim(file), bodyEndHtml: `<script src="${file}.search.js" defer></script>` },
    });
    for (const m of page.body.toString('utf8').matchAll(/href="([^"]+\.css[^"]*)"/g)) css.add(m[1]!);
    const full = await get(fullPayloadRequest(page.url).url, fullPayloadRequest(page.url).headers);
    if (full.type.startsWith('text/x-component'))
      docs.push({ name: `fixture rsc ${path}`, kind: 'rsc', body: full.body, url: page.url, site, file: rscFile(path), extras: {} });
  }
  const first = new URL(fixture.pages.find((p) => p !== '/') ?? '/', site);
  for (const key of ['/_tree', '/_full']) {
    const req = segmentRequest(first, key);
    const seg = await get(req.url, req.headers);
    if (seg.type.startsWith('text/x-component'))
      docs.push({ name: `fixture segment ${key}`, kind: 'rsc', body: seg.body, url: first, site, file: segmentFile(first.pathname, key), extras: {} });
  }
  for (const href of css) {
    const sheet = await get(new URL(href, site));
    docs.push({ name: `fixture css ${href}`, kind: 'css', body: sheet.body, url: sheet.url, site, file: href.replace(/^\/|\?.*$/g, ''), extras: {} });
  }
  return docs;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A result with its refs' URLs as hrefs, to compare across threads. */
function plain(r: TransformOutcome): unknown {
  return { ...r, refs: r.refs.map((ref: Ref) => ({ ...ref, url: ref.url.href })) };
}

function inline(doc: Doc, digest?: DigestWants): Promise<TransformOutcome> {
  const files = new BundleFiles(doc.site, true);
  const { headHtml, linkStyle, bodyEndHtml } = doc.extras;
  return transformText(
    doc.kind,
    doc.body.toString('utf8'),
    {
      url: doc.url,
      file: doc.file,
      site: doc.site,
      fileFor: files.fileFor,
      outsideHref: files.outsideHref,
      ...(headHtml === undefined ? {} : { headHtml }),
      ...(bodyEndHtml === undefined ? {} : { bodyEndHtml }),
      ...(linkStyle === undefined ? {} : { linkStyle }),
    },
    digest,
  );
}

function pool(site: URL, options: { minBytes?: typeof NEVER_INLINE } = { minBytes: NEVER_INLINE }): TransformPool {
  const files = new BundleFiles(site, true);
  return new TransformPool({
    threads: 1,
    portable: { site, localiseExternal: true },
    context: (url, file) => ({ url, file, site, fileFor: files.fileFor, outsideHref: files.outsideHref }),
    ...options,
  });
}

describe('transforms on a worker thread', () => {
  let docs: Doc[];
  const pools: TransformPool[] = [];
  beforeAll(async () => {
    docs = [...benchDocs(), ...(await fixtureDocs())];
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('give the inline text, refs and kept references for every document, moving the bytes rather than copying them', async () => {
    const kinds = new Set(docs.map((d) => `${d.site.host} ${d.kind}`));
    expect(kinds.size).toBe(6); // html, rsc and css from both sites
    const sent = vi.spyOn(Tinypool.prototype, 'run');
    try {
      const bench = pool(BENCH_SITE);
      const fix = pool(new URL(`${fixture.origin}/`));
      pools.push(bench, fix);
      // All at once, as the crawl sends them: replies come back out of order and must still match their task.
      // A body with an ArrayBuffer of its own, as the fetcher makes them.
      const bodies = docs.map((doc) => {
        const body = Buffer.from(new ArrayBuffer(doc.body.length));
        doc.body.copy(body);
        return body;
      });
      const results = await Promise.all(docs.map((doc, i) => (doc.site === BENCH_SITE ? bench : fix).run(doc.kind, bodies[i]!, doc.url, doc.file, doc.extras)));
      expect(sent).toHaveBeenCalledTimes(docs.length);
      // Each ArrayBuffer went to the worker: this thread no longer holds the bytes.
      expect(bodies.filter((b) => b.buffer.byteLength > 0)).toEqual([]);
      let refs = 0;
      for (const [i, doc] of docs.entries()) {
        const result = results[i]!;
        expect(plain(result), doc.name).toEqual(plain(await inline(doc)));
        refs += result.refs.length;
        // The file comes back as bytes in an ArrayBuffer of their own, with their hash.
        expect(result.bytes.buffer.byteLength).toBe(result.bytes.length);
        expect(result.sha256).toBe(createHash('sha256').update(result.bytes).digest('hex'));
        if (doc.extras.bodyEndHtml) expect(result.bytes.toString('utf8')).toMatch(new RegExp(`${escapeRe(doc.extras.bodyEndHtml)}</body>`));
      }
      expect(docs.some((d) => d.extras.bodyEndHtml)).toBe(true);
      expect(refs).toBeGreaterThan(docs.length);
      expect(results.find((_, i) => docs[i]!.name === 'html with canonical')!.kept.map((k) => k.reason)).toEqual(['canonical', 'og:url', 'alternate']);
    } finally {
      sent.mockRestore();
    }
  });

  it('digest pages for the search stage in the worker: the inline digest, byte for byte, with Buffers back on this side', async () => {
    const wants = { search: true, markdown: true };
    const html = docs.filter((d) => d.kind === 'html').slice(0, 12);
    expect(html.length).toBeGreaterThan(5);
    const bench = pool(BENCH_SITE);
    const fix = pool(new URL(`${fixture.origin}/`));
    pools.push(bench, fix);
    const results = await Promise.all(
      html.map((doc) => (doc.site === BENCH_SITE ? bench : fix).run(doc.kind, Buffer.from(doc.body), doc.url, doc.file, { ...doc.extras, digest: wants })),
    );
    const withoutTimes = (d: PageDigest | null | undefined) => (d ? { ...d, ms: undefined } : d);
    let digested = 0;
    for (const [i, doc] of html.entries()) {
      const want = (await inline(doc, wants)).digest;
      const got = results[i]!.digest;
      expect(withoutTimes(got), doc.name).toEqual(withoutTimes(want));
      if (got) {
        digested++;
        expect(Buffer.isBuffer(got.pagefindHtml) && Buffer.isBuffer(got.fileIndexRow)).toBe(true);
        expect(got.markdown).toMatch(/^# /m);
      }
    }
    expect(digested).toBeGreaterThan(5);
  });

  it('leave the body readable when the caller keeps it, and share one URL per href across replies', async () => {
    const page = docs.find((d) => d.kind === 'rsc' && d.site === BENCH_SITE && d.body.length > 8192)!;
    const p = pool(BENCH_SITE);
    pools.push(p);
    const body = Buffer.from(page.body);
    const [a, b] = await Promise.all([p.run('rsc', body, page.url, page.file, { keepBody: true }), p.run('rsc', Buffer.from(page.body), page.url, page.file)]);
    expect(body.equals(page.body)).toBe(true);
    expect(a.refs.length).toBeGreaterThan(0);
    a.refs.forEach((ref, i) => expect(ref.url).toBe(b.refs[i]!.url));
  });

  it('share one pool of workers between exports running at once, ended by the last to close', async () => {
    const page = docs.find((d) => d.kind === 'html' && d.site === BENCH_SITE)!;
    const fixturePage = docs.find((d) => d.kind === 'html' && d.site !== BENCH_SITE)!;
    const workersOf = (p: TransformPool) => (p as unknown as { pool?: Tinypool }).pool;
    // The earlier tests' exports are over.
    await Promise.all(pools.splice(0).map((p) => p.close()));
    const a = pool(BENCH_SITE);
    const b = pool(fixturePage.site);
    const [ra, rb] = await Promise.all([
      a.run(page.kind, Buffer.from(page.body), page.url, page.file, page.extras),
      b.run(fixturePage.kind, Buffer.from(fixturePage.body), fixturePage.url, fixturePage.file, fixturePage.extras),
    ]);
    // Two sites through one pool: each still gets its own site's files.
    expect(plain(ra)).toEqual(plain(await inline(page)));
    expect(plain(rb)).toEqual(plain(await inline(fixturePage)));
    const shared = workersOf(a)!;
    expect(workersOf(b)).toBe(shared);
    expect(shared.threads.length).toBe(1);
    await a.close();
    // Still serving the other export.
    const again = await b.run(fixturePage.kind, Buffer.from(fixturePage.body), fixturePage.url, fixturePage.file, fixturePage.extras);
    expect(plain(again)).toEqual(plain(await inline(fixturePage)));
    await b.close();
    expect(shared.threads.length).toBe(0);
    // The next export starts a new one.
    const c = pool(BENCH_SITE);
    pools.push(c);
    await c.run(page.kind, Buffer.from(page.body), page.url, page.file, page.extras);
    expect(workersOf(c)).not.toBe(shared);
  });

  it('run inline below the size threshold, with 0 threads, and when fileFor is not pure', async () => {
    const sent = vi.spyOn(Tinypool.prototype, 'run');
    const small = docs.find((d) => d.kind === 'rsc' && d.body.length < 2048)!;
    const large = docs.find((d) => d.kind === 'html' && d.site === BENCH_SITE)!;
    const files = new BundleFiles(BENCH_SITE, true);
    const context = (url: URL, file: string) => ({ url, file, site: BENCH_SITE, fileFor: files.fileFor, outsideHref: files.outsideHref });
    const thresholds = pool(BENCH_SITE, {});
    const none = new TransformPool({ threads: 0, portable: { site: BENCH_SITE, localiseExternal: true }, context, minBytes: NEVER_INLINE });
    const fixedList = new TransformPool({ threads: 1, context, minBytes: NEVER_INLINE });
    pools.push(thresholds, none, fixedList);
    try {
      expect(plain(await thresholds.run(small.kind, Buffer.from(small.body), small.url, small.file))).toEqual(plain(await inline(small)));
      expect(plain(await none.run(large.kind, Buffer.from(large.body), large.url, large.file, large.extras))).toEqual(plain(await inline(large)));
      expect(plain(await fixedList.run(large.kind, Buffer.from(large.body), large.url, large.file, large.extras))).toEqual(plain(await inline(large)));
      expect(fixedList.threads).toBe(0);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
  });
});
