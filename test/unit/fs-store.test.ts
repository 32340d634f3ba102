import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStore, openStoredBundle, verifyFsLink, type FsBundleStore } from '../../src/store/fs-store.ts';

const SECRET = 'test-secret-that-is-at-least-32-bytes-long';
const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

let work: string;
let store: FsBundleStore;
let bundle: Buffer;
let bundleFile: string;
let server: Server;
let origin: string;

/** The route another engineer wires into the API: this is all it needs to do with openStoredBundle. */
function serve(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = decodeURIComponent(url.pathname.replace(/^\/v1\/bundles\//, ''));
    void openStoredBundle(store, key, url.searchParams).then((opened) => {
      if (!opened.ok) {
        res.writeHead(opened.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: opened.message }));
        return;
      }
      res.writeHead(200, { 'content-type': opened.contentType, 'content-length': opened.bytes });
      opened.stream.pipe(res);
    });
  });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fs-store-test-'));
  bundle = randomBytes(300_000);
  bundleFile = join(work, 'upload.tar.gz');
  await writeFile(bundleFile, bundle);
  server = serve();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  store = createFsStore({ dir: join(work, 'store'), publicBaseUrl: `${origin}/v1/`, secret: SECRET });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await rm(work, { recursive: true, force: true });
});

describe('fs store', () => {
  it('stores, reports, links and deletes a bundle', async () => {
    const key = 'acme/job-1/bundle.tar.gz';
    expect(await store.has(key)).toBe(false);
    const stored = await store.put(key, bundleFile, { sha256: sha256(bundle), bytes: bundle.length });
    expect(stored).toEqual({ key, sha256: sha256(bundle), bytes: bundle.length });
    expect(await store.has(key)).toBe(true);
    expect(await readdir(join(work, 'store', '.incoming'))).toEqual([]);

    const before = Date.now();
    const link = await store.link(key, 3600);
    expect(link.url).toMatch(new RegExp(`^${origin}/v1/bundles/acme/job-1/bundle\\.tar\\.gz\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    expect(link.expiresAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3600_000);
    expect(link.expiresAt.getTime()).toBeLessThanOrEqual(before + 3600_000);

    const res = await fetch(link.url);
    expect(res.status).toBe(200);
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(bundle));

    await store.delete(key);
    await store.delete(key); // idempotent
    expect(await store.has(key)).toBe(false);
    // The link is still genuine, the bundle is gone: 410.
    const gone = await fetch(link.url);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ error: 'this bundle no longer exists' });
  });

  it('refuses a link after it expires (403), and a new link works', async () => {
    const key = 'acme/job-2.tar.gz';
    await store.put(key, bundleFile, { sha256: sha256(bundle), bytes: bundle.length });
    const short = await store.link(key, 2);
    expect((await fetch(short.url)).status).toBe(200);
    await new Promise((done) => setTimeout(done, 3000));
    const expired = await fetch(short.url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { error: string }).error).toMatch(/expired/);

    const fresh = await store.link(key, 2);
    expect(fresh.url).not.toBe(short.url);
    const res = await fetch(fresh.url);
    expect(res.status).toBe(200);
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(bundle));
  });

  it('refuses tampered, truncated and foreign links', async () => {
    const key = 'acme/job-3.tar.gz';
    await store.put(key, bundleFile, { sha256: sha256(bundle), bytes: bundle.length });
    const { url } = await store.link(key, 600);
    const u = new URL(url);
    const sig = u.searchParams.get('sig') ?? '';
    const expires = u.searchParams.get('expires') ?? '';
    const variants: [string, number][] = [
      [url.replace(/sig=./, `sig=${sig[0] === 'A' ? 'B' : 'A'}`), 403], // one character of the signature
      [url.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`), 403], // a longer lifetime
      [url.replace('job-3', 'job-4'), 403], // another bundle with this signature
      [url.replace(/&sig=.*/, ''), 403], // no signature
      [url.replace(/expires=\d+&/, ''), 403], // no expiry
      [url.replace(sig, `${sig}x`), 403], // wrong length
      [url.replace('acme/job-3.tar.gz', '..%2Fetc%2Fpasswd'), 404], // not a key at all
    ];
    for (const [bad, status] of variants) {
      expect((await fetch(bad)).status, bad).toBe(status);
    }
    const other = createFsStore({ dir: join(work, 'store'), publicBaseUrl: origin, secret: `${SECRET}-other` });
    expect((await fetch((await other.link(key, 600)).url.replace(origin, `${origin}/v1`))).status).toBe(403);
    expect((await fetch(url)).status).toBe(200);
  });

  it('verifyFsLink: ok, expired, tampered, malformed; signature checked before expiry', async () => {
    const { url } = await store.link('k/x.tar.gz', 60);
    const q = new URL(url).searchParams;
    const expires = q.get('expires') ?? '';
    const sig = q.get('sig') ?? '';
    const at = Number(expires) * 1000;
    expect(verifyFsLink(SECRET, 'k/x.tar.gz', expires, sig, at - 1)).toEqual({ ok: true });
    expect(verifyFsLink(SECRET, 'k/x.tar.gz', expires, sig, at)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyFsLink(Buffer.from(SECRET), 'k/x.tar.gz', expires, sig, at - 1)).toEqual({ ok: true });
    expect(verifyFsLink(SECRET, 'k/y.tar.gz', expires, sig, at - 1)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyFsLink(SECRET, 'k/x.tar.gz', String(Number(expires) - 1), sig, at + 5000)).toEqual({ ok: false, reason: 'bad-signature' });
    for (const [key, e, s] of [
      ['../x', expires, sig],
      ['k/x.tar.gz', undefined, sig],
      ['k/x.tar.gz', `${expires}.5`, sig],
      ['k/x.tar.gz', `0${expires}`, sig],
      ['k/x.tar.gz', expires, sig.slice(1)],
      ['k/x.tar.gz', expires, `${sig.slice(1)}=`],
      ['k/x.tar.gz', expires, ['a']],
    ] as const) {
      expect(verifyFsLink(SECRET, key, e, s, at - 1)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('openStoredBundle: stream and size, or a typed refusal', async () => {
    const key = 'acme/job-5.tar.gz';
    await store.put(key, bundleFile, { sha256: sha256(bundle), bytes: bundle.length });
    const { url } = await store.link(key, 60);
    const query = new URL(url).searchParams;
    const opened = await openStoredBundle(store, key, query);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened).toMatchObject({ key, bytes: bundle.length, contentType: 'application/gzip', filename: 'job-5.tar.gz' });
    const chunks: Buffer[] = [];
    for await (const c of opened.stream) chunks.push(c as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(bundle));

    // A plain object works as the query too (a framework's parsed query).
    const asObject = Object.fromEntries(query);
    const expiredAt = Number(asObject.expires) * 1000 + 1;
    expect(await openStoredBundle(store, key, asObject, expiredAt)).toMatchObject({ ok: false, status: 403, reason: 'expired' });
    expect(await openStoredBundle(store, 'a/../b', asObject)).toMatchObject({ ok: false, status: 404, reason: 'not-a-key' });
    expect(await openStoredBundle(store, key, {})).toMatchObject({ ok: false, status: 403, reason: 'malformed' });
  });

  it('validates keys, meta, lifetimes and options', async () => {
    for (const key of ['', '/a', 'a/', 'a//b', '../a', 'a/../b', '.hidden', 'a/.partial', 'a b', 'a\\b', 'ü', 'x'.repeat(513)]) {
      await expect(store.has(key), key).rejects.toMatchObject({ code: 'INVALID_OPTION' });
      await expect(store.link(key, 60), key).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    }
    for (const ttl of [0, -1, 1.5, 604_801, Number.NaN]) {
      await expect(store.link('a', ttl), String(ttl)).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    }
    await expect(store.put('a', bundleFile, { sha256: 'nope', bytes: bundle.length })).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    await expect(store.put('a', bundleFile, { sha256: sha256(bundle), bytes: 1 })).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(existsSync(join(work, 'store', 'a'))).toBe(false);
    expect(() => createFsStore({ dir: work, publicBaseUrl: origin, secret: 'short' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(() => createFsStore({ dir: work, publicBaseUrl: 'not a url', secret: SECRET })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(JSON.stringify(store)).not.toContain(SECRET);
  });
});
