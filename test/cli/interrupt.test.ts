// Ctrl-C during an export: the real CLI in a child process, SIGINT once pages are being fetched from a slow
// loopback site. It must exit 130 saying "interrupted", and leave nothing behind: no archive, no partial, no
// scratch folder, and with --out-dir no exported files (the folder is left as it was found).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/run-cli.ts';

/** An endless site whose pages each take 150 ms and link to three more. */
function startSlowSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const n = Number(/^\/p\/(\d+)$/.exec(req.url ?? '')?.[1] ?? 0);
    const links = [1, 2, 3].map((k) => `<a href="/p/${n * 3 + k}">page ${n * 3 + k}</a>`).join(' ');
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Page ${n}</title></head><body><main><h1>Page ${n}</h1>${links}</main></body></html>`);
    }, 150);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

/** Runs an export, sends SIGINT once it has saved a few pages, and returns how it ended. */
function interruptExport(args: string[], cwd: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let sent = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      // The first progress line comes with the first page; a moment later files are being written.
      if (!sent && stderr.includes('progress: crawl')) {
        sent = true;
        setTimeout(() => child.kill('SIGINT'), 1_500);
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
}

describe('Ctrl-C during an export', () => {
  let site: { origin: string; server: Server };
  let dir: string;

  beforeAll(async () => {
    site = await startSlowSite();
    dir = await mkdtemp(join(tmpdir(), 'se-interrupt-'));
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise((r) => site.server.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  it('exits 130, says interrupted and leaves no archive, partial or scratch folder', async () => {
    const cwd = await mkdtemp(join(dir, 'archive-'));
    const run = await interruptExport(['export', site.origin, '--out', 'site.tar.gz', '--concurrency', '4'], cwd);
    expect(run.stderr).toContain('static-export: interrupted');
    expect(run.stderr).not.toContain('export failed');
    expect(run.code, run.stderr).toBe(130);
    expect(await readdir(cwd)).toEqual([]);
  });

  it('with --out-dir, removes the folder it made and the files it wrote', async () => {
    const cwd = await mkdtemp(join(dir, 'made-'));
    const run = await interruptExport(['export', site.origin, '--out', 'site.tar.gz', '--out-dir', 'site', '--concurrency', '4'], cwd);
    expect(run.code, run.stderr).toBe(130);
    expect(await readdir(cwd)).toEqual([]);
  });

  it('with --out-dir naming an empty folder, keeps the folder and empties it', async () => {
    const cwd = await mkdtemp(join(dir, 'empty-'));
    await mkdir(join(cwd, 'site'));
    const run = await interruptExport(['export', site.origin, '--out', 'site.tar.gz', '--out-dir', 'site', '--concurrency', '4'], cwd);
    expect(run.code, run.stderr).toBe(130);
    expect(await readdir(cwd)).toEqual(['site']);
    expect(await readdir(join(cwd, 'site'))).toEqual([]);
  });
});
