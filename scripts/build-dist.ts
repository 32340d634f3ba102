// Regenerates dist/ (the Action's self-contained bundle) from the sources; `--check` fails when the committed
// dist/ differs from a fresh build. esbuild rather than rollup: one dependency, no plugin chain, and it bundles the
// CommonJS parts of the AWS SDK and undici into one ESM file in about a second. The browser code of a bundle
// (src/hosting/runtime/) is compiled first (scripts/build-runtime.ts), so dist/ carries the runtime's current bytes.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runtimeScriptsStale, writeRuntimeScripts } from './build-runtime.ts';
import { distOptions, entries } from './dist-options.ts';

const check = process.argv.includes('--check');

async function bundle(outdir: string): Promise<void> {
  const entryPoints = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));
  await build({ ...distOptions(outdir), entryPoints });
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1))
    .sort();
}

if (check) {
  // dist/ inlines the compiled browser code: a stale generated module would make a stale dist/ look fresh.
  if (await runtimeScriptsStale()) {
    console.error('src/hosting/generated/runtime-scripts.ts is stale: run `npm run build` and commit it with dist/.');
    process.exit(1);
  }
  const fresh = await mkdtemp(join(tmpdir(), 'dist-check-'));
  try {
    await bundle(fresh);
    const [want, have] = [await listFiles(fresh), await listFiles('dist')];
    const stale = want.filter((f) => !have.includes(f)).concat(have.filter((f) => !want.includes(f)));
    for (const f of want.filter((x) => have.includes(x))) {
      if (!(await readFile(join(fresh, f))).equals(await readFile(join('dist', f)))) stale.push(f);
    }
    if (stale.length > 0) {
      console.error(`dist/ is stale (${stale.join(', ')}): run \`npm run build\` and commit dist/.`);
      process.exit(1);
    }
    console.log(`dist/ matches the sources (${want.length} files).`);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
} else {
  if (await writeRuntimeScripts()) console.log('src/hosting/generated/runtime-scripts.ts rebuilt from src/hosting/runtime/');
  await rm('dist', { recursive: true, force: true });
  await bundle('dist');
  console.log(`dist/ rebuilt: ${(await listFiles('dist')).join(', ') || '(no entries yet)'}`);
}
