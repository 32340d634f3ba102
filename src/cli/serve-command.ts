// `static-export serve`: options in, a running server out, until SIGINT/SIGTERM (or the caller's signal).
// SIGHUP refetches the bundle and swaps it in. Exit 0 after a clean stop, 1 when nothing could be served.
import type { CliIo } from './io.ts';
import { describeError } from '../core/errors.ts';
import { parseServeArgs } from './serve-options.ts';
import { startServer } from '../serve/server.ts';

export interface ServeIo extends Pick<CliIo, 'stdout' | 'stderr' | 'env'> {
  cwd?: string;
  /** Stops the server (tests; the CLI uses process signals). */
  signal?: AbortSignal;
  /** Called with the server's URL once it listens. */
  onListening?: (url: string) => void;
}

export async function runServe(args: string[], io: ServeIo): Promise<number> {
  const options = await parseServeArgs(args, io.env, io.cwd ?? process.cwd());
  let server;
  try {
    server = await startServer({ ...options, log: (line) => io.stderr(`static-export serve: ${line}\n`) });
  } catch (error) {
    io.stderr(`static-export serve: ${describeError(error)}\n`);
    return 1;
  }
  io.stdout(`Serving version ${server.version()} on ${server.url}\n`);
  io.onListening?.(server.url);

  const running = server;
  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.off('SIGHUP', reload);
      void running.close().then(done);
    };
    const reload = (): void => void running.reload();
    if (io.signal) {
      if (io.signal.aborted) return stop();
      io.signal.addEventListener('abort', stop, { once: true });
    } else {
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }
    process.on('SIGHUP', reload);
  });
  return 0;
}
