// A client generated from the served OpenAPI document with openapi-typescript's default options must accept the
// spec's own request bodies (the minimal `{"domain": …}` first) and refuse a misspelt field; and every status the
// HTTP layer may answer is declared on every operation. The generated types are checked by the real tsc.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startTestApi } from './support.ts';

const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

describe('a client generated from the OpenAPI document', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let dir: string;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  beforeAll(async () => {
    api = await startTestApi();
    dir = await mkdtemp(join(tmpdir(), 'se-openapi-client-'));
    doc = await (await api.fetch('/v1/openapi.json')).json();
  });
  afterAll(async () => {
    await api?.close();
    if (api) await removeDir(api.dataDir);
    await rm(dir, { recursive: true, force: true });
  });

  it("accepts the spec's request bodies and refuses a field the API does not take", async () => {
    await writeFile(join(dir, 'schema.ts'), astToString(await openapiTS(doc as never)));
    await writeFile(
      join(dir, 'client.ts'),
      [
        "import type { components, paths } from './schema.ts';",
        "type Start = paths['/static-export/jobs']['post']['requestBody']['content']['application/json'];",
        "export const minimal: Start = { domain: 'docs.acme.com' };",
        "export const versioned: Start = { domain: 'docs.acme.com', version: 'v2' };",
        "export const somePages: Start = { domain: 'docs.acme.com', paths: ['guides/setup'] };",
        "export const everything: Start = { domain: 'docs.acme.com', version: 'v2', paths: ['guides/setup'], search: false, since: 'latest' };",
        '// @ts-expect-error: not a field of the request',
        "export const misspelt: Start = { domain: 'docs.acme.com', serach: false };",
        "type Accepted = paths['/static-export/jobs']['post']['responses'][202];",
        "export const location: Accepted['headers']['Location'] = '/v1/static-export/jobs/sej_abcdefghijklmnopqrstuvwxyz';",
        "export const job: components['schemas']['StaticExportJob']['status'] = 'queued';",
        '',
      ].join('\n'),
    );
    const tsc = spawnSync(
      process.execPath,
      [
        TSC,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2023',
        '--allowImportingTsExtensions',
        'client.ts',
      ],
      { encoding: 'utf8', cwd: dir },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('declares the HTTP layer’s answers (405, 408, 417, 431) on every operation', () => {
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        for (const status of ['405', '408', '417', '431']) expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
  });
});
