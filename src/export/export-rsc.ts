// The RSC stage for one App Router page: the full navigation payload and, on Next 16, the per-segment prefetch
// payloads, saved in Next's own `output: 'export'` layout with the headers a host must replay.

import type { RscRecord } from '../core/types.ts';
import type { StageContext } from './stage-context.ts';
import type { FetchResponse } from './fetcher.ts';
import { rscFile, segmentFile } from './layout.ts';
import { fullPayloadRequest, replayHeaders, segmentKeysFromTree, segmentRequest } from './rsc-requests.ts';
import { isSameSite } from './refs.ts';
import { redirectMarker } from '../hosting/redirect-marker.ts';
import { encodeRefs, optional } from './reuse-rules.ts';

const MAX_RSC_REDIRECTS = 3;

/** Next 16 answers an unexpected `_rsc` with a 307 to the right one; follow those, on the same origin only. */
async function fetchRsc(
  crawl: StageContext,
  req: { url: URL; headers: Record<string, string> },
  moved?: (to: URL) => void,
): Promise<FetchResponse | undefined> {
  let url = req.url;
  for (let hop = 0; hop <= MAX_RSC_REDIRECTS; hop++) {
    const res = await crawl.http.fetch({ url, headers: req.headers });
    if (!res.location) return res;
    if (res.location.origin !== url.origin || res.location.pathname !== url.pathname) {
      if (res.location.origin === url.origin) moved?.(res.location);
      return undefined;
    }
    url = res.location;
  }
  return undefined;
}

async function save(
  crawl: StageContext,
  page: URL,
  pagePath: string,
  depth: number,
  res: FetchResponse,
  file: string,
  kind: 'full' | 'segment',
  segment?: string,
): Promise<void> {
  // References in a payload are resolved against the page's URL, as the client resolves a `<Link href="./x">`
  // against the document URL; never against the `?_rsc=` request URL (a `?q` or `#frag` would keep `_rsc`).
  // The full payload's body is read again after this (compared with `/_tree`'s), and so is `/_tree`'s (its keys).
  const keepBody = kind === 'full' || segment === '/_tree';
  const result = await crawl.transform('rsc', res.body ?? Buffer.alloc(0), page, file, { keepBody });
  const written = await crawl.write(file, result);
  const record: RscRecord = {
    kind,
    ...(segment ? { segment } : {}),
    file,
    contentType: 'text/x-component',
    headers: replayHeaders(res.headers, kind),
    ...written,
    ...optional('refs', encodeRefs(result.refs, crawl.options.site)),
  };
  crawl.state.addRsc(pagePath, record);
  crawl.state.keep(result.kept);
  crawl.followRefs(result.refs, pagePath, depth);
}

function isFlight(res: FetchResponse | undefined): boolean {
  return !!res && res.status === 200 && (res.headers['content-type'] ?? '').startsWith('text/x-component');
}

/** `pageUrl`: where the source served the page's HTML (with its trailing slash, if the site uses one). */
export async function exportRsc(crawl: StageContext, pagePath: string, depth: number, pageUrl?: URL): Promise<void> {
  const page = new URL(pageUrl ?? new URL(pagePath, crawl.options.site));
  page.search = page.hash = '';
  let full: FetchResponse | undefined;
  let movedTo: URL | undefined;
  try {
    full = await fetchRsc(crawl, fullPayloadRequest(page), (to) => (movedTo = to));
  } catch (error) {
    crawl.state.warn({ code: 'fetch-failed', url: `${pagePath}?_rsc`, message: `RSC payload: ${(error as Error).message}` });
    return;
  }
  if (movedTo && isSameSite(movedTo, crawl.options.site)) {
    // The HTML is served here (a rewrite) but the router's request is redirected (Next answers RSC requests of
    // rewritten paths with a 307 to the destination), and the client follows it softly. The stand-in payload of a
    // redirected page makes the base-path shim do the same from the target's saved payload.
    const file = rscFile(pagePath);
    const written = await crawl.write(file, redirectMarker(movedTo.pathname));
    crawl.state.addAsset({ url: `/${file}`, file, contentType: 'text/plain', ...written });
    crawl.followRefs([{ url: new URL(movedTo.pathname, movedTo), kind: 'page', source: 'rsc redirect' }], pagePath, depth);
  } else if (!isFlight(full)) {
    crawl.state.warn({
      code: 'http-error',
      url: `${pagePath}?_rsc`,
      message: `RSC payload answered ${full?.status ?? 'a redirect'}; navigation to this page will load it in full`,
    });
    return;
  } else {
    await save(crawl, page, pagePath, depth, full!, rscFile(pagePath), 'full');
  }

  // Next 16 segment prefetches; an older Next (or a build without the segment cache) answers 404 or HTML here.
  const tree = await fetchRsc(crawl, segmentRequest(page, '/_tree')).catch(() => undefined);
  if (!isFlight(tree)) return;
  // Next 15 has no segment prefetch and ignores the header: it answers with the page's payload again, which no
  // 15 client asks for under this name. Not saved: it would only double the page's payload bytes.
  if (full && tree!.body && full.body && tree!.body.equals(full.body)) return;
  const { keys, shape } = segmentKeysFromTree((tree!.body ?? Buffer.alloc(0)).toString('utf8'));
  // Next 14 and older: a prefetch of their own kind (a dynamic page's loading shell), asked for by no client here.
  if (shape === 'pre-segment') return;
  await save(crawl, page, pagePath, depth, tree!, segmentFile(pagePath, '/_tree'), 'segment', '/_tree');
  // A page rendered per request answers `/_tree` with its navigation payload, which the client reads as "no
  // segment prefetch for this route" (it then prefetches the full payload): nothing is missing.
  if (shape === 'dynamic') return;
  if (shape === 'unknown') {
    // Guessing keys from the URL is what lost the payloads of every catch-all page on 16.3: say so instead.
    crawl.state.warn({
      code: 'skipped',
      url: `${pagePath}?_rsc`,
      message: `${pagePath}: the /_tree payload has a shape this exporter does not read; the page's segment prefetch payloads are missing (links to it load the full payload instead)`,
    });
    return;
  }
  for (const key of keys) {
    crawl.enqueue(async () => {
      const res = await fetchRsc(crawl, segmentRequest(page, key)).catch(() => undefined);
      if (isFlight(res)) await save(crawl, page, pagePath, depth, res!, segmentFile(pagePath, key), 'segment', key);
    });
  }
}
