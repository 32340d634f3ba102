// Builds lib/, the compiled JavaScript and .d.ts of src/ that the published package runs on Node 22 and 24
// (`prepack` runs it, so `npm pack` and `npm publish` always ship a fresh build). tsc rather than esbuild: it
// writes the declaration files the library entry needs and keeps one file per module, so the lazily loaded
// commands (serve, keys) stay lazy; `rewriteRelativeImportExtensions` turns the sources' `.ts` imports into `.js`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { writeRuntimeScripts } from './build-runtime.ts';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// The compiled browser code is a committed module (src/hosting/generated/); rebuilt here so a package made from
// edited runtime sources carries their bytes. lib/ then needs no esbuild at run time.
if (await writeRuntimeScripts()) console.error('src/hosting/generated/runtime-scripts.ts rebuilt from src/hosting/runtime/');
rmSync('lib', { recursive: true, force: true });
const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (run.status !== 0) {
  console.error('lib/ build failed');
  process.exit(run.status ?? 1);
}
// stderr: `npm pack --json` prints its JSON on stdout, after this script's output.
console.error('lib/ built from src/ and server/');
