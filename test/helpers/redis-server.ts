// A real redis-server (Debian's /usr/bin/redis-server, installed by .ci/run) on a free loopback port, with its own
// temporary directory and persistence on (append-only file, fsync on every write), stopped by its PID. restart()
// brings it back on the same port and directory, so tests can check what survives a Redis restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REDIS = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  dir: string;
  readonly pid: number | undefined;
  /** Stops it (SIGTERM, or SIGKILL for a crash) and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and directory (after stop()). */
  start(): Promise<void>;
  /** stop() and removes its directory. */
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRedis(): Promise<TestRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'sx-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const proc = spawn(
      REDIS,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--daemonize',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s: ${output}`)), 10_000);
      const check = (chunk: Buffer) => {
        output += chunk.toString();
        // With --loglevel warning the ready line is not printed; poll the port instead (below).
      };
      proc.stdout!.on('data', check);
      proc.stderr!.on('data', check);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${output}`));
      });
      const poll = async () => {
        const { Redis } = await import('ioredis');
        for (;;) {
          if (proc.exitCode !== null) return;
          const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
          client.on('error', () => {});
          try {
            await client.connect();
            // PING answers only once the append-only file is loaded.
            if ((await client.ping()) === 'PONG') {
              clearTimeout(timer);
              resolve();
              return;
            }
          } catch {
            // not up yet
          } finally {
            client.disconnect();
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      void poll();
    });
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    get pid() {
      return child?.pid;
    },
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
