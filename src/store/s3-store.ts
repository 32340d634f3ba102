// Bundles in S3 or any S3-compatible store: streamed multipart upload, presigned GetObject links.
// Every call is object-level (PutObject/multipart, HeadObject, GetObject, DeleteObject): no ListBucket or
// bucket-level request, so a key scoped to one prefix is enough, and S3 clones with bucket-path quirks work.
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StaticExportError } from '../core/errors.ts';
import { assertBundleKey, assertBundleMeta, assertLinkTtl, type BundleLink, type BundleStore, type StoredBundle } from './bundle-store.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (R2, MinIO, Ceph…): `https://s3.example.com`. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`; most S3 clones need it. */
  forcePathStyle?: boolean;
  /** Omit to use the SDK's default chain (environment, shared config, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Prepended to every key: `exports/` stores `acme/j1.tar.gz` as `exports/acme/j1.tar.gz`. */
  prefix?: string;
}

export interface S3BundleStore extends BundleStore {
  readonly kind: 's3';
  readonly bucket: string;
  readonly prefix: string;
  /** The client in use, for callers that need to add middleware (tests) or reuse its connections. */
  readonly client: S3Client;
}

const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4; // memory ≈ PART_SIZE × QUEUE_SIZE = 32 MiB per upload in flight
const SHA256_METADATA = 'sha256'; // sent as `x-amz-meta-sha256`

function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  assertBundleKey(trimmed);
  return `${trimmed}/`;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Store(options: S3StoreOptions): S3BundleStore {
  if (typeof options.bucket !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(options.bucket)) {
    // Lenient on purpose: S3 clones and legacy AWS buckets allow names today's AWS rules would refuse.
    throw new StaticExportError('INVALID_OPTION', `Expected an S3 bucket name (letters, digits, '.', '_' or '-'), got ${JSON.stringify(options.bucket)}`);
  }
  if (typeof options.region !== 'string' || options.region === '') {
    throw new StaticExportError('INVALID_OPTION', `Expected an S3 region such as us-east-1, got ${JSON.stringify(options.region)}`);
  }
  const { bucket } = options;
  const prefix = normalisePrefix(options.prefix);
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Since SDK 3.729 the defaults add CRC32 trailers (aws-chunked bodies) that many S3 clones reject or store
    // corrupted (s3rver stores the chunk framing as the object; its fork answers 400); S3 itself does not need them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string): string => {
    assertBundleKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    bucket,
    prefix,
    client,

    async put(key, file, meta): Promise<StoredBundle> {
      const Key = objectKey(key);
      assertBundleMeta(meta);
      const size = (await stat(file)).size;
      if (size !== meta.bytes) {
        throw new StaticExportError('INTERNAL', `${file} is ${size} bytes, but ${meta.bytes} were announced`);
      }
      // S3 makes an object visible only when the upload completes, so no half-uploaded bundle is ever served;
      // on failure the multipart upload is aborted (leavePartsOnError false) so no parts linger and cost money.
      const upload = new Upload({
        client,
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
        params: {
          Bucket: bucket,
          Key,
          Body: createReadStream(file),
          ContentType: 'application/gzip',
          ContentDisposition: `attachment; filename="${key.split('/').at(-1)}"`,
          Metadata: { [SHA256_METADATA]: meta.sha256 },
        },
      });
      await upload.done();
      return { key, sha256: meta.sha256, bytes: meta.bytes };
    },

    async has(key): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async link(key, ttlSeconds): Promise<BundleLink> {
      const Key = objectKey(key);
      assertLinkTtl(ttlSeconds);
      // SigV4 dates have whole seconds; signing at a whole second makes `expiresAt` exactly the server's cut-off.
      const signingDate = new Date(Math.floor(Date.now() / 1000) * 1000);
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key }), { expiresIn: ttlSeconds, signingDate });
      return { url, expiresAt: new Date(signingDate.getTime() + ttlSeconds * 1000) };
    },

    async download(key, file): Promise<void> {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!answer.Body) throw new StaticExportError('INTERNAL', `the object ${key} has no body`);
      await pipeline(answer.Body as Readable, createWriteStream(file));
    },

    async delete(key): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/** The sha256 recorded at upload time (object metadata), or undefined when the object or the metadata is missing. */
export async function readStoredSha256(store: S3BundleStore, key: string): Promise<string | undefined> {
  assertBundleKey(key);
  try {
    const head = await store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${key}` }));
    return head.Metadata?.[SHA256_METADATA];
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
