// The OpenAPI 3.1 document of the API, as a typed object: served at /v1/openapi.json, validated by a real OpenAPI
// validator in the tests, and used there to check every response the server sends.
import { MAX_BODY_BYTES } from './body.ts';
import { MAX_VERSION_LENGTH } from '../../src/core/options.ts';
import { MAX_PATHS } from './start-request.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const errorRef = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string, headers?: Record<string, Json>): Json => ({
  description,
  content: { 'application/json': { schema: errorRef } },
  ...(headers ? { headers } : {}),
});

const unauthorized = errorResponse('Missing, malformed, unknown or revoked admin API key.', {
  'WWW-Authenticate': { description: 'Always `Bearer realm="static-export"`, with `error="invalid_token"` when a key was sent.', schema: { type: 'string' } },
});
const forbidden = errorResponse(
  'The key is valid but static export is not enabled for its organization (Enterprise plan feature; enabling is arranged with the sales team).',
);
const notFound = errorResponse('No job with this id exists for the caller’s organization (jobs of other organizations are reported the same way).');
const retryAfter = { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } };
const unavailable = errorResponse(
  'The service cannot answer now: its organization config is unreadable (first start) or, for bundles, the bundle store is unavailable. Try again after `Retry-After` seconds.',
  { 'Retry-After': retryAfter },
);

// Answers of the HTTP layer, possible on every operation: documented once, spread into each.
const protocolErrors: Record<string, Json> = {
  '405': errorResponse('The path exists but not with this method.', {
    Allow: { description: 'The methods the path answers, e.g. `POST` or `GET, HEAD`.', schema: { type: 'string' } },
  }),
  '408': errorResponse('The request (headers within 20 s, all of it within 60 s) did not arrive in time.'),
  '417': errorResponse('An `Expect` header other than `100-continue`.'),
  '431': errorResponse('Request headers larger than the server accepts (16 KiB in all).'),
};

