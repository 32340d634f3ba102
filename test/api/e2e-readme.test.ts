// docs/api.md's local sequence, run word for word with bash, npx and curl against the real server (started as
// `npm start` starts it) and the Next.js fixture: if this passes, the documented commands work as written.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { removeDir, tempDir, waitFor } from './support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const fixture = inject('fixture');

async function documentedSequence(): Promise<string> {
  const doc = await readFile(join(ROOT, 'docs/api.md'), 'utf8');
  const block = /<!-- api-readme-sequence -->\s*```sh\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/api.md lost its <!-- api-readme-sequence --> block');
  return block[1]!;
}

describe('the documented curl sequence', () => {
  let dataDir: string;
  let cwd: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await tempDir('sx-readme-');
    // Inside the project (npx finds its own `static-export` bin there), in a git-ignored folder.
    cwd = join(ROOT, 'test/.cache', `api-readme-${process.pid}`);
    await mkdir(cwd, { recursive: true });
    server = await startServerProcess({ STATIC_EXPORT_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await removeDir(dataDir);
    await rm(cwd, { recursive: true, force: true });
  });

  it('says in one line how to create an organization on a first start', async () => {
    await waitFor('the hint', async () => (server.stderr.length ? true : undefined), 5000);
    const hint = server.stderr.join('').trim().split('\n');
    expect(hint).toEqual([
      `static-export: no organization configured yet; create one with: STATIC_EXPORT_DATA_DIR=${dataDir} npx static-export keys create --org acme --domain docs.acme.com`,
    ]);
  });

  it('runs as written and ends with a verified bundle', async () => {
    const script = `set -euo pipefail\n${await documentedSequence()}`;
    const started = performance.now();
    const run = await new Promise<{ code: number; out: string }>((resolve) => {
      const child = spawn('bash', ['-c', script], {
        cwd,
        env: { ...process.env, SITE: fixture.origin, API: `${server.origin}/v1`, STATIC_EXPORT_DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code: code ?? -1, out });
      });
    });
    console.log(`documented sequence: ${Math.round(performance.now() - started)} ms (npx, curl, export of ${fixture.pages.length} pages, verify)`);
    expect(run.code, run.out).toBe(0);
    const transitions = server.logs.filter((l) => l.msg === 'job transition').map((l) => l.to);
    expect(transitions).toEqual(['queued', 'running', 'completed']);
  });
});
