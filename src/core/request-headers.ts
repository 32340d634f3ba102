// Credentials for sites behind authentication: extra request headers (`Authorization: Bearer …`) and cookies,
// sent to the source origin only. Parsed here once for the CLI (`--header`, `--cookie`), the Action (`headers`,
// `cookie`) and the API's per-domain secrets (`keys create --header/--cookie`). Messages name a header, never its
// value, and `redactSecrets` takes the values out of any text that leaves the process.
import { StaticExportError } from './errors.ts';
import type { RequestHeaders } from './types.ts';

// RFC 9110 token characters.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Headers the HTTP client sets itself, or that would change what is fetched or how.
const RESERVED = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
  'expect',
  'keep-alive',
  'range',
  'rsc',
  'next-router-segment-prefetch',
]);

function invalid(message: string): StaticExportError {
  return new StaticExportError('INVALID_OPTION', message);
}

function checkValue(name: string, value: string, where: string): void {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) throw invalid(`${where}: the value of ${name} contains a line break or control character`);
}

/** `'Authorization: Bearer abc'` → `['authorization', 'Bearer abc']`. */
export function parseHeaderLine(line: string, where = '--header'): [string, string] {
  const colon = line.indexOf(':');
  if (colon <= 0) throw invalid(`${where} takes 'Name: value' (like 'Authorization: Bearer …'), got a value without a name before ':'`);
  const name = line.slice(0, colon).trim();
  const value = line.slice(colon + 1).trim();
  if (!TOKEN.test(name)) throw invalid(`${where}: ${JSON.stringify(name.slice(0, 60))} is not a header name`);
  const lower = name.toLowerCase();
  if (RESERVED.has(lower)) throw invalid(`${where}: ${name} is set by static-export itself and cannot be given`);
  if (value === '') throw invalid(`${where}: ${name} has an empty value`);
  checkValue(name, value, where);
  return [lower, value];
}

/** `a=b` or `a=b; c=d` (repeatable): every pair must be `name=value`. */
function checkCookie(cookie: string, where: string): string {
  const pairs = cookie
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  if (pairs.length === 0) throw invalid(`${where} takes 'name=value' (several joined by '; '), got an empty value`);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0 || !TOKEN.test(pair.slice(0, eq).trim())) throw invalid(`${where} takes 'name=value' pairs separated by '; '`);
  }
  checkValue('Cookie', cookie, where);
  return pairs.join('; ');
}

/**
 * Header lines and cookies into one header set. A name given twice is refused (two Authorization headers are a
 * mistake, not a list); cookies from `--cookie` and a `Cookie:` header are joined.
 */
export function buildRequestHeaders(
  lines: readonly string[],
  cookies: readonly string[],
  where = { header: '--header', cookie: '--cookie' },
): RequestHeaders | undefined {
  const out: RequestHeaders = {};
  for (const line of lines) {
    const [name, value] = parseHeaderLine(line, where.header);
    if (name === 'cookie') {
      out.cookie = out.cookie ? `${out.cookie}; ${checkCookie(value, where.header)}` : checkCookie(value, where.header);
      continue;
    }
    if (name in out) throw invalid(`${where.header}: ${name} is given twice`);
    out[name] = value;
  }
  for (const cookie of cookies) {
    const value = checkCookie(cookie, where.cookie);
    out.cookie = out.cookie ? `${out.cookie}; ${value}` : value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The strings to hide: every header value, and each cookie value on its own. */
export function secretValues(headers: RequestHeaders | undefined): string[] {
  if (!headers) return [];
  const values = new Set<string>();
  for (const [name, value] of Object.entries(headers)) {
    values.add(value);
    if (name === 'cookie') for (const pair of value.split(';')) values.add(pair.slice(pair.indexOf('=') + 1).trim());
    // `Bearer abc`: the token alone may be echoed too.
    const token = /^\S+\s+(\S{4,})$/.exec(value)?.[1];
    if (token) values.add(token);
  }
  return [...values].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length);
}

/** `text` with every secret value replaced by `***`. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join('***');
  return out;
}

/** For listings: the names with the values hidden (`authorization: ***`). */
export function describeHeaders(headers: RequestHeaders | undefined): string {
  return headers
    ? Object.keys(headers)
        .map((n) => `${n}: ***`)
        .join(', ')
    : '';
}

/**
 * Whether a value is taken for a secret where the export redacts echoes of it from pages and file names: 16
 * characters or more, or 8 or more with a digit. A shorter or all-letter value (`lang=english`, `theme=dark`,
 * `consent=accepted`) is a setting: redacting it would rewrite every occurrence of that word in the docs. Every
 * value of 4 characters or more is still kept out of logs and errors (redactSecrets).
 */
export function looksSecret(value: string): boolean {
  return value.length >= 16 || (value.length >= 8 && /\d/.test(value));
}

/** What an echoed credential is replaced by in the bundle, its file names and its records: fixed, so nothing of the value (not even its length) shows. */
export const REDACTED = 'REDACTED';

/**
 * Every spelling a secret may take where a site echoes it back (a `;jsessionid=…` path, a canonical link, a query):
 * as sent, percent-encoded (as a path or a component, either hex case), HTML-escaped, JSON-escaped. Longest first,
 * so a longer spelling is replaced before a shorter one inside it.
 */
export function echoForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const s of secrets) {
    // A lone surrogate has no percent-encoding (encodeURIComponent throws): the value's other forms still count.
    const component = s.isWellFormed() ? encodeURIComponent(s) : s;
    const path = new URL(`http://x/${s}`).pathname.slice(1);
    for (const form of [s, component, component.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()), path, s.isWellFormed() ? encodeURI(s) : s]) forms.add(form);
    forms.add(JSON.stringify(s).slice(1, -1));
    forms.add(s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  }
  return [...forms].filter((f) => f.length >= 4).sort((a, b) => b.length - a.length);
}

/** `text` with every spelling of the secrets (echoForms) replaced by REDACTED; the same string when there is none. */
export function redactEchoes(text: string, forms: readonly string[]): string {
  let out = text;
  for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
  return out;
}
