// The processes of a test cluster: API replicas (`node src/api/main.ts`, what `npm start` runs, via
// ../api/server-process.ts) and workers (`node bin/static-export.js worker`), each with its JSON log lines
// collected, stopped by its own PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/static-export.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  logs: Array<Record<string, unknown>>;
  stderr: string[];
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function startWorkerProcess(env: Record<string, string>, concurrency: number, timeoutMs = 30_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=16', BIN, 'worker', '--concurrency', String(concurrency)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const stderr: string[] = [];
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let buffered = '';
  let onReady: (() => void) | undefined;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'worker ready') onReady?.();
      } catch {
        stderr.push(`(stdout) ${line}`);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start in ${timeoutMs} ms: ${stderr.join('')}`)), timeoutMs);
    onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}) before it was ready: ${stderr.join('')}`));
    });
  });
  return {
    child,
    pid: child.pid!,
    logs,
    stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
