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
  const file = f.url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, 'nm:').replace(/^.*\/(src|bench)\//, '$1/');
  return `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
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
  process.stdout.write(`${summarise(profile, Number(values.top), values.filter)}\n`);
}
