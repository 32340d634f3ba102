// The S3 store against a real S3-compatible server on 127.0.0.1 that checks SigV4 (see test/helpers/s3-server.ts).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleStoreFromEnv, linkTtlFromEnv, s3OptionsFromEnv } from '../../src/store/from-env.ts';
import { createS3Store, readStoredSha256, type S3BundleStore } from '../../src/store/s3-store.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

let s3: TestS3Server;
let store: S3BundleStore;
let work: string;
let big: Buffer;
let small: Buffer;
let bigFile: string;
let smallFile: string;

async function download(url: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3Store({ ...s3.storeOptions, prefix: 'bundles/' });
  work = await mkdtemp(join(tmpdir(), 's3-store-test-'));
  big = randomBytes(12 * 1024 * 1024);
  small = randomBytes(1024);
  bigFile = join(work, 'big.tar.gz');
  smallFile = join(work, 'small.tar.gz');
  await writeFile(bigFile, big);
  await writeFile(smallFile, small);
});
afterAll(async () => {
  store?.client.destroy();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

describe('S3 store', () => {
  it('uploads a 12 MB bundle (multipart) and a 1 KB one; presigned links give back the same bytes', async () => {
    // Which S3 operations the store sends: proves the big one went multipart and nothing is bucket-level.
    const commands: string[] = [];
    store.client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    const started = performance.now();
    expect(await store.put('acme/j1.tar.gz', bigFile, { sha256: sha256(big), bytes: big.length })).toEqual({
      key: 'acme/j1.tar.gz',
      sha256: sha256(big),
      bytes: big.length,
    });
    const uploadMs = performance.now() - started;
    await store.put('acme/j2.tar.gz', smallFile, { sha256: sha256(small), bytes: small.length });
    console.log(`12 MiB multipart upload: ${uploadMs.toFixed(0)} ms`);
    expect(commands).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand', 'PutObjectCommand']);

    expect(await store.has('acme/j1.tar.gz')).toBe(true);
    expect(await store.has('acme/j2.tar.gz')).toBe(true);
    expect(await store.has('acme/nothing.tar.gz')).toBe(false);
    expect(await readStoredSha256(store, 'acme/j1.tar.gz')).toBe(sha256(big));

    for (const [key, bytes] of [
      ['acme/j1.tar.gz', big],
      ['acme/j2.tar.gz', small],
    ] as const) {
      const link = await store.link(key, 600);
      expect(link.url).toContain('/test-bucket/bundles/acme/');
      expect(link.url).toContain('X-Amz-Expires=600');
      const got = await download(link.url);
      expect(got.status).toBe(200);
      expect(got.body.length).toBe(bytes.length);
      expect(sha256(got.body)).toBe(sha256(bytes));
    }

    // The prefix is honoured: the objects live under bundles/ (listed with the test-only signing fix).
    const client = new S3Client({ ...s3.storeOptions, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    client.middlewareStack.add(s3.clientMiddleware.middleware, s3.clientMiddleware.options);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'bundles/' }));
    client.destroy();
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual(['bundles/acme/j1.tar.gz', 'bundles/acme/j2.tar.gz']);
  });

  it('downloads a stored bundle to a file, byte for byte (what a delta is made from)', async () => {
    const file = join(work, 'downloaded.tar.gz');
    await store.download('acme/j1.tar.gz', file);
    expect(sha256(await readFile(file))).toBe(await readStoredSha256(store, 'acme/j1.tar.gz'));
    await expect(store.download('acme/missing.tar.gz', join(work, 'missing.tar.gz'))).rejects.toThrow();
  });

  it('refuses a link after it expires (403), and a new link() works', async () => {
    const link = await store.link('acme/j2.tar.gz', 2);
    expect(link.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2000);
    expect((await download(link.url)).status).toBe(200);
    await new Promise((done) => setTimeout(done, 3000));
    const expired = await download(link.url);
    expect(expired.status).toBe(403);
    expect(expired.body.toString()).toContain('expired');
    expect(Date.now()).toBeGreaterThan(link.expiresAt.getTime());

    const fresh = await store.link('acme/j2.tar.gz', 2);
    const again = await download(fresh.url);
    expect(again.status).toBe(200);
    expect(sha256(again.body)).toBe(sha256(small));
  });

  it('refuses tampered presigned links (403)', async () => {
    const { url } = await store.link('acme/j2.tar.gz', 600);
    const u = new URL(url);
    const sig = u.searchParams.get('X-Amz-Signature') ?? '';
    const flipped = new URL(url);
    flipped.searchParams.set('X-Amz-Signature', `${sig[0] === '0' ? '1' : '0'}${sig.slice(1)}`);
    expect((await download(flipped.toString())).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await download(longer.toString())).status).toBe(403);
    expect((await download(url.replace('j2.tar.gz', 'j1.tar.gz'))).status).toBe(403);
    expect((await download(url)).status).toBe(200);
  });

  it('deletes, and refuses bad keys and lifetimes before any request', async () => {
    await store.delete('acme/j2.tar.gz');
    await store.delete('acme/j2.tar.gz');
    expect(await store.has('acme/j2.tar.gz')).toBe(false);
    await expect(store.link('../x', 60)).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    await expect(store.link('acme/j1.tar.gz', 604_801)).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    await expect(store.put('acme/j3.tar.gz', smallFile, { sha256: sha256(small), bytes: 5 })).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(await store.has('acme/j3.tar.gz')).toBe(false);
  });

  it('is configured from the environment the helper describes', async () => {
    const fromEnv = await bundleStoreFromEnv({ ...s3.env, STATIC_EXPORT_S3_PREFIX: 'bundles' });
    expect(fromEnv).not.toBeNull();
    expect(fromEnv?.prefix).toBe('bundles/');
    expect(await fromEnv?.has('acme/j1.tar.gz')).toBe(true);
    fromEnv?.client.destroy();
  });
});

