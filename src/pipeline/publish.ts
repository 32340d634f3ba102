// The publish sequence, the one every door runs: export (signed when there is a key) → change gate → delta → store
// → link → the door's record of the run, all under the run's limits (a wall clock and a byte budget). The CLI, the
// Action's local mode, the API's embedded runner and the cluster worker each say only what differs — where the
// archive goes, their progress sink, their store, their limits — so a rule added here holds for every door.
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { BuiltDelta } from '../delta/build-delta.ts';
import { buildDelta } from '../delta/build-delta.ts';
import { deltaFromExport, type PackedExport } from '../delta/delta-from-export.ts';
import { describeError, StaticExportError } from '../core/errors.ts';
import type { ExportedBundle, ExportProgress, SiteOptions } from '../core/types.ts';
import type { BundleLink, BundleStore } from '../store/bundle-store.ts';
import { exportBundle, type ExportBundleHooks, type ExportBundleTarget } from './export-bundle.ts';

/** The export-to-bundle step; a door may hand in another (tests run jobs without a site). */
export type ExportBundleFn = typeof exportBundle;

/** What one run may use before it is stopped and fails, saying which limit it passed. */
export interface PublishLimits {
  /** Longest the run may take, from its start to its record. */
  maxMs?: number;
  /** Most bytes the export may fetch and write (pages, assets, payloads). */
  maxBytes?: number;
}

/** Where a finished archive (and its delta) go, and whether download links are made for them. */
export interface PublishStore {
  store: BundleStore;
  /** The archive's key, named once its bytes are known. */
  key(bundle: ExportedBundle): string;
  /** The delta's key, when the run makes one. @default the archive's key with `.delta.tar.gz` */
  deltaKey?(key: string, delta: BuiltDelta): string;
  /** Makes a download link of this lifetime for each object stored. @default no link */
  linkTtlSeconds?: number;
  /** Where `key` is, in the words of an error: a failure to store then names it. @default the store's own error */
  where?(key: string): string;
}

/** Each step as it ends (or, for `storing`, as it starts): what a door prints or records. */
export type PublishEvent =
  | { step: 'exported'; bundle: ExportedBundle }
  | { step: 'delta'; delta: BuiltDelta }
  | { step: 'storing'; key: string }
  | { step: 'stored'; key: string; link?: BundleLink }
  | { step: 'delta-stored'; key: string; link?: BundleLink };

export interface PublishRequest {
  /** What to export; a function when reading it (PREV from a store, the domain's headers) belongs under the limits. */
  options: SiteOptions | ((signal: AbortSignal) => Promise<SiteOptions>);
  target: ExportBundleTarget;
  /** Progress and the caller's own abort (a signal, a shutdown); the limits add theirs. */
  hooks?: ExportBundleHooks;
  limits?: PublishLimits;
  /** Refuses the bundle (by throwing) before anything is made from it or leaves the machine. */
  gate?(bundle: ExportedBundle): void | Promise<void>;
  /** A delta from `base` (a local `.tar.gz`) to the new bundle, written to `out`, signed with the bundle's key. */
  delta?: { base: string; out: string };
  store?: PublishStore;
  onStep?(event: PublishEvent): void;
  /** The last step: the door's record of the run, written only when every step before it succeeded. */
  record?(published: Published): Promise<void>;
  exportBundle?: ExportBundleFn;
}

export interface Published {
  bundle: ExportedBundle;
  delta?: BuiltDelta;
  stored?: { key: string; link?: BundleLink };
  deltaStored?: { key: string; link?: BundleLink };
}

/** The error a run ends with when it passes one of its limits (a re-run would pass it again). */
const limitError = (message: string) => new StaticExportError('LIMIT_EXCEEDED', message);

