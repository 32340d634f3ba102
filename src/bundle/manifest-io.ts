// Reading and writing `_static-export/manifest.json`. The text is canonical (sorted records, sorted keys), so two
// exports of the same site write the same bytes whatever order their fetches finished in; reading validates the
// shape a host relies on (and that no file path escapes the bundle) before anything is served from it.
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { StaticExportError } from '../core/errors.ts';
import { MANIFEST_FORMAT, MANIFEST_PATH, META_DIR, type Manifest, PREVIOUS_MANIFEST_FORMAT } from '../core/types.ts';

/** The formats this version reads: its own, and the one before pages recorded their framework facts. */
const READ_FORMATS: readonly unknown[] = [MANIFEST_FORMAT, PREVIOUS_MANIFEST_FORMAT];
/** A profile id (frameworks/registry.ts): newer versions may add profiles, so any such name is read. */
const PROFILE_ID = /^[a-z][a-z0-9-]{0,39}$/;

// Locale-independent: the same order on every machine, whatever LANG says.
function cmp(a: string | number | undefined, b: string | number | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

function byKeys<T>(...keys: ((item: T) => string | number | undefined)[]): (a: T, b: T) => number {
  return (a, b) => {
    for (const key of keys) {
      const c = cmp(key(a), key(b));
      if (c !== 0) return c;
    }
    return 0;
  };
}

const TOP_LEVEL_ORDER = [
  'format',
  'generator',
  'source',
  'version',
  'sequence',
  'createdAt',
  'framework',
  'next',
  'notFound',
  'pages',
  'assets',
  'redirects',
  'keptReferences',
  'warnings',
  'droppedGuesses',
  'generated',
  'exportOptions',
];

function canonical(value: unknown, top = false): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort(cmp);
  if (top) keys.sort((a, b) => rank(a) - rank(b) || cmp(a, b));
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = canonical(record[key]);
  return out;
}

function rank(key: string): number {
  const i = TOP_LEVEL_ORDER.indexOf(key);
  return i === -1 ? TOP_LEVEL_ORDER.length : i;
}

/** The manifest as canonical JSON text: records sorted, keys sorted, 2-space indent, trailing newline. */
export function serializeManifest(manifest: Manifest): string {
  return [...manifestText(manifest)].join('');
}

/**
 * serializeManifest()'s text in pieces, a record at a time: a large site's manifest is tens of MB of text, and
 * making it whole (a canonical copy of every record, the text, the text parsed back to check it) raised the
 * export's heap by about twice that at its very end, where its memory peaks. The pieces join to exactly what
 * `JSON.stringify(canonical, null, 2)` gives: JSON strings hold no raw newline, so indenting a record's text by
 * its depth is a matter of its newlines.
 */
export function* manifestText(manifest: Manifest): Generator<string> {
  const sorted = sortedRecords(manifest);
  const keys = Object.keys(sorted)
    .filter((key) => (sorted as unknown as Record<string, unknown>)[key] !== undefined)
    .sort((a, b) => rank(a) - rank(b) || cmp(a, b));
  yield '{';
  for (const [i, key] of keys.entries()) {
    const value = (sorted as unknown as Record<string, unknown>)[key];
    yield `${i > 0 ? ',' : ''}\n  ${JSON.stringify(key)}: `;
    if (Array.isArray(value) && value.length > 0) {
      yield '[';
      for (let j = 0; j < value.length; j += RECORDS_A_PIECE) yield `${j > 0 ? ',' : ''}${recordsText(value.slice(j, j + RECORDS_A_PIECE))}`;
      yield '\n  ]';
    } else {
      yield indented(canonical(value), 2);
    }
  }
  yield '\n}\n';
}

