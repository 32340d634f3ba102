// PREV of a `since` export: an earlier bundle of the same site, opened and read by its manifest. An
// archive (a path or a URL) is read once into one scratch file, each file's sha256 taken on the way
// (bundle/archive-file.ts); a directory is read where it is. Checked before the crawl starts: same generator, same
// source (origin and base path), same export options, every listed file matching its size and sha256. Anything
// else is a reason to make a full export instead, in one line; a file is only ever taken from PREV when the
// incremental bundle is sure to equal a full one. Files are read one at a time when reused, or handed to the
// archive being packed by range (`source`): PREV is never held in memory, only its manifest's records.
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describeError, StaticExportError } from '../core/errors.ts';
import type { AssetRecord, ExportShape, GeneratedRecord, KeptReference, Manifest, PageRecord } from '../core/types.ts';
import { MANIFEST_FORMAT, MANIFEST_PATH, SIGNATURE_PATH } from '../core/types.ts';
import { ArchiveFile } from '../bundle/archive-file.ts';
import type { TailEntry } from '../bundle/archive-tail.ts';
import type { PreviousMembers } from '../bundle/gzip-members.ts';
import { checkFile, eachLimit, listedFiles } from '../bundle/check-files.ts';
import { parseManifest, readManifest } from '../bundle/manifest-io.ts';
import { redactUrl } from '../net/redact-url.ts';
import type { Fetcher } from './fetcher.ts';
import { type PreviousTrust, untrustedReason } from './previous-trust.ts';
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
  /** For an export that signs: PREV must be signed by a trusted key (export/previous-trust.ts). */
  trust?: PreviousTrust;
}

/** `sequence`: PREV's release sequence when its manifest could be read, even when PREV is not used. */
export type PreviousOutcome = { previous: PreviousBundle } | { reason: string; sequence?: number };

const MAX_REDIRECTS = 5;

export async function openPrevious(options: OpenPreviousOptions): Promise<PreviousOutcome> {
  const { since, workDir } = options;
  try {
    let archive = since;
    if (/^https?:\/\//i.test(since)) {
      archive = join(workDir, 'prev.tar.gz');
      const failure = await download(options.fetcher, since, archive);
      if (failure) return { reason: failure };
    } else if ((await stat(since)).isDirectory()) {
      return await opened(since, await readManifest(since), options);
    }
    // Kept (also when downloaded): the new archive may copy its gzip members (ArchiveFile.members).
    const scratch = join(workDir, 'prev.files');
    const early = await ArchiveFile.readTailFirst(archive, scratch, MANIFEST_PATH, TAIL_BYTES);
    if (early) return await openedEarly(early.file, early.tail, options);
    return await opened(await ArchiveFile.read(archive, scratch), undefined, options);
  } catch (error) {
    return { reason: `PREV cannot be read: ${describeError(error)}` };
  }
}

/** How far from an archive's end its manifest is looked for before the archive is read from its start. */
const TAIL_BYTES = 1024 ** 3;

/** PREV read whole (a directory, or an archive another way than from its end), checked before the crawl. */
async function opened(store: Store, known: Manifest | undefined, options: OpenPreviousOptions): Promise<PreviousOutcome> {
  try {
    const manifest = known ?? (await archivedManifest(store as ArchiveFile));
    const mismatch =
      describedMismatch(manifest, options) ?? (await fileMismatch(manifest, store)) ?? (options.trust && (await trustMismatch(store, options.trust)));
    if (mismatch) {
      if (typeof store !== 'string') await store.close();
      return { reason: mismatch, ...sequenceOf(manifest) };
    }
    return { previous: new PreviousBundle(store, manifest, Promise.resolve(undefined)) };
  } catch (error) {
    if (typeof store !== 'string') await store.close();
    throw error;
  }
}

/**
 * PREV whose manifest was read from its archive's end (ArchiveFile.readTailFirst): the crawl starts now, while the
 * rest is read and every file checked against the manifest beside it. `verified` says whether PREV was what its
 * manifest says; the export that used it is kept only if it was (export-site.ts makes a full export otherwise).
 */
