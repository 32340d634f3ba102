// Warnings as GitHub shows them: one annotation per warning with the page that referred to it (GitHub keeps at
// most 10 warning annotations per step, so the tenth says how many more there are), and the `max-warnings` gate.
import * as core from '@actions/core';
import type { ExportWarning } from '../core/types.ts';

export const MAX_ANNOTATIONS = 10;

export function annotationText(w: ExportWarning): string {
  return `${w.url}: ${w.message}${w.referrer ? ` (linked from ${w.referrer})` : ''}`;
}

export function annotateWarnings(warnings: readonly ExportWarning[], total: number): void {
  const shown = total > MAX_ANNOTATIONS ? MAX_ANNOTATIONS - 1 : MAX_ANNOTATIONS;
  for (const w of warnings.slice(0, shown)) core.warning(annotationText(w), { title: `static-export ${w.code}` });
  if (total > shown) core.warning(`${total - shown} more warning(s): see the step summary and the bundle manifest`, { title: 'static-export more warnings' });
}

/** Why the step fails for its warnings, or undefined when it does not. */
export function overWarningLimit(count: number | undefined, max: number | undefined): string | undefined {
  if (max === undefined || count === undefined || count <= max) return undefined;
  return `${count} warning(s), above \`max-warnings: ${max}\` (broken links and failed fetches are listed in the step summary)`;
}
