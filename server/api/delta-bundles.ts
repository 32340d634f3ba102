// `POST …/jobs/{jobId}/bundle` with `{"deltaFrom": "<jobId>"}` (an extension of the spec): the delta from an
// earlier job's bundle to this one's, made on first request from the two stored bundles (src/delta), signed with
// the organization's key when it has one, stored beside them and linked like a bundle. The same two bundles give
// the same delta bytes, so a delta rebuilt after a restart is the one linked before.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDelta } from '../../src/delta/build-delta.ts';
import type { JobRecord } from '../jobs/job-store.ts';
import { createSigningKeyFor, type SigningKeyFor } from '../jobs/signing-keys.ts';
import type { AppDeps } from './app-deps.ts';

export interface StoredDelta {
  key: string;
  sha256: string;
  bytes: number;
}

type BundledJob = JobRecord & { bundle: NonNullable<JobRecord['bundle']> };

export function deltaKeyFor(base: BundledJob, next: BundledJob): string {
  return `${next.org}/deltas/${base.job.jobId}--${next.job.jobId}.tar.gz`;
}

/** Makes (once per process and pair; concurrent requests share the work) and stores the delta between two jobs. */
export function createDeltaMaker(deps: Pick<AppDeps, 'bundleStore' | 'orgs'>): (base: BundledJob, next: BundledJob) => Promise<StoredDelta> {
  const made = new Map<string, Promise<StoredDelta>>();
  const signingKeyFor: SigningKeyFor = createSigningKeyFor(deps.orgs);
  const make = async (key: string, base: BundledJob, next: BundledJob): Promise<StoredDelta> => {
    const tmp = await mkdtemp(join(tmpdir(), 'static-export-delta-'));
    try {
      const prev = join(tmp, 'base.tar.gz');
      const now = join(tmp, 'next.tar.gz');
      await deps.bundleStore.download(base.bundle.key, prev);
      await deps.bundleStore.download(next.bundle.key, now);
      const signingKey = await signingKeyFor(next.org);
      const delta = await buildDelta(prev, now, join(tmp, 'delta.tar.gz'), signingKey ? { signingKey } : {});
      await deps.bundleStore.put(key, delta.file, { sha256: delta.sha256, bytes: delta.bytes });
      return { key, sha256: delta.sha256, bytes: delta.bytes };
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  };
  return (base, next) => {
    const key = deltaKeyFor(base, next);
    let pending = made.get(key);
    if (!pending) {
      pending = make(key, base, next);
      made.set(key, pending);
      pending.catch(() => made.delete(key)); // a failure is not remembered: the next request tries again
    }
    return pending;
  };
}
