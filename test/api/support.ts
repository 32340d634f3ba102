// Shared by the API tests: a temporary data dir with organizations made by the real `keys` command, the services
// built around a fake exporter (a few files and a manifest, with progress and a gate to hold a run), and an
// OpenAPI-based response checker.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { runKeys } from '../../src/cli/keys.ts';
import type { ExportedBundle, SiteOptions } from '../../src/core/types.ts';
import type { ExportBundleHooks, ExportBundleTarget } from '../../src/pipeline/export-bundle.ts';
import { createLogger, type Logger } from '../../server/jobs/logger.ts';
import { openApiDocument } from '../../server/api/openapi.ts';
import type { ExportBundleFn } from '../../server/jobs/run-types.ts';
import { DEFAULT_LIMITS, type ApiLimits } from '../../server/jobs/service-settings.ts';
import { createServices, type Services } from '../../server/api/services.ts';

export async function tempDir(prefix = 'sx-api-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Runs `static-export keys …` in-process against `dataDir`; returns the exit code, output and (for create) the key. */
export async function keys(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string; key: string }> {
  let out = '';
  let err = '';
  const code = await runKeys(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), env: { STATIC_EXPORT_DATA_DIR: dataDir } });
  return { code, out, err, key: out.trimEnd().split('\n').at(-1) ?? '' };
}

export interface FakeExporter {
  exportBundle: ExportBundleFn;
  calls: SiteOptions[];
  /** When set, each run waits here after its first progress report until `release()`. */
  hold: boolean;
  release(): void;
  /** Resolves when a run is waiting at the hold point. */
  waiting(): Promise<void>;
  /** Makes the next runs throw this. */
  failWith?: Error;
}

export const FAKE_PAGES = ['/', '/docs/intro', '/docs/setup', '/guides/deploy'];

/**
 * A stand-in for the pipeline: writes FAKE_PAGES (or `paths`) and a manifest, reporting progress as it goes, and
 * packs them with `pack` into the target archive.
 */
