// What one run of the Action produced, whichever mode ran; main.ts turns it into outputs, summary.ts into the summary.

export interface ActionResult {
  mode: 'api' | 'local';
  domain: string;
  /** The label the bundle carries. */
  version: string;
  pageCount: number;
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
  /** Warnings recorded in the manifest (local mode). */
  warnings: number | undefined;
}

/** Called as soon as things are known that a later step may want even if the run fails (the job id). */
export interface RunHooks {
  onJobStarted?: (jobId: string) => void;
}
