// The browser code of a bundle is compiled from src/hosting/runtime/ into a committed module
// (src/hosting/generated/runtime-scripts.ts) that the package, the Action's dist/ and a clone all import: the
// committed strings must be exactly what esbuild makes of the sources now, or a bundle would carry other bytes than
// the code under review.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, runtimeScriptsModule } from '../../scripts/build-runtime.ts';
import { BASE_PATH_BOOT_JS, BASE_PATH_RUNTIME_JS, SEARCH_UI_JS } from '../../src/hosting/generated/runtime-scripts.ts';

describe('the compiled runtime scripts', () => {
  it('are committed as a fresh esbuild of src/hosting/runtime/ makes them (`npm run build:runtime`)', async () => {
    expect(await readFile(GENERATED_FILE, 'utf8')).toBe(await runtimeScriptsModule());
  });

  it('can be written inline in a <script> element and run as classic scripts', () => {
    for (const js of [BASE_PATH_BOOT_JS, BASE_PATH_RUNTIME_JS, SEARCH_UI_JS]) {
      expect(js).not.toMatch(/<\/script|<!--/i);
      expect(js).not.toMatch(/^\s*(import|export)\s/m);
      expect(js.startsWith('"use strict"')).toBe(false);
      expect(() => new Function(js)).not.toThrow();
    }
  });
});
