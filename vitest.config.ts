import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/fixtures/**', 'node_modules/**'],
    // Two cores: the Next.js fixture server, the servers under test and the test workers share them.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 600_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
