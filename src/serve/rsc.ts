// Answering the Next.js client's RSC requests from the saved payloads (notes §1, §4a): which record a request
// wants, and the headers that must go with it.
import type { PageRecord, RscRecord } from '../core/types.ts';

/** What `setVaryHeader` sends on every App Router response: the same URL is HTML or a payload by header. */
export const RSC_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch';

/** Headers the client must never see from a static host (`client/route-params.ts` would misread the route). */
const NEVER_REPLAY = new Set([
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'etag',
  'cache-control',
  'set-cookie',
  'transfer-encoding',
  'connection',
]);

export function isRscRequest(headers: Headers): boolean {
  return headers.get('rsc') === '1';
}

/**
 * The saved payload for an RSC request to `page`: the segment named by `Next-Router-Segment-Prefetch`, else
 * the full navigation payload (with or without `Next-Router-Prefetch`). The `_rsc` value is a cache buster
 * and is ignored. Undefined when that segment was not saved: the live server answers 404 then too.
 */
export function pickRsc(page: PageRecord, headers: Headers): RscRecord | undefined {
  const segment = headers.get('next-router-segment-prefetch');
  if (segment) return page.rsc.find((r) => r.kind === 'segment' && r.segment === segment);
  return page.rsc.find((r) => r.kind === 'full');
}

/**
 * The record's replay headers, cleaned: `x-nextjs-postponed` goes out only on segments and only as `2`, and
 * only when the source sent it. It tells the client the route supports per-segment prefetching: a dynamic
 * route's `/_tree` comes without it, and with it the client would ask for segments that do not exist.
 */
export function replayHeaders(record: RscRecord): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(record.headers)) {
    const lower = name.toLowerCase();
    if (NEVER_REPLAY.has(lower)) continue;
    if (lower === 'x-nextjs-postponed') {
      if (record.kind === 'segment') out[lower] = '2';
      continue;
    }
    out[lower] = value;
  }
  return out;
}
