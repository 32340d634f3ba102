// The embedded bundle store: a directory on this machine, with links the API itself serves and signs.
// A link is `<publicBaseUrl>/bundles/<key>?expires=<unix seconds>&sig=<HMAC-SHA256(key \n expires), base64url>`:
// like a presigned S3 URL, anyone holding it can download until it expires, and changing any part breaks it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { StaticExportError } from '../core/errors.ts';
import { assertBundleKey, assertBundleMeta, assertLinkTtl, isBundleKey, type BundleLink, type BundleStore, type StoredBundle } from './bundle-store.ts';

export interface FsStoreOptions {
  /** Where bundles are kept: `<dir>/<key>`. */
  dir: string;
  /** Origin (and base path) the API is reached at, e.g. `http://127.0.0.1:8787/v1`; links are `<this>/bundles/<key>…`. */
  publicBaseUrl: string;
  /** HMAC key for links; at least 32 bytes of entropy. Keep it stable across restarts or old links break early. */
  secret: string | Buffer;
}

export interface FsBundleStore extends BundleStore {
  readonly kind: 'fs';
  readonly dir: string;
  /**
   * Removes copies a crash left half-written (`.incoming/*.partial`). Only for the directory's one writer at
   * start-up (the API holds the data-directory lock): a running `put` would lose its copy.
   */
  sweepPartials(): Promise<void>;
}

const MIN_SECRET_BYTES = 32;
const TMP_DIR = '.incoming';
// Module-private, so the secret never shows up on the store object (logs, JSON.stringify, error reports).
const secrets = new WeakMap<FsBundleStore, Buffer>();

