// `pretest`: what `npm test` needs from the machine besides npm. On a fresh Debian machine as root it installs the
// Debian packages the way .ci/run used to (non-interactively, without starting their services); otherwise it
// stops before any test with one line naming exactly what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Prerequisite {
  /** The Debian package that provides it. */
  pkg: string;
  /** What needs it, for the message. */
  why: string;
  present(env: NodeJS.ProcessEnv): boolean;
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}

export const PREREQUISITES: Prerequisite[] = [
  { pkg: 'chromium', why: 'the browser proof', present: (env) => existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { pkg: 'nginx-light', why: 'the shipped nginx server block', present: () => existsSync('/usr/sbin/nginx') },
  { pkg: 'wget', why: "the benchmark's reference row", present: (env) => onPath('wget', env) },
  { pkg: 'redis-server', why: 'the Redis-backed job queue', present: (env) => existsSync('/usr/bin/redis-server') || onPath('redis-server', env) },
  { pkg: 'openssh-client', why: 'ssh-keygen, which checks our bundle signatures', present: (env) => onPath('ssh-keygen', env) },
  { pkg: 'mkdocs', why: 'the MkDocs corpus site', present: (env) => onPath('mkdocs', env) },
  { pkg: 'mkdocs-material', why: 'the MkDocs corpus site', present: () => existsSync('/usr/share/mkdocs/themes/material/__init__.py') },
  { pkg: 'python3-sphinx', why: 'the Sphinx corpus site', present: (env) => onPath('sphinx-build', env) },
  { pkg: 'python3-sphinx-rtd-theme', why: 'the Sphinx corpus site', present: () => existsSync('/usr/lib/python3/dist-packages/sphinx_rtd_theme/__init__.py') },
  { pkg: 'pngquant', why: 'the pictures in docs/ (npm run pictures)', present: (env) => onPath('pngquant', env) },
  { pkg: 'tmux', why: "the export's progress on a real terminal", present: (env) => onPath('tmux', env) },
];

export type Plan = { action: 'ok' } | { action: 'install'; packages: string[] } | { action: 'stop'; line: string };

export interface Machine {
  env: NodeJS.ProcessEnv;
  isRoot: boolean;
  hasApt: boolean;
}

export function stopLine(packages: string[]): string {
  return `npm test needs these Debian packages, which are missing: ${packages.join(' ')}. Install them with: sudo apt-get install -y ${packages.join(' ')}`;
}

export function plan(machine: Machine, prerequisites = PREREQUISITES): Plan {
  const missing = prerequisites.filter((p) => !p.present(machine.env)).map((p) => p.pkg);
  if (missing.length === 0) return { action: 'ok' };
  if (machine.isRoot && machine.hasApt) return { action: 'install', packages: missing };
  return { action: 'stop', line: stopLine(missing) };
}

function aptInstall(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Install only: the tests start their own nginx and redis on 127.0.0.1 and stop them; no package service may
  // start (nginx on :80 especially). policy-rc.d is Debian's switch for that.
  const policy = '/usr/sbin/policy-rc.d';
  const madePolicy = !existsSync(policy);
  if (madePolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (update.status !== 0) return false;
    const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
    return install.status === 0;
  } finally {
    if (madePolicy) rmSync(policy, { force: true });
  }
}

function main(): number {
  const machine: Machine = { env: process.env, isRoot: process.getuid?.() === 0, hasApt: onPath('apt-get', process.env) };
  const first = plan(machine);
  if (first.action === 'ok') return 0;
  if (first.action === 'stop') {
    console.error(first.line);
    return 1;
  }
  console.error(`npm test: installing ${first.packages.join(' ')} with apt-get (running as root)`);
  const installed = aptInstall(first.packages);
  const after = plan({ ...machine, isRoot: false });
  if (after.action === 'ok') return 0;
  console.error(after.action === 'stop' ? `${installed ? '' : 'apt-get failed; '}${after.line}` : stopLine(first.packages));
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