export async function publish(request: PublishRequest): Promise<Published> {
  const { hooks = {}, limits = {} } = request;
  const limit = new AbortController();
  const over = (why: string) => {
    if (!limit.signal.aborted) limit.abort(limitError(why));
  };
  const clock =
    limits.maxMs === undefined ? undefined : setTimeout(() => over(`the export took longer than the per-job limit of ${limits.maxMs! / 1000} s`), limits.maxMs);
  const signal = hooks.signal ? AbortSignal.any([hooks.signal, limit.signal]) : limit.signal;
  const onProgress = (p: ExportProgress) => {
    if (limits.maxBytes !== undefined && p.bytes > limits.maxBytes) over(`the export fetched more than the ${limits.maxBytes}-byte limit per job`);
    if (!signal.aborted) hooks.onProgress?.(p);
  };
  // A delta made by the export itself (deltaFromExport), written beside its place until the gate lets the bundle go.
  let early: BuiltDelta | undefined;
  try {
    const options = typeof request.options === 'function' ? await request.options(signal) : request.options;
    signal.throwIfAborted();
    const deltaOptions = request.target.signingKey ? { signingKey: request.target.signingKey } : {};
    const { delta } = request;
    // When the delta's base is the export's own PREV, the delta is made from what the export still holds (PREV as it
    // read it, the files it wrote), not from the two archives read again; the same bytes either way.
    const fromExport = delta !== undefined && options.since !== undefined && resolve(options.since) === resolve(delta.base);
    const callerAfterPack = request.target.afterPack;
    const target: ExportBundleTarget = fromExport
      ? {
          ...request.target,
          afterPack: async (packed: PackedExport) => {
            await callerAfterPack?.(packed);
            const staging = join(dirname(resolve(delta.out)), `.${basename(delta.out)}.${randomBytes(6).toString('hex')}.tar.gz`);
            early = await deltaFromExport(delta.base, packed, staging, deltaOptions);
          },
        }
      : request.target;
    const bundle = await (request.exportBundle ?? exportBundle)(options, target, { ...hooks, signal, onProgress });
    signal.throwIfAborted();
    request.onStep?.({ step: 'exported', bundle });
    await request.gate?.(bundle);
    const published: Published = { bundle };
    if (delta) {
      if (early) {
        await rename(early.file, delta.out);
        published.delta = { ...early, file: resolve(delta.out) };
        early = undefined;
      } else published.delta = await buildDelta(delta.base, bundle.archive, delta.out, deltaOptions);
      request.onStep?.({ step: 'delta', delta: published.delta });
      signal.throwIfAborted();
    }
    if (request.store) {
      const key = request.store.key(bundle);
      request.onStep?.({ step: 'storing', key });
      published.stored = await storeOne(request.store, key, bundle.archive, bundle);
      request.onStep?.({ step: 'stored', ...published.stored });
      if (published.delta) {
        const deltaKey = request.store.deltaKey?.(key, published.delta) ?? key.replace(/\.(tar\.gz|tgz)$/i, '.delta.tar.gz');
        published.deltaStored = await storeOne(request.store, deltaKey, published.delta.file, published.delta);
        request.onStep?.({ step: 'delta-stored', ...published.deltaStored });
      }
    }
    await request.record?.(published);
    return published;
  } catch (error) {
    // The caller's own abort (a shutdown) wins over a limit reached in the same moment: the caller decides then.
    if (limit.signal.aborted && !hooks.signal?.aborted) throw limit.signal.reason;
    throw error;
  } finally {
    clearTimeout(clock);
    // A delta made before the gate refused the bundle (or a later step failed first) is not left behind.
    if (early) await rm(early.file, { force: true }).catch(() => {});
  }
}

async function storeOne(target: PublishStore, key: string, file: string, meta: { sha256: string; bytes: number }) {
  try {
    await target.store.put(key, file, { sha256: meta.sha256, bytes: meta.bytes });
    return target.linkTtlSeconds === undefined ? { key } : { key, link: await target.store.link(key, target.linkTtlSeconds) };
  } catch (error) {
    if (!target.where) throw error;
    throw new Error(`uploading ${target.where(key)} failed: ${describeError(error)}`, { cause: error });
  }
}
