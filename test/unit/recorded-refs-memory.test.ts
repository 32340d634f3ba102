// The references each manifest record keeps (FileRecord.refs, for a `since` export) live until the export ends: a
// docs site names the same pages and chunks on every page, so what they cost must not grow with every naming
// (issue 29: at the end of the bench's 2,000-page crawl they were ~20 MB of a 62 MB heap).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Ref } from '../../src/export/refs.ts';
import { decodeRefs, encodeRefs } from '../../src/export/reuse-rules.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const site = new URL('https://docs.example/');
/** What one page of a docs site names: 60 sidebar pages and 60 shared assets, as URLs resolved on that page. */
const pageRefs = (): Ref[] => [
  ...Array.from({ length: 60 }, (_, i): Ref => ({ url: new URL(`/docs/section-${i % 6}/page-${i}`, site), kind: 'page', source: 'a' })),
  ...Array.from({ length: 60 }, (_, i): Ref => ({ url: new URL(`/_next/static/chunks/${i}.js?v=1`, site), kind: 'asset', source: 'script' })),
];

describe('recorded references', () => {
  it('cost the records a slot each, not a string each, when pages name the same files', () => {
    const refs = Array.from({ length: 40 }, pageRefs);
    gc();
    const before = process.memoryUsage().heapUsed;
    const records: (string[] | undefined)[] = [];
    for (let i = 0; i < 2_000; i++) records.push(encodeRefs(refs[i % refs.length]!, site));
    gc();
    const grew = process.memoryUsage().heapUsed - before;
    // 240,000 references in 2,000 arrays: ~2 MB of slots. Each its own `page:` + slice of the URL was ~20 MB.
    expect(grew).toBeLessThan(6 * 1024 ** 2);
    expect(records[1_999]).toEqual(encodeRefs(pageRefs(), site));
    expect(decodeRefs(records[0], site).map((r) => r.url.href)).toEqual(refs[0]!.map((r) => r.url.href));
  });
});
