// The Action's inputs → options, without a runner: defaults, the mode choice and every validation message.
import { describe, expect, it } from 'vitest';
import { defaultVersion, readInputs, splitList } from '../../src/action/inputs.ts';
import { bundleKey, resolveS3Target } from '../../src/action/s3-target.ts';
import { parseOutputFile } from './run-action.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';

function read(inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}, github = { sha: SHA, ref: 'refs/heads/main' }) {
  return readInputs((name) => inputs[name] ?? '', { RUNNER_TEMP: '/runner/tmp', GITHUB_WORKSPACE: '/work/space', ...env }, github);
}

describe('version', () => {
  it('is the tag for tag refs, else the short SHA', () => {
    expect(defaultVersion({ ref: 'refs/tags/v1.2.0', sha: SHA })).toBe('v1.2.0');
    expect(defaultVersion({ ref: 'refs/heads/main', sha: SHA })).toBe('0123456');
    expect(defaultVersion({ ref: 'refs/pull/3/merge', sha: SHA.toUpperCase() })).toBe('0123456');
    expect(defaultVersion({})).toBeUndefined();
  });

  it('takes the input over the context', () => {
    expect(read({ domain: 'docs.acme.com', version: ' 2026.11 ' }).version).toBe('2026.11');
    expect(read({ domain: 'docs.acme.com' }, {}, { sha: SHA, ref: 'refs/tags/docs-v3' }).version).toBe('docs-v3');
  });
});

describe('mode', () => {
  it('auto picks api when a key is set, else local', () => {
    const api = read({ domain: 'docs.acme.com', 'api-key': 'sxk_x', 'api-url': 'https://export.example.com/v1' });
    expect(api.mode).toBe('api');
    expect(api.api).toEqual({ url: 'https://export.example.com/v1', key: 'sxk_x', pollIntervalMs: 10_000, maxPolls: 60 });
    expect(api.output).toBeUndefined();
    const local = read({ domain: 'docs.acme.com' });
    expect(local.mode).toBe('local');
    expect(local.siteUrl).toBe('https://docs.acme.com/');
    expect(local.output).toBe('/runner/tmp/static-export-docs.acme.com-0123456.tar.gz');
  });

  it('local mode takes a URL with port and base path; output is relative to the workspace', () => {
    const local = read({ domain: 'http://127.0.0.1:3000/docs', mode: 'local', output: 'out/site.tar.gz' });
    expect(local.siteUrl).toBe('http://127.0.0.1:3000/docs/');
    expect(local.output).toBe('/work/space/out/site.tar.gz');
  });

  it('explains what is missing or wrong', () => {
    expect(() => read({})).toThrow('Input required and not supplied: domain');
    expect(() => read({ domain: 'd.com', mode: 'cloud' })).toThrow('Expected `mode` to be auto, api or local, got "cloud"');
    expect(() => read({ domain: 'd.com', mode: 'api' })).toThrow('`mode: api` needs the `api-key` input');
    expect(() => read({ domain: 'd.com', 'api-key': 'k' })).toThrow('`api-url` is required in API mode');
    expect(() => read({ domain: 'd.com', 'api-key': 'k', 'api-url': 'export.example.com' })).toThrow('Expected `api-url` to be an http(s) URL');
    expect(() => read({ domain: 'https://d.com/', 'api-key': 'k', 'api-url': 'http://a/v1' })).toThrow(
      'In API mode `domain` is a host name such as docs.acme.com, got "https://d.com/"',
    );
    expect(() => read({ domain: 'ftp://d.com', mode: 'local' })).toThrow('only http and https');
  });
});

describe('numbers and lists', () => {
  const api = { domain: 'd.com', 'api-key': 'k', 'api-url': 'http://a/v1' };

  it('reads poll-interval in seconds (fractions allowed) and max-polls', () => {
    const r = read({ ...api, 'poll-interval': '0.25', 'max-polls': '3' });
    expect(r.api?.pollIntervalMs).toBe(250);
    expect(r.api?.maxPolls).toBe(3);
  });

  it('refuses bad numbers with exact messages', () => {
    expect(() => read({ ...api, 'poll-interval': 'ten' })).toThrow('Expected `poll-interval` to be a number of seconds greater than 0, got "ten"');
    expect(() => read({ ...api, 'poll-interval': '0' })).toThrow('Expected `poll-interval` to be a number of seconds greater than 0, got "0"');
    expect(() => read({ ...api, 'max-polls': '2.5' })).toThrow('Expected `max-polls` to be a whole number ≥ 1, got "2.5"');
    expect(() => read({ domain: 'd.com', 'link-ttl': '604801' })).toThrow('Expected `link-ttl` to be a whole number of seconds from 1 to 604800, got "604801"');
    expect(() => read({ domain: 'd.com', 's3-bucket': 'b', 's3-force-path-style': 'maybe' })).toThrow(
      'Expected `s3-force-path-style` to be true or false, got "maybe"',
    );
  });

  it('reads the search switch: on unless turned off', () => {
    expect(read({ domain: 'd.com' }).search).toBe(true);
    expect(read({ domain: 'd.com', search: 'false' }).search).toBe(false);
    expect(() => read({ domain: 'd.com', search: 'maybe' })).toThrow('Expected `search` to be true or false, got "maybe"');
  });

  it('splits paths on newlines and commas and validates them', () => {
    expect(splitList('guides/setup\n  api/auth ,\n\nfaq,')).toEqual(['guides/setup', 'api/auth', 'faq']);
    expect(read({ domain: 'd.com', paths: 'guides/setup, /faq/' }).paths).toEqual(['guides/setup', '/faq/']);
    expect(read({ domain: 'd.com', paths: '  \n' }).paths).toBeUndefined();
    expect(() => read({ domain: 'd.com', paths: 'ok\n../etc/passwd' })).toThrow('not a valid page path: "../etc/passwd"');
  });

  it('keeps S3 inputs out of API mode', () => {
    expect(() => read({ ...api, 's3-bucket': 'b' })).toThrow('the `s3-*` inputs are for `mode: local`');
  });
});

