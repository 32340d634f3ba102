// `static-export keys create|revoke|list` and the config file it keeps.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runKeys } from '../../src/cli/keys.ts';
import { UsageError } from '../../src/core/usage-error.ts';
import { hashKey, KEY_PATTERN } from '../../src/org/org-config.ts';
import { keys, removeDir, tempDir } from './support.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeDir));
});
async function dataDir(): Promise<string> {
  const d = await tempDir('sx-keys-');
  dirs.push(d);
  return d;
}

describe('keys create', () => {
  it('creates the organization on first use and prints the new key alone on its last line', async () => {
    const dir = await dataDir();
    const { code, out, key } = await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.com');
    expect(code).toBe(0);
    expect(key).toMatch(KEY_PATTERN);
    expect(out.trimEnd().split('\n').at(-1)).toBe(key);
    expect(out).toContain('Created organization acme: static export enabled; domains: docs.acme.com');

    const file = join(dir, 'config.json');
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(key); // stored only as a hash
    const config = JSON.parse(text);
    expect(config.organizations.acme.keys[0].sha256).toBe(hashKey(key));
    expect(config.organizations.acme.staticExport).toBe(true);
    expect((await stat(file)).mode & 0o077).toBe(0); // owner-only: it lists key hashes
  });

  it('gives every key 256 random bits and a distinct id', async () => {
    const dir = await dataDir();
    const a = await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.com');
    const b = await keys(dir, 'create', '--org', 'acme');
    expect(a.key).not.toBe(b.key);
    expect(Buffer.from(a.key.slice(4), 'base64url')).toHaveLength(32);
    const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(config.organizations.acme.keys).toHaveLength(2);
    expect(new Set(config.organizations.acme.keys.map((k: { id: string }) => k.id)).size).toBe(2);
    expect(b.out).toContain('Updated organization acme');
  });

  it('records explicit origins per domain, repeated --domain, --disabled and --enabled', async () => {
    const dir = await dataDir();
    await keys(dir, 'create', '--org', 'beta', '--domain', 'docs.beta.test', '--origin', 'http://127.0.0.1:3000', '--domain', 'cdn.beta.test', '--disabled');
    let config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(config.organizations.beta).toMatchObject({
      staticExport: false,
      domains: [{ domain: 'docs.beta.test', origin: 'http://127.0.0.1:3000' }, { domain: 'cdn.beta.test' }],
    });
    await keys(dir, 'create', '--org', 'beta', '--enabled', '--domain=DOCS.BETA.TEST.');
    config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(config.organizations.beta.staticExport).toBe(true);
    expect(config.organizations.beta.domains).toHaveLength(2); // same domain, normalised
  });

  it('says what is wrong with a --domain that carries a port even when --origin follows it', async () => {
    const dir = await dataDir();
    const args = ['create', '--org', 'acme', '--domain', '127.0.0.1:18500', '--origin', 'http://127.0.0.1:18500'];
    const error = await runKeys(args, { stdout: () => {}, stderr: () => {}, env: { STATIC_EXPORT_DATA_DIR: dir } }).then(
      () => new Error('no error'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).not.toContain('add --origin');
    expect(error.message).toContain('"http://127.0.0.1:18500", is already the --origin');
    expect(error.message).toContain('--domain docs.internal.test --origin http://127.0.0.1:18500');
    // Without an --origin after it, the hint to add one stays.
    const alone = await runKeys(['create', '--org', 'acme', '--domain', '127.0.0.1:18500'], {
      stdout: () => {},
      stderr: () => {},
      env: { STATIC_EXPORT_DATA_DIR: dir },
    }).then(
      () => new Error('no error'),
      (e: unknown) => e as Error,
    );
    expect(alone.message).toContain('add --origin <url> after it');
  });

  it('keeps per-domain secret headers and cookies in the config, and lists only their names', async () => {
    const dir = await dataDir();
    const secret = 'Bearer sekrit-token-1234';
    const created = await keys(
      dir,
      'create',
      '--org',
      'acme',
      '--domain',
      'docs.acme.com',
      '--origin',
      'http://127.0.0.1:3000',
      '--header',
      `Authorization: ${secret}`,
      '--cookie',
      'session=cookie-value-9876',
    );
    expect(created.code).toBe(0);
    expect(created.out).toContain('docs.acme.com (fetched from http://127.0.0.1:3000; sends authorization: ***, cookie: ***)');
    const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(config.organizations.acme.domains[0].headers).toEqual({ authorization: secret, cookie: 'session=cookie-value-9876' });
    for (const listed of [await keys(dir, 'list'), await keys(dir, 'list', '--json')]) {
      expect(listed.out).not.toContain('sekrit-token-1234');
      expect(listed.out).not.toContain('cookie-value-9876');
      expect(listed.out).toContain('authorization');
    }
    expect(JSON.parse((await keys(dir, 'list', '--json')).out).organizations[0].domains[0].headers).toEqual(['authorization', 'cookie']);
    // A bad header names the header, never echoes its value.
    const bad = await runKeys(['create', '--org', 'acme', '--domain', 'docs.acme.com', '--header', 'Host: evil-secret-value'], {
      stdout: () => {},
      stderr: () => {},
      env: { STATIC_EXPORT_DATA_DIR: dir },
    }).then(
      () => new Error('no error'),
      (e: unknown) => e as Error,
    );
    expect(bad).toBeInstanceOf(UsageError);
    expect(bad.message).toContain('Host is set by static-export itself');
    expect(bad.message).not.toContain('evil-secret-value');
  });

  it('refuses bad input with usage errors', async () => {
    const dir = await dataDir();
    const cases: string[][] = [
      ['create'],
      ['create', '--org', 'Acme Corp', '--domain', 'docs.acme.com'],
      ['create', '--org', 'acme', '--domain', 'https://docs.acme.com'],
      ['create', '--org', 'acme', '--origin', 'http://127.0.0.1:3000'],
      ['create', '--org', 'acme', '--domain', 'docs.acme.com', '--origin', 'ftp://x'],
      ['create', '--org', 'acme'], // new organization without a domain
      ['create', '--org', 'acme', '--domain', 'docs.acme.com', '--bogus'],
      ['create', '--org', 'acme', '--header', 'Authorization: Bearer x'], // a header before any --domain
      ['create', '--org', 'acme', '--domain', 'docs.acme.com', '--header', 'no colon here'],
      ['create', '--org', 'acme', '--domain', 'docs.acme.com', '--cookie', 'novalue'],
      ['frobnicate'],
      [],
      ['revoke'],
      ['revoke', 'nonsense'],
    ];
    for (const args of cases) {
      await expect(runKeys(args, { stdout: () => {}, stderr: () => {}, env: { STATIC_EXPORT_DATA_DIR: dir } }), args.join(' ')).rejects.toBeInstanceOf(
        UsageError,
      );
    }
  });
});

describe('keys revoke and list', () => {
  it('revokes by key or by id, and list shows no secrets', async () => {
    const dir = await dataDir();
    const a = await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.com');
    const b = await keys(dir, 'create', '--org', 'acme');
    const idB = /New admin key (key_[0-9a-f]{12})/.exec(b.out)![1]!;

    expect((await keys(dir, 'revoke', a.key)).out).toMatch(/^Revoked: key key_[0-9a-f]{12} of organization acme/);
    expect((await keys(dir, 'revoke', idB)).out).toContain(`Revoked: key ${idB}`);
    expect((await keys(dir, 'revoke', idB)).out).toContain('Already revoked');
    await expect(keys(dir, 'revoke', 'key_000000000000')).rejects.toThrow(/no such key/);

    const listed = await keys(dir, 'list');
    expect(listed.out).toContain('acme  static export enabled');
    expect(listed.out).toContain('domain docs.acme.com');
    expect(listed.out.match(/REVOKED/g)).toHaveLength(2);
    const asJson = await keys(dir, 'list', '--json');
    for (const text of [listed.out, asJson.out]) {
      expect(text).not.toContain(a.key);
      expect(text).not.toContain(hashKey(a.key));
      expect(text).not.toContain('sha256');
    }
    expect(JSON.parse(asJson.out).organizations[0].keys).toHaveLength(2);
  });

  it('says how to start when there is nothing yet', async () => {
    const dir = await dataDir();
    expect((await keys(dir, 'list')).out).toContain('No organizations');
  });

  it('keeps every key when several commands run at once (lock file)', async () => {
    const dir = await dataDir();
    await keys(dir, 'create', '--org', 'acme', '--domain', 'docs.acme.com');
    await Promise.all(Array.from({ length: 8 }, () => keys(dir, 'create', '--org', 'acme')));
    const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(config.organizations.acme.keys).toHaveLength(9);
  });

  it('honours STATIC_EXPORT_CONFIG over the data directory', async () => {
    const dir = await dataDir();
    const file = join(dir, 'elsewhere', 'orgs.json');
    let out = '';
    await runKeys(['create', '--org', 'acme', '--domain', 'docs.acme.com'], {
      stdout: (s) => (out += s),
      stderr: () => {},
      env: { STATIC_EXPORT_CONFIG: file },
    });
    expect(out).toContain(file);
    expect(JSON.parse(await readFile(file, 'utf8')).organizations.acme).toBeTruthy();
  });
});
