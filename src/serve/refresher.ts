// The release `serve` answers from, and the refreshes that replace it. A refresh prepares a new release while the
// current one keeps serving; a newer refresh supersedes a running one (aborts it: a download stuck on a host that
// trickles bytes cannot hold later reloads back), and close() aborts whatever runs, so nothing of a refresh
// outlives the server. What went wrong is logged in full; the public health report gets only our own summary of
// it for a bundle URL, never what another host answered.
import { describeError, StaticExportError, type ErrorCode } from '../core/errors.ts';
import type { ServedRelease } from './handler.ts';
import { activate, describeSource, prepareRelease, type BundleSource, type ReleaseOptions } from './releases.ts';
import { checkSignedTree } from '../delta/apply-delta.ts';
import { sequenceOf } from '../sign/release-sequence.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';
import { recordServedSequence } from './served-sequence.ts';
import { pruneLeftovers } from './leftovers.ts';

/** Why a release's signature no longer holds under `keys` (a revoked signer), or undefined when it does. */
export async function untrusted(release: ServedRelease, keys: readonly SshPublicKey[]): Promise<string | undefined> {
  try {
    await checkSignedTree(release.site.dir, keys);
    return undefined;
  } catch (error) {
    return describeError(error);
  }
}

export interface Refresher {
  current(): ServedRelease | undefined;
  /** Why the last refresh failed (while an older release kept serving), as the health report may show it. */
  lastError(): string | undefined;
  /**
   * Prepares the source again and swaps it in; supersedes a refresh still running. False when it failed (logged)
   * or was superseded; throws only while nothing is served yet.
   */
  refresh(): Promise<boolean>;
  /** Makes `release` current without preparing anything (the last good release from an earlier run), and why. */
  keep(release: ServedRelease, error?: unknown): void;
  /** Aborts a running refresh; later refreshes do nothing. */
  close(): void;
  /**
   * Takes new trusted keys (the keys file read again) and checks the release being served against them: one whose
   * signer is no longer trusted stops being served (503 with the reason) until a trusted release replaces it.
   */
  retrust(keys: readonly SshPublicKey[]): Promise<void>;
}

/** Why a refresh was abandoned rather than failed. */
class Superseded extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'Superseded';
  }
}

const SUMMARY: Partial<Record<ErrorCode, string>> = {
  UNREACHABLE: 'the bundle could not be downloaded',
  FORBIDDEN_ADDRESS: 'the bundle URL or a redirect from it leads to an address not allowed',
  UNSAFE_ARCHIVE: 'the bundle was refused as unsafe',
  BAD_MANIFEST: 'the bundle was refused: its manifest is invalid or its version is not the pinned one',
  ROLLBACK: 'the bundle was refused as a rollback: it is older than the newest release served',
  DISK_FULL: 'the disk is full',
};

/** The health report's words for a failure: a local source's own message; for a URL, our summary by code only. */
export function publicReason(source: BundleSource, error: unknown): string {
  if (source.kind !== 'url') return describeError(error);
  const summary = (StaticExportError.is(error) && SUMMARY[error.code]) || 'the bundle could not be used';
  return `${summary} (details in the server log)`;
}

export function createRefresher(source: BundleSource, options: ReleaseOptions): Refresher {
  const log = options.log ?? (() => undefined);
  let current: ServedRelease | undefined;
  let lastError: string | undefined;
  let running: AbortController | undefined;
  let closed = false;
  let trustedKeys = options.trustedKeys;

  async function prepareAndSwap(signal: AbortSignal): Promise<void> {
    const release = await prepareRelease(source, { ...options, ...(trustedKeys ? { trustedKeys } : {}), signal });
    signal.throwIfAborted();
    await activate(release, options.dataDir);
    current = release; // the swap: requests already running keep the release they started with
    lastError = undefined;
    if (trustedKeys) await recordServedSequence(options.dataDir, sequenceOf(release.site.manifest));
    log(`serving ${release.site.manifest.source} version ${release.site.manifest.version} from ${describeSource(source)}`);
  }

  return {
    current: () => current,
    lastError: () => lastError,
    keep(release, error) {
      current = release;
      lastError = error === undefined ? undefined : publicReason(source, error);
    },
    async refresh() {
      if (closed) return false;
      running?.abort(new Superseded('superseded by a newer reload'));
      const controller = new AbortController();
      running = controller;
      try {
        await prepareAndSwap(controller.signal);
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          log(`refresh abandoned: ${(controller.signal.reason as Error).message}`);
          return false;
        }
        // Nothing served yet: the caller decides (an earlier run's release, or no start).
        if (!current) throw error;
        lastError = publicReason(source, error);
        log(`refresh failed, still serving version ${current.site.manifest.version}: ${describeError(error)}`);
        return false;
      } finally {
        if (running === controller) {
          running = undefined;
          // What this refresh (or one it superseded) left behind, now that none runs.
          await pruneLeftovers(options.dataDir).catch(() => undefined);
        }
      }
    },
    close() {
      closed = true;
      running?.abort(new Superseded('the server is closing'));
    },
    async retrust(keys) {
      trustedKeys = keys;
      const live = current;
      if (!live) return;
      const problem = await untrusted(live, keys);
      if (problem === undefined || current !== live) return;
      current = undefined;
      lastError = `the release being served is no longer trusted (${problem}); nothing is served until a trusted release is loaded`;
      log(`stopped serving version ${live.site.manifest.version}: ${lastError}`);
    },
  };
}
