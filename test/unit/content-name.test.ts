import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentName } from '../../src/core/content-name.ts';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT } from '../../src/hosting/base-path-shim.ts';
import { SEARCH_UI_FILE } from '../../src/search/offline-search.ts';
import { SEARCH_UI_SCRIPT } from '../../src/hosting/search-shim.ts';

describe('contentName', () => {
  it('names a file by the first 12 hex digits of its content sha256', () => {
    const hex = createHash('sha256').update('abc').digest('hex');
    expect(contentName('_static-export/x', 'js', 'abc')).toBe(`_static-export/x.${hex.slice(0, 12)}.js`);
  });

  it('gives other bytes another name', () => {
    expect(contentName('a/b', 'js', 'one')).not.toBe(contentName('a/b', 'js', 'two'));
  });

  it('names the shared scripts of every bundle', () => {
    expect(BASE_PATH_FILE).toBe(contentName('_static-export/base-path', 'js', BASE_PATH_SCRIPT));
    expect(BASE_PATH_FILE).toMatch(/^_static-export\/base-path\.[0-9a-f]{12}\.js$/);
    expect(SEARCH_UI_FILE).toBe(contentName('_static-export/search/search', 'js', SEARCH_UI_SCRIPT));
  });
});
