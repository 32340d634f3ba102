// The phase an export is in, added to every progress report the stages send, and a report of its own when the
// phase changes, so a person sees "search index" or "packing" while the page counts stand still.
import type { ExportPhase, ExportProgress } from '../core/types.ts';

export interface PhaseTracker {
  update(p: ExportProgress): void;
  enter(phase: ExportPhase): void;
}

export function trackPhases(onProgress: ((p: ExportProgress) => void) | undefined): PhaseTracker | undefined {
  if (!onProgress) return undefined;
  let phase: ExportPhase = 'crawl';
  let last: ExportProgress = { pagesDone: 0, pagesDiscovered: 0, filesDone: 0, bytes: 0, errors: 0, pending: 0 };
  return {
    update(p) {
      last = p;
      onProgress({ ...p, phase });
    },
    enter(next) {
      phase = next;
      onProgress({ ...last, phase });
    },
  };
}
