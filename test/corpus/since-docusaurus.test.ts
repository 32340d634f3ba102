// `--since` on the Docusaurus corpus site (issue 25), published the way static sites are: a rebuild after one doc's
// text changed, deployed to nginx like rsync -c (files whose bytes are unchanged keep their mtime and ETag). A
// rebuild renames chunks and so changes the bytes of many pages; the report must name only the page whose content
// changed, and the incremental bundle must equal the full export of the new state.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportedBundle, SiteOptions } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { buildCorpusSite } from '../helpers/corpus.ts';
import { startRealNginx, type RunningNginx } from '../helpers/hosts/real-nginx.ts';

const NGINX = `server {
    listen 80;
    root /srv;
    location / { try_files $uri $uri/index.html $uri.html =404; }
}
`;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Deploys `from` over `to` as rsync -c does: only files whose bytes differ are written; files gone are deleted. */
async function deployChanged(from: string, to: string): Promise<void> {
  const next = new Set(await filesUnder(from));
  for (const file of await filesUnder(to)) if (!next.has(file)) await rm(join(to, file));
  for (const file of next) {
    const data = await readFile(join(from, file));
    const old = await readFile(join(to, file)).catch(() => undefined);
    if (old?.equals(data)) continue;
    await mkdir(dirname(join(to, file)), { recursive: true });
    await writeFile(join(to, file), data);
  }
}

describe('export --since on Docusaurus after a rebuild that edits one doc', () => {
  let work: string;
  let rebuild: string;
  let nginx: RunningNginx;
  let incremental: ExportedBundle;
  let full: ExportedBundle;

  beforeAll(async () => {
    const build = await buildCorpusSite('docusaurus');
    work = await mkdtemp(join(tmpdir(), 'se-since-docusaurus-'));
    const served = join(work, 'served');
    await cp(join(build.siteDir, 'build'), served, { recursive: true });
    nginx = await startRealNginx(served, { config: NGINX });
    const options: SiteOptions = { url: nginx.url, search: false };
    const prev = await exportBundle(options, { out: join(work, 'prev.tar.gz') });

    // The rebuild, in a copy beside the cached build (so the cached dependencies resolve), with one doc edited.
    rebuild = await mkdtemp(join(dirname(build.siteDir), 'since-rebuild-'));
    for (const name of ['blog', 'docs', 'src', 'static', 'docusaurus.config.js', 'package.json', 'sidebars.js']) {
      await cp(join(build.siteDir, name), join(rebuild, name), { recursive: true });
    }
    const faq = join(rebuild, 'docs', 'faq.md');
    await writeFile(faq, `${await readFile(faq, 'utf8')}\nA new answer, published after the first export.\n`);
    const bin = join(build.depsDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
    const child = spawn(process.execPath, [bin, 'build'], {
      cwd: rebuild,
      env: { PATH: `${dirname(process.execPath)}:${process.env.PATH}`, HOME: process.env.HOME, CI: '1', DOCUSAURUS_NO_UPDATE_CHECK: '1' },
      stdio: 'ignore',
    });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    await deployChanged(join(rebuild, 'build'), served);

    incremental = await exportBundle({ ...options, since: prev.archive }, { out: join(work, 'incremental.tar.gz') });
    full = await exportBundle({ ...options, since: prev.archive }, { out: join(work, 'full.tar.gz') }, {}, { reuse: false });
  });
  afterAll(async () => {
    await nginx?.close();
    if (work) await rm(work, { recursive: true, force: true });
    if (rebuild) await rm(rebuild, { recursive: true, force: true });
  });

  it('gives the archive a full export of the new state gives', () => {
    expect(incremental.incremental?.used, incremental.incremental?.reason).toBe(true);
    expect(incremental.incremental!.transfer.reusedFiles).toBeGreaterThan(0);
    expect(incremental.sha256).toBe(full.sha256);
  });

  it('reports exactly the edited page as changed, though the rebuild changed the bytes of others', () => {
    const changes = incremental.incremental!.changes!;
    expect(changes.pages.added).toEqual([]);
    expect(changes.pages.removed).toEqual([]);
    expect(changes.pages.changed).toEqual(['/docs/faq']);
  });
});
