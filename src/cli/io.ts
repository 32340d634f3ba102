// What a command may touch of the outside world, passed in so tests run commands in-process.
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal (a live progress bar) or a pipe/log (plain lines). */
  isTTY: boolean;
  /** The terminal's width when stderr is one (a live line must fit it). */
  columns?: number;
  cwd: string;
  /**
   * Writes to stdout and settles once the text was handed to the OS: rejects when it cannot be (a reader that
   * went away: `| head -1`, EPIPE). For output that must not be lost silently. @default `stdout`, never failing
   */
  print?: (text: string) => Promise<void>;
}

export function processIo(): CliIo {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    env: process.env,
    isTTY: !!process.stderr.isTTY,
    ...(process.stderr.columns ? { columns: process.stderr.columns } : {}),
    cwd: process.cwd(),
    print: (t) =>
      new Promise<void>((resolve, reject) => {
        // The error also arrives as an 'error' event, which would crash the process without a listener.
        const onError = (error: Error) => reject(error);
        process.stdout.once('error', onError);
        process.stdout.write(t, (error) => {
          // On failure the listener stays for the 'error' event that follows this callback.
          if (error) return reject(error);
          process.stdout.off('error', onError);
          resolve();
        });
      }),
  };
}
