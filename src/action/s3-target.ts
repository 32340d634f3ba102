// Local mode's upload target: which bucket, region, endpoint and addressing, from the inputs or the environment,
// and the object key a bundle gets.
import type { S3Inputs } from './inputs.ts';

/** Where the upload goes: the `s3-*` inputs first, then the standard AWS environment. */
export interface S3Target {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

/**
 * `s3-bucket` turns the upload on, else `STATIC_EXPORT_S3_BUCKET` (the REST server's variable) or `AWS_S3_BUCKET`.
 * Region: `s3-region`, `STATIC_EXPORT_S3_REGION`, `AWS_REGION`, `AWS_DEFAULT_REGION`, else us-east-1. Endpoint:
 * `s3-endpoint`, `STATIC_EXPORT_S3_ENDPOINT`, `AWS_ENDPOINT_URL_S3`, `AWS_ENDPOINT_URL`. Path-style addressing:
 * `s3-force-path-style`, `STATIC_EXPORT_S3_FORCE_PATH_STYLE`, else on exactly when a custom endpoint is set (what
 * most S3-compatible stores need). Credentials: the SDK's default chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`,
 * `AWS_SESSION_TOKEN`, an OIDC-assumed role…).
 */
export function resolveS3Target(s3: S3Inputs | undefined, env: NodeJS.ProcessEnv): S3Target | undefined {
  const pick = (...values: Array<string | undefined>): string | undefined => values.map((v) => v?.trim()).find((v) => v) || undefined;
  const bucket = pick(s3?.bucket, env.STATIC_EXPORT_S3_BUCKET, env.AWS_S3_BUCKET);
  if (!bucket) return undefined;
  const endpoint = pick(s3?.endpoint, env.STATIC_EXPORT_S3_ENDPOINT, env.AWS_ENDPOINT_URL_S3, env.AWS_ENDPOINT_URL);
  const pathStyleEnv = pick(env.STATIC_EXPORT_S3_FORCE_PATH_STYLE);
  return {
    bucket,
    region: pick(s3?.region, env.STATIC_EXPORT_S3_REGION, env.AWS_REGION, env.AWS_DEFAULT_REGION) ?? 'us-east-1',
    endpoint,
    forcePathStyle: s3?.forcePathStyle ?? (pathStyleEnv !== undefined ? /^(true|1|yes|on)$/i.test(pathStyleEnv) : endpoint !== undefined),
  };
}

function keySegment(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 100) || 'x'
  );
}

/** `static-export/docs.acme.com/v1.2.0-<sha256 prefix>.tar.gz`: same content, same key. */
export function bundleKey(host: string, version: string, sha256: string): string {
  return `static-export/${keySegment(host)}/${keySegment(version)}-${sha256.slice(0, 16)}.tar.gz`;
}
