// A child Node process of ours that logs JSON lines (the API server, a queue worker), for end-to-end tests: its
// log lines are collected, it counts as started at the first line `ready` accepts, and it is stopped by its own
// PID (SIGTERM for a graceful stop, SIGKILL for a crash).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface JsonLogProcess<T> {
  child: ChildProcess;
  pid: number;
  /** What `ready` returned for the line that marked the process as started. */
  started: T;
  /** Parsed JSON log lines so far. */
  logs: Array<Record<string, unknown>>;
  stderr: string[];
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface JsonLogProcessOptions<T> {
  /** Arguments to this Node binary, run in the repository's root. */
  args: string[];
  /** Added to a bare environment (PATH and HOME only), so the test's own settings do not leak in. */
  env: Record<string, string>;
  /** What a log line says when the process is up, or undefined for any other line. */
  ready: (entry: Record<string, unknown>) => T | undefined;
  /** Named in errors: "server", "worker". */
  what: string;
  timeoutMs?: number;
  /** Its own process group (PID = group id), so a test can signal the group as a supervisor does. */
  detached?: boolean;
}

export async function startJsonLogProcess<T>(options: JsonLogProcessOptions<T>): Promise<JsonLogProcess<T>> {
  const { what, timeoutMs = 30_000 } = options;
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.detached ? { detached: true } : {}),
  });
  const logs: Array<Record<string, unknown>> = [];
  const stderr: string[] = [];
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let buffered = '';
  let onReady: ((started: T) => void) | undefined;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        const started = options.ready(entry);
        if (started !== undefined) onReady?.(started);
      } catch {
        stderr.push(`(stdout) ${line}`);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const started = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${timeoutMs} ms: ${stderr.join('')}`)), timeoutMs);
    onReady = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it was ready: ${stderr.join('')}`));
    });
  });
  return {
    child,
    pid: child.pid!,
    started,
    logs,
    stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
