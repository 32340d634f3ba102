// The rollback rule every consumer of signed releases applies: a bundle or delta whose signed manifest has a lower
// `sequence` than the release the consumer already trusts is refused (TUF refuses metadata older than what it
// holds; OSTree refuses an older commit without --allow-downgrade). A bundle made before sequences existed counts
// as 0. The override is explicit and named, for an operator's deliberate rollback, and its use is said loudly.
import { StaticExportError } from '../core/errors.ts';
import type { Manifest } from '../core/types.ts';

export function sequenceOf(manifest: Pick<Manifest, 'sequence'>): number {
  return manifest.sequence ?? 0;
}

export interface SequenceRule {
  /** The sequence of the release already trusted. */
  trusted: number;
  /** What that release is, for the message (`the live release`, `PREV.tar.gz`). */
  what: string;
  /** The operator's override: the older release is accepted, and `warn` says so. */
  allowRollback?: boolean;
  warn?: (line: string) => void;
  /** How the operator allows it, for the refusal's hint. */
  override: string;
}

/** Throws ROLLBACK when `manifest` is older than the trusted release, unless the rule allows it (then warns). */
export function holdToSequence(manifest: Pick<Manifest, 'sequence' | 'version'>, rule: SequenceRule): void {
  const got = sequenceOf(manifest);
  if (got >= rule.trusted) return;
  const what = `release ${got} (version ${JSON.stringify(manifest.version)}) is older than release ${rule.trusted} of ${rule.what}`;
  if (rule.allowRollback) {
    rule.warn?.(`ROLLBACK ALLOWED: ${what}; going back to it because the operator allowed it (${rule.override})`);
    return;
  }
  throw new StaticExportError('ROLLBACK', `refused as a rollback: ${what}; ${rule.override} allows a deliberate rollback`);
}
