// The service's environment, read and validated once with exact messages, by the API and by every cluster worker
// alike (both read the same variables, docs/deploy.md). Every variable is optional; the defaults give the embedded
// setup (one process, data in ./.static-export, bundles on disk, links served by the API).
import { StaticExportError } from '../../src/core/errors.ts';
import { wholeNumber, wholeNumberOptions } from '../../src/core/options.ts';
import { parseAllowPrivate } from '../../src/net/outbound-policy.ts';
import { linkTtlFromEnv } from '../../src/store/from-env.ts';
import { isLogLevel, type LogLevel } from './logger.ts';
import { assertRedisUrl, DEFAULT_RETENTION_SECONDS } from './redis-keys.ts';
import { configPathFromEnv, dataDirFromEnv } from '../../src/org/org-config.ts';
import { DEFAULT_LIMITS, type ServiceSettings } from './service-settings.ts';

export interface ServerSettings {
  host: string;
  port: number;
  /** Given explicitly (STATIC_EXPORT_PUBLIC_URL); else derived from the bound address once listening. */
  publicUrl?: string;
  shutdownGraceMs: number;
  logLevel: LogLevel;
  service: Omit<ServiceSettings, 'publicUrl'>;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max?: number): number {
  return wholeNumber(name, env[name]?.trim(), { min, ...(max === undefined ? {} : { max }) }) ?? fallback;
}

/** The engine settings the operator may choose, by environment variable; checked by the engine's own rules. */
const ENGINE_VARIABLES = { concurrency: 'STATIC_EXPORT_EXPORT_CONCURRENCY', maxPages: 'STATIC_EXPORT_MAX_PAGES' } as const;
/** The service's defaults where they differ from the engine's (several jobs share the machine). */
const ENGINE_DEFAULTS = { concurrency: 8, maxPages: 10_000 };

/** STATIC_EXPORT_RETENTION_SECONDS: how long a cluster keeps ended jobs and their bundles (read by API and workers). */
export function retentionFromEnv(env: NodeJS.ProcessEnv): number {
  return int(env, 'STATIC_EXPORT_RETENTION_SECONDS', DEFAULT_RETENTION_SECONDS, 1);
}

/** STATIC_EXPORT_MAX_ATTEMPTS: runs a job may start (shared by the embedded runner and cluster workers). */
export function maxAttemptsFromEnv(env: NodeJS.ProcessEnv): number {
  return int(env, 'STATIC_EXPORT_MAX_ATTEMPTS', 2, 1, 10);
}

export { int as intFromEnv };

export function serverSettingsFromEnv(env: NodeJS.ProcessEnv): ServerSettings {
  const publicUrl = env.STATIC_EXPORT_PUBLIC_URL?.trim();
  if (publicUrl && !/^https?:\/\/[^/]+/i.test(publicUrl)) {
    throw new StaticExportError('INVALID_OPTION', `Expected STATIC_EXPORT_PUBLIC_URL to be an http(s) URL, got ${JSON.stringify(publicUrl)}`);
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!isLogLevel(logLevel))
    throw new StaticExportError('INVALID_OPTION', `Expected LOG_LEVEL to be debug, info, warn or error, got ${JSON.stringify(logLevel)}`);
  const secret = env.STATIC_EXPORT_LINK_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new StaticExportError('INVALID_OPTION', 'Expected STATIC_EXPORT_LINK_SECRET to be at least 32 characters');
  }
  const engineOptions = {
    ...ENGINE_DEFAULTS,
    ...wholeNumberOptions(
      { concurrency: env[ENGINE_VARIABLES.concurrency]?.trim(), maxPages: env[ENGINE_VARIABLES.maxPages]?.trim() },
      (option) => ENGINE_VARIABLES[option as keyof typeof ENGINE_VARIABLES],
    ),
  };
  const redisUrl = env.STATIC_EXPORT_REDIS_URL?.trim();
  if (redisUrl) assertRedisUrl(redisUrl);
  const allowPrivate = (env.STATIC_EXPORT_ALLOW_PRIVATE ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of allowPrivate) parseAllowPrivate(entry);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: int(env, 'PORT', 8787, 0, 65535),
    // The API's own paths start with /v1, so a URL given with it is taken to mean the same place.
    ...(publicUrl ? { publicUrl: publicUrl.replace(/\/+$/, '').replace(/\/v1$/, '') } : {}),
    shutdownGraceMs: int(env, 'STATIC_EXPORT_SHUTDOWN_GRACE_MS', 20_000, 0),
    logLevel,
    service: {
      dataDir: dataDirFromEnv(env),
      configPath: configPathFromEnv(env),
      linkTtlSeconds: linkTtlFromEnv(env),
      jobsAtOnce: int(env, 'STATIC_EXPORT_JOBS_AT_ONCE', 2, 1, 64),
      maxAttempts: maxAttemptsFromEnv(env),
      maxJobMs: int(env, 'STATIC_EXPORT_JOB_TIMEOUT_SECONDS', 1800, 1) * 1000,
      maxJobBytes: int(env, 'STATIC_EXPORT_JOB_MAX_BYTES', 2 * 1024 ** 3, 1),
      limits: {
        maxActiveJobs: int(env, 'STATIC_EXPORT_MAX_ACTIVE_JOBS', DEFAULT_LIMITS.maxActiveJobs, 1),
        startsPerHour: int(env, 'STATIC_EXPORT_STARTS_PER_HOUR', DEFAULT_LIMITS.startsPerHour, 1),
        startBurst: int(env, 'STATIC_EXPORT_START_BURST', DEFAULT_LIMITS.startBurst, 1),
        activeRetryAfterSeconds: DEFAULT_LIMITS.activeRetryAfterSeconds,
      },
      ...(secret ? { linkSecret: secret } : {}),
      engineOptions,
      ...(allowPrivate.length ? { allowPrivate } : {}),
      ...(redisUrl ? { redisUrl } : {}),
      retentionSeconds: retentionFromEnv(env),
    },
  };
}
