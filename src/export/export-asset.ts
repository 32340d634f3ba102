// The asset stage: stream the body to its file (bounded memory whatever its size), then, for CSS and JS, read
// it back to find what it names; CSS is rewritten to relative URLs, JS only where a router reads the document URL
// (transform-js.ts).

import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AssetRecord } from '../core/types.ts';
import type { StageContext } from './stage-context.ts';
import { asFetchFailure, fetchWarningCode } from './fetch-retry.ts';
import type { FetchResponse } from './fetcher.ts';
import { isMarkdown, markdownRefs } from './markdown-refs.ts';
import { jsRefs } from './js-refs.ts';
import { transformJs } from './transform-js.ts';
import { bundlePath, sha256 } from './write-file.ts';
import type { Ref } from './refs.ts';
import {
  conditionalHeaders,
  decodeRefs,
  encodeRefs,
  optional,
  reusedWithoutRequest,
  servedImmutable,
  validatorsAfter304,
  validatorsOf,
} from './reuse-rules.ts';

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

/** How an asset was named. `foreign`: by content of another origin; then no request of it carries the credentials
 *  (docs/security.md). `speculative`: by a guess (guess-refs.ts), dropped quietly if it is not there. */
export interface AssetOrigin {
  foreign?: boolean;
  speculative?: boolean;
}

export async function processAsset(crawl: StageContext, url: URL, file: string, referrer: string, how: AssetOrigin = {}): Promise<void> {
  const { foreign = false, speculative = false } = how;
  const { site, outDir, localiseExternal } = crawl.options;
  const target = bundlePath(outDir, file);
  // next/image answers by Accept; ask for the source format so the saved file matches its name everywhere.
  const key = url.origin === site.origin ? url.pathname + url.search : url.href;
  const prev = crawl.previous?.asset(key);
  const reusable = prev?.file === file ? prev : undefined;
  if (reusable && reusedWithoutRequest(url, reusable.immutable === true)) return reuseAsset(crawl, reusable, true);
  const headers: Record<string, string> = {
    ...(url.pathname.endsWith('/_next/image') ? { accept: 'image/*' } : {}),
    ...conditionalHeaders(reusable),
  };
  let res: FetchResponse;
  let current = url;
  let anonymous = foreign;
  try {
    for (let hop = 0; ; hop++) {
      res = await crawl.http.fetch({ url: current, headers, toFile: target, ...(anonymous ? { anonymous } : {}) });
      if (!res.location) break;
      const next = res.location;
      if (hop >= MAX_ASSET_REDIRECTS || (next.origin !== site.origin && !localiseExternal) || speculative) {
        if (speculative) return dropGuess(crawl, url, target, `${res.status}`);
        crawl.state.warn({ code: 'skipped', url: url.href, message: `${url.href} redirects to ${next.href}; not followed`, referrer });
        return;
      }
      // Another host's redirect back to the site chooses the path: followed, but without the credentials.
      if (current.origin !== site.origin) anonymous = true;
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
  if (res.status === 304 && reusable) {
    // The fetcher wrote the 304's empty body to the file; PREV's bytes may go to the spool instead.
    await rm(target, { force: true });
    return reuseAsset(crawl, { ...reusable, ...optional('validators', validatorsAfter304(res.headers, reusable.validators)) }, false);
  }
  const contentType = res.headers['content-type'] ?? 'application/octet-stream';
  if (speculative && (res.status >= 300 || isHtmlStandIn(current, contentType))) return dropGuess(crawl, url, target, `${res.status}`);
  if (res.status >= 400) {
    crawl.state.warn({ code: res.status === 404 ? 'broken-link' : 'http-error', url: url.href, message: `${url.href} answered ${res.status}`, referrer });
    return;
  }
  let bytes = res.bytes;
  let hash = res.sha256;
  let refs: Ref[] = [];
  // A bundler's runtime names every chunk of the site: a script's references are bounded by the export's cap only
  // (reference-caps.ts); other files by the per-file cap too.
  let maxNew: number | undefined;
  if (isCss(current, contentType)) {
    const result = await crawl.transform('css', await readFile(target), current, file);
    if (result.refs.length > 0) {
      await writeFile(target, result.bytes);
      bytes = result.bytes.length;
      hash = result.sha256;
    }
    refs = result.refs;
  } else if (isJs(current, contentType)) {
    const js = await readFile(target, 'utf8');
    refs = jsRefs(js, crawl.contextFor(current, file));
    maxNew = Number.POSITIVE_INFINITY;
    const patched = transformJs(js, site);
    if (patched !== undefined) {
      const out = Buffer.from(patched);
      await writeFile(target, out);
      bytes = out.length;
      hash = sha256(out);
    }
  } else if (isMarkdown(current, contentType)) {
    refs = markdownRefs(await readFile(target, 'utf8'), crawl.contextFor(current, file));
  }
  crawl.followRefs(refs, file, 0, maxNew, anonymous || current.origin !== site.origin);
  const immutable = servedImmutable(res.headers);
  crawl.state.addAsset({
    url: key,
    file,
    contentType,
    bytes,
    sha256: hash,
    ...(immutable ? { immutable } : {}),
    // A file reused without a request is never asked for conditionally: its validators would only make the
    // manifest differ from a full export's when the origin renames the same bytes' validators (reuse-rules.ts).
    ...optional('validators', reusedWithoutRequest(url, immutable) ? undefined : validatorsOf(res.headers)),
    ...optional('refs', encodeRefs(refs, site)),
  });
}

/** PREV's file for this asset, as it is: its bytes, its record, what it names (`since`, reuse-rules.ts). */
async function reuseAsset(crawl: StageContext, record: AssetRecord, withoutRequest: boolean): Promise<void> {
  await crawl.reuseFile(record.file, record.sha256);
  crawl.state.addAsset(record);
  crawl.reused(record.bytes, withoutRequest);
  // As the first fetch followed them: a script's without the per-file cap, another origin's without credentials.
  const site = crawl.options.site;
  const url = new URL(record.url, site.origin); // the record's key: a path on the site, a URL elsewhere
  const maxNew = isJs(url, record.contentType) ? Number.POSITIVE_INFINITY : undefined;
  crawl.followRefs(decodeRefs(record.refs, site), record.file, 0, maxNew, url.origin !== site.origin);
}

/** A guess that found no file: nothing is written and nothing is reported, only listed (ExportState.dropGuess). */
async function dropGuess(crawl: StageContext, url: URL, target: string, why: string): Promise<void> {
  await rm(target, { force: true });
  crawl.state.dropGuess(url.origin === crawl.options.site.origin ? url.pathname + url.search : url.href, why);
}
