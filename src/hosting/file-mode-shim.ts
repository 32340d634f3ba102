// What a bundle carries so pages without the base-path runtime (MkDocs, Sphinx, VitePress, Starlight, Rspress, plain
// HTML) can do on file:// what Chromium refuses there: fetch() and workers (runtime/file-mode.ts says how). Three
// parts: the runtime's file, shared by every page; a loader first in each page's `<head>` that writes the runtime
// into the page on file:// only (a parser-inserted script, so it runs before any script of the site; an HTTP host
// never loads it); and a script twin of each JSON file of the site (`_static-export/file-data/<file>.js`), the only
// way its text reaches a page on file://, where the runtime answers the site's fetch() of it.

import { contentName } from '../core/content-name.ts';
import { FILE_MODE_JS } from './generated/runtime-scripts.ts';

export const FILE_MODE_SCRIPT = `${FILE_MODE_JS}\n`;
/** Named by its content (core/content-name.ts). */
export const FILE_MODE_FILE = contentName('_static-export/file-mode', 'js', FILE_MODE_SCRIPT);
/** Where the data twins go: `<dir>/<bundle file>.js`. */
export const FILE_DATA_DIR = '_static-export/file-data';
/** runtime/file-fetch.ts FILE_DATA_KEY: where a twin hands its text over. */
const FILE_DATA_KEY = 'static-export.file-data';

/** The loader written first in the `<head>` of the page written to `pageFile` (bundle-relative). */
export function fileModeLoader(pageFile: string): string {
  const src = '../'.repeat(pageFile.split('/').length - 1) + FILE_MODE_FILE;
  return `<script data-static-export="file">location.protocol=="file:"&&document.write('<script src="${src}"><\\/script>')</script>`;
}

/** Whether the site's file `file` (its content type `contentType`) gets a data twin: the JSON its code may fetch. */
export function wantsDataTwin(file: string, contentType: string): boolean {
  return /json/i.test(contentType) && !file.startsWith('_static-export/');
}

/** The data twin of bundle file `file`: its path in the bundle and its script. */
export function dataTwin(file: string, contentType: string, text: string): { file: string; script: string } {
  const args = [file, contentType, text].map((a) => JSON.stringify(a)).join(',');
  return { file: `${FILE_DATA_DIR}/${file}.js`, script: `(self[Symbol.for(${JSON.stringify(FILE_DATA_KEY)})]||function(){})(${args});\n` };
}
