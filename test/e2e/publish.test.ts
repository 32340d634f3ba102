// The publish sequence (src/pipeline/publish.ts) with the real engine, a loopback site and the real filesystem
// store: its steps in order (export → gate → delta → store → link → record), a gate that refuses the bundle
// before anything is made from it or stored, and the run's limits ending it with their reason.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticExportError } from '../../src/core/errors.ts';
import { buildDelta } from '../../src/delta/build-delta.ts';
import { publish, type PublishEvent } from '../../src/pipeline/publish.ts';
import { createFsStore, type FsBundleStore } from '../../src/store/fs-store.ts';

let dir: string;
let site: Server;
let origin: string;
let store: FsBundleStore;
let edition = 1;
const held: ServerResponse[] = [];

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sx-publish-'));
  store = createFsStore({ dir: join(dir, 'store'), secret: 'a-test-secret-that-is-at-least-32-bytes', publicBaseUrl: 'http://127.0.0.1:1/v1' });
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '') || '/';
    if (path === '/slow') return void held.push(res);
    const pages: Record<string, string> = {
      '/': page('Home', `<p>edition ${edition}</p><a href="/guide/">Guide</a>`),
      '/guide': page('Guide', `<p>${'words of the guide '.repeat(400)}</p>`),
    };
    const body = pages[path];
    res.writeHead(body ? 200 : 404, { 'content-type': body ? 'text/html' : 'text/plain' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('the publish sequence', () => {
  it('exports, gates, makes the delta, stores and links both, then records, in that order', async () => {
    edition = 1;
    const base = join(dir, 'v1.tar.gz');
    await publish({ options: { url: origin, version: 'v1' }, target: { out: base } });
    edition = 2;
    const steps: string[] = [];
    const out = join(dir, 'v2.tar.gz');
    const published = await publish({
      options: { url: origin, version: 'v2' },
      target: { out },
      gate: (bundle) => void steps.push(`gate ${bundle.pageCount} pages`),
      delta: { base, out: join(dir, 'v2.delta.tar.gz') },
      store: { store, key: (bundle) => `site/${bundle.sha256}.tar.gz`, linkTtlSeconds: 60 },
      onStep: (event: PublishEvent) => void steps.push(event.step),
      record: async (p) => void steps.push(`record ${p.stored?.key === `site/${p.bundle.sha256}.tar.gz`}`),
    });
    expect(steps).toEqual(['exported', 'gate 2 pages', 'delta', 'storing', 'stored', 'delta-stored', 'record true']);
    expect(published.bundle.sha256).toBe(await sha256(out));
    expect(published.delta?.record.base.sha256).toBe(await sha256(base));
    expect(published.deltaStored?.key).toBe(`site/${published.bundle.sha256}.delta.tar.gz`);
    expect(await store.has(published.stored!.key)).toBe(true);
    expect(await store.has(published.deltaStored!.key)).toBe(true);
    expect(published.stored?.link?.url).toMatch(/^http:\/\/127\.0\.0\.1:1\//);
  });

  it('with the delta based on its own PREV (since), makes it from the export: the two-archive bytes, placed only after the gate', async () => {
    const base = join(dir, 'v1.tar.gz');
    edition = 3;
    const out = join(dir, 'v3.tar.gz');
    const steps: string[] = [];
    const published = await publish({
      options: { url: origin, version: 'v3', since: base },
      target: { out },
      gate: () => {
        steps.push(`gate ${existsSync(join(dir, 'v3.delta.tar.gz'))}`);
      },
      delta: { base, out: join(dir, 'v3.delta.tar.gz') },
      onStep: (event: PublishEvent) => void steps.push(event.step),
    });
    expect(steps).toEqual(['exported', 'gate false', 'delta']);
    expect(published.bundle.incremental?.used).toBe(true);
    expect(published.delta?.file).toBe(join(dir, 'v3.delta.tar.gz'));
    const twoArchives = await buildDelta(base, out, join(dir, 'v3.two-archives.delta.tar.gz'));
    expect(await sha256(join(dir, 'v3.delta.tar.gz'))).toBe(twoArchives.sha256);
    expect(published.delta?.sha256).toBe(twoArchives.sha256);

    // Refused by the gate: the delta it made is not left anywhere.
    const refusal = new Error('refused');
    await expect(
      publish({
        options: { url: origin, version: 'v3r', since: base },
        target: { out: join(dir, 'v3r.tar.gz') },
        gate: () => {
          throw refusal;
        },
        delta: { base, out: join(dir, 'v3r.delta.tar.gz') },
      }),
    ).rejects.toBe(refusal);
    expect((await readdir(dir)).filter((f) => f.includes('v3r.delta'))).toEqual([]);
  });

  it('stores nothing and makes no delta when the gate refuses the bundle', async () => {
    const calls: string[] = [];
    const refusal = new Error('a page was removed');
    await expect(
      publish({
        options: { url: origin, version: 'refused' },
        target: { out: join(dir, 'refused.tar.gz') },
        gate: () => {
          throw refusal;
        },
        delta: { base: join(dir, 'v1.tar.gz'), out: join(dir, 'refused.delta.tar.gz') },
        store: { store, key: () => 'refused/bundle.tar.gz' },
        onStep: (event) => void calls.push(event.step),
        record: async () => void calls.push('record'),
      }),
    ).rejects.toBe(refusal);
    expect(calls).toEqual(['exported']);
    expect(existsSync(join(dir, 'refused.delta.tar.gz'))).toBe(false);
    expect(await store.has('refused/bundle.tar.gz')).toBe(false);
  });

  it('ends a run past its byte budget with LIMIT_EXCEEDED and the reason, nothing stored', async () => {
    const error = await publish({
      options: { url: origin, version: 'big' },
      target: { out: join(dir, 'big.tar.gz') },
      limits: { maxBytes: 1000 },
      store: { store, key: () => 'big/bundle.tar.gz' },
    }).catch((e: unknown) => e);
    expect(StaticExportError.is(error, 'LIMIT_EXCEEDED')).toBe(true);
    expect((error as Error).message).toBe('the export fetched more than the 1000-byte limit per job');
    expect(await store.has('big/bundle.tar.gz')).toBe(false);
    expect(existsSync(join(dir, 'big.tar.gz'))).toBe(false);
  });

  it('ends a run past its wall clock with LIMIT_EXCEEDED, while the caller abort stays the caller’s', async () => {
    const error = await publish({
      options: { url: origin, version: 'slow', paths: ['slow'] },
      target: { out: join(dir, 'slow.tar.gz') },
      limits: { maxMs: 500 },
    }).catch((e: unknown) => e);
    expect(StaticExportError.is(error, 'LIMIT_EXCEEDED')).toBe(true);
    expect((error as Error).message).toBe('the export took longer than the per-job limit of 0.5 s');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new StaticExportError('ABORTED', 'interrupted')), 200);
    const aborted = await publish({
      options: { url: origin, version: 'slow', paths: ['slow'] },
      target: { out: join(dir, 'slow.tar.gz') },
      hooks: { signal: controller.signal },
      limits: { maxMs: 60_000 },
    }).catch((e: unknown) => e);
    expect(StaticExportError.is(aborted, 'ABORTED')).toBe(true);
  });
});
