// The RSC stage for one App Router page: the full navigation payload and, on Next 16, the per-segment prefetch
// payloads, saved in Next's own `output: 'export'` layout with the headers a host must replay (notes §1-4).

import type { RscRecord } from '../core/types.ts';
import type { StageContext as Crawl } from './stage-context.ts';
import type { FetchResponse } from './fetcher.ts';
import { rscFile, segmentFile } from './layout.ts';
import { fullPayloadRequest, replayHeaders, segmentKeysFromTree, segmentRequest } from './rsc-requests.ts';
import { transformRsc } from './transform-rsc.ts';

const MAX_RSC_REDIRECTS = 3;

/** Next 16 answers an unexpected `_rsc` with a 307 to the right one; follow those, on the same origin only. */
async function fetchRsc(crawl: Crawl, req: { url: URL; headers: Record<string, string> }): Promise<FetchResponse | undefined> {
  let url = req.url;
  for (let hop = 0; hop <= MAX_RSC_REDIRECTS; hop++) {
    const res = await crawl.http.fetch({ url, headers: req.headers });
    if (!res.location) return res;
    if (res.location.origin !== url.origin || res.location.pathname !== url.pathname) return undefined;
    url = res.location;
  }
  return undefined;
}

async function save(crawl: Crawl, pagePath: string, depth: number, res: FetchResponse, file: string, kind: 'full' | 'segment', segment?: string): Promise<string> {
  const payload = (res.body ?? Buffer.alloc(0)).toString('utf8');
  const result = transformRsc(payload, crawl.contextFor(res.url, file));
  const written = await crawl.write(file, result.text);
  const record: RscRecord = {
    kind,
    ...(segment ? { segment } : {}),
    file,
    contentType: 'text/x-component',
    headers: replayHeaders(res.headers, kind),
    ...written,
  };
  crawl.state.addRsc(pagePath, record);
  crawl.state.keep(result.kept);
  crawl.followRefs(result.refs, pagePath, depth);
  return payload;
}

function isFlight(res: FetchResponse | undefined): boolean {
  return !!res && res.status === 200 && (res.headers['content-type'] ?? '').startsWith('text/x-component');
}

export async function exportRsc(crawl: Crawl, pagePath: string, depth: number): Promise<void> {
  const page = new URL(pagePath, crawl.options.site);
  let full: FetchResponse | undefined;
  try {
    full = await fetchRsc(crawl, fullPayloadRequest(page));
  } catch (error) {
    crawl.state.warn({ code: 'fetch-failed', url: `${pagePath}?_rsc`, message: `RSC payload: ${(error as Error).message}` });
    return;
  }
  if (!isFlight(full)) {
    crawl.state.warn({ code: 'http-error', url: `${pagePath}?_rsc`, message: `RSC payload answered ${full?.status ?? 'a redirect'}; navigation to this page will load it in full` });
    return;
  }
  await save(crawl, pagePath, depth, full!, rscFile(pagePath), 'full');

  // Next 16 segment prefetches; an older Next (or a build without the segment cache) answers 404 or HTML here.
  const tree = await fetchRsc(crawl, segmentRequest(page, '/_tree')).catch(() => undefined);
  if (!isFlight(tree)) return;
  const treePayload = await save(crawl, pagePath, depth, tree!, segmentFile(pagePath, '/_tree'), 'segment', '/_tree');
  for (const key of segmentKeysFromTree(treePayload, pagePath)) {
    crawl.enqueue(async () => {
      const res = await fetchRsc(crawl, segmentRequest(page, key)).catch(() => undefined);
      if (isFlight(res)) await save(crawl, pagePath, depth, res!, segmentFile(pagePath, key), 'segment', key);
    });
  }
}
