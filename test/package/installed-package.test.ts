// The package as npm users get it: `npm pack` (prepack builds lib/), `npm install <tarball>` into an empty
// project, then the installed bin on Node 22 and Node 24 (both from the `node` npm package, cached outside the
// clone in ~/.cache/static-export/): `--help`, an export of the fixture site that passes verify, and the library
// entry with its types. On an older Node the bin says in one line which version it needs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT } from '../../src/hosting/base-path-shim.ts';
import { SEARCH_UI_SCRIPT } from '../../src/hosting/search-shim.ts';
import { SEARCH_UI_FILE } from '../../src/search/offline-search.ts';
import { verifyBundle } from '../../src/verify/verify.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(homedir(), '.cache', 'static-export');
const fixture = inject('fixture');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

async function npm(args: string[], cwd: string): Promise<Run> {
  const r = await run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, timeoutMs: 600_000 });
  if (r.code !== 0) throw new Error(`npm ${args.join(' ')} failed (${r.code}): ${r.stderr.slice(-2000)}`);
  return r;
}

/** A Node.js binary from the `node` npm package, installed once per major into the cache. */
async function nodeBinary(major: 20 | 22 | 24): Promise<string> {
  const prefix = join(CACHE, `node-${major}`);
  const bin = join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(bin)) {
    await mkdir(prefix, { recursive: true });
    // The package's preinstall fetches the binary for this platform: its install script is what we allow.
    await writeFile(join(prefix, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
    await npm(['install', `node@${major}`], prefix);
  }
  return bin;
}

let work: string;
let project: string;
let install: Run;
const nodes: Record<number, string> = {};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sx-package-'));
  for (const major of [20, 22, 24] as const) nodes[major] = await nodeBinary(major);
  await npm(['pack', '--pack-destination', work], ROOT);
  const tarball = (await readdir(work)).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  project = join(work, 'project');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'uses-static-export', private: true, type: 'module' }));
  // At npm's default log level, so an install script npm warns about (one not covered by allowScripts) shows.
  install = await run('npm', ['install', join(work, tarball), '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project, timeoutMs: 600_000 });
  if (install.code !== 0) throw new Error(`npm install failed (${install.code}): ${install.stderr.slice(-2000)}`);
}, 900_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs the installed bin by name, the way a shell finds it, with `major`'s node first on PATH. */
function bin(major: number, args: string[], cwd = project): Promise<Run> {
  const PATH = [dirname(nodes[major]!), join(project, 'node_modules', '.bin'), '/usr/bin', '/bin'].join(':');
  return run('static-export', args, { cwd, env: { PATH, HOME: process.env.HOME ?? work } });
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** Starts an installed bin and resolves with the first capture of `pattern` in its output (stdout or stderr). */
function untilLine(major: number, name: string, args: string[], pattern: RegExp, env: Record<string, string> = {}): Promise<string> {
  const PATH = [dirname(nodes[major]!), join(project, 'node_modules', '.bin'), '/usr/bin', '/bin'].join(':');
  const child = spawn(name, args, { cwd: project, env: { PATH, HOME: process.env.HOME ?? work, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${name} printed no ${pattern} in 30 s: ${seen}`)), 30_000);
    const look = (d: Buffer) => {
      seen += d.toString();
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('error', reject);
  });
}

describe('the packed package', () => {
  it('installs what the command line needs: at most 50 MB, no install script, no door-only library', async () => {
    const du = await run('du', ['-sk', join(project, 'node_modules')], { cwd: project });
    const kib = Number(du.stdout.split('\t')[0]);
    expect(kib, `node_modules is ${Math.round(kib / 1024)} MB`).toBeLessThanOrEqual(50 * 1024);
    expect(install.stderr).not.toMatch(/install.scripts?/i);
    // The Action's libraries are in its bundle (dist/); the S3 store's and the cluster's are optional peers.
    for (const name of ['@actions/core', '@octokit/core', '@aws-sdk/client-s3', 'bullmq', 'ioredis', 'msgpackr-extract'])
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
  });

  it('names the optional packages an S3 store or a cluster needs, in one line', async () => {
    const env = { STATIC_EXPORT_REDIS_URL: 'redis://127.0.0.1:1', STATIC_EXPORT_S3_BUCKET: 'bundles' };
    const PATH = [dirname(nodes[24]!), join(project, 'node_modules', '.bin'), '/usr/bin', '/bin'].join(':');
    const r = await run('static-export', ['worker'], { cwd: project, env: { PATH, HOME: process.env.HOME ?? work, ...env } });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'static-export: STATIC_EXPORT_S3_BUCKET (an S3 store) needs @aws-sdk/client-s3, @aws-sdk/lib-storage, @aws-sdk/s3-request-presigner, which are not installed: npm install @aws-sdk/client-s3 @aws-sdk/lib-storage @aws-sdk/s3-request-presigner\n',
    );
  });

  it('ships compiled JavaScript and declarations, no TypeScript sources', async () => {
    const pkg = join(project, 'node_modules', 'static-export');
    expect(existsSync(join(pkg, 'lib', 'src', 'index.js'))).toBe(true);
    expect(existsSync(join(pkg, 'lib', 'src', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(pkg, 'lib', 'src', 'cli', 'main.js'))).toBe(true);
    expect(existsSync(join(pkg, 'lib', 'server', 'worker', 'worker-command.js'))).toBe(true);
    expect(existsSync(join(pkg, 'lib', 'src', 'action'))).toBe(false);
    expect(existsSync(join(pkg, 'src'))).toBe(false);
    expect(existsSync(join(pkg, 'server'))).toBe(false);
    expect(existsSync(join(pkg, 'test'))).toBe(false);
  });

  for (const major of [22, 24] as const) {
    describe(`on Node ${major}`, () => {
      it('runs `static-export --help`', async () => {
        const r = await bin(major, ['--help']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain('Usage: static-export');
        // The cluster worker's command comes from lib/server, which the bin adds to the CLI's commands.
        const worker = await bin(major, ['worker']);
        expect(worker.code).toBe(1);
        expect(worker.stderr).toContain('static-export worker needs STATIC_EXPORT_REDIS_URL');
        expect((await run(nodes[major]!, ['--version'], { cwd: project })).stdout.trim()).toMatch(new RegExp(`^v${major}\\.`));
      });

      it('exports the fixture site into a bundle that passes verify', async () => {
        const out = join(work, `node${major}.tar.gz`);
        const r = await bin(major, ['export', fixture.origin, '--out', out, '--quiet']);
        expect(r.code, r.stderr).toBe(0);
        const report = await verifyBundle(out);
        expect(report.ok, JSON.stringify(report).slice(0, 1000)).toBe(true);
        // The browser code the installed package writes is byte for byte what the sources compile to.
        const unpacked = join(work, `node${major}`);
        await unpackBundle(out, unpacked);
        expect(await readFile(join(unpacked, BASE_PATH_FILE), 'utf8')).toBe(BASE_PATH_SCRIPT);
        expect(await readFile(join(unpacked, SEARCH_UI_FILE), 'utf8')).toBe(SEARCH_UI_SCRIPT);
      });

      it('runs `serve` on the bundle and the API server (`static-export-server`)', async () => {
        const served = await untilLine(
          major,
          'static-export',
          ['serve', join(work, `node${major}.tar.gz`), '--port', '0', '--host', '127.0.0.1'],
          /Serving version \S+ on (http:\/\/\S+)/,
        );
        expect((await fetch(`${served}/_static-export/health`)).status).toBe(200);
        const dataDir = await mkdtemp(join(work, 'api-'));
        const api = await untilLine(major, 'static-export-server', [], /"url":"(http:\/\/[^"]+)\/v1"/, { PORT: '0', STATIC_EXPORT_DATA_DIR: dataDir });
        expect(await (await fetch(`${api}/v1/healthz`)).json()).toEqual({ status: 'ok' });
      });

      it('serves the library entry', async () => {
        const script = "const m = await import('static-export'); console.log([typeof m.exportSite, typeof m.exportBundle, m.MANIFEST_PATH].join(' '));";
        const r = await run(nodes[major]!, ['--input-type=module', '-e', script], { cwd: project });
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout.trim()).toBe('function function _static-export/manifest.json');
      });
    });
  }

  it('types the library entry', async () => {
    await writeFile(
      join(project, 'check.ts'),
      "import { exportSite, exportBundle, type Manifest, type SiteOptions } from 'static-export';\n" +
        "const options: SiteOptions = { url: 'https://docs.acme.com' };\n" +
        "const run: Promise<{ manifest: Manifest }> = exportBundle(options, { out: 'x.tar.gz' });\n" +
        'void run; void exportSite;\n' +
        '// @ts-expect-error: not an option\n' +
        "const wrong: SiteOptions = { url: 'x', concurency: 2 };\n" +
        'void wrong;\n',
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const r = await run(
      nodes[24]!,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2023',
        '--skipLibCheck',
        '--typeRoots',
        join(ROOT, 'node_modules', '@types'),
        '--types',
        'node',
        'check.ts',
      ],
      { cwd: project },
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });

  it('on an unsupported Node, says in one line which version it needs', async () => {
    const old = nodes[20]!;
    const version = (await run(old, ['--version'], { cwd: project })).stdout.trim();
    expect(version).toMatch(/^v20\./);
    const r = await run(old, [join(project, 'node_modules', 'static-export', 'bin', 'static-export.js'), '--help'], { cwd: project });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`static-export needs Node.js 22.19 or newer; this is Node.js ${version.slice(1)}.\n`);
  });
});
