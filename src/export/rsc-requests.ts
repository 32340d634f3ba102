// The requests the Next.js App Router client makes for a page's RSC data, built the way the client builds them
// (notes §1-2), so the server answers with the same bytes it would give a browser.

import { createHash } from 'node:crypto';

/** Next 16's `_rsc` cache-busting value: base64url of the first 12 bytes of SHA-256 over the header values. */
export function rscCacheBust(prefetch = '0', segment = '0', stateTree = '0', nextUrl = '0'): string {
  const input = [prefetch, segment, stateTree, nextUrl].join(',');
  return createHash('sha256').update(input).digest().subarray(0, 12).toString('base64url');
}

/** The full navigation payload: `RSC: 1` with no state tree; Next 16 redirects an unexpected `_rsc` to the right one. */
export function fullPayloadRequest(page: URL): { url: URL; headers: Record<string, string> } {
  const url = new URL(page);
  url.search = '?_rsc=';
  return { url, headers: { rsc: '1', accept: 'text/x-component' } };
}

/** A Next 16 per-segment prefetch (`/_tree`, `/docs/intro/__PAGE__`, …). */
export function segmentRequest(page: URL, segment: string): { url: URL; headers: Record<string, string> } {
  const url = new URL(page);
  url.search = `?_rsc=${rscCacheBust('1', segment)}`;
  return {
    url,
    headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': segment, accept: 'text/x-component' },
  };
}

/** Response headers a static host has to send back with a saved payload for the client to accept it (notes §4). */
export function replayHeaders(headers: Record<string, string>, kind: 'full' | 'segment'): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers['x-nextjs-deployment-id']) out['x-nextjs-deployment-id'] = headers['x-nextjs-deployment-id'];
  if (headers['x-nextjs-stale-time']) out['x-nextjs-stale-time'] = headers['x-nextjs-stale-time'];
  // Segment responses are discarded by the client unless they say they came from the per-segment cache.
  if (kind === 'segment') out['x-nextjs-postponed'] = '2';
  return out;
}

/**
 * Segment keys a client may ask for, read from the `/_tree` payload: every `__PAGE__` path it names, plus the
 * root index and head. Keys the server did not emit answer 404 and are simply not saved.
 */
export function segmentKeysFromTree(tree: string, pagePath: string): string[] {
  const keys = new Set<string>(['/_head', '/_index']);
  const pageSegments = pagePath.split('/').filter(Boolean);
  keys.add(`/${[...pageSegments, '__PAGE__'].join('/')}`);
  // Dynamic segments are keyed by parameter name (`$d$slug`); the tree names them.
  for (const m of tree.matchAll(/"(\$[a-z]{1,3}\$[^"]{1,200}|!\w[\w-]{0,200})"/g)) {
    const name = m[1]!;
    const idx = pageSegments.length - 1;
    if (idx >= 0) keys.add(`/${[...pageSegments.slice(0, idx), name, '__PAGE__'].join('/')}`);
  }
  return [...keys];
}
