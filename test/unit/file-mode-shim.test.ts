// Which files of a site get a data twin for file:// (src/hosting/file-mode-shim.ts): JSON as text, data a host sends
// as no known type (Pagefind's index and WebAssembly) in base64; fonts, images and scripts, which elements load
// there, none.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { dataTwin, wantsDataTwin } from '../../src/hosting/file-mode-shim.ts';

describe('data twins', () => {
  it('are text for JSON and binary for untyped data, none for what elements load', () => {
    expect(wantsDataTwin('search/search_index.json', 'application/json')).toBe('text');
    expect(wantsDataTwin('pagefind/pagefind.en_6d13.pf_meta', '')).toBe('binary');
    expect(wantsDataTwin('pagefind/wasm.en.pagefind', 'application/octet-stream')).toBe('binary');
    expect(wantsDataTwin('x/module.wasm', 'application/wasm')).toBe('binary');
    expect(wantsDataTwin('fonts/inter.woff2', 'application/octet-stream')).toBeUndefined();
    expect(wantsDataTwin('img/logo.png', '')).toBeUndefined();
    expect(wantsDataTwin('assets/app.js', 'text/javascript')).toBeUndefined();
    expect(wantsDataTwin('_static-export/manifest.json', 'application/json')).toBeUndefined();
  });

  it('hand their content over when run: a binary one in base64, flagged', () => {
    const bytes = Buffer.from([0, 1, 127, 128, 255]);
    const got: unknown[][] = [];
    const self = { [Symbol.for('static-export.file-data')]: (...args: unknown[]) => got.push(args) };
    runInNewContext(dataTwin('p/i.pf_meta', '', bytes, 'binary').script, { self, Symbol });
    runInNewContext(dataTwin('d.json', 'application/json', Buffer.from('{"a":1}')).script, { self, Symbol });
    expect(got).toEqual([
      ['p/i.pf_meta', '', bytes.toString('base64'), 1],
      ['d.json', 'application/json', '{"a":1}'],
    ]);
  });
});
