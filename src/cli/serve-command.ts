// `static-export serve`: options in, a running server out, until SIGINT/SIGTERM (or the caller's signal).
// SIGHUP refetches the bundle and swaps it in (a newer SIGHUP abandons a download still running). Exit 0 after a
// clean stop, 1 when nothing could be served or the stop overran its grace period: a signal is answered with an
// exit within STOP_GRACE_MS, whatever a bundle host or a client is still doing.
import type { CliIo } from './io.ts';
import { describeError } from '../core/errors.ts';
import { parseServeArgs } from './serve-options.ts';
import { startServer } from '../serve/server.ts';
import { settlesWithin } from '../core/settles-within.ts';

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
  const clean = await new Promise<boolean>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.off('SIGHUP', reload);
      void settlesWithin(running.close(), STOP_GRACE_MS).then(done);
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
  if (!clean) io.stderr(`static-export serve: stopped without a clean close after ${STOP_GRACE_MS / 1000} s; exiting anyway\n`);
  // Under process signals, whatever still holds the event loop open (a socket a peer will not close) must not
  // keep the process alive: an unref'd timer fires only if something else is still running.
  if (!io.signal) setTimeout(() => process.exit(process.exitCode ?? (clean ? 0 : 1)), 1000).unref();
  return clean ? 0 : 1;
}

/** How long a stop may take before the process exits regardless. */
const STOP_GRACE_MS = 10_000;
