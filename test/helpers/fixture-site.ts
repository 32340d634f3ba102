// Builds the Next.js fixture site (test/fixtures/docs-site) once per source change and runs it with `next start`.
//
// The build happens in a copy under test/.cache/docs-site-<hash>/ so the tracked fixture never gets a `.next/`
// and Next can rewrite the copy's tsconfig/next-env as it likes. Engineers run vitest in parallel on one
// checkout, so the build takes a lock, and old copies are deleted only when no live process still serves them.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exists, isAlive, listFiles, startSiteProcess, withLock } from './site-process.ts';
import { withoutVitestEnv } from './child-env.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_SOURCE = join(here, '..', 'fixtures', 'docs-site');
const CACHE_ROOT = join(here, '..', '.cache');
const CACHE_PREFIX = 'docs-site-';
/** Bump when the way the fixture is built changes, so old caches are not reused. */
const RECIPE = 'next-build-turbopack/1';
const READY_MARKER = '.fixture-ready.json';
const IN_USE_DIR = '.in-use';
/** Files of the fixture folder that are not part of the app (or are written by Next itself). */
const NOT_COPIED = new Set(['.next', 'node_modules', 'scripts', 'next-env.d.ts', '.gitignore']);

const require = createRequire(import.meta.url);
const nextDir = dirname(require.resolve('next/package.json'));
const nextBin = join(nextDir, 'dist', 'bin', 'next');

export interface FixtureRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

export interface FixtureBuild {
  buildDir: string;
  /** Page paths as `next build` reports them (prerendered and dynamic, without metadata routes), sorted. */
  pages: string[];
  redirects: FixtureRedirect[];
  /** Whether this call ran `next build` (false: the cached build was reused). */
  built: boolean;
  durationMs: number;
}

