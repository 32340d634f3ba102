// The esbuild settings of the Action's bundle (dist/index.js), shared by scripts/build-dist.ts and the test that
// checks what goes into it.
import type { BuildOptions, Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requireHere = createRequire(import.meta.url);

/**
 * Every `import … from 'undici'` resolves to the project's own undici. @actions/http-client and @actions/github
 * each pin their own copy (6.x) for `ProxyAgent` and `fetch`, which undici 8 provides with the same API; without
 * this the bundle carried three copies of undici.
 */
export const oneUndici: Plugin = {
  name: 'one-undici',
  setup(build) {
    const root = requireHere.resolve('undici');
    build.onResolve({ filter: /^undici$/ }, () => ({ path: root }));
  },
};

/**
 * The Action's entry, and the modules its threads load by path: its transform workers' (src/export/transform-pool.ts),
 * ours, found beside index.js, and tinypool's own worker entry, which tinypool looks for at `entry/worker.js` beside
 * the module that bundles it; and the thread that reads a `since` export's PREV (src/bundle/archive-file.ts).
 */
export const entries: Record<string, string> = {
  index: 'src/action/index.ts',
  'transform-worker': 'src/export/transform-worker.ts',
  'archive-walk-worker': 'src/bundle/archive-walk-worker.ts',
  'entry/worker': join(dirname(requireHere.resolve('tinypool')), 'entry', 'worker.js'),
};

export function distOptions(outdir: string): BuildOptions {
  return {
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [oneUndici],
    // Loaded only when the browser check runs, from the runner's node_modules or an install next to the run
    // (src/action/browser-step.ts): bundled, it would add megabytes and read files beside itself that dist/ has not.
    external: ['playwright-core'],
    // Some bundled CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
}
