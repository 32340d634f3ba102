// A warning names the file that referenced its URL. Two pages name the same refused URL (another port on
// 127.0.0.1, which the address policy refuses); which of them the crawl reads first depends on which answers
// first. Exports of the same site, full or `--since`, must give the same manifest whatever that order was.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpackBundle } from '../../src/bundle/unpack.ts';
import type { ExportedBundle, Manifest } from '../../src/core/types.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { useScriptedServer } from '../helpers/scripted-server.ts';

const server = useScriptedServer('se-referrers-');
const REFUSED = 'http://127.0.0.1:1/refused.png';
/** Which page answers late: the other one is transformed, and names the refused URL, first. */
let slow = '/b';

const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;
const page = (path: string, body: string) =>
  server.routes.set(path, (_req, res) => {
    const send = () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(body));
    if (path === slow) setTimeout(send, 400);
    else send();
  });
page('/', '<a href="/a">a</a> <a href="/b">b</a>');
page('/a', `<p>page a</p><img src="${REFUSED}">`);
page('/b', `<p>page b</p><img src="${REFUSED}">`);

let n = 0;
async function exportNow(since?: string, reuse = true): Promise<{ bundle: ExportedBundle; manifest: Manifest }> {
  const out = join(server.dir, `v${n++}.tar.gz`);
  const options = { url: server.origin, transformThreads: 0, search: false, concurrency: 4, ...(since ? { since } : {}) };
  const bundle = await exportBundle(options, { out }, {}, { reuse });
  const tree = `${out}.d`;
  await unpackBundle(out, tree);
  return { bundle, manifest: JSON.parse(await readFile(join(tree, '_static-export/manifest.json'), 'utf8')) as Manifest };
}

describe('warning referrers', () => {
  it('do not depend on which page answered first, in a full or a --since export', async () => {
    slow = '/b';
    const first = await exportNow();
    const refused = first.manifest.warnings.filter((w) => w.url === REFUSED);
    expect(refused.map((w) => [w.code, w.referrer])).toEqual([['refused-address', '/a']]);

    slow = '/a';
    const second = await exportNow();
    expect(second.manifest.warnings).toEqual(first.manifest.warnings);
    expect(second.bundle.sha256).toBe(first.bundle.sha256);

    // Pages taken from PREV name the URL in the order they are read from it; the full export of the same state
    // (the same PREV, nothing reused) reads them as they answer.
    const since = await exportNow(first.bundle.archive);
    expect(since.bundle.incremental?.used).toBe(true);
    expect(since.manifest.warnings).toEqual(first.manifest.warnings);
    slow = '/b';
    const full = await exportNow(first.bundle.archive, false);
    expect(since.bundle.sha256).toBe(full.bundle.sha256);
  });
});
