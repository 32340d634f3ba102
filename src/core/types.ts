// Types at the boundaries, declared once: the CLI, the Action, the REST API and the engine all use these.

// ---------------------------------------------------------------- REST API (../shared/spec/static-export-api.md)

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
   * Extension (issue 25): for a job started with `since`, once completed: whether PREV was used (or why not), the
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

/** What the search and AI-surface stage cost (for the bench: issue 13's targets are shares of the export). */
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

// ---------------------------------------------------------------- the bundle manifest (`_static-export/manifest.json`)

export const MANIFEST_FORMAT = 'static-export/1';
/** Where the manifest and host configs live inside a bundle; chosen so no site file can collide with it. */
export const META_DIR = '_static-export';
export const MANIFEST_PATH = `${META_DIR}/manifest.json`;
/** The manifest's OpenSSH signature (sign/bundle-signature.ts). */
export const SIGNATURE_PATH = `${MANIFEST_PATH}.sig`;
/** A `since` export's change report (export/change-report.ts). */
export const CHANGES_PATH = `${META_DIR}/changes.json`;

export interface FileRecord {
  /** Path inside the bundle, `/`-separated, relative, never escaping the root. */
  file: string;
  bytes: number;
  sha256: string;
  contentType: string;
  /** The response's validators, for the conditional requests of a later `since` export. */
  validators?: Validators;
  /** The response said `Cache-Control: immutable`: a later `since` export reuses it without asking. */
  immutable?: boolean;
  /**
   * What the file names, for a later `since` export that reuses the file without transforming it: same-site
   * references as `/path?query`, others absolute; pages prefixed `page:`, assets not. Absent when it names nothing.
   */
  refs?: string[];
}

export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** One RSC response saved to a file: which request it answers and which headers a host must replay. */
export interface RscRecord extends FileRecord {
  /** `full`: `RSC: 1` navigation payload. `segment`: Next 16 per-segment prefetch (`Next-Router-Segment-Prefetch`). */
  kind: 'full' | 'segment';
  /** The `Next-Router-Segment-Prefetch` value this file answers (`/_tree`, `/docs/intro/__PAGE__`, …). */
  segment?: string;
  /** Response headers a host must send with this payload (`x-nextjs-postponed`, `x-nextjs-deployment-id`, …). */
  headers: Record<string, string>;
}

export interface PageRecord extends FileRecord {
  /** Path of the page on the source site, e.g. `/docs/intro` (root is `/`). */
  url: string;
  status: number;
  title?: string;
  rsc: RscRecord[];
}

export interface AssetRecord extends FileRecord {
  /** Absolute URL the asset was fetched from (same-site assets as a path with query: `/_next/image?url=…`). */
  url: string;
}

export interface RedirectRecord {
  /** Page path that redirected. */
  from: string;
  /** Target as the source said it (a path for same-site targets, an absolute URL for off-site ones). */
  to: string;
  status: number;
  /** The small redirect page written in its place. */
  file: string;
}

export type WarningCode =
  | 'fetch-failed'
  | 'http-error'
  | 'too-large'
  | 'timeout'
  | 'broken-link'
  | 'skipped'
  | 'not-html'
  | 'max-pages'
  | 'max-depth'
  | 'off-site-redirect'
  /** The outbound policy refused the connection (a private, loopback, metadata… address). */
  | 'refused-address'
  /** The search index could not be built (no Pagefind binary): the dialog searches its simpler index. */
  | 'no-search-index'
  /** A page nests elements too deep to read as markup: its content past the limit is read as plain text. */
  | 'too-deep'
  /** A file names more references than the export follows from one file (or in all): the rest are left as written. */
  | 'too-many-references';

export interface ExportWarning {
  code: WarningCode;
  url: string;
  message: string;
  /** Page or file that referenced the URL. */
  referrer?: string;
}

/** Absolute references kept on purpose (canonical, og:url), listed so nothing hides. */
export interface KeptReference {
  file: string;
  url: string;
  /** `outside-export`: a link to a page of the site that this export does not include (`--paths`, limits). */
  reason: 'canonical' | 'og:url' | 'alternate' | 'sitemap' | 'outside-export';
}

/** A file the export made rather than fetched: the search index and dialog, `llms.txt`, a page's Markdown twin. */
export interface GeneratedRecord extends FileRecord {
  /**
   * `runtime`: the pages' base-path shim (`_static-export/base-path.<hash>.js`), the file:// runtime of the other
   * pages (`_static-export/file-mode.<hash>.js`) and its data twins (`_static-export/file-data/`).
   */
  role: 'runtime' | 'search' | 'llms' | 'markdown' | 'changes';
  /** For a Markdown twin: the path of its page on the source site. */
  page?: string;
  /**
   * `llms.txt` or a Markdown twin that is the live site's own file, not one the export made: a later `since` export
   * (issue 25) reuses only what the export made, which the page's bytes decide.
   */
  fromSite?: true;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  generator: string;
  /** Origin plus base path that was exported. */
  source: string;
  version: string;
  framework: 'next-app' | 'next-pages' | 'html';
  next?: { buildId?: string; deploymentId?: string };
  /** File served with status 404 for unknown paths, when the site has one. */
  notFound?: string;
  pages: PageRecord[];
  assets: AssetRecord[];
  redirects: RedirectRecord[];
  keptReferences: KeptReference[];
  warnings: ExportWarning[];
  /** Same-origin URLs (path and query) the export guessed from a string that looked like a file
   *  (src/export/guess-refs.ts) and that answered no file: not broken links, and not missing from the bundle. */
  droppedGuesses?: string[];
  /** Files the export generated (search index, dialog, llms.txt, Markdown twins); absent in older bundles. */
  generated?: GeneratedRecord[];
  /** The options that shape the bundle's bytes: a `since` export reuses only a PREV made with the same ones. */
  exportOptions?: ExportShape;
}

/** The options besides the site that change what a bundle holds. */
export interface ExportShape {
  localiseExternal: boolean;
  search: boolean;
  maxPages: number;
  maxDepth: number;
  /** The fixed page list, normalised and sorted; absent: every page. */
  paths?: string[];
}
