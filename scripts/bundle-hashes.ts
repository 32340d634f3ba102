// Prints `name sha256` of the bundle the export makes of the Next.js fixture and of each corpus site, to show that a
// change meant to move code only leaves every bundle byte for byte as it was.
//
//   node scripts/bundle-hashes.ts --tapes DIR [name…]
//
// A site answers differently from one run to the next (the fixture renders a page per request, with fresh React
// keys), so the first run records every answer into DIR/<name>.tape.json and later runs replay them, with no server
// at all: the bundles of two trees can then differ only by what the trees do. Without names: the fixture and every
// corpus site that has a tape or whose build is already cached (a corpus site is never built here: that takes
// minutes; the corpus tests build them).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createFetcher } from '../src/export/fetch-retry.ts';
import { FetchFailure, type Fetcher, type FetchFailureKind, type FetchRequest, type FetchResponse } from '../src/export/fetcher.ts';
import { exportBundle } from '../src/pipeline/export-bundle.ts';
import { startCdnServer } from '../test/helpers/cdn-server.ts';
import { CORPUS, corpusCacheRoot, startCorpusSite } from '../test/helpers/corpus.ts';
import { buildFixture, startFixture } from '../test/helpers/fixture-site.ts';

interface TapeEntry {
  key: string;
  error?: { message: string; kind?: FetchFailureKind; url?: string; status?: number };
  res?: { url: string; status: number; headers: Record<string, string>; body?: string; bytes: number; sha256: string; location?: string };
  file?: string;
}

interface Tape {
  url: string;
  entries: TapeEntry[];
}

const keyOf = (req: FetchRequest): string => `${req.url.href} ${JSON.stringify(req.headers ?? {})} ${req.anonymous === true}`;

/** Records the real fetcher's answers, or (given a tape) answers the same requests with them. */
class TapeFetcher implements Fetcher {
  private readonly answers = new Map<string, TapeEntry>();
  private readonly real?: Fetcher;

  constructor(tape?: Tape) {
    if (tape) for (const entry of tape.entries) this.answers.set(entry.key, entry);
    else
      this.real = createFetcher({ concurrency: 16, timeoutMs: 60_000, maxFileBytes: 50 * 2 ** 20, retries: 2, retryBaseMs: 200, userAgent: 'bundle-hashes' });
  }

  async fetch(req: FetchRequest): Promise<FetchResponse> {
    const key = keyOf(req);
    let entry = this.answers.get(key);
    if (!entry) {
      if (!this.real) throw new Error(`not on the tape: ${key}`);
      try {
        const res = await this.real.fetch(req);
        const file = req.toFile ? await readFile(req.toFile).catch(() => undefined) : undefined;
        entry = {
          key,
          res: {
            url: res.url.href,
            status: res.status,
            headers: res.headers,
            ...(res.body ? { body: res.body.toString('base64') } : {}),
            bytes: res.bytes,
            sha256: res.sha256,
            ...(res.location ? { location: res.location.href } : {}),
          },
          ...(file ? { file: file.toString('base64') } : {}),
        };
      } catch (error) {
        const e = error as Error & { kind?: FetchFailureKind; url?: string; status?: number };
        const failure = FetchFailure.is(error) ? { kind: e.kind, url: e.url, ...(e.status === undefined ? {} : { status: e.status }) } : {};
        entry = { key, error: { message: e.message, ...failure } };
      }
      this.answers.set(key, entry);
    }
    const failed = entry.error;
    if (failed) {
      throw failed.kind
        ? new FetchFailure(failed.kind, failed.url ?? req.url.href, failed.message, failed.status === undefined ? {} : { status: failed.status })
        : new Error(failed.message);
    }
    const res = entry.res!;
    if (req.toFile && entry.file) {
      await mkdir(dirname(req.toFile), { recursive: true });
      await writeFile(req.toFile, Buffer.from(entry.file, 'base64'));
    }
    return {
      url: new URL(res.url),
      status: res.status,
      headers: res.headers,
      ...(res.body !== undefined ? { body: Buffer.from(res.body, 'base64') } : {}),
      bytes: res.bytes,
      sha256: res.sha256,
      ...(res.location ? { location: new URL(res.location) } : {}),
    };
  }

  tape(url: string): Tape {
    return { url, entries: [...this.answers.values()].sort((a, b) => (a.key < b.key ? -1 : 1)) };
  }

  close(): Promise<void> {
    return this.real?.close() ?? Promise.resolve();
  }
}

/** Starts the site (only when recording): its URL and how to stop it. */
async function startSite(name: string): Promise<{ url: string; close(): Promise<void> }> {
  if (name !== 'fixture') {
    const site = await startCorpusSite(name);
    return { url: site.url, close: () => site.close() };
  }
  const build = await buildFixture();
  const cdn = await startCdnServer();
  const site = await startFixture({ cdnOrigin: cdn.origin, buildDir: build.buildDir });
  return {
    url: site.origin,
    close: async () => {
      await site.close();
      await cdn.close();
    },
  };
}

async function cachedCorpusSites(): Promise<Set<string>> {
  const cached = new Set<string>();
  const root = corpusCacheRoot();
  if (!existsSync(root)) return cached;
  for (const deps of await readdir(root)) {
    const sites = join(root, deps, 'sites');
    if (!existsSync(sites)) continue;
    for (const dir of await readdir(sites)) {
      if (!existsSync(join(sites, dir, '.corpus-ready.json'))) continue;
      const name = Object.keys(CORPUS).find((n) => dir.startsWith(`${n}-`) && /^[0-9a-f]+$/.test(dir.slice(n.length + 1)));
      if (name) cached.add(name);
    }
  }
  return cached;
}

async function hashOf(name: string, tapes: string, work: string): Promise<string> {
  const tapeFile = join(tapes, `${name}.tape.json`);
  const tape = existsSync(tapeFile) ? (JSON.parse(await readFile(tapeFile, 'utf8')) as Tape) : undefined;
  const fetcher = new TapeFetcher(tape);
  const site = tape ? undefined : await startSite(name);
  const url = tape?.url ?? site!.url;
  try {
    const out = join(work, `${name}.tar.gz`);
    await exportBundle({ url, version: 'bundle-hashes' }, { out }, {}, { fetcher });
    if (!tape) await writeFile(tapeFile, JSON.stringify(fetcher.tape(url)));
    return createHash('sha256')
      .update(await readFile(out))
      .digest('hex');
  } finally {
    await fetcher.close();
    await site?.close();
  }
}

const { values, positionals } = parseArgs({ options: { tapes: { type: 'string' } }, allowPositionals: true });
if (!values.tapes) {
  console.error('usage: node scripts/bundle-hashes.ts --tapes DIR [fixture|<corpus site>…]');
  process.exit(2);
}
const tapes = values.tapes;
await mkdir(tapes, { recursive: true });
const taped = (await readdir(tapes)).filter((f) => f.endsWith('.tape.json')).map((f) => f.slice(0, -'.tape.json'.length));
const names = positionals.length ? positionals : ['fixture', ...new Set([...taped, ...(await cachedCorpusSites())].filter((n) => n !== 'fixture'))].sort();
const work = await mkdtemp(join(tmpdir(), 'bundle-hashes-'));
try {
  for (const name of names) {
    if (name !== 'fixture' && !CORPUS[name]) throw new Error(`${name}: neither 'fixture' nor a corpus site (${Object.keys(CORPUS).join(', ')})`);
    console.log(`${name} ${await hashOf(name, tapes, work)}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
