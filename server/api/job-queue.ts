// Which job runs when. The embedded implementation is an in-process queue with a configurable number of jobs at
// once, fair across organizations; a BullMQ (Redis) implementation for several machines fits the same interface.

export type JobTask = (signal: AbortSignal) => Promise<void>;

export interface JobQueue {
  /**
   * Queues `task` for `jobId`; adding a job that is already queued or running is a no-op. `group` (the
   * organization) is what fairness is across: one group's backlog does not wait in front of another's jobs.
   * @default jobId (every job its own group)
   */
  add(jobId: string, task: JobTask, group?: string): void;
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

interface Waiting {
  jobId: string;
  task: JobTask;
}

/**
 * The embedded queue: `concurrency` jobs at once, fair across groups (organizations). Each group waits in its own
 * FIFO; a free slot goes to the waiting group running the fewest jobs, ties in turn (round robin), so one
 * tenant's backlog never stands in front of another's job. Work-conserving: a lone group uses every slot.
 */
export function createLocalJobQueue(options: { concurrency: number }): JobQueue {
  const { concurrency } = options;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1) {
    throw new TypeError(`Expected \`concurrency\` to be an integer >= 1, got ${concurrency}`);
  }
  const known = new Set<string>();
  const controllers = new Map<string, AbortController>();
  // Group → its waiting jobs; Map order is the round-robin turn (a group served goes to the back).
  const waiting = new Map<string, Waiting[]>();
  const runningPerGroup = new Map<string, number>();
  let running = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];

  const waitingCount = () => [...waiting.values()].reduce((n, list) => n + list.length, 0);
  const settleIdle = () => {
    if (running > 0 || waitingCount() > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const nextGroup = (): string | undefined => {
    let best: string | undefined;
    for (const group of waiting.keys()) {
      if (best === undefined || (runningPerGroup.get(group) ?? 0) < (runningPerGroup.get(best) ?? 0)) best = group;
    }
    return best;
  };

  const pump = (): void => {
    while (!closed && running < concurrency) {
      const group = nextGroup();
      if (group === undefined) break;
      const list = waiting.get(group)!;
      const item = list.shift()!;
      waiting.delete(group);
      if (list.length) waiting.set(group, list);
      running++;
      runningPerGroup.set(group, (runningPerGroup.get(group) ?? 0) + 1);
      const controller = new AbortController();
      controllers.set(item.jobId, controller);
      void (async () => {
        try {
          await item.task(controller.signal);
        } catch {
          // the task records its own failure
        } finally {
          controllers.delete(item.jobId);
          known.delete(item.jobId);
          running--;
          const left = (runningPerGroup.get(group) ?? 1) - 1;
          if (left > 0) runningPerGroup.set(group, left);
          else runningPerGroup.delete(group);
          pump();
          settleIdle();
        }
      })();
    }
  };

  return {
    add(jobId, task, group = jobId) {
      if (closed || known.has(jobId)) return;
      known.add(jobId);
      const list = waiting.get(group) ?? [];
      list.push({ jobId, task });
      waiting.set(group, list);
      pump();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waitingCount();
    },
    onIdle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    async close(graceMs) {
      closed = true;
      for (const list of waiting.values()) for (const item of list) known.delete(item.jobId);
      waiting.clear();
      const idle = this.onIdle();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([idle.then(() => false), new Promise<boolean>((r) => (timer = setTimeout(() => r(true), graceMs)))]);
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
