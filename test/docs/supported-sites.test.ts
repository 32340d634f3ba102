// The README's table of supported frameworks and hosts is the corpus matrix's list, so it cannot drift: every
// corpus site (test/helpers/corpus.ts) in exactly one row, every version the row names pinned in that site's
// lock, and every host the matrix browses named below it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MATRIX_HOSTS } from '../corpus/matrix.ts';
import { CORPUS } from '../helpers/corpus.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readme = await readFile(join(ROOT, 'README.md'), 'utf8');

/** The lines after a marker comment, up to the next blank line. */
function after(marker: string): string[] {
  const start = readme.indexOf(`<!-- ${marker}`);
  if (start === -1) throw new Error(`README.md lost its <!-- ${marker} … --> marker`);
  const lines = readme.slice(start).split('\n').slice(1);
  return lines.slice(0, lines.indexOf(''));
}

const rows = after('corpus-sites')
  .slice(2)
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, framework, versions, sites]) => ({ framework: framework!, versions: versions!, sites: [...sites!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) }));

async function pinnedVersions(deps: string): Promise<Set<string>> {
  const lock = JSON.parse(await readFile(join(ROOT, 'test/fixtures/corpus/deps', deps, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  return new Set(Object.values(lock.packages).flatMap((p) => (p.version ? [p.version] : [])));
}

it('lists every corpus site in exactly one row of the README table', () => {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.flatMap((r) => r.sites).sort()).toEqual(Object.keys(CORPUS).sort());
});

it('names only versions the row’s sites pin', async () => {
  for (const row of rows) {
    const lockFolders = [...new Set(row.sites.map((s) => CORPUS[s]!.deps).filter(Boolean))];
    if (lockFolders.length === 0) continue; // Debian's packages (MkDocs, Sphinx): no npm lock to hold them to
    const pinned = new Set<string>();
    for (const deps of lockFolders) for (const v of await pinnedVersions(deps)) pinned.add(v);
    const named = row.versions.match(/\d+\.\d+\.\d+/g) ?? [];
    expect(named.length, row.framework).toBeGreaterThan(0);
    for (const version of named) expect([...pinned], `${row.framework}: ${version}`).toContain(version);
  }
});

it('names every host the matrix browses', () => {
  const text = after('corpus-hosts').join(' ');
  for (const host of new Set(MATRIX_HOSTS.map((h) => h.split(' at ')[0]!))) expect(text).toContain(host);
});
