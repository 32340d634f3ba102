import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';

describe('CLI misuse and bad input', () => {
  let dir: string;
  let server: ReturnType<typeof createServer>;
  let origin: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'se-cli-'));
    server = createServer((req, res) => {
      const status = req.url === '/' ? 500 : 404;
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end(`<h1>${status}</h1>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  const nothingLeft = async () => expect(await readdir(dir)).toEqual([]);

  it('prints usage and exits 2 with no command, an unknown command or an unknown option', async () => {
    for (const args of [[], ['frobnicate'], ['export', 'docs.acme.com', '--bogus']]) {
      const run = await runCli(args, { cwd: dir });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage: static-export');
    }
  });

  it('keys create --help prints the keys flags, not the general help', async () => {
    for (const args of [
      ['keys', 'create', '--help'],
      ['keys', '--help'],
    ]) {
      const run = await runCli(args, { cwd: dir });
      expect(run.code, args.join(' ')).toBe(0);
      for (const flag of ['--org <name>', '--domain <host>', '--origin <url>', '--header', '--cookie', '--disabled', 'STATIC_EXPORT_DATA_DIR'])
        expect(run.stdout).toContain(flag);
      expect(run.stdout).not.toContain('--max-pages');
    }
  });

  it('exits 2 on an invalid URL and on a path that is not a page path', async () => {
    const bad = await runCli(['export', 'ht!tp://no', '--out', 'x.tar.gz'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not a valid/);
    const path = await runCli(['export', origin, '--paths', '../etc/passwd', '--out', 'x.tar.gz'], { cwd: dir });
    expect(path.code).toBe(2);
    expect(path.stderr).toMatch(/not a valid page path/);
    await nothingLeft();
  });

  it("exits 2 on a numeric flag out of range, in one line in the command line's voice, without the whole usage", async () => {
    const pages = await runCli(['export', origin, '--max-pages', '0', '--out', 'x.tar.gz'], { cwd: dir });
    expect(pages.code).toBe(2);
    expect(pages.stderr).toBe('static-export: --max-pages must be a whole number ≥ 1, got "0"\nrun static-export export --help for its options\n');
    const timeout = await runCli(['export', origin, '--timeout', 'soon', '--out', 'x.tar.gz'], { cwd: dir });
    expect(timeout.code).toBe(2);
    expect(timeout.stderr.split('\n')[0]).toBe('static-export: --timeout must be a whole number of seconds ≥ 1, got "soon"');
    await nothingLeft();
  });

  it('exits 2 on a non-empty --out-dir with one line, not the usage, and touches nothing in it', async () => {
    const full = await mkdtemp(join(tmpdir(), 'se-full-'));
    await writeFile(join(full, 'keep.txt'), 'mine');
    const run = await runCli(['export', origin, '--out-dir', full, '--out', 'x.tar.gz'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`static-export: output directory ${full} is not empty\nrun static-export export --help for its options\n`);
    expect(await readdir(full)).toEqual(['keep.txt']);
    await rm(full, { recursive: true, force: true });
    await nothingLeft();
  });

  it('says a file-system error in words, naming the path given, with no syscall or scratch name', async () => {
    await writeFile(join(dir, 'a-file'), '');
    const out = await runCli(['export', origin, '--out', 'a-file/x.tar.gz', '--quiet'], { cwd: dir });
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(`static-export: export failed: cannot create the folder ${join(dir, 'a-file')}: a file of that name is in the way\n`);
    const outDir = await runCli(['export', origin, '--out-dir', 'a-file/site', '--out', 'x.tar.gz', '--quiet'], { cwd: dir });
    expect(outDir.code).toBe(1);
    expect(outDir.stderr).toMatch(
      new RegExp(`^static-export: export failed: cannot [a-z ]+ ${join(dir, 'a-file')}/site: a part of the path is a file, not a folder\n$`),
    );
    const verify = await runCli(['verify', 'missing.tar.gz'], { cwd: dir });
    expect(verify.code).toBe(1);
    expect(verify.stderr).toBe(`static-export: verify failed: cannot read ${join(dir, 'missing.tar.gz')}: no such file or folder\n`);
    await rm(join(dir, 'a-file'));
    await nothingLeft();
  });

  it('exits 1 with one clear line for a host that does not resolve', async () => {
    const run = await runCli(['export', 'no-such-host.invalid', '--out', 'x.tar.gz', '--retries', '0'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot reach no-such-host\.invalid: the host name does not resolve/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    await nothingLeft();
  });

  it('exits 1 when nothing listens on the port', async () => {
    const run = await runCli(['export', 'http://127.0.0.1:9', '--out', 'x.tar.gz', '--retries', '0'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot reach 127\.0\.0\.1:9: the connection was refused/);
    await nothingLeft();
  });

  it('exits 1 when the root answers 404, and 2 for a --paths entry that is not a page of the site', async () => {
    const root = await runCli(['export', `${origin}/nothing-here/`, '--out', 'x.tar.gz', '--retries', '0'], { cwd: dir });
    expect(root.code).toBe(1);
    expect(root.stderr).toMatch(/answered 404: nothing to export/);
    const path = await runCli(['export', origin, '--paths', 'no/such/page', '--out', 'x.tar.gz', '--retries', '0'], { cwd: dir });
    expect(path.code).toBe(2);
    expect(path.stderr).toMatch(/\/no\/such\/page answered 404: not a page of 127\.0\.0\.1/);
    await nothingLeft();
  });

  it('exits 1 when the root answers 500, leaving no partial bundle', async () => {
    const run = await runCli(['export', origin, '--out', 'x.tar.gz', '--retries', '0'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/answered 500: nothing to export/);
    await nothingLeft();
  });
});
