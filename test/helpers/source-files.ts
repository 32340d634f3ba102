// The repository's own source files, for the tests that hold rules over all of them (framework markers, file
// length): every file under the given folders, relative to the repository root, with `/` separators.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Files under `folders` (relative to the repository root) whose names match `names`. */
export function sourceFiles(folders: readonly string[], names = /\.(m?[jt]s|json|md)$/): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (names.test(entry.name)) out.push(relative(REPO_ROOT, path).split(sep).join('/'));
    }
  };
  for (const folder of folders) walk(join(REPO_ROOT, folder));
  return out.sort();
}
