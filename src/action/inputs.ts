// The Action's inputs (action.yml), read and validated once with exact messages. Pure: the input reader, the
// environment and the GitHub context are parameters, so this runs in unit tests without a runner.
import { statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { StaticExportError } from '../core/errors.ts';
import { isHostName, normalisePagePaths, resolveSiteOptions, wholeNumber } from '../core/options.ts';
import { parseAllowPrivate } from '../net/outbound-policy.ts';
import { buildRequestHeaders } from '../core/request-headers.ts';
import type { RequestHeaders, SiteOptions } from '../core/types.ts';
import { parsePrivateKey, type SshPrivateKey } from '../sign/ssh-keys.ts';
import { FAIL_ON, type FailOn } from './changes.ts';

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
  /** Local mode: private addresses the export may reach besides the site's own (`allow-private`). */
  allowPrivate: string[];
  /** The `search` input: false leaves the offline search out of the bundle. */
  search: boolean;
  /** The `version` input, or the tag / short SHA of the run; undefined outside a GitHub context. */
  version: string | undefined;
  api: ApiInputs | undefined;
  /** Absolute path for the archive: always in local mode, only when asked for in API mode (then downloaded). */
  output: string | undefined;
  s3: S3Inputs | undefined;
  linkTtlSeconds: number;
  /** Local mode: the CLI's crawl settings (`concurrency`, `max-pages`, `timeout`, `retries`, `user-agent`, `external`). */
  crawl: CrawlInputs;
  /** Local mode: `headers` and `cookie`, sent to the site's own origin only. */
  requestHeaders: RequestHeaders | undefined;
  /** `max-warnings`: the step fails when the export records more warnings than this. */
  maxWarnings: number | undefined;
  /** `out-dir`: absolute path of a directory to unpack the bundle into (for upload-pages-artifact and the like). */
  outDir: string | undefined;
  /** Local mode: `signing-key`, an ed25519 OpenSSH private key (a secret) that signs the manifest and the delta. */
  signingKey: SshPrivateKey | undefined;
  /** `delta-from`: the previous bundle (absolute path, or an http(s) URL) a delta is made against. */
  deltaFrom: string | undefined;
  /** Local mode: `since`, an earlier bundle of the site (path, URL or directory) for an incremental export. */
  since: string | undefined;
  /** `fail-on`: change-report findings that fail the step before anything is uploaded. */
  failOn: FailOn[];
  /** Local mode, `browser-check`: open the bundle in the runner's browser before uploading (auto: when it has one). */
  browserCheck: 'auto' | 'on' | 'off';
}

/** The crawl settings the Action passes to the engine; unset ones keep the engine's defaults. */
export type CrawlInputs = Pick<SiteOptions, 'concurrency' | 'maxPages' | 'timeoutMs' | 'retries' | 'userAgent' | 'localiseExternal'>;

/** Inputs that only local mode reads: the service exports with its own settings and the organization's secrets. */
const LOCAL_ONLY = ['concurrency', 'max-pages', 'timeout', 'retries', 'user-agent', 'external', 'headers', 'cookie', 'since'] as const;

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
  return value
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
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

