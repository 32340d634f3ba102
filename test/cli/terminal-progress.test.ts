// The export's progress on a real terminal: the CLI runs in a tmux pane (a pseudo-terminal, so it draws the live
// bar), and the pane is read as a person sees it — mid-crawl, the bar with the phase, elapsed time and ETA; at the
// end, one line per finished phase, the summary and the grouped warnings, the bar gone. `npm run pictures` also
// renders both moments in Chromium into docs/images/terminal-progress.png for the README.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/browse.ts';
import { picturesWanted, savePicture } from '../helpers/pictures.ts';
import { BIN } from '../helpers/run-cli.ts';

const PAGES = 60;

/** A docs-like site of PAGES pages, each answering after 80 ms, the home page naming one page that is missing. */
function startSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const n = path === '/' ? 0 : Number(/^\/guide\/(\d+)$/.exec(path)?.[1] ?? Number.NaN);
    setTimeout(() => {
      if (!(n >= 0 && n < PAGES)) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not found</h1>');
      }
      const links = Array.from({ length: PAGES }, (_, k) => `<a href="/guide/${k}">Guide ${k}</a>`).join(' ');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Guide ${n}</title></head><body><main><h1>Guide ${n}</h1><p>Setting up part ${n}.</p>${links}${n === 0 ? '<a href="/faq">FAQ</a>' : ''}</main></body></html>`,
      );
    }, 80);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

describe('progress on a terminal', () => {
  let site: { origin: string; server: Server };
  let dir: string;
  const socket = `se-progress-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  // -J: a line the pane wrapped is read back as the one line the program wrote.
  const screen = () => tmux('capture-pane', '-p', '-J', '-t', 'export');
  let during = '';
  let after = '';

  beforeAll(async () => {
    site = await startSite();
    dir = await mkdtemp(join(tmpdir(), 'se-tty-'));
    const command = `'${process.execPath}' '${BIN}' export ${site.origin} --out guides.tar.gz --concurrency 2; echo "exit $?"; sleep 600`;
    tmux('new-session', '-d', '-s', 'export', '-x', '120', '-y', '24', '-c', dir, command);
    const until = async (done: (text: string) => boolean, what: string) => {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const text = screen();
        if (done(text)) return text;
        if (Date.now() > deadline) throw new Error(`no ${what} on the terminal: ${text}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // Well into the crawl, when the rate and the ETA have settled.
    during = await until((t) => /ETA \S/.test(t) && Number(/crawl: (\d+)\//.exec(t)?.[1]) >= PAGES / 2, 'ETA');
    after = await until((t) => /^exit \d+$/m.test(t), 'end');
  }, 120_000);

  afterAll(async () => {
    try {
      tmux('kill-server');
    } catch {
      // Already gone.
    }
    site.server.closeAllConnections();
    await new Promise((r) => site.server.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  it('draws one live bar named for its phase, with the time elapsed and the ETA, cut to the terminal width', () => {
    expect(during).toMatch(/^\[[█░]{20}\] crawl: \d+\/\d+ pages, .+ elapsed, ETA .+, [\d.]+ pages\/s, \d+ files, .+, \d+ warnings?$/m);
    // Redrawn in place: one row, never wrapped onto a second.
    expect(during.split('\n').filter((l) => l.trim() !== '')).toHaveLength(1);
    expect(during.split('\n')[0]!.length).toBeLessThan(120);
  });

  it('leaves a line per finished phase, a summary that adds up and the warnings grouped, and no bar', () => {
    expect(after).toMatch(/^exit 0$/m);
    // The home page and the PAGES guides.
    expect(after).toMatch(new RegExp(`^✓ crawled ${PAGES + 1} pages and \\d+ files \\(.+\\) in .+$`, 'm'));
    expect(after).toMatch(/^✓ search index built in .+$/m);
    expect(after).toMatch(new RegExp(`^exported ${site.origin} in .+: \\d+ files, ${PAGES + 1} pages, .+$`, 'm'));
    expect(after).toMatch(/^ {2}broken-link \(1\): \/faq answered 404$/m);
    expect(after).toMatch(/^ {4}\/faq \(linked from \/\)$/m);
    expect(after).not.toMatch(/^\[[█░]/m);
  });

  it.runIf(picturesWanted())('is pictured for the README', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const asHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const pane = (title: string, text: string) => `<figure><figcaption>${title}</figcaption><pre>${asHtml(text.trimEnd())}</pre></figure>`;
      await page.setContent(
        `<!doctype html><meta charset="utf-8"><style>
          body { margin: 0; padding: 16px; background: #fff; font: 13px system-ui, sans-serif; }
          figure { margin: 0 0 12px; } figcaption { color: #555; margin-bottom: 4px; }
          pre { margin: 0; padding: 12px 14px; background: #1e1e1e; color: #e8e8e8; border-radius: 6px;
                font: 11.5px/1.45 "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
        </style>${pane(
          'During the crawl',
          during
            .split('\n')
            .filter((l) => l.trim() !== '')
            .join('\n'),
        )}${pane('At the end', after.replace(/\nexit 0[\s\S]*$/, ''))}`,
      );
      expect(await savePicture(page, 'terminal-progress', 400, true)).toBeDefined();
    } finally {
      await browser.close();
    }
  });
});
