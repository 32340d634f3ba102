// `verify`: is this bundle what its manifest says, and does it stand on its own? Every listed file must exist
// with its recorded size and sha256; every local reference in every HTML, CSS and RSC file must resolve to a
// file in the bundle; and no absolute reference to the source or to a localised host may remain except the
// ones the manifest lists as kept on purpose.
//
// References are found by the same transforms that wrote them (run for extraction only), so verify and the
// exporter can never disagree about what counts as a reference. The bundle root stands for the source's
// origin root (layout.ts maps the full URL path), so `/x` resolves to bundle `x` and relative references to
// the file's own directory.
//
// Scripts are read too, with the export's own scan (scan-js.ts: the frameworks' chunk names, the recognisers,
// the general guess), so a chunk a framework loads by name and the export missed fails here as it would in a
// browser. A guess (guess-refs.ts) without a file is fine only when the manifest lists it as dropped (it answered
// no file on the source); one the export never tried is reported.

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetFile, normalisePagePath, pageFile } from '../export/layout.ts';
import { encodePath, isAbsoluteRef, type Ref, type TransformContext, type TransformResult } from '../export/refs.ts';
import { transformCss } from '../export/transform-css.ts';
import { transformHtml } from '../export/transform-html.ts';
import { transformRsc } from '../export/transform-rsc.ts';
import { jsRefs } from '../export/js-refs.ts';
import { isMarkdown, markdownRefs } from '../export/markdown-refs.ts';
import { pagefindFiles, SITE_PAGEFIND_DIRS } from '../export/site-pagefind.ts';
import type { Manifest } from '../core/types.ts';
import { ArchiveFile } from '../bundle/archive-file.ts';
import { eachLimit, listedFiles } from '../bundle/check-files.ts';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { archiveView, type BundleView, directoryView } from './bundle-view.ts';
import { checkBundleSignature, SIGNATURE_PATH } from '../sign/bundle-signature.ts';
import { holdToSequence, sequenceOf } from '../sign/release-sequence.ts';
import type { SshPublicKey } from '../sign/ssh-keys.ts';
import { unlistedFileProblems, type UnlistedProblem } from '../sign/unlisted-files.ts';

export interface VerifyReport {
  ok: boolean;
  filesChecked: number;
  referencesChecked: number;
  hashMismatches: { file: string; reason: string }[];
  broken: { file: string; ref: string }[];
  absoluteOriginRefs: { file: string; url: string }[];
  /** Root-relative page links the exporter left as written because the page is not in this export (a
   *  `--paths` subset). Not failures: they lead out of the bundle by design. */
  outsideExport: number;
  /** References to URLs the manifest already reports in its warnings (failed on the source, skipped). */
  knownMissing: number;
  /** Guessed references the manifest lists as dropped: strings that looked like files and answered none. */
  guessesDropped: number;
  /** With trusted keys: whether the manifest's signature is good and whose it is, or what failed. */
  signature?: { ok: true; signer: string } | { ok: false; problem: string };
  /** The manifest's release sequence (0 for a bundle made before sequences). */
  sequence?: number;
  /** The bundle carries a signature (checked only with trusted keys). */
  signed?: boolean;
  /** With trusted keys: files the signed manifest does not cover (added, or not what it implies). */
  unlisted?: UnlistedProblem[];
  /** `verify --since BASE`: the files whose references were read again, and those left as BASE had them (verify-since.ts). */
  scanned?: { files: number; unchanged: number };
}

export interface VerifyOptions {
  /** Also require a signature by one of these keys, and no file the signed manifest does not account for. */
  trustedKeys?: readonly SshPublicKey[];
  /** With trusted keys: refuse a release sequence below this one (the release the caller already trusts). */
  minSequence?: number;
  /** Read the references of these files only (every file's hash is still checked): verify-since.ts decides. */
  scan?: ReadonlySet<string>;
}

