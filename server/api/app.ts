// The h3 app: routes, request logging and the error mapping. Built by a function that never listens, so tests call
// `app.fetch(new Request(...))` and main.ts puts it behind a real port.
import { H3, type H3Event } from 'h3';
import type { AppDeps } from './app-deps.ts';
import { HttpProblem, errorResponse, jsonResponse } from './http-error.ts';
import { openApiDocument } from './openapi.ts';
import { serveBundleLink } from './bundles-routes.ts';
import { createJobHandlers } from './jobs-routes.ts';

function methodNotAllowed(allow: string) {
  return () => {
    throw new HttpProblem(405, `method not allowed; use ${allow}`, { allow });
  };
}

export function createApp(deps: AppDeps): H3 {
  const jobs = createJobHandlers(deps);
  const started = new WeakMap<H3Event, number>();
  const app = new H3({
    silent: true,
    // A badly percent-encoded path reaches the router raw; job ids are checked against their pattern, so it is
    // an unknown job (404) rather than a 400 that no operation documents.
    allowMalformedURL: true,
    onRequest(event) {
      started.set(event, performance.now());
    },
    onError(error, event) {
      return errorResponse(error, deps.logger, { method: event.req.method, path: event.url.pathname });
    },
    onResponse(response, event) {
      // The path only: a download link's query carries its signature.
      deps.logger.info('request', {
        method: event.req.method,
        path: event.url.pathname.slice(0, 200),
        status: response.status,
        ms: Math.round((performance.now() - (started.get(event) ?? performance.now())) * 10) / 10,
        org: typeof event.context.org === 'string' ? event.context.org : undefined,
      });
    },
  });

  // One spelling per path, the one the OpenAPI document gives: no trailing slash (rou3 would match both).
  app.use((event) => {
    const path = event.url.pathname;
    if (path.length > 1 && path.endsWith('/')) {
      throw new HttpProblem(404, `no such endpoint: ${event.req.method} ${path.slice(0, 200)} (paths have no trailing slash)`);
    }
  });

  // Each path answers its method (GET also answers HEAD) and a 405 with Allow for any other.
  const route = (method: 'GET' | 'POST', path: string, handler: (event: H3Event) => unknown) => {
    app.on(method, path, handler);
    if (method === 'GET') app.on('HEAD', path, handler);
    app.all(path, methodNotAllowed(method === 'GET' ? 'GET, HEAD' : method));
  };
  const health = async () => {
    if (!deps.health) return jsonResponse(200, { status: 'ok' });
    const report = await deps.health();
    return jsonResponse(report.status === 'ok' ? 200 : 503, report, { 'cache-control': 'no-store' });
  };
  route('GET', '/healthz', health);
  route('GET', '/v1/healthz', health);
  route('GET', '/v1/openapi.json', () => jsonResponse(200, openApiDocument, { 'cache-control': 'public, max-age=300' }));
  route('POST', '/v1/static-export/jobs', (event) => jobs.start(event));
  route('GET', '/v1/static-export/jobs/:jobId', (event) => jobs.get(event));
  route('POST', '/v1/static-export/jobs/:jobId/bundle', (event) => jobs.bundle(event));
  route('GET', '/v1/static-export/jobs/:jobId/warnings', (event) => jobs.warnings(event));
  route('GET', '/v1/static-export/jobs/:jobId/changes', (event) => jobs.changes(event));
  route('GET', '/v1/bundles/**', (event) => serveBundleLink(event, deps));

  app.all('/**', (event) => {
    throw new HttpProblem(404, `no such endpoint: ${event.req.method} ${event.url.pathname.slice(0, 200)}`);
  });
  return app;
}
