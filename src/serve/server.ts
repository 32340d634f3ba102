// `startServer`: get the first release (or fall back to the last good one), listen, and swap releases in on
// `reload()` without dropping a request. With a bundle URL and a good release from an earlier run, that release
// serves at once while the new one downloads; every download has a deadline and the outbound address policy.
// The HTTP side is the socket-free handler behind a node:http adapter; refreshes are refresher.ts's.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { describeError, StaticExportError } from '../core/errors.ts';
import type { FetchBundleOptions } from '../net/fetch-bundle.ts';
import { createHandler } from './handler.ts';
import { toNodeListener } from './node-adapter.ts';
import { openedOnlyPolicy } from '../net/outbound-policy.ts';
import { createRefresher } from './refresher.ts';
import { describeSource, type BundleSource } from './releases.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';
import { readTrustedKeys } from '../sign/bundle-signature.ts';
import { loadTrustedCurrent } from './trusted-current.ts';
import { pruneLeftovers } from './leftovers.ts';

export interface StartServerOptions {
  source: BundleSource;
  /** Where downloaded bundles are unpacked and the last good release is kept. Default: a folder per source under the OS temp dir. */
  dataDir?: string;
  /** Refuse any bundle whose manifest `version` differs (STATIC_EXPORT_VERSION). */
  pinVersion?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** The bundle download's settings; its deadline defaults to DEFAULT_BUNDLE_DEADLINE_MS. */
  download?: FetchBundleOptions;
  /** Private addresses the bundle URL (and its redirects) may reach: `host[:port]` or CIDR (STATIC_EXPORT_ALLOW_PRIVATE). @default none */
  allowPrivate?: string[];
  unpackLimits?: UnpackLimits;
  log?: (line: string) => void;
  /** Serve only bundles and deltas signed by one of these keys (STATIC_EXPORT_TRUSTED_KEYS). */
  trustedKeys?: readonly SshPublicKey[];
  /** The file `trustedKeys` came from: read again on every reload, and the live release checked against it. */
  trustedKeysFile?: string;
  /** With trusted keys: serve a signed release older than the newest served (STATIC_EXPORT_ALLOW_ROLLBACK), loudly. */
  allowRollback?: boolean;
}

export interface RunningServer {
  /** `http://host:port` with no trailing slash. */
  url: string;
  /** The manifest version being served right now. */
  version(): string;
  /**
   * The start's own preparation: already settled unless an earlier run's release is being served while the bundle
   * URL downloads; true once the start's release is the one served.
   */
  startup: Promise<boolean>;
  /** Fetches the source again and swaps it in, abandoning a reload still running; false (the old site kept) when that fails. */
  reload(): Promise<boolean>;
  /** Stops listening and abandons a running download or reload. */
  close(): Promise<void>;
}

/** How long one bundle download may take in all (STATIC_EXPORT_BUNDLE_TIMEOUT_MS): 15 minutes. */
export const DEFAULT_BUNDLE_DEADLINE_MS = 15 * 60_000;

export function defaultDataDir(source: BundleSource): string {
  const id = createHash('sha256')
    .update(source.kind === 'url' ? source.url : resolve((source as { path: string }).path))
    .digest('hex')
    .slice(0, 12);
  return join(tmpdir(), 'static-export-serve', id);
}

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done(server.address() as AddressInfo);
    });
  });
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir ?? defaultDataDir(options.source));
  const download: FetchBundleOptions = {
    ...options.download,
    deadlineMs: options.download?.deadlineMs ?? DEFAULT_BUNDLE_DEADLINE_MS,
    checkAddress: options.download?.checkAddress ?? openedOnlyPolicy(options.allowPrivate),
  };
  const refresher = createRefresher(options.source, {
    dataDir,
    pinVersion: options.pinVersion,
    download,
    unpackLimits: options.unpackLimits,
    log,
    ...(options.trustedKeys ? { trustedKeys: options.trustedKeys } : {}),
    ...(options.allowRollback ? { allowRollback: true } : {}),
    // A delta applies only to the release being served.
    live: () => refresher.current(),
  });
  const described = describeSource(options.source);
  const lastGood = () => loadTrustedCurrent(dataDir, options.trustedKeys, log);
  await pruneLeftovers(dataDir);

  // A bundle URL with a good release from an earlier run: that one serves at once while the new one downloads.
  const previous = options.source.kind === 'url' ? await lastGood() : undefined;
  let startup: Promise<boolean>;
  if (previous) {
    refresher.keep(previous);
    log(`serving the previous good site: version ${previous.site.manifest.version} (${previous.source}) while ${described} downloads`);
    startup = refresher.refresh();
  } else {
    try {
      startup = Promise.resolve(await refresher.refresh());
    } catch (error) {
      const fallback = options.source.kind === 'dir' ? undefined : await lastGood();
      if (!fallback) {
        throw new StaticExportError(StaticExportError.is(error) ? error.code : 'INTERNAL', `cannot serve ${described}: ${describeError(error)}`, {
          cause: error,
        });
      }
      refresher.keep(fallback, error);
      log(`cannot use ${described}: ${describeError(error)}`);
      log(`keeping the previous good site: version ${fallback.site.manifest.version} (${fallback.source})`);
      startup = Promise.resolve(false);
    }
  }

  const handler = createHandler({ current: refresher.current, lastError: refresher.lastError });
  const server = createServer(toNodeListener(handler, (error) => log(`internal error: ${describeError(error)}`)));
  server.keepAliveTimeout = 5_000;
  let address: AddressInfo;
  try {
    address = await listen(server, options.host ?? '127.0.0.1', options.port ?? 0);
  } catch (error) {
    refresher.close();
    throw error;
  }
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    version: () => refresher.current()!.site.manifest.version,
    startup,
    async reload() {
      if (options.trustedKeysFile) {
        // The keys file is read again: a key taken out of it stops what it signed from being served.
        const keys = await readTrustedKeys([options.trustedKeysFile]).catch((error: unknown) => {
          log(`the trusted keys file cannot be used, keeping the keys read before: ${describeError(error)}`);
          return undefined;
        });
        if (keys) await refresher.retrust(keys);
      }
      // With nothing served (the live release revoked), a failed refresh leaves it so: 503 with the reason.
      return refresher.refresh().catch((error: unknown) => {
        log(`refresh failed, nothing served: ${describeError(error)}`);
        return false;
      });
    },
    close() {
      refresher.close();
      return new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}
