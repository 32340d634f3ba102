// What the API app is built from: the services it calls and the limits it applies. Declared apart from app.ts so
// the route modules can name it without importing the app that imports them.
import type { BundleStore } from '../../src/store/bundle-store.ts';
import type { FsBundleStore } from '../../src/store/fs-store.ts';
import type { HealthCheck } from './health.ts';
import type { JobRunner } from './job-runner.ts';
import type { JobStore } from '../jobs/job-store.ts';
import type { Logger } from '../jobs/logger.ts';
import type { OrgDirectory } from '../jobs/org-directory.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ApiLimits } from '../jobs/service-settings.ts';
import type { probeSite } from './site-probe.ts';

export interface AppDeps {
  orgs: OrgDirectory;
  jobs: JobStore;
  runner: JobRunner;
  bundleStore: BundleStore;
  /** Lifetime of bundle links in seconds. */
  linkTtlSeconds: number;
  limits: ApiLimits;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Private addresses the operator opened for every org (STATIC_EXPORT_ALLOW_PRIVATE). @default [] */
  allowPrivate?: readonly string[];
  /** Start-time reachability check; default the TCP probe of site-probe.ts. */
  probe?: typeof probeSite;
  /** The embedded filesystem store when its links are served by this API (absent with S3). */
  downloads?: FsBundleStore;
  /** Reachability of Redis and S3 for `/v1/healthz` (cluster mode); absent, health is the process answering. */
  health?: HealthCheck;
}
