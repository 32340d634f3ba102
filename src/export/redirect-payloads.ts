// The router's payload requests for a redirect source, answered from its target's payloads on every host and on
// file://. A Next server answers every RSC request for a redirected path with the redirect, and the client follows
// it. A file host has no such rule for the payload files the base-path runtime fetches by name, so a page that
// links to a redirect source (`/docs/old-quickstart`, a `redirects()` entry) got one 404 per prefetch: after the
// route tree (answered through the stand-in written when the redirect was met), the client asks the page's
// segments under the source's URL (`docs/old-quickstart/__next.docs.$oc$slug.__PAGE__.txt`).
//
// Once every page is exported, each same-site redirect whose target is an exported page gets a stand-in payload
// (hosting/redirect-marker.ts) under the source's folder for every segment the target has: the runtime reads it,
// fetches the target's file of the same segment key and answers as a server that followed the redirect would. The
// client's keys come from the route tree it was given, the target's, so these are exactly the names it asks for.
import { redirectMarker } from '../hosting/redirect-marker.ts';
import type { ExportState } from './export-state.ts';
import { normalisePagePath, segmentFile } from './layout.ts';
import type { FileData, Written } from './write-file.ts';

/** Writes the stand-ins; `site` resolves the redirects' same-site targets (recorded as paths). */
export async function writeRedirectSegmentStandIns(state: ExportState, site: URL, write: (file: string, data: FileData) => Promise<Written>): Promise<void> {
  for (const redirect of state.redirects) {
    if (!redirect.to.startsWith('/')) continue; // off-site: recorded as an absolute URL, never followed
    const target = new URL(redirect.to, site);
    const page = state.pages.get(normalisePagePath(target.pathname));
    if (!page) continue;
    const marker = redirectMarker(target.pathname + target.search);
    for (const rsc of page.rsc) {
      // The route tree's stand-in was written with the redirect page.
      if (rsc.kind !== 'segment' || !rsc.segment || rsc.segment === '/_tree') continue;
      const file = segmentFile(redirect.from, rsc.segment);
      if (!state.claim(file, `${redirect.from} → ${rsc.segment}`)) continue;
      const written = await write(file, marker);
      state.addAsset({ url: `/${file}`, file, contentType: 'text/plain', ...written });
    }
  }
}
