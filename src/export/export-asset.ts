// The asset stage: stream the body to its file (bounded memory whatever its size), then, for CSS and JS, read
// it back to find what it names; CSS is rewritten to relative URLs, JS only where a router reads the document URL
// (transform-js.ts).

import { readFile, rm, writeFile } from 'node:fs/promises';
import type { StageContext } from './stage-context.ts';
import { asFetchFailure, fetchWarningCode } from './fetch-retry.ts';
import type { FetchResponse } from './fetcher.ts';
import { jsRefs } from './js-refs.ts';
import { transformJs } from './transform-js.ts';
import { bundlePath, sha256 } from './write-file.ts';

const MAX_ASSET_REDIRECTS = 5;

function isCss(url: URL, contentType: string): boolean {
  return /text\/css/i.test(contentType) || (/\.css$/i.test(url.pathname) && !/html/i.test(contentType));
}

function isJs(url: URL, contentType: string): boolean {
  return /javascript|ecmascript/i.test(contentType) || (/\.m?js$/i.test(url.pathname) && !/html/i.test(contentType));
}

/** A guess that answered with an HTML page where its name says it is another kind of file (an app shell, a
 *  catch-all route's 200): no file of that name exists. */
function isHtmlStandIn(url: URL, contentType: string): boolean {
  return /html/i.test(contentType) && !/\.html?$/i.test(url.pathname);
}

export async function processAsset(crawl: StageContext, url: URL, file: string, referrer: string, speculative = false): Promise<void> {
  const { site, outDir, localiseExternal } = crawl.options;
  const target = bundlePath(outDir, file);
  // next/image answers by Accept; ask for the source format so the saved file matches its name everywhere.
  const headers: Record<string, string> = url.pathname.endsWith('/_next/image') ? { accept: 'image/*' } : {};
  let res: FetchResponse;
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      res = await crawl.http.fetch({ url: current, headers, toFile: target });
      if (!res.location) break;
      const next = res.location;
      if (hop >= MAX_ASSET_REDIRECTS || (next.origin !== site.origin && !localiseExternal) || speculative) {
        if (speculative) return dropGuess(crawl, url, target, `${res.status}`);
        crawl.state.warn({ code: 'skipped', url: url.href, message: `${url.href} redirects to ${next.href}; not followed`, referrer });
        return;
      }
      current = next;
    }
  } catch (error) {
    const failure = asFetchFailure(error, url.href);
    if (failure.kind === 'aborted') throw error;
    if (speculative) return dropGuess(crawl, url, target, failure.kind);
    crawl.state.warn({ code: fetchWarningCode(failure), url: url.href, message: failure.message, referrer });
    await rm(target, { force: true });
    return;
  }
  const contentType = res.headers['content-type'] ?? 'application/octet-stream';
  if (speculative && (res.status >= 300 || isHtmlStandIn(current, contentType))) return dropGuess(crawl, url, target, `${res.status}`);
  if (res.status >= 400) {
    crawl.state.warn({ code: res.status === 404 ? 'broken-link' : 'http-error', url: url.href, message: `${url.href} answered ${res.status}`, referrer });
    return;
  }
  let bytes = res.bytes;
  let hash = res.sha256;
  if (isCss(current, contentType)) {
    const result = await crawl.transform('css', await readFile(target), current, file);
    if (result.refs.length > 0) {
      await writeFile(target, result.bytes);
      bytes = result.bytes.length;
      hash = result.sha256;
    }
    crawl.followRefs(result.refs, file, 0);
  } else if (isJs(current, contentType)) {
    const js = await readFile(target, 'utf8');
    crawl.followRefs(jsRefs(js, crawl.contextFor(current, file)), file, 0);
    const patched = transformJs(js);
    if (patched !== undefined) {
      const out = Buffer.from(patched);
      await writeFile(target, out);
      bytes = out.length;
      hash = sha256(out);
    }
  }
  const key = url.origin === site.origin ? url.pathname + url.search : url.href;
  crawl.state.addAsset({ url: key, file, contentType, bytes, sha256: hash });
}

/** A guess that found no file: nothing is written and nothing is reported, only listed (ExportState.dropGuess). */
async function dropGuess(crawl: StageContext, url: URL, target: string, why: string): Promise<void> {
  await rm(target, { force: true });
  crawl.state.dropGuess(url.origin === crawl.options.site.origin ? url.pathname + url.search : url.href, why);
}
