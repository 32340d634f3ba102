// Validation of what people type, shared by the CLI, the Action and the API so each gets the same messages; the
// export's options are validated here once (resolveSiteOptions), whichever door they came through.
import { availableParallelism } from 'node:os';
import { StaticExportError } from './errors.ts';
import type { SiteOptions } from './types.ts';

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function isHostName(value: string): boolean {
  return HOSTNAME.test(value);
}

/** `docs.acme.com` → `https://docs.acme.com/`; a URL keeps its scheme, port and base path (query and hash dropped). */
export function normaliseSiteUrl(input: string): URL {
  const raw = input.trim();
  if (raw === '') throw new StaticExportError('INVALID_URL', 'no site given: pass a host name like docs.acme.com or a URL');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new StaticExportError('INVALID_URL', `not a valid host name or URL: ${JSON.stringify(input)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StaticExportError('INVALID_URL', `only http and https sites can be exported, not ${url.protocol.slice(0, -1)}`);
  }
  if (url.username || url.password) throw new StaticExportError('INVALID_URL', 'credentials in the site URL are not supported');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isHostName(host) && !/^[\d.]+$/.test(host) && !host.includes(':')) {
    throw new StaticExportError('INVALID_URL', `not a valid host name: ${JSON.stringify(url.hostname)}`);
  }
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * Page paths as users give them (`guides/setup`, `/guides/setup/`) → `/guides/setup`. A path is a page path when
 * it is a plain path: no scheme, host, query, fragment, dot segments, backslashes or control characters.
 */
export function normalisePagePaths(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    if (typeof p !== 'string') throw new StaticExportError('INVALID_PATH', 'every path must be a string');
    const trimmed = p.trim();
    // An empty entry is more likely a slip than a wish for the home page, which has a path of its own.
    if (trimmed === '') throw new StaticExportError('INVALID_PATH', 'not a valid page path: "" (the home page is "/")');
    // eslint-disable-next-line no-control-regex
    if (trimmed.length > 1024 || /[\u0000-\u001f\u007f\\?#]|^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed)) {
      throw new StaticExportError('INVALID_PATH', `not a valid page path: ${JSON.stringify(p)} (expected something like "guides/setup")`);
    }
    const segments = trimmed.split('/').filter((s) => s !== '');
    // Decoded before the check: the URL parser takes `%2e%2e` and `.%2E` as `..` too, and would climb with them.
    if (segments.some((s) => /%2f|%5c|%00/i.test(s) || ['.', '..'].includes(s.replace(/%2e/gi, '.')))) {
      throw new StaticExportError('INVALID_PATH', `not a valid page path: ${JSON.stringify(p)} (no "." or ".." segments)`);
    }
    out.add(`/${segments.join('/')}`);
  }
  return [...out];
}

// ---------------------------------------------------------------- the export's options, validated once

/** Each option's default, as the TSDoc `@default` of ExportOptions (src/core/types.ts) states it. */
export const EXPORT_DEFAULTS = {
  version: 'latest',
  maxPages: 10_000,
  maxDepth: 50,
  concurrency: 16,
  timeoutMs: 30_000,
  maxFileBytes: 50 * 1024 * 1024,
  retries: 3,
  retryBaseMs: 250,
  localiseExternal: true,
} as const;

type WholeNumberOption = 'maxPages' | 'maxDepth' | 'concurrency' | 'timeoutMs' | 'maxFileBytes' | 'retries' | 'retryBaseMs' | 'transformThreads';

const BOUNDS: Record<WholeNumberOption, { min: number; max?: number }> = {
  maxPages: { min: 1 },
  maxDepth: { min: 1 },
  concurrency: { min: 1, max: 256 },
  timeoutMs: { min: 1 },
  maxFileBytes: { min: 1 },
  retries: { min: 0, max: 100 },
  retryBaseMs: { min: 0 },
  transformThreads: { min: 0, max: 64 },
};

/** `transformThreads` by default: the cores the main thread leaves idle, at least one (0 would be "inline"). */
export function defaultTransformThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export const MAX_VERSION_LENGTH = 128;

export interface WholeNumberRule {
  min?: number;
  max?: number;
  /** Said after "a whole number", e.g. `of seconds`. */
  unit?: string;
}

/**
 * `raw` (a number, or text from argv, an input or the environment) as a whole number within the rule, or a
 * StaticExportError INVALID_OPTION: "Expected `concurrency` to be a whole number ≥ 1, got 0". Undefined and blank
 * text are undefined (the caller's default applies).
 */
export function wholeNumber(name: string, raw: unknown, rule: WholeNumberRule = {}): number | undefined {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const min = rule.min ?? 1;
  const max = rule.max ?? Number.MAX_SAFE_INTEGER;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const unit = rule.unit ? ` ${rule.unit}` : '';
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new StaticExportError('INVALID_OPTION', `Expected \`${name}\` to be a whole number${unit} ${range}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

/** A version label: 1 to 128 printable characters. */
export function isVersionLabel(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value !== '' && value.length <= MAX_VERSION_LENGTH && !/[\u0000-\u001f\u007f]/.test(value);
}

/** SiteOptions after validation, with every default filled in. */
export interface ResolvedSiteOptions {
  site: URL;
  /** Normalised page paths (`/guides/setup`), when the export is a fixed list. */
  paths: string[] | undefined;
  version: string;
  maxPages: number;
  maxDepth: number;
  concurrency: number;
  timeoutMs: number;
  maxFileBytes: number;
  retries: number;
  retryBaseMs: number;
  userAgent: string | undefined;
  localiseExternal: boolean;
  transformThreads: number;
}

/** Validates every option of an export and fills in the defaults: what `exportSite` runs with. */
export function resolveSiteOptions(options: SiteOptions): ResolvedSiteOptions {
  const number = (name: Exclude<WholeNumberOption, 'transformThreads'>): number => wholeNumber(name, options[name], BOUNDS[name]) ?? EXPORT_DEFAULTS[name];
  const version = options.version?.trim() || EXPORT_DEFAULTS.version;
  if (!isVersionLabel(version)) {
    throw new StaticExportError(
      'INVALID_OPTION',
      `Expected \`version\` to be 1 to ${MAX_VERSION_LENGTH} printable characters, got ${JSON.stringify(version.slice(0, 200))}`,
    );
  }
  return {
    site: normaliseSiteUrl(options.url),
    paths: options.paths?.length ? normalisePagePaths(options.paths) : undefined,
    version,
    maxPages: number('maxPages'),
    maxDepth: number('maxDepth'),
    concurrency: number('concurrency'),
    timeoutMs: number('timeoutMs'),
    maxFileBytes: number('maxFileBytes'),
    retries: number('retries'),
    retryBaseMs: number('retryBaseMs'),
    userAgent: options.userAgent,
    localiseExternal: options.localiseExternal ?? EXPORT_DEFAULTS.localiseExternal,
    transformThreads: wholeNumber('transformThreads', options.transformThreads, BOUNDS.transformThreads) ?? defaultTransformThreads(),
  };
}

/**
 * The whole-number options as a door reads them (argv, Action inputs, environment variables), checked with the
 * same rules as `resolveSiteOptions`; `spell` names an option the way that door does (`--max-pages`,
 * `STATIC_EXPORT_MAX_PAGES`) so the message points at what the person typed.
 */
export function wholeNumberOptions(
  raw: Partial<Record<WholeNumberOption, string | undefined>>,
  spell: (option: WholeNumberOption) => string = (option) => option,
): Partial<Record<WholeNumberOption, number>> {
  const out: Partial<Record<WholeNumberOption, number>> = {};
  for (const [option, text] of Object.entries(raw) as [WholeNumberOption, string | undefined][]) {
    const n = wholeNumber(spell(option), text, BOUNDS[option]);
    if (n !== undefined) out[option] = n;
  }
  return out;
}
