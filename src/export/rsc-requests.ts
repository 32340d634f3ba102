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
  // Only where the source said so: a segment of a page rendered per request is not from the per-segment cache, and
  // claiming it is makes the client ask for segments that do not exist.
  if (kind === 'segment' && headers['x-nextjs-postponed']) out['x-nextjs-postponed'] = '2';
  return out;
}

type TreeNode = { s?: unknown; c?: unknown };

function segmentName(s: unknown): string | undefined {
  if (typeof s === 'string') return s;
  // Dynamic segments are keyed by parameter name and type: `{ n: 'slug', t: 'd' }` → `$d$slug`.
  if (s && typeof s === 'object' && 'n' in s && 't' in s) return `$${String((s as { t: unknown }).t)}$${String((s as { n: unknown }).n)}`;
  return undefined;
}

/**
 * Segment keys to save for a page, read from its `/_tree` payload (rows of `{s, c: "$Q<row>"}` nodes): the
 * `__PAGE__` leaf of every slot. Inlined layouts have no payload of their own, so they are not asked for; a key
 * the server did not emit answers 404 and is simply not saved. `/_full` exists on the server but no Next 16
 * client asks for it (it is the full payload again), so it costs a request per page for nothing.
 */
export function segmentKeysFromTree(tree: string, pagePath: string): string[] {
  const rows = new Map<string, unknown>();
  for (const line of tree.split('\n')) {
    const m = /^([0-9a-f]+):(.*)$/.exec(line);
    if (!m) continue;
    try {
      rows.set(m[1]!, JSON.parse(m[2]!));
    } catch {
      /* not a JSON row */
    }
  }
  const keys = new Set<string>();
  const walk = (node: TreeNode, path: string[], depth: number): void => {
    if (depth > 64) return;
    const name = segmentName(node.s);
    const here = name === undefined || name === '' ? path : [...path, name];
    if (name?.startsWith('__PAGE__')) keys.add(`/${here.join('/')}`);
    const ref = typeof node.c === 'string' && node.c.startsWith('$Q') ? rows.get(node.c.slice(2)) : undefined;
    if (!Array.isArray(ref)) return;
    for (const entry of ref) {
      if (!Array.isArray(entry) || typeof entry[1] !== 'object' || entry[1] === null) continue;
      const slot = String(entry[0]);
      walk(entry[1] as TreeNode, slot === 'children' ? here : [...here, `@${slot}`], depth + 1);
    }
  };
  const root = rows.get('0') as { t?: { t?: TreeNode } } | undefined;
  if (root?.t?.t) walk(root.t.t, [], 0);
  if (keys.size === 0) keys.add(`/${[...pagePath.split('/').filter(Boolean), '__PAGE__'].join('/')}`);
  return [...keys];
}
