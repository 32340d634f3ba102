// What a bundle carries so pages without the base-path runtime (MkDocs, Sphinx, VitePress, Starlight, Rspress, plain
// HTML) can do on file:// what Chromium refuses there: fetch() and workers (runtime/file-mode.ts says how). Three
// parts: the runtime's file, shared by every page; a loader first in each page's `<head>` that writes the runtime
// into the page on file:// only (a parser-inserted script, so it runs before any script of the site; an HTTP host
// never loads it); and a script twin of each JSON file of the site (`_static-export/file-data/<file>.js`), the only
// way its text reaches a page on file://, where the runtime answers the site's fetch() of it. And the list of the
// bundle's pages (`_static-export/file-pages.js`): a site's code names a page by its URL (`/guides/caching`, a
// search result), which on a host may be `guides/caching.html` or `guides/caching/index.html`; only the bundle says.

import { contentName } from '../core/content-name.ts';
import { FILE_MODE_JS, FILE_MODULES_JS } from './generated/runtime-scripts.ts';

export const FILE_MODE_SCRIPT = `${FILE_MODE_JS}\n`;
/** Named by its content (core/content-name.ts). */
export const FILE_MODE_FILE = contentName('_static-export/file-mode', 'js', FILE_MODE_SCRIPT);
/** Where the data twins go: `<dir>/<bundle file>.js`. */
export const FILE_DATA_DIR = '_static-export/file-data';
/** runtime/file-fetch.ts FILE_DATA_KEY: where a twin hands its text over. */
const FILE_DATA_KEY = 'static-export.file-data';
/** The list of the bundle's page files, which the runtime writes into the page after itself (runtime/file-pages.ts). */
export const FILE_PAGES_FILE = '_static-export/file-pages.js';
/** runtime/file-pages.ts FILE_PAGES_KEY. */
const FILE_PAGES_KEY = 'static-export.file-pages';

/** The script of FILE_PAGES_FILE: the page files (bundle-relative), sorted, so two exports write the same bytes. */
export function filePagesScript(pageFiles: Iterable<string>): string {
  const files = [...new Set(pageFiles)].sort();
  return `self[Symbol.for(${JSON.stringify(FILE_PAGES_KEY)})]=${JSON.stringify(files)};\n`;
}

/** ES modules on file:// (runtime/file-modules.ts): SystemJS and its hooks, named by content. */
export const FILE_MODULES_SCRIPT = `${FILE_MODULES_JS}\n`;
export const FILE_MODULES_FILE = contentName('_static-export/file-modules', 'js', FILE_MODULES_SCRIPT);
/** Where the System.register forms of the site's modules go: `<dir>/<bundle file>` (system-forms.ts). */
export const FILE_MODULES_DIR = '_static-export/file-modules';

/**
 * Holds what the preload scanner finds after it until the parser reaches it (base-path-shim.ts PRELOAD_HOLD says
 * how): on file:// the modules' runtime swallows the rest of the page before then, and with it this, so the module
 * scripts it found are never requested.
 */
const PRELOAD_HOLD = '<meta http-equiv="Content-Security-Policy" content="">';

/**
 * The loader written first in the `<head>` of the page written to `pageFile` (bundle-relative); for a page that
 * loads ES modules (`modules`), it names their runtime too.
 */
export function fileModeLoader(pageFile: string, modules = false): string {
  const src = '../'.repeat(pageFile.split('/').length - 1) + FILE_MODE_FILE;
  const named = modules ? ` data-modules="${FILE_MODULES_FILE}"` : '';
  return `<script data-static-export="file">location.protocol=="file:"&&document.write('<script src="${src}"${named}><\\/script>')</script>${modules ? PRELOAD_HOLD : ''}`;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?module\b/i;

/** Whether a page (its HTML, as bytes) loads ES modules: module scripts, which Chromium refuses on file://. */
export function loadsModules(body: Buffer): boolean {
  return MODULE_SCRIPT.test(body.toString('latin1'));
}

/** Whether bundle file `file` (its content type) is a script of the site that may be an ES module. */
export function mayBeModule(file: string, contentType: string): boolean {
  return (/javascript|ecmascript/i.test(contentType) || /\.m?js$/i.test(file)) && !file.startsWith('_static-export/');
}

/**
 * Whether the site's file `file` (its content type `contentType`) gets a data twin, and of what kind: `text` for
 * the JSON its code may fetch, `binary` for data a host sends as no known type (Pagefind's index and WebAssembly,
 * which Starlight's search fetches), carried in base64.
 */
export function wantsDataTwin(file: string, contentType: string): 'text' | 'binary' | undefined {
  if (file.startsWith('_static-export/')) return undefined;
  if (/json/i.test(contentType)) return 'text';
  // A font, image or media file a host types as octet-stream is loaded by an element, which file:// allows.
  if (MEDIA.test(file)) return undefined;
  return /^\s*(application\/(octet-stream|wasm)\b.*)?$/i.test(contentType) ? 'binary' : undefined;
}

const MEDIA = /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico|bmp|mp[34]|webm|ogg|wav|pdf|zip|gz|br|tar)$/i;

/** The data twin of bundle file `file`: its path in the bundle and its script. */
export function dataTwin(file: string, contentType: string, body: Buffer, kind: 'text' | 'binary' = 'text'): { file: string; script: string } {
  const binary = kind === 'binary';
  const args = [file, contentType, binary ? body.toString('base64') : body.toString('utf8')].map((a) => JSON.stringify(a)).join(',');
  return { file: `${FILE_DATA_DIR}/${file}.js`, script: `(self[Symbol.for(${JSON.stringify(FILE_DATA_KEY)})]||function(){})(${args}${binary ? ',1' : ''});\n` };
}
