// One question asked wherever we write next to a directory we also read: is this path that directory or inside it?
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** True when `path` is `dir` itself or anywhere below it (both resolved against the working directory). */
export function isWithin(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
