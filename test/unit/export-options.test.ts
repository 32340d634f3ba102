// The export's options, validated once (src/core/options.ts): defaults, exact messages, and the same rules
// whichever door the values came through (exportSite itself, argv, the environment).
import { describe, expect, it } from 'vitest';
import { defaultTransformThreads, EXPORT_DEFAULTS, resolveSiteOptions, wholeNumber, wholeNumberOptions } from '../../src/core/options.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { MemorySite } from '../helpers/memory-site.ts';

describe('resolveSiteOptions', () => {
  it('fills in every default', () => {
    const o = resolveSiteOptions({ url: 'docs.acme.com' });
    expect(o.site.href).toBe('https://docs.acme.com/');
    expect(o).toMatchObject({ ...EXPORT_DEFAULTS, paths: undefined, userAgent: undefined });
    // The cores the main thread leaves idle, at least one: 0 would mean "no threads".
    expect(o.transformThreads).toBe(defaultTransformThreads());
    expect(o.transformThreads).toBeGreaterThanOrEqual(1);
    expect(resolveSiteOptions({ url: 'a.com', transformThreads: 0 }).transformThreads).toBe(0);
  });

  it('keeps what it is given, normalised', () => {
    const o = resolveSiteOptions({
      url: 'http://127.0.0.1:3000/docs',
      paths: ['guides/setup/', '/api'],
      version: ' v2 ',
      concurrency: 4,
      retries: 0,
      localiseExternal: false,
    });
    expect(o).toMatchObject({ paths: ['/guides/setup', '/api'], version: 'v2', concurrency: 4, retries: 0, localiseExternal: false });
    expect(resolveSiteOptions({ url: 'a.com', version: '  ' }).version).toBe('latest');
  });

  it.each([
    [{ concurrency: 0 }, 'Expected `concurrency` to be a whole number from 1 to 256, got 0'],
    [{ maxPages: 1.5 }, 'Expected `maxPages` to be a whole number ≥ 1, got 1.5'],
    [{ maxDepth: -1 }, 'Expected `maxDepth` to be a whole number ≥ 1, got -1'],
    [{ timeoutMs: Number.NaN }, 'Expected `timeoutMs` to be a whole number ≥ 1, got null'],
    [{ retries: -1 }, 'Expected `retries` to be a whole number from 0 to 100, got -1'],
    [{ transformThreads: 65 }, 'Expected `transformThreads` to be a whole number from 0 to 64, got 65'],
    [{ version: 'v\u0000' }, 'Expected `version` to be 1 to 128 printable characters, got "v\\u0000"'],
  ])('refuses %j with an exact message', (options, message) => {
    expect(() => resolveSiteOptions({ url: 'a.com', ...options })).toThrow(message);
  });

  it('is what exportSite runs with: a bad option fails before any request', async () => {
    const site = new MemorySite().page('/', 'home');
    await expect(exportSite({ url: site.origin, outDir: '/nonexistent/never-made', concurrency: 0 }, {}, { fetcher: site.fetcher() })).rejects.toThrow(
      'Expected `concurrency` to be a whole number from 1 to 256, got 0',
    );
    expect(site.requests).toEqual([]);
  });
});

describe('whole numbers as the doors read them', () => {
  it('reads text, treats blank as unset, and names the option as the door spells it', () => {
    expect(wholeNumber('--retries', ' 2 ', { min: 0 })).toBe(2);
    expect(wholeNumber('--retries', '', { min: 0 })).toBeUndefined();
    expect(() => wholeNumber('--timeout', '1e3', { unit: 'of seconds' })).toThrow('Expected `--timeout` to be a whole number of seconds ≥ 1, got "1e3"');
    expect(wholeNumberOptions({ maxPages: '50', concurrency: undefined })).toEqual({ maxPages: 50 });
    expect(() => wholeNumberOptions({ concurrency: '300' }, (o) => `STATIC_EXPORT_${o.toUpperCase()}`)).toThrow(
      'Expected `STATIC_EXPORT_CONCURRENCY` to be a whole number from 1 to 256, got "300"',
    );
  });
});
