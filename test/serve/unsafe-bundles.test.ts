// `serve` given hostile archives: `../` entries, absolute paths, symlinks, hard links, devices, too many
// entries, a tar bomb. Each is refused, nothing is written outside the target (the whole sandbox is listed
// before and after), and a server already running keeps its good site.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packBundle } from '../../src/bundle/pack.ts';
import { runServe } from '../../src/cli/serve-command.ts';
import { startServer } from '../../src/serve/server.ts';
import { rawTarGz, type RawEntry } from '../helpers/hosts/raw-tar.ts';
import { makeTinyBundle } from '../helpers/hosts/tiny-bundle.ts';

let sandbox: string;
let absoluteTarget: string;
let good: string;

async function listTree(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      out.push(relative(sandbox, full));
      if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(dir);
  return out.sort();
}

beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'unsafe-bundles-'));
  absoluteTarget = join(sandbox, 'absolute-target');
  await mkdir(absoluteTarget);
  const { dir } = await makeTinyBundle({ dir: join(sandbox, 'good-src') });
  good = join(sandbox, 'good.tar.gz');
  await packBundle(dir, good);
});
afterAll(() => rm(sandbox, { recursive: true, force: true }));

const manifest = { name: '_static-export/manifest.json', data: '{}' };
const hostile: [string, RawEntry[], { truncate?: boolean }?][] = [
  ['a ../ entry', [manifest, { name: '../../../escaped.txt', data: 'pwned' }]],
  ['a ../ in the middle', [manifest, { name: 'docs/../../../../escaped.txt', data: 'pwned' }]],
  ['an absolute path', [manifest, { name: '', data: 'pwned' }]], // name filled in below
  ['a symlink', [manifest, { name: 'docs', type: '2', linkname: '../../../' }, { name: 'docs/escaped.txt', data: 'pwned' }]],
  ['a hard link', [manifest, { name: 'passwd', type: '1', linkname: '/etc/passwd' }]],
  ['a character device', [manifest, { name: 'null', type: '3' }]],
  ['a tar bomb (one entry claiming 3 GiB)', [manifest, { name: 'bomb.bin', size: 3 * 1024 ** 3 }], { truncate: true }],
];

describe('serve refuses hostile archives', () => {
  it.each(hostile)('%s', async (label, entries, options) => {
    const fixed = entries.map((e) => (e.name === '' ? { ...e, name: join(absoluteTarget, 'escaped.txt') } : e));
    const archive = join(sandbox, `${label.replace(/\W+/g, '-')}.tar.gz`);
    await writeFile(archive, rawTarGz(fixed, options));
    const before = await listTree(sandbox);
    const err: string[] = [];
    const dataDir = join(sandbox, 'data', label.replace(/\W+/g, '-'));
    const code = await runServe([archive, '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
      stdout: () => undefined,
      stderr: (t) => void err.push(t),
      env: {},
    });
    expect(code).toBe(1);
    expect(err.join('')).toMatch(/refusing entry|not a valid bundle|unsafe|cannot unpack/i);
    // Nothing anywhere but the (empty) data directory the server made for itself.
    const after = (await listTree(sandbox)).filter((p) => !before.includes(p));
    expect(after.filter((p) => !/^data(\/[^/]+)?(\/releases)?$/.test(p))).toEqual([]);
    expect(existsSync(join(sandbox, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(absoluteTarget, 'escaped.txt'))).toBe(false);
  });

  it('refuses an archive with more entries than the limit', async () => {
    const entries: RawEntry[] = [manifest, ...Array.from({ length: 60 }, (_, i) => ({ name: `f/${i}.txt`, data: 'x' }))];
    const archive = join(sandbox, 'many.tar.gz');
    await writeFile(archive, rawTarGz(entries));
    const dataDir = join(sandbox, 'data-many');
    await expect(startServer({ source: { kind: 'file', path: archive }, dataDir, unpackLimits: { maxEntries: 50 } })).rejects.toThrow(/more than 50 entries/);
    expect(await readdir(join(dataDir, 'releases'))).toEqual([]);
  });

  it('keeps serving the good site when a reload brings a hostile archive', async () => {
    const archive = join(sandbox, 'swapped.tar.gz');
    await writeFile(archive, await import('node:fs/promises').then((fs) => fs.readFile(good)));
    const server = await startServer({ source: { kind: 'file', path: archive }, dataDir: join(sandbox, 'data-reload') });
    try {
      await writeFile(archive, rawTarGz([manifest, { name: '../../escaped.txt', data: 'pwned' }]));
      expect(await server.reload()).toBe(false);
      expect(server.version()).toBe('v1');
      expect((await fetch(`${server.url}/docs/intro/`)).status).toBe(200);
      const health = (await (await fetch(`${server.url}/_static-export/health`)).json()) as { lastRefreshError?: string };
      expect(health.lastRefreshError).toMatch(/refusing entry/);
      expect(existsSync(join(sandbox, 'escaped.txt'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
