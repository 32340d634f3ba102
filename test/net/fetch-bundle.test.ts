// The one bundle downloader (serve and the Action) against a loopback server: retries, the size cap, the sha256
// check and the partial file that never shows at the target. The hashed writer under it is checked here too.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StaticExportError } from '../../src/core/errors.ts';
import { fetchBundle } from '../../src/net/fetch-bundle.ts';
import { writeHashedFile } from '../../src/net/hashed-file.ts';
import { useScriptedServer } from '../helpers/scripted-server.ts';

const BODY = Buffer.alloc(4096, 'x');
const SHA = createHash('sha256').update(BODY).digest('hex');
const http = useScriptedServer('fetch-bundle-');
const { routes, hits } = http;

const ok = (res: ServerResponse) => res.writeHead(200, { 'content-length': String(BODY.length) }).end(BODY);

describe('fetchBundle', () => {
  it('downloads to the target with size and sha256, checking the expected sha256', async () => {
    routes.set('/ok.tar.gz', (_req, res) => ok(res));
    const target = join(http.dir, 'a', 'ok.tar.gz');
    const got = await fetchBundle(`${http.origin}/ok.tar.gz`, target, { expectedSha256: SHA });
    expect(got).toEqual({ file: target, bytes: BODY.length, sha256: SHA });
    expect(await readFile(target)).toEqual(BODY);
    expect(await readdir(join(http.dir, 'a'))).toEqual(['ok.tar.gz']);
  });

  it('retries 503 (with Retry-After) and a truncated body, telling onRetry', async () => {
    routes.set('/flaky.tar.gz', (_req, res, hit) => {
      if (hit === 0) res.writeHead(503, { 'retry-after': '0' }).end();
      else if (hit === 1) {
        res.writeHead(200, { 'content-length': String(BODY.length) });
        res.write(BODY.subarray(0, 100));
        setTimeout(() => res.destroy(), 10);
      } else ok(res);
    });
    const retries: string[] = [];
    const got = await fetchBundle(`${http.origin}/flaky.tar.gz`, join(http.dir, 'flaky.tar.gz'), {
      retryBaseMs: 1,
      onRetry: (n, why) => retries.push(`${n}: ${why}`),
    });
    expect(got.sha256).toBe(SHA);
    expect(retries).toHaveLength(2);
    expect(retries[0]).toBe('1: HTTP 503');
    expect(retries[1]).toMatch(/^2: download (broke off|ended) after/);
  });

  it('gives up after the retries, naming the URL without its query', async () => {
    routes.set('/down.tar.gz?sig=secret', (_req, res) => res.writeHead(502).end());
    const error = await fetchBundle(`${http.origin}/down.tar.gz?sig=secret`, join(http.dir, 'down.tar.gz'), { retries: 2, retryBaseMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(StaticExportError.is(error, 'UNREACHABLE')).toBe(true);
    expect((error as Error).message).toBe(`cannot download the bundle from ${http.origin}/down.tar.gz?… after 3 attempts: HTTP 502`);
    expect(hits.get('/down.tar.gz?sig=secret')).toBe(3);
  });

  it('refuses at once a 404, a bundle over the cap and a sha256 that does not match, leaving no file', async () => {
    routes.set('/big.tar.gz', (_req, res) => ok(res));
    const a = await fetchBundle(`${http.origin}/none.tar.gz`, join(http.dir, 'x', 'none.tar.gz'), { retryBaseMs: 1 }).catch((e: unknown) => e);
    expect(StaticExportError.is(a, 'UNREACHABLE') && (a as Error).message).toBe('the bundle URL answered HTTP 404');
    expect(hits.get('/none.tar.gz')).toBe(1);
    const b = await fetchBundle(`${http.origin}/big.tar.gz`, join(http.dir, 'x', 'big.tar.gz'), { maxBytes: 1000 }).catch((e: unknown) => e);
    expect(StaticExportError.is(b, 'UNSAFE_ARCHIVE')).toBe(true);
    const c = await fetchBundle(`${http.origin}/big.tar.gz`, join(http.dir, 'x', 'bad.tar.gz'), { expectedSha256: '0'.repeat(64) }).catch((e: unknown) => e);
    expect((c as Error).message).toMatch(/^the downloaded bundle is corrupt: sha256 [0-9a-f]{64}, expected 0{64}$/);
    expect(await readdir(join(http.dir, 'x')).catch(() => [])).toEqual([]);
  });
});

describe('writeHashedFile', () => {
  it('renames into place only what is complete and accepted', async () => {
    const target = join(http.dir, 'w', 'file.bin');
    const chunks = [Buffer.from('ab'), Buffer.from('cd')];
    expect(await writeHashedFile(chunks, target)).toEqual({ bytes: 4, sha256: createHash('sha256').update('abcd').digest('hex') });
    await expect(
      writeHashedFile(chunks, join(http.dir, 'w', 'refused.bin'), {
        accept: () => {
          throw new Error('no');
        },
      }),
    ).rejects.toThrow('no');
    await expect(writeHashedFile(chunks, join(http.dir, 'w', 'big.bin'), { maxBytes: 3, tooLarge: (n) => new Error(`too big at ${n}`) })).rejects.toThrow(
      'too big at 4',
    );
    expect(await readdir(join(http.dir, 'w'))).toEqual(['file.bin']);
  });
});
