// What a service process is configured with, declared apart from the code that reads it (settings.ts) and the code
// that wires it (server/api/services.ts): the API and the cluster workers read the same environment, and a worker must
// name these types without importing the API.
import type { ExportOptions } from '../../src/core/types.ts';

export interface ApiLimits {
  /** Jobs queued or running per organization. */
  maxActiveJobs: number;
  /** Job starts per organization per hour (token bucket refill). */
  startsPerHour: number;
  /** Starts allowed back to back before the hourly rate applies. */
  startBurst: number;
  /** Retry-After sent with the active-jobs 429 (the API cannot know when a job ends). */
  activeRetryAfterSeconds: number;
}

export const DEFAULT_LIMITS: ApiLimits = { maxActiveJobs: 3, startsPerHour: 60, startBurst: 10, activeRetryAfterSeconds: 30 };

export interface ServiceSettings {
  dataDir: string;
  configPath: string;
  /** Where this API is reached from outside, e.g. `http://127.0.0.1:8787`; fs-store links start with it. */
  publicUrl: string;
  linkTtlSeconds: number;
  jobsAtOnce: number;
  limits: ApiLimits;
  maxAttempts: number;
  /** HMAC secret for fs-store links; default a random one kept in `<dataDir>/link-secret`. */
  linkSecret?: string;
  /**
   * Private addresses every export may reach besides an org's explicit origins (`host[:port]` or CIDR, from
   * STATIC_EXPORT_ALLOW_PRIVATE); still only for hosts in the org's domain list.
   * @default []
   */
  allowPrivate?: string[];
  /** Per-job wall clock in ms (STATIC_EXPORT_JOB_TIMEOUT_SECONDS). @default 1,800,000 */
  maxJobMs?: number;
  /** Per-job byte budget (STATIC_EXPORT_JOB_MAX_BYTES). @default 2 GiB */
  maxJobBytes?: number;
  /** The operator's engine settings (concurrency, page limits). */
  engineOptions?: Partial<ExportOptions>;
  /** Redis of a cluster (`redis://host:6379`): this process then only accepts and answers; workers export. */
  redisUrl?: string;
  /** Cluster mode: how long ended jobs and their bundles are kept. @default 2592000 (30 days) */
  retentionSeconds?: number;
}
