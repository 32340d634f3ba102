// The files of the pages' runtimes, written once the crawl is over (they need every page and asset): the base-path
// runtime's shared file, the file:// runtime with the list of the pages and a data twin of each JSON file of the
// site (file-mode-shim.ts), and the modules' runtime for file:// with the System.register form of each ES module of
// the site (system-forms.ts).

import type { GeneratedRecord } from '../core/types.ts';
import { BASE_PATH_FILE, BASE_PATH_SCRIPT } from '../hosting/base-path-shim.ts';
import {
  dataTwin,
  FILE_MODE_FILE,
  FILE_MODE_SCRIPT,
  FILE_MODULES_DIR,
  FILE_MODULES_FILE,
  FILE_MODULES_SCRIPT,
  FILE_PAGES_FILE,
  filePagesScript,
  mayBeModule,
  wantsDataTwin,
} from '../hosting/file-mode-shim.ts';
import { systemForms } from '../hosting/system-forms.ts';
import type { ExportState } from './export-state.ts';
import type { FileData, Written } from './write-file.ts';

/** Which runtime files the pages name, noted as each page is written (or taken from PREV). */
export interface RuntimeNeeds {
  /** Whether a page names the base-path shim's file (BASE_PATH_FILE). */
  shimFile: boolean;
  /** Some page carries the file:// runtime's loader (file-mode-shim.ts): its file and the data twins are written. */
  fileModeFile: boolean;
  /** Whether a page loads ES modules: the bundle then carries their System.register forms. */
  fileModules: boolean;
}

/** How the runtime files are written and what they are made from. */
export interface RuntimeFileIo {
  state: ExportState;
  write(file: string, data: FileData): Promise<Written>;
  /** A file of the bundle as this export wrote it (or took it from PREV). */
  readWritten(file: string): Promise<Buffer | undefined>;
}

const SCRIPT_TYPE = 'text/javascript; charset=utf-8';

export async function writeRuntimeFiles(needs: RuntimeNeeds, io: RuntimeFileIo): Promise<GeneratedRecord[]> {
  const runtime: GeneratedRecord[] = [];
  if (needs.shimFile) {
    const written = await io.write(BASE_PATH_FILE, BASE_PATH_SCRIPT);
    runtime.push({ file: BASE_PATH_FILE, contentType: SCRIPT_TYPE, role: 'runtime', ...written });
  }
  if (needs.fileModeFile) runtime.push(...(await writeFileModeFiles(io)));
  if (needs.fileModules) runtime.push(...(await writeFileModules(io)));
  return runtime;
}

/** The file:// runtime, the list of the pages and a data twin of each JSON file of the site (file-mode-shim.ts). */
async function writeFileModeFiles(io: RuntimeFileIo): Promise<GeneratedRecord[]> {
  const type = SCRIPT_TYPE;
  const out: GeneratedRecord[] = [{ file: FILE_MODE_FILE, contentType: type, role: 'runtime', ...(await io.write(FILE_MODE_FILE, FILE_MODE_SCRIPT)) }];
  const pages = filePagesScript([...io.state.pages.values()].map((p) => p.file));
  out.push({ file: FILE_PAGES_FILE, contentType: type, role: 'runtime', ...(await io.write(FILE_PAGES_FILE, pages)) });
  const assets = [...io.state.assets.values()].filter((a) => wantsDataTwin(a.file, a.contentType)).sort((a, b) => (a.file < b.file ? -1 : 1));
  for (const asset of assets) {
    const body = await io.readWritten(asset.file);
    if (body === undefined) continue;
    const twin = dataTwin(asset.file, asset.contentType, body, wantsDataTwin(asset.file, asset.contentType));
    out.push({ file: twin.file, contentType: type, role: 'runtime', ...(await io.write(twin.file, twin.script)) });
  }
  return out;
}

/** The modules' runtime for file:// and the System.register form of each ES module of the site (system-forms.ts). */
async function writeFileModules(io: RuntimeFileIo): Promise<GeneratedRecord[]> {
  const type = SCRIPT_TYPE;
  const out: GeneratedRecord[] = [{ file: FILE_MODULES_FILE, contentType: type, role: 'runtime', ...(await io.write(FILE_MODULES_FILE, FILE_MODULES_SCRIPT)) }];
  const scripts = new Map<string, string>();
  for (const asset of io.state.assets.values()) {
    if (!mayBeModule(asset.file, asset.contentType)) continue;
    const bytes = await io.readWritten(asset.file);
    if (bytes) scripts.set(asset.file, bytes.toString('utf8'));
  }
  for (const [file, code] of await systemForms(scripts)) {
    const form = `${FILE_MODULES_DIR}/${file}`;
    out.push({ file: form, contentType: type, role: 'runtime', ...(await io.write(form, code)) });
  }
  return out;
}
