// Misuse of a command line (a flag unknown or mistyped, a value out of range), shared by every command — the CLI's
// and the cluster worker's — so each prints it with its usage and exits 2, without importing another's door.

/**
 * The command line was misused: exit code 2. A wrong shape (an unknown option, a missing argument) is printed with
 * the command's usage; a wrong value (`usage: false`: a number out of range, a folder that is not empty) with a
 * one-line pointer to it, since the whole usage would bury the one line that matters.
 */
export class UsageError extends Error {
  readonly code = 'USAGE';
  readonly showUsage: boolean;

  constructor(message: string, options: { usage?: boolean } = {}) {
    super(message);
    this.name = 'UsageError';
    this.showUsage = options.usage ?? true;
  }

  static is(value: unknown): value is UsageError {
    return value instanceof Error && (value as Partial<UsageError>).code === 'USAGE';
  }
}
