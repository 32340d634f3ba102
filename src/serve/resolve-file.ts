// URL path → file inside the site directory, the way a live docs site resolves it: `/a/` is `a/index.html`,
// `/a` with a folder `a/` is a redirect to `/a/` (the page's relative links are written for that URL), and
// nothing outside the root is ever reachable, whatever the encoding or links on disk.
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export type Resolved =
  | { kind: 'file'; rel: string; abs: string; size: number; mtimeMs: number }
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

async function regularFile(root: string, rel: string): Promise<Extract<Resolved, { kind: 'file' }> | undefined> {
  const abs = join(root, ...rel.split('/'));
  try {
    const st = await stat(abs);
    if (!st.isFile()) return undefined;
    // A link inside a served directory must not lead out of it.
    const real = await realpath(abs);
    if (!real.startsWith(root + sep)) return undefined;
    return { kind: 'file', rel, abs: real, size: st.size, mtimeMs: st.mtimeMs };
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
    return (await regularFile(root, rel ? `${rel}/index.html` : 'index.html')) ?? { kind: 'none' };
  }
  const file = await regularFile(root, rel);
  if (file) return file;
  if ((await isDirectory(join(root, ...segments))) && (await regularFile(root, `${rel}/index.html`))) return { kind: 'add-slash' };
  return { kind: 'none' };
}
