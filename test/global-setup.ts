// vitest globalSetup: builds the Next.js fixture (cached by source hash), starts the fake CDN and `next start`
// once for the whole run, and hands their addresses to the tests: `inject('fixture')`.
//
// Tests that must stop a server (the air-gapped browser checks) start their own copies with startFixture()
// and startCdnServer() instead of stopping these shared ones.

import type { TestProject } from 'vitest/node';
import { startCdnServer } from './helpers/cdn-server.ts';
import { buildFixture, startFixture, type FixtureRedirect } from './helpers/fixture-site.ts';

export interface FixtureContext {
  /** `http://127.0.0.1:<port>` of `next start` serving the fixture. */
  origin: string;
  /** Origin of the fake CDN the fixture's `/integrations/cdn` page references. */
  cdnOrigin: string;
  /** Page paths as `next build` reports them, sorted. */
  pages: string[];
  redirects: FixtureRedirect[];
  /** The built copy of the fixture (its `.next/` holds the build's own files). */
  buildDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixture: FixtureContext;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const build = await buildFixture();
  const cdn = await startCdnServer();
  const site = await startFixture({ cdnOrigin: cdn.origin, buildDir: build.buildDir }).catch(async (error: unknown) => {
    await cdn.close();
    throw error;
  });
  project.provide('fixture', {
    origin: site.origin,
    cdnOrigin: cdn.origin,
    pages: build.pages,
    redirects: build.redirects,
    buildDir: build.buildDir,
  });
  const how = build.built ? `built in ${(build.durationMs / 1000).toFixed(1)} s` : 'cached build';
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fixture: ${build.pages.length} pages, ${how}, serving ${site.origin} (cdn ${cdn.origin}), ready in ${total} s`);
  return async () => {
    await Promise.all([site.close(), cdn.close()]);
  };
}