/** `headers` and `cookie`: one per line (a header value may contain commas). */
function splitLines(value: string): string[] {
  return value
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function fileLabel(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+|-+$/g, '')
      .slice(0, 80) || 'site'
  );
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
  if (modeInput === 'auto' && apiKey === '' && input('api-url') !== '') {
    // What an unset secret gives (e.g. on a pull request from a fork): exporting from the runner instead would
    // hide that the service was never asked.
    throw invalid(
      '`api-url` is set but `api-key` is empty (an unset secret is empty, e.g. on pull requests from forks): pass the key from a secret, or set `mode: local` to export in the runner',
    );
  }
  const mode: Mode = modeInput === 'auto' ? (apiKey !== '' ? 'api' : 'local') : modeInput;

  const pathsInput = splitList(getInput('paths'));
  normalisePagePaths(pathsInput); // same messages as the CLI and the API
  const paths = pathsInput.length > 0 ? pathsInput : undefined;

  const version = input('version') || defaultVersion(github);
  const search = parseBoolean('search', input('search')) ?? true;

  const allowPrivate = splitList(getInput('allow-private'));
  try {
    for (const entry of allowPrivate) parseAllowPrivate(entry);
  } catch (error) {
    throw invalid(`\`allow-private\`: ${(error as Error).message}`);
  }

  let api: ApiInputs | undefined;
  let siteUrl: string | undefined;
  if (mode === 'api') {
    if (apiKey === '') throw invalid('`mode: api` needs the `api-key` input (an organization admin key; pass it from a secret)');
    const url = input('api-url');
    if (url === '') throw invalid('`api-url` is required in API mode: the base address of the Static Export API, ending in /v1');
    if (!/^https?:\/\/[^/\s]+/i.test(url))
      throw invalid(`Expected \`api-url\` to be an http(s) URL such as https://export.example.com/v1, got ${JSON.stringify(url)}`);
    if (!/\/v1\/*$/.test(url)) {
      throw invalid(
        `Expected \`api-url\` to end in the API's version segment /v1, got ${JSON.stringify(url)}: did you mean ${JSON.stringify(`${url.replace(/\/+$/, '')}/v1`)}?`,
      );
    }
    if (!isHostName(domain)) {
      throw invalid(`In API mode \`domain\` is a host name such as docs.acme.com, got ${JSON.stringify(domain)}`);
    }
    const pollSeconds = parseNumber('poll-interval', input('poll-interval'), DEFAULT_POLL_INTERVAL_SECONDS, (n) => n > 0, 'a number of seconds greater than 0');
    const maxPolls = wholeNumber('max-polls', input('max-polls'), { min: 1 }) ?? DEFAULT_MAX_POLLS;
    api = { url, key: apiKey, pollIntervalMs: Math.round(pollSeconds * 1000), maxPolls };
  } else {
    // The engine's own validation, so a bad input fails here, before any work, with the engine's message.
    siteUrl = resolveSiteOptions({ url: domain, ...(paths ? { paths } : {}), ...(version ? { version } : {}) }).site.href;
  }

  const outputInput = input('output');
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const defaultName = `static-export-${fileLabel(siteUrl ? new URL(siteUrl).hostname : domain)}-${fileLabel(version ?? 'latest')}.tar.gz`;
  let output: string | undefined;
  if (outputInput !== '') {
    output = isAbsolute(outputInput) ? outputInput : resolve(workspace, outputInput);
    // Checked now, not after the crawl: a directory gets the default file name inside it; anything else must be
    // an archive name.
    if (outputInput.endsWith('/') || isDirectory(output)) output = join(output, defaultName);
    else if (!/\.(tar\.gz|tgz)$/i.test(output)) {
      throw invalid(
        `Expected \`output\` to name a .tar.gz file or an existing directory, got ${JSON.stringify(outputInput)}: add .tar.gz (e.g. ${JSON.stringify(`${outputInput}.tar.gz`)})`,
      );
    }
  } else if (mode === 'local') {
    output = join(env.RUNNER_TEMP || tmpdir(), defaultName);
  }
  const outDirInput = input('out-dir');
  const outDir = outDirInput === '' ? undefined : isAbsolute(outDirInput) ? outDirInput : resolve(workspace, outDirInput);
  if (outDir && mode === 'api' && !output) {
    // The bundle has to come down to the runner to be unpacked.
    output = join(env.RUNNER_TEMP || tmpdir(), defaultName);
  }

  const given = LOCAL_ONLY.filter((name) => input(name) !== '');
  if (mode === 'api' && given.length > 0) {
    throw invalid(
      `${given.map((n) => `\`${n}\``).join(', ')} ${given.length === 1 ? 'is a local-mode input' : 'are local-mode inputs'}: in API mode the service exports with its own settings, and a site's credentials are set per domain in the organization config (\`static-export keys create --header/--cookie\`)`,
    );
  }
  const whole = (name: string, min: number) =>
    input(name) === '' ? undefined : parseNumber(name, input(name), 0, (n) => Number.isInteger(n) && n >= min, `a whole number of at least ${min}`);
  const timeoutSeconds = input('timeout') === '' ? undefined : parseNumber('timeout', input('timeout'), 0, (n) => n > 0, 'a number of seconds greater than 0');
  const external = parseBoolean('external', input('external'));
  const crawl: CrawlInputs = {};
  const concurrency = whole('concurrency', 1);
  const maxPages = whole('max-pages', 1);
  const retries = whole('retries', 0);
  if (concurrency !== undefined) crawl.concurrency = concurrency;
  if (maxPages !== undefined) crawl.maxPages = maxPages;
  if (timeoutSeconds !== undefined) crawl.timeoutMs = Math.round(timeoutSeconds * 1000);
  if (retries !== undefined) crawl.retries = retries;
  if (input('user-agent') !== '') crawl.userAgent = input('user-agent');
  if (external !== undefined) crawl.localiseExternal = external;
  const requestHeaders = buildRequestHeaders(splitLines(getInput('headers')), splitLines(getInput('cookie')), { header: '`headers`', cookie: '`cookie`' });
  const maxWarnings = whole('max-warnings', 0);
  const sinceInput = input('since');
  const since = sinceInput === '' ? undefined : /^https?:\/\//i.test(sinceInput) || isAbsolute(sinceInput) ? sinceInput : resolve(workspace, sinceInput);
  const failOn = splitList(getInput('fail-on')).map((entry) => {
    if (!(FAIL_ON as readonly string[]).includes(entry)) {
      throw invalid(`Expected \`fail-on\` to list ${FAIL_ON.join(', ')} (comma-separated), got ${JSON.stringify(entry)}`);
    }
    return entry as FailOn;
  });
  if (failOn.length > 0 && since === undefined) throw invalid('`fail-on` judges the change report of an incremental export: set `since` too');
  const browserInput = input('browser-check') || 'auto';
  if (!/^(auto|true|yes|1|on|false|no|0|off)$/i.test(browserInput)) {
    throw invalid(`Expected \`browser-check\` to be auto, true or false, got ${JSON.stringify(browserInput)}`);
  }
  const browserCheck = /^auto$/i.test(browserInput) ? 'auto' : parseBoolean('browser-check', browserInput) ? 'on' : 'off';

  const bucket = input('s3-bucket');
  const s3: S3Inputs | undefined =
    bucket !== ''
      ? {
          bucket,
          region: input('s3-region') || undefined,
          endpoint: input('s3-endpoint') || undefined,
          forcePathStyle: parseBoolean('s3-force-path-style', input('s3-force-path-style')),
        }
      : undefined;
  if (mode === 'api' && s3) throw invalid('the `s3-*` inputs are for `mode: local`; in API mode the service stores the bundle');
  const linkTtlSeconds = wholeNumber('link-ttl', input('link-ttl'), { min: 1, max: MAX_LINK_TTL_SECONDS, unit: 'of seconds' }) ?? DEFAULT_LINK_TTL_SECONDS;

  const keyText = getInput('signing-key').trim();
  if (keyText !== '' && mode === 'api') {
    throw invalid("`signing-key` is a local-mode input: in API mode the service signs with the organization's key (`signingKey` in its config)");
  }
  let signingKey: SshPrivateKey | undefined;
  try {
    signingKey = keyText === '' ? undefined : parsePrivateKey(keyText);
  } catch (error) {
    throw invalid(`\`signing-key\`: ${(error as Error).message}`); // says what is wrong, never the key
  }
  const deltaInput = input('delta-from');
  const deltaFrom =
    deltaInput === '' ? undefined : /^https?:\/\//i.test(deltaInput) ? deltaInput : isAbsolute(deltaInput) ? deltaInput : resolve(workspace, deltaInput);
  if (deltaFrom && mode === 'api' && !output) {
    throw invalid('`delta-from` in API mode needs `output`: the delta is made on the runner from the downloaded bundle');
  }

  return {
    mode,
    domain,
    siteUrl,
    paths,
    allowPrivate,
    search,
    version,
    api,
    output,
    s3,
    linkTtlSeconds,
    crawl,
    requestHeaders,
    maxWarnings,
    outDir,
    signingKey,
    deltaFrom,
    since,
    failOn: [...new Set(failOn)],
    browserCheck,
  };
}
