// The Action's inputs (action.yml), read and validated once with exact messages. Pure: the input reader, the
// environment and the GitHub context are parameters, so this runs in unit tests without a runner.
import { isAbsolute, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { StaticExportError } from '../core/errors.ts';
import { isHostName, normalisePagePaths, normaliseSiteUrl } from '../core/options.ts';

export type Mode = 'api' | 'local';

export interface ApiInputs {
  /** Base address including `/v1`. */
  url: string;
  key: string;
  pollIntervalMs: number;
  maxPolls: number;
}

/** S3 settings from the `s3-*` inputs; unset fields fall back to the standard `AWS_*` environment. */
export interface S3Inputs {
  bucket: string;
  region: string | undefined;
  endpoint: string | undefined;
  forcePathStyle: boolean | undefined;
}

export interface ActionInputs {
  mode: Mode;
  /** As given: a host name (API mode) or a host name or URL (local mode). */
  domain: string;
  /** Local mode: the URL the engine exports. */
  siteUrl: string | undefined;
  paths: string[] | undefined;
  /** The `version` input, or the tag / short SHA of the run; undefined outside a GitHub context. */
  version: string | undefined;
  api: ApiInputs | undefined;
  /** Absolute path for the archive: always in local mode, only when asked for in API mode (then downloaded). */
  output: string | undefined;
  s3: S3Inputs | undefined;
  linkTtlSeconds: number;
}

export interface GitHubRef {
  ref?: string | undefined;
  sha?: string | undefined;
}

export const DEFAULT_POLL_INTERVAL_SECONDS = 10;
export const DEFAULT_MAX_POLLS = 60;
export const DEFAULT_LINK_TTL_SECONDS = 86_400;
const MAX_LINK_TTL_SECONDS = 604_800;

function invalid(message: string): StaticExportError {
  return new StaticExportError('INVALID_OPTION', message);
}

/** `paths` input: one per line or comma-separated; blanks dropped. */
export function splitList(value: string): string[] {
  return value.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== '');
}

/** Tag name for `refs/tags/…`, else the short commit SHA, else undefined. */
export function defaultVersion(github: GitHubRef): string | undefined {
  const ref = github.ref ?? '';
  if (ref.startsWith('refs/tags/') && ref.length > 'refs/tags/'.length) return ref.slice('refs/tags/'.length);
  if (github.sha && /^[0-9a-f]{7,}$/i.test(github.sha)) return github.sha.slice(0, 7).toLowerCase();
  return undefined;
}

function parseNumber(name: string, raw: string, fallback: number, check: (n: number) => boolean, expected: string): number {
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || !check(n)) throw invalid(`Expected \`${name}\` to be ${expected}, got ${JSON.stringify(raw)}`);
  return n;
}

function parseBoolean(name: string, raw: string): boolean | undefined {
  if (raw === '') return undefined;
  if (/^(true|yes|1|on)$/i.test(raw)) return true;
  if (/^(false|no|0|off)$/i.test(raw)) return false;
  throw invalid(`Expected \`${name}\` to be true or false, got ${JSON.stringify(raw)}`);
}

function fileLabel(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+|-+$/g, '').slice(0, 80) || 'site';
}

export function readInputs(getInput: (name: string) => string, env: NodeJS.ProcessEnv, github: GitHubRef): ActionInputs {
  const input = (name: string): string => getInput(name).trim();

  const domain = input('domain');
  if (domain === '') throw invalid('Input required and not supplied: domain (a host name such as docs.acme.com)');

  const modeInput = (input('mode') || 'auto').toLowerCase();
  if (modeInput !== 'auto' && modeInput !== 'api' && modeInput !== 'local') {
    throw invalid(`Expected \`mode\` to be auto, api or local, got ${JSON.stringify(input('mode'))}`);
  }
  const apiKey = input('api-key');
  const mode: Mode = modeInput === 'auto' ? (apiKey !== '' ? 'api' : 'local') : modeInput;

  const pathsInput = splitList(getInput('paths'));
  normalisePagePaths(pathsInput); // same messages as the CLI and the API
  const paths = pathsInput.length > 0 ? pathsInput : undefined;

  const version = input('version') || defaultVersion(github);

  let api: ApiInputs | undefined;
  let siteUrl: string | undefined;
  if (mode === 'api') {
    if (apiKey === '') throw invalid('`mode: api` needs the `api-key` input (an organization admin key; pass it from a secret)');
    const url = input('api-url');
    if (url === '') throw invalid('`api-url` is required in API mode: the base address of the Static Export API, ending in /v1');
    if (!/^https?:\/\/[^/\s]+/i.test(url)) throw invalid(`Expected \`api-url\` to be an http(s) URL such as https://export.example.com/v1, got ${JSON.stringify(url)}`);
    if (!isHostName(domain)) {
      throw invalid(`In API mode \`domain\` is a host name such as docs.acme.com, got ${JSON.stringify(domain)}`);
    }
    const pollSeconds = parseNumber('poll-interval', input('poll-interval'), DEFAULT_POLL_INTERVAL_SECONDS, (n) => n > 0, 'a number of seconds greater than 0');
    const maxPolls = parseNumber('max-polls', input('max-polls'), DEFAULT_MAX_POLLS, (n) => Number.isInteger(n) && n >= 1, 'a whole number of at least 1');
    api = { url, key: apiKey, pollIntervalMs: Math.round(pollSeconds * 1000), maxPolls };
  } else {
    siteUrl = normaliseSiteUrl(domain).href;
  }

  const outputInput = input('output');
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  let output: string | undefined;
  if (outputInput !== '') {
    output = isAbsolute(outputInput) ? outputInput : resolve(workspace, outputInput);
  } else if (mode === 'local') {
    const host = new URL(siteUrl ?? 'https://site/').hostname;
    output = join(env.RUNNER_TEMP || tmpdir(), `static-export-${fileLabel(host)}-${fileLabel(version ?? 'latest')}.tar.gz`);
  }

  const bucket = input('s3-bucket');
  const s3: S3Inputs | undefined = bucket !== ''
    ? {
        bucket,
        region: input('s3-region') || undefined,
        endpoint: input('s3-endpoint') || undefined,
        forcePathStyle: parseBoolean('s3-force-path-style', input('s3-force-path-style')),
      }
    : undefined;
  if (mode === 'api' && s3) throw invalid('the `s3-*` inputs are for `mode: local`; in API mode the service stores the bundle');
  const linkTtlSeconds = parseNumber(
    'link-ttl',
    input('link-ttl'),
    DEFAULT_LINK_TTL_SECONDS,
    (n) => Number.isInteger(n) && n >= 1 && n <= MAX_LINK_TTL_SECONDS,
    `a whole number of seconds from 1 to ${MAX_LINK_TTL_SECONDS} (7 days)`,
  );

  return { mode, domain, siteUrl, paths, version, api, output, s3, linkTtlSeconds };
}
