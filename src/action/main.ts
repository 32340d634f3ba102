// The Action: inputs → options, the chosen mode does the work, result → outputs and the job summary. Anything
// thrown, Error or not, fails the step with a one-line message.
import * as core from '@actions/core';
import { context } from '@actions/github';
import { describeError } from '../core/errors.ts';
import { runApiMode } from './api-mode.ts';
import { readInputs } from './inputs.ts';
import { runLocalMode } from './local-mode.ts';
import type { ActionResult } from './result.ts';
import { writeFailureSummary, writeSummary, type RunContext } from './summary.ts';
import { annotateWarnings, overWarningLimit } from './warnings.ts';
import { maskSecretInputs } from './secrets.ts';
import { makeDelta } from './delta-step.ts';

function runContext(): RunContext {
  return {
    serverUrl: context.serverUrl,
    repository: process.env.GITHUB_REPOSITORY || undefined,
    sha: context.sha || undefined,
    ref: context.ref || undefined,
    runId: Number.isFinite(context.runId) ? context.runId : undefined,
  };
}

export function setOutputs(result: ActionResult, durationMs: number): void {
  const outputs: Record<string, string | number | undefined> = {
    'bundle-url': result.bundleUrl,
    'expires-at': result.expiresAt,
    'job-id': result.jobId,
    'page-count': result.pageCount,
    'asset-count': result.assetCount,
    'warning-count': result.warningCount,
    version: result.version,
    sha256: result.sha256,
    'bundle-sha256': result.sha256,
    'delta-path': result.deltaPath,
    'delta-url': result.deltaUrl,
    bytes: result.bytes,
    'duration-seconds': Math.round(durationMs / 100) / 10,
    'bundle-path': result.bundlePath,
    'manifest-path': result.manifestPath,
    'out-dir': result.outDir,
    // With `since`: JSON arrays of page paths, from the change report.
    'pages-added': result.incremental?.changes ? JSON.stringify(result.incremental.changes.pages.added) : undefined,
    'pages-removed': result.incremental?.changes ? JSON.stringify(result.incremental.changes.pages.removed) : undefined,
    'pages-changed': result.incremental?.changes ? JSON.stringify(result.incremental.changes.pages.changed) : undefined,
  };
  for (const [name, value] of Object.entries(outputs)) {
    if (value !== undefined) core.setOutput(name, String(value));
  }
}

export async function run(): Promise<void> {
  const started = performance.now();
  const ctx = runContext();
  let domain = '';
  let jobId: string | undefined;
  try {
    maskSecretInputs(core.getInput);
    domain = core.getInput('domain').trim();
    const inputs = readInputs(core.getInput, process.env, context);
    const hooks = {
      onJobStarted: (id: string) => {
        jobId = id;
        core.setOutput('job-id', id);
      },
    };
    const result = inputs.mode === 'api' ? await runApiMode(inputs, hooks) : await runLocalMode(inputs);
    // API mode: the delta is made on the runner from the downloaded bundle (local mode made and uploaded its own).
    if (inputs.deltaFrom && result.bundlePath && !result.deltaPath) result.deltaPath = (await makeDelta(inputs.deltaFrom, result.bundlePath, undefined)).file;
    const durationMs = performance.now() - started;
    setOutputs({ ...result, jobId: undefined }, durationMs);
    annotateWarnings(result.warnings, result.warningCount ?? result.warnings.length);
    const count = result.warningCount === undefined ? '' : `, ${result.warningCount} warning${result.warningCount === 1 ? '' : 's'}`;
    core.info(`Exported ${result.pageCount} pages of ${result.domain} (version ${result.version})${count}.`);
    try {
      await writeSummary(result, ctx, durationMs);
    } catch (error) {
      core.warning(`could not write the job summary: ${describeError(error)}`);
    }
    const over = overWarningLimit(result.warningCount, inputs.maxWarnings);
    if (over) core.setFailed(`Static export failed: ${over}`);
  } catch (error) {
    const message = describeError(error);
    core.setFailed(`Static export failed: ${message}`);
    try {
      await writeFailureSummary(domain, message, jobId, ctx);
    } catch {
      // the failure itself is already reported
    }
  }
}
