// URL path → file inside the site directory, the way a live docs site resolves it: `/a/` is `a/index.html`,
// `/a` with a folder `a/` is a redirect to `/a/` (the page's relative links are written for that URL), and
// nothing outside the root is ever reachable, whatever the encoding or links on disk.
import { createHash } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export type Resolved =
  | {
      kind: 'file';
      rel: string;
      abs: string;
      size: number;
      mtimeMs: number;
      /**
       * Names this content for ETags and the compression cache when the manifest does not: path, inode, size and
       * mtime together (an unpacked bundle gives every file one mtime, so size and mtime alone collide).
       */
      tag: string;
    }
  | { kind: 'add-slash' }
  | { kind: 'none' };

/** Decoded, safe path segments, or undefined for a path that tries something (`..`, NUL, backslash). */
export function pathSegments(pathname: string): string[] | undefined {
  const out: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let s: string;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (s === '.' || s === '..' || s.includes('/') || s.includes('\\') || s.includes('\0')) return undefined;
    out.push(s);
  }
  return out;
}

/**
 * The one containment check for every file `serve` opens (pages, assets, RSC payloads, image variants, the 404
 * page): a regular file whose real path, links followed, is inside `root`. Undefined otherwise.
 */
export async function containedFile(root: string, rel: string): Promise<Extract<Resolved, { kind: 'file' }> | undefined> {
  if (rel.split('/').some((s) => s === '..' || s.includes('\\') || s.includes('\0'))) return undefined;
  const abs = join(root, ...rel.split('/'));
  try {
    const st = await stat(abs);
    if (!st.isFile()) return undefined;
    // A link inside a served directory must not lead out of it.
    const real = await realpath(abs);
    if (!real.startsWith(root + sep)) return undefined;
    const tag = createHash('sha256').update(`${rel}\0${st.dev}\0${st.ino}\0${st.size}\0${st.mtimeMs}`).digest('hex');
    return { kind: 'file', rel, abs: real, size: st.size, mtimeMs: st.mtimeMs, tag };
  } catch {
    return undefined;
  }
}

async function isDirectory(abs: string): Promise<boolean> {
  try {
    return (await stat(abs)).isDirectory();
  } catch {
    return false;
  }
}

/** `root` must be a real path (no links in it), as the release manager gives it. */
export async function resolveFile(root: string, pathname: string): Promise<Resolved> {
  const segments = pathSegments(pathname);
  if (!segments) return { kind: 'none' };
  const rel = segments.join('/');
  if (pathname.endsWith('/') || rel === '') {
    return (await containedFile(root, rel ? `${rel}/index.html` : 'index.html')) ?? { kind: 'none' };
  }
  const file = await containedFile(root, rel);
  if (file) return file;
  if ((await isDirectory(join(root, ...segments))) && (await containedFile(root, `${rel}/index.html`))) return { kind: 'add-slash' };
  return { kind: 'none' };
}
