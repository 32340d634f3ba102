// Which job runs when. The embedded implementation is an in-process p-queue with a configurable number of jobs at
// once; a BullMQ (Redis) implementation for several machines fits the same interface.
import PQueue from 'p-queue';

export type JobTask = (signal: AbortSignal) => Promise<void>;

export interface JobQueue {
  /** Queues `task` for `jobId`; adding a job that is already queued or running is a no-op. */
  add(jobId: string, task: JobTask): void;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a slot. */
  readonly waiting: number;
  /** Resolves when nothing runs or waits. */
  onIdle(): Promise<void>;
  /**
   * Stops taking work: waiting jobs are dropped (their records stay `queued` for the next start), running ones get
   * `graceMs` to finish and are then aborted. Resolves with the ids of the jobs that were aborted.
   */
  close(graceMs: number): Promise<string[]>;
}

export function createLocalJobQueue(options: { concurrency: number }): JobQueue {
  if (!Number.isSafeInteger(options.concurrency) || options.concurrency < 1) {
    throw new TypeError(`Expected \`concurrency\` to be an integer >= 1, got ${options.concurrency}`);
  }
  const queue = new PQueue({ concurrency: options.concurrency });
  const known = new Set<string>();
  const controllers = new Map<string, AbortController>();
  let closed = false;

  return {
    add(jobId, task) {
      if (closed || known.has(jobId)) return;
      known.add(jobId);
      queue
        .add(async () => {
          const controller = new AbortController();
          controllers.set(jobId, controller);
          try {
            await task(controller.signal);
          } finally {
            controllers.delete(jobId);
          }
        })
        .catch(() => {}) // the task records its own failure; a cleared task rejects with AbortError
        .finally(() => known.delete(jobId));
    },
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
    onIdle: () => queue.onIdle(),
    async close(graceMs) {
      closed = true;
      queue.clear();
      const idle = queue.onIdle();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        idle.then(() => false),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (!timedOut) return [];
      const aborted = [...controllers.keys()];
      for (const c of controllers.values()) c.abort(new DOMException('server shutting down', 'AbortError'));
      // A task that ignores its signal must not hold the process forever: its record stays `running` and the
      // next start re-runs it, exactly as after a crash.
      await Promise.race([idle, new Promise((r) => setTimeout(r, 10_000).unref())]);
      return aborted;
    },
  };
}