function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(depth)}`);
}

/** Records serialised at once: pieces of well under a MB at a typical page record's size. */
const RECORDS_A_PIECE = 50;

/**
 * `records` as the items of a top-level array of the manifest (each on a line of its own, 4 spaces in), keys sorted:
 * the text `indented(canonical(record), 4)` joined by `,` gives. Made by one JSON.stringify whose property list is
 * every key the records hold, sorted (JSON.stringify writes an object's keys in the list's order), inside a
 * one-key wrapper that puts them at that depth: no canonical copy of each record, no newline replaced in the text
 * (half the time of the record-by-record way). An integer-like key, which an object always lists
 * first whatever order it was made in, would come out elsewhere than canonical() puts it: such records take the
 * record-by-record way.
 */
function recordsText(records: unknown[]): string {
  const keys = new Set<string>([WRAPPER]);
  if (!collectKeys(records, keys)) return records.map((r) => `\n    ${indented(canonical(r), 4)}`).join(',');
  const text = JSON.stringify({ [WRAPPER]: records }, [...keys].sort(cmp), 2);
  return text.slice(WRAPPER_HEAD.length, -WRAPPER_TAIL.length);
}

const WRAPPER = 'r';
const WRAPPER_HEAD = `{\n  "${WRAPPER}": [`;
const WRAPPER_TAIL = '\n  ]\n}';
const INTEGER_LIKE = /^(?:0|[1-9][0-9]*)$/;

/** Adds the keys of every object in `value` to `keys`; false when one is integer-like. */
function collectKeys(value: unknown, keys: Set<string>): boolean {
  if (Array.isArray(value)) {
    for (const item of value) if (item !== null && typeof item === 'object' && !collectKeys(item, keys)) return false;
    return true;
  }
  if (value === null || typeof value !== 'object') return true;
  for (const key in value) {
    if (!keys.has(key)) {
      if (INTEGER_LIKE.test(key)) return false;
      keys.add(key);
    }
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== null && typeof inner === 'object' && !collectKeys(inner, keys)) return false;
  }
  return true;
}

/** The manifest with its records in canonical order (the records themselves shared, not copied). */
function sortedRecords(manifest: Manifest): Manifest {
  return {
    ...manifest,
    pages: manifest.pages
      .map((p) => ({
        ...p,
        rsc: [...p.rsc].sort(
          byKeys(
            (r) => r.kind,
            (r) => r.segment,
            (r) => r.file,
          ),
        ),
      }))
      .sort(
        byKeys(
          (p) => p.url,
          (p) => p.file,
        ),
      ),
    assets: [...manifest.assets].sort(
      byKeys(
        (a) => a.url,
        (a) => a.file,
      ),
    ),
    redirects: [...manifest.redirects].sort(
      byKeys(
        (r) => r.from,
        (r) => r.to,
      ),
    ),
    keptReferences: [...manifest.keptReferences].sort(
      byKeys(
        (k) => k.file,
        (k) => k.url,
        (k) => k.reason,
      ),
    ),
    warnings: [...manifest.warnings].sort(
      byKeys(
        (w) => w.url,
        (w) => w.code,
        (w) => w.referrer,
        (w) => w.message,
      ),
    ),
    ...(manifest.droppedGuesses ? { droppedGuesses: [...manifest.droppedGuesses].sort(cmp) } : {}),
    ...(manifest.generated ? { generated: [...manifest.generated].sort(byKeys((g) => g.file)) } : {}),
  };
}

/** Pieces of text joined up to about this many characters before each write. */
const WRITE_CHARS = 256 * 1024;

/**
 * Writes `<dir>/_static-export/manifest.json` (via a temporary name, so a reader never sees half of it). The
 * manifest is checked as readManifest() would check it before a byte is written: never one we would refuse to read.
 */
export async function writeManifest(dir: string, manifest: Manifest): Promise<string> {
  checkManifest(manifest);
  const file = join(dir, MANIFEST_PATH);
  await mkdir(join(dir, META_DIR), { recursive: true });
  const partial = `${file}.partial`;
  const out = await open(partial, 'w');
  try {
    let batch = '';
    for (const piece of manifestText(manifest)) {
      batch += piece;
      if (batch.length >= WRITE_CHARS) {
        await out.writeFile(batch);
        batch = '';
      }
    }
    await out.writeFile(batch);
  } finally {
    await out.close();
  }
  await rename(partial, file);
  return file;
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_PATH), 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new StaticExportError('BAD_MANIFEST', missing ? `not a bundle: ${MANIFEST_PATH} is missing` : `cannot read ${MANIFEST_PATH}`, { cause: error });
  }
  return parseManifest(text);
}

// ------------------------------------------------------------------------------------------------ validation

class Invalid extends Error {}

function fail(where: string, expected: string): never {
  throw new Invalid(`${where} should be ${expected}`);
}

function obj(v: unknown, where: string): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) fail(where, 'an object');
  return v as Record<string, unknown>;
}

function arr(v: unknown, where: string): unknown[] {
  if (!Array.isArray(v)) fail(where, 'an array');
  return v;
}

function str(v: unknown, where: string): void {
  if (typeof v !== 'string') fail(where, 'a string');
}

function optStr(v: unknown, where: string): void {
  if (v !== undefined) str(v, where);
}

function int(v: unknown, where: string): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) fail(where, 'a non-negative integer');
}

function bundlePath(v: unknown, where: string): void {
  str(v, where);
  const s = v as string;
  if (s === '' || s.startsWith('/') || s.includes('\\') || s.includes('\0') || s.split('/').some((p) => p === '' || p === '.' || p === '..')) {
    fail(where, `a relative path inside the bundle (got ${JSON.stringify(s)})`);
  }
}

function fileRecord(v: unknown, where: string): Record<string, unknown> {
  const r = obj(v, where);
  bundlePath(r.file, `${where}.file`);
  int(r.bytes, `${where}.bytes`);
  if (typeof r.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(r.sha256)) fail(`${where}.sha256`, '64 lowercase hex digits');
  str(r.contentType, `${where}.contentType`);
  return r;
}

/** The framework facts every page of a current manifest records (absent before it). */
function pageFacts(page: Record<string, unknown>, where: string): void {
  if (typeof page.profile !== 'string' || !PROFILE_ID.test(page.profile)) fail(`${where}.profile`, 'a framework profile id');
  if (!['router-space', 'app-base', 'none'].includes(page.runtime as string)) fail(`${where}.runtime`, "'router-space', 'app-base' or 'none'");
  if (page.modules !== undefined && page.modules !== true) fail(`${where}.modules`, 'true or absent');
}

function validate(m: Record<string, unknown>): void {
  if (!READ_FORMATS.includes(m.format)) fail('format', JSON.stringify(MANIFEST_FORMAT));
  str(m.generator, 'generator');
  str(m.source, 'source');
  str(m.version, 'version');
  if (m.sequence !== undefined) int(m.sequence, 'sequence');
  if (m.createdAt !== undefined && (typeof m.createdAt !== 'string' || Number.isNaN(Date.parse(m.createdAt)))) fail('createdAt', 'an ISO 8601 time');
  if (typeof m.framework !== 'string' || !PROFILE_ID.test(m.framework)) fail('framework', 'a framework profile id');
  if (m.next !== undefined) {
    const n = obj(m.next, 'next');
    optStr(n.buildId, 'next.buildId');
    optStr(n.deploymentId, 'next.deploymentId');
  }
  if (m.notFound !== undefined) bundlePath(m.notFound, 'notFound');
  arr(m.pages, 'pages').forEach((p, i) => {
    const page = fileRecord(p, `pages[${i}]`);
    str(page.url, `pages[${i}].url`);
    int(page.status, `pages[${i}].status`);
    optStr(page.title, `pages[${i}].title`);
    if (m.format === MANIFEST_FORMAT) pageFacts(page, `pages[${i}]`);
    arr(page.rsc, `pages[${i}].rsc`).forEach((r, j) => {
      const where = `pages[${i}].rsc[${j}]`;
      const rsc = fileRecord(r, where);
      if (rsc.kind !== 'full' && rsc.kind !== 'segment') fail(`${where}.kind`, "'full' or 'segment'");
      optStr(rsc.segment, `${where}.segment`);
      const headers = obj(rsc.headers, `${where}.headers`);
      for (const [k, h] of Object.entries(headers)) str(h, `${where}.headers[${JSON.stringify(k)}]`);
    });
  });
  arr(m.assets, 'assets').forEach((a, i) => str(fileRecord(a, `assets[${i}]`).url, `assets[${i}].url`));
  arr(m.redirects, 'redirects').forEach((r, i) => {
    const red = obj(r, `redirects[${i}]`);
    str(red.from, `redirects[${i}].from`);
    str(red.to, `redirects[${i}].to`);
    int(red.status, `redirects[${i}].status`);
    bundlePath(red.file, `redirects[${i}].file`);
  });
  arr(m.keptReferences, 'keptReferences').forEach((k, i) => {
    const kept = obj(k, `keptReferences[${i}]`);
    str(kept.file, `keptReferences[${i}].file`);
    str(kept.url, `keptReferences[${i}].url`);
    str(kept.reason, `keptReferences[${i}].reason`);
  });
  arr(m.warnings, 'warnings').forEach((w, i) => {
    const warning = obj(w, `warnings[${i}]`);
    str(warning.code, `warnings[${i}].code`);
    str(warning.url, `warnings[${i}].url`);
    str(warning.message, `warnings[${i}].message`);
    optStr(warning.referrer, `warnings[${i}].referrer`);
  });
  if (m.droppedGuesses !== undefined) arr(m.droppedGuesses, 'droppedGuesses').forEach((g, i) => str(g, `droppedGuesses[${i}]`));
  if (m.generated !== undefined) {
    arr(m.generated, 'generated').forEach((g, i) => {
      const gen = fileRecord(g, `generated[${i}]`);
      if (!['runtime', 'search', 'llms', 'markdown', 'changes'].includes(gen.role as string))
        fail(`generated[${i}].role`, "'runtime', 'search', 'llms', 'markdown' or 'changes'");
      optStr(gen.page, `generated[${i}].page`);
    });
  }
}

/** Parses and validates manifest text; throws `BAD_MANIFEST` naming the first field that is wrong. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StaticExportError('BAD_MANIFEST', `${MANIFEST_PATH} is not valid JSON`, { cause: error });
  }
  return checkManifest(value);
}

/** Validates a manifest as parseManifest() does its parsed text; throws `BAD_MANIFEST` naming the first field that is wrong. */
function checkManifest(value: unknown): Manifest {
  try {
    const m = obj(value, 'the manifest');
    if (!READ_FORMATS.includes(m.format)) {
      const got = typeof m.format === 'string' ? JSON.stringify(m.format) : 'no format';
      throw new Invalid(`unsupported format ${got}, expected ${JSON.stringify(MANIFEST_FORMAT)}`);
    }
    validate(m);
  } catch (error) {
    if (error instanceof Invalid) throw new StaticExportError('BAD_MANIFEST', `invalid ${MANIFEST_PATH}: ${error.message}`);
    throw error;
  }
  return value as Manifest;
}