async function openedEarly(store: ArchiveFile, tail: TailEntry, options: OpenPreviousOptions): Promise<PreviousOutcome> {
  let manifest: Manifest;
  try {
    manifest = parseManifest(tail.bytes.toString('utf8'));
  } catch (error) {
    await store.close();
    throw error;
  }
  const mismatch = describedMismatch(manifest, options);
  if (mismatch) {
    await store.close();
    return { reason: mismatch, ...sequenceOf(manifest) };
  }
  const listed = new Map(listedFiles(manifest).map((r) => [r.file, r]));
  const tailSha256 = createHash('sha256').update(tail.bytes).digest('hex');
  const verified = store
    .readRest((rel, got) => {
      const record = listed.get(rel);
      const problem = record && sizeOrHashProblem(got, record);
      if (problem) throw new MismatchFound(`${rel}: ${problem}`);
    })
    .then(
      () => {
        const problem = [...listed.keys()].find((file) => !store.files.has(file));
        if (problem) return `PREV does not match its manifest (${problem}: missing)`;
        const read = store.files.get(MANIFEST_PATH);
        // The manifest was taken from a header found from the end: the one the walk from the start finds must be it.
        if (!read || read.offset !== tail.offset || read.sha256 !== tailSha256) return 'PREV cannot be read: its manifest is not the one at its end';
        return options.trust && trustMismatch(store, options.trust, tail.bytes);
      },
      (error: unknown) =>
        error instanceof MismatchFound ? `PREV does not match its manifest (${error.message})` : `PREV cannot be read: ${describeError(error)}`,
    )
    .catch((error: unknown) => `PREV cannot be read: ${describeError(error)}`);
  return { previous: new PreviousBundle(store, manifest, verified) };
}

/** Why PREV's signature does not make it trusted, as a reason for a full export; undefined when it does. */
async function trustMismatch(store: Store, trust: PreviousTrust, manifestBytes?: Buffer): Promise<string | undefined> {
  const read = (file: string): Promise<Buffer | undefined> =>
    typeof store === 'string' ? readFile(bundlePath(store, file)).catch(() => undefined) : store.read(file);
  const manifest = manifestBytes ?? (await read(MANIFEST_PATH));
  if (!manifest) return untrustedReason('it has no manifest');
  const signature = await read(SIGNATURE_PATH);
  const problem = trust(manifest, signature?.toString('utf8'));
  return problem === undefined ? undefined : untrustedReason(problem);
}

function sequenceOf(manifest: Manifest): { sequence?: number } {
  return manifest.sequence === undefined ? {} : { sequence: manifest.sequence };
}

/** A file of PREV that is not what its manifest says. */
class MismatchFound extends Error {}

/** A directory (files where they are) or an archive read into one file. */
type Store = string | ArchiveFile;

