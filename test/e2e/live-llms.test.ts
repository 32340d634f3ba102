// Where the live site serves its own `/llms.txt` and Markdown twins, the export keeps those instead of making
// its own; a page the site has no twin for (a 404, or an HTML page answering 200) gets a generated one.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>About ${title}.</p></main></body></html>`;
const LLMS = "# Acme\n\n> The site's own list.\n\n- [A](https://acme.test/docs/a.md)\n";
const TWIN_A = '# A, as the site writes it\n\nWith its own words.\n';

const ROUTES: Record<string, [string, string]> = {
  '/': ['text/html; charset=utf-8', page('Home')],
  '/docs/a': ['text/html; charset=utf-8', page('A')],
  '/docs/b': ['text/html; charset=utf-8', page('B')],
  '/llms.txt': ['text/plain; charset=utf-8', LLMS],
  '/docs/a.md': ['text/markdown; charset=utf-8', TWIN_A],
  // A catch-all route answering HTML for anything: not a twin.
  '/index.md': ['text/html; charset=utf-8', page('Not a twin')],
};

let work: string | undefined;
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it("keeps the site's own llms.txt and .md twins, and makes the twins it lacks", async () => {
  work = await mkdtemp(join(tmpdir(), 'live-llms-'));
  const server = createServer((req, res) => {
    const route = ROUTES[(req.url ?? '/').split('?')[0]!];
    if (route) res.writeHead(200, { 'content-type': route[0] }).end(route[1]);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const out = join(work, 'site');
  try {
    await exportSite({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outDir: out, paths: ['/', 'docs/a', 'docs/b'], search: false });
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
  expect(await readFile(join(out, 'llms.txt'), 'utf8')).toBe(LLMS);
  expect(await readFile(join(out, 'docs', 'a', 'index.md'), 'utf8')).toBe(TWIN_A);
  expect(await readFile(join(out, 'docs', 'b', 'index.md'), 'utf8')).toBe('# B\n\nAbout B.\n');
  expect(await readFile(join(out, 'index.md'), 'utf8')).toBe('# Home\n\nAbout Home.\n');
});
