import { describe, expect, it } from 'vitest';
import { InOrderRelease } from '../../src/search/in-order-release.ts';

describe('InOrderRelease', () => {
  it('releases finished items in key order once no smaller key is still expected', () => {
    const order = new InOrderRelease<string>();
    for (const key of ['/c/', '/a/', '/b/']) order.expect(key);
    expect(order.finish('/b/', 'B')).toEqual([]);
    expect(order.settle('/b/')).toEqual([]); // '/a/' is still to come
    expect(order.finish('/c/', 'C')).toEqual([]);
    expect(order.settle('/c/')).toEqual([]);
    expect(order.finish('/a/', 'A')).toEqual([]); // its own key is still expected until settled
    expect(order.settle('/a/')).toEqual(['A', 'B', 'C']);
    expect(order.broken).toBe(false);
  });

  it('lets a key settled without an item unblock the ones after it', () => {
    const order = new InOrderRelease<string>();
    order.expect('/a/');
    order.expect('/b/');
    order.finish('/b/', 'B');
    expect(order.settle('/b/')).toEqual([]);
    expect(order.settle('/a/')).toEqual(['B']); // '/a/' failed: nothing to index, '/b/' may go
  });

  it('counts a key expected twice until both are settled', () => {
    const order = new InOrderRelease<string>();
    order.expect('/a/');
    order.expect('/a/');
    order.expect('/b/');
    order.finish('/b/', 'B');
    order.settle('/b/');
    expect(order.settle('/a/')).toEqual([]);
    expect(order.settle('/a/')).toEqual(['B']);
  });

  it('says the order is broken when a key comes after a larger one was released, and releases no more', () => {
    const order = new InOrderRelease<string>();
    order.expect('/m/');
    order.finish('/m/', 'M');
    expect(order.settle('/m/')).toEqual(['M']);
    order.expect('/z/');
    expect(order.broken).toBe(false);
    order.expect('/b/'); // found by a link after '/m/' went
    expect(order.broken).toBe(true);
    order.finish('/z/', 'Z');
    expect(order.settle('/z/')).toEqual([]);
  });

  it('releases an item never expected at once, and breaks when one such arrives below the last', () => {
    const order = new InOrderRelease<string>();
    expect(order.finish('/b/', 'B')).toEqual(['B']);
    expect(order.finish('/c/', 'C')).toEqual(['C']);
    expect(order.finish('/a/', 'A')).toEqual([]);
    expect(order.broken).toBe(true);
  });

  it('keeps thousands of keys in order, whatever order they finish in', () => {
    const order = new InOrderRelease<number>();
    const keys = Array.from({ length: 3000 }, (_, i) => `/p/${String(i).padStart(5, '0')}/`);
    for (const k of keys) order.expect(k);
    // A fixed shuffle: finish and settle in an order unrelated to the keys'.
    const shuffled = keys.map((k, i) => ({ k, i, r: (i * 7919) % 3001 })).sort((a, b) => a.r - b.r);
    const out: number[] = [];
    for (const { k, i } of shuffled) {
      order.finish(k, i);
      out.push(...order.settle(k));
    }
    expect(out).toEqual(keys.map((_, i) => i));
    expect(order.broken).toBe(false);
  });
});
