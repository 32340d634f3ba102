// OpenSSH's `allowed_signers` semantics beyond the key (ssh-keygen(1), ALLOWED SIGNERS): the principals a line
// names (comma-separated patterns, `*` and `?` wildcards, `!` negation, as match_pattern_list() reads them) and its
// validity interval, `valid-after="…"` and `valid-before="…"` (YYYYMMDD, YYYYMMDDHHMM or YYYYMMDDHHMMSS, local
// time unless suffixed Z). A key retired the OpenSSH way (valid-before in the past) is no longer trusted here
// either: `ssh-keygen -Y verify` and our checks give the same answer on the same files (test/unit/allowed-signers).
import { StaticExportError } from '../core/errors.ts';

export interface SignerLimits {
  /** The line's principals field (patterns), when the key came from an `allowed_signers` line. */
  principals?: string;
  /** Milliseconds since the epoch. */
  validAfter?: number;
  validBefore?: number;
}

/** A time as ssh-keygen's parse_absolute_time() reads it. Throws BAD_KEY naming `where`. */
export function parseSignerTime(value: string, where: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?(Z)?$/i.exec(value);
  if (!m) throw new StaticExportError('BAD_KEY', `${where}: ${JSON.stringify(value)} is not a time (YYYYMMDD[HHMM[SS]][Z])`);
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const time = m[7] ? Date.UTC(y, mo - 1, d, h, mi, s) : new Date(y, mo - 1, d, h, mi, s).getTime();
  if (Number.isNaN(time)) throw new StaticExportError('BAD_KEY', `${where}: ${JSON.stringify(value)} is not a time`);
  return time;
}

/** The limits an `allowed_signers` line's options set. */
export function signerLimits(principals: string | undefined, options: string, where: string): SignerLimits {
  const limits: SignerLimits = principals === undefined ? {} : { principals };
  const after = /(?:^|,)valid-after="([^"]*)"/i.exec(options)?.[1];
  const before = /(?:^|,)valid-before="([^"]*)"/i.exec(options)?.[1];
  if (after !== undefined) limits.validAfter = parseSignerTime(after, where);
  if (before !== undefined) limits.validBefore = parseSignerTime(before, where);
  return limits;
}

function patternMatches(pattern: string, name: string): boolean {
  const re = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${re}$`).test(name);
}

/** match_pattern_list(): a negated pattern that matches refuses; otherwise any pattern that matches accepts. */
export function principalMatches(patterns: string, name: string): boolean {
  let found = false;
  for (const raw of patterns.split(',')) {
    const negated = raw.startsWith('!');
    const pattern = negated ? raw.slice(1) : raw;
    if (patternMatches(pattern, name)) {
      if (negated) return false;
      found = true;
    }
  }
  return found;
}

/** Why a key with these limits may not sign at `at` as `principal` (when given), or undefined when it may. */
export function limitProblem(limits: SignerLimits, at: number, principal: string | undefined): string | undefined {
  if (limits.validAfter !== undefined && at < limits.validAfter)
    return `the key is not valid before ${new Date(limits.validAfter).toISOString()} (valid-after)`;
  if (limits.validBefore !== undefined && at > limits.validBefore) return `the key expired at ${new Date(limits.validBefore).toISOString()} (valid-before)`;
  if (principal !== undefined && !(limits.principals !== undefined && principalMatches(limits.principals, principal))) {
    return `the key is not allowed for principal ${JSON.stringify(principal)}`;
  }
  return undefined;
}
