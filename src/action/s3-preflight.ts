// Local mode checks its S3 target before crawling, so a typo in the bucket name or missing credentials fail the
// step in a second rather than after the whole export. Object-level only (like the store itself): a GetObject of
// a key that does not exist tells a missing bucket (NoSuchBucket) from rejected credentials (InvalidAccessKeyId,
// SignatureDoesNotMatch) without needing ListBucket permission.
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { StaticExportError } from '../core/errors.ts';

const FATAL: Record<string, string> = {
  NoSuchBucket: 'the bucket does not exist',
  InvalidAccessKeyId: 'the access key is not known to the store',
  SignatureDoesNotMatch: 'the secret key does not match the access key',
  InvalidToken: 'the session token is invalid',
  ExpiredToken: 'the session token has expired',
  PermanentRedirect: 'the bucket is in another region: set `s3-region`',
  AuthorizationHeaderMalformed: 'the region does not match the bucket: set `s3-region`',
};

export async function checkS3Target(client: S3Client, bucket: string, where: string): Promise<void> {
  const fail = (why: string, cause?: unknown) =>
    new StaticExportError('INVALID_OPTION', `S3 upload target ${where}: ${why} (checked before exporting)`, cause === undefined ? undefined : { cause });
  try {
    await client.config.credentials();
  } catch (error) {
    throw fail(
      'no AWS credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY from secrets, or assume a role with aws-actions/configure-aws-credentials',
      error,
    );
  }
  try {
    await client.send(new GetObjectCommand({ Bucket: bucket, Key: `static-export/.preflight-${Date.now()}` }));
  } catch (error) {
    const name = (error as { name?: string; Code?: string }).Code ?? (error as { name?: string }).name ?? '';
    if (name === 'NoSuchKey' || name === 'AccessDenied' || name === 'NotFound') return; // the bucket answers; writing is tried for real later
    const known = FATAL[name];
    if (known) throw fail(known, error);
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === undefined) throw fail(`cannot reach the store: ${(error as Error).message}`, error);
    throw fail(`the store answered HTTP ${status} (${name || 'no error code'})`, error);
  }
}
