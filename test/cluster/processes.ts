// The processes of a test cluster: API replicas (`node server/api/main.ts`, what `npm start` runs, via
// ../api/server-process.ts) and workers (`node bin/static-export.js worker`), each with its JSON log lines
// collected, stopped by its own PID.
import { fileURLToPath } from 'node:url';
import { type JsonLogProcess, startJsonLogProcess } from '../helpers/json-log-process.ts';

const BIN = fileURLToPath(new URL('../../bin/static-export.js', import.meta.url));

export type WorkerProcess = Omit<JsonLogProcess<true>, 'started'>;

export async function startWorkerProcess(env: Record<string, string>, concurrency: number, timeoutMs = 30_000, detached = false): Promise<WorkerProcess> {
  const { started: _, ...worker } = await startJsonLogProcess({
    detached,
    args: ['--max-semi-space-size=8', BIN, 'worker', '--concurrency', String(concurrency)],
    env,
    ready: (entry) => (entry.msg === 'worker ready' ? true : undefined),
    what: 'worker',
    timeoutMs,
  });
  return worker;
}
