// What a stage module (export-rsc, export-asset) may use of the crawl that runs it: declared here, below
// crawl.ts, so the stages depend on this narrow contract and not on the Crawl class (no import loop).
import type { Spool } from '../bundle/spool.ts';
import type { ExportState } from './export-state.ts';
import type { PreviousBundle } from './previous-bundle.ts';
import type { Fetcher } from './fetcher.ts';
import type { Ref, TransformContext } from './refs.ts';
import type { TransformExtras } from './transform-pool.ts';
import type { TransformKind, TransformOutcome } from './transform-task.ts';
import type { FileData, Written } from './write-file.ts';

/** The export's options after validation and defaults. */
export interface ResolvedOptions {
  site: URL;
  outDir: string;
  spool?: Spool;
  only?: Set<string>;
  version: string;
  maxPages: number;
  maxDepth: number;
  concurrency: number;
  localiseExternal: boolean;
  /** Worker threads for transforms; 0: inline. */
  transformThreads: number;
  search: boolean;
  /** Every spelling of the credentials' values (echoForms): what the site echoes back is redacted from the bundle. */
  echo: readonly string[];
}

export interface StageContext {
  readonly options: ResolvedOptions;
  /** Every request of the export goes through this one fetcher (its limits, retries and address policy). */
  readonly http: Fetcher;
  /** Pages, assets, warnings and progress recorded so far. */
  readonly state: ExportState;
  /** How references in the file `file`, fetched from `url`, are resolved and rewritten. */
  contextFor(url: URL, file: string): TransformContext;
  /** Transforms `body` (fetched from `url`, written to `file`) with that context, on a worker thread or inline. */
  transform(kind: TransformKind, body: Buffer, url: URL, file: string, extras?: TransformExtras): Promise<TransformOutcome>;
  /**
   * Queues what a file names (pages, assets), `depth` link hops from the start page; at most `maxNew` new assets.
   * `foreign`: the file came from another origin (or through one), so what it names is fetched without credentials.
   */
  followRefs(refs: Ref[], referrer: string, depth: number, maxNew?: number, foreign?: boolean): void;
  /** Runs `task` on the crawl's queue; a throw ends the export. */
  enqueue(task: () => Promise<void>): void;
  /** Writes one bundle file (to the spool or the output directory) and returns its size and hash. */
  write(file: string, data: FileData): Promise<Written>;
  /** PREV of a `since` export whose files this export may reuse (reuse-rules.ts says when); absent otherwise. */
  readonly previous?: PreviousBundle | undefined;
  /** Counts a file taken from PREV instead of fetched (`withoutRequest`: not even asked for). */
  reused(bytes: number, withoutRequest: boolean): void;
  /** Puts PREV's file of the same name in this bundle as it is: linked into the spool (not read), else copied. */
  reuseFile(file: string, sha256: string): Promise<void>;
}
