// Summarises a `node --cpu-prof` profile: the functions with the most self time and the most total time
// (self plus callees), as % of the sampled time, with file:line. `(idle)` and `(program)` are shown so the
// share of time spent waiting on the network is visible.
//
//   node bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile [--top 25] [--filter src/]

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function where(n: ProfileNode): string {
  const f = n.callFrame;
  const file = f.url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, 'nm:')
    .replace(/^.*\/(src|bench)\//, '$1/');
  return `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
}

/** Areas of the work, matched leaf-first on each sampled stack (first match wins). */
const AREAS: [area: string, test: (fn: string, url: string) => boolean][] = [
  ['(idle)', (fn) => fn === '(idle)'],
  ['(garbage collector)', (fn) => fn === '(garbage collector)'],
  ['pack: gzip', (_fn, url) => url.includes('node:zlib') || url.includes('minizlib')],
  ['pack: tar', (_, url) => url.includes('/tar/')],
  [
    'HTML parse (cheerio/htmlparser2/domhandler)',
    (_, url) => /\/(cheerio|htmlparser2|domhandler|entities|parse5|dom-serializer|domutils|css-select)\//.test(url),
  ],
  ['HTML transform (src)', (_, url) => /src\/export\/(transform-html|html-attrs|inline-flight)\.ts/.test(url)],
  ['RSC transform (src)', (_, url) => url.includes('src/export/transform-rsc.ts')],
  ['CSS/JS scan (src)', (_, url) => /src\/export\/(transform-css|scan-js)\.ts/.test(url)],
  ['refs, URLs and layout (src)', (_, url) => /src\/export\/(refs|layout|export-site|export-state)\.ts/.test(url)],
  ['hashing (sha256)', (fn, url) => url.includes('internal/crypto') || fn === 'Hash' || (fn === 'update' && url === '')],
  [
    'file system',
    (fn, url) =>
      url.includes('internal/fs') ||
      url.includes('node:fs') ||
      /^(open|openFileHandle|close|mkdir|writeBuffer|writeBuffers|writeString|writeLatin1String|writeUtf8String|read|lstat|stat|rename|unlink|rm|readdir|fstat)$/.test(
        fn,
      ),
  ],
  ['HTTP client (undici)', (_, url) => url.includes('/undici/')],
  ['URL parsing', (fn, url) => url.includes('internal/url') || (fn === 'parse' && url === '')],
  ['queue (p-queue)', (_, url) => url.includes('/p-queue/')],
  ['other src', (_, url) => url.includes('/src/')],
  ['other node internals', (_, url) => url.startsWith('node:') || url.includes('internal/')],
];

export function byArea(profile: Profile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    let area = 'other';
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      const hit = AREAS.find(([, test]) => test(f.functionName, f.url));
      if (hit) {
        area = hit[0];
        break;
      }
    }
    totals.set(area, (totals.get(area) ?? 0) + dt);
  });
  return [
    'by area (each sample counted once, in the innermost area on its stack):',
    ...[...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`),
  ].join('\n');
}

export function summarise(profile: Profile, top: number, filter?: string): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
    total += dt;
  });
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    self.set(where(byId.get(id)!), (self.get(where(byId.get(id)!)) ?? 0) + us);
    // Count each function once per stack, however deep the recursion.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = where(byId.get(cur)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .filter(([k]) => !filter || k.includes(filter) || k.startsWith('('))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  return [`sampled ${(total / 1000).toFixed(0)} ms`, 'self time:', ...rows(self), 'total time (self + callees):', ...rows(inclusive)].join('\n');
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, filter: { type: 'string' } } });
  if (!positionals[0]) {
    process.stderr.write('usage: node bench/profile-summary.ts FILE.cpuprofile [--top 25] [--filter src/]\n');
    process.exit(2);
  }
  const profile = JSON.parse(await readFile(positionals[0], 'utf8')) as Profile;
  process.stdout.write(`${byArea(profile)}\n${summarise(profile, Number(values.top), values.filter)}\n`);
}
