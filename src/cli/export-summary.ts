// The lines a finished export leaves on the terminal: what the bundle holds, counted so the parts add up to the
// files in the archive (the progress counted pages, payloads and assets; the archive also holds what the export
// generated and its own files), then where it is and how it is signed.
import type { ExportedBundle } from '../core/types.ts';
import { formatBytes, formatDuration } from '../terminal/format.ts';

/** `1 asset`, `2 assets`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function exportSummary(result: ExportedBundle, signed: boolean): string {
  const m = result.manifest;
  const rsc = m.pages.reduce((n, p) => n + p.rsc.length, 0);
  const generated = m.generated?.length ?? 0;
  const parts = [
    count(result.pageCount, 'page'),
    ...(rsc > 0 ? [count(rsc, 'RSC payload')] : []),
    count(result.assetCount, 'asset'),
    ...(m.redirects.length > 0 ? [count(m.redirects.length, 'redirect')] : []),
    ...(generated > 0 ? [`${count(generated, 'generated file')} (search index, Markdown twins, llms.txt)`] : []),
  ];
  const counted = result.pageCount + rsc + result.assetCount + m.redirects.length + generated;
  const own = result.files - counted;
  if (own > 0) parts.push(`${own} of static-export's own (manifest, runtime scripts)`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return (
    `exported ${m.source} in ${formatDuration(result.durationMs)}: ${result.files} files, ${list}\n` +
    `bundle: ${result.archive} (${formatBytes(result.bytes)}, sha256 ${result.sha256})${signed ? ', signed' : ''}\n`
  );
}
