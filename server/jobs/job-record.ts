// A job's record as the job stores keep it: what the API shows (`job`) and what a run needs, declared apart from
// the stores so the record's check (job-record-check.ts) and the stores can both name it.
import type { ExportWarning, IncrementalOutcome, StaticExportJob } from '../../src/core/types.ts';

export interface StoredBundleInfo {
  key: string;
  sha256: string;
  bytes: number;
  files: number;
}

export interface JobRecord {
  /** What the API shows (StaticExportJob), kept as-is so a response is a copy of it. */
  job: StaticExportJob;
  org: string;
  domain: string;
  /** Where the engine starts (the domain's configured origin or https://domain/). */
  url: string;
  version: string;
  paths?: string[];
  /** false: the export builds no offline search. */
  search?: boolean;
  /** Runs started so far; a restart during a run re-runs the job until `maxAttempts`. */
  attempts: number;
  /** Set once the bundle is packed and stored: the job becomes `completed` only after that. */
  bundle?: StoredBundleInfo;
  /** The manifest's warnings (the first MAX_STORED_WARNINGS), stored when the job completes. */
  warnings?: ExportWarning[];
  /** The start's `since`, resolved when the job started: the earlier job whose bundle is PREV. */
  since?: PreviousJob;
  /** With `since`, once completed: whether PREV was used (or why not), the change report, the transfer figures. */
  changes?: IncrementalOutcome;
  /** Set on the failed stand-in for a stored record that could not be used (job-record-check.ts). */
  corrupt?: true;
}

/** An earlier completed job of the same organization and domain, as a later job's PREV. */
export interface PreviousJob {
  jobId: string;
  /** Its bundle in the store, and the sha256 recorded when it was stored. */
  key: string;
  sha256: string;
}
