// The first search on a bundle served by `static-export serve`, in headless Chromium (issue 13's targets:
// results shown ≤ 300 ms after the query is typed, ≤ 300 kB transferred for it, the dialog's own script aside):
//   node bench/first-query.ts --bundle site.tar.gz [--query word] [--page docs/x/]
// Opens a page, waits for it to settle, then types the query into the dialog and times until the results are
// on screen; every byte fetched from the moment the dialog opens is counted (Pagefind's script, WebAssembly,
// metadata, index chunks and the fragments of the results shown).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../src/serve/server.ts';
import { launchChromium } from '../test/browser/browse.ts';

export interface FirstQueryResult {
  query: string;
  /** From the last keystroke to the results in the dialog (the dialog waits 80 ms for more typing first). */
  resultsMs: number;
  results: number;
  requests: number;
  /** Bytes on the wire (bodies as sent, headers excluded). */
  bytes: number;
  files: string[];
  /** A second query right after, on the loaded engine: what typing costs once the dialog has been open a moment. */
  secondQuery: string;
  secondMs: number;
  secondBytes: number;
}

export async function firstQuery(bundle: string, query: string, page = '', second = 'cache'): Promise<FirstQueryResult> {
  const data = await mkdtemp(join(tmpdir(), 'first-query-'));
  const server = await startServer({ source: { kind: 'file', path: bundle }, dataDir: data, host: '127.0.0.1', port: 0 });
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/${page}`, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await tab.waitForSelector('static-export-search', { state: 'attached' });
    const seen: Promise<{ url: string; bytes: number }>[] = [];
    tab.on('requestfinished', (r) => seen.push(r.sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize }))));
    await tab.keyboard.press('Control+k');
    const input = tab.locator('static-export-search input[role=combobox]');
    await input.pressSequentially(query);
    const typed = performance.now();
    await tab.waitForFunction((q) => document.querySelector('static-export-search')?.shadowRoot?.querySelector('ul')?.getAttribute('data-query') === q, query, {
      timeout: 30_000,
      polling: 'raf',
    });
    const resultsMs = performance.now() - typed;
    const results = await tab.locator('static-export-search li[role=option]').count();
    const files = await Promise.all(seen);
    seen.length = 0;
    await input.fill('');
    await input.pressSequentially(second);
    const typed2 = performance.now();
    await tab.waitForFunction(
      (q) => document.querySelector('static-export-search')?.shadowRoot?.querySelector('ul')?.getAttribute('data-query') === q,
      second,
      { timeout: 30_000, polling: 'raf' },
    );
    const secondMs = Math.round(performance.now() - typed2);
    const secondBytes = (await Promise.all(seen)).reduce((n, f) => n + f.bytes, 0);
    return {
      secondQuery: second,
      secondMs,
      secondBytes,
      query,
      resultsMs: Math.round(resultsMs),
      results,
      requests: files.length,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      files: files.map((f) => `${f.bytes} ${new URL(f.url).pathname}`),
    };
  } finally {
    await browser.close();
    await server.close();
    await rm(data, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { bundle: { type: 'string' }, query: { type: 'string', default: 'install' }, page: { type: 'string', default: '' } },
  });
  if (!values.bundle) {
    process.stderr.write('usage: node bench/first-query.ts --bundle site.tar.gz [--query word] [--page docs/x/]\n');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(await firstQuery(values.bundle, values.query!, values.page), null, 2)}\n`);
}
