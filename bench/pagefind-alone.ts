// Pagefind's own cost of indexing the bench site's pages, measured alone (issue 25): with one page of 2,000
// changed, a `since` export must index every page again (Pagefind numbers pages in the order they are added and
// has no incremental update), so this is the floor of that case's time. The pages are rewritten and digested as
// the export does (page-digest.ts), then handed to one PagefindSession as the export hands them; the indexer's
// process CPU and the wall time of adding and of writing are printed, and the same for `--rounds` rounds.
//   node bench/pagefind-alone.ts [--pages 2000] [--rounds 3]
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BundleFiles } from '../src/export/bundle-files.ts';
import { pageFile } from '../src/export/layout.ts';
import { transformText } from '../src/export/transform-task.ts';
import { PagefindSession } from '../src/search/pagefind-session.ts';
import { digestPage } from '../src/search/page-digest.ts';
import { SiteModel } from './site-content.ts';
import { renderHtml } from './site-render.ts';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '3' } } });
const site = new URL('http://127.0.0.1:3000/');
const model = new SiteModel({ pages: Number(values.pages), seed: 1 });
const files = new BundleFiles(site, true);
const inputs = (
  await Promise.all(
    model.paths.map(async (_, i) => {
      const p = model.page(i);
      const file = pageFile(p.path);
      const context = { url: new URL(p.path, site), file, site, fileFor: files.fileFor, outsideHref: files.outsideHref };
      const html = (await transformText('html', renderHtml(model, p), context)).bytes.toString('utf8');
      const d = digestPage(html, file, { search: true, markdown: false })!;
      return { url: d.url, html: d.pagefindHtml! };
    }),
  )
).sort((a, b) => (a.url < b.url ? -1 : 1));
const inputMB = inputs.reduce((n, p) => n + p.html.length, 0) / 2 ** 20;

const TICK_MS = 10;
/** CPU ms of this process's children named pagefind* (and their threads). */
function pagefindCpuMs(): number {
  let ms = 0;
  for (const task of readdirSync('/proc/self/task')) {
    let children = '';
    try {
      children = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim();
    } catch {
      continue;
    }
    for (const child of children ? children.split(' ') : []) {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('pagefind')) continue;
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms += (Number(after[11]) + Number(after[12])) * TICK_MS;
    }
  }
  return ms;
}

process.stdout.write(`${inputs.length} pages, ${inputMB.toFixed(1)} MB of Pagefind input\n`);
process.stdout.write('round | add wall s | add CPU s | write wall s | write CPU s | total CPU s\n');
for (let r = 0; r < Number(values.rounds); r++) {
  const dir = await mkdtemp(join(tmpdir(), 'pagefind-alone-'));
  const session = new PagefindSession();
  await session.starts();
  const c0 = pagefindCpuMs();
  const t0 = performance.now();
  session.push(inputs.map((p) => ({ url: p.url, html: p.html })));
  await session.drained();
  const c1 = pagefindCpuMs();
  const t1 = performance.now();
  await session.write(dir);
  const c2 = pagefindCpuMs();
  const t2 = performance.now();
  await session.end();
  await rm(dir, { recursive: true, force: true });
  process.stdout.write(
    `${String(r + 1).padStart(5)} | ${((t1 - t0) / 1000).toFixed(2).padStart(10)} | ${((c1 - c0) / 1000).toFixed(2).padStart(9)} | ${((t2 - t1) / 1000).toFixed(2).padStart(12)} | ${((c2 - c1) / 1000).toFixed(2).padStart(11)} | ${((c2 - c0) / 1000).toFixed(2).padStart(11)}\n`,
  );
}
