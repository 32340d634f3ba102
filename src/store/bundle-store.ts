// Where finished bundles live and how people get a download link for them. The REST API and the Action only see
// this interface; the embedded filesystem store (fs-store.ts) and the S3 store (s3-store.ts) sit beside it.
import { StaticExportError } from '../core/errors.ts';

export interface StoredBundle {
  key: string;
  sha256: string;
  bytes: number;
}

export interface BundleLink {
  url: string;
  expiresAt: Date;
}

export interface BundleStore {
  readonly kind: 'fs' | 's3';
  /** Streams `file` into the store under `key` (replacing what was there); never visible half-written. */
  put(key: string, file: string, meta: { sha256: string; bytes: number }): Promise<StoredBundle>;
  has(key: string): Promise<boolean>;
  /**
   * A fresh time-limited download link on every call. It does not check that the key exists (the caller knows
   * what it stored); a link to a missing key simply fails when used.
   */
  link(key: string, ttlSeconds: number): Promise<BundleLink>;
  /** Copies the stored bundle to the local `file` (a delta is made from two stored bundles). */
  download(key: string, file: string): Promise<void>;
  /** Removes the bundle; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The SigV4 ceiling for presigned URLs (7 days); the fs store keeps the same bound so both stores behave alike. */
export const MAX_LINK_TTL_SECONDS = 604_800;

const MAX_KEY_LENGTH = 512;
// Segments may not start with a dot: no `.`/`..`, and the stores can keep their own temporary files in dot-names.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isBundleKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** Keys are `[A-Za-z0-9._-]` segments joined by `/`, no segment starting with a dot, at most 512 characters. */
export function assertBundleKey(key: unknown): asserts key is string {
  if (!isBundleKey(key)) {
    throw new StaticExportError(
      'INVALID_OPTION',
      `invalid bundle key ${JSON.stringify(key)}: use letters, digits, '.', '_', '-' and '/', no segment starting with '.', at most ${MAX_KEY_LENGTH} characters`,
    );
  }
}

export function assertLinkTtl(ttlSeconds: unknown): asserts ttlSeconds is number {
  if (typeof ttlSeconds !== 'number' || !Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_LINK_TTL_SECONDS) {
    throw new StaticExportError(
      'INVALID_OPTION',
      `Expected link lifetime to be an integer number of seconds from 1 to ${MAX_LINK_TTL_SECONDS}, got ${String(ttlSeconds)}`,
    );
  }
}

export function assertBundleMeta(meta: { sha256: unknown; bytes: unknown }): void {
  if (typeof meta.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(meta.sha256)) {
    throw new StaticExportError('INVALID_OPTION', `Expected sha256 to be 64 lowercase hex digits, got ${JSON.stringify(meta.sha256)}`);
  }
  if (typeof meta.bytes !== 'number' || !Number.isSafeInteger(meta.bytes) || meta.bytes < 0) {
    throw new StaticExportError('INVALID_OPTION', `Expected bytes to be a non-negative integer, got ${String(meta.bytes)}`);
  }
}
