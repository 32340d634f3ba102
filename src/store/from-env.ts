// Bundle storage configured by environment, for the server and the Action.
//
//   STATIC_EXPORT_S3_BUCKET            Bucket to keep bundles in. Set it to use S3; unset means the embedded
//                                      filesystem store (links served and signed by the API itself).
//   STATIC_EXPORT_S3_REGION            Region. Default: AWS_REGION, then AWS_DEFAULT_REGION, then us-east-1.
//   STATIC_EXPORT_S3_ENDPOINT          Endpoint of an S3-compatible service (R2, MinIO, Ceph, …), e.g.
//                                      https://<account>.r2.cloudflarestorage.com. Default: AWS_ENDPOINT_URL_S3,
//                                      then AWS_ENDPOINT_URL, else AWS's own endpoint.
//   STATIC_EXPORT_S3_FORCE_PATH_STYLE  true/false. Path-style URLs (endpoint/bucket/key). Default: true when an
//                                      endpoint is set (most S3 clones need it), false for AWS.
//   STATIC_EXPORT_S3_PREFIX            Key prefix inside the bucket, e.g. `static-export/`. Default: none.
//   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN
//                                      Credentials. When unset, the AWS SDK's default chain applies (shared config
//                                      and profiles via AWS_PROFILE, web identity, ECS/EC2 instance roles).
//   STATIC_EXPORT_LINK_TTL             Lifetime of bundle links in seconds, 1 to 604800 (7 days, the S3 maximum).
//                                      Default 3600. Applies to both stores.
//
// A cluster (STATIC_EXPORT_REDIS_URL set: API replicas and `static-export worker` processes) shares no disk, so
// it needs S3: clusterBundleStoreFromEnv refuses to go on without a bucket, in one line.
import { StaticExportError } from '../core/errors.ts';
import { assertLinkTtl } from './bundle-store.ts';
import { importOptional } from '../core/optional-package.ts';
import type { S3BundleStore, S3StoreOptions } from './s3-store.ts';

/** The AWS SDK packages the S3 store needs: optional peer dependencies of the package (package.json). */
export const S3_PACKAGES = ['@aws-sdk/client-s3', '@aws-sdk/lib-storage', '@aws-sdk/s3-request-presigner'] as const;

type Env = Record<string, string | undefined>;

export interface StoreEnvDefaults {
  /** Used when neither STATIC_EXPORT_S3_REGION nor AWS_REGION/AWS_DEFAULT_REGION is set. Default us-east-1. */
  region?: string;
  /** Used when STATIC_EXPORT_LINK_TTL is unset. Default 3600. */
  linkTtlSeconds?: number;
}

export const DEFAULT_LINK_TTL_SECONDS = 3600;

function value(env: Env, ...names: string[]): string | undefined {
  for (const name of names) {
    const v = env[name]?.trim();
    if (v) return v;
  }
  return undefined;
}

function bool(raw: string, name: string): boolean {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new StaticExportError('INVALID_OPTION', `Expected ${name} to be true or false, got ${JSON.stringify(raw)}`);
}

/** The S3 store options the environment describes, or null when no bucket is set. Pure: reads only `env`. */
export function s3OptionsFromEnv(env: Env, defaults: StoreEnvDefaults = {}): S3StoreOptions | null {
  const bucket = value(env, 'STATIC_EXPORT_S3_BUCKET');
  if (!bucket) return null;
  const endpoint = value(env, 'STATIC_EXPORT_S3_ENDPOINT', 'AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL');
  if (endpoint !== undefined) {
    const url = URL.parse(endpoint);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new StaticExportError('INVALID_OPTION', `Expected the S3 endpoint to be an http(s) URL, got ${JSON.stringify(endpoint)}`);
    }
  }
  const pathStyle = value(env, 'STATIC_EXPORT_S3_FORCE_PATH_STYLE');
  const accessKeyId = value(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'AWS_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new StaticExportError('INVALID_OPTION', 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  const sessionToken = value(env, 'AWS_SESSION_TOKEN');
  const prefix = value(env, 'STATIC_EXPORT_S3_PREFIX');
  return {
    bucket,
    region: value(env, 'STATIC_EXPORT_S3_REGION', 'AWS_REGION', 'AWS_DEFAULT_REGION') ?? defaults.region ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: pathStyle !== undefined ? bool(pathStyle, 'STATIC_EXPORT_S3_FORCE_PATH_STYLE') : endpoint !== undefined,
    // Explicit only when the given env has them, so a test's env object works without touching process.env;
    // otherwise the SDK's own chain (profiles, roles) takes over.
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } } : {}),
    ...(prefix ? { prefix } : {}),
  };
}

/** STATIC_EXPORT_LINK_TTL in seconds (validated), else the default. */
export function linkTtlFromEnv(env: Env, defaults: StoreEnvDefaults = {}): number {
  const raw = value(env, 'STATIC_EXPORT_LINK_TTL');
  if (raw === undefined) return defaults.linkTtlSeconds ?? DEFAULT_LINK_TTL_SECONDS;
  const ttl = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  try {
    assertLinkTtl(ttl);
  } catch {
    throw new StaticExportError('INVALID_OPTION', `Expected STATIC_EXPORT_LINK_TTL to be whole seconds from 1 to 604800, got ${JSON.stringify(raw)}`);
  }
  return ttl;
}

/**
 * An S3 store when STATIC_EXPORT_S3_BUCKET is set, else null (the caller uses the embedded filesystem store). The
 * AWS SDK is loaded only then, and a missing one is named in the error.
 */
export async function bundleStoreFromEnv(env: Env = process.env, defaults: StoreEnvDefaults = {}): Promise<S3BundleStore | null> {
  const options = s3OptionsFromEnv(env, defaults);
  if (!options) return null;
  const { createS3Store } = await importOptional('STATIC_EXPORT_S3_BUCKET (an S3 store)', S3_PACKAGES, () => import('./s3-store.ts'));
  return createS3Store(options);
}

/** The one line a cluster set-up without S3 refuses to start with. */
export const CLUSTER_NEEDS_S3 =
  'STATIC_EXPORT_REDIS_URL is set but STATIC_EXPORT_S3_BUCKET is not: with Redis, bundles must go to S3 (workers and API replicas share no disk)';

/** The S3 store of a cluster: required, so this throws CLUSTER_NEEDS_S3 when no bucket is set. */
export async function clusterBundleStoreFromEnv(env: Env = process.env, defaults: StoreEnvDefaults = {}): Promise<S3BundleStore> {
  const store = await bundleStoreFromEnv(env, defaults);
  if (!store) throw new StaticExportError('INVALID_OPTION', CLUSTER_NEEDS_S3);
  return store;
}
