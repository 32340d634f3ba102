// The crawl's one bounded queue and the backlog of pages that feeds it. Every fetch is a task here; each task
// fetches one URL, transforms it, writes it and queues what it names, so nothing waits on its children and memory
// holds only the files in flight. A task that throws ends the export: the queue and the backlog are emptied and
// the failure is kept for the crawl to throw once the queue is idle.

import PQueue from 'p-queue';
import { MinHeap } from '../core/min-heap.ts';

/** A page waiting to be crawled; `key` is where it sorts in the search index (indexOrderKey). */
export interface BacklogPage {
  key: string;
  path: string;
  depth: number;
  referrer?: string;
  required: boolean;
}

export class CrawlScheduler {
  private readonly queue: PQueue;
  /**
   * Pages found but not yet queued. A sitemap names every page at once; queued as tasks they sat in front of all
   * the work they lead to, so each page's payload requests ran only after the whole sitemap was parsed: the export
   * parsed HTML with the network idle, then fetched payloads with the CPU idle. Fed to the queue a few at a time
   * instead, a page's payloads and assets run right after it.
   * Taken in the order the search index takes pages (their key), not the order found: a page found early by a link
   * but crawled after every sitemap page would hold each page sorted after it out of the index until the crawl's
   * end.
   */
  private readonly backlog = new MinHeap<BacklogPage>((a, b) => a.key < b.key);
  /** What ended the export, if a task threw. */
  failure?: unknown;

  private readonly concurrency: number;
  private readonly signal: AbortSignal | undefined;
  private readonly runPage: (page: BacklogPage) => Promise<void>;

  /** `concurrency`: the fetcher's connections; `runPage`: the page stage, for pages taken from the backlog. */
  constructor(concurrency: number, signal: AbortSignal | undefined, runPage: (page: BacklogPage) => Promise<void>) {
    this.concurrency = concurrency;
    this.signal = signal;
    this.runPage = runPage;
    // More tasks than connections: the fetcher caps requests in flight at `concurrency`; the extra tasks are pages
    // being parsed and written while others wait on the network.
    this.queue = new PQueue({ concurrency: concurrency * 4 });
  }

  /** Tasks queued, running or waiting in the backlog. */
  get pending(): number {
    return this.queue.size + this.queue.pending + this.backlog.size;
  }

  schedule(task: () => Promise<void>): void {
    this.queue
      .add(async () => {
        if (this.failure || this.signal?.aborted) return;
        try {
          await task();
        } catch (error) {
          // A failure of one URL is a warning (recorded where it happened); anything reaching here ends the export.
          this.failure ??= error;
          this.queue.clear();
          this.backlog.clear();
        }
        // Before this task counts as finished, so the queue is never idle while pages wait in the backlog.
        this.feedPages();
      })
      .catch(() => undefined);
  }

  /** Puts a page in the backlog, which feeds the queue. */
  pushPage(page: BacklogPage): void {
    this.backlog.push(page);
    this.feedPages();
  }

  /** Resolves when every task has run and the backlog is empty. */
  onIdle(): Promise<void> {
    return this.queue.onIdle();
  }

  /** Moves pages from the backlog to the queue while fewer than `concurrency` tasks wait there. */
  private feedPages(): void {
    while (this.backlog.size > 0 && this.queue.size < this.concurrency) {
      const page = this.backlog.pop()!;
      this.schedule(() => this.runPage(page));
    }
  }
}