const jobIdParameter: Json = {
  name: 'jobId',
  in: 'path',
  required: true,
  description: 'The `jobId` returned by job start.',
  schema: { type: 'string', pattern: '^sej_[a-z2-7]{26}$' },
};

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Static Export API',
    version: '1.0.0',
    summary: 'Export a documentation deployment as one self-contained static bundle.',
    description: [
      'Asynchronous export: start a job for a domain, poll it until `status` is `completed`, then ask for a bundle link.',
      '',
      '- Jobs move `queued → running → completed | failed` and nothing else. `progress` (0–100) never decreases and is 100 only when `completed`; `pageCount` counts pages written.',
      '- The archive is packed once per job, when the job completes. Every bundle call returns a fresh link to that same archive; no re-crawl happens. Links expire at `expiresAt`; the job and its archive stay, so call bundle again for a new link.',
      '- Unauthenticated infrastructure endpoints, not operations of this API: `GET /v1/healthz` (also `/healthz`), this document at `GET /v1/openapi.json`, and the signed download links `GET /v1/bundles/{key}?expires=…&sig=…` of the embedded bundle store.',
      '- Every error body is `{"error": "…"}`, including the HTTP layer’s own answers (400 for unparsable HTTP, 405, 408, 417, 431).',
      '- Every `GET` operation also answers `HEAD`: the same status and headers, no body.',
      '- Paths are written without a trailing slash, and only that form is served: `/v1/healthz/` or `POST /v1/static-export/jobs/` is a 404.',
    ].join('\n'),
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/v1', description: 'This server (the base address ends in /v1).' }],
  security: [{ bearerAuth: [] }],
  paths: {
    '/static-export/jobs': {
      post: {
        operationId: 'startStaticExportJob',
        summary: 'Start a static export job',
        security: [{ bearerAuth: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/StartStaticExportRequest' } } },
        },
        responses: {
          '202': {
            description: 'The job was accepted and queued.',
            headers: {
              Location: { description: 'The job’s own address, to poll: `/v1/static-export/jobs/{jobId}`.', schema: { type: 'string' } },
            },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/StaticExportJob' } } },
          },
          '400': errorResponse(
            'Invalid body: not JSON, not an object, an unknown field, a wrong type, `domain` not a host name, not one the organization may export, not resolvable or not reachable, or an entry of `paths` that is not a page path.',
          ),
          '401': unauthorized,
          '403': forbidden,
          '404': errorResponse('`since` names a job that does not exist (or belongs to another organization).'),
          '409': errorResponse('`since` names a job that is not `completed`.'),
          '413': errorResponse(`Body larger than ${MAX_BODY_BYTES} bytes.`),
          '415': errorResponse('Content-Type is missing or not JSON (`application/json`, UTF-8).'),
          '429': errorResponse('Too many jobs queued or running for the organization, or too many job starts; see `Retry-After`.', {
            'Retry-After': retryAfter,
          }),
          '503': unavailable,
          ...protocolErrors,
        },
      },
    },
    '/static-export/jobs/{jobId}': {
      get: {
        operationId: 'getStaticExportJob',
        summary: 'Get the status of a static export job',
        security: [{ bearerAuth: [] }],
        parameters: [jobIdParameter],
        responses: {
          '200': {
            description: 'The job, with live `progress` and `pageCount` while it runs.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/StaticExportJob' } } },
          },
          '401': unauthorized,
          '403': forbidden,
          '404': notFound,
          '503': unavailable,
          ...protocolErrors,
        },
      },
    },
    '/static-export/jobs/{jobId}/bundle': {
      post: {
        operationId: 'generateStaticExportBundle',
        summary: 'Generate a download link for the export bundle',
        description:
          'Each call returns a fresh time-limited link to the same archive. The body is optional: without one (or with `{}`) the link lasts the server’s default lifetime (`STATIC_EXPORT_LINK_TTL`, 3600 s unless configured); `{"linkTtlSeconds": n}` asks for n seconds, 1 to 604800 (7 days). Extension (not in the spec): `{"deltaFrom": "<jobId>"}` links the delta from that earlier job’s bundle to this one’s instead, for `static-export apply` on an air-gapped side; same response shape, `sha256`/`bytes` of the delta, `deltaFrom` echoed.',
        security: [{ bearerAuth: [] }],
        parameters: [jobIdParameter],
        requestBody: {
          required: false,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/BundleRequest' } } },
        },
        responses: {
          '200': {
            description: 'A fresh link to the job’s archive.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/BundleResult' } } },
          },
          '401': unauthorized,
          '403': forbidden,
          '400': errorResponse(
            'The body is not a JSON object, has an unknown field, `linkTtlSeconds` is not a whole number from 1 to 604800, or `deltaFrom` is not a job id (or is this job), or `allowRollback` is not a boolean.',
          ),
          '404': errorResponse('No such job for this organization (the job, or the `deltaFrom` job).'),
          '409': errorResponse(
            'The job is `queued` or `running` (try again once it is `completed`), or it `failed` (the body carries its error), or the `deltaFrom` job is newer than this one and `allowRollback` is not `true`.',
          ),
          '413': errorResponse(`Body larger than ${MAX_BODY_BYTES} bytes.`),
          '415': errorResponse('A body was sent without a JSON Content-Type (`application/json`, UTF-8).'),
          '410': errorResponse('The job completed but its archive is no longer in the bundle store; start a new job.'),
          '503': unavailable,
          ...protocolErrors,
        },
      },
    },
    '/static-export/jobs/{jobId}/changes': {
      get: {
        operationId: 'getStaticExportJobChanges',
        summary: 'The change report of a completed incremental export (extension)',
        description:
          'For a job started with `since`: whether the earlier bundle was used (or why not), the pages added, removed and changed (by content), heading anchors removed and the pages linking to them, newly broken links, redirects added and removed, and what the run transferred.',
        security: [{ bearerAuth: [] }],
        parameters: [jobIdParameter],
        responses: {
          '200': {
            description: 'The report.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/JobChanges' } } },
          },
          '401': unauthorized,
          '403': forbidden,
          '404': errorResponse('No such job (or another organization’s), or a job not started with `since`.'),
          '409': errorResponse('The job is not `completed` yet.'),
          '503': unavailable,
          ...protocolErrors,
        },
      },
    },
    '/static-export/jobs/{jobId}/warnings': {
      get: {
        operationId: 'listStaticExportJobWarnings',
        summary: 'List the warnings of a completed static export job',
        description:
          'What the export could not do cleanly, as the bundle manifest records it: broken links (with the page that referred to them), failed or timed-out fetches, files over the size limit, limits hit, off-site redirects. `total` counts them all; `warnings` lists at most the first 1000.',
        security: [{ bearerAuth: [] }],
        parameters: [jobIdParameter],
        responses: {
          '200': {
            description: 'The job’s warnings.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/JobWarnings' } } },
          },
          '401': unauthorized,
          '403': forbidden,
          '404': notFound,
          '409': errorResponse('The job is not `completed` yet (its `warnings` count grows while it runs), or it `failed`.'),
          '503': unavailable,
          ...protocolErrors,
        },
      },
    },
  },
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: 'An organization admin API key (`sxk_` followed by 43 characters), created with `static-export keys create`.',
      },
    },
    schemas: {
      StartStaticExportRequest: {
        type: 'object',
        additionalProperties: false,
        required: ['domain'],
        properties: {
          domain: {
            type: 'string',
            maxLength: 253,
            description: 'Host name of the deployment to export, one of the organization’s domains (no scheme, port or path).',
            examples: ['docs.acme.com'],
          },
          version: {
            type: 'string',
            minLength: 1,
            maxLength: MAX_VERSION_LENGTH,
            description: 'Label for this export, recorded in the bundle manifest. Default `latest` (the latest published version).',
          },
          paths: {
            type: 'array',
            minItems: 1,
            maxItems: MAX_PATHS,
            items: { type: 'string', maxLength: 1024, examples: ['guides/setup'] },
            description: 'Page paths to include (with or without a leading slash). All published pages when omitted.',
          },
          search: {
            type: 'boolean',
            // No `default` keyword: generators (openapi-typescript's defaults) make a field with one required,
            // and a client could then not send the minimal body `{"domain": …}`.
            description:
              'Default `true`. Build an offline full-text search index into the bundle (`_static-export/search/`) and add a search dialog to every page. `false` leaves both out. Markdown twins of the pages and `llms.txt` are in the bundle either way.',
          },
          since: {
            type: 'string',
            pattern: '^(latest|sej_[a-z2-7]{26})$',
            description:
              'Extension of the spec’s request: an incremental export. `latest` (the organization’s last completed export of this domain; none yet: a full export) or the `jobId` of an earlier completed job of the same organization and domain. Files the site answers 304 for (or whose URLs carry a content hash) are taken from that job’s bundle; the bundle is byte for byte the one a full export gives, plus `_static-export/changes.json`. When that bundle cannot be used, the job makes a full export and `changes.reason` says why.',
          },
        },
      },
      JobChanges: {
        allOf: [
          { $ref: '#/components/schemas/JobChangeReport' },
          {
            type: 'object',
            required: ['jobId', 'since'],
            properties: {
              jobId: { type: 'string', pattern: '^sej_[a-z2-7]{26}$' },
              since: { type: 'string', pattern: '^sej_[a-z2-7]{26}$', description: 'The job whose bundle was PREV.' },
            },
          },
        ],
      },
      JobChangeReport: {
        type: 'object',
        description: 'What an incremental export changed against its PREV: whether PREV was used, the change report, the transfer.',
        required: ['used', 'transfer'],
        properties: {
          used: { type: 'boolean', description: 'PREV’s files were reused; `false`: a full export, for `reason`.' },
          reason: { type: 'string', description: 'One line: why PREV was not used.' },
          changes: {
            type: 'object',
            description: 'The bundle’s `_static-export/changes.json`. A page is `changed` when its content (its Markdown twin) changed, not merely its bytes.',
            required: ['source', 'pages', 'anchorsRemoved', 'brokenLinks', 'redirects'],
            properties: {
              source: { type: 'string' },
              pages: {
                type: 'object',
                required: ['added', 'removed', 'changed', 'unchanged'],
                properties: {
                  added: { type: 'array', items: { type: 'string' } },
                  removed: { type: 'array', items: { type: 'string' } },
                  changed: { type: 'array', items: { type: 'string' } },
                  unchanged: { type: 'integer', minimum: 0 },
                },
              },
              anchorsRemoved: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['page', 'anchor', 'linkedFrom'],
                  properties: { page: { type: 'string' }, anchor: { type: 'string' }, linkedFrom: { type: 'array', items: { type: 'string' } } },
                },
              },
              brokenLinks: {
                type: 'array',
                items: { type: 'object', required: ['url'], properties: { url: { type: 'string' }, referrer: { type: 'string' } } },
              },
              redirects: {
                type: 'object',
                required: ['added', 'removed'],
                properties: {
                  added: { type: 'array', items: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } } },
                  removed: { type: 'array', items: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } } },
                },
              },
            },
          },
          transfer: {
            type: 'object',
            description: 'What the run transferred, and what it took from PREV instead.',
            required: ['requests', 'bytes', 'reusedFiles', 'reusedBytes', 'reusedWithoutRequest'],
            properties: {
              requests: { type: 'integer', minimum: 0 },
              bytes: { type: 'integer', minimum: 0 },
              reusedFiles: { type: 'integer', minimum: 0 },
              reusedBytes: { type: 'integer', minimum: 0 },
              reusedWithoutRequest: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
      StaticExportJob: {
        type: 'object',
        additionalProperties: false,
        required: ['jobId', 'status', 'progress', 'pageCount', 'warnings', 'createdAt', 'updatedAt'],
        properties: {
          jobId: { type: 'string', pattern: '^sej_[a-z2-7]{26}$' },
          status: { type: 'string', enum: ['queued', 'running', 'completed', 'failed'] },
          progress: { type: 'number', minimum: 0, maximum: 100, description: 'Percent complete; never decreases; 100 only when completed.' },
          pageCount: { type: 'integer', minimum: 0, description: 'Pages written so far.' },
          warnings: {
            type: 'integer',
            minimum: 0,
            description:
              'Warnings recorded so far (broken links, failed fetches, limits hit); listed by `GET /static-export/jobs/{jobId}/warnings` once completed.',
          },
          createdAt: { type: 'string', format: 'date-time' },
          updatedAt: { type: 'string', format: 'date-time' },
          error: { type: ['string', 'null'], description: 'Why the job failed. Present only when `status` is `failed`.' },
          changes: {
            $ref: '#/components/schemas/JobChangeReport',
            description: 'Extension: for a job started with `since`, once completed.',
          },
        },
      },
      BundleResult: {
        type: 'object',
        additionalProperties: false,
        required: ['bundleUrl', 'expiresAt', 'jobId', 'version', 'sha256', 'bytes'],
        properties: {
          bundleUrl: { type: 'string', format: 'uri', description: 'Time-limited link to the `.tar.gz` archive (signed; no credentials needed).' },
          expiresAt: { type: 'string', format: 'date-time', description: 'When `bundleUrl` stops working.' },
          jobId: { type: 'string', pattern: '^sej_[a-z2-7]{26}$' },
          version: { type: 'string', description: 'The version label of the export.' },
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'sha256 of the archive bytes.' },
          bytes: { type: 'integer', minimum: 0, description: 'Size of the archive.' },
          deltaFrom: {
            type: 'string',
            pattern: '^sej_[a-z2-7]{26}$',
            description: 'Extension: present when a delta was asked for; `bundleUrl`, `sha256` and `bytes` are the delta’s, made against this job’s bundle.',
          },
        },
      },
      BundleRequest: {
        type: 'object',
        additionalProperties: false,
        properties: {
          linkTtlSeconds: {
            type: 'integer',
            minimum: 1,
            maximum: 604800,
            description: 'Lifetime of the link in seconds (at most 7 days, the S3 maximum). Default: the server’s `STATIC_EXPORT_LINK_TTL`.',
          },
          deltaFrom: {
            type: 'string',
            pattern: '^sej_[a-z2-7]{26}$',
            description:
              'Extension: link the delta from this earlier completed job’s bundle to this job’s (`static-export apply PREV delta --out NEW` rebuilds the bundle byte for byte), signed with the organization’s key when it has one.',
          },
          allowRollback: {
            type: 'boolean',
            description:
              'Extension, with `deltaFrom` only: when the `deltaFrom` job is newer than this job, the delta would take its receiver back to an older release, which is refused with 409 unless this is `true` (a deliberate rollback). The receiver refuses it too unless it allows rollback (`apply --allow-rollback`, `STATIC_EXPORT_ALLOW_ROLLBACK`).',
          },
        },
      },
      JobWarnings: {
        type: 'object',
        additionalProperties: false,
        required: ['jobId', 'total', 'warnings'],
        properties: {
          jobId: { type: 'string', pattern: '^sej_[a-z2-7]{26}$' },
          total: { type: 'integer', minimum: 0, description: 'All warnings of the job (equals the job’s `warnings`).' },
          warnings: { type: 'array', maxItems: 1000, items: { $ref: '#/components/schemas/ExportWarning' } },
        },
      },
      ExportWarning: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'url', 'message'],
        properties: {
          code: {
            type: 'string',
            enum: [
              'fetch-failed',
              'http-error',
              'too-large',
              'timeout',
              'broken-link',
              'skipped',
              'not-html',
              'max-pages',
              'max-depth',
              'off-site-redirect',
              'refused-address',
              'no-search-index',
              'too-deep',
              'too-many-references',
            ],
          },
          url: { type: 'string', description: 'The URL or page path concerned.' },
          message: { type: 'string' },
          referrer: { type: 'string', description: 'The page or file that referred to `url`, when known.' },
        },
      },
      Error: {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'string', description: 'Human-readable description of the error.' } },
      },
    },
  },
} as const satisfies Record<string, Json>;

export type OpenApiDocument = typeof openApiDocument;
