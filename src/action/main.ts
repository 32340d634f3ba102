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

function runContext(): RunContext {
  return {
    serverUrl: context.serverUrl,
    repository: process.env.GITHUB_REPOSITORY || undefined,
    sha: context.sha || undefined,
    ref: context.ref || undefined,
    runId: Number.isFinite(context.runId) ? context.runId : undefined,
  };
}

export function setOutputs(result: ActionResult): void {
  const outputs: Record<string, string | number | undefined> = {
    'bundle-url': result.bundleUrl,
    'expires-at': result.expiresAt,
    'job-id': result.jobId,
    'page-count': result.pageCount,
    version: result.version,
    sha256: result.sha256,
    'bundle-path': result.bundlePath,
  };
  for (const [name, value] of Object.entries(outputs)) {
    if (value !== undefined) core.setOutput(name, String(value));
  }
}

export async function run(): Promise<void> {
  const ctx = runContext();
  let domain = '';
  let jobId: string | undefined;
  try {
    const key = core.getInput('api-key').trim();
    if (key !== '') core.setSecret(key);
    domain = core.getInput('domain').trim();
    const inputs = readInputs(core.getInput, process.env, context);
    const hooks = {
      onJobStarted: (id: string) => {
        jobId = id;
        core.setOutput('job-id', id);
      },
    };
    const result = inputs.mode === 'api' ? await runApiMode(inputs, hooks) : await runLocalMode(inputs);
    setOutputs({ ...result, jobId: undefined });
    core.info(`Exported ${result.pageCount} pages of ${result.domain} (version ${result.version}).`);
    try {
      await writeSummary(result, ctx);
    } catch (error) {
      core.warning(`could not write the job summary: ${describeError(error)}`);
    }
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
