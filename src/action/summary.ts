// The job summary (`core.summary`, written to GITHUB_STEP_SUMMARY): what was exported and where it came from.
// The presigned link itself is left out on purpose: whoever holds it can download the bundle until it expires,
// and summaries are readable by everyone who can read the run. It is in the `bundle-url` output.
import * as core from '@actions/core';
import { formatBytes } from '../terminal/format.ts';
import type { ActionResult } from './result.ts';

export interface RunContext {
  serverUrl: string;
  repository: string | undefined;
  sha: string | undefined;
  ref: string | undefined;
  runId: number | undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function link(text: string, href: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

/** Links to the commit (or tag) and the run, from the @actions/github context. */
export function sourceLinks(ctx: RunContext): { source?: string; run?: string } {
  if (!ctx.repository) return {};
  const repoUrl = `${ctx.serverUrl.replace(/\/+$/, '')}/${ctx.repository}`;
  const out: { source?: string; run?: string } = {};
  if (ctx.ref?.startsWith('refs/tags/')) {
    const tag = ctx.ref.slice('refs/tags/'.length);
    out.source = link(tag, `${repoUrl}/releases/tag/${encodeURIComponent(tag)}`);
  } else if (ctx.sha) {
    out.source = link(ctx.sha.slice(0, 7), `${repoUrl}/commit/${ctx.sha}`);
  }
  if (ctx.runId !== undefined && Number.isFinite(ctx.runId)) out.run = link(`#${ctx.runId}`, `${repoUrl}/actions/runs/${ctx.runId}`);
  return out;
}

function rows(result: ActionResult, ctx: RunContext): Array<[string, string]> {
  const links = sourceLinks(ctx);
  const out: Array<[string, string]> = [
    ['Domain', escapeHtml(result.domain)],
    ['Version', escapeHtml(result.version)],
    ['Pages', String(result.pageCount)],
    ['Bundle size', result.bytes !== undefined ? formatBytes(result.bytes) : '—'],
    ['SHA-256', result.sha256 ? `<code>${escapeHtml(result.sha256)}</code>` : '—'],
    ['Link expires', result.expiresAt ? escapeHtml(result.expiresAt) : result.bundlePath ? 'no link (no S3 bucket configured)' : '—'],
  ];
  if (result.bundlePath) out.push(['Archive', `<code>${escapeHtml(result.bundlePath)}</code>`]);
  if (result.jobId) out.push(['Job', `<code>${escapeHtml(result.jobId)}</code>`]);
  out.push(['Mode', result.mode === 'api' ? 'Static Export API' : 'local (in the runner)']);
  if (links.source) out.push(['Source', links.source]);
  if (links.run) out.push(['Run', links.run]);
  return out;
}

export async function writeSummary(result: ActionResult, ctx: RunContext): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const table = [
    [{ data: 'Field', header: true }, { data: 'Value', header: true }],
    ...rows(result, ctx),
  ];
  const summary = core.summary.addHeading(`Static export of ${escapeHtml(result.domain)}`, 2).addTable(table);
  if (result.bundleUrl) {
    summary.addRaw('The presigned download link is in the step output <code>bundle-url</code>; it is not shown here because anyone holding it can download the bundle until it expires.', true);
  }
  if (result.warnings) summary.addRaw(`<p>${result.warnings} warning(s) were recorded in the bundle manifest.</p>`, true);
  await summary.write();
}

export async function writeFailureSummary(domain: string, message: string, jobId: string | undefined, ctx: RunContext): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const links = sourceLinks(ctx);
  const items = [`<strong>Error:</strong> ${escapeHtml(message)}`];
  if (jobId) items.push(`Job: <code>${escapeHtml(jobId)}</code>`);
  if (links.source) items.push(`Source: ${links.source}`);
  await core.summary
    .addHeading(`Static export of ${escapeHtml(domain || '(no domain)')} failed`, 2)
    .addList(items)
    .write();
}
