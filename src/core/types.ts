// Types at the boundaries, declared once: the CLI, the Action, the REST API and the engine all use these.

import type { ExportWarning, Manifest } from './manifest-types.ts';

// ---------------------------------------------------------------- REST API (docs/spec/static-export-api.md)

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface StartStaticExportRequest {
  /** Host name of the deployment to export, e.g. `docs.acme.com`. */
  domain: string;
  /** Label for this export; defaults to `latest`. */
  version?: string;
  /** Page paths to include (`guides/setup`, no leading slash needed). All pages when omitted. */
  paths?: string[];
  /** Build the offline search index and add the search dialog to every page. @default true */
  search?: boolean;
}

export interface StaticExportJob {
  jobId: string;
  status: JobStatus;
  /** 0..100; never decreases; 100 only when `completed`. */
  progress: number;
  /** Pages written so far. */
  pageCount: number;
  /** Warnings recorded so far (broken links, failed fetches, limits hit); listed by `GET …/jobs/{jobId}/warnings`. */
  warnings: number;
  createdAt: string;
  updatedAt: string;
  /** Present only when `status` is `failed`. */
  error?: string;
  /**
   * Extension: for a job started with `since`, once completed: whether PREV was used (or why not), the
   * change report (also `GET …/jobs/{jobId}/changes`) and what the run transferred.
   */
  changes?: IncrementalOutcome;
}

/** `GET …/jobs/{jobId}/changes`. */
export interface JobChanges extends IncrementalOutcome {
  jobId: string;
  /** The job PREV came from. */
  since: string;
}

export interface BundleResult {
  bundleUrl: string;
  expiresAt: string;
  jobId: string;
  version: string;
  sha256: string;
  bytes: number;
  /** Extension: when the request asked for a delta, the job whose bundle it applies to (`bundleUrl` is the delta). */
  deltaFrom?: string;
}

/** Optional body of `POST …/jobs/{jobId}/bundle`. */
export interface BundleRequest {
  /** Lifetime of the link in seconds, 1 to 604800 (7 days). Default: the server's `STATIC_EXPORT_LINK_TTL`. */
  linkTtlSeconds?: number;
  /**
   * Extension: link to the delta from this earlier job's bundle to this job's (`static-export apply`), instead of
   * the full bundle. Both jobs must be completed jobs of the same organization.
   */
  deltaFrom?: string;
  /** Extension: with `deltaFrom` a job newer than this one, make the delta anyway (a deliberate rollback). */
  allowRollback?: boolean;
}

/** `GET …/jobs/{jobId}/warnings`: the warnings of a completed job, as its bundle manifest records them. */
export interface JobWarnings {
  jobId: string;
  /** All warnings of the job; `warnings` holds at most the first 1000 of them. */
  total: number;
  warnings: ExportWarning[];
}

export interface ErrorBody {
  error: string;
}

// ---------------------------------------------------------------- the export engine

/** Header name (lower-case) → value. */
export type RequestHeaders = Record<string, string>;

