import { describe, expect, it } from 'vitest';
import type { ExportWarning } from '../../src/core/types.ts';
import { describeWarnings, warningCounts } from '../../src/terminal/warning-summary.ts';

describe('warnings on the terminal', () => {
  // The shape of a crawler trap behind --max-pages 20: a flood of one code, and the few that matter.
  const flood: ExportWarning[] = [
    ...Array.from({ length: 100_000 }, (_, i) => ({
      code: 'max-pages' as const,
      url: `/trap/${i + 21}`,
      message: 'not exported: the 20-page limit was reached',
      referrer: `/trap/${i + 20}`,
    })),
    ...Array.from({ length: 36 }, (_, i) => ({ code: 'max-depth' as const, url: `/deep/${i}`, message: 'not followed: deeper than 50 links' })),
    ...['/slow', '/slower', '/slowest', '/stuck'].map((url) => ({ code: 'timeout' as const, url, message: `${url} timed out after 30 s`, referrer: '/' })),
    { code: 'broken-link', url: '/faq', message: '/faq answered 404', referrer: '/guides/start' },
    { code: 'broken-link', url: '/old', message: '/old answered 404', referrer: '/' },
  ];

  it('groups 100,042 warnings by code in under 40 lines, every code with its count', () => {
    const text = describeWarnings(flood, 'the manifest');
    const lines = text.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(40);
    expect(lines[0]).toBe('100042 warnings of 4 kinds, all listed in the manifest:');
    for (const [code, count] of Object.entries(warningCounts(flood))) expect(text).toContain(`  ${code} (${count})`);
  });

  it('shows the rare codes first, each URL with the page that named it', () => {
    const text = describeWarnings(flood, 'the manifest');
    expect(text.indexOf('broken-link (2)')).toBeLessThan(text.indexOf('max-pages (100000)'));
    expect(text).toContain('    /faq — /faq answered 404 (linked from /guides/start)\n');
    expect(text).toContain('    /slow — /slow timed out after 30 s (linked from /)\n');
    // One message for the whole group is said once, on the group's line.
    expect(text).toContain('  max-pages (100000): not exported: the 20-page limit was reached\n    /trap/21 (linked from /trap/20)\n');
    expect(text).toContain('    … and 99997 more\n');
  });

  it('says nothing when there is nothing to say', () => {
    expect(describeWarnings([], 'the manifest')).toBe('');
  });
});