export function fakeExporter(pack: PackFn = fakePack): FakeExporter {
  let releaseRun: (() => void) | undefined;
  let onWaiting: (() => void) | undefined;
  let waitingNow = false;
  const fake: FakeExporter = {
    calls: [],
    hold: false,
    release() {
      waitingNow = false;
      releaseRun?.();
      releaseRun = undefined;
    },
    waiting() {
      if (waitingNow) return Promise.resolve();
      return new Promise((r) => (onWaiting = r));
    },
    async exportBundle(options: SiteOptions, target: ExportBundleTarget, hooks: ExportBundleHooks = {}): Promise<ExportedBundle> {
      fake.calls.push(options);
      if (fake.failWith) throw fake.failWith;
      const pages = options.paths ?? FAKE_PAGES;
      const outDir = await mkdtemp(join(target.workDir ?? dirname(target.out), 'fake-site-'));
      const progress = (done: number) =>
        hooks.onProgress?.({ pagesDone: done, pagesDiscovered: pages.length, filesDone: done, bytes: done * 100, errors: 0, pending: pages.length - done });
      progress(0);
      for (let i = 0; i < pages.length; i++) {
        hooks.signal?.throwIfAborted();
        const file = join(outDir, pages[i] === '/' ? 'index.html' : `${pages[i]!.slice(1)}/index.html`);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `<!doctype html><title>${pages[i]}</title><p>page ${pages[i]} version ${options.version}`);
        progress(i + 1);
        if (i === 0 && fake.hold) {
          await new Promise<void>((resolve, reject) => {
            releaseRun = resolve;
            waitingNow = true;
            onWaiting?.();
            hooks.signal?.addEventListener('abort', () => reject(hooks.signal?.reason), { once: true });
          });
        }
      }
      await mkdir(join(outDir, '_static-export'), { recursive: true });
      await writeFile(join(outDir, '_static-export/manifest.json'), JSON.stringify({ format: 'static-export/1', pages }));
      const manifest = { warnings: [] } as unknown as ExportedBundle['manifest'];
      hooks.onExported?.({ outDir, manifest, pageCount: pages.length, assetCount: 0, bytes: 0, durationMs: 1 });
      try {
        const packed = await pack(outDir, target.out);
        return { archive: target.out, ...packed, manifest, pageCount: pages.length, assetCount: 0, durationMs: 1, packMs: 0 };
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
  };
  return fake;
}

export type PackFn = (dir: string, outFile: string) => Promise<{ sha256: string; bytes: number; files: number }>;

/** A stand-in packer (concatenation; the real one is tested elsewhere): fast and deterministic. */
export const fakePack: PackFn = async (dir, outFile) => {
  const { listBundleFiles } = await import('../../src/bundle/pack.ts');
  const files = await listBundleFiles(dir);
  const parts: Buffer[] = [];
  for (const f of files) parts.push(Buffer.from(`${f}\n`), await readFile(join(dir, f)));
  const body = Buffer.concat(parts);
  await writeFile(outFile, body);
  return { sha256: createHash('sha256').update(body).digest('hex'), bytes: body.length, files: files.length };
};

export interface TestApi {
  services: Services;
  dataDir: string;
  fake: FakeExporter;
  logs: string[];
  fetch(path: string, init?: RequestInit & { key?: string }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  limits?: Partial<ApiLimits>;
  linkTtlSeconds?: number;
  dataDir?: string;
  jobsAtOnce?: number;
  maxAttempts?: number;
  maxJobMs?: number;
  maxJobBytes?: number;
  pack?: PackFn;
  probe?: Services['deps']['probe'];
  bundleStore?: Services['bundleStore'];
}

export const BASE = 'http://127.0.0.1:8787';

/** The services over a fake exporter, with a probe that accepts every listed domain (no network). */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? (await tempDir());
  const logs: string[] = [];
  const logger: Logger = createLogger({ write: (l) => logs.push(l), level: 'debug' });
  const fake = fakeExporter(options.pack);
  const services = await createServices(
    {
      dataDir,
      configPath: join(dataDir, 'config.json'),
      publicUrl: BASE,
      linkTtlSeconds: options.linkTtlSeconds ?? 3600,
      jobsAtOnce: options.jobsAtOnce ?? 2,
      maxAttempts: options.maxAttempts ?? 2,
      ...(options.maxJobMs ? { maxJobMs: options.maxJobMs } : {}),
      ...(options.maxJobBytes ? { maxJobBytes: options.maxJobBytes } : {}),
      limits: { ...DEFAULT_LIMITS, ...options.limits },
    },
    {
      exportBundle: fake.exportBundle,
      logger,
      probe: options.probe ?? (async () => {}),
      ...(options.bundleStore ? { bundleStore: options.bundleStore } : {}),
    },
  );
  await services.runner.recover();
  return {
    services,
    dataDir,
    fake,
    logs,
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.key !== undefined) headers.set('authorization', `Bearer ${init.key}`);
      const url = path.startsWith('http') ? path : `${BASE}${path}`;
      return Promise.resolve(services.app.fetch(new Request(url, { ...init, headers })));
    },
    async close() {
      fake.release();
      await services.runner.shutdown(1000);
    },
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export function json(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

// ---------------------------------------------------------------- OpenAPI response checking

type Method = 'get' | 'post';
const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
const defs = JSON.parse(JSON.stringify(openApiDocument.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));

function operationFor(method: string, pathname: string): { key: string; op: Record<string, any> } | undefined {
  const rel = pathname.replace(/^\/v1/, '');
  for (const [template, item] of Object.entries(openApiDocument.paths)) {
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const op = (item as Record<string, unknown>)[method.toLowerCase() as Method];
    if (re.test(rel) && op) return { key: `${method} ${template}`, op: op as Record<string, any> };
  }
  return undefined;
}

/**
 * Checks a response against the document: the status is one the operation declares, the body matches that
 * response's schema, and declared headers are present. Returns the parsed body.
 */
export async function checkResponse(method: string, path: string, response: Response): Promise<any> {
  const pathname = new URL(path, BASE).pathname;
  const found = operationFor(method, pathname);
  if (!found) throw new Error(`no operation in the OpenAPI document for ${method} ${pathname}`);
  const declared = found.op.responses[String(response.status)];
  if (!declared) throw new Error(`${found.key} answered ${response.status}, which the document does not declare`);
  const text = await response.text();
  const media = declared.content?.['application/json'];
  if (!media) return text;
  if (!/^application\/json/.test(response.headers.get('content-type') ?? ''))
    throw new Error(`${found.key} ${response.status}: content-type ${response.headers.get('content-type')}`);
  const body = JSON.parse(text);
  const validate = ajv.compile({ $defs: defs, ...media.schema, $ref: media.schema.$ref.replace('#/components/schemas/', '#/$defs/') });
  if (!validate(body)) throw new Error(`${found.key} ${response.status} body ${text} does not match: ${ajv.errorsText(validate.errors)}`);
  for (const name of Object.keys(declared.headers ?? {})) {
    if (!response.headers.get(name)) throw new Error(`${found.key} ${response.status} lacks the declared header ${name}`);
  }
  return body;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
