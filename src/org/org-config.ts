// Organizations, their admin keys (as hashes) and the domains each may export: one JSON file that the `keys`
// command edits and the server re-reads whenever it changes on disk, so a key created while the server runs
// works at once.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { StaticExportError } from '../core/errors.ts';
import { isHostName, normaliseSiteUrl } from '../core/options.ts';
import { buildRequestHeaders } from '../core/request-headers.ts';
import type { RequestHeaders } from '../core/types.ts';
import { parsePrivateKey } from '../sign/ssh-keys.ts';

export const KEY_PREFIX = 'sxk_';
/** 32 random bytes as base64url: 256 bits, well over the 128 the issue asks for. */
export const KEY_PATTERN = /^sxk_[A-Za-z0-9_-]{43}$/;
export const ORG_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface DomainEntry {
  /** Host name callers send as `domain`. */
  domain: string;
  /**
   * Where to fetch it from instead of `https://<domain>/`. Naming an origin is the operator's explicit permission
   * to fetch private, loopback or link-local addresses for this domain (internal deployments, tests).
   */
  origin?: string;
  /**
   * Secret request headers (names lower-cased; `cookie` for cookies) for a site behind authentication, sent to
   * this domain's origin only. Read from here for each run; never copied into job records, logs or warnings.
   * @default undefined (no extra headers)
   */
  headers?: RequestHeaders;
}

export interface KeyEntry {
  /** Public identifier (`key_` + 12 hex of the hash): safe to print, log and pass to `keys revoke`. */
  id: string;
  /** sha256 hex of the whole key. The key itself is never stored. */
  sha256: string;
  createdAt: string;
  revokedAt?: string;
}

export interface OrgLimits {
  /** Jobs queued or running at once; default from the server's environment. */
  maxActiveJobs?: number;
  /** Job starts per hour (token bucket, bursts up to `startBurst`). */
  startsPerHour?: number;
  startBurst?: number;
}

export interface Organization {
  /** The Enterprise-plan switch: false means every call with this organization's keys gets 403. */
  staticExport: boolean;
  domains: DomainEntry[];
  keys: KeyEntry[];
  limits?: OrgLimits;
  /**
   * The organization's ed25519 OpenSSH private key (the text `ssh-keygen -t ed25519 -N ''` writes): every bundle
   * and delta of its jobs is signed with it. A secret: never returned by an endpoint, never copied into job
   * records, logs or warnings. @default undefined (bundles unsigned)
   */
  signingKey?: string;
}

export interface OrgConfig {
  version: 1;
  organizations: Record<string, Organization>;
}

export function emptyConfig(): OrgConfig {
  return { version: 1, organizations: {} };
}

// ---------------------------------------------------------------- where things live

/** `STATIC_EXPORT_DATA_DIR`, default `.static-export` in the working directory (where `npm start` runs). */
export function dataDirFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  return resolve(cwd, env.STATIC_EXPORT_DATA_DIR || '.static-export');
}

/** `STATIC_EXPORT_CONFIG`, default `config.json` in the data directory. */
export function configPathFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  return env.STATIC_EXPORT_CONFIG ? resolve(cwd, env.STATIC_EXPORT_CONFIG) : join(dataDirFromEnv(env, cwd), 'config.json');
}

// ---------------------------------------------------------------- keys

export function generateKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function keyIdOf(sha256: string): string {
  return `key_${sha256.slice(0, 12)}`;
}

// ---------------------------------------------------------------- validation

