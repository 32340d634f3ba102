// Runs the bundled Action (dist/index.js) the way the runner's node24 does: a child process with `INPUT_*`
// variables (hyphens kept: `INPUT_API-KEY`), `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` pointing at empty files,
// and the usual `GITHUB_*`/`RUNNER_*` context. The runner gives an action a clean environment, so this passes
// only PATH and HOME from the test's own.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Parsed from the GITHUB_OUTPUT file (`name<<delimiter` blocks); the last value of a name wins. */
  outputs: Record<string, string>;
  /** The raw GITHUB_OUTPUT file. */
  outputFile: string;
  /** The GITHUB_STEP_SUMMARY file (markdown/HTML). */
  summary: string;
  /** The run's scratch directory (RUNNER_TEMP and GITHUB_WORKSPACE live inside). */
  dir: string;
  ms: number;
}

export interface RunOptions {
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** Script to run instead of dist/index.js (e.g. a copy in a directory without node_modules). */
  script?: string;
  cwd?: string;
  timeoutMs?: number;
}

/** The GitHub context of a push to main of acme/docs, run 4242. */
export const PUSH_CONTEXT: Record<string, string> = {
  GITHUB_ACTIONS: 'true',
  CI: 'true',
  GITHUB_REPOSITORY: 'acme/docs',
  GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_EVENT_NAME: 'push',
  GITHUB_RUN_ID: '4242',
  GITHUB_RUN_NUMBER: '7',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_WORKFLOW: 'docs',
  GITHUB_ACTION: 'export',
  GITHUB_JOB: 'export',
};

export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (m) {
      const [, name, delimiter] = m;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      out[name!] = value.join('\n');
      continue;
    }
    const eq = /^([^=]+)=(.*)$/.exec(lines[i] ?? '');
    if (eq) out[eq[1]!] = eq[2]!;
  }
  return out;
}

const runDirs: string[] = [];

/** Removes the folders of every run so far (call in afterAll: a test may read a run's files until it ends). */
export async function removeActionRuns(): Promise<void> {
  await Promise.all(runDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const started = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'action-run-'));
  runDirs.push(dir);
  const outputPath = join(dir, 'github_output');
  const summaryPath = join(dir, 'step_summary');
  const runnerTemp = join(dir, 'runner_temp');
  const workspace = join(dir, 'workspace');
  await Promise.all([writeFile(outputPath, ''), writeFile(summaryPath, ''), mkdir(runnerTemp), mkdir(workspace)]);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    ...PUSH_CONTEXT,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    ...opts.env,
  };
  // The browser check opens every exported page in Chromium: only the tests about it ask for it.
  const inputs = { 'browser-check': 'false', ...opts.inputs };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;

  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [opts.script ?? DIST], { cwd: opts.cwd ?? workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 240_000);
    child.on('error', reject);
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve({ code: c ?? -1, stdout, stderr });
    });
  });
  const outputFile = await readFile(outputPath, 'utf8');
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(outputFile),
    outputFile,
    summary: await readFile(summaryPath, 'utf8'),
    dir,
    ms: performance.now() - started,
  };
}

/** The `::error::` line `core.setFailed` prints, decoded (`%0A` → newline, `%25` → `%`). */
export function failureMessage(run: ActionRun): string | undefined {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::'));
  return line?.slice('::error::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
