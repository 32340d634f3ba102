// Framework knowledge has one home, src/frameworks/ (one folder per framework and a registry): no other file of the
// product names a framework's runtime markers, so adding or changing a framework never means touching the stages,
// the hosts or the browser runtime. The compiled runtime (src/hosting/generated/) is excepted: it is esbuild's
// output of src/hosting/runtime/, where the markers come in from the profiles at build time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, sourceFiles } from '../helpers/source-files.ts';

/** What the page markup and client code of a framework names that no other framework does. */
const MARKERS = ['__next_f', '__NEXT_DATA__', '__VP_', '__docusaurus', '__rspress', 'astro-island'];

const HOME = 'src/frameworks/';
const GENERATED = 'src/hosting/generated/';

function filesNaming(files: readonly string[], marker: string): string[] {
  return files.filter((file) => readFileSync(join(REPO_ROOT, file), 'utf8').includes(marker));
}

describe('framework markers', () => {
  const files = sourceFiles(['src', 'server', 'bin', 'scripts']);

  it('are named only under src/frameworks/', () => {
    const outside = files.filter((file) => !file.startsWith(HOME) && !file.startsWith(GENERATED));
    const found = MARKERS.flatMap((marker) => filesNaming(outside, marker).map((file) => `${file} names ${marker}`));
    expect(found, 'move what knows the framework into its folder under src/frameworks/').toEqual([]);
  });

  it('are each named by a profile there (the list above is what the profiles know)', () => {
    const home = files.filter((file) => file.startsWith(HOME));
    for (const marker of MARKERS) expect(filesNaming(home, marker), marker).not.toEqual([]);
  });
});