type Kind = 'html' | 'css' | 'rsc' | 'js' | 'md';

const JS_FILE = /\.m?js$/i;

const PARALLEL = 8;

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Which scanned files a manifest implies, and as what. */
function scannedFiles(manifest: Manifest): Map<string, Kind> {
  const kinds = new Map<string, Kind>();
  for (const p of manifest.pages) {
    if (/html/i.test(p.contentType) || p.file.endsWith('.html')) kinds.set(p.file, 'html');
    for (const r of p.rsc) kinds.set(r.file, 'rsc');
  }
  for (const a of manifest.assets) {
    if (/text\/css/i.test(a.contentType) || (a.file.endsWith('.css') && !/^(image|font)\//i.test(a.contentType))) kinds.set(a.file, 'css');
    else if (/text\/html/i.test(a.contentType)) kinds.set(a.file, 'html');
    else if (/javascript|ecmascript/i.test(a.contentType) || (JS_FILE.test(a.file) && !/html/i.test(a.contentType))) kinds.set(a.file, 'js');
    else if (isMarkdown(new URL(`file:///${a.file}`), a.contentType)) kinds.set(a.file, 'md');
  }
  for (const r of manifest.redirects) kinds.set(r.file, 'html');
  if (manifest.notFound) kinds.set(manifest.notFound, 'html');
  return kinds;
}

/**
 * `scan` with every script of the bundle once it names one: what a script's references are depends on what the
 * other scripts said (siteNotes: a webpack runtime's chunk name completed by another chunk's id), so scripts are
 * read again all together or not at all.
 */
function withEveryScript(scan: ReadonlySet<string>, kinds: ReadonlyMap<string, Kind>): ReadonlySet<string> {
  const scripts = [...kinds].filter(([, kind]) => kind === 'js').map(([file]) => file);
  return scripts.some((file) => scan.has(file)) ? new Set([...scan, ...scripts]) : scan;
}

export async function verifyDirectory(dir: string, options: VerifyOptions = {}): Promise<VerifyReport> {
  return verifyView(await directoryView(dir), options);
}

/** The checks above, on a bundle read through `view` (a directory, or an archive read into one file). */
export async function verifyView(view: BundleView, options: VerifyOptions = {}): Promise<VerifyReport> {
  const manifest = await view.manifest();
  const present = view.present;
  const report: VerifyReport = {
    ok: false,
    filesChecked: 0,
    referencesChecked: 0,
    hashMismatches: [],
    broken: [],
    absoluteOriginRefs: [],
    outsideExport: 0,
    knownMissing: 0,
    guessesDropped: 0,
  };
  const dropped = new Set(manifest.droppedGuesses ?? []);

  // ---- hashes
  const records = listedFiles(manifest);
  const kinds = scannedFiles(manifest);
  const scan = options.scan && withEveryScript(options.scan, kinds);
  const texts = new Map<string, string>();
  await eachLimit(records, PARALLEL, async (rec) => {
    report.filesChecked++;
    if (!present.has(rec.file)) {
      report.hashMismatches.push({ file: rec.file, reason: 'missing' });
      return;
    }
    // Kept for the scan below only when it will be scanned.
    const { problem, data } = await view.check(rec, kinds.has(rec.file) && (!scan || scan.has(rec.file)));
    if (data) texts.set(rec.file, data.toString('utf8'));
    if (problem) report.hashMismatches.push({ file: rec.file, reason: problem });
  });
  for (const file of [...manifest.redirects.map((r) => r.file), ...(manifest.notFound ? [manifest.notFound] : [])]) {
    if (!present.has(file)) report.hashMismatches.push({ file, reason: 'missing' });
  }

  // ---- references
  const source = new URL(manifest.source);
  const localised = new Set(
    manifest.assets.flatMap((a) => (/^https?:\/\//i.test(a.url) && new URL(a.url).origin !== source.origin ? [new URL(a.url).origin] : [])),
  );
  const kept = new Set(manifest.keptReferences.map((k) => `${k.file} ${k.url}`));
  // Files the manifest's warnings account for (fetch failed, 404 on the source, skipped): missing, but known.
  const warnedFiles = new Set<string>();
  for (const w of manifest.warnings) {
    try {
      const u = new URL(w.url.replace(/\?_rsc$/, ''), source);
      warnedFiles.add(assetFile(u, source)).add(pageFile(normalisePagePath(u.pathname)));
    } catch {
      // not a URL
    }
  }

  // Files that named more references than the export follows (reference-caps.ts): the rest is missing by design.
  // The warning names the file (a stylesheet) or the page path (a page); one for the whole export names `*`.
  const capped = new Set(
    manifest.warnings.filter((w) => w.code === 'too-many-references').map((w) => (w.url.startsWith('/') ? pageFile(normalisePagePath(w.url)) : w.url)),
  );

  /** The bundle file a local URL reaches, as a static host would find it, or null. */
  const candidatesOf = (url: URL): string[] => {
    const path = url.pathname.split('/').slice(1).map(decodeSegment).join('/');
    const candidates = [path, path === '' || path.endsWith('/') ? `${path}index.html` : `${path}/index.html`, pageFile(normalisePagePath(url.pathname))];
    if (url.search) candidates.push(assetFile(url, source));
    return candidates;
  };

  const fileFor = (ref: Ref): string | null => {
    if (ref.url.origin === source.origin) return ref.kind === 'page' ? pageFile(normalisePagePath(ref.url.pathname)) : assetFile(ref.url, source);
    const file = assetFile(ref.url, source);
    return present.has(file) ? file : null;
  };

  const check = (file: string, result: TransformResult) => {
    for (const k of result.kept) {
      if (!kept.has(`${k.file} ${k.url}`) && isWatched(k.url)) report.absoluteOriginRefs.push({ file, url: k.url });
    }
    for (const ref of result.refs) {
      const raw = (ref.raw ?? ref.url.href).trim();
      if (ref.speculative) {
        checkGuess(file, ref, raw);
        continue;
      }
      if (isAbsoluteRef(raw)) {
        if (ref.url.origin === source.origin || localised.has(ref.url.origin)) {
          report.referencesChecked++;
          if (!kept.has(`${file} ${raw}`)) report.absoluteOriginRefs.push({ file, url: raw });
        }
        continue;
      }
      if (ref.url.origin !== source.origin) continue;
      report.referencesChecked++;
      const candidates = candidatesOf(ref.url);
      if (candidates.some((c) => present.has(c))) continue;
      if (candidates.some((c) => warnedFiles.has(c)) || capped.has(file) || capped.has('*')) {
        report.knownMissing++;
      } else if (ref.kind === 'page' && raw.startsWith('/') && !raw.startsWith('//')) {
        report.outsideExport++; // left as written by the exporter: not part of this export
      } else {
        report.broken.push({ file, ref: raw });
      }
    }
  };
  // A guess is left as written, absolute or not; what matters is that the file it names is there, or was not on
  // the source either.
  const checkGuess = (file: string, ref: Ref, raw: string) => {
    if (ref.url.origin !== source.origin) return;
    report.referencesChecked++;
    const candidates = candidatesOf(ref.url);
    if (candidates.some((c) => present.has(c))) return;
    if (dropped.has(ref.url.pathname + ref.url.search)) report.guessesDropped++;
    else if (candidates.some((c) => warnedFiles.has(c))) report.knownMissing++;
    else report.broken.push({ file, ref: raw });
  };
  const isWatched = (url: string): boolean => {
    try {
      const origin = new URL(url).origin;
      return origin === source.origin || localised.has(origin);
    } catch {
      return false;
    }
  };

  // What one script says that another completes (a webpack runtime's lazy chunk name, the ids other chunks load),
  // kept over the bundle's scripts as the export kept it over the site's.
  const siteNotes = new Map<string, Set<string>>();
  if (scan) report.scanned = { files: 0, unchanged: 0 };
  for (const [file, kind] of [...kinds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (scan && report.scanned) {
      if (!scan.has(file)) {
        report.scanned.unchanged++;
        continue;
      }
      report.scanned.files++;
    }
    let text = texts.get(file);
    if (text === undefined) {
      if (!present.has(file)) continue;
      text = (await view.read(file))?.toString('utf8') ?? '';
    }
    const ctx: TransformContext = { url: new URL(`/${encodePath(file)}`, source.origin), file, site: source, fileFor, siteNotes };
    const result =
      kind === 'html'
        ? transformHtml(text, ctx)
        : kind === 'css'
          ? transformCss(text, ctx)
          : kind === 'js'
            ? { text, refs: jsRefs(text, ctx), kept: [] }
            : kind === 'md'
              ? { text, refs: markdownRefs(text, ctx), kept: [] }
              : transformRsc(text, ctx);
    check(file, result);
  }

  // A site's own Pagefind index: its files are named only inside its entry and metadata files, read as the export
  // read them (site-pagefind.ts), so a missing shard or `pagefind.js` is a broken reference of the entry.
  for (const folder of SITE_PAGEFIND_DIRS) {
    const entryFile = `${folder}pagefind-entry.json`;
    if (!present.has(entryFile)) continue;
    const read = (name: string) => (present.has(folder + name) ? view.read(folder + name) : Promise.resolve(undefined));
    for (const name of await pagefindFiles((await view.read(entryFile)) ?? Buffer.alloc(0), read)) {
      report.referencesChecked++;
      if (!present.has(folder + name)) report.broken.push({ file: entryFile, ref: name });
    }
  }

  const byFile = <T extends { file: string }>(a: T, b: T) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  report.hashMismatches.sort(byFile);
  let trusted = true;
  if (options.trustedKeys) {
    const dir = await view.unlistedDir(manifest);
    try {
      const signer = await checkBundleSignature(dir, options.trustedKeys);
      const what = `the release trusted (--min-sequence ${options.minSequence})`;
      if (options.minSequence !== undefined) holdToSequence(manifest, { trusted: options.minSequence, what, override: 'verify has no override' });
      report.signature = { ok: true, signer: signer.name ?? signer.line };
    } catch (error) {
      report.signature = { ok: false, problem: (error as Error).message };
    }
    report.unlisted = await unlistedFileProblems(dir, manifest, present);
    trusted = report.signature.ok && report.unlisted.length === 0;
  }
  report.sequence = sequenceOf(manifest);
  report.signed = present.has(SIGNATURE_PATH);
  report.ok = trusted && report.hashMismatches.length === 0 && report.broken.length === 0 && report.absoluteOriginRefs.length === 0;
  return report;
}

/**
 * Verify a bundle directory or `.tar.gz` (read safely, as unpackBundle would unpack it, into one scratch file in a
 * temporary directory, removed afterwards: bundle-view.ts).
 */
export async function verifyBundle(path: string, limits?: UnpackLimits, options: VerifyOptions = {}): Promise<VerifyReport> {
  if ((await stat(path)).isDirectory()) return verifyDirectory(path, options);
  const tmp = await mkdtemp(join(tmpdir(), 'static-export-verify-'));
  let archive: ArchiveFile | undefined;
  try {
    archive = await ArchiveFile.read(path, join(tmp, 'bundle.tar'), limits);
    return await verifyView(archiveView(archive, join(tmp, 'unlisted'), listedSet), options);
  } finally {
    await archive?.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The files a manifest lists with a hash: the signature checks read every other one. */
const listedSet = (manifest: Manifest): ReadonlySet<string> => new Set(listedFiles(manifest).map((r) => r.file));
