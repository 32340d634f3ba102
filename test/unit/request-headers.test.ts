// Credentials for sites behind authentication: parsing `--header`/`--cookie`, the origin-only rule, redaction, and
// the org config's per-domain headers.
import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, echoForms, looksSecret, parseHeaderLine, redactEchoes, redactSecrets, secretValues } from '../../src/core/request-headers.ts';
import { credentialsFor } from '../../src/export/fetcher.ts';
import { parseConfig } from '../../src/org/org-config.ts';

describe('header lines and cookies', () => {
  it('parses, lower-cases names and joins cookies', () => {
    expect(parseHeaderLine('Authorization:  Bearer abc ')).toEqual(['authorization', 'Bearer abc']);
    expect(buildRequestHeaders(['X-Team: docs', 'Cookie: a=1'], ['b=2; c=3'])).toEqual({ 'x-team': 'docs', cookie: 'a=1; b=2; c=3' });
    expect(buildRequestHeaders([], [])).toBeUndefined();
  });

  it('refuses what cannot be a header, naming it but never echoing the value', () => {
    const cases: Array<[string[], string[], string]> = [
      [['Bearer s3cret-value'], [], "--header takes 'Name: value'"],
      [['Bad Name: s3cret-value'], [], 'is not a header name'],
      [['Host: s3cret-value'], [], 'Host is set by static-export itself'],
      [['X-A: s3cret-value\r\nX-B: y'], [], 'contains a line break'],
      [['Authorization: s3cret-value', 'authorization: other'], [], 'authorization is given twice'],
      [[], ['s3cret-value'], "--cookie takes 'name=value'"],
    ];
    for (const [lines, cookies, message] of cases) {
      let error: Error | undefined;
      try {
        buildRequestHeaders(lines, cookies);
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message, lines.join('|')).toContain(message);
      expect(error?.message).not.toContain('s3cret-value');
    }
  });

  it('redacts values, bearer tokens and single cookie values', () => {
    const headers = { authorization: 'Bearer tok-123456', cookie: 'session=abcdef; theme=dark' };
    const text = 'sent Bearer tok-123456, token tok-123456, cookie abcdef and session=abcdef; theme=dark';
    expect(redactSecrets(text, secretValues(headers))).toBe('sent ***, token ***, cookie *** and ***');
  });
});

describe('echoes of a credential', () => {
  const forms = echoForms(secretValues({ cookie: 'sid=a+b/c==&"d"', authorization: 'Bearer tok-123' }));

  it('are found however the site spelt the value, and replaced by a fixed word', () => {
    for (const echo of [
      'a+b/c==&"d"',
      'a%2Bb%2Fc%3D%3D%26%22d%22',
      'a%2bb%2fc%3d%3d%26%22d%22',
      'a+b/c==&amp;&quot;d&quot;',
      'a+b/c==&\\"d\\"',
      'a+b/c==&%22d%22',
    ]) {
      expect(redactEchoes(`/x/;jsessionid=${echo}/y`, forms), echo).toBe('/x/;jsessionid=REDACTED/y');
    }
    expect(redactEchoes('Bearer tok-123 and tok-123', forms)).toBe('REDACTED and REDACTED');
  });

  it('are looked for only of values that look like secrets, not of settings like a language or a theme', () => {
    for (const value of ['sess-Q7v2-very-secret', 'a1b2c3d4', '0123456789abcdefABCDEF', 'onlylettersbutlongenough'])
      expect(looksSecret(value), value).toBe(true);
    for (const value of ['english', 'dark', 'accepted', 'true', 'v1.2', 'abcdefghijklmno']) expect(looksSecret(value), value).toBe(false);
  });

  it('leave text without them as the same string, and values of a lone surrogate do not throw', () => {
    const text = '/docs/intro/';
    expect(redactEchoes(text, forms)).toBe(text);
    expect(echoForms(['ab\ud800cd'])).toContain('ab\ud800cd');
  });
});

describe('credentialsFor', () => {
  const origin = { origin: 'https://docs.acme.com', headers: { authorization: 'Bearer x' } };
  it('gives them to the source origin only: same scheme, host and port', () => {
    expect(credentialsFor(new URL('https://docs.acme.com/guide?x=1'), origin)).toEqual({ authorization: 'Bearer x' });
    for (const other of [
      'http://docs.acme.com/',
      'https://docs.acme.com:8443/',
      'https://cdn.acme.com/a.css',
      'https://acme.com/',
      'https://docs.acme.com.evil.test/',
    ]) {
      expect(credentialsFor(new URL(other), origin), other).toBeUndefined();
    }
    expect(credentialsFor(new URL('https://docs.acme.com/'), undefined)).toBeUndefined();
  });
});

describe('per-domain headers in the organization config', () => {
  const config = (headers: unknown) => ({
    version: 1,
    organizations: { acme: { staticExport: true, keys: [], domains: [{ domain: 'docs.acme.com', headers }] } },
  });
  it('are read and checked like --header lines', () => {
    expect(parseConfig(config({ Authorization: 'Bearer x' })).organizations.acme!.domains[0]!.headers).toEqual({ authorization: 'Bearer x' });
    expect(() => parseConfig(config({ Host: 's3cret-value' }))).toThrow(/domains\[0\]\.headers: .*Host is set by static-export itself/);
    expect(() => parseConfig(config(['Authorization: x']))).toThrow('expected an object of header name → string value');
  });
});
