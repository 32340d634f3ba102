// What the Action does with a `since` export's change report (issue 25): the `fail-on` gate, checked before the
// bundle is uploaded, with one error annotation per page that trips it, and the step summary's section listing the
// pages added, removed and changed as links to the live site.
import * as core from '@actions/core';
import type { ChangeReport } from '../core/types.ts';

export const FAIL_ON = ['broken-links', 'removed-anchors', 'removed-pages'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** One reason the gate stops the step, naming the page it is about. */
export interface GateFailure {
  kind: FailOn;
  page: string;
  message: string;
}

export function gateFailures(report: ChangeReport | undefined, failOn: readonly FailOn[]): GateFailure[] {
  if (!report) return [];
  const out: GateFailure[] = [];
  if (failOn.includes('removed-pages')) {
    for (const page of report.pages.removed) out.push({ kind: 'removed-pages', page, message: `${page} was removed` });
  }
  if (failOn.includes('removed-anchors')) {
    for (const a of report.anchorsRemoved) {
      const from = a.linkedFrom.length > 0 ? ` (still linked from ${a.linkedFrom.join(', ')})` : '';
      out.push({ kind: 'removed-anchors', page: a.page, message: `${a.page}#${a.anchor} no longer exists${from}` });
    }
  }
  if (failOn.includes('broken-links')) {
    for (const b of report.brokenLinks) {
      out.push({ kind: 'broken-links', page: b.referrer ?? b.url, message: `${b.url} is a broken link${b.referrer ? ` on ${b.referrer}` : ''}` });
    }
  }
  return out;
}

/** Fails the step (throws) when the gate trips, after one annotation per failure. */
export function enforceGate(report: ChangeReport | undefined, failOn: readonly FailOn[]): void {
  const failures = gateFailures(report, failOn);
  for (const f of failures) core.error(f.message, { title: `static-export fail-on ${f.kind} (${f.page})` });
  if (failures.length > 0) {
    const kinds = [...new Set(failures.map((f) => f.kind))].join(', ');
    throw new Error(`\`fail-on: ${failOn.join(', ')}\`: ${failures.length} finding(s) (${kinds}) in the change report; nothing was uploaded`);
  }
}

/** HTML for the step summary: the pages added, removed and changed, as links to the site. */
export function changesSummaryHtml(report: ChangeReport, limit: number): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const link = (page: string) => `<a href="${escape(report.source + page)}"><code>${escape(page)}</code></a>`;
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
