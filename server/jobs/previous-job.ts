// The API's `since`: the start body names PREV by job (`"latest"` or a job id), and the run gets that
// job's stored bundle as a local file for the engine's `since`. Shared by the API (which resolves the name when a
// job starts) and both runners (the embedded one and the cluster worker, which fetch the file when it runs).
import { join } from 'node:path';
import { describeError } from '../../src/core/errors.ts';
import type { IncrementalOutcome } from '../../src/core/types.ts';
import { fetchBundle } from '../../src/net/fetch-bundle.ts';
import type { BundleStore } from '../../src/store/bundle-store.ts';
import type { JobRecord, JobStore, PreviousJob } from './job-store.ts';

/** What a start's `since` resolved to: PREV, a refusal to answer with (status, message), or none yet ("latest"). */
export type SinceResolution = { previous: PreviousJob } | { refused: { status: 400 | 404 | 409; message: string } } | { none: string };

export async function resolveSince(jobs: JobStore, org: string, domain: string, since: string): Promise<SinceResolution> {
  if (since === 'latest') {
    const done = (await jobs.list())
      .filter((r) => r.org === org && r.domain === domain && r.job.status === 'completed' && r.bundle)
      .sort((a, b) => b.job.updatedAt.localeCompare(a.job.updatedAt));
    const latest = done[0];
    return latest ? { previous: previousOf(latest) } : { none: `organization ${org} has no completed export of ${domain} yet: a full export` };
  }
  const record = await jobs.get(since);
  // Another organization's job is reported exactly like a missing one, so ids reveal nothing.
  if (!record || record.org !== org) return { refused: { status: 404, message: `"since": job ${JSON.stringify(since)} not found` } };
  if (record.domain !== domain) return { refused: { status: 400, message: `"since": job ${since} exported ${record.domain}, not ${domain}` } };
  if (record.job.status !== 'completed' || !record.bundle) {
    return { refused: { status: 409, message: `"since": job ${since} is ${record.job.status}: only a completed job's bundle can be PREV` } };
  }
  return { previous: previousOf(record) };
}

function previousOf(record: JobRecord): PreviousJob {
  return { jobId: record.job.jobId, key: record.bundle!.key, sha256: record.bundle!.sha256 };
}

/**
 * PREV's archive as a local file for the engine: the fs store's own file, or the S3 object fetched through a fresh
 * link (checked against the sha256 recorded when it was stored). A failure is one line for the job's `changes`.
 */
export async function previousBundleFile(
  store: BundleStore,
  previous: PreviousJob,
  work: string,
  signal?: AbortSignal,
): Promise<{ file: string } | { reason: string }> {
  try {
    if (store.kind === 'fs' && 'dir' in store) return { file: join(store.dir as string, ...previous.key.split('/')) };
    const link = await store.link(previous.key, 900);
    const target = join(work, 'previous.tar.gz');
    await fetchBundle(link.url, target, { expectedSha256: previous.sha256, ...(signal ? { signal } : {}) });
    return { file: target };
  } catch (error) {
    return { reason: `the bundle of job ${previous.jobId} could not be read from the store: ${describeError(error)}` };
  }
}

/** The `changes` of a run whose PREV could not even be read: a full export, and why. */
export function unreadPrevious(reason: string): IncrementalOutcome {
  return { used: false, reason, transfer: { requests: 0, bytes: 0, reusedFiles: 0, reusedBytes: 0, reusedWithoutRequest: 0 } };
}
