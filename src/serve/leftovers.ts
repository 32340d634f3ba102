// What interrupted refreshes leave in `serve`'s data directory: downloads (`downloads/<id>.tar.gz`, whole bundles),
// unpacking scratch (`releases/.artifact-*`), half-made `current` links and releases that are neither current nor
// the one before. Removed at start and after each refresh, when no refresh of this process is running: a data
// directory belongs to one `serve` process (docs/hosting.md), so nothing else can be using them.
import { readdir, readlink, rm } from 'node:fs/promises';
import { join } from 'node:path';

export async function pruneLeftovers(dataDir: string): Promise<void> {
  const downloads = join(dataDir, 'downloads');
  for (const name of await readdir(downloads).catch(() => [] as string[])) await rm(join(downloads, name), { recursive: true, force: true });
  for (const name of await readdir(dataDir).catch(() => [] as string[])) {
    if (name.startsWith('.current-')) await rm(join(dataDir, name), { force: true });
  }
  const releases = join(dataDir, 'releases');
  const names = await readdir(releases).catch(() => [] as string[]);
  const current = (await readlink(join(dataDir, 'current')).catch(() => undefined))?.replace(/^releases\//, '');
  // Kept: the current release and the one before it (release ids sort by time; activate() keeps the same two).
  const keep = new Set<string>();
  if (current) {
    keep.add(current);
    const before = names
      .filter((n) => !n.startsWith('.') && n < current)
      .sort()
      .at(-1);
    if (before) keep.add(before);
  }
  for (const name of names) {
    if (name.startsWith('.artifact-') || (!name.startsWith('.') && !keep.has(name))) await rm(join(releases, name), { recursive: true, force: true });
  }
}
