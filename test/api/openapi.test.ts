// The OpenAPI document: valid OpenAPI 3.1 by a real validator, served as-is, and covering exactly this API.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/openapi.ts';
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
    expect(operations.map((o) => o.operationId).sort()).toEqual(['generateStaticExportBundle', 'getStaticExportJob', 'startStaticExportJob']);
    for (const op of operations) {
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      for (const status of ['401', '403']) expect(op.responses[status], `${op.operationId} ${status}`).toBeTruthy();
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) >= 400) expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    const start = openApiDocument.paths['/static-export/jobs'].post.responses;
    expect(Object.keys(start).sort()).toEqual(['202', '400', '401', '403', '413', '415', '429', '503']);
    const bundle = openApiDocument.paths['/static-export/jobs/{jobId}/bundle'].post.responses;
    expect(Object.keys(bundle).sort()).toEqual(['200', '401', '403', '404', '409', '410', '503']);
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
});
