// Runs the real server (`node server/api/main.ts`, what `npm start` runs) as a child process on a free port, for the
// end-to-end tests: JSON log lines are collected, the URL is read from the `listening` line, and the process is
// stopped by its own PID (SIGTERM for a graceful stop, SIGKILL for a crash).
import { fileURLToPath } from 'node:url';
import { type JsonLogProcess, startJsonLogProcess } from '../helpers/json-log-process.ts';

const MAIN = fileURLToPath(new URL('../../server/api/main.ts', import.meta.url));

export interface ServerProcess extends Omit<JsonLogProcess<string>, 'started'> {
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const { started, ...server } = await startJsonLogProcess({
    args: [MAIN],
    env: { PORT: '0', HOST: '127.0.0.1', ...env },
    ready: (entry) => (entry.msg === 'listening' ? String(entry.url).replace(/\/v1$/, '') : undefined),
    what: 'server',
    timeoutMs,
  });
  return { ...server, origin: started };
}
