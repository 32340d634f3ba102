// The manifest's release fields: `sequence`, the one number a consumer holds a newer release to (a signed older
// release offered again is a rollback, refused), and `createdAt`. Neither comes from the clock unless the caller
// asks: an export of the same site from the same PREV must give the same bytes, so the sequence is PREV's plus one
// (1 with no PREV) or the caller's, and the time is the caller's (`now` reads the clock once, on request).
import { StaticExportError } from '../core/errors.ts';
import type { Manifest } from '../core/types.ts';

export interface ReleaseOptions {
  /** The release's sequence number; default PREV's + 1, or 1. */
  sequence?: number;
  /** An ISO 8601 time, or `now`; default none. */
  createdAt?: string;
}

export function releaseFields(options: ReleaseOptions, previousSequence: number | undefined): Pick<Manifest, 'sequence' | 'createdAt'> {
  const sequence = options.sequence ?? (previousSequence ?? 0) + 1;
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new StaticExportError('INVALID_OPTION', `Expected \`sequence\` to be a whole number ≥ 1, got ${JSON.stringify(options.sequence)}`);
  }
  if (options.createdAt === undefined) return { sequence };
  return { sequence, createdAt: createdAt(options.createdAt) };
}

function createdAt(value: string): string {
  if (value === 'now') return new Date().toISOString();
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) {
    throw new StaticExportError('INVALID_OPTION', `Expected \`createdAt\` to be an ISO 8601 time or "now", got ${JSON.stringify(value.slice(0, 100))}`);
  }
  return new Date(time).toISOString();
}
