// The export, top to bottom: options, PREV opened for a `since` export, the crawl (crawl.ts: discover → fetch →
// transform → write), then what needs the whole crawl (the change report, the manifest, the nginx block). Packing
// and storing happen after, on the directory this returns and, for an export bound for an archive, the spool file
// that holds its pages and payloads (src/bundle/spool.ts, pack.ts, src/store/). PREV found not to be what its
// manifest says while the crawl ran makes the export start again as a full one.

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StaticExportError } from '../core/errors.ts';
import { resolveSiteOptions } from '../core/options.ts';
import { echoForms, looksSecret, secretValues } from '../core/request-headers.ts';
import type { ExportHooks, ExportOptions, ExportResult, ExportShape, IncrementalOutcome } from '../core/types.ts';
import { META_DIR } from '../core/types.ts';
import { writeManifest } from '../bundle/manifest-io.ts';
import type { Spool } from '../bundle/spool.ts';
import type { PreviousMembers } from '../bundle/gzip-members.ts';
import { renderNginxConfig } from '../hosting/nginx-config.ts';
import { writeChangeReport } from './change-report.ts';
import { Crawl } from './crawl.ts';
import { createFetcher } from './fetch-retry.ts';
import { DEFAULT_USER_AGENT } from './fetcher.ts';
import type { Fetcher } from './fetcher.ts';
import { normalisePagePath } from './layout.ts';
import { GENERATOR, sourceOf } from './manifest-builder.ts';
import { composeChecks, outboundPolicy } from '../net/outbound-policy.ts';
import { openPrevious, type PreviousBundle, previousWorkDir, removePreviousWorkDir } from './previous-bundle.ts';
import type { PreviousTrust } from './previous-trust.ts';
import { releaseFields } from './release-fields.ts';
import type { ResolvedOptions } from './stage-context.ts';
import { countingFetcher, newTransferFigures } from './transfer-count.ts';
import { bundlePath, DirMaker, writeBundleFile } from './write-file.ts';

/**
 * What an export is wired to, for the pipeline and for tests; the public options say only what to export.
 * - `fetcher`: every request goes through it (tests pass an in-memory one: no sockets). The caller closes it.
 * - `spool`: for an export that goes straight into an archive, pages and payloads are appended to this one file
 *   instead of a file each under `outDir` (src/bundle/spool.ts says why); the caller packs and closes it.
 */
export interface ExportSeams {
  fetcher?: Fetcher;
  spool?: Spool;
  /**
   * With `since`: take unchanged files from PREV (default). false: fetch everything, PREV only feeding the change
   * report: the full export of the same state an incremental one must equal byte for byte (the `since` tests).
   */
  reuse?: boolean;
  /**
   * With `since` and reuse: PREV's archive's gzip members, for the archive this export goes into (packBundle's
   * `previous`); the receiver closes them.
   */
  onPreviousMembers?: (members: PreviousMembers) => void;
  /** With `since`, for an export that signs: PREV must pass this check or nothing is taken from it. */
  trustPrevious?: PreviousTrust;
}

export async function exportSite(options: ExportOptions, hooks: ExportHooks = {}, seams: ExportSeams = {}): Promise<ExportResult> {
  return exportSiteInStages(options, hooks, seams).done;
}

/** An export seen in its two stages, so a caller can start on the first while the second runs. */
export interface StagedExport {
  /**
   * The crawl is over: every file outside `_static-export/` is written and final. What remains (the search index,
   * the manifest, the nginx block) is all inside `_static-export/`.
   */
  crawled: Promise<void>;
  /** Everything written. */
  done: Promise<ExportResult>;
}

export function exportSiteInStages(options: ExportOptions, hooks: ExportHooks = {}, seams: ExportSeams = {}): StagedExport {
  let crawled!: () => void;
  const crawledPromise = new Promise<void>((resolve) => {
    crawled = resolve;
  });
  const done = runExport(options, hooks, seams, crawled);
  // A failed crawl rejects `done` and, through the race, `crawled`; marked handled here, since exportSite() never
  // awaits it (an unhandled rejection would end the process), while a caller awaiting it still sees the error.
  const crawledOrFailed = Promise.race([crawledPromise, done.then(() => undefined)]);
  crawledOrFailed.catch(() => undefined);
  return { crawled: crawledOrFailed, done };
}

