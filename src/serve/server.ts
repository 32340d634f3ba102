// `startServer`: get the first release (or fall back to the last good one), listen, and swap releases in on
// `reload()` without dropping a request. The HTTP side is the socket-free handler behind a node:http adapter.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { describeError, StaticExportError } from '../core/errors.ts';
import type { FetchBundleOptions } from '../net/fetch-bundle.ts';
import { createHandler, type ServedRelease } from './handler.ts';
import { toNodeListener } from './node-adapter.ts';
import { activate, describeSource, loadCurrent, prepareRelease, type BundleSource, type ReleaseOptions } from './releases.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';

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
  download?: FetchBundleOptions;
  unpackLimits?: UnpackLimits;
  log?: (line: string) => void;
  /** Serve only bundles and deltas signed by one of these keys (STATIC_EXPORT_TRUSTED_KEYS). */
  trustedKeys?: readonly SshPublicKey[];
}

export interface RunningServer {
  /** `http://host:port` with no trailing slash. */
  url: string;
  /** The manifest version being served right now. */
  version(): string;
  /** Fetches the source again and swaps it in; false (and the old site kept) when that fails. */
  reload(): Promise<boolean>;
  close(): Promise<void>;
}

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
  let current: ServedRelease | undefined;
  const releaseOptions: ReleaseOptions = {
    dataDir,
    pinVersion: options.pinVersion,
    download: options.download,
    unpackLimits: options.unpackLimits,
    log,
    ...(options.trustedKeys ? { trustedKeys: options.trustedKeys } : {}),
    live: () => current,
  };
  let lastError: string | undefined;

  async function refresh(): Promise<void> {
    const release = await prepareRelease(options.source, releaseOptions);
    await activate(release, dataDir);
    current = release; // the swap: requests already running keep the release they started with
    lastError = undefined;
    log(`serving ${release.site.manifest.source} version ${release.site.manifest.version} from ${describeSource(options.source)}`);
  }

  try {
    await refresh();
  } catch (error) {
    const previous = options.source.kind === 'dir' ? undefined : await loadCurrent(dataDir);
    if (!previous) {
      throw new StaticExportError(
        StaticExportError.is(error) ? error.code : 'INTERNAL',
        `cannot serve ${describeSource(options.source)}: ${describeError(error)}`,
        { cause: error },
      );
    }
    current = previous;
    lastError = describeError(error);
    log(`cannot use ${describeSource(options.source)}: ${lastError}`);
    log(`keeping the previous good site: version ${previous.site.manifest.version} (${previous.source})`);
  }

  const handler = createHandler({ current: () => current, lastError: () => lastError });
  const server = createServer(toNodeListener(handler, (error) => log(`internal error: ${describeError(error)}`)));
  server.keepAliveTimeout = 5_000;
  const address = await listen(server, options.host ?? '127.0.0.1', options.port ?? 0);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let reloading: Promise<boolean> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    version: () => current!.site.manifest.version,
    reload() {
      // One refresh at a time; a second call while one runs shares its outcome.
      reloading ??= refresh()
        .then(() => true)
        .catch((error: unknown) => {
          lastError = describeError(error);
          log(`reload failed, still serving version ${current!.site.manifest.version}: ${lastError}`);
          return false;
        })
        .finally(() => {
          reloading = undefined;
        });
      return reloading;
    },
    close() {
      return new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}
