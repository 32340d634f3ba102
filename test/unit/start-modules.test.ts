// What the export's own thread loads when the pipeline is imported (issue 29): cheerio and Turndown (the page digest,
// made on the transform threads) and Rollup (file:// forms of ES modules, which most sites lack) wait until first
// used, so the thread that crawls does not carry them: ~14 MB of RSS.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

/** The packages a fresh Node process resolves while importing `module` (a path below the repository). */
async function packagesLoadedBy(module: string, then = ''): Promise<string[]> {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({ resolve(spec, ctx, next) { const r = next(spec, ctx); const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(r.url); if (m) seen.add(m[1]); return r; } });
    const loaded = await import(${JSON.stringify(new URL(module, root).href)});
    ${then}
    console.log(JSON.stringify([...seen].sort()));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: root.pathname });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
}

describe('modules loaded at start', () => {
  it('the export pipeline starts without cheerio, Turndown or Rollup', async () => {
    const packages = await packagesLoadedBy('src/pipeline/export-bundle.ts');
    expect(packages).toContain('undici');
    expect(packages).toContain('htmlparser2');
    expect(packages.filter((p) => ['cheerio', 'turndown', '@mixmark-io/domino', 'rollup'].includes(p))).toEqual([]);
  });

  it('a page digested on this thread loads them then, and digests as before', async () => {
    const packages = await packagesLoadedBy(
      'src/search/page-digest-lazy.ts',
      `const d = await loaded.digestPage('<html><head><title>T</title></head><body><main><h1>Hello</h1><p>World</p></main></body></html>', 'index.html', { search: true, markdown: true });
       if (!d || !d.markdown.includes('# Hello') || !d.markdown.includes('World')) throw new Error('digest: ' + JSON.stringify(d));`,
    );
    expect(packages).toEqual(expect.arrayContaining(['cheerio', 'turndown']));
  });
});
