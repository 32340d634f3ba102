// The RSC payload a Next.js App Router page carries inline: scripts that push Flight rows
// (frameworks/next-app/next-app.ts FLIGHT_PUSH), chunks whose strings, concatenated in order, are the flight
// stream (byte-identical to the `?_rsc` response). The RSC transform runs on the concatenation; its edits are then mapped back onto the
// chunks, so only chunks that change are re-encoded and the concatenation always equals the transformed payload.

import { FLIGHT_PUSH, mayPushFlight } from '../frameworks/next-app/next-app.ts';
import type { Edit } from './refs.ts';

export interface FlightChunk {
  /** Span of the script's text in the HTML. */
  start: number;
  end: number;
  /** Script text before and after the pushed array, kept as written. */
  prefix: string;
  suffix: string;
  /** The decoded data string. */
  data: string;
}

export type PushKind = { kind: 'data'; chunk: FlightChunk } | { kind: 'binary' } | { kind: 'other' } | null;

/** Classify one inline script's text (at `start` in the HTML): a data push, a binary push, another push, or null. */
export function readPush(text: string, start: number): PushKind {
  if (!mayPushFlight(text)) return null;
  const m = FLIGHT_PUSH.exec(text);
  if (!m) return null;
  let arr: unknown;
  try {
    arr = JSON.parse(m[2]!);
  } catch {
    return null;
  }
  if (!Array.isArray(arr)) return null;
  if (arr[0] === 1 && typeof arr[1] === 'string') {
    return { kind: 'data', chunk: { start, end: start + text.length, prefix: m[1]!, suffix: m[3]!, data: arr[1] } };
  }
  return arr[0] === 3 ? { kind: 'binary' } : { kind: 'other' };
}

/** `[1,"…"]` as Next writes it: JSON with `<`, `>`, `&`, U+2028 and U+2029 escaped, so no `</script>` can form. */
export function encodePush(data: string): string {
  return JSON.stringify([1, data]).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Apply `edits` (positions in the concatenated payload, non-overlapping) to the chunks: an edit's new text goes
 * to the chunk where it starts and the text it replaces is cut from every chunk it spans. Returns the new data
 * of each chunk, or null for a chunk left unchanged.
 */
export function splitEdits(chunks: readonly string[], edits: readonly Edit[]): (string | null)[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const result: (string | null)[] = [];
  let offset = 0;
  let e = 0;
  for (const data of chunks) {
    const cs = offset;
    const ce = offset + data.length;
    offset = ce;
    // Skip edits entirely before this chunk.
    while (e < sorted.length && sorted[e]!.end <= cs && sorted[e]!.start < cs) e++;
    let k = e;
    const parts: string[] = [];
    let at = cs;
    let changed = false;
    while (k < sorted.length && sorted[k]!.start < ce) {
      const ed = sorted[k]!;
      if (ed.end > cs || ed.start >= cs) {
        if (ed.start >= cs) {
          parts.push(data.slice(at - cs, ed.start - cs), ed.text);
          at = Math.min(ed.end, ce);
        } else {
          at = Math.max(at, Math.min(ed.end, ce));
        }
        changed = true;
      }
      k++;
    }
    if (!changed) {
      result.push(null);
      continue;
    }
    parts.push(data.slice(at - cs));
    result.push(parts.join(''));
    // An edit that runs past this chunk is revisited by the next one.
    while (e < sorted.length && sorted[e]!.end <= ce && sorted[e]!.start < ce) e++;
  }
  return result;
}
