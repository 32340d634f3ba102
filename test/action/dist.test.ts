// dist/index.js is what the runner executes: one ESM file with every dependency inside, beside the two modules its
// transform worker threads load by path (transform-worker.js and tinypool's entry/worker.js) and the thread that
// reads a `since` export's PREV (archive-walk-worker.js). Proven by copying
// dist/ into an empty directory (no node_modules above it) and running a whole local export + S3 upload from there,
// which goes through undici, p-queue, tar, the AWS SDK and a worker thread (one page is over the size from which a
// page is transformed on a worker). action.yml and the code agree on every input/output.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { DIST, failureMessage, runAction, removeActionRuns } from './run-action.ts';

afterAll(removeActionRuns);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A two-page plain HTML site with a stylesheet and an image. */
async function plainSite(): Promise<Server> {
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      '<!doctype html><html><head><title>Home</title><link rel="stylesheet" href="/style.css"></head><body><a href="/about">About</a><img src="/logo.svg" alt=""></body></html>',
    ],
    '/about': [
      'text/html',
      `<!doctype html><html><head><title>About</title><link rel="stylesheet" href="/style.css"></head><body><a href="/">Home</a>${'<p>About this site.</p>'.repeat(600)}</body></html>`,
    ],
    '/style.css': ['text/css', 'body{background:url(/logo.svg) no-repeat}'],
    '/logo.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!file) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

const DIST_FILES = ['archive-walk-worker.js', 'entry/worker.js', 'index.js', 'transform-worker.js'];

describe('the bundle', () => {
  it.each(DIST_FILES)('%s imports nothing but Node built-ins at load time', async (file) => {
    const code = await readFile(join(ROOT, 'dist', file), 'utf8');
    const specifiers = [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((s) => !builtins.has(s))).toEqual([]);
  });

  it('is not checked in with anything else under dist/', async () => {
    const files = (await readdir(join(ROOT, 'dist'), { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
    expect(files.map((d) => join(d.parentPath, d.name).slice(join(ROOT, 'dist').length + 1)).sort()).toEqual(DIST_FILES);
  });
});

describe('run from an empty directory (no node_modules anywhere above it)', () => {
  let dir: string;
  let script: string;
  let site: Server;
  let s3: TestS3Server;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'action-dist-'));
    script = join(dir, 'index.js');
    await cp(dirname(DIST), dir, { recursive: true });
    site = await plainSite();
    s3 = await startS3Server();
  });

  afterAll(async () => {
    site?.closeAllConnections();
    site?.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails on a missing input with the message and exit code 1', async () => {
    const run = await runAction({ script, cwd: dir, inputs: {} });
    expect(run.code).toBe(1);
    expect(failureMessage(run)).toBe('Static export failed: Input required and not supplied: domain (a host name such as docs.acme.com)');
    expect(run.summary).toContain('failed</h2>');
  });

  it('exports, packs, uploads and presigns', async () => {
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const run = await runAction({
      script,
      cwd: dir,
      inputs: { domain: origin, version: 'smoke', 's3-bucket': s3.bucket, 's3-endpoint': s3.endpoint },
      env: { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey },
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stderr).not.toMatch(/Cannot find (module|package)/);
    expect(run.outputs['page-count']).toBe('2');
    expect(run.outputs.version).toBe('smoke');
    const download = await fetch(run.outputs['bundle-url'] ?? '');
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(await readFile(run.outputs['bundle-path'] ?? ''))).toBe(true);

    // Again with `since`: PREV is read beside the crawl on the thread dist/archive-walk-worker.js runs, found here
    // (were it not, PREV could not be read and the step would warn of a full export).
    const again = await runAction({
      script,
      cwd: dir,
      inputs: { domain: origin, version: 'smoke-2', since: run.outputs['bundle-path'] ?? '' },
    });
    expect(again.code, `${again.stdout}\n${again.stderr}`).toBe(0);
    expect(again.stdout).not.toMatch(/since: a full export/);
    expect(again.outputs['pages-changed']).toBe('[]');
  });
});

describe('action.yml', () => {
  let yml: string;
  const section = (name: string): string[] => {
    const body = yml.split(new RegExp(`^${name}:\\n`, 'm'))[1]?.split(/^\S/m)[0] ?? '';
    return [...body.matchAll(/^ {2}([a-z0-9-]+):/gm)].map((m) => m[1]!);
  };

  beforeAll(async () => {
    yml = await readFile(join(ROOT, 'action.yml'), 'utf8');
  });

  it('runs dist/index.js on node24 and has branding', () => {
    expect(yml).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js$/m);
    expect(yml).toMatch(/^branding:\n {2}icon: \S+\n {2}color: \S+$/m);
    expect(yml).toMatch(/^name: \S/m);
    expect(yml).toMatch(/^description: /m);
  });

  it('declares exactly the inputs the code reads, each described', async () => {
    const inputs = section('inputs');
    const code = await readFile(join(ROOT, 'src/action/inputs.ts'), 'utf8');
    const read = new Set([...code.matchAll(/(?:input|getInput|parseNumber|whole)\(\s*'([a-z0-9-]+)'/g)].map((m) => m[1]!));
    expect(inputs.sort()).toEqual([...read].sort());
    for (const name of inputs) expect(yml).toMatch(new RegExp(`^ {2}${name}:\\n {4}description: \\S`, 'm'));
  });

  it('declares exactly the outputs the code sets, each described', async () => {
    const outputs = section('outputs');
    expect(outputs.sort()).toEqual([
      'asset-count',
      'bundle-path',
      'bundle-sha256',
      'bundle-url',
      'bytes',
      'delta-path',
      'delta-url',
      'duration-seconds',
      'expires-at',
      'job-id',
      'manifest-path',
      'out-dir',
      'page-count',
      'pages-added',
      'pages-changed',
      'pages-removed',
      'sha256',
      'version',
      'warning-count',
    ]);
    const code = await readFile(join(ROOT, 'src/action/main.ts'), 'utf8');
    for (const name of outputs) expect(code).toMatch(new RegExp(`^ +'?${name}'?: (result\\.|Math\\.round\\(durationMs)`, 'm'));
    for (const name of outputs) expect(yml).toMatch(new RegExp(`^ {2}${name}:\\n {4}description: \\S`, 'm'));
  });

  it('gives the defaults the code uses', () => {
    expect(yml).toMatch(/^ {2}poll-interval:\n(?: {4}.*\n)*? {4}default: '10'$/m);
    expect(yml).toMatch(/^ {2}max-polls:\n(?: {4}.*\n)*? {4}default: '60'$/m);
    expect(yml).toMatch(/^ {2}mode:\n(?: {4}.*\n)*? {4}default: auto$/m);
    expect(yml).toMatch(/^ {2}link-ttl:\n(?: {4}.*\n)*? {4}default: '86400'$/m);
  });
});
