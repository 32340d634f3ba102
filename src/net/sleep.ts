// Waiting that an abort can cut short: the one `sleep` of the retry loops, the bundle downloader and the REST
// client's polling.
import { setTimeout as delay } from 'node:timers/promises';

/** Waits `ms`; an abort rejects with the signal's own reason (what the caller passed to `abort()`). */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : undefined);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}
