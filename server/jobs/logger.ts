// JSON logs, one object per line: one line per request and per job transition. Field names that could carry a
// secret (keys, signatures, authorization headers) are masked here, once, whatever the caller passes.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line. */
  child(fields: LogFields): Logger;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_FIELD = /authorization|secret|password|token|^key$|apikey|api_key|^sig$|signature|credential/i;

function redact(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    out[k] = SECRET_FIELD.test(k) ? '[redacted]' : v instanceof Error ? v.message : v;
  }
  return out;
}

export interface LoggerOptions {
  /** Where lines go; default stdout. */
  write?: (line: string) => void;
  /** Lowest level written; default `info` (or `LOG_LEVEL`). */
  level?: LogLevel;
  now?: () => Date;
}

export function createLogger(options: LoggerOptions = {}, base: LogFields = {}): Logger {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const min = RANK[options.level ?? 'info'];
  const now = options.now ?? (() => new Date());
  const log = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (RANK[level] < min) return;
    const line = { time: now().toISOString(), level, msg, ...redact(base), ...redact(fields ?? {}) };
    let text: string;
    try {
      text = JSON.stringify(line);
    } catch {
      text = JSON.stringify({ time: line.time, level, msg });
    }
    write(text);
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (fields) => createLogger(options, { ...base, ...fields }),
  };
}

/** For tests and embedding: drops everything. */
export const silentLogger: Logger = createLogger({ write: () => {} });

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && value in RANK;
}
