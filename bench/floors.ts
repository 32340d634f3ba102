// The CPU an export cannot avoid, a page at a time, measured on a bundle it made (issue 29): whatever the engine
// does, the bundle's tar has to be gzipped at the level that gives the same bytes (level 5, src/bundle/pack.ts),
// every file has to be hashed for the manifest, every page's HTML has to be read by a tokenizer at least once to
// find its references, every RSC payload has to be read at least as far as its path strings, and every page's
// Markdown twin is Turndown's output for its content region (the same bundle bytes need Turndown's own result).
// Each is timed here alone, on one thread, with nothing else of ours running: they add to the raw fetch's own CPU
// (the ceiling's, in `npm run bench`) and Pagefind's (`bench/pagefind-alone.ts`).
//   node bench/floors.ts --bundle BUNDLE.tar.gz [--pages 2000] [--rounds 3]
// (a bundle from `npm run bench -- --pages 2000 --keep …`, or any export's .tar.gz)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { pageMarkdown } from '../src/search/markdown.ts';
import { pageContent } from '../src/search/page-content.ts';

const { values } = parseArgs({
  options: { bundle: { type: 'string' }, pages: { type: 'string' }, rounds: { type: 'string', default: '3' } },
});
if (!values.bundle) {
  process.stderr.write('usage: node bench/floors.ts --bundle BUNDLE.tar.gz [--pages N] [--rounds 3]\n');
  process.exit(2);
}

const tar = gunzipSync(readFileSync(values.bundle));

/** The regular files in a ustar archive: name and body, as views into `tar`. */
function entries(archive: Buffer): { name: string; body: Buffer }[] {
  const out: { name: string; body: Buffer }[] = [];
  let at = 0;
  let longName: string | undefined;
  while (at + 512 <= archive.length && archive[at] !== 0) {
    const header = archive.subarray(at, at + 512);
    const field = (from: number, len: number) => header.toString('latin1', from, from + len).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const body = archive.subarray(at + 512, at + 512 + size);
    const prefix = field(345, 155);
    let name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if (type === 'x') {
      const path = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      if (path) longName = path[1];
    } else if (type === '0') out.push({ name, body });
    name = '';
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

const files = entries(tar);
const html = files.filter((f) => f.name.endsWith('.html'));
const pages = Number(values.pages ?? html.length);
// Next's flight data: the page's own payload (`index.txt`) and its segment prefetches (`__next.<key>.txt`).
const payloads = files.filter((f) => /(?:^|\/)(?:index|__next\.[^/]*)\.txt$/.test(f.name));
// The content region is read outside the timing: only the twin's own library is timed.
const contents = html.flatMap((f) => pageContent(f.body.toString('utf8')) ?? []);
const QUOTE_SLASH = Buffer.from('"/');

function cpuMs<T>(run: () => T): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const rows: Record<string, number[]> = {
  'gzip level 5 of the tar': [],
  'sha256 of every file': [],
  'one tokenizer pass over every .html': [],
  'every "/ in every RSC payload': [],
  "Turndown on every page's content": [],
};
for (let r = 0; r < Number(values.rounds); r++) {
  rows['gzip level 5 of the tar']!.push(cpuMs(() => gzipSync(tar, { level: 5 })));
  rows['sha256 of every file']!.push(cpuMs(() => files.forEach((f) => createHash('sha256').update(f.body).digest())));
  rows['one tokenizer pass over every .html']!.push(
    cpuMs(() => {
      for (const f of html) {
        // No callbacks: the cheapest complete read of the markup that htmlparser2 (the rewrite's parser) can do.
        const parser = new Parser({});
        parser.end(f.body.toString('utf8'));
      }
    }),
  );
  rows['every "/ in every RSC payload']!.push(
    cpuMs(() => {
      // The bytes searched as they are, not even decoded: less than any reader of the payload's strings does.
      let found = 0;
      for (const f of payloads) for (let at = f.body.indexOf(QUOTE_SLASH); at >= 0; at = f.body.indexOf(QUOTE_SLASH, at + 2)) found++;
      return found;
    }),
  );
  rows["Turndown on every page's content"]!.push(cpuMs(() => contents.forEach((c) => pageMarkdown(c))));
}

process.stdout.write(
  `${values.bundle}: ${(tar.length / 2 ** 20).toFixed(1)} MB tar, ${files.length} files, ${html.length} .html, ${payloads.length} payloads, ${pages} pages (load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)})\n`,
);
let total = 0;
for (const [name, ms] of Object.entries(rows)) {
  const best = Math.min(...ms);
  total += best / pages;
  process.stdout.write(`  ${name.padEnd(38)} ${ms.map((m) => (m / pages).toFixed(3)).join(' / ')} ms a page (best ${(best / pages).toFixed(3)})\n`);
}
process.stdout.write(`  sum of the best                        ${total.toFixed(3)} ms a page, on one thread\n`);
