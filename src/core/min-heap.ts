// A priority queue for the crawl's pages and the search index's order (thousands of items, one at a time).

/** A binary min-heap over `before`: the smallest item in O(1), an insert or removal in O(log n). */
export class MinHeap<T> {
  private readonly items: T[] = [];
  private readonly before: (a: T, b: T) => boolean;

  constructor(before: (a: T, b: T) => boolean) {
    this.before = before;
  }

  get size(): number {
    return this.items.length;
  }

  clear(): void {
    this.items.length = 0;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!this.before(a[i]!, a[parent]!)) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length === 0 || last === undefined) return top;
    a[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let min = i;
      if (l < a.length && this.before(a[l]!, a[min]!)) min = l;
      if (r < a.length && this.before(a[r]!, a[min]!)) min = r;
      if (min === i) break;
      [a[i], a[min]] = [a[min]!, a[i]!];
      i = min;
    }
    return top;
  }
}
