// What a framework built by a test sees of the test's environment (test/helpers/child-env.ts).
import { expect, it } from 'vitest';
import { withoutVitestEnv } from '../helpers/child-env.ts';

it("leaves out vitest's NODE_ENV, its VITEST_* keys and its import.meta.env mirror, and keeps the rest", () => {
  // Under vitest itself, as the corpus builds run: Astro read DEV=1 from here and built without search.
  expect(process.env.DEV).toBe('1');
  const env = withoutVitestEnv({ ...process.env, npm_config_cache: '/x', KEEP: 'yes' });
  for (const key of ['NODE_ENV', 'NODE_OPTIONS', 'TEST', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'VITEST', 'VITEST_POOL_ID'])
    expect(env, key).not.toHaveProperty(key);
  expect(env.PATH).toBe(process.env.PATH);
  expect(env.KEEP).toBe('yes');
  expect(env.npm_config_cache).toBe('/x');
  expect(withoutVitestEnv({ npm_config_cache: '/x' }, true)).toEqual({});
});
