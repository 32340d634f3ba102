// What a start asks for, from the request to the run, in one place for both set-ups: the record a start writes
// (the embedded runner and a cluster's API process) and the engine options a run reads back from it (the embedded
// runner and a cluster worker). Two copies of this mapping once let a cluster drop `"search": false`.
import type { SiteOptions } from '../../src/core/types.ts';
import type { JobRecord } from './job-store.ts';
import type { SitePolicy } from './run-types.ts';

/** The fields of a start that the run needs: the request's, resolved (the domain's origin as `url`). */
export type StartFields = Pick<JobRecord, 'org' | 'domain' | 'url' | 'version' | 'paths' | 'search' | 'since'>;

/** A new job's record, `queued`. */
export function newJobRecord(fields: StartFields, jobId: string, at: string): JobRecord {
  return {
    job: { jobId, status: 'queued', progress: 0, pageCount: 0, warnings: 0, createdAt: at, updatedAt: at },
    org: fields.org,
    domain: fields.domain,
    url: fields.url,
    version: fields.version,
    ...(fields.paths ? { paths: fields.paths } : {}),
    ...(fields.search === false ? { search: false } : {}),
    ...(fields.since ? { since: fields.since } : {}),
    attempts: 0,
  };
}

/** What a run learns only when it starts: the domain's configured headers, PREV's file on this machine (`since`). */
export interface RunInputs {
  requestHeaders?: SiteOptions['requestHeaders'] | undefined;
  since?: string | undefined;
}

/** The engine options of a run of `record`: the operator's settings, then the job's own fields and its address rules. */
export function runOptions(record: JobRecord, policy: SitePolicy, engineOptions: Partial<SiteOptions> = {}, inputs: RunInputs = {}): SiteOptions {
  return {
    ...engineOptions,
    url: record.url,
    version: record.version,
    ...policy,
    ...(record.paths ? { paths: record.paths } : {}),
    ...(record.search === false ? { search: false } : {}),
    ...(inputs.requestHeaders ? { requestHeaders: inputs.requestHeaders } : {}),
    ...(inputs.since ? { since: inputs.since } : {}),
  };
}
