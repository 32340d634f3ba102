// Runs the real server (`node src/api/main.ts`, what `npm start` runs) as a child process on a free port, for the
// end-to-end tests: JSON log lines are collected, the URL is read from the `listening` line, and the process is
// stopped by its own PID (SIGTERM for a graceful stop, SIGKILL for a crash).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/api/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Parsed JSON log lines so far. */
  logs: Array<Record<string, unknown>>;
  stderr: string[];
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const stderr: string[] = [];
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let buffered = '';
  let onListening: ((origin: string) => void) | undefined;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'listening') onListening?.(String(entry.url).replace(/\/v1$/, ''));
      } catch {
        stderr.push(`(stdout) ${line}`);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms: ${stderr.join('')}`)), timeoutMs);
    onListening = (o) => {
      clearTimeout(timer);
      resolve(o);
    };
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${stderr.join('')}`));
    });
  });
  return {
    child,
    origin,
    logs,
    stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
