// `--since` on the Next.js fixture served by `next start` (issue 25): a page's HTML carries an ETag, its RSC
// payloads none. After on-demand revalidation of one page (`revalidatePath`, build unchanged), an incremental export
// takes every other prerendered page and its payloads from PREV, re-fetches the revalidated one, reports exactly that
// page as changed, and writes what a full export of the same state writes. The one exception the rule cannot cover:
// a page rendered per request (no ETag, `connection()`) gives new RSC bytes on every request, to any two exports.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ExportedBundle, Manifest, SiteOptions } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { type RunningFixture, startFixture } from '../helpers/fixture-site.ts';

const fixture = inject('fixture');

/** bundle file → sha256, for every file the manifest lists. */
function files(m: Manifest): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of m.pages) for (const r of [p, ...p.rsc]) out.set(r.file, r.sha256);
  for (const r of [...m.assets, ...(m.generated ?? [])]) out.set(r.file, r.sha256);
  return out;
}

describe('export --since on next start, after revalidatePath of one page', () => {
  let work: string;
  let site: RunningFixture;
  let options: SiteOptions;
  let prev: ExportedBundle;
  let incremental: ExportedBundle;
  let full: ExportedBundle;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'se-since-next-'));
    const note = join(work, 'note.txt');
    await writeFile(note, 'First release note.');
    site = await startFixture({ buildDir: fixture.buildDir, env: { FIXTURE_NOTE_FILE: note } });
    options = { url: site.origin, search: false };
    const revalidate = async () => {
      const res = await fetch(`${site.origin}/revalidate-for-tests?path=/changelog`);
      expect(res.status).toBe(200);
      // The first request after revalidatePath renders the page anew.
      await (await fetch(`${site.origin}/changelog`)).text();
    };
    await revalidate();
    prev = await exportBundle(options, { out: join(work, 'prev.tar.gz') });
    await writeFile(note, 'Second release note.');
    await revalidate();
    incremental = await exportBundle({ ...options, since: prev.archive }, { out: join(work, 'incremental.tar.gz') });
    full = await exportBundle({ ...options, since: prev.archive }, { out: join(work, 'full.tar.gz') }, {}, { reuse: false });
  });
  afterAll(async () => {
    await site?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('reports exactly the revalidated page as changed', () => {
    expect(incremental.incremental?.used, incremental.incremental?.reason).toBe(true);
    const pages = incremental.incremental!.changes!.pages;
    expect(pages.added).toEqual([]);
    expect(pages.removed).toEqual([]);
    expect(pages.changed).toEqual(['/changelog']);
  });

  it('takes the other pages and their payloads from PREV, the payloads without a request', () => {
    const transfer = incremental.incremental!.transfer;
    expect(transfer.reusedWithoutRequest).toBeGreaterThan(fixture.pages.length);
    expect(transfer.bytes).toBeLessThan(full.incremental!.transfer.bytes / 4);
    const changelog = incremental.manifest.pages.find((p) => p.url === '/changelog')!;
    const before = prev.manifest.pages.find((p) => p.url === '/changelog')!;
    expect(changelog.sha256).not.toBe(before.sha256);
    expect(changelog.rsc.map((r) => r.sha256)).not.toEqual(before.rsc.map((r) => r.sha256));
  });

  it('writes what the full export of the same state writes, but the payloads of pages rendered per request', () => {
    const perRequest = new Set(full.manifest.pages.filter((p) => !p.validators).flatMap((p) => p.rsc.map((r) => r.file)));
    const a = files(incremental.manifest);
    const b = files(full.manifest);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const differ = [...a].filter(([file, sha]) => b.get(file) !== sha).map(([file]) => file);
    expect(differ.filter((file) => !perRequest.has(file))).toEqual([]);
    // Every prerendered page has an ETag (on this fixture 21 of 28; the 7 others render per request).
    expect(full.manifest.pages.filter((p) => p.validators).length).toBeGreaterThan(fixture.pages.length / 2);
  });
});
