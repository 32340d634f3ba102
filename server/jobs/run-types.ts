// What the side that queues a job and the side that runs it must agree on, declared apart from either so a worker
// can name them without importing the API's runners: the queue message, the pipeline a run calls, and the address
// rules it runs under.
import type { SiteOptions } from '../../src/core/types.ts';

/** What a queued BullMQ job carries; the record in the job store is the source of truth for everything else. */
export interface QueuedExport {
  org: string;
}

/** The export-to-bundle step of the publish sequence; injected so tests can run jobs without a site. */
export type { ExportBundleFn } from '../../src/pipeline/publish.ts';

/** The connect-time rules one job's export runs under (ssrf.ts `sitePolicy`). */
export type SitePolicy = Pick<SiteOptions, 'allowAddress' | 'allowPrivate'>;
