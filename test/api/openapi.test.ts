// The OpenAPI document: valid OpenAPI 3.1 by a real validator, served as-is, and covering exactly this API.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { startHttpServer } from '../../server/api/http-server.ts';
import { openApiDocument } from '../../server/api/openapi.ts';
import { removeDir, startTestApi } from './support.ts';

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes version 1.0.0 with bearer security on every operation and every error response', () => {
    expect(openApiDocument.info.version).toBe('1.0.0');
    expect(openApiDocument.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.values(openApiDocument.paths).flatMap((item) => Object.values(item) as Array<Record<string, any>>);
    expect(operations.map((o) => o.operationId).sort()).toEqual([
      'generateStaticExportBundle',
      'getStaticExportJob',
      'getStaticExportJobChanges',
      'listStaticExportJobWarnings',
      'startStaticExportJob',
    ]);
    for (const op of operations) {
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      for (const status of ['401', '403']) expect(op.responses[status], `${op.operationId} ${status}`).toBeTruthy();
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) >= 400) expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    const start = openApiDocument.paths['/static-export/jobs'].post.responses;
    expect(Object.keys(start).sort()).toEqual(['202', '400', '401', '403', '404', '405', '408', '409', '413', '415', '417', '429', '431', '503']);
    const bundle = openApiDocument.paths['/static-export/jobs/{jobId}/bundle'].post.responses;
    expect(Object.keys(bundle).sort()).toEqual(['200', '400', '401', '403', '404', '405', '408', '409', '410', '413', '415', '417', '431', '503']);
  });

  const apis: Awaited<ReturnType<typeof startTestApi>>[] = [];
  afterAll(async () => {
    for (const a of apis) {
      await a.close();
      await removeDir(a.dataDir);
    }
  });

  it('is served at /v1/openapi.json without credentials, and health at /v1/healthz and /healthz', async () => {
    const a = await startTestApi();
    apis.push(a);
    const res = await a.fetch('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
    for (const path of ['/v1/healthz', '/healthz']) {
      const health = await a.fetch(path);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    expect((await a.fetch('/v1/healthz', { method: 'HEAD' })).status).toBe(200);
  });

  // Issue 15, finding 12: one canonical spelling per path, and the HTTP layer's answers documented with {error}.
  it('serves paths only without a trailing slash: the slashed form is a 404 with {error}', async () => {
    const a = await startTestApi();
    apis.push(a);
    for (const [method, path] of [
      ['GET', '/v1/healthz/'],
      ['GET', '/healthz/'],
      ['GET', '/v1/openapi.json/'],
      ['POST', '/v1/static-export/jobs/'],
      ['POST', `/v1/static-export/jobs/sej_${'a'.repeat(26)}/bundle/`],
    ]) {
      const res = await a.fetch(path!, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error).toMatch(/no trailing slash/);
    }
  });

  it('answers 405 with Allow as documented for every operation', async () => {
    const a = await startTestApi();
    apis.push(a);
    for (const [method, path] of [
      ['PUT', '/v1/static-export/jobs'],
      ['DELETE', `/v1/static-export/jobs/sej_${'a'.repeat(26)}`],
      ['GET', `/v1/static-export/jobs/sej_${'a'.repeat(26)}/bundle`],
    ]) {
      const res = await a.fetch(path!, { method });
      expect(res.status).toBe(405);
      const op = Object.entries(openApiDocument.paths).find(([t]) => new RegExp(`^/v1${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path!))![1];
      for (const declared of Object.values(op) as Array<Record<string, any>>) expect(declared.responses['405'].headers.Allow).toBeTruthy();
      expect(res.headers.get('allow')).toBeTruthy();
      expect((await res.json()).error).toMatch(/method not allowed/);
    }
  });

  it('answers 417 (an Expect other than 100-continue) and 431 with a JSON {error} body on a real socket', async () => {
    const http = await startHttpServer({ host: '127.0.0.1', port: 0 });
    const a = await startTestApi();
    apis.push(a);
    http.serve(a.services.app);
    try {
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(http.port, '127.0.0.1', () => socket.end(request));
          let text = '';
          socket.on('data', (d) => (text += d.toString()));
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
        });
      const expectation = await raw('POST /v1/static-export/jobs HTTP/1.1\r\nhost: x\r\nexpect: 200-ok\r\ncontent-length: 0\r\n\r\n');
      expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
      expect(expectation).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(expectation.slice(expectation.indexOf('\r\n\r\n') + 4)).error).toMatch(/Expect/);
      const huge = await raw(`GET /v1/healthz HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4)).error).toMatch(/too large/);
    } finally {
      await http.closeAll();
    }
  });
});
