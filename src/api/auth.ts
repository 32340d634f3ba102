// Bearer authentication against the organization config. The presented key is hashed and compared with every
// active key hash in constant time (no early exit), so neither the compare nor the loop tells how close a guess was.
import { createHash, timingSafeEqual } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { HttpProblem } from './http-error.ts';
import type { Logger } from './logger.ts';
import { KEY_PATTERN, readConfig, type OrgConfig, type Organization } from '../org/org-config.ts';

export const REALM = 'static-export';
export const NOT_ENABLED_MESSAGE = 'Static export is not enabled for this organization. It is an Enterprise plan feature; contact the sales team to enable it.';

export interface AuthContext {
  orgName: string;
  org: Organization;
  keyId: string;
}

/** The organization config as the server sees it: re-read when the file changes (checked on every call). */
export interface OrgDirectory {
  current(): Promise<OrgConfig>;
}

export function createOrgDirectory(path: string, logger?: Logger): OrgDirectory {
  let cached: { stamp: string; config: OrgConfig } | undefined;
  let brokenStamp: string | undefined;
  let loading: Promise<OrgConfig> | undefined;
  const load = async (): Promise<OrgConfig> => {
    const s = await stat(path).catch(() => undefined);
    // The writer renames a new file into place, so the inode changes even when size and mtime do not.
    const stamp = s ? `${s.ino}:${s.size}:${s.mtimeMs}` : 'absent';
    if (cached?.stamp === stamp) return cached.config;
    if (brokenStamp === stamp && cached) return cached.config;
    try {
      const config = await readConfig(path);
      cached = { stamp, config };
      brokenStamp = undefined;
      return config;
    } catch (error) {
      // A hand-edit gone wrong must not lock everyone out (or reach clients): keep serving the last good config.
      if (brokenStamp !== stamp) logger?.error('organization config unreadable; keeping the last good one', { path, error });
      brokenStamp = stamp;
      if (cached) return cached.config;
      throw new HttpProblem(503, 'the service is not configured correctly; the operator has been told in its logs', { 'retry-after': '60' });
    }
  };
  return {
    current() {
      // Concurrent requests share one stat/read instead of each doing its own.
      loading ??= load().finally(() => (loading = undefined));
      return loading;
    },
  };
}

/** A directory over a fixed config object (tests, embedding). */
export function staticOrgDirectory(config: OrgConfig): OrgDirectory {
  return { current: async () => config };
}

function unauthorized(message: string, invalidToken: boolean): HttpProblem {
  const challenge = invalidToken ? `Bearer realm="${REALM}", error="invalid_token"` : `Bearer realm="${REALM}"`;
  return new HttpProblem(401, message, { 'www-authenticate': challenge });
}

/** Reads `Authorization: Bearer <key>`; throws the 401 or 403 the request deserves. */
export async function authenticate(header: string | null, directory: OrgDirectory): Promise<AuthContext> {
  if (header === null || header.trim() === '') {
    throw unauthorized('missing credentials: send the header "Authorization: Bearer <admin API key>"', false);
  }
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  if (!match) throw unauthorized('malformed Authorization header: expected "Bearer <admin API key>"', true);
  const key = match[1]!;
  const presented = createHash('sha256').update(key, 'utf8').digest();
  const config = await directory.current();
  let found: AuthContext | undefined;
  for (const [orgName, org] of Object.entries(config.organizations)) {
    for (const entry of org.keys) {
      const equal = timingSafeEqual(presented, Buffer.from(entry.sha256, 'hex'));
      if (equal && !entry.revokedAt && !found) found = { orgName, org, keyId: entry.id };
    }
  }
  // The shape check comes after the scan so a malformed key costs the same time as a wrong one.
  if (!found || !KEY_PATTERN.test(key)) throw unauthorized('invalid or revoked API key', true);
  if (!found.org.staticExport) throw new HttpProblem(403, NOT_ENABLED_MESSAGE);
  return found;
}
