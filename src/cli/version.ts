// The package's version for `static-export --version`, read from the package.json above this module: the same
// file in a clone (src/cli/) and in an installed package (lib/src/cli/), so the number is written in one place.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  for (let dir = new URL('.', import.meta.url); ; dir = new URL('..', dir)) {
    try {
      const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'static-export' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // Not in this folder: look one up.
    }
    if (new URL('..', dir).href === dir.href) return 'unknown';
  }
}
