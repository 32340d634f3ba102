// The rule for responses without validators (issue 25, export-site.ts `payloadsFollowThePage`) on every Next
// version of the corpus: `next start` sends an ETag with a prerendered page's HTML and none with its RSC payloads;
// a page answering 304 has its payloads taken from PREV without a request. Exported twice with nothing changed,
// the incremental bundle must hold, file for file, what a full export of the same state holds, apart from the
// payloads of pages rendered per request (no ETag: never reused, and different on every request anyway).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportedBundle, Manifest } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { type RunningCorpusSite, startCorpusSite } from '../helpers/corpus.ts';

function files(m: Manifest): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of m.pages) for (const r of [p, ...p.rsc]) out.set(r.file, r.sha256);
  for (const r of [...m.assets, ...(m.generated ?? [])]) out.set(r.file, r.sha256);
  return out;
}

for (const name of ['next-15.5', 'next-16.3', 'next-16.4']) {
  describe(`export --since on ${name} (next start), nothing changed`, () => {
    let work: string;
    let site: RunningCorpusSite;
    let incremental: ExportedBundle;
    let full: ExportedBundle;

    beforeAll(async () => {
      site = await startCorpusSite(name);
      work = await mkdtemp(join(tmpdir(), `se-since-${name}-`));
      const options = { url: site.url, search: false };
      const prev = await exportBundle(options, { out: join(work, 'prev.tar.gz') });
      incremental = await exportBundle({ ...options, since: prev.archive }, { out: join(work, 'incremental.tar.gz') });
      full = await exportBundle({ ...options, since: prev.archive }, { out: join(work, 'full.tar.gz') }, {}, { reuse: false });
    });
    afterAll(async () => {
      await site?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('reuses the prerendered pages and their payloads (payloads without a request) and reports no change', () => {
      expect(incremental.incremental?.used, incremental.incremental?.reason).toBe(true);
      const withEtag = full.manifest.pages.filter((p) => p.validators?.etag);
      expect(withEtag.length).toBeGreaterThan(full.manifest.pages.length / 2);
      const payloads = withEtag.reduce((n, p) => n + p.rsc.length, 0);
      expect(incremental.incremental!.transfer.reusedWithoutRequest).toBeGreaterThanOrEqual(payloads);
      expect(incremental.incremental!.changes!.pages).toMatchObject({ added: [], removed: [], changed: [] });
    });

    it('holds what the full export holds, but the payloads of pages rendered per request', () => {
      const perRequest = new Set(full.manifest.pages.filter((p) => !p.validators).flatMap((p) => p.rsc.map((r) => r.file)));
      const a = files(incremental.manifest);
      const b = files(full.manifest);
      expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
      expect([...a].filter(([file, sha]) => b.get(file) !== sha && !perRequest.has(file)).map(([file]) => file)).toEqual([]);
    });
  });
}
