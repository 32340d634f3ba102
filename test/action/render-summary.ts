// The step summary as GitHub shows it: the HTML the action wrote to GITHUB_STEP_SUMMARY, rendered in Chromium with
// styles close to github.com's. Tests read back what a reader sees (headings, tables, no markup shown as text),
// and `npm run pictures` keeps it as docs/images/<picture>.png.
import { readFile } from 'node:fs/promises';
import { launchChromium } from '../browser/browse.ts';
import { savePicture } from '../helpers/pictures.ts';

export interface RenderedSummary {
  headings: string[];
  /** Each table's rows, each row's cells as text. */
  tables: string[][][];
  /** The whole text a reader sees. */
  text: string;
}

const CSS = new URL('./step-summary.css', import.meta.url);

export async function renderSummary(html: string, picture?: string): Promise<RenderedSummary> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>${await readFile(CSS, 'utf8')}</style></head><body><div class="frame">${html}</div></body></html>`,
    );
    const rendered = await page.evaluate(() => ({
      headings: [...document.querySelectorAll('h1, h2, h3')].map((h) => h.textContent ?? ''),
      tables: [...document.querySelectorAll('table')].map((t) => [...t.rows].map((r) => [...r.cells].map((c) => c.textContent ?? ''))),
      text: document.body.innerText,
    }));
    // The whole summary: a change report sits below the facts table.
    if (picture) await savePicture(page, picture, 600, true);
    return rendered;
  } finally {
    await browser.close();
  }
}
