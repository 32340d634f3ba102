// The one check of a job record read back from storage (a JSON file of the embedded store, a Redis string of a
// cluster), shared by the API processes and the workers: a record is used only once every field the routes and
// the runs read has its type. A record that fails it (bad JSON, a partial or foreign value written by hand or by
// another program) is never trusted: it reads as a failed job saying so (`corruptJobRecord`), which ends its run
// and frees its organization's slot, instead of a 500, a 503 or a job that never ends.
import type { JobRecord } from './job-record.ts';

const STATUSES = new Set(['queued', 'running', 'completed', 'failed']);

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with `value` as the record of job `jobId` (empty when nothing is). */
export function jobRecordProblems(value: unknown, jobId: string): string[] {
  if (!isObject(value)) return ['not a JSON object'];
  const job = value.job;
  if (!isObject(job)) return ['job missing or not an object'];
  const checks: Array<[string, boolean]> = [
    ['job.jobId', job.jobId === jobId],
    ['job.status', STATUSES.has(job.status as string)],
    ['job.createdAt', isString(job.createdAt)],
    ['job.updatedAt', isString(job.updatedAt)],
    ['job.progress', isCount(job.progress) && (job.progress as number) <= 100],
    ['job.pageCount', isCount(job.pageCount)],
    ['job.warnings', job.warnings === undefined || isCount(job.warnings)],
    ['job.error', job.error === undefined || isString(job.error)],
    ['org', isString(value.org) && value.org !== ''],
    ['domain', isString(value.domain)],
    ['url', isString(value.url)],
    ['version', isString(value.version)],
    ['attempts', isCount(value.attempts)],
    ['paths', value.paths === undefined || (Array.isArray(value.paths) && value.paths.every(isString))],
    ['search', value.search === undefined || typeof value.search === 'boolean'],
    ['warnings', value.warnings === undefined || Array.isArray(value.warnings)],
    ['since', value.since === undefined || (isObject(value.since) && isString(value.since.jobId) && isString(value.since.key) && isString(value.since.sha256))],
    ['changes', value.changes === undefined || isObject(value.changes)],
    [
      'bundle',
      value.bundle === undefined ||
        (isObject(value.bundle) && isString(value.bundle.key) && isString(value.bundle.sha256) && isCount(value.bundle.bytes) && isCount(value.bundle.files)),
    ],
  ];
  return checks.filter(([, ok]) => !ok).map(([field]) => `${field} missing or of the wrong type`);
}

/** The record in `text` (JSON), or why it cannot be used. */
export function parseJobRecord(text: string, jobId: string): { record: JobRecord } | { problems: string[]; org?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: ['not valid JSON'] };
  }
  const problems = jobRecordProblems(value, jobId);
  if (!problems.length) return { record: value as JobRecord };
  const org = isObject(value) && isString(value.org) && value.org !== '' ? value.org : undefined;
  return { problems, ...(org ? { org } : {}) };
}

/**
 * What a record that cannot be used reads as: job `jobId`, failed, saying why; `org` when the stored value named
 * one (otherwise '', which no organization owns, so it reads as missing until a worker names its owner).
 */
export function corruptJobRecord(jobId: string, problems: string[], org: string | undefined, at: string): JobRecord {
  const shown = problems.slice(0, 3).join('; ') + (problems.length > 3 ? `; and ${problems.length - 3} more` : '');
  return {
    job: {
      jobId,
      status: 'failed',
      progress: 0,
      pageCount: 0,
      warnings: 0,
      createdAt: at,
      updatedAt: at,
      error: `the job's stored record is unreadable (${shown}), so the job cannot run; start a new job`,
    },
    org: org ?? '',
    domain: '',
    url: '',
    version: '',
    attempts: 0,
    corrupt: true,
  };
}
