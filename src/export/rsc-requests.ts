// The requests the Next.js App Router client makes for a page's RSC data, built the way the client builds them
// (its headers and cache-busting query), so the server answers with the same bytes it would give a browser.

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

/** Response headers a static host has to send back with a saved payload for the client to accept it. */
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

/** `PrefetchHint` bits of `shared/lib/app-router-types.ts`, identical in Next 16.3 and 16.4. */
const INLINED_INTO_CHILD = 64;
const HEAD_OUTLINED = 256;
/** Any of these means the build ran Next's segment inlining pass, so the client honours `InlinedIntoChild`. */
const INLINING_BITS = 32 | 64 | 128 | 256;

/**
 * One segment as Next's `createSegmentRequestKeyPart` (`shared/lib/segment-cache/segment-value-encoding.ts`)
 * writes it in a request key: a static name as it is when it is made of `[a-zA-Z0-9\-_@]`, otherwise `!` +
 * base64url of the name (route groups: `(home)` → `!KGhvbWUp`); a dynamic one as `$<type>$<param name>`.
 */
export function segmentKeyPart(name: string, paramType?: string): string {
  const safe = encodeSegmentValue(name === '/_not-found' && paramType === undefined ? '_not-found' : name);
  return paramType === undefined ? safe : `$${paramType}$${safe}`;
}

function encodeSegmentValue(value: string): string {
  if (/^[a-zA-Z0-9\-_@]+$/.test(value)) return value;
  // Next uses `btoa`, which reads each UTF-16 unit as one byte (it throws above U+00FF, so no page has such a key).
  return `!${Buffer.from(value, 'latin1').toString('base64url')}`;
}

/** One node of a route tree, whichever minor wrote it. */
interface TreeNode {
  /** Key part of this segment (already encoded), `''` for the root. */
  part: string;
  hints: number;
  slots: [slot: string, node: TreeNode][];
}

export interface SegmentKeys {
  /** Request keys (`Next-Router-Segment-Prefetch` values) the client may ask for, in tree order. */
  keys: string[];
  /**
   * Which `/_tree` shape was read; `unknown` when none was recognised (then `keys` is empty). `pre-segment`: the
   * answer of a Next without segment prefetch (14 and older write row 0 as `[buildId, flightData]`), which ignores
   * the segment header and answers the request as its own kind of prefetch: no client asks for it by this name.
   */
  shape: '16.3' | '16.4' | 'dynamic' | 'pre-segment' | 'unknown';
}

function parseRows(payload: string): Map<string, unknown> {
  const rows = new Map<string, unknown>();
  for (const line of payload.split('\n')) {
    const m = /^([0-9a-f]+):(.*)$/.exec(line);
    if (!m) continue;
    try {
      rows.set(m[1]!, JSON.parse(m[2]!));
    } catch {
      /* not a JSON row (hints, text rows) */
    }
  }
  return rows;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Next 16.3 (`convertTreePrefetchToRouteTree`): `{tree: {name, param: null | {type, key, siblings}, prefetchHints,
 * slots: {<slot>: node} | null}, staleTime, buildId}` in row 0.
 */
function read163(root: unknown, depth = 0): TreeNode | null {
  if (!isObject(root) || typeof root.name !== 'string' || depth > 64) return null;
  const param = root.param;
  if (param !== null && param !== undefined && !(isObject(param) && typeof param.type === 'string')) return null;
  const slots: [string, TreeNode][] = [];
  if (root.slots !== null && root.slots !== undefined) {
    if (!isObject(root.slots)) return null;
    for (const [slot, child] of Object.entries(root.slots)) {
      const node = read163(child, depth + 1);
      if (!node) return null;
      slots.push([slot, node]);
    }
  }
  const type = isObject(param) ? String(param.type) : undefined;
  return { part: depth === 0 ? '' : segmentKeyPart(root.name, type), hints: Number(root.prefetchHints) || 0, slots };
}

/**
 * Next 16.4 (`decodeTransportTreeIntoRouteTree`): `{s, h, c: "$Q<row>"}` nodes, `s` a name or `{n, t, k, s}`,
 * children a Map serialised as a row of `[slot, node]` pairs; the root at `0:{b, t: {t: node}}`.
 */
function read164(node: unknown, rows: Map<string, unknown>, depth = 0): TreeNode | null {
  if (!isObject(node) || depth > 64) return null;
  const s = node.s;
  let part: string;
  if (typeof s === 'string') part = depth === 0 ? '' : segmentKeyPart(s);
  else if (isObject(s) && typeof s.n === 'string' && typeof s.t === 'string') part = segmentKeyPart(s.n, s.t);
  else return null;
  const slots: [string, TreeNode][] = [];
  if (node.c !== undefined) {
    const children = typeof node.c === 'string' && node.c.startsWith('$Q') ? rows.get(node.c.slice(2)) : node.c;
    if (!Array.isArray(children)) return null;
    for (const entry of children) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return null;
      const child = read164(entry[1], rows, depth + 1);
      if (!child) return null;
      slots.push([entry[0], child]);
    }
  }
  return { part, hints: Number(node.h) || 0, slots };
}

/**
 * The segment keys a Next 16 client asks for when it prefetches this page, read from its `/_tree` payload the way
 * the client reads it (`convertTreePrefetchToRouteTree` in 16.3, `decodeTransportNode` in 16.4): every layout
 * and page segment whose data is not inlined into a child (the `InlinedIntoChild` hint), the root as `/_index`,
 * and the head as `/_head` when it is not inlined into a page. Keys are never guessed from the URL: a catch-all
 * page's key is `/docs/$oc$slug/__PAGE__`, not its path.
 */
export function segmentKeysFromTree(tree: string): SegmentKeys {
  const rows = parseRows(tree);
  const row0 = rows.get('0');
  let root: TreeNode | null = null;
  let shape: SegmentKeys['shape'] = 'unknown';
  if (isObject(row0) && isObject(row0.tree)) {
    root = read163(row0.tree);
    if (root) shape = '16.3';
  } else if (isObject(row0) && isObject(row0.t) && isObject(row0.t.t)) {
    root = read164(row0.t.t, rows);
    if (root) shape = '16.4';
  } else if (Array.isArray(row0)) {
    return { keys: [], shape: 'pre-segment' };
  } else if (isObject(row0) && Array.isArray(row0.f) && row0.tree === undefined && row0.t === undefined) {
    // Not from the per-segment cache: a page rendered per request answers with its navigation payload (seen on
    // 16.3), and the client then prefetches it the pre-segment way. No segment keys exist.
    return { keys: [], shape: 'dynamic' };
  }
  if (!root) return { keys: [], shape: 'unknown' };

  let inlining = false;
  const all: { key: string; hints: number }[] = [];
  const walk = (node: TreeNode, key: string): void => {
    if (node.hints & INLINING_BITS) inlining = true;
    all.push({ key: key === '' ? '/_index' : key, hints: node.hints });
    for (const [slot, child] of node.slots) {
      // appendSegmentRequestKeyPart: the `children` slot adds no path part of its own.
      walk(child, `${key}/${slot === 'children' ? '' : `@${encodeSegmentValue(slot)}/`}${child.part}`);
    }
  };
  walk(root, '');
  const keys = all.filter((n) => !inlining || !(n.hints & INLINED_INTO_CHILD)).map((n) => n.key);
  if (!inlining || root.hints & HEAD_OUTLINED) keys.push('/_head');
  return { keys, shape };
}
