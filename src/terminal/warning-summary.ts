// An export's warnings for a person: grouped by code with their counts, the first few of each with the page that
// named them, so a thousand "not exported" lines cannot hide the two timeouts. Every warning stays in the manifest
// and in `--json`; this is only what the terminal shows.
import type { ExportWarning } from '../core/types.ts';

export interface WarningGroup {
  code: ExportWarning['code'];
  count: number;
  /** The first warnings of the code, in the order the export met them. */
  first: ExportWarning[];
}

/** Warnings per code, the most frequent code last so the rare ones are not scrolled away. */
export function groupWarnings(warnings: readonly ExportWarning[], keep: number): WarningGroup[] {
  const groups = new Map<ExportWarning['code'], WarningGroup>();
  for (const w of warnings) {
    let group = groups.get(w.code);
    if (!group) groups.set(w.code, (group = { code: w.code, count: 0, first: [] }));
    group.count++;
    if (group.first.length < keep) group.first.push(w);
  }
  return [...groups.values()].sort((a, b) => a.count - b.count || a.code.localeCompare(b.code));
}

/** `count` per code, for `--json`. */
export function warningCounts(warnings: readonly ExportWarning[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const w of warnings) counts[w.code] = (counts[w.code] ?? 0) + 1;
  return counts;
}

/** One warning's line: its URL, what went wrong (unless every warning of the code says the same), who named it. */
function line(w: ExportWarning, sameMessage: boolean): string {
  const what = sameMessage ? '' : ` — ${w.message}`;
  return `    ${w.url}${what}${w.referrer ? ` (linked from ${w.referrer})` : ''}\n`;
}

/**
 * The lines the CLI prints after an export: a header, then per code `code (n): message` and the first few URLs. The
 * number shown per code shrinks when there are many codes, so the whole stays well under a screen.
 */
export function describeWarnings(warnings: readonly ExportWarning[], where: string): string {
  if (warnings.length === 0) return '';
  const codes = new Set(warnings.map((w) => w.code)).size;
  const keep = codes <= 4 ? 3 : codes <= 8 ? 2 : 1;
  let text = `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'} of ${codes} ${codes === 1 ? 'kind' : 'kinds'}, all listed in ${where}:\n`;
  for (const group of groupWarnings(warnings, keep)) {
    const message = group.first[0]!.message;
    const sameMessage = group.first.every((w) => w.message === message);
    text += `  ${group.code} (${group.count})${sameMessage ? `: ${message}` : ''}\n`;
    for (const w of group.first) text += line(w, sameMessage);
    if (group.count > group.first.length) text += `    … and ${group.count - group.first.length} more\n`;
  }
  return text;
}