function sign(secret: Buffer, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function createFsStore(options: FsStoreOptions): FsBundleStore {
  const secret = Buffer.isBuffer(options.secret) ? options.secret : Buffer.from(options.secret ?? '', 'utf8');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new StaticExportError('INVALID_OPTION', `Expected the link signing secret to be at least ${MIN_SECRET_BYTES} bytes, got ${secret.length}`);
  }
  let base: URL;
  try {
    base = new URL(options.publicBaseUrl);
  } catch {
    throw new StaticExportError('INVALID_OPTION', `Expected publicBaseUrl to be an absolute URL, got ${JSON.stringify(options.publicBaseUrl)}`);
  }
  const baseUrl = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  const dir = options.dir;
  const fileOf = (key: string): string => join(dir, ...key.split('/'));

  const store: FsBundleStore = {
    kind: 'fs',
    dir,

    async put(key, file, meta): Promise<StoredBundle> {
      assertBundleKey(key);
      assertBundleMeta(meta);
      const size = (await stat(file)).size;
      if (size !== meta.bytes) {
        throw new StaticExportError('INTERNAL', `${file} is ${size} bytes, but ${meta.bytes} were announced`);
      }
      // Copy under a temporary name, then rename: a link never serves a half-copied bundle.
      const tmp = join(dir, TMP_DIR, `${randomBytes(8).toString('hex')}.partial`);
      await mkdir(dirname(tmp), { recursive: true });
      try {
        await copyFile(file, tmp);
        await mkdir(dirname(fileOf(key)), { recursive: true });
        await rename(tmp, fileOf(key));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return { key, sha256: meta.sha256, bytes: meta.bytes };
    },

    async sweepPartials(): Promise<void> {
      await rm(join(dir, TMP_DIR), { recursive: true, force: true });
    },

    async has(key): Promise<boolean> {
      assertBundleKey(key);
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },

    async link(key, ttlSeconds): Promise<BundleLink> {
      assertBundleKey(key);
      assertLinkTtl(ttlSeconds);
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const url = `${baseUrl}/bundles/${key}?expires=${expires}&sig=${sign(secret, key, expires)}`;
      return { url, expiresAt: new Date(expires * 1000) };
    },

    async download(key, file): Promise<void> {
      assertBundleKey(key);
      await copyFile(fileOf(key), file);
    },

    async delete(key): Promise<void> {
      assertBundleKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
  secrets.set(store, secret);
  return store;
}

// ------------------------------------------------------------------------------------------------ serving links

export type LinkRefusal = 'malformed' | 'bad-signature' | 'expired';

export type LinkCheck = { ok: true } | { ok: false; reason: LinkRefusal };

/**
 * Checks a link's parts. Order matters: a malformed or tampered link is `bad-signature`/`malformed` even when
 * also expired, so changing `expires` can never turn a refusal into a different answer. `now` in milliseconds.
 */
export function verifyFsLink(secret: string | Buffer, key: unknown, expires: unknown, sig: unknown, now: number = Date.now()): LinkCheck {
  if (!isBundleKey(key) || typeof expires !== 'string' || typeof sig !== 'string') return { ok: false, reason: 'malformed' };
  if (!/^[1-9][0-9]{0,11}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { ok: false, reason: 'malformed' };
  const secretBytes = Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8');
  const expected = Buffer.from(sign(secretBytes, key, Number(expires)), 'utf8');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'utf8'))) return { ok: false, reason: 'bad-signature' };
  if (now >= Number(expires) * 1000) return { ok: false, reason: 'expired' };
  return { ok: true };
}

export type OpenedBundle = {
  ok: true;
  key: string;
  /** The bytes of the bundle; the caller pipes it to the response (and destroys it if the client goes away). */
  stream: ReadStream;
  bytes: number;
  contentType: 'application/gzip';
  /** A `Content-Disposition` filename: the key's last segment. */
  filename: string;
};

export type RefusedBundle = {
  ok: false;
  /** 403: malformed, tampered or expired link (as S3 answers); 404: not a bundle key; 410: a valid link whose bundle was deleted. */
  status: 403 | 404 | 410;
  reason: LinkRefusal | 'not-a-key' | 'gone';
  /** For the `{ error }` body. */
  message: string;
};

type Query = URLSearchParams | Record<string, unknown>;

function param(query: Query, name: string): unknown {
  const value = query instanceof URLSearchParams ? query.get(name) : query[name];
  return value === null || Array.isArray(value) ? undefined : value;
}

const MESSAGES: Record<RefusedBundle['reason'], string> = {
  'not-a-key': 'no such bundle',
  malformed: 'this bundle link is incomplete or malformed',
  'bad-signature': 'this bundle link is not valid',
  expired: 'this bundle link has expired; request a new one',
  gone: 'this bundle no longer exists',
};

function refuse(status: RefusedBundle['status'], reason: RefusedBundle['reason']): RefusedBundle {
  return { ok: false, status, reason, message: MESSAGES[reason] };
}

/**
 * Everything the API's `GET /bundles/<key>` route needs: pass the key from the path and the query (`expires`,
 * `sig`), get either an open stream with its size or a refusal with the status to answer. The file is opened
 * before its size is read, so the size always belongs to the bytes streamed even if the bundle is replaced.
 */
export async function openStoredBundle(store: FsBundleStore, key: string, query: Query, now: number = Date.now()): Promise<OpenedBundle | RefusedBundle> {
  const secret = secrets.get(store);
  if (!secret) throw new StaticExportError('INTERNAL', 'openStoredBundle needs a store made by createFsStore');
  if (!isBundleKey(key)) return refuse(404, 'not-a-key');
  const check = verifyFsLink(secret, key, param(query, 'expires'), param(query, 'sig'), now);
  if (!check.ok) return refuse(403, check.reason);
  let handle;
  try {
    handle = await open(join(store.dir, ...key.split('/')), 'r');
  } catch {
    return refuse(410, 'gone');
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new Error('not a file');
    const stream = handle.createReadStream();
    return { ok: true, key, stream, bytes: info.size, contentType: 'application/gzip', filename: key.split('/').at(-1) ?? key };
  } catch {
    await handle.close();
    return refuse(410, 'gone');
  }
}
