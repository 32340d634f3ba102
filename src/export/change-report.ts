// `_static-export/changes.json` of a `since` export: what the new bundle changes against PREV, for a
// reviewer who must decide whether to let it in. A page "changed" when its content did (its Markdown twin differs),
// not its bytes: a rebuild that renames every chunk changes every page's HTML and no page's content.
//
// The report is made from the two manifests and, for heading ids, the pages whose bytes differ; it holds nothing
// about how the run went (requests, bytes reused), so a full export of the same state given the same PREV writes
// the same report and the same archive, byte for byte. The transfer figures go to the run's own result instead.
import type { ChangeReport, GeneratedRecord, Manifest, PageRecord } from '../core/types.ts';
import { CHANGES_PATH } from '../core/types.ts';
import type { PreviousBundle } from './previous-bundle.ts';
import type { Written } from './write-file.ts';

export const CHANGES_FILE = CHANGES_PATH;

/** How the report reads a page of the new bundle (from the spool or the output directory). */
export type ReadNewFile = (file: string) => Promise<Buffer | undefined>;

export async function writeChangeReport(
  previous: PreviousBundle,
  manifest: Manifest,
  read: ReadNewFile,
  write: (file: string, data: string) => Promise<Written>,
): Promise<{ report: ChangeReport; record: GeneratedRecord }> {
  const report = await changeReport(previous, manifest, read);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  const written = await write(CHANGES_FILE, text);
  return { report, record: { file: CHANGES_FILE, contentType: 'application/json', role: 'changes', ...written } };
}

export async function changeReport(previous: PreviousBundle, manifest: Manifest, read: ReadNewFile): Promise<ChangeReport> {
  const before = new Map(previous.manifest.pages.map((p) => [p.url, p]));
  const after = new Map(manifest.pages.map((p) => [p.url, p]));
  const twinsBefore = twins(previous.manifest);
  const twinsAfter = twins(manifest);
  const added = [...after.keys()].filter((url) => !before.has(url)).sort();
  const removed = [...before.keys()].filter((url) => !after.has(url)).sort();
  const changed: string[] = [];
  const rewritten: [PageRecord, PageRecord][] = [];
  let unchanged = 0;
  for (const [url, page] of after) {
    const old = before.get(url);
    if (!old) continue;
    const twinOld = twinsBefore.get(url);
    const twinNew = twinsAfter.get(url);
    const contentChanged = twinOld && twinNew ? twinOld !== twinNew : old.sha256 !== page.sha256;
    if (contentChanged) changed.push(url);
    else unchanged++;
    if (old.sha256 !== page.sha256) rewritten.push([old, page]);
  }
  changed.sort();
  return {
    source: manifest.source,
    pages: { added, removed, changed, unchanged },
    anchorsRemoved: await anchorsRemoved(previous, manifest, rewritten, read),
    brokenLinks: newlyBroken(previous.manifest, manifest),
    redirects: redirectChanges(previous.manifest, manifest),
  };
}

function twins(manifest: Manifest): Map<string, string> {
  const out = new Map<string, string>();
  for (const g of manifest.generated ?? []) if (g.role === 'markdown' && g.page) out.set(g.page, g.sha256);
  return out;
}

const HEADING_ID = /<h[1-6]\b[^>]*?\sid="([^"]+)"/gi;
const FRAGMENT_LINK = /\shref="([^"#]*)#([^"]+)"/gi;

function headingIds(html: string): Set<string> {
  return new Set([...html.matchAll(HEADING_ID)].map((m) => m[1]!));
}

/** Heading ids gone from pages whose bytes changed, with the pages of the new bundle that still link to them. */
async function anchorsRemoved(
  previous: PreviousBundle,
  manifest: Manifest,
  rewritten: [PageRecord, PageRecord][],
  read: ReadNewFile,
): Promise<ChangeReport['anchorsRemoved']> {
  const gone: { page: string; file: string; anchor: string }[] = [];
  for (const [old, page] of rewritten) {
    const now = await read(page.file);
    if (!now) continue;
    const kept = headingIds(now.toString('utf8'));
    for (const id of headingIds((await previous.read(old.file)).toString('utf8')))
      if (!kept.has(id)) gone.push({ page: page.url, file: page.file, anchor: id });
  }
  if (gone.length === 0) return [];
  // Only now is every page read for its `#fragment` links (a run that removed no anchor reads none).
  const wanted = new Map(gone.map((g) => [`${g.file}#${g.anchor}`, new Set<string>()]));
  for (const page of manifest.pages) {
    const html = (await read(page.file))?.toString('utf8');
    if (!html) continue;
    for (const m of html.matchAll(FRAGMENT_LINK)) {
      const target = linkedFile(page.file, m[1]!);
      wanted.get(`${target}#${decode(m[2]!)}`)?.add(page.url);
    }
  }
  return gone
    .map((g) => ({ page: g.page, anchor: g.anchor, linkedFrom: [...(wanted.get(`${g.file}#${g.anchor}`) ?? [])].sort() }))
    .sort((a, b) => (a.page + a.anchor < b.page + b.anchor ? -1 : 1));
}

/** The bundle file a relative href in the page written to `file` points to. */
function linkedFile(file: string, href: string): string {
  if (href === '') return file;
  const url = URL.parse(href, `http://bundle/${file}`);
  if (url?.host !== 'bundle') return '';
  const path = decode(url.pathname.slice(1));
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** 404s this bundle records that PREV did not: links that became broken. */
function newlyBroken(before: Manifest, after: Manifest): ChangeReport['brokenLinks'] {
  const key = (w: { url: string; referrer?: string }) => `${w.url} ${w.referrer ?? ''}`;
  // By URL only: which page's link a warning names first depends on the crawl's order.
  const old = new Set(before.warnings.filter((w) => w.code === 'broken-link').map((w) => w.url));
  return after.warnings
    .filter((w) => w.code === 'broken-link' && !old.has(w.url))
    .map((w) => ({ url: w.url, ...(w.referrer ? { referrer: w.referrer } : {}) }))
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

function redirectChanges(before: Manifest, after: Manifest): ChangeReport['redirects'] {
  const key = (r: { from: string; to: string }) => `${r.from} ${r.to}`;
  const pick = (from: Manifest, other: Manifest) => {
    const there = new Set(other.redirects.map(key));
    return from.redirects
      .filter((r) => !there.has(key(r)))
      .map((r) => ({ from: r.from, to: r.to }))
      .sort((a, b) => (key(a) < key(b) ? -1 : 1));
  };
  return { added: pick(after, before), removed: pick(before, after) };
}
