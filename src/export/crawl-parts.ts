// What the page stage and the reuse of PREV (page-stage.ts, page-reuse.ts) use of the crawl that runs them: the
// stage contract (stage-context.ts) and the parts of the crawl a page touches. Declared here, below crawl.ts, so
// those modules depend on this contract and not on the Crawl class (no import loop).

import type { FrameworkId } from '../frameworks/generic/profile.ts';
import type { BundleFiles } from './bundle-files.ts';
import type { Frontier } from './crawl-frontier.ts';
import type { CrawlScheduler } from './crawl-scheduler.ts';
import type { FetchResponse } from './fetcher.ts';
import type { PreviousPageReader } from './previous-page-reader.ts';
import type { RuntimeNeeds } from './runtime-files.ts';
import type { SearchStage } from './search-stage.ts';
import type { StageContext } from './stage-context.ts';
import type { TransformOutcome } from './transform-task.ts';

export interface CrawlParts extends StageContext {
  readonly files: BundleFiles;
  readonly search: SearchStage;
  readonly frontier: Frontier;
  readonly scheduler: CrawlScheduler;
  /** Which runtime files the pages name (runtime-files.ts), noted as each page is written. */
  readonly needs: RuntimeNeeds;
  /** The profiles that own a page of the export (the manifest's `framework`). */
  readonly owners: Set<FrameworkId>;
  /** Where PREV's pages are read for their checks (page-reuse.ts). */
  readonly previousPages: PreviousPageReader;
  /** The bundle file of the site's `/favicon.ico`, '' when it has none (site-icon.ts). */
  readonly siteIcon: string;
  /** The 404 page's file, once saved. */
  notFound?: string;
  /**
   * The root check's answer, kept for the root page's own request (the same URL with the same headers), which takes
   * it instead of asking again: the crawl's first page would wait one more round trip for an answer already in hand.
   */
  rootAnswer?: { href: string; headers: string; res: FetchResponse } | undefined;
  /** `outcome`, or a copy of it with every echo of a credential redacted (its bytes hashed again). */
  redacted<T extends TransformOutcome>(outcome: T): T;
}
