// What one run of the Action produced, whichever mode ran; main.ts turns it into outputs, summary.ts into the summary.
import type { ExportWarning, IncrementalOutcome } from '../core/types.ts';

/** A page of the bundle as the summary lists it. */
export interface PageRow {
  url: string;
  status: number;
}

export interface ActionResult {
  mode: 'api' | 'local';
  domain: string;
  /** The label the bundle carries. */
  version: string;
  pageCount: number;
  /** Assets in the bundle (local mode; API mode when the bundle was downloaded). */
  assetCount: number | undefined;
  sha256: string | undefined;
  bytes: number | undefined;
  /** Presigned download link (API mode, or local mode with S3). */
  bundleUrl: string | undefined;
  /** ISO 8601 time at which `bundleUrl` stops working. */
  expiresAt: string | undefined;
  /** API mode. */
  jobId: string | undefined;
  /** The archive on the runner (local mode, or API mode with `output`). */
  bundlePath: string | undefined;
  /** The bundle's manifest as a JSON file on the runner (when the archive is on the runner). */
  manifestPath: string | undefined;
  /** The unpacked bundle (`out-dir`). */
  outDir: string | undefined;
  /** Warnings the export recorded; undefined when the API does not report them. */
  warningCount: number | undefined;
  /** The warnings themselves, as far as they are known (the API lists at most 1000). */
  warnings: ExportWarning[];
  /** The pages with their status, when the manifest is on the runner. */
  pages: PageRow[] | undefined;
  /** The delta from `delta-from` to this bundle, when asked for: on the runner, and its link when uploaded. */
  deltaPath?: string | undefined;
  deltaUrl?: string | undefined;
  /** Local mode without S3: the archive lives only as long as the runner. */
  archiveOnRunnerOnly: boolean;
  /** With `since`: PREV used or why not, the change report, the transfer. */
  incremental?: IncrementalOutcome;
}

/** Called as soon as things are known that a later step may want even if the run fails (the job id). */
export interface RunHooks {
  onJobStarted?: (jobId: string) => void;
}
