// Releases finished items in key order while more may still come: an item leaves once no key still expected is
// smaller than its own. It is how the crawl's pages reach Pagefind during the crawl rather than after it
// (offline-search.ts): Pagefind's bytes follow the order pages are added, so they must go in URL order, and the
// crawl finishes them in another. What it releases is a guess at the final order, right whenever every page was
// expected before a larger one was released; `broken` says when a key arrived too late for that.

import { MinHeap } from '../core/min-heap.ts';

/** The order keys are released in: their UTF-16 code units, as `<` compares strings (a sort comparator). */
export function keyOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class InOrderRelease<T> {
  /** Keys still to come, with how many times each is expected (removed lazily from the heap). */
  private readonly expected = new MinHeap<string>((a, b) => a < b);
  private readonly counts = new Map<string, number>();
  private readonly ready = new MinHeap<{ key: string; item: T }>((a, b) => a.key < b.key);
  private last?: string;
  /** A key came (expected or finished) at or below one already released: the released order is not the sorted one. */
  broken = false;

  /** `key` will be finished (or settled without an item) later. */
  expect(key: string): void {
    this.late(key);
    const n = this.counts.get(key) ?? 0;
    this.counts.set(key, n + 1);
    if (n === 0) this.expected.push(key);
  }

  /** `key` is finished with `item`; it leaves when its key is settled, or at once if it was never expected. */
  finish(key: string, item: T): T[] {
    this.late(key);
    this.ready.push({ key, item });
    return this.drain();
  }

  /** An expected `key` will not come again (finished, failed or found to be no page): what that releases. */
  settle(key: string): T[] {
    const n = this.counts.get(key) ?? 0;
    if (n <= 1) this.counts.delete(key);
    else this.counts.set(key, n - 1);
    return this.drain();
  }

  private drain(): T[] {
    const out: T[] = [];
    if (this.broken) return out;
    for (;;) {
      const next = this.ready.peek();
      if (!next) break;
      const floor = this.lowestExpected();
      if (floor !== undefined && floor <= next.key) break;
      this.ready.pop();
      this.last = next.key;
      out.push(next.item);
    }
    return out;
  }

  private lowestExpected(): string | undefined {
    for (let key = this.expected.peek(); key !== undefined; key = this.expected.peek()) {
      if (this.counts.has(key)) return key;
      this.expected.pop();
    }
    return undefined;
  }

  private late(key: string): void {
    if (this.last !== undefined && key <= this.last) this.broken = true;
  }
}