function bad(path: string, message: string): never {
  throw new StaticExportError('INVALID_OPTION', `invalid organization config at ${path}: ${message}`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function positiveInt(v: unknown, where: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) bad(where, `expected a positive integer, got ${JSON.stringify(v)}`);
  return v;
}

/** `docs.acme.com` lower-cased without a trailing dot, or undefined when it is not a host name. */
export function normaliseDomain(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  return isHostName(host) ? host : undefined;
}

/** An origin as stored: `http://127.0.0.1:3000` or with a base path (`http://10.0.0.5/docs`). */
export function normaliseOrigin(value: string): string {
  if (!/^https?:\/\//i.test(value.trim()))
    throw new StaticExportError('INVALID_URL', `origin must start with http:// or https://, got ${JSON.stringify(value)}`);
  const url = normaliseSiteUrl(value);
  return url.pathname === '/' ? url.origin : `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

/** `{"authorization": "Bearer …"}`: checked like `--header` lines; a message names the header, never its value. */
function parseHeaders(v: unknown, where: string): RequestHeaders | undefined {
  if (!isRecord(v) || Object.values(v).some((x) => typeof x !== 'string')) bad(where, 'expected an object of header name → string value');
  try {
    return buildRequestHeaders(
      Object.entries(v as Record<string, string>).map(([n, x]) => `${n}: ${x}`),
      [],
      { header: 'header', cookie: 'cookie' },
    );
  } catch (error) {
    return bad(where, (error as Error).message);
  }
}

export function parseConfig(raw: unknown): OrgConfig {
  if (!isRecord(raw)) bad('$', 'expected an object');
  if (raw.version !== 1) bad('$.version', 'expected 1');
  if (!isRecord(raw.organizations)) bad('$.organizations', 'expected an object');
  const organizations: Record<string, Organization> = {};
  for (const [name, o] of Object.entries(raw.organizations)) {
    const at = `$.organizations.${name}`;
    if (!ORG_NAME_PATTERN.test(name)) bad(at, 'organization names are lower-case letters, digits and dashes');
    if (!isRecord(o)) bad(at, 'expected an object');
    if (typeof o.staticExport !== 'boolean') bad(`${at}.staticExport`, 'expected true or false');
    if (!Array.isArray(o.domains)) bad(`${at}.domains`, 'expected an array');
    if (!Array.isArray(o.keys)) bad(`${at}.keys`, 'expected an array');
    const domains = o.domains.map((d: unknown, i: number): DomainEntry => {
      if (!isRecord(d)) bad(`${at}.domains[${i}]`, 'expected an object');
      const domain = normaliseDomain(d.domain);
      if (!domain) bad(`${at}.domains[${i}].domain`, `not a host name: ${JSON.stringify(d.domain)}`);
      const headers = d.headers === undefined ? undefined : parseHeaders(d.headers, `${at}.domains[${i}].headers`);
      const withHeaders = headers ? { headers } : {};
      if (d.origin === undefined) return { domain, ...withHeaders };
      if (typeof d.origin !== 'string') bad(`${at}.domains[${i}].origin`, 'expected a URL');
      try {
        return { domain, origin: normaliseOrigin(d.origin), ...withHeaders };
      } catch (error) {
        return bad(`${at}.domains[${i}].origin`, (error as Error).message);
      }
    });
    const keys = o.keys.map((k: unknown, i: number): KeyEntry => {
      if (!isRecord(k) || typeof k.id !== 'string' || typeof k.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(k.sha256) || typeof k.createdAt !== 'string') {
        bad(`${at}.keys[${i}]`, 'expected {id, sha256 (64 hex), createdAt}');
      }
      if (k.revokedAt !== undefined && typeof k.revokedAt !== 'string') bad(`${at}.keys[${i}].revokedAt`, 'expected a date string');
      return { id: k.id, sha256: k.sha256, createdAt: k.createdAt, ...(typeof k.revokedAt === 'string' ? { revokedAt: k.revokedAt } : {}) };
    });
    let limits: OrgLimits | undefined;
    if (o.limits !== undefined) {
      if (!isRecord(o.limits)) bad(`${at}.limits`, 'expected an object');
      limits = {
        maxActiveJobs: positiveInt(o.limits.maxActiveJobs, `${at}.limits.maxActiveJobs`),
        startsPerHour: positiveInt(o.limits.startsPerHour, `${at}.limits.startsPerHour`),
        startBurst: positiveInt(o.limits.startBurst, `${at}.limits.startBurst`),
      };
    }
    if (o.signingKey !== undefined) {
      if (typeof o.signingKey !== 'string') bad(`${at}.signingKey`, 'expected the text of an OpenSSH ed25519 private key');
      try {
        parsePrivateKey(o.signingKey);
      } catch (error) {
        bad(`${at}.signingKey`, (error as Error).message); // the message says what is wrong, never the key
      }
    }
    const signingKey = typeof o.signingKey === 'string' ? { signingKey: o.signingKey } : {};
    organizations[name] = { staticExport: o.staticExport, domains, keys, ...(limits ? { limits } : {}), ...signingKey };
  }
  return { version: 1, organizations };
}

// ---------------------------------------------------------------- reading and writing

export async function readConfig(path: string): Promise<OrgConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyConfig();
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new StaticExportError('INVALID_OPTION', `organization config ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return parseConfig(raw);
}

/** Replaces the file atomically (write + rename), readable by its owner only: it lists key hashes. */
export async function writeConfig(path: string, config: OrgConfig): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, path);
}

/**
 * Read-modify-write under a lock file, so two `keys` commands at once cannot drop each other's change. A lock
 * older than 30 s is taken to be left behind by a crashed command.
 */
export async function updateConfig<T>(path: string, change: (config: OrgConfig) => T | Promise<T>): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  const lock = `${path}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 30_000) await rm(lock, { force: true });
      else if (attempt > 200) throw new StaticExportError('INTERNAL', `organization config is locked by another command (${lock})`);
      else await new Promise((r) => setTimeout(r, 25));
    }
  }
  try {
    const config = await readConfig(path);
    const result = await change(config);
    await writeConfig(path, config);
    return result;
  } finally {
    await rm(lock, { force: true });
  }
}

/** The organization's entry for `domain`, if it may export it. */
export function findDomain(org: Organization, domain: string): DomainEntry | undefined {
  return org.domains.find((d) => d.domain === domain);
}
