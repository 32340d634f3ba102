// The start request body, checked field by field with messages that say what to send instead. Unknown fields are
// refused: a typo such as `path` for `paths` would otherwise silently export the whole site.
import { StaticExportError } from '../../src/core/errors.ts';
import { isVersionLabel, MAX_VERSION_LENGTH, normalisePagePaths } from '../../src/core/options.ts';
import { HttpProblem } from './http-error.ts';
import { normaliseDomain } from '../../src/org/org-config.ts';
import { isJobId } from '../jobs/job-store.ts';

export const MAX_PATHS = 10_000;
export const DEFAULT_VERSION = 'latest';

export interface StartRequest {
  domain: string;
  version: string;
  paths?: string[];
  /** false: no offline search in the bundle. */
  search?: boolean;
  /** `latest` or the id of an earlier completed job of the same organization and domain. */
  since?: string;
}

/** Every field a start body may carry (each must reach the run: test/cluster/start-fields.test.ts checks both set-ups). */
export const START_FIELDS: ReadonlySet<string> = new Set(['domain', 'version', 'paths', 'search', 'since']);

function invalid(message: string): HttpProblem {
  return new HttpProblem(400, message);
}

export function parseStartRequest(body: unknown): StartRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('the request body must be a JSON object like {"domain": "docs.example.com"}');
  }
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !START_FIELDS.has(k));
  if (unknown.length) throw invalid(`unknown field(s): ${unknown.map((k) => JSON.stringify(k)).join(', ')}; allowed: domain, version, paths, search, since`);

  if (input.domain === undefined) throw invalid('"domain" is required: the host name of the deployment, like "docs.example.com"');
  if (typeof input.domain !== 'string') throw invalid('"domain" must be a string host name, like "docs.example.com"');
  const domain = normaliseDomain(input.domain);
  if (!domain) {
    throw invalid(`"domain" must be a host name like "docs.example.com" (no scheme, port or path), got ${JSON.stringify(input.domain.slice(0, 300))}`);
  }

  let version = DEFAULT_VERSION;
  if (input.version !== undefined) {
    if (typeof input.version !== 'string') throw invalid('"version" must be a string label, like "v2.3" or "2026-11-22"');
    version = input.version.trim();
    if (!isVersionLabel(version)) {
      throw invalid(`"version" must be 1 to ${MAX_VERSION_LENGTH} printable characters; omit it for the latest published version`);
    }
  }

  let paths: string[] | undefined;
  if (input.paths !== undefined) {
    if (!Array.isArray(input.paths)) throw invalid('"paths" must be an array of page paths, like ["guides/setup"]');
    if (input.paths.length === 0) throw invalid('"paths" must not be empty; omit it to export every published page');
    if (input.paths.length > MAX_PATHS) throw invalid(`"paths" may list at most ${MAX_PATHS} pages`);
    const notString = input.paths.findIndex((p) => typeof p !== 'string');
    if (notString !== -1) throw invalid(`"paths[${notString}]" must be a string page path, like "guides/setup"`);
    try {
      paths = normalisePagePaths(input.paths as string[]);
    } catch (error) {
      if (StaticExportError.is(error)) throw invalid(`"paths": ${error.message}`);
      throw error;
    }
  }
  if (input.search !== undefined && typeof input.search !== 'boolean') {
    throw invalid('"search" must be true or false: whether the bundle gets an offline search index (default true)');
  }
  if (input.since !== undefined && (typeof input.since !== 'string' || (input.since !== 'latest' && !isJobId(input.since)))) {
    throw invalid('"since" must be "latest" or the jobId of an earlier completed export of the same domain, like "sej_…"');
  }
  return {
    domain,
    version,
    ...(paths ? { paths } : {}),
    ...(input.search === false ? { search: false } : {}),
    ...(input.since === undefined ? {} : { since: input.since as string }),
  };
}
