// Validation of what people type, shared by the CLI, the Action and the API so each gets the same messages.
import { StaticExportError } from './errors.ts';

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
