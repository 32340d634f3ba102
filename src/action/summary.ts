// The job summary (`core.summary`, written to GITHUB_STEP_SUMMARY): what was exported and where it came from.
// The presigned link itself is left out on purpose: whoever holds it can download the bundle until it expires,
// and summaries are readable by everyone who can read the run. It is in the `bundle-url` output.
import * as core from '@actions/core';
import { formatBytes, formatDuration } from '../terminal/format.ts';
import type { ChangeReport } from '../core/types.ts';
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

/** Rows a summary table shows at most; the rest is counted in a line below it. */
export const SUMMARY_ROWS = 50;

/** `in 59 minutes (08:58 UTC)`; the date is added when it is not today (UTC). */
export function describeExpiry(expiresAt: string, now = new Date()): string {
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return expiresAt;
  const minutes = Math.max(0, Math.floor((at.getTime() - now.getTime()) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const inText =
    minutes < 120 ? plural(minutes, 'minute') : minutes < 48 * 60 ? plural(Math.floor(minutes / 60), 'hour') : plural(Math.floor(minutes / 1440), 'day');
  const time = at.toISOString().slice(11, 16);
  const sameDay = at.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return `in ${inText} (${time} UTC${sameDay ? '' : `, ${at.toISOString().slice(0, 10)}`})`;
}

function rows(result: ActionResult, ctx: RunContext, durationMs: number, now: Date): Array<[string, string]> {
  const links = sourceLinks(ctx);
  const out: Array<[string, string]> = [
    ['Domain', escapeHtml(result.domain)],
    ['Version', escapeHtml(result.version)],
    ['Pages', String(result.pageCount)],
  ];
  if (result.assetCount !== undefined) out.push(['Assets', String(result.assetCount)]);
  out.push(
    ['Warnings', result.warningCount === undefined ? 'not reported by the API' : String(result.warningCount)],
    ['Bundle size', result.bytes !== undefined ? formatBytes(result.bytes) : '—'],
    ['SHA-256', result.sha256 ? `<code>${escapeHtml(result.sha256)}</code>` : '—'],
    ['Duration', formatDuration(durationMs)],
    [
      'Link expires',
      result.expiresAt
        ? `<span title="${escapeHtml(result.expiresAt)}">${escapeHtml(describeExpiry(result.expiresAt, now))}</span>`
        : result.bundlePath
          ? 'no link (no S3 bucket configured)'
          : '—',
    ],
  );
  if (result.bundlePath) out.push(['Archive', `<code>${escapeHtml(result.bundlePath)}</code>`]);
  if (result.outDir) out.push(['Unpacked in', `<code>${escapeHtml(result.outDir)}</code>`]);
  if (result.jobId) out.push(['Job', `<code>${escapeHtml(result.jobId)}</code>`]);
  out.push(['Mode', result.mode === 'api' ? 'Static Export API' : 'local (in the runner)']);
  if (links.source) out.push(['Source', links.source]);
  if (links.run) out.push(['Run', links.run]);
  return out;
}

function header(...names: string[]) {
  return names.map((data) => ({ data, header: true }));
}

export async function writeSummary(result: ActionResult, ctx: RunContext, durationMs: number, now = new Date()): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const summary = core.summary
    .addHeading(`Static export of ${escapeHtml(result.domain)}`, 2)
    .addTable([header('Field', 'Value'), ...rows(result, ctx, durationMs, now)]);
  if (result.bundleUrl) {
    summary.addRaw(
      '<p>The presigned download link is in the step output <code>bundle-url</code>; it is not shown here because anyone holding it can download the bundle until it expires.</p>',
      true,
    );
  }
  if (result.archiveOnRunnerOnly) {
    summary.addRaw(
      '<p>No S3 bucket is configured, so the archive exists only on this runner (<code>bundle-path</code>): it is gone when the job ends unless a later step uploads it, e.g. with <code>actions/upload-artifact</code>.</p>',
      true,
    );
  }
  const changes = result.incremental?.changes;
  if (changes) {
    summary.addHeading('Changes since the previous bundle', 3);
    summary.addRaw(changesHtml(changes, SUMMARY_ROWS), true);
  } else if (result.incremental?.reason) {
    summary.addRaw(`<p>A full export, not an incremental one: ${escapeHtml(result.incremental.reason)}</p>`, true);
  }
  if (result.warnings.length > 0) {
    summary.addHeading(`Warnings (${result.warningCount ?? result.warnings.length})`, 3);
    summary.addTable([
      header('Code', 'URL', 'Linked from', 'Message'),
      ...result.warnings
        .slice(0, SUMMARY_ROWS)
        .map((w) => [
          escapeHtml(w.code),
          `<code>${escapeHtml(w.url)}</code>`,
          w.referrer ? `<code>${escapeHtml(w.referrer)}</code>` : '—',
          escapeHtml(w.message),
        ]),
    ]);
    const more = (result.warningCount ?? result.warnings.length) - Math.min(SUMMARY_ROWS, result.warnings.length);
    if (more > 0) summary.addRaw(`<p>… and ${more} more, all listed in the bundle manifest (<code>warnings</code>).</p>`, true);
  }
  if (result.pages && result.pages.length > 0) {
    summary.addHeading(`Pages (${result.pages.length})`, 3);
    summary.addTable([header('Page', 'Status'), ...result.pages.slice(0, SUMMARY_ROWS).map((p) => [`<code>${escapeHtml(p.url)}</code>`, String(p.status)])]);
    if (result.pages.length > SUMMARY_ROWS)
      summary.addRaw(`<p>… and ${result.pages.length - SUMMARY_ROWS} more pages, all listed in the bundle manifest.</p>`, true);
  }
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

/** HTML for the step summary: the pages added, removed and changed, as links to the site. */
function changesHtml(report: ChangeReport, limit: number): string {
  const link = (page: string) => `<a href="${escapeHtml(report.source + page)}"><code>${escapeHtml(page)}</code></a>`;
  const list = (label: string, pages: string[]) =>
    pages.length === 0
      ? ''
      : `<p><strong>${label} (${pages.length})</strong></p><ul>${pages
          .slice(0, limit)
          .map((p) => `<li>${link(p)}</li>`)
          .join('')}${pages.length > limit ? `<li>… and ${pages.length - limit} more (<code>_static-export/changes.json</code>)</li>` : ''}</ul>`;
  const p = report.pages;
  return [
    `<p>${p.added.length} added, ${p.removed.length} removed, ${p.changed.length} changed (by content), ${p.unchanged} unchanged.</p>`,
    list('Added', p.added),
    list('Removed', p.removed),
    list('Changed', p.changed),
    report.anchorsRemoved.length > 0 ? `<p>${report.anchorsRemoved.length} heading anchor(s) removed.</p>` : '',
    report.brokenLinks.length > 0 ? `<p>${report.brokenLinks.length} link(s) newly broken.</p>` : '',
  ].join('');
}
