// PREV of a `since` export (issue 25): an earlier bundle of the same site, opened and read by its manifest. It is
// unpacked to disk (an archive or a URL; a directory is read where it is) and checked before the crawl starts:
// same generator, same source (origin and base path), same export options, every listed file matching its size
// and sha256. Anything else is a reason to make a full export instead, in one line; a file is only ever taken from
// PREV when the incremental bundle is sure to equal a full one. Files are read one at a time when reused: PREV is
// never held in memory, only its manifest's records.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describeError } from '../core/errors.ts';
import type { AssetRecord, ExportShape, KeptReference, Manifest, PageRecord } from '../core/types.ts';
import { checkFile, eachLimit, listedFiles } from '../bundle/check-files.ts';
import { readManifest } from '../bundle/manifest-io.ts';
import { unpackBundle } from '../bundle/unpack.ts';
import { redactUrl } from '../net/redact-url.ts';
import type { Fetcher } from './fetcher.ts';
import { bundlePath } from './write-file.ts';

export interface OpenPreviousOptions {
  /** What the user gave: a `.tar.gz` path, an http(s) URL, or a bundle directory. */
  since: string;
  /** The site this export makes, as its manifest's `source` says it. */
  source: string;
  generator: string;
  shape: ExportShape;
  /** For a URL: the export's address policy applies to PREV's fetch and each of its redirects. */
  fetcher: Fetcher;
  /** An empty scratch folder this module may fill (and removes on close). */
  workDir: string;
}

export type PreviousOutcome = { previous: PreviousBundle } | { reason: string };

const MAX_REDIRECTS = 5;

export async function openPrevious(options: OpenPreviousOptions): Promise<PreviousOutcome> {
  const { since, workDir } = options;
  try {
    let dir: string;
    if (/^https?:\/\//i.test(since)) {
      const archive = join(workDir, 'prev.tar.gz');
      const failure = await download(options.fetcher, since, archive);
      if (failure) return { reason: failure };
      dir = await unpacked(archive, workDir);
    } else if ((await stat(since)).isDirectory()) {
      dir = since;
    } else {
      dir = await unpacked(since, workDir);
    }
    const manifest = await readManifest(dir);
    const mismatch = await incompatibility(manifest, dir, options);
    return mismatch ? { reason: mismatch } : { previous: new PreviousBundle(dir, manifest) };
  } catch (error) {
    return { reason: `PREV cannot be read: ${describeError(error)}` };
  }
}

async function unpacked(archive: string, workDir: string): Promise<string> {
  const dir = join(workDir, 'prev');
  await unpackBundle(archive, dir);
  return dir;
}

/** Fetches PREV's archive through the export's fetcher (its address policy at every hop); a failure as one line. */
async function download(fetcher: Fetcher, since: string, target: string): Promise<string | undefined> {
  let url = new URL(since);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let res;
    try {
      res = await fetcher.fetch({ url, toFile: target, headers: { accept: 'application/gzip, */*' } });
    } catch (error) {
      return `PREV ${redactUrl(url.href)} was not fetched: ${describeError(error)}`;
    }
    if (!res.location) return res.status === 200 ? undefined : `PREV ${redactUrl(url.href)} answered ${res.status}`;
    url = res.location;
  }
  return `PREV ${redactUrl(since)} redirects more than ${MAX_REDIRECTS} times`;
}

/** Why PREV cannot be reused for this export, or undefined when it can. */
async function incompatibility(manifest: Manifest, dir: string, options: OpenPreviousOptions): Promise<string | undefined> {
  if (manifest.source !== options.source) return `PREV is a bundle of ${manifest.source}, not ${options.source}`;
  if (manifest.generator !== options.generator) return `PREV was made by ${manifest.generator}, not ${options.generator}`;
  if (!manifest.exportOptions) return 'PREV does not record the options it was made with (an older bundle)';
  if (!isDeepStrictEqual(manifest.exportOptions, options.shape)) {
    return `PREV was made with other options (${JSON.stringify(manifest.exportOptions)}, now ${JSON.stringify(options.shape)})`;
  }
  let problem: string | undefined;
  await eachLimit(
    listedFiles(manifest),
    8,
    async (record) => {
      const check = await checkFile(dir, record);
      if (check.problem) problem ??= `${record.file}: ${check.problem}`;
    },
    () => problem !== undefined,
  );
  return problem ? `PREV does not match its manifest (${problem})` : undefined;
}

/** PREV, checked: its records by URL, its files read on demand. */
export class PreviousBundle {
  readonly dir: string;
  readonly manifest: Manifest;
  private readonly pages = new Map<string, PageRecord>();
  private readonly assets = new Map<string, AssetRecord>();
  private readonly kept = new Map<string, KeptReference[]>();
  /** Pages whose RSC payloads PREV warned about: their payloads are fetched again, never reused. */
  private readonly rscWarned = new Set<string>();

  constructor(dir: string, manifest: Manifest) {
    this.dir = dir;
    this.manifest = manifest;
    for (const page of manifest.pages) this.pages.set(page.url, page);
    for (const asset of manifest.assets) this.assets.set(asset.url, asset);
    for (const k of manifest.keptReferences) {
      const list = this.kept.get(k.file);
      if (list) list.push(k);
      else this.kept.set(k.file, [k]);
    }
    for (const w of manifest.warnings) {
      const at = w.url.indexOf('?_rsc');
      if (at > 0) this.rscWarned.add(w.url.slice(0, at));
    }
  }

  page(path: string): PageRecord | undefined {
    return this.pages.get(path);
  }

  /** By the key the manifest uses: `/path?query` on the site, the absolute URL elsewhere. */
  asset(key: string): AssetRecord | undefined {
    return this.assets.get(key);
  }

  keptFor(file: string): KeptReference[] {
    return this.kept.get(file) ?? [];
  }

  rscWasWarned(path: string): boolean {
    return this.rscWarned.has(path);
  }

  /** Where PREV's `file` is on disk. */
  path(file: string): string {
    return bundlePath(this.dir, file);
  }

  read(file: string): Promise<Buffer> {
    return readFile(this.path(file));
  }
}

/** A scratch folder for PREV beside `near` (removed by `removePreviousWorkDir`). */
export function previousWorkDir(near: string): Promise<string> {
  return mkdtemp(join(near, '.static-export-prev-'));
}

export function removePreviousWorkDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}
