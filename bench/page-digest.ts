// Single-thread CPU of one page's search digest (src/search/page-digest.ts) and of its parts, on the bench site's
// pages rewritten as the export rewrites them: what the transform thread spends a page besides the rewrite. CPU,
// not wall time, so it reads the same on a busy machine (issue 29).
//   node bench/page-digest.ts [--pages 400]
import { threadCpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { BundleFiles } from '../src/export/bundle-files.ts';
import { pageFile } from '../src/export/layout.ts';
import { transformText } from '../src/export/transform-task.ts';
import { fileIndexRow, pagefindHtml } from '../src/search/index-input.ts';
import { pageMarkdown } from '../src/search/markdown.ts';
import { pageContent } from '../src/search/page-content.ts';
import { digestPage } from '../src/search/page-digest.ts';
import { SiteModel } from './site-content.ts';
import { renderHtml } from './site-render.ts';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '400' } } });
const site = new URL('http://127.0.0.1:3000/');
const model = new SiteModel({ pages: Number(values.pages), seed: 1 });
const files = new BundleFiles(site, true);
const docs = await Promise.all(
  model.paths.map(async (_, i) => {
    const p = model.page(i);
    const file = pageFile(p.path);
    const context = { url: new URL(p.path, site), file, site, fileFor: files.fileFor, outsideHref: files.outsideHref };
    return { file, html: (await transformText('html', renderHtml(model, p), context)).bytes.toString('utf8') };
  }),
);
const contents = docs.map((d) => pageContent(d.html)!);

/** CPU ms a page of `f` over every page, after two warm-up rounds (thread CPU is counted in scheduler ticks). */
function perPage(f: (i: number) => unknown, rounds = 5): number {
  for (let r = 0; r < 2; r++) for (let i = 0; i < docs.length; i++) f(i);
  const start = threadCpuUsage();
  for (let r = 0; r < rounds; r++) for (let i = 0; i < docs.length; i++) f(i);
  const { user, system } = threadCpuUsage(start);
  return (user + system) / 1000 / (rounds * docs.length);
}

const rows: [string, number][] = [
  ['digestPage (all of it)', perPage((i) => digestPage(docs[i]!.html, docs[i]!.file, { search: true, markdown: true }))],
  ['  pageContent', perPage((i) => pageContent(docs[i]!.html))],
  ['  pagefindHtml', perPage((i) => pagefindHtml(contents[i]!))],
  ['  fileIndexRow as JSON', perPage((i) => JSON.stringify(fileIndexRow('/x/', contents[i]!)))],
  ['  pageMarkdown (Turndown)', perPage((i) => pageMarkdown(contents[i]!))],
];
process.stdout.write(`${docs.length} pages, single-thread CPU ms a page\n`);
for (const [name, ms] of rows) process.stdout.write(`${name.padEnd(28)} ${ms.toFixed(3)}\n`);