export interface ExportOptions {
  /**
   * Origin (and optional base path) of the site: `https://docs.acme.com` or `http://127.0.0.1:3000/docs`; a bare
   * host name means https. Required.
   */
  url: string;
  /** Directory the site is written into; created, must be empty or absent. Required. */
  outDir: string;
  /**
   * Restrict the export to exactly these page paths (plus what they need), e.g. `['guides/setup']`.
   * @default every page the sitemaps and links reach
   */
  paths?: string[];
  /** Version label recorded in the manifest: 1 to 128 printable characters. @default 'latest' */
  version?: string;
  /** Pages at most; the rest are listed as `max-pages` warnings. A whole number ≥ 1. @default 10_000 */
  maxPages?: number;
  /** Link-following depth from the start page. A whole number ≥ 1. @default 50 */
  maxDepth?: number;
  /** Requests in flight at once. A whole number from 1 to 256. @default 16 */
  concurrency?: number;
  /** Per-request timeout in ms. A whole number ≥ 1. @default 30_000 */
  timeoutMs?: number;
  /** Per-file size limit in bytes; larger files are skipped with a `too-large` warning. @default 52_428_800 (50 MiB) */
  maxFileBytes?: number;
  /** Retries after the first attempt on network errors, timeouts, 408/425/429 and 5xx. 0 to 100. @default 3 */
  retries?: number;
  /** Base of the exponential backoff in ms (doubled per retry, with jitter; Retry-After wins when longer). @default 250 */
  retryBaseMs?: number;
  /** The User-Agent header of every request. @default a current desktop Chrome's (DEFAULT_USER_AGENT) */
  userAgent?: string;
  /** Download assets from other hosts into the bundle. @default true */
  localiseExternal?: boolean;
  /**
   * Worker threads that rewrite pages, payloads and stylesheets while the main thread fetches; 0 rewrites everything
   * on the main thread. The bundle is the same either way. A whole number from 0 to 64.
   * @default one less than the cores Node may use (`os.availableParallelism()`), at least 1
   */
  transformThreads?: number;
  /**
   * Extra request headers for a site behind authentication (`authorization`, `cookie`, …), names lower-cased.
   * Sent only to the source origin (scheme, host and port of `url`): never to other hosts, never on a redirect to
   * another origin. Secrets: kept out of manifests, job records, logs and warnings.
   * @default undefined (no extra headers)
   */
  requestHeaders?: RequestHeaders;
  /**
   * Build an offline full-text index of every page into the bundle (`_static-export/search/`) and add a search
   * dialog to every page. The Markdown twins and `llms.txt` are written either way.
   * @default true
   */
  search?: boolean;
  /**
   * Private addresses the export may reach besides the origin's own address and port: `host[:port]` or a CIDR
   * (`127.0.0.1:4000`, `[::1]:8080`, `wiki.internal`, `10.0.0.0/8`). Everything else that is not a public
   * address (loopback, private, link-local, CGNAT, multicast, metadata, …) is refused at connect time.
   * @default []
   */
  allowPrivate?: string[];
  /**
   * A door's own restriction on top of the engine's outbound policy (the API: only the organization's domains).
   * Called at connect time with the resolved address; it can refuse more, never allow more.
   */
  allowAddress?: AddressCheck;
  /**
   * An earlier bundle of the same site (a `.tar.gz` path or http(s) URL, or an unpacked bundle directory): files
   * the origin says are unchanged (304 on the validators PREV recorded, or a content-hashed/immutable URL) are
   * taken from it instead of fetched and transformed again, and the bundle gets `_static-export/changes.json`.
   * The bundle is byte for byte the one a full export of the same state gives; a PREV that cannot promise that
   * (another site, base path, options or format, or files that do not match its manifest) makes a full export.
   * @default undefined (a full export)
   */
  since?: string;
  /**
   * The release's sequence number in the manifest (`sequence`), a whole number ≥ 1: what consumers holding a
   * release refuse to go below. @default PREV's + 1 with `since` (when PREV's manifest can be read), else 1
   */
  sequence?: number;
  /** The manifest's `createdAt`: an ISO 8601 time, or `now` (the clock: bundles then differ). @default none */
  createdAt?: string;
}

/**
 * A connect-time check: the resolved address, the host as the URL names it, the port. Returns undefined to
 * allow the connection, or the rule that refuses it (named in the manifest warning; never the address).
 */
export type AddressCheck = (address: string, host: string, port: number) => string | undefined;

/** What to export, as every door states it: ExportOptions without where the files go (the pipeline decides). */
export type SiteOptions = Omit<ExportOptions, 'outDir'>;

/** One export packed into one archive: what `exportBundle` returns to every door. */
export interface ExportedBundle {
  /** Absolute path of the `.tar.gz` written. */
  archive: string;
  sha256: string;
  bytes: number;
  /** Entries in the archive. */
  files: number;
  manifest: Manifest;
  pageCount: number;
  assetCount: number;
  /** Export and packing together. */
  durationMs: number;
  /** What packing added after the export was over (the site's files are packed while the search index is built). */
  packMs: number;
  /** With `since`: whether PREV was used (or why not), the change report, the transfer figures. */
  incremental?: IncrementalOutcome;
}

