// The names the exporter gives saved files (src/export/layout.ts), worked out again in the page: the base-path
// runtime maps a URL the app builds at run time (a `next/image` URL, an asset with a query, a router payload) to the
// file of the bundle that holds it. test/serve/base-path-shim.test.ts checks each against layout.ts.

function rotate(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/** SHA-256 of the UTF-8 bytes of `s`, as a binary string (synchronous: `fix` is called from property setters). */
export function sha256(s: string): string {
  const K: number[] = [];
  const H: number[] = [];
  for (let n = 2, c = 0; c < 64; n++) {
    let j = 2;
    for (; j * j <= n; j++) if (n % j === 0) break;
    if (j * j > n) {
      if (c < 8) H[c] = (n ** (1 / 2) * 4294967296) | 0;
      K[c++] = (n ** (1 / 3) * 4294967296) | 0;
    }
  }
  const u = unescape(encodeURIComponent(s));
  const m: number[] = [];
  for (let i = 0; i < u.length; i++) m.push(u.charCodeAt(i));
  const bits = m.length * 8;
  m.push(128);
  while (m.length % 64 !== 56) m.push(0);
  for (let i = 7; i >= 0; i--) m.push(i > 3 ? 0 : (bits >>> (i * 8)) & 255);
  const W: number[] = [];
  for (let i = 0; i < m.length; i += 64) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) W[t] = (m[i + 4 * t]! << 24) | (m[i + 4 * t + 1]! << 16) | (m[i + 4 * t + 2]! << 8) | m[i + 4 * t + 3]!;
      else {
        const x = W[t - 15]!;
        const y = W[t - 2]!;
        W[t] = (W[t - 16]! + (rotate(x, 7) ^ rotate(x, 18) ^ (x >>> 3)) + W[t - 7]! + (rotate(y, 17) ^ rotate(y, 19) ^ (y >>> 10))) | 0;
      }
    }
    let [a, b, c, d, e, f, g, h] = H as [number, number, number, number, number, number, number, number];
    for (let t = 0; t < 64; t++) {
      const T1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + W[t]!) | 0;
      const T2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + T1) | 0;
      d = c;
      c = b;
      b = a;
      a = (T1 + T2) | 0;
    }
    const add = [a, b, c, d, e, f, g, h];
    for (let k = 0; k < 8; k++) H[k] = (H[k]! + add[k]!) | 0;
  }
  let out = '';
  for (let i = 0; i < 8; i++) for (let j = 3; j >= 0; j--) out += String.fromCharCode((H[i]! >>> (j * 8)) & 255);
  return out;
}

/** layout.ts shortHash: 10 characters of base64 of the digest, safe in a file name. */
export function hash10(s: string): string {
  return btoa(sha256(s).slice(0, 8)).slice(0, 10).replace(/[+/=]/g, 'x');
}

/** layout.ts safeSegment: one path segment as a file name, or null when it is too long to be one. */
export function safeName(raw: string): string | null {
  let n = raw;
  try {
    n = decodeURIComponent(raw);
  } catch {}
  n = n.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_');
  if (n === '' || n === '.' || n === '..') n = n.replace(/\./g, '_') || '_';
  return unescape(encodeURIComponent(n)).length > 180 ? null : n;
}

/** layout.ts nextImageFile: `_next/image/<stem>.w<w>q<q>.<10-char hash of the query><ext>`. */
export function imageFile(search: string): string | null {
  const q = new URLSearchParams(search);
  const inner = q.get('url');
  if (!inner) return null;
  let path: string;
  try {
    path = new URL(inner, 'http://x').pathname;
  } catch {
    path = inner;
  }
  const name = safeName(path.slice(path.lastIndexOf('/') + 1) || 'image');
  if (name === null) return null;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  const stem = ext ? name.slice(0, -ext.length) : name;
  const digits = (key: string) => (q.get(key) || '').replace(/\D/g, '');
  return `_next/image/${stem}.w${digits('w')}q${digits('q')}.${hash10(search)}${ext}`;
}

/** The segments of a root-absolute path as the exporter names its folders (reserved top-level names escaped). */
export function savedSegments(path: string, encode: boolean): string[] | null {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.' || seg === '..') continue;
    const n = safeName(seg);
    if (n === null) return null;
    out.push(encode ? encodeURIComponent(n) : n);
  }
  if (out[0] === '_static-export' || out[0] === '_external') out[0] = `_${out[0]}`;
  return out;
}

/** layout.ts withQueryHash: `/a/b.png?v=1` → `a/b.q-<hash>.png` (for files the page itself asks for, not fetches). */
export function queryFile(path: string): string | null {
  const qi = path.indexOf('?');
  const search = path.slice(qi);
  if (search === '?') return null;
  const out = savedSegments(path.slice(1, qi), false);
  if (out === null) return null;
  if (out.length === 0 || path.charAt(qi - 1) === '/') out.push('index.html');
  const last = out.pop()!;
  const dot = last.lastIndexOf('.');
  const ext = dot > 0 ? last.slice(dot) : '';
  out.push(`${ext ? last.slice(0, -ext.length) : last}.q-${hash10(search)}${ext}`);
  return out.join('/');
}

/** layout.ts rscFile / segmentFile: a page's payload (`index.txt`) or one segment of it (`__next.<key>.txt`). */
export function payloadPath(segments: string[], key: string | null): string | null {
  const name = key ? safeName(`__next${key.replace(/\//g, '.')}.txt`) : 'index.txt';
  if (name === null) return null;
  return [...segments, encodeURIComponent(name)].join('/');
}
