// The environment a framework's build or server gets from a test: the caller's, minus what vitest sets in
// process.env. Besides NODE_ENV=test and its own VITEST_* keys, vitest mirrors its `import.meta.env` there (TEST,
// BASE_URL, MODE, DEV=1, PROD, SSR), and Astro reads `import.meta.env.DEV` from process.env: a Starlight site built
// under vitest came out as a development build, its search box replaced by "Search is only available in production
// builds" (a fresh corpus cache, 2026-11-27). NODE_OPTIONS may carry vitest's loaders.
const VITEST_KEYS = new Set(['NODE_ENV', 'NODE_OPTIONS', 'TEST', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']);

/** `env` without what vitest put there (and without npm's own `npm_*` settings when `dropNpm`). */
export function withoutVitestEnv(env: NodeJS.ProcessEnv, dropNpm = false): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (VITEST_KEYS.has(key) || key.startsWith('VITEST') || key.startsWith('__VITEST')) continue;
    if (dropNpm && key.startsWith('npm_')) continue;
    out[key] = value;
  }
  return out;
}
