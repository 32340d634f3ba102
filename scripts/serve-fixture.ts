// Builds and serves the test fixture site (the Next.js docs site and its fake CDN) outside vitest, for the
// workflow that runs the Action from the repository: `node scripts/serve-fixture.ts <file>` writes the site's
// origin into <file> once it answers, then serves until stopped.
import { writeFile } from 'node:fs/promises';
import { startCdnServer } from '../test/helpers/cdn-server.ts';
import { buildFixture, startFixture } from '../test/helpers/fixture-site.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/serve-fixture.ts <file to write the origin into>');
  process.exit(2);
}
const build = await buildFixture();
const cdn = await startCdnServer();
const site = await startFixture({ cdnOrigin: cdn.origin, buildDir: build.buildDir });
await writeFile(target, `${site.origin}\n`);
console.log(`fixture: ${build.pages.length} pages at ${site.origin} (cdn ${cdn.origin})`);
