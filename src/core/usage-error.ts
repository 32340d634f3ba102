// Misuse of a command line (a flag unknown or mistyped, a value out of range), shared by every command — the CLI's
// and the cluster worker's — so each prints it with its usage and exits 2, without importing another's door.

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
