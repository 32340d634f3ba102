// Every shell example in README.md and docs/*.md runs as written, with bash against the real CLI (npx), the REST
// API started as `npm start` starts it, and the Next.js fixture standing for https://docs.acme.com: if this passes,
// a reader who copies a command gets what the text says. Blocks of one file run in order in one folder, so a later
// block uses the bundle an earlier one made. Marking and the few conventions: test/helpers/doc-commands.ts.
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCUMENTED_SITE, type DocBlock, documentedBlocks, shellBlocks } from '../helpers/doc-commands.ts';
import { startServerProcess, type ServerProcess } from '../api/server-process.ts';
import { removeDir, tempDir, waitFor } from '../api/support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const fixture = inject('fixture');
const docs = await documentedBlocks(ROOT);

interface Run {
  code: number | string;
  out: string;
}

/** The block as bash runs it: strict mode, the documented site replaced by the fixture's origin. */
function script(block: DocBlock): string {
  return `set -euo pipefail\n${block.code.replaceAll(DOCUMENTED_SITE, fixture.origin)}`;
}

function runBlock(block: DocBlock, cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script(block)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal ?? -1, out });
    });
  });
}

/** A block that ends in `static-export serve`: runs until it serves, answers its health check, then is stopped. */
function runServing(block: DocBlock, cwd: string, env: NodeJS.ProcessEnv): Promise<Run & { health?: number }> {
  return new Promise((resolve) => {
    // Its own process group, so the stop reaches npx's child too; stopped by that group's id, the shell's PID.
    const child = spawn('bash', ['-c', script(block)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    let health: number | undefined;
    let asked = false;
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {}
    };
    const onData = (d: Buffer) => {
      out += d.toString();
      const url = /Serving version \S+ on (http:\/\/\S+)/.exec(out)?.[1];
      if (url && !asked) {
        asked = true;
        void fetch(`${url}/_static-export/health`)
          .then((r) => (health = r.status))
          .catch(() => (health = -1))
          .finally(stop);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(stop, 120_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal ?? -1, out, ...(health === undefined ? {} : { health }) });
    });
  });
}

describe('the marking of examples', () => {
  it('runs plain sh blocks and leaves out those marked no-run or <!-- not run -->', () => {
    const md = ['```sh', 'echo a', '```', '<!-- not run -->', '', '```sh', 'echo b', '```', '```sh no-run', 'echo c', '```', '```bash api', 'echo d', '```'];
    md.push('```yaml', 'x: 1', '```', '```sh', 'npx static-export serve x.tar.gz # comment', '# the end', '```');
    const blocks = shellBlocks(md.join('\n'), 'x.md');
    expect(blocks.map((b) => [b.code.trim(), b.run, b.api, b.serves])).toEqual([
      ['echo a', true, false, false],
      ['echo b', false, false, false],
      ['echo c', false, false, false],
      ['echo d', true, true, false],
      ['npx static-export serve x.tar.gz # comment\n# the end', true, false, true],
    ]);
    expect(blocks[1]!.line).toBe(6);
  });

  it('finds examples meant to run in the README and in docs/', () => {
    const runnable = docs.flatMap((d) => d.blocks.filter((b) => b.run));
    expect(runnable.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(2);
    expect(runnable.filter((b) => b.file !== 'README.md').length).toBeGreaterThanOrEqual(3);
  });
});

for (const { file, blocks } of docs) {
  const runnable = blocks.filter((b) => b.run);
  if (runnable.length === 0) continue;

  describe(`${file}: its shell examples run as written`, () => {
    let cwd: string;
    let dataDir: string;
    let server: ServerProcess | undefined;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      // Inside the project (npx finds its own `static-export` bin there), in a git-ignored folder.
      cwd = join(ROOT, 'test/.cache', `doc-commands-${process.pid}`, file.replace(/\W+/g, '-'));
      await rm(cwd, { recursive: true, force: true });
      await mkdir(cwd, { recursive: true });
      dataDir = await tempDir('sx-doc-');
      if (runnable.some((b) => b.api)) server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dataDir });
      env = {
        ...process.env,
        SITE: fixture.origin,
        STATIC_EXPORT_DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        // The documented commands refuse the fixture's stand-in CDN, a loopback address where a real site's is public,
        // so its image is missing from these bundles and a browser rightly fails them; the browser check has its own
        // tests (test/e2e/verify-browser.test.ts).
        STATIC_EXPORT_VERIFY_BROWSER: 'off',
        ...(server ? { API: `${server.origin}/v1` } : {}),
      };
    });
    afterAll(async () => {
      await server?.stop();
      await removeDir(dataDir);
      await rm(cwd, { recursive: true, force: true });
    });

    if (runnable.some((b) => b.api)) {
      it('the API says in one line how to create an organization on a first start', async () => {
        await waitFor('the hint', async () => (server!.stderr.length ? true : undefined), 5000);
        expect(server!.stderr.join('').trim().split('\n')).toEqual([
          `static-export: no organization configured yet; create one with: STATIC_EXPORT_DATA_DIR=${dataDir} npx static-export keys create --org acme --domain docs.acme.com`,
        ]);
      });
    }

    for (const block of runnable) {
      it(`${file}:${block.line} ${block.code.trim().split('\n')[0]!.slice(0, 60)}`, { timeout: 300_000 }, async () => {
        if (block.serves) {
          const run = await runServing(block, cwd, env);
          expect(run.health, run.out).toBe(200);
          return;
        }
        const jobsBefore = server?.logs.filter((l) => l.msg === 'job transition').length ?? 0;
        const run = await runBlock(block, cwd, env);
        expect(run.code, `${file}:${block.line}\n${run.out}`).toBe(0);
        if (block.api && server) {
          const transitions = server.logs.filter((l) => l.msg === 'job transition').slice(jobsBefore);
          expect(transitions.map((l) => l.to).filter((to) => to === 'failed')).toEqual([]);
        }
      });
    }
  });
}
