// A real S3-compatible server on 127.0.0.1 for tests: @20minutes/s3rver, which checks SigV4 signatures on
// header-signed requests and presigned URLs alike (s3rver 3.7.1 does not: a tampered presigned URL answers 200).
//
//   const s3 = await startS3Server();
//   const store = createS3Store(s3.storeOptions);                  // or: process env ← s3.env for the server
//   ...; await s3.close();
//
// The fork signs a bare `/bucket/` path wrongly (CreateBucket, ListObjectsV2 get a false 403). Our stores only
// make object-level calls, so they need no fix; a test's own client that lists or creates buckets adds
// `client.middlewareStack.add(s3.clientMiddleware.middleware, s3.clientMiddleware.options)`.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildHandlerOptions, BuildMiddleware } from '@smithy/types';
import type { S3StoreOptions } from '../../src/store/s3-store.ts';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// The fork is CommonJS without type declarations; this is the part of it we use.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Ready for `createS3Store`. */
  storeOptions: S3StoreOptions;
  /** The same, as the environment `bundleStoreFromEnv` reads (for a server under test). */
  env: Record<string, string>;
  /** Test-only fix for the fork's bucket-level signing bug; see the file comment. */
  clientMiddleware: { middleware: BuildMiddleware<any, any>; options: BuildHandlerOptions & { name: string } };
  close(): Promise<void>;
}

const ACCESS_KEY = 'S3RVER'; // the fork's built-in account
const BUCKET = 'test-bucket';
const REGION = 'us-east-1';

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0, // never a fixed port: parallel test files, and 4190 is on fetch's bad-port list
    silent: true,
    directory,
    resetOnClose: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storeOptions: S3StoreOptions = {
    bucket: BUCKET,
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  };
  const middleware: BuildMiddleware<any, any> = (next) => (args) => {
    const request = args.request as { path?: string };
    if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
    return next(args);
  };
  let closed = false;
  return {
    endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    storeOptions,
    env: {
      STATIC_EXPORT_S3_BUCKET: BUCKET,
      STATIC_EXPORT_S3_REGION: REGION,
      STATIC_EXPORT_S3_ENDPOINT: endpoint,
      STATIC_EXPORT_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    clientMiddleware: { middleware, options: { step: 'build', name: 'stripBucketSlash' } },
    async close() {
      if (closed) return;
      closed = true;
      // Keep-alive sockets from SDK clients would hold close() open until they idle out.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
