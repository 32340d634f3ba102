// `verify --since BASE`: a bundle checked in proportion to what changed since BASE, an earlier bundle of the same
// site that passed `verify`. Every file's size and sha256 is checked against the manifest, and with trusted keys
// both manifests' signatures and that no file escapes the signed manifest, as a full verify does. The references
// are read again (the export's transforms run) only where they can have changed:
//   - in every file whose bytes differ from BASE's file at that path, or that BASE did not have;
//   - in the redirect stand-ins and the 404 page (the manifest records no references for them);
//   - in an unchanged file whose recorded references (the manifest's `refs`, written by the transform that read
//     it) name a page or a file BASE had and this bundle does not.
// Everything is read again (a full verify) when a removed file is one no manifest record names (other than
// BASE's own search index and a removed page's Markdown twin, which no other file names), when the sources differ, or when what excuses a reference shrank
// or what makes one an error grew: the references kept on purpose, the URLs its warnings name, the dropped
// guesses, the files that named more than the export follows, the localised hosts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArchiveFile } from '../bundle/archive-file.ts';
import { listedFiles } from '../bundle/check-files.ts';
import { parseManifest } from '../bundle/manifest-io.ts';
import type { UnpackLimits } from '../bundle/unpack.ts';
import { StaticExportError } from '../core/errors.ts';
import { MANIFEST_PATH, type Manifest, META_DIR } from '../core/types.ts';
import { normalisePagePath } from '../export/layout.ts';
import { checkBundleSignature } from '../sign/bundle-signature.ts';
import { archiveView } from './bundle-view.ts';
import { type VerifyOptions, type VerifyReport, verifyView } from './verify.ts';

const SEARCH_DIR = `${META_DIR}/search/`;

/** What decides whether a reference is excused (must not shrink) and whether an absolute one is an error (must not grow). */
function referenceRules(m: Manifest): { excuses: Set<string>; watched: Set<string> } {
  const source = new URL(m.source);
  const excuses = new Set<string>();
  for (const k of m.keptReferences) excuses.add(`kept ${k.file} ${k.url}`);
  for (const w of m.warnings) excuses.add(`warned ${w.code} ${w.url}`);
  for (const g of m.droppedGuesses ?? []) excuses.add(`dropped ${g}`);
  const watched = new Set<string>();
  for (const a of m.assets) {
    const url = URL.parse(a.url);
    if (url && /^https?:$/.test(url.protocol) && url.origin !== source.origin) watched.add(url.origin);
  }
  return { excuses, watched };
}

/** The key a recorded reference and a record's URL share (a page by its normalised path). */
function refKey(entry: string, origin: string): string {
  const plain = entry.startsWith('guess:') ? entry.slice(6) : entry;
  if (plain.startsWith('page:')) {
    const where = plain.slice(5);
    const path = URL.parse(where.startsWith('/') ? origin + where : where)?.pathname ?? where;
    return `page:${normalisePagePath(path)}`;
  }
  if (plain.startsWith('/')) return plain;
  const url = URL.parse(plain);
  return url && url.origin === origin ? url.pathname + url.search : plain;
}

/** The files whose references are read again, or undefined for all of them (see above). */
export function filesToScan(
  base: Manifest,
  now: Manifest,
  baseFiles: ReadonlyMap<string, { sha256: string }>,
  nowFiles: ReadonlyMap<string, { sha256: string }>,
): Set<string> | undefined {
  if (base.source !== now.source) return undefined;
  const before = referenceRules(base);
  const after = referenceRules(now);
  for (const e of before.excuses) if (!after.excuses.has(e)) return undefined;
  for (const w of after.watched) if (!before.watched.has(w)) return undefined;
  const origin = new URL(now.source).origin;
  // BASE's records by file: the URL other files name each one by.
  const urlOf = new Map<string, string>();
  for (const p of base.pages) {
    urlOf.set(p.file, `page:${normalisePagePath(p.url)}`);
    for (const r of p.rsc) urlOf.set(r.file, '');
  }
  for (const a of base.assets) urlOf.set(a.file, refKey(a.url, origin));
  // A page's Markdown twin goes with its page, and only the page names it.
  for (const g of base.generated ?? []) if (g.role === 'markdown') urlOf.set(g.file, '');
  const gone = new Set<string>();
  for (const file of baseFiles.keys()) {
    if (nowFiles.has(file)) continue;
    const url = urlOf.get(file);
    if (url === undefined && !file.startsWith(SEARCH_DIR)) return undefined;
    if (url) gone.add(url);
  }
  const scan = new Set<string>();
  for (const [file, { sha256 }] of nowFiles) if (baseFiles.get(file)?.sha256 !== sha256) scan.add(file);
  for (const r of now.redirects) scan.add(r.file);
  if (now.notFound) scan.add(now.notFound);
  if (gone.size > 0) {
    for (const record of listedFiles(now)) {
      if (record.refs?.some((entry) => gone.has(refKey(entry, origin)))) scan.add(record.file);
    }
  }
  return scan;
}

async function manifestOf(archive: ArchiveFile, what: string): Promise<Manifest> {
  const text = await archive.read(MANIFEST_PATH);
  if (!text) throw new StaticExportError('BAD_MANIFEST', `${what} is not a bundle: ${MANIFEST_PATH} is missing`);
  return parseManifest(text.toString('utf8'));
}

/** `verify <bundle> --since <base>`: both `.tar.gz` archives; BASE signed by a trusted key too when keys are given. */
export async function verifySince(path: string, basePath: string, limits?: UnpackLimits, options: VerifyOptions = {}): Promise<VerifyReport> {
  const tmp = await mkdtemp(join(tmpdir(), 'static-export-verify-'));
  const opened: ArchiveFile[] = [];
  try {
    for (const [file, name] of [
      [basePath, 'base.tar'],
      [path, 'bundle.tar'],
    ] as const)
      opened.push(await ArchiveFile.read(file, join(tmp, name), limits));
    const [base, now] = opened as [ArchiveFile, ArchiveFile];
    const listed = (m: Manifest) => new Set(listedFiles(m).map((r) => r.file));
    if (options.trustedKeys) {
      const baseView = archiveView(base, join(tmp, 'base-unlisted'), listed);
      try {
        await checkBundleSignature(await baseView.unlistedDir(await baseView.manifest()), options.trustedKeys);
      } catch (error) {
        throw new StaticExportError('BAD_SIGNATURE', `--since ${basePath}: ${(error as Error).message}`);
      }
    }
    const view = archiveView(now, join(tmp, 'unlisted'), listed);
    const scan = filesToScan(await manifestOf(base, basePath), await view.manifest(), base.files, now.files);
    return await verifyView(view, { ...options, ...(scan ? { scan } : {}) });
  } finally {
    for (const a of opened) await a.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
}