export interface RunningFixture {
  origin: string;
  pid: number;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- build

/** Hash of everything that decides the build's output: the copied sources, Next's version and this recipe. */
export async function fixtureHash(): Promise<string> {
  const hash = createHash('sha256').update(RECIPE);
  const nextVersion = (JSON.parse(await readFile(join(nextDir, 'package.json'), 'utf8')) as { version: string }).version;
  hash.update(`\0next@${nextVersion}\0`);
  for (const file of (await listFiles(FIXTURE_SOURCE, NOT_COPIED)).sort()) {
    hash.update(relative(FIXTURE_SOURCE, file).split(sep).join('/')).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The environment for `next`: the caller's, minus what vitest sets that would change Next's behaviour. */
function nextEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // NODE_ENV=test (vitest's) makes Next warn and build a non-standard bundle.
  return { ...withoutVitestEnv(process.env), NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

function runNext(args: string[], cwd: string, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd, env: nextEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => output.push(d));
    child.stderr.on('data', (d: Buffer) => output.push(d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString();
      void writeFile(logFile, text).finally(() => {
        if (code === 0) resolve();
        else reject(new Error(`next ${args.join(' ')} failed (${signal ?? `exit ${code}`}) in ${cwd}:\n${text.slice(-4000)}`));
      });
    });
  });
}

interface Manifests {
  pages: string[];
  redirects: FixtureRedirect[];
}

/** The routes `next build` itself reports: app pages (dynamic ones expanded to their prerendered paths). */
export async function readBuildRoutes(buildDir: string): Promise<Manifests> {
  const read = async <T>(name: string): Promise<T> => JSON.parse(await readFile(join(buildDir, '.next', name), 'utf8')) as T;
  const appPaths = await read<Record<string, string>>('app-path-routes-manifest.json');
  const prerender = await read<{ routes: Record<string, { srcRoute?: string | null }> }>('prerender-manifest.json');
  const routes = await read<{ redirects: { source: string; destination: string; statusCode?: number; permanent?: boolean; internal?: boolean }[] }>(
    'routes-manifest.json',
  );

  const pages = new Set<string>();
  for (const [entry, route] of Object.entries(appPaths)) {
    // `/x/route` entries are route handlers, metadata routes (sitemap.xml, robots.txt, icon.png) included.
    if (!entry.endsWith('/page') || route === '/_not-found' || route === '/_global-error') continue;
    if (!route.includes('[')) {
      pages.add(route);
      continue;
    }
    for (const [path, info] of Object.entries(prerender.routes)) if (info.srcRoute === route) pages.add(path);
  }
  const redirects = routes.redirects
    .filter((r) => !r.internal)
    .map((r) => ({ from: r.source, to: r.destination, permanent: r.permanent ?? r.statusCode === 308 }));
  return { pages: [...pages].sort(), redirects };
}

/** Deletes older builds, except those a live process still serves or builds. */
async function pruneOldBuilds(keep: string): Promise<void> {
  for (const name of await readdir(CACHE_ROOT).catch(() => [] as string[])) {
    if (!name.startsWith(CACHE_PREFIX) || name === keep || name.endsWith('.lock')) continue;
    const dir = join(CACHE_ROOT, name);
    if (await exists(`${dir}.lock`)) continue;
    const users = await readdir(join(dir, IN_USE_DIR)).catch(() => [] as string[]);
    if (users.some((pid) => isAlive(Number(pid)))) continue;
    await rm(dir, { recursive: true, force: true });
  }
}

/** Builds the fixture with `next build` unless a build of the same sources is cached; returns what it reports. */
export async function buildFixture(): Promise<FixtureBuild> {
  const started = performance.now();
  const name = `${CACHE_PREFIX}${await fixtureHash()}`;
  const buildDir = join(CACHE_ROOT, name);
  await mkdir(CACHE_ROOT, { recursive: true });

  let built = false;
  if (!(await exists(join(buildDir, READY_MARKER)))) {
    await withLock(`${buildDir}.lock`, 'fixture build', 15, async () => {
      if (await exists(join(buildDir, READY_MARKER))) return; // another run built it while we waited
      await rm(buildDir, { recursive: true, force: true });
      await cp(FIXTURE_SOURCE, buildDir, { recursive: true, filter: (src) => !NOT_COPIED.has(src.split(sep).at(-1) ?? '') });
      await runNext(['build'], buildDir, join(buildDir, 'build.log'));
      await warnOnTsconfigRewrite(buildDir);
      const routes = await readBuildRoutes(buildDir);
      await writeFile(join(buildDir, READY_MARKER), JSON.stringify({ ...routes, buildMs: Math.round(performance.now() - started) }, null, 2));
      built = true;
    });
  }
  await pruneOldBuilds(name);
  const { pages, redirects } = await readBuildRoutes(buildDir);
  return { buildDir, pages, redirects, built, durationMs: Math.round(performance.now() - started) };
}

/** Next rewrites a tsconfig it disagrees with; the tracked one should already be what it writes. */
async function warnOnTsconfigRewrite(buildDir: string): Promise<void> {
  const [tracked, used] = await Promise.all([readFile(join(FIXTURE_SOURCE, 'tsconfig.json'), 'utf8'), readFile(join(buildDir, 'tsconfig.json'), 'utf8')]);
  if (tracked !== used) {
    console.warn(`fixture: next build rewrote tsconfig.json; copy ${join(buildDir, 'tsconfig.json')} over the tracked one`);
  }
}

// ---------------------------------------------------------------- start

/** `next start` on 127.0.0.1 and a port the OS picks; resolves once the server answers. */
export async function startFixture(opts: { cdnOrigin?: string; buildDir?: string; env?: Record<string, string> } = {}): Promise<RunningFixture> {
  const buildDir = opts.buildDir ?? (await buildFixture()).buildDir;
  const env = nextEnv({ ...(opts.cdnOrigin ? { FIXTURE_CDN_ORIGIN: opts.cdnOrigin } : {}), ...opts.env });
  if (!opts.cdnOrigin) delete env.FIXTURE_CDN_ORIGIN;
  try {
    // Marks the build as in use, so a concurrent run with other sources does not delete it under us.
    return await startSiteProcess({
      args: [nextBin, 'start', '-H', '127.0.0.1', '-p', '0'],
      cwd: buildDir,
      env,
      inUseMarker: join(buildDir, IN_USE_DIR, String(process.pid)),
    });
  } catch (error) {
    throw new Error(`next start in ${buildDir} did not come up: ${(error as Error).message}`);
  }
}
