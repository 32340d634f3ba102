// Releases on disk and the atomic swap between them.
//
//   <dataDir>/downloads/   bundles being downloaded (deleted once unpacked)
//   <dataDir>/releases/<id>/   one unpacked, checked bundle each
//   <dataDir>/current  →  releases/<id>   (a symlink replaced by rename(2): never missing, never half-written)
//
// A new bundle is downloaded, unpacked (safely, by unpackBundle), matched against its manifest and the pinned
// version, and only then made current. Anything failing on the way leaves the current release as it was.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readlink, realpath, rename, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { readManifest } from '../bundle/manifest-io.ts';
import type { Manifest } from '../core/types.ts';
import { holdToSequence } from '../sign/release-sequence.ts';
import { readServedSequence } from './served-sequence.ts';
import type { UnpackLimits } from '../bundle/unpack.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';
import { checkSignedTree } from '../delta/apply-delta.ts';
import { prepareArtifact, pruneBundleShas } from './artifact.ts';
import { StaticExportError } from '../core/errors.ts';
import { checkSite } from './check-site.ts';
import { fetchBundle, type FetchBundleOptions } from '../net/fetch-bundle.ts';
import { redactUrl } from '../net/redact-url.ts';
import type { ServedRelease } from './handler.ts';
import { indexSite, loadSite } from './site.ts';

export type BundleSource = { kind: 'dir'; path: string } | { kind: 'file'; path: string } | { kind: 'url'; url: string };

export interface ReleaseOptions {
  dataDir: string;
  /** Refuse a bundle whose manifest version differs. */
  pinVersion?: string;
  download?: FetchBundleOptions;
  unpackLimits?: UnpackLimits;
  log?: (line: string) => void;
  /** Abandons the preparation (a newer reload, or the server closing): the download stops, nothing is kept. */
  signal?: AbortSignal;
  /** Only signed bundles and deltas (STATIC_EXPORT_TRUSTED_KEYS); without, any bundle that matches its manifest. */
  trustedKeys?: readonly SshPublicKey[];
  /** The release being served: the base a delta must be made for (else the data directory's `current`). */
  live?: () => ServedRelease | undefined;
  /** With trusted keys: serve a signed release older than the newest one served (a deliberate rollback), loudly. */
  allowRollback?: boolean;
}

/** With trusted keys, refuses a release older than the newest this data directory has served (served-sequence.ts). */
async function holdToServed(manifest: Manifest, options: ReleaseOptions): Promise<void> {
  if (!options.trustedKeys) return;
  holdToSequence(manifest, {
    trusted: await readServedSequence(options.dataDir),
    what: 'the newest release this server has served',
    ...(options.allowRollback ? { allowRollback: true } : {}),
    ...(options.log ? { warn: options.log } : {}),
    override: 'STATIC_EXPORT_ALLOW_ROLLBACK=true',
  });
}

export function describeSource(source: BundleSource): string {
  return source.kind === 'url' ? redactUrl(source.url) : source.path;
}

function releaseId(): string {
  // Sortable by time, unique across processes sharing a data directory.
  return `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

function checkPin(version: string, pin: string | undefined): void {
  if (pin !== undefined && version !== pin) {
    throw new StaticExportError('BAD_MANIFEST', `the bundle is version ${JSON.stringify(version)}, but version ${JSON.stringify(pin)} is pinned`);
  }
}

/** A served directory is checked in place: nothing is copied, nothing is written. */
async function directoryRelease(path: string, options: ReleaseOptions): Promise<ServedRelease> {
  const site = await loadSite(path);
  checkPin(site.manifest.version, options.pinVersion);
  await checkSite(site.dir, site.manifest);
  if (options.trustedKeys) await checkSignedTree(site.dir, options.trustedKeys);
  await holdToServed(site.manifest, options);
  return { site, source: path, loadedAt: new Date() };
}

async function unpackedRelease(source: BundleSource, options: ReleaseOptions): Promise<ServedRelease> {
  const id = releaseId();
  const dir = join(options.dataDir, 'releases', id);
  let archive: string;
  let downloaded: string | undefined;
  if (source.kind === 'url') {
    await mkdir(join(options.dataDir, 'downloads'), { recursive: true });
    downloaded = join(options.dataDir, 'downloads', `${id}.tar.gz`);
    const got = await fetchBundle(source.url, downloaded, { ...options.download, ...(options.signal ? { signal: options.signal } : {}) });
    options.log?.(`downloaded ${got.bytes} bytes (sha256 ${got.sha256})`);
    archive = got.file;
  } else {
    archive = (source as { path: string }).path;
  }
  try {
    const liveDir = options.live?.()?.site.dir ?? (await loadCurrent(options.dataDir))?.site.dir;
    const prepared = await prepareArtifact(archive, dir, {
      dataDir: options.dataDir,
      ...(options.trustedKeys ? { trustedKeys: options.trustedKeys } : {}),
      ...(options.unpackLimits ? { unpackLimits: options.unpackLimits } : {}),
      ...(liveDir ? { liveDir } : {}),
    });
    if (prepared.delta) options.log?.(`applied a delta to the live release: bundle sha256 ${prepared.sha256}`);
    if (prepared.signer) options.log?.(`signature good, by ${prepared.signer}`);
    const manifest = await readManifest(dir);
    checkPin(manifest.version, options.pinVersion);
    await checkSite(dir, manifest);
    await holdToServed(manifest, options);
    options.signal?.throwIfAborted();
    return { site: indexSite(await realpath(dir), manifest), source: describeSource(source), loadedAt: new Date() };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    if (downloaded) await rm(downloaded, { force: true });
  }
}

/** Gets, unpacks and checks a bundle; does not make it current. */
export async function prepareRelease(source: BundleSource, options: ReleaseOptions): Promise<ServedRelease> {
  return source.kind === 'dir' ? directoryRelease(source.path, options) : unpackedRelease(source, options);
}

/** Points `current` at the release (when it lives in the data directory) and removes all but it and the one before. */
export async function activate(release: ServedRelease, dataDir: string): Promise<void> {
  const releases = join(dataDir, 'releases');
  const real = await realpath(releases).catch(() => undefined);
  if (!real || !release.site.dir.startsWith(`${real}/`)) return; // a served directory: nothing to point at
  const name = release.site.dir.slice(real.length + 1);
  const link = join(dataDir, 'current');
  const previous = await readlink(link).catch(() => undefined);
  const tmp = join(dataDir, `.current-${randomBytes(4).toString('hex')}`);
  await symlink(join('releases', name), tmp);
  await rename(tmp, link);
  const keep = new Set([name, previous?.replace(/^releases\//, '')]);
  for (const entry of await readdir(releases)) {
    if (!keep.has(entry)) await rm(join(releases, entry), { recursive: true, force: true });
  }
  await pruneBundleShas(dataDir, keep);
}

/** The release `current` points at, from an earlier run: served when a new bundle cannot be had. */
export async function loadCurrent(dataDir: string): Promise<ServedRelease | undefined> {
  try {
    const site = await loadSite(join(dataDir, 'current'));
    return { site, source: `previous release ${await readlink(join(dataDir, 'current'))}`, loadedAt: new Date() };
  } catch {
    return undefined;
  }
}
