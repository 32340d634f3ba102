// Which file of a corpus site is "lazily loaded": named by no page's HTML as a plain reference, only asked for by
// the site's JavaScript at run time. The corpus test deletes it from a copy of the bundle and expects
// `static-export verify` to name it (issue 24: a bundle that would fail in a browser must fail `verify`).
//
// For issue 24's frameworks the file is named here from what each framework's client really loads (a page chunk
// VitePress finds in its inline hash map, the Pagefind module Starlight imports with a `?ts=` query, Rspress' search
// index, Material's search worker, the `searchindex.js` Sphinx' inline script loads) and picked from the live
// build's output, so the test holds whether or not the export copied it. For Next.js and Docusaurus it is the first
// script in the bundle's chunk folders whose name no HTML file of the bundle contains.
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Framework } from '../helpers/corpus.ts';
import { listFiles } from '../helpers/site-process.ts';

const NAMED: Partial<Record<Framework, RegExp>> = {
  vitepress: /^assets\/guides_advanced_caching\.md\.[\w-]+\.js$/,
  starlight: /^pagefind\/pagefind\.js$/,
  rspress: /^static\/search_index\.en\.[\w-]+\.json$/,
  mkdocs: /^assets\/javascripts\/workers\/search\.[\w-]+\.min\.js$/,
  sphinx: /^searchindex\.js$/,
  // A page's Markdown, which only Docsify's script asks for (named by _sidebar.md and the page before it).
  docsify: /^guides\/advanced\/caching\.md$/,
};

const CHUNK_FOLDERS: Partial<Record<Framework, RegExp>> = {
  next: /^(?:.*\/)?_next\/static\/chunks\/.+\.js$/,
  docusaurus: /^assets\/js\/.+\.js$/,
};

async function filesBelow(dir: string): Promise<string[]> {
  return (await listFiles(dir, new Set())).map((f) => relative(dir, f).split(sep).join('/')).sort();
}

/**
 * The lazily loaded file's path (relative to the bundle root, which keeps the site's URL paths), picked from
 * `buildOut` (the live build's output folder) for issue 24's frameworks or from the bundle itself otherwise.
 */
export async function lazyChunk(framework: Framework, bundleDir: string, buildOut: string | undefined): Promise<string> {
  const named = NAMED[framework];
  if (named) {
    if (!buildOut) throw new Error(`${framework}: no build output folder to pick the lazily loaded file from`);
    const hit = (await filesBelow(buildOut)).find((f) => named.test(f));
    if (!hit) throw new Error(`${framework}: no file matching ${named} in ${buildOut}`);
    return hit;
  }
  const folder = CHUNK_FOLDERS[framework];
  if (!folder) throw new Error(`no lazily loaded chunk rule for ${framework}`);
  const files = await filesBelow(bundleDir);
  let html = '';
  for (const f of files.filter((x) => x.endsWith('.html'))) html += await readFile(join(bundleDir, f), 'utf8');
  const chunks = files.filter((f) => folder.test(f));
  const hit = chunks.find((f) => !html.includes(f.slice(f.lastIndexOf('/') + 1)));
  if (hit) return hit;
  // Next 16.4's Turbopack build of the fixture names each of its 8 chunks in some page's <script src>: no chunk is
  // loaded by JavaScript alone. Its first chunk stands in (still one the browser needs and verify must name).
  if (!chunks[0]) throw new Error(`${framework}: no chunk in the bundle`);
  return chunks[0];
}