async function archivedManifest(archive: ArchiveFile): Promise<Manifest> {
  const text = await archive.read(MANIFEST_PATH);
  if (!text) throw new StaticExportError('BAD_MANIFEST', `not a bundle: ${MANIFEST_PATH} is missing`);
  return parseManifest(text.toString('utf8'));
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

/** Why PREV's manifest says it cannot be reused for this export, or undefined when it can. */
function describedMismatch(manifest: Manifest, options: OpenPreviousOptions): string | undefined {
  if (manifest.source !== options.source) return `PREV is a bundle of ${manifest.source}, not ${options.source}`;
  if (manifest.generator !== options.generator) return `PREV was made by ${manifest.generator}, not ${options.generator}`;
  if (manifest.format !== MANIFEST_FORMAT) {
    return `PREV is a ${manifest.format} bundle, whose pages do not record their framework profile and runtime (a full export makes them)`;
  }
  if (!manifest.exportOptions) return 'PREV does not record the options it was made with (an older bundle)';
  if (!isDeepStrictEqual(manifest.exportOptions, options.shape)) {
    return `PREV was made with other options (${JSON.stringify(manifest.exportOptions)}, now ${JSON.stringify(options.shape)})`;
  }
  return undefined;
}

function sizeOrHashProblem(got: { length: number; sha256: string }, record: { bytes: number; sha256: string }): string | undefined {
  return got.length !== record.bytes
    ? `${got.length} bytes, the manifest says ${record.bytes}`
    : got.sha256 !== record.sha256
      ? `sha256 ${got.sha256}, the manifest says ${record.sha256}`
      : undefined;
}

/** The first of PREV's files that is not what its manifest says, as a reason; undefined when all are. */
async function fileMismatch(manifest: Manifest, store: Store): Promise<string | undefined> {
  let problem: string | undefined;
  if (typeof store === 'string') {
    await eachLimit(
      listedFiles(manifest),
      8,
      async (record) => {
        const check = await checkFile(store, record);
        if (check.problem) problem ??= `${record.file}: ${check.problem}`;
      },
      () => problem !== undefined,
    );
  } else {
    // Hashed as the archive was read: the same check as checkFile's, with no second read.
    for (const record of listedFiles(manifest)) {
      const got = store.files.get(record.file);
      problem = got ? sizeOrHashProblem(got, record) : 'missing';
      if (problem) {
        problem = `${record.file}: ${problem}`;
        break;
      }
    }
  }
  return problem ? `PREV does not match its manifest (${problem})` : undefined;
}

/** Where one of PREV's files is: a range of a file (the whole of a file of its own, in a bundle directory). */
export interface PreviousSource {
  path: string;
  offset: number;
  length: number;
  /** The file holds many sources (PREV's archive read into one scratch file): a reader may keep it open. */
  shared?: boolean;
}

/** PREV, checked: its records by URL, its files read on demand. */
export class PreviousBundle {
  readonly manifest: Manifest;
  private readonly store: Store;
  private readonly pages = new Map<string, PageRecord>();
  private readonly assets = new Map<string, AssetRecord>();
  private readonly kept = new Map<string, KeptReference[]>();
  /** Pages whose RSC payloads PREV warned about: their payloads are fetched again, never reused. */
  private readonly rscWarned = new Set<string>();

  /** Its Markdown twins made by the export (not the live site's own), by page path. */
  private readonly twins = new Map<string, GeneratedRecord>();

  /**
   * Settles with why PREV is not what its manifest says, or undefined when it is: at once for PREV read whole,
   * once the rest is read for PREV opened from its end. Never rejects.
   */
  readonly verified: Promise<string | undefined>;

  constructor(store: Store, manifest: Manifest, verified: Promise<string | undefined>) {
    this.store = store;
    this.manifest = manifest;
    this.verified = verified;
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
    for (const g of manifest.generated ?? []) if (g.role === 'markdown' && g.page !== undefined) this.twins.set(g.page, g);
  }

  /** The Markdown twin PREV wrote for the page at `path`. */
  twin(path: string): GeneratedRecord | undefined {
    return this.twins.get(path);
  }

  /** PREV's generated files of one role (`search`: its index; `llms`: llms.txt). */
  generated(role: GeneratedRecord['role']): GeneratedRecord[] {
    return (this.manifest.generated ?? []).filter((g) => g.role === role);
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

  /** Where PREV's `file` (a file its manifest lists) is on disk, once it is there. */
  async source(file: string): Promise<PreviousSource> {
    if (typeof this.store === 'string') {
      const record = this.listed(file);
      return { path: bundlePath(this.store, file), offset: 0, length: record.bytes };
    }
    const range = await this.store.entry(file);
    if (!range) throw new StaticExportError('INTERNAL', `PREV has no file ${file}`);
    return { path: this.store.path, offset: range.offset, length: range.length, shared: true };
  }

  async read(file: string): Promise<Buffer> {
    if (typeof this.store === 'string') return readFile(bundlePath(this.store, file));
    const data = await this.store.read(file);
    if (!data) throw new StaticExportError('INTERNAL', `PREV has no file ${file}`);
    return data;
  }

  /** Copies PREV's `file` to `target` (a path of its own). */
  async copy(file: string, target: string): Promise<void> {
    if (typeof this.store === 'string') return copyFile(bundlePath(this.store, file), target);
    await writeFile(target, await this.read(file));
  }

  async close(): Promise<void> {
    if (typeof this.store !== 'string') await this.store.close();
  }

  /** PREV's archive's gzip members, for a new archive that repeats its blocks (bundle/gzip-members.ts). */
  async members(): Promise<PreviousMembers | undefined> {
    return typeof this.store === 'string' ? undefined : this.store.members();
  }

  private listedSizes?: Map<string, number>;

  private listed(file: string): { bytes: number } {
    if (!this.listedSizes) this.listedSizes = new Map(listedFiles(this.manifest).map((r) => [r.file, r.bytes]));
    const bytes = this.listedSizes.get(file);
    if (bytes === undefined) throw new StaticExportError('INTERNAL', `PREV's manifest lists no file ${file}`);
    return { bytes };
  }
}

/** A scratch folder for PREV beside `near` (removed by `removePreviousWorkDir`). */
export function previousWorkDir(near: string): Promise<string> {
  return mkdtemp(join(near, '.static-export-prev-'));
}

export function removePreviousWorkDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}
