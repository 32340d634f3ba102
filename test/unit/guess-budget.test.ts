// The guess budget (src/export/guess-budget.ts) alone, and in the crawl: a library's list of names that are not the
// site's files costs its first names, not thousands of requests, while a list of real files is fetched whole; one
// summary warning says what was left out, and `verify` does not count what was never asked for as missing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { GuessBudget, guessList, SAMPLE, siteGuessCap } from '../../src/export/guess-budget.ts';
import { verifyDirectory } from '../../src/verify/verify.ts';
import { MemorySite } from '../helpers/memory-site.ts';

/** Offers `n` guesses of one list; returns the started ones' indexes and the skipped count. */
function offerMany(budget: GuessBudget, list: string, n: number, source = 'a.js') {
  const started: number[] = [];
  let skipped = 0;
  for (let i = 0; i < n; i++) budget.offer(source, list, { start: () => (started.push(i), true), skip: () => skipped++ });
  return { started, skipped: () => skipped };
}

describe('GuessBudget', () => {
  it('asks for a list’s first names, then drops the rest when none of them is a file', () => {
    const budget = new GuessBudget(1_000);
    const run = offerMany(budget, 'emoji', 100);
    expect(run.started).toHaveLength(SAMPLE);
    for (let i = 0; i < SAMPLE; i++) budget.settle('emoji', false);
    expect(run.skipped()).toBe(100 - SAMPLE);
    // Later names of the same list are skipped at once.
    let started = false;
    budget.offer('a.js', 'emoji', { start: () => (started = true), skip: () => undefined });
    expect(started).toBe(false);
    expect(budget.summary()).toMatchObject({ skipped: 100 - SAMPLE + 1, lists: 1, sources: ['a.js'] });
  });

  it('asks for the whole list once one of its first names answered a file', () => {
    const budget = new GuessBudget(1_000);
    const run = offerMany(budget, 'chunks', 50);
    budget.settle('chunks', false);
    budget.settle('chunks', true);
    expect(run.started).toHaveLength(50);
    expect(budget.summary()).toBeUndefined();
  });

  it('bounds guesses per source and per export', () => {
    const perSource = new GuessBudget(1_000, 10);
    const many = offerMany(perSource, 'x', 5, 'big.js');
    perSource.settle('x', true);
    offerMany(perSource, 'y', 20, 'big.js');
    expect(perSource.summary()).toMatchObject({ overSource: 15 });
    expect(many.started).toHaveLength(5);

    const perSite = new GuessBudget(12);
    offerMany(perSite, 'p', 8, 'one.js');
    offerMany(perSite, 'q', 8, 'two.js');
    expect(perSite.summary()).toMatchObject({ overSite: 4 });
    expect(siteGuessCap(10_000)).toBe(20_000);
    expect(siteGuessCap(10)).toBe(5_000);
  });

  it('puts names of one file, folder, extension and query keys in one list', () => {
    expect(guessList('lib/d.js', '/lib/unicode/1f44d.png?v8')).toBe(guessList('lib/d.js', '/lib/unicode/1f4af.png?v8'));
    expect(guessList('lib/d.js', '/lib/unicode/1f44d.png?v8')).not.toBe(guessList('lib/d.js', '/unicode/1f44d.png?v8'));
    expect(guessList('lib/d.js', '/a/x.png')).not.toBe(guessList('lib/e.js', '/a/x.png'));
    expect(guessList('lib/d.js', '/a/x.png')).not.toBe(guessList('lib/d.js', '/a/x.svg'));
  });
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('the guess budget in the crawl', () => {
  it('asks for 8 of a library’s 2,000 emoji names per base, fetches every chunk of a real list, and verify passes', async () => {
    const emoji = Array.from({ length: 2_000 }, (_, i) => `"e${i}":"unicode/${(0x1f300 + i).toString(16)}.png?v8"`).join(',');
    const chunks = Array.from({ length: 30 }, (_, i) => `"assets/chunk-${i}.js"`).join(',');
    const site = new MemorySite('http://127.0.0.1:4300').page('/', '<!doctype html><title>t</title><script src="/lib/app.js"></script><p>home</p>');
    site.file('/lib/app.js', `var emoji={${emoji}};var deps=[${chunks}];`, 'text/javascript');
    for (let i = 0; i < 30; i++) site.file(`/assets/chunk-${i}.js`, `export{} // ${i}`, 'text/javascript');
    const dir = join(await mkdtemp(join(tmpdir(), 'guess-budget-')), 'site');
    dirs.push(join(dir, '..'));
    const { manifest } = await exportSite({ url: site.origin, outDir: dir, search: false, transformThreads: 0 }, {}, { fetcher: site.fetcher() });

    const emojiRequests = site.requests.filter((r) => r.includes('/unicode/'));
    // Two readings (the script's folder and the site's base), a list each: SAMPLE names of each.
    expect(emojiRequests).toHaveLength(2 * SAMPLE);
    for (let i = 0; i < 30; i++) expect(manifest.assets.some((a) => a.file === `assets/chunk-${i}.js`)).toBe(true);
    const warnings = manifest.warnings.filter((w) => /speculative references were not asked for/.test(w.message));
    expect(warnings).toHaveLength(1);
    // The emoji names against both bases, and the chunk names against the script's folder (`lib/assets/…`, no file).
    expect(warnings[0]!.message).toContain(`${2 * (2_000 - SAMPLE) + (30 - SAMPLE)} speculative references`);
    expect(warnings[0]!.message).toContain('lib/app.js');
    const report = await verifyDirectory(dir);
    expect(report.broken).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