/**
 * PREV was found not to be what its manifest says while the crawl ran (previous-bundle.ts reads an archive beside
 * the crawl): what it gave cannot be trusted, so the export starts again as a full one.
 */
class PreviousRefusedLate extends Error {
  readonly sequence: number | undefined;
  constructor(message: string, sequence: number | undefined) {
    super(message);
    this.sequence = sequence;
  }
}

async function runExport(options: ExportOptions, hooks: ExportHooks, seams: ExportSeams, onCrawled: () => void): Promise<ExportResult> {
  try {
    return await runExportOnce(options, hooks, seams, onCrawled);
  } catch (error) {
    if (!(error instanceof PreviousRefusedLate)) throw error;
    seams.spool?.clear();
    await rm(options.outDir, { recursive: true, force: true });
    return runExportOnce(options, hooks, seams, onCrawled, { reason: error.message, sequence: error.sequence });
  }
}

/** `refused`: why PREV is not used, found by an earlier try (a full export then, whatever `since` says). */
async function runExportOnce(
  options: ExportOptions,
  hooks: ExportHooks,
  seams: ExportSeams,
  onCrawled: () => void,
  refused?: { reason: string; sequence: number | undefined },
): Promise<ExportResult> {
  const started = performance.now();
  const valid = resolveSiteOptions(options);
  releaseFields(options, 0); // a bad sequence or time is refused before the crawl, not after it
  const site = valid.site;
  const only = valid.paths ? new Set(valid.paths.map((p) => normalisePagePath(new URL(p.slice(1), site).pathname))) : undefined;
  const opts: ResolvedOptions = {
    site,
    outDir: options.outDir,
    only,
    version: valid.version,
    maxPages: valid.maxPages,
    maxDepth: valid.maxDepth,
    concurrency: valid.concurrency,
    localiseExternal: valid.localiseExternal,
    transformThreads: valid.transformThreads,
    search: options.search ?? true,
    echo: echoForms(secretValues(options.requestHeaders).filter(looksSecret)),
  };
  await prepareOutDir(opts.outDir);
  const shape: ExportShape = {
    localiseExternal: opts.localiseExternal,
    search: opts.search,
    maxPages: opts.maxPages,
    maxDepth: opts.maxDepth,
    ...(only ? { paths: [...only].sort() } : {}),
  };

  const dirs = new DirMaker();
  opts.spool = seams.spool;
  const transfer = newTransferFigures();
  const makeFetcher = (maxFileBytes: number, credentials: boolean): Fetcher =>
    createFetcher({
      ensureDir: (dir) => dirs.ensure(dir),
      concurrency: opts.concurrency,
      timeoutMs: valid.timeoutMs,
      maxFileBytes,
      retries: valid.retries,
      retryBaseMs: valid.retryBaseMs,
      userAgent: valid.userAgent ?? DEFAULT_USER_AGENT,
      checkAddress: composeChecks(outboundPolicy(site, options.allowPrivate), options.allowAddress),
      ...(credentials && options.requestHeaders ? { originHeaders: { origin: site.origin, headers: options.requestHeaders } } : {}),
      signal: hooks.signal,
    });
  const fetcher = seams.fetcher ?? makeFetcher(valid.maxFileBytes, true);
  let crawl: Crawl | undefined;
  let prevDir: string | undefined;
  let previous: PreviousBundle | undefined;
  try {
    let reason: string | undefined;
    let previousMs: number | undefined;
    let previousSequence: number | undefined;
    if (options.since !== undefined) {
      const opening = performance.now();
      prevDir = await previousWorkDir(dirname(opts.outDir));
      // PREV's archive comes under the export's address policy, never with the site's credentials.
      const prevFetcher = seams.fetcher ?? makeFetcher(2 * 1024 ** 3, false);
      const opened = refused
        ? refused
        : only
          ? { reason: 'a fixed page list (paths) makes a full export: which page a link reaches depends on the crawl' }
          : await openPrevious({
              since: options.since,
              source: sourceOf(site),
              generator: GENERATOR,
              shape,
              fetcher: prevFetcher,
              workDir: prevDir,
              ...(seams.trustPrevious ? { trust: seams.trustPrevious } : {}),
            }).finally(() => (prevFetcher === fetcher ? undefined : prevFetcher.close()));
      previousMs = Math.round(performance.now() - opening);
      if ('reason' in opened) {
        reason = opened.reason;
        previousSequence = opened.sequence;
      } else {
        previous = opened.previous;
        previousSequence = previous.manifest.sequence ?? 0;
      }
    }
    const reuse = previous !== undefined && seams.reuse !== false;
    // PREV opened from its archive's end is still being read and checked: found not to match, the crawl stops and
    // the export starts again without it (runExport).
    const stop = new AbortController();
    const crawlHooks = previous ? { ...hooks, signal: hooks.signal ? AbortSignal.any([hooks.signal, stop.signal]) : stop.signal } : hooks;
    void previous?.verified.then((problem) => problem && stop.abort());
    crawl = new Crawl(opts, countingFetcher(fetcher, transfer), crawlHooks, dirs, { shape, ...(reuse ? { previous } : {}), transfer });
    const failed = await crawl.run().then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    const problem = await previous?.verified;
    if (problem) throw new PreviousRefusedLate(problem, previousSequence);
    if (failed) throw failed.error;
    if (reuse && seams.onPreviousMembers) {
      const members = await previous!.members();
      if (members) seams.onPreviousMembers(members);
    }
    // Nothing is transformed after the crawl: the threads and their heaps (tens of MB of RSS each) go before the
    // index and the archive are made, where the export's memory peaks.
    await crawl.transforms.close();
    onCrawled();
    await crawl.finish();
    const written = crawl;
    const changes = previous
      ? await writeChangeReport(
          previous,
          written.manifest(),
          (file) => (opts.spool ? opts.spool.read(file) : readFile(bundlePath(opts.outDir, file)).catch(() => undefined)),
          (file, data) => written.write(file, data),
        )
      : undefined;
    if (changes) crawl.addGenerated(changes.record);
    const manifest = { ...crawl.manifest(), ...releaseFields(options, previousSequence) };
    await writeManifest(opts.outDir, manifest);
    // A ready server block for nginx: what a file host cannot infer (RSC routing, next/image, 404, caching).
    await writeBundleFile(opts.outDir, `${META_DIR}/nginx.conf`, renderNginxConfig(manifest), dirs);
    return {
      outDir: opts.outDir,
      manifest,
      pageCount: manifest.pages.length,
      assetCount: manifest.assets.length,
      bytes: crawl.state.progress.bytes,
      durationMs: Math.round(performance.now() - started),
      search: crawl.search.cost,
      ...(options.since === undefined ? {} : { incremental: incrementalOutcome(reuse, reason, changes?.report, transfer, previousMs) }),
    };
  } finally {
    // The transform threads end with the export: no worker may keep a CLI process alive.
    await crawl?.transforms.close();
    await crawl?.search.dispose();
    await crawl?.previousPages.close();
    if (!seams.fetcher) await fetcher.close();
    await previous?.close();
    // Files linked into the spool stay open there until it is closed, and the pipeline's scratch folder that holds
    // this one goes after that: where an open file cannot be removed (Windows), it is left to that.
    if (prevDir) await removePreviousWorkDir(prevDir).catch(() => undefined);
  }
}

function incrementalOutcome(
  used: boolean,
  reason: string | undefined,
  changes: IncrementalOutcome['changes'],
  transfer: IncrementalOutcome['transfer'],
  previousMs: number | undefined,
): IncrementalOutcome {
  return { used, ...(reason ? { reason } : {}), ...(changes ? { changes } : {}), transfer, ...(previousMs === undefined ? {} : { previousMs }) };
}

async function prepareOutDir(dir: string): Promise<void> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new StaticExportError('OUT_DIR_NOT_EMPTY', `output directory ${dir} is not empty`);
  }
  await mkdir(dir, { recursive: true });
}
