// Small modules with one job each: no file of src/ or server/ grows past 450 lines (the compiled runtime in
// src/hosting/generated/ aside, which esbuild writes). A file that does is a sign it holds more than one job.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT, sourceFiles } from '../helpers/source-files.ts';

const MAX_LINES = 450;

it(`no file in src/ or server/ is over ${MAX_LINES} lines`, () => {
  const long = sourceFiles(['src', 'server'], /\.m?[jt]s$/)
    .filter((file) => !file.startsWith('src/hosting/generated/'))
    .map((file) => ({ file, lines: readFileSync(join(REPO_ROOT, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long, 'split it into modules with one job each').toEqual([]);
});
