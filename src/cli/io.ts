// What a command may touch of the outside world, passed in so tests run commands in-process.
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal (a live progress bar) or a pipe/log (plain lines). */
  isTTY: boolean;
  cwd: string;
}

export function processIo(): CliIo {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    env: process.env,
    isTTY: !!process.stderr.isTTY,
    cwd: process.cwd(),
  };
}

/** Misuse of the command line: printed with the usage, exit code 2. */
/** The command line was misused: print usage and exit 2. */
export class UsageError extends Error {
  readonly code = 'USAGE';

  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }

  static is(value: unknown): value is UsageError {
    return value instanceof Error && (value as Partial<UsageError>).code === 'USAGE';
  }
}
