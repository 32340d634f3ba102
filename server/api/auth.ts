// Bearer authentication against the organization config. The presented key is hashed and compared with every
// active key hash in constant time (no early exit), so neither the compare nor the loop tells how close a guess was.
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpProblem } from './http-error.ts';
import { OrgConfigUnavailableError, type OrgDirectory } from '../jobs/org-directory.ts';
import { KEY_PATTERN, type Organization } from '../../src/org/org-config.ts';

export const REALM = 'static-export';
export const NOT_ENABLED_MESSAGE = 'Static export is not enabled for this organization. It is an Enterprise plan feature; contact the sales team to enable it.';

/**
 * A key this server does not know. The likely cause is a key made for another data directory, so the answer says
 * where keys live; which directory this server reads is in its start-up log, for the operator, not in the answer.
 */
export const UNKNOWN_KEY_MESSAGE =
  'invalid or revoked API key: keys are made by `static-export keys create` in a data directory (STATIC_EXPORT_DATA_DIR, default ./.static-export) and this server knows only the keys of the one it reads (its start-up log names it); a key made with another data directory is unknown here';

export interface AuthContext {
  orgName: string;
  org: Organization;
  keyId: string;
}

function unauthorized(message: string, invalidToken: boolean): HttpProblem {
  const challenge = invalidToken ? `Bearer realm="${REALM}", error="invalid_token"` : `Bearer realm="${REALM}"`;
  return new HttpProblem(401, message, { 'www-authenticate': challenge });
}

/** Reads `Authorization: Bearer <key>`; throws the 401 or 403 the request deserves (503 while no config can be read). */
export async function authenticate(header: string | null, directory: OrgDirectory): Promise<AuthContext> {
  if (header === null || header.trim() === '') {
    throw unauthorized('missing credentials: send the header "Authorization: Bearer <admin API key>"', false);
  }
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  if (!match) throw unauthorized('malformed Authorization header: expected "Bearer <admin API key>"', true);
  const key = match[1]!;
  const presented = createHash('sha256').update(key, 'utf8').digest();
  const config = await directory.current().catch((error: unknown) => {
    // The service's fault, not the request's: worth a retry later; what is wrong is in the operator's logs.
    throw error instanceof OrgConfigUnavailableError ? new HttpProblem(503, error.message, { 'retry-after': '60' }) : error;
  });
  let found: AuthContext | undefined;
  for (const [orgName, org] of Object.entries(config.organizations)) {
    for (const entry of org.keys) {
      const equal = timingSafeEqual(presented, Buffer.from(entry.sha256, 'hex'));
      if (equal && !entry.revokedAt && !found) found = { orgName, org, keyId: entry.id };
    }
  }
  // The shape check comes after the scan so a malformed key costs the same time as a wrong one.
  if (!found || !KEY_PATTERN.test(key)) throw unauthorized(UNKNOWN_KEY_MESSAGE, true);
  if (!found.org.staticExport) throw new HttpProblem(403, NOT_ENABLED_MESSAGE);
  return found;
}
