// The bench's real origin: `bench/next-site` (a docs-shaped App Router site) built with `next build` for a given
// page count and served by `next start` on 127.0.0.1. This is the row users live in: the origin renders on the
// same two cores as the exporter, so every millisecond the exporter spends per page is taken from the origin.
//
// Builds are cached under <repo>/.cache/bench-next-<hash>-p<pages>/ (the hash covers the sources and Next's
// version), inside the checkout so `next`, `react` and `react-dom` resolve from the repository's node_modules.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = join(ROOT, 'bench', 'next-site');
const CACHE = join(ROOT, '.cache');
const READY = '.bench-ready';
const nextBin = join(dirname(createRequire(import.meta.url).resolve('next/package.json')), 'dist', 'bin', 'next');

export interface NextOrigin {
  url: string;
  child: ChildProcess;
  /** Whether this call ran `next build` (and how long it took), or reused a cached build. */
  buildMs?: number;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else out.push(full);
  }
  return out.sort();
}

async function buildHash(pages: number): Promise<string> {
  const hash = createHash('sha256').update(`pages=${pages}\0`);
  hash.update(await readFile(join(dirname(nextBin), '..', '..', 'package.json')));
  for (const file of await sourceFiles(SOURCE))
    hash
      .update(relative(SOURCE, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** Next's environment without what the bench's own process carries (NODE_OPTIONS, a test NODE_ENV). */
function nextEnv(pages: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCH_PAGES: String(pages) };
  delete env.NODE_OPTIONS;
  delete env.NODE_ENV;
  return env;
}

function run(args: string[], cwd: string, pages: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd, env: nextEnv(pages), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output = (output + d).slice(-8000)));
    child.stderr.on('data', (d: Buffer) => (output = (output + d).slice(-8000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} failed (exit ${code}):\n${output.slice(-3000)}`))));
  });
}

/** Builds the site for `pages` pages unless a build of the same sources is cached; returns its directory. */
export async function buildNextSite(pages: number): Promise<{ dir: string; buildMs?: number }> {
  const dir = join(CACHE, `bench-next-${await buildHash(pages)}-p${pages}`);
  if (
    await stat(join(dir, READY)).then(
      () => true,
      () => false,
    )
  )
    return { dir };
  const started = performance.now();
  await rm(dir, { recursive: true, force: true });
  await mkdir(CACHE, { recursive: true });
  await cp(SOURCE, dir, { recursive: true });
  await run(['build'], dir, pages);
  await writeFile(join(dir, READY), new Date().toISOString());
  return { dir, buildMs: performance.now() - started };
}

/** `next start` on 127.0.0.1 with an OS-picked port; resolves once it answers. */
export async function startNextOrigin(pages: number): Promise<NextOrigin> {
  const { dir, buildMs } = await buildNextSite(pages);
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', '0'], { cwd: dir, env: nextEnv(pages), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next start printed no address within 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d;
      const m = /https?:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`next start exited with code ${code}:\n${output}`)));
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, ...(buildMs !== undefined ? { buildMs } : {}) };
}

/** Every page path the site serves, as `next build` prerendered them. */
export async function nextSitePages(dir: string): Promise<number> {
  const prerender = JSON.parse(await readFile(join(dir, '.next', 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(prerender.routes).filter((r) => r === '/' || r.startsWith('/docs/')).length;
}
