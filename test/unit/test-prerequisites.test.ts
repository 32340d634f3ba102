// `npm test` on a fresh machine: the pretest check installs what is missing when it can (root with apt) and
// otherwise stops before any test with one line naming exactly what to install.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plan, PREREQUISITES, stopLine } from '../../scripts/test-prerequisites.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/test-prerequisites.ts', import.meta.url));

describe('the plan', () => {
  const none = { PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' };
  const fake = PREREQUISITES.map((p) => ({ ...p, present: (env: NodeJS.ProcessEnv) => env[`HAS_${p.pkg}`] === '1' }));
  // The corpus' Debian tools (MkDocs, Sphinx) present, so each case is about the four packages it names.
  const tools = Object.fromEntries(
    PREREQUISITES.filter((p) => !['chromium', 'nginx-light', 'wget', 'redis-server'].includes(p.pkg)).map((p) => [`HAS_${p.pkg}`, '1']),
  );

  it('is ok when everything is there, whoever runs it', () => {
    const env = Object.fromEntries(PREREQUISITES.map((p) => [`HAS_${p.pkg}`, '1']));
    expect(plan({ env, isRoot: false, hasApt: false }, fake)).toEqual({ action: 'ok' });
  });

  it('installs exactly the missing packages as root with apt', () => {
    expect(plan({ env: { ...tools, 'HAS_nginx-light': '1', HAS_wget: '1' }, isRoot: true, hasApt: true }, fake)).toEqual({
      action: 'install',
      packages: ['chromium', 'redis-server'],
    });
  });

  it('otherwise stops with one line naming them', () => {
    const p = plan({ env: { ...tools, HAS_chromium: '1', HAS_wget: '1' }, isRoot: false, hasApt: true }, fake);
    expect(p).toEqual({
      action: 'stop',
      line: 'npm test needs these Debian packages, which are missing: nginx-light redis-server. Install them with: sudo apt-get install -y nginx-light redis-server',
    });
    expect(plan({ env: none, isRoot: true, hasApt: false }, fake).action).toBe('stop');
  });
});

it('as a user without root, prints that one line and exits 1 (a real run of the script)', async () => {
  // A chromium the machine does not have: the rest is present here (the CI image and this machine install them).
  const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], {
      uid: 65534,
      gid: 65534,
      env: { PATH: process.env.PATH ?? '', CHROMIUM_PATH: '/nonexistent/chromium' },
      cwd: '/',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`${stopLine(['chromium'])}\n`);
});
