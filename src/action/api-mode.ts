// API mode: the Static Export service does the work; the Action starts a job, polls it, and asks for the bundle
// link, all through the project's typed REST client. With `output`, it also downloads the archive and checks its
// sha256 against the one the API reported (src/net/fetch-bundle.ts: retried, size-capped, renamed into place).
import * as core from '@actions/core';
import { ClientError } from '../client/errors.ts';
import { createClient, type PollEvent } from '../client/rest-client.ts';
import { fetchBundle } from '../net/fetch-bundle.ts';
import { redactUrl } from '../net/redact-url.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MANIFEST_PATH, type ExportWarning, type Manifest, type StartStaticExportRequest } from '../core/types.ts';
import { describeError } from '../core/errors.ts';
import { readManifest, serializeManifest } from '../bundle/manifest-io.ts';
import { unpackBundle } from '../bundle/unpack.ts';
import type { ActionInputs } from './inputs.ts';
import type { ActionResult, RunHooks } from './result.ts';
import { formatBytes, formatDuration } from '../terminal/format.ts';

/** One log line per poll: `poll 3/60: running, 45%, 12 pages (20.1 s)`. */
export function pollLine(event: PollEvent): string {
  const head = `poll ${event.poll}/${event.maxPolls}`;
  const at = `(${formatDuration(event.elapsedMs)})`;
  if (event.job) {
    const { status, progress, pageCount, warnings } = event.job;
    // A server that predates the count sends none: the line then says nothing about warnings.
    const warned = typeof warnings === 'number' ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : '';
    return `${head}: ${status}, ${Math.round(progress)}%, ${pageCount} page${pageCount === 1 ? '' : 's'}${warned} ${at}`;
  }
  return `${head}: no answer, will retry: ${event.error?.message ?? 'unknown error'} ${at}`;
}

export async function runApiMode(inputs: ActionInputs, hooks: RunHooks = {}): Promise<ActionResult> {
  const api = inputs.api;
  if (!api) throw new Error('internal: API mode without API inputs');
  const client = createClient({ baseUrl: api.url, apiKey: api.key, userAgent: 'static-export-action' });
  const request: StartStaticExportRequest = { domain: inputs.domain };
  if (inputs.version !== undefined) request.version = inputs.version;
  if (inputs.paths !== undefined) request.paths = inputs.paths;
  if (!inputs.search) request.search = false;

  const started = await core.group(`Start the export of ${inputs.domain}`, async () => {
    core.info(`API: ${client.baseUrl}`);
    core.info(`version: ${request.version ?? '(the latest published)'}`);
    core.info(`paths: ${request.paths ? request.paths.join(', ') : '(all pages)'}`);
    const job = await client.startJob(request);
    core.info(`job ${job.jobId}: ${job.status}`);
    return job;
  });
  hooks.onJobStarted?.(started.jobId);

  const title = `Wait for job ${started.jobId} (every ${formatDuration(api.pollIntervalMs)}, at most ${api.maxPolls} polls)`;
  const done = await core.group(title, async () => {
    try {
      return await client.waitForCompletion(started.jobId, {
        intervalMs: api.pollIntervalMs,
        maxPolls: api.maxPolls,
        onPoll: (event) => core.info(pollLine(event)),
      });
    } catch (error) {
      if (ClientError.is(error, 'POLL_TIMEOUT')) {
        throw new Error(`${error.message}. The job may still finish: raise \`max-polls\` or \`poll-interval\` if exports of this site take longer.`, {
          cause: error,
        });
      }
      throw error;
    }
  });

  // The count is on the job; the list (with the page that referred to each) comes from its own endpoint. A server
  // without it (older) leaves the count unknown rather than failing the step.
  const warningCount = typeof done.warnings === 'number' ? done.warnings : undefined;
  let warnings: ExportWarning[] = [];
  if (warningCount) {
    try {
      warnings = (await client.getWarnings(started.jobId)).warnings;
    } catch (error) {
      core.info(`could not list the job's warnings: ${describeError(error)}`);
    }
  }

  const bundle = await core.group('Generate the bundle link', async () => {
    const result = await client.createBundle(started.jobId, { linkTtlSeconds: inputs.linkTtlSeconds });
    const size = typeof result.bytes === 'number' ? formatBytes(result.bytes) : 'size not reported';
    core.info(`bundle: ${size}, sha256 ${result.sha256 ?? '(not reported)'}`);
    core.info(`link: ${redactUrl(result.bundleUrl)}, valid until ${result.expiresAt}`);
    return result;
  });

  let bundlePath: string | undefined;
  let manifest: Manifest | undefined;
  let manifestPath: string | undefined;
  let sha256 = typeof bundle.sha256 === 'string' ? bundle.sha256 : undefined;
  let bytes = typeof bundle.bytes === 'number' ? bundle.bytes : undefined;
  if (inputs.output) {
    const file = inputs.output;
    const got = await core.group(`Download the bundle to ${file}`, async () => {
      const r = await fetchBundle(bundle.bundleUrl, file, {
        ...(sha256 ? { expectedSha256: sha256 } : {}),
        onRetry: (attempt, reason, delayMs) => core.info(`download attempt ${attempt} failed (${reason}); retrying in ${formatDuration(delayMs)}`),
      });
      core.info(`${formatBytes(r.bytes)} written, sha256 ${r.sha256}${sha256 ? ' (matches the API)' : ''}`);
      return r;
    });
    bundlePath = file;
    sha256 = got.sha256;
    bytes = got.bytes;
    // Unpacked into out-dir when asked, else only long enough to read the manifest.
    const dir = inputs.outDir ?? (await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'static-export-unpack-')));
    try {
      const target = inputs.outDir ?? join(dir, 'bundle');
      await unpackBundle(file, target);
      manifest = await readManifest(target);
      manifestPath = inputs.outDir ? join(inputs.outDir, MANIFEST_PATH) : file.replace(/\.(tar\.gz|tgz)$/i, '.manifest.json');
      if (!inputs.outDir) await writeFile(manifestPath, serializeManifest(manifest));
    } finally {
      if (!inputs.outDir) await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    mode: 'api',
    domain: inputs.domain,
    version: typeof bundle.version === 'string' && bundle.version !== '' ? bundle.version : (inputs.version ?? 'latest'),
    pageCount: done.pageCount,
    assetCount: manifest?.assets.length,
    sha256,
    bytes,
    bundleUrl: bundle.bundleUrl,
    expiresAt: bundle.expiresAt,
    jobId: started.jobId,
    bundlePath,
    manifestPath,
    outDir: manifest ? inputs.outDir : undefined,
    warningCount: warningCount ?? manifest?.warnings.length,
    warnings: manifest && warnings.length === 0 ? manifest.warnings : warnings,
    pages: manifest?.pages.map((p) => ({ url: p.url, status: p.status })),
    archiveOnRunnerOnly: false,
  };
}