describe('from-env', () => {
  it('reads the variables, with AWS_* fallbacks and defaults', async () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(await bundleStoreFromEnv({ AWS_REGION: 'eu-west-1' })).toBeNull();
    expect(s3OptionsFromEnv({ STATIC_EXPORT_S3_BUCKET: 'b' })).toEqual({ bucket: 'b', region: 'us-east-1', forcePathStyle: false });
    expect(
      s3OptionsFromEnv({
        STATIC_EXPORT_S3_BUCKET: 'b',
        AWS_REGION: 'eu-west-1',
        AWS_ENDPOINT_URL_S3: 'https://s3.example.com',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'tok',
        STATIC_EXPORT_S3_PREFIX: 'exports/',
      }),
    ).toEqual({
      bucket: 'b',
      region: 'eu-west-1',
      endpoint: 'https://s3.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret', sessionToken: 'tok' },
      prefix: 'exports/',
    });
    expect(
      s3OptionsFromEnv({
        STATIC_EXPORT_S3_BUCKET: 'b',
        STATIC_EXPORT_S3_REGION: 'auto',
        AWS_REGION: 'x',
        STATIC_EXPORT_S3_ENDPOINT: 'http://127.0.0.1:9',
        STATIC_EXPORT_S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toMatchObject({ region: 'auto', endpoint: 'http://127.0.0.1:9', forcePathStyle: false });
    expect(linkTtlFromEnv({})).toBe(3600);
    expect(linkTtlFromEnv({}, { linkTtlSeconds: 60 })).toBe(60);
    expect(linkTtlFromEnv({ STATIC_EXPORT_LINK_TTL: '900' })).toBe(900);
  });

  it('refuses bad values with INVALID_OPTION and the variable name', async () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ STATIC_EXPORT_S3_BUCKET: 'b', STATIC_EXPORT_S3_FORCE_PATH_STYLE: 'maybe' }, /STATIC_EXPORT_S3_FORCE_PATH_STYLE/],
      [{ STATIC_EXPORT_S3_BUCKET: 'b', STATIC_EXPORT_S3_ENDPOINT: 'ftp://x' }, /endpoint/],
      [{ STATIC_EXPORT_S3_BUCKET: 'b', AWS_ACCESS_KEY_ID: 'only-id' }, /AWS_SECRET_ACCESS_KEY/],
    ];
    for (const [env, message] of bad)
      expect(() => s3OptionsFromEnv(env)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION', message: expect.stringMatching(message) }));
    for (const ttl of ['0', '-5', '1.5', '604801', 'soon']) {
      expect(() => linkTtlFromEnv({ STATIC_EXPORT_LINK_TTL: ttl })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', message: expect.stringMatching(/STATIC_EXPORT_LINK_TTL/) }),
      );
    }
    await expect(bundleStoreFromEnv({ STATIC_EXPORT_S3_BUCKET: 'x' })).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', message: expect.stringMatching(/bucket/) }),
    );
    // Creating a store makes no request, so a valid configuration never fails at start-up for network reasons.
    const offline = await bundleStoreFromEnv({ STATIC_EXPORT_S3_BUCKET: 'my-bucket', STATIC_EXPORT_S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(offline?.kind).toBe('s3');
    offline?.client.destroy();
  });
});
