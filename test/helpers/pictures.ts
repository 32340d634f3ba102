// The pictures in the README and docs/ are screenshots the browser tests take of what they just checked, so they
// show the product as it is. `npm run pictures` runs those tests with STATIC_EXPORT_PICTURES=1; each test then
// also writes its picture to docs/images/<name>.png: 800 CSS pixels wide, reduced to a palette by pngquant (a
// screenshot of text keeps its look with a few hundred colours, at a third of the bytes).
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const PICTURES_DIR = fileURLToPath(new URL('../../docs/images/', import.meta.url));
export const PICTURE_WIDTH = 800;

/** Whether this run writes the docs' pictures (`npm run pictures`). */
export function picturesWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(1|true|yes)$/i.test(env.STATIC_EXPORT_PICTURES ?? '');
}

/** The PNG made smaller with pngquant (installed by scripts/test-prerequisites.ts). */
export function quantise(png: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('pngquant', ['--quality', '60-90', '--strip', '--speed', '1', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (error) => reject(new Error(`pictures need pngquant (apt-get install pngquant): ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`pngquant exited ${code}: ${err.trim()}`))));
    child.stdin.end(png);
  });
}

/**
 * When pictures are wanted: the page as it looks `height` pixels tall (or whole, `fullPage`) and 800 wide, written to docs/images/<name>.png
 * (the viewport is put back afterwards, so the test goes on as before). Returns the file, or undefined otherwise.
 */
export async function savePicture(page: Page, name: string, height = 500, fullPage = false): Promise<string | undefined> {
  if (!picturesWanted()) return undefined;
  const before = page.viewportSize();
  await page.setViewportSize({ width: PICTURE_WIDTH, height });
  // Let a responsive layout settle at the new width before the picture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const png = await quantise(await page.screenshot({ fullPage, scale: 'css', animations: 'disabled' }));
  if (before) await page.setViewportSize(before);
  await mkdir(PICTURES_DIR, { recursive: true });
  const file = join(PICTURES_DIR, `${name}.png`);
  await writeFile(file, png);
  return file;
}
