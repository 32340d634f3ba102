// Organizations as the running service sees them: the API authenticates against them and cluster workers check before
// each run that the organization may still export the domain, so both read the config through this one cache.
// Nothing here speaks HTTP: what a client is told when the config cannot be read is the API's choice (server/api/auth.ts).
import { stat } from 'node:fs/promises';
import type { Logger } from './logger.ts';
import { readConfig, type OrgConfig } from '../../src/org/org-config.ts';

/** The organization config as the server sees it: re-read when the file changes (checked on every call). */
export interface OrgDirectory {
  current(): Promise<OrgConfig>;
}

/**
 * No config could be read and none was read before, so nothing can be authorized or exported. The message is the
 * one a client may see (the API's 503, a worker's failed job): the path and the parse error stay in the logs.
 */
export class OrgConfigUnavailableError extends Error {
  constructor() {
    super('the service is not configured correctly; the operator has been told in its logs');
    this.name = 'OrgConfigUnavailableError';
  }
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
      throw new OrgConfigUnavailableError();
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
