// Local mode: no service; the export runs in the runner, the archive is written to `output`, and when an S3
// bucket is configured it is uploaded there and a presigned link is made. Progress is printed as the CLI prints
// it when not on a terminal: plain lines.
import * as core from '@actions/core';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { publish } from '../pipeline/publish.ts';
import { createS3Store } from '../store/s3-store.ts';
import { createProgressReporter } from '../terminal/progress.ts';
import { formatBytes, formatDuration } from '../terminal/format.ts';
import { StaticExportError } from '../core/errors.ts';
import type { ActionInputs } from './inputs.ts';
import { bundleKey, resolveS3Target } from './s3-target.ts';
import type { ActionResult } from './result.ts';
import { redactUrl } from '../net/redact-url.ts';
import { checkS3Target } from './s3-preflight.ts';
import { serializeManifest } from '../bundle/manifest-io.ts';
import { MANIFEST_PATH } from '../core/types.ts';
import { deltaBase, deltaPathFor, reportDelta } from './delta-step.ts';
import { enforceGate } from './changes.ts';
import { browserCheckStep } from './browser-step.ts';

export async function runLocalMode(inputs: ActionInputs): Promise<ActionResult> {
  const siteUrl = inputs.siteUrl;
  const output = inputs.output;
  if (!siteUrl || !output) throw new Error('internal: local mode without a site URL or output path');
  const target = resolveS3Target(inputs.s3, process.env);
  const version = inputs.version ?? 'latest';

  // Before the crawl: a bucket that does not exist or credentials that do not work fail the step at once.
  const store = target
    ? createS3Store({
        bucket: target.bucket,
        region: target.region,
        ...(target.endpoint ? { endpoint: target.endpoint } : {}),
        forcePathStyle: target.forcePathStyle,
      })
    : undefined;
  if (store && target) await checkS3Target(store.client, target.bucket, `s3://${target.bucket}${target.endpoint ? ` at ${target.endpoint}` : ''}`);

  const work = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'static-export-'));
  // The log's groups follow the steps of the publish sequence; one a failure leaves open is closed in `finally`.
  let group: string | undefined;
  const openGroup = (name: string) => {
    if (group) core.endGroup();
    core.startGroup(name);
    group = name;
  };
  const closeGroup = () => {
    if (group) core.endGroup();
    group = undefined;
  };
  const controller = new AbortController();
  const onSignal = () => controller.abort(new StaticExportError('ABORTED', 'the run was cancelled'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await mkdir(dirname(output), { recursive: true });
    const base = inputs.deltaFrom ? await deltaBase(inputs.deltaFrom, work) : undefined;
    const manifestPath = inputs.outDir ? join(inputs.outDir, MANIFEST_PATH) : output.replace(/\.(tar\.gz|tgz)$/i, '.manifest.json');
    openGroup(`Export ${siteUrl} into ${output}`);
    core.info(`version: ${version}`);
    core.info(`paths: ${inputs.paths ? inputs.paths.join(', ') : '(every page found)'}`);
    // The CLI's reporter in its non-terminal form: a plain line every few seconds.
    const reporter = createProgressReporter({ write: (s) => core.info(s.replace(/\n$/, '')), tty: false });
    const published = await publish({
      options: {
        ...inputs.crawl,
        url: siteUrl,
        version,
        allowPrivate: inputs.allowPrivate,
        search: inputs.search,
        ...(inputs.paths ? { paths: inputs.paths } : {}),
        ...(inputs.requestHeaders ? { requestHeaders: inputs.requestHeaders } : {}),
        ...(inputs.since ? { since: inputs.since } : {}),
      },
      target: {
        out: output,
        workDir: work,
        ...(inputs.outDir ? { outDir: inputs.outDir } : {}),
        ...(inputs.signingKey ? { signingKey: inputs.signingKey } : {}),
      },
      hooks: {
        onProgress: (p) => reporter.update(p),
        signal: controller.signal,
        onExported: (e) => {
          reporter.finish();
          core.info(`exported ${e.pageCount} pages and ${e.assetCount} assets from ${e.manifest.source} in ${formatDuration(e.durationMs)}`);
        },
      },
      // Before anything leaves the runner: a bundle the gate refuses is never uploaded.
      gate: async (bundle) => {
        const incremental = bundle.incremental;
        if (incremental) {
          if (!incremental.used) core.warning(`since: a full export: ${incremental.reason ?? 'PREV not used'}`, { title: 'static-export since' });
          enforceGate(incremental.changes, inputs.failOn);
        }
        // A bundle that fails in the runner's browser is never uploaded either.
        await browserCheckStep(inputs.outDir ?? output, inputs.browserCheck);
        // The manifest beside the archive (or in out-dir): a later step can read pages and warnings without unpacking.
        if (!inputs.outDir) await writeFile(manifestPath, serializeManifest(bundle.manifest));
      },
      ...(base ? { delta: { base, out: deltaPathFor(output) } } : {}),
      ...(store && target
        ? {
            store: {
              store,
              key: (bundle) => bundleKey(new URL(siteUrl).host, version, bundle.sha256),
              deltaKey: (key, delta) => key.replace(/\.tar\.gz$/, `.delta-from-${delta.record.base.sha256.slice(0, 16)}.tar.gz`),
              linkTtlSeconds: inputs.linkTtlSeconds,
              where: (key) => `the bundle to s3://${target.bucket}/${key}${target.endpoint ? ` at ${target.endpoint}` : ''}`,
            },
          }
        : {}),
      onStep: (event) => {
        if (event.step === 'exported') {
          const r = event.bundle;
          core.info(`packed ${r.files} files, ${formatBytes(r.bytes)}, sha256 ${r.sha256}${inputs.signingKey ? ', manifest signed' : ''}`);
          closeGroup();
        } else if (event.step === 'delta') reportDelta(event.delta);
        else if (event.step === 'storing') openGroup(`Upload to s3://${target?.bucket}/${event.key}`);
        else if (event.step === 'stored') {
          core.info(`uploaded; link ${redactUrl(event.link?.url ?? '')}, valid until ${event.link?.expiresAt.toISOString()}`);
          closeGroup();
        }
      },
    });
    closeGroup();
    const result = published.bundle;
    const warnings = result.manifest.warnings;
    const incremental = result.incremental;
    const delta = published.delta;
    if (!target) {
      core.info(
        'No S3 bucket configured (`s3-bucket`, STATIC_EXPORT_S3_BUCKET or AWS_S3_BUCKET): the archive stays on the runner, see the `bundle-path` output.',
      );
    }
    const bundleUrl = published.stored?.link?.url;
    const expiresAt = published.stored?.link?.expiresAt.toISOString();
    const deltaUrl = published.deltaStored?.link?.url;
    const packed = result;

    return {
      mode: 'local',
      domain: inputs.domain,
      version: result.manifest.version,
      pageCount: result.pageCount,
      assetCount: result.assetCount,
      sha256: packed.sha256,
      bytes: packed.bytes,
      bundleUrl,
      expiresAt,
      jobId: undefined,
      bundlePath: output,
      manifestPath,
      outDir: inputs.outDir,
      warningCount: warnings.length,
      warnings,
      pages: result.manifest.pages.map((p) => ({ url: p.url, status: p.status })),
      archiveOnRunnerOnly: !target,
      deltaPath: delta?.file,
      deltaUrl,
      ...(incremental ? { incremental } : {}),
    };
  } finally {
    closeGroup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await rm(work, { recursive: true, force: true });
  }
}
