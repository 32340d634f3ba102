// The bundle manifest (`_static-export/manifest.json`) and the records it lists: the boundary between an export and
// everything that reads a bundle (verify, serve, apply, a `since` export). Re-exported by types.ts.

export const MANIFEST_FORMAT = 'static-export/2';
/** The format before each page recorded its framework profile and runtime: still read, never written. */
export const PREVIOUS_MANIFEST_FORMAT = 'static-export/1';
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

/** The runtime a page carries: the base-path runtime in one of its kinds, or none (the file:// loader instead). */
export type PageRuntime = 'router-space' | 'app-base' | 'none';

export interface PageRecord extends FileRecord {
  /** Path of the page on the source site, e.g. `/docs/intro` (root is `/`). */
  url: string;
  status: number;
  title?: string;
  rsc: RscRecord[];
  /** The framework profile that owns the page (frameworks/registry.ts), from the origin's HTML. Not in format /1. */
  profile?: string;
  /** The runtime the page was given. Not in format /1. */
  runtime?: PageRuntime;
  /** The page loads ES modules: it also carries them as classic scripts for file://. */
  modules?: true;
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
   * reuses only what the export made, which the page's bytes decide.
   */
  fromSite?: true;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT | typeof PREVIOUS_MANIFEST_FORMAT;
  generator: string;
  /** Origin plus base path that was exported. */
  source: string;
  version: string;
  /**
   * The release's place in its publisher's line of releases: PREV's plus one for a `since` export, else 1, or what
   * the caller set. Signed with the rest, it is what `serve`, `apply` and `verify` hold a newer release to (a signed
   * older release is a rollback). Absent in older bundles, which count as 0.
   */
  sequence?: number;
  /** When the publisher says the release was made (ISO 8601, UTC), only when asked: the clock would make bundles differ. */
  createdAt?: string;
  /** The first profile, in the registry's order, that owns a page (`html` if none): an id newer versions may add to. */
  framework: string;
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