describe('S3 target', () => {
  it('is off without a bucket', () => {
    expect(resolveS3Target(undefined, { AWS_REGION: 'eu-west-1' })).toBeUndefined();
  });

  it('prefers inputs, then the server variables, then the AWS ones', () => {
    expect(
      resolveS3Target(
        { bucket: 'in', region: undefined, endpoint: undefined, forcePathStyle: undefined },
        { AWS_S3_BUCKET: 'env', AWS_DEFAULT_REGION: 'eu-west-3' },
      ),
    ).toEqual({ bucket: 'in', region: 'eu-west-3', endpoint: undefined, forcePathStyle: false });
    expect(resolveS3Target(undefined, { AWS_S3_BUCKET: 'aws', AWS_ENDPOINT_URL_S3: 'http://minio:9000', AWS_REGION: 'x-1' })).toEqual({
      bucket: 'aws',
      region: 'x-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(
      resolveS3Target(undefined, {
        STATIC_EXPORT_S3_BUCKET: 'srv',
        AWS_S3_BUCKET: 'aws',
        STATIC_EXPORT_S3_ENDPOINT: 'http://e',
        STATIC_EXPORT_S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toEqual({ bucket: 'srv', region: 'us-east-1', endpoint: 'http://e', forcePathStyle: false });
  });

  it('names the object by host, version and content', () => {
    expect(bundleKey('127.0.0.1:3000', 'v1.2.0', 'ab'.repeat(32))).toBe('static-export/127.0.0.1-3000/v1.2.0-abababababababab.tar.gz');
    expect(bundleKey('docs.acme.com', '../x y', 'cd'.repeat(32))).toBe('static-export/docs.acme.com/x-y-cdcdcdcdcdcdcdcd.tar.gz');
  });
});

describe('the GITHUB_OUTPUT file', () => {
  it('parses heredoc blocks and plain lines, last value wins', () => {
    const text =
      'job-id<<ghadelimiter_1\njob_1\nghadelimiter_1\nmulti<<ghadelimiter_2\na\nb\nghadelimiter_2\nplain=x\njob-id<<ghadelimiter_3\njob_2\nghadelimiter_3\n';
    expect(parseOutputFile(text)).toEqual({ 'job-id': 'job_2', multi: 'a\nb', plain: 'x' });
  });
});

describe('allow-private', () => {
  it('reads a list of host[:port] and CIDR entries', () => {
    expect(read({ domain: 'docs.acme.com', 'allow-private': '127.0.0.1:4000\n10.0.0.0/8, wiki.internal' }).allowPrivate).toEqual([
      '127.0.0.1:4000',
      '10.0.0.0/8',
      'wiki.internal',
    ]);
    expect(read({ domain: 'docs.acme.com' }).allowPrivate).toEqual([]);
  });
  it('refuses a malformed entry with the exact message', () => {
    expect(() => read({ domain: 'docs.acme.com', 'allow-private': '127.0.0.1:99999' })).toThrow(
      '`allow-private`: Expected allow-private to be host[:port] or a CIDR range, got "127.0.0.1:99999"',
    );
  });
});

describe('since and fail-on', () => {
  it('resolves since against the workspace, keeps URLs, and reads fail-on as a list', () => {
    const local = read({ domain: 'docs.acme.com', since: 'prev/site.tar.gz', 'fail-on': 'removed-pages, broken-links' });
    expect(local.since).toBe('/work/space/prev/site.tar.gz');
    expect(local.failOn).toEqual(['removed-pages', 'broken-links']);
    expect(read({ domain: 'docs.acme.com', since: 'https://dl.acme.com/prev.tar.gz' }).since).toBe('https://dl.acme.com/prev.tar.gz');
  });

  it('refuses an unknown fail-on, fail-on without since, and since in API mode', () => {
    expect(() => read({ domain: 'docs.acme.com', since: 'p.tar.gz', 'fail-on': 'removed-page' })).toThrow(
      'Expected `fail-on` to list broken-links, removed-anchors, removed-pages (comma-separated), got "removed-page"',
    );
    expect(() => read({ domain: 'docs.acme.com', 'fail-on': 'removed-pages' })).toThrow(
      '`fail-on` judges the change report of an incremental export: set `since` too',
    );
    expect(() => read({ domain: 'docs.acme.com', since: 'p.tar.gz', 'api-key': 'k', 'api-url': 'https://x.test/v1' })).toThrow(/`since` is a local-mode input/);
  });
});
