// One error type for everything the engine refuses or fails at. `code` is stable so the CLI, the Action and the
// API can map it (exit code, HTTP status) in one place each; `message` is for people.
import { describeFileError } from './file-errors.ts';

export type ErrorCode =
  | 'INVALID_URL'
  | 'INVALID_PATH'
  | 'INVALID_OPTION'
  | 'UNREACHABLE'
  | 'ROOT_FAILED'
  | 'FORBIDDEN_ADDRESS'
  | 'OUT_DIR_NOT_EMPTY'
  | 'ABORTED'
  | 'BAD_MANIFEST'
  | 'UNSAFE_ARCHIVE'
  /** A key file that cannot be used (encrypted, not ed25519, malformed). */
  | 'BAD_KEY'
  /** A signature that is missing, malformed, or not made by a trusted key. */
  | 'BAD_SIGNATURE'
  /** A delta bundle made for another base, truncated, altered, or whose result does not match its manifest. */
  | 'BAD_DELTA'
  /** A signed bundle or delta older (by its release sequence) than the release already trusted: a rollback. */
  | 'ROLLBACK'
  /** The disk (or the user's quota) filled up while writing. */
  | 'DISK_FULL'
  /** A run that went past its wall clock or its byte budget (a job's limits): a re-run would too. */
  | 'LIMIT_EXCEEDED'
  | 'INTERNAL';

export class StaticExportError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StaticExportError';
    this.code = code;
  }

  static is(value: unknown, code?: ErrorCode): value is StaticExportError {
    return value instanceof Error && value.name === 'StaticExportError' && (code === undefined || (value as StaticExportError).code === code);
  }
}

/** Whatever was thrown, as one line fit for a person (no stack). */
export function describeError(value: unknown): string {
  const inWords = describeFileError(value);
  if (inWords !== undefined) return inWords;
  if (value instanceof Error) {
    const causeInWords = describeFileError(value.cause);
    if (causeInWords !== undefined && !value.message.includes(causeInWords)) return `${value.message}: ${causeInWords}`;
    const cause = value.cause instanceof Error && !value.message.includes(value.cause.message) ? `: ${value.cause.message}` : '';
    return `${value.message}${cause}`;
  }
  return String(value);
}
