// The pieces of the Action's report that need no runner: the expiry wording, the annotation cap and the
// max-warnings gate.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeExpiry } from '../../src/action/summary.ts';
import { annotateWarnings, MAX_ANNOTATIONS, overWarningLimit } from '../../src/action/warnings.ts';
import type { ExportWarning } from '../../src/core/types.ts';

describe('describeExpiry', () => {
  const now = new Date('2026-11-23T07:59:00.000Z');
  it('says how long and when, in UTC', () => {
    expect(describeExpiry('2026-11-23T08:58:30.000Z', now)).toBe('in 59 minutes (08:58 UTC)');
    expect(describeExpiry('2026-11-23T08:00:00.000Z', now)).toBe('in 1 minute (08:00 UTC)');
    expect(describeExpiry('2026-11-23T19:59:00.000Z', now)).toBe('in 12 hours (19:59 UTC)');
    expect(describeExpiry('2026-11-24T07:59:00.000Z', now)).toBe('in 24 hours (07:59 UTC, 2026-11-24)');
    expect(describeExpiry('2026-11-30T07:59:00.000Z', now)).toBe('in 7 days (07:59 UTC, 2026-11-30)');
  });
});

describe('annotations', () => {
  afterEach(() => vi.restoreAllMocks());

  function annotations(warnings: ExportWarning[], total = warnings.length): string[] {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk).trimEnd());
      return true;
    });
    annotateWarnings(warnings, total);
    vi.restoreAllMocks();
    return lines;
  }
  const broken = (i: number): ExportWarning => ({ code: 'broken-link', url: `/old/${i}`, message: `/old/${i} answered 404`, referrer: `/page/${i}` });

  it('writes one per warning, with the page that linked to it', () => {
    expect(annotations([broken(1)])).toEqual(['::warning title=static-export broken-link::/old/1: /old/1 answered 404 (linked from /page/1)']);
  });

  it('stops at GitHub’s ten per step, the tenth counting the rest', () => {
    const lines = annotations(
      Array.from({ length: 25 }, (_, i) => broken(i)),
      1200,
    );
    expect(lines).toHaveLength(MAX_ANNOTATIONS);
    expect(lines.at(-1)).toBe('::warning title=static-export more warnings::1191 more warning(s): see the step summary and the bundle manifest');
    expect(annotations(Array.from({ length: 10 }, (_, i) => broken(i)))).toHaveLength(10);
  });
});

describe('max-warnings', () => {
  it('fails only above the limit', () => {
    expect(overWarningLimit(0, 0)).toBeUndefined();
    expect(overWarningLimit(3, undefined)).toBeUndefined();
    expect(overWarningLimit(undefined, 0)).toBeUndefined();
    expect(overWarningLimit(1, 0)).toBe('1 warning(s), above `max-warnings: 0` (broken links and failed fetches are listed in the step summary)');
  });
});
