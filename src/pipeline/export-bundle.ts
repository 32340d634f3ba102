// The one export-to-bundle pipeline every door runs (CLI, Action local mode, API job runner, bench): a scratch
// directory, the export, packing, hashing, cleanup. How pages reach the archive (a spool file or a directory tree)
// is decided here and nowhere else, so the doors only say what to export and where the archive goes.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { packBundle } from '../bundle/pack.ts';
import type { PreviousMembers } from '../bundle/gzip-members.ts';
import { Spool } from '../bundle/spool.ts';
import { StaticExportError } from '../core/errors.ts';
import type { PackedExport } from '../delta/delta-from-export.ts';
import type { ExportedBundle, ExportHooks, ExportResult, SiteOptions } from '../core/types.ts';
import { exportSiteInStages, type ExportSeams } from '../export/export-site.ts';
import { signBundleDir } from '../sign/bundle-signature.ts';
import { previousTrustCheck } from '../sign/previous-trust-check.ts';
import type { SshPrivateKey, SshPublicKey } from '../sign/ssh-keys.ts';
import { claimOutDir, type OutDirClaim } from './out-dir-claim.ts';
import { trackPhases } from './export-phases.ts';

export interface ExportBundleTarget {
  /** The `.tar.gz` to write. Written as `<out>.partial` and renamed: it is either absent or complete. */
  out: string;
  /**
   * Also keep the exported files in this directory (empty or absent). Default: none — pages and payloads then go
   * through one spool file in the scratch directory, which is faster on most disks (src/bundle/spool.ts).
   */
  outDir?: string;
  /** Where the scratch directory is made. @default the directory of `out` */
  workDir?: string;
  /**
   * Signs the manifest into `_static-export/manifest.json.sig` before `_static-export/` is packed. With `since`,
   * PREV must then be signed by this key or one of `sinceTrustedKeys`, or the export takes nothing from it.
   */
  signingKey?: SshPrivateKey;
  /** More keys whose signature makes PREV a base a signed export may build on (a rotated key's predecessor). */
  sinceTrustedKeys?: readonly SshPublicKey[];
  /**
   * Runs once the archive is written, before the scratch folder goes, with what the export still holds (a delta
   * made from it reads only what the export wrote: delta/delta-from-export.ts). Not counted in `durationMs`.
   */
  afterPack?: (packed: PackedExport) => Promise<void>;
}

export interface ExportBundleHooks extends ExportHooks {
  /** The crawl is over and packing starts. */
  onExported?: (result: ExportResult) => void;
}

export async function exportBundle(
  options: SiteOptions,
  target: ExportBundleTarget,
  hooks: ExportBundleHooks = {},
  seams: Pick<ExportSeams, 'fetcher' | 'reuse'> = {},
): Promise<ExportedBundle> {
  const started = performance.now();
  const out = resolve(target.out);
  const workRoot = resolve(target.workDir ?? dirname(out));
  await mkdir(workRoot, { recursive: true });
  const scratch = await mkdtemp(join(workRoot, '.static-export-'));
  let spool: Spool | undefined;
  // A `since` export's PREV archive: blocks the new archive repeats are copied from it (bundle/gzip-members.ts).
  let members: PreviousMembers | undefined;
  let claim: OutDirClaim | undefined;
  let completed = false;
  try {
    if (target.outDir) claim = await claimOutDir(resolve(target.outDir));
    const outDir = target.outDir ? resolve(target.outDir) : join(scratch, 'site');
    if (!target.outDir) {
      spool = await Spool.create(join(scratch, 'pages.spool')).catch((error: unknown) => {
        throw new StaticExportError('INVALID_OPTION', `cannot create a scratch file in ${workRoot}: ${(error as Error).message}`, { cause: error });
      });
    }
    const trust = target.signingKey ? previousTrustCheck([target.signingKey.publicKey, ...(target.sinceTrustedKeys ?? [])]) : undefined;
    const phases = trackPhases(hooks.onProgress);
    const staged = exportSiteInStages(
      { ...options, outDir },
      { ...hooks, ...(phases ? { onProgress: phases.update } : {}) },
      {
        ...seams,
        ...(trust ? { trustPrevious: trust } : {}),
        ...(spool ? { spool } : {}),
        onPreviousMembers: (m) => {
          members = m;
        },
      },
    );
    // Packing starts when the crawl is over: the site's files are final then, and are packed while the export
    // still builds the search index into _static-export/, which the archive takes last (bundle/pack.ts).
    await staged.crawled;
    hooks.signal?.throwIfAborted();
    phases?.enter('index');
    let exportedAt = 0;
    const finished = staged.done.then(async (result) => {
      hooks.signal?.throwIfAborted();
      if (target.signingKey) await signBundleDir(outDir, target.signingKey);
      exportedAt = performance.now();
      phases?.enter('pack');
      hooks.onExported?.(result);
      return result;
    });
    // Both settle before the scratch directory goes: a pack must not be left reading a spool being removed.
    const [exported, packing] = await Promise.allSettled([
      finished,
      packBundle(outDir, out, { ...(spool ? { spool } : {}), ...(members ? { previous: members } : {}), metaReady: finished }),
    ]);
    if (exported.status === 'rejected') throw exported.reason;
    if (packing.status === 'rejected') throw packing.reason;
    const result = exported.value;
    const packed = packing.value;
    // What packing added after the export was over (the rest of it ran beside the index build).
    const packMs = Math.round(performance.now() - exportedAt);
    const durationMs = Math.round(performance.now() - started);
    // The archive and the user's folder are complete: a failing afterPack leaves both.
    completed = true;
    await target.afterPack?.({
      archive: out,
      sha256: packed.sha256,
      bytes: packed.bytes,
      outDir,
      ...(spool ? { spool } : {}),
      ...(members ? { previous: members } : {}),
    });
    return {
      archive: out,
      sha256: packed.sha256,
      bytes: packed.bytes,
      files: packed.files,
      manifest: result.manifest,
      pageCount: result.pageCount,
      assetCount: result.assetCount,
      durationMs,
      packMs,
      ...(result.incremental ? { incremental: result.incremental } : {}),
    };
  } finally {
    await members?.close().catch(() => {});
    await spool?.close().catch(() => {});
    await rm(scratch, { recursive: true, force: true });
    // A failed or interrupted export leaves the user's folder as it found it, as it leaves no archive.
    if (!completed) await claim?.release().catch(() => {});
  }
}