/** What an export is doing: crawling pages, building the search index (the site is packed meanwhile), packing the rest. */
export type ExportPhase = 'crawl' | 'index' | 'pack';

export interface ExportProgress {
  /** Set by the pipeline (exportBundle); an export without an archive only crawls. @default 'crawl' */
  phase?: ExportPhase;
  pagesDone: number;
  pagesDiscovered: number;
  filesDone: number;
  bytes: number;
  errors: number;
  /** Requests waiting or in flight. */
  pending: number;
}

export interface ExportHooks {
  onProgress?: (p: ExportProgress) => void;
  signal?: AbortSignal;
}

/** What the search and AI-surface stage cost (the bench reports it as a share of the export). */
export interface SearchCost {
  /** CPU time reading each page's content and preparing its index input (ms), on whichever thread did it. */
  contentMs: number;
  /** CPU time turning contents into Markdown twins (ms), on whichever thread did it. */
  markdownMs: number;
  /** Building the index after the crawl, Pagefind's process included (ms). */
  indexMs: number;
  /** Pages Pagefind had been given before the crawl was over (the rest, or all of them again, go after it). */
  indexedDuringCrawl: number;
  /** Bytes of the search files (index, file:// index, dialog), of the Markdown twins, and of llms.txt. */
  indexBytes: number;
  markdownBytes: number;
  llmsBytes: number;
  /** A `since` export took the index, the `file://` index and llms.txt from PREV: no page digested, no Pagefind run. */
  reused?: true;
}

export interface ExportResult {
  outDir: string;
  manifest: Manifest;
  pageCount: number;
  assetCount: number;
  bytes: number;
  durationMs: number;
  search?: SearchCost;
  /** With `since`: whether PREV was used, why not, what changed, what it saved. */
  incremental?: IncrementalOutcome;
}

/** What `since` did for one export (CLI summary, Action outputs, the API job's `changes`). */
export interface IncrementalOutcome {
  /** PREV's files were reused (false: a full export, for `reason`). */
  used: boolean;
  /** One line: why PREV was not used. */
  reason?: string;
  /** The report written to `_static-export/changes.json`. */
  changes?: ChangeReport;
  /** What this run transferred, and what it took from PREV instead (not in the bundle: it differs run to run). */
  transfer: TransferFigures;
  /**
   * Wall time spent opening and checking PREV (ms), before the crawl's first request: the conditional requests need
   * its manifest, which is an archive's last entry.
   */
  previousMs?: number;
}

export interface TransferFigures {
  /** Requests sent and response body bytes received. */
  requests: number;
  bytes: number;
  /** Files taken from PREV (after a 304, or without a request) and their bytes: what a full export fetches again. */
  reusedFiles: number;
  reusedBytes: number;
  /** Of the reused files, those taken without any request (content-hashed or immutable URLs; payloads of a 304 page). */
  reusedWithoutRequest: number;
}

/** `_static-export/changes.json`: what a bundle changes against PREV, judged by content, not bytes. */
export interface ChangeReport {
  /** The `source` of both bundles. */
  source: string;
  pages: {
    /** Page paths new in this bundle. */
    added: string[];
    removed: string[];
    /** Pages whose content changed (their Markdown twin differs), not merely their bytes. */
    changed: string[];
    unchanged: number;
  };
  /** Heading ids a page had in PREV and no longer has, with the pages of this bundle that still link to them. */
  anchorsRemoved: { page: string; anchor: string; linkedFrom: string[] }[];
  /** Links that answer 404 now and did not in PREV: `url` the target, `referrer` the page naming it. */
  brokenLinks: { url: string; referrer?: string }[];
  redirects: { added: { from: string; to: string }[]; removed: { from: string; to: string }[] };
}

// ---------------------------------------------------------------- the bundle manifest: manifest-types.ts

export * from './manifest-types.ts';
