// What the Action does with a `since` export's change report: the `fail-on` gate, checked before the
// bundle is uploaded, with one error annotation per page that trips it (the step summary lists the changes:
// summary.ts).
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
