// Step 5 of the base-path runtime: the router's RSC requests (RSC: 1, ?_rsc=…). A file host ignores their headers
// and query and would answer the HTML page, which the client rejects (it wants text/x-component) and turns into a
// full page load. They are answered here from the payload files the exporter saved in Next's own export layout
// (layout.ts rscFile, segmentFile), with the content type and headers a server-mode client checks. Hosts that route
// RSC themselves (serve, the shipped nginx block) lose nothing: the same files, fetched by name. The rest of
// `fetch` gets the bundle's base on root-absolute URLs (step 2).
import { REDIRECT_MARKER } from '../redirect-marker.ts';
import { payloadPath, savedSegments } from './file-names.ts';
import type { PageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';

function header(init: RequestInit | undefined, name: string): string | null {
  const h = init?.headers;
  if (!h) return null;
  if (typeof (h as Headers).get === 'function') return (h as Headers).get(name);
  if (Array.isArray(h)) {
    for (const pair of h) if (String(pair[0]).toLowerCase() === name) return String(pair[1]);
    return null;
  }
  for (const k in h) if (k.toLowerCase() === name) return String((h as Record<string, string>)[k]);
  return null;
}

const notFound = () => new Response('', { status: 404, headers: { 'content-type': 'text/plain' } });

export function installRscFetch(page: PageBase): void {
  const d = document;
  const L = location;
  const { base: B, origin: ORIGIN } = page;
  const F = w.fetch;

  function payloadFile(path: string, key: string | null): string | null {
    const segs = savedSegments(B !== '/' && path.indexOf(B) === 0 ? path.slice(B.length - 1) : path, true);
    const file = segs === null ? null : payloadPath(segs, key);
    return file === null ? null : page.root + file;
  }

  function rscAnswer(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | null {
    if (header(init, 'rsc') !== '1' || (init?.method && String(init.method).toUpperCase() !== 'GET')) return null;
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    if (href === null) return null;
    let u: URL;
    try {
      u = new URL(href, L.href);
    } catch {
      return null;
    }
    if (u.origin !== ORIGIN) return null;
    const key = header(init, 'next-router-segment-prefetch');
    const file = payloadFile(u.pathname, key);
    if (file === null) return null;
    const headers: Record<string, string> = { 'content-type': 'text/x-component' };
    const dpl = d.documentElement?.getAttribute('data-dpl-id');
    if (dpl) headers['x-nextjs-deployment-id'] = dpl;
    // A segment without this is discarded by a server-mode client (it would think the route is not prerendered).
    if (key) headers['x-nextjs-postponed'] = '2';
    // The client's abort signal is not passed on: the router aborts prefetches it no longer needs, and a payload
    // file is small and cacheable, so the file is still fetched (into the HTTP cache) and only this answer fails.
    // keepalive: a prefetch still in flight when the reader follows a link is finished rather than cancelled (a
    // cancelled request is a failed one in every network log, and the file is wanted on the next page anyway).
    const signal = init?.signal;
    const opts: RequestInit = { credentials: 'same-origin', keepalive: true };
    let answered = u;
    let redirected = false;
    function answer(res: Response): Promise<Response> | Response {
      if (!res.ok) return respond(null);
      return res.text().then((text) => {
        // A redirected page (redirect-page.ts): the server would redirect this request too and fetch would follow
        // it, so answer from the target's payload and say so (the client takes the target as the canonical URL).
        if (!redirected && text.indexOf(REDIRECT_MARKER) === 0) {
          const target = new URL(text.slice(REDIRECT_MARKER.length).replace(/\s+$/, ''), u);
          const next = target.origin === ORIGIN ? payloadFile(target.pathname, key) : null;
          if (next === null) return respond(null);
          redirected = true;
          target.search = u.search;
          answered = target;
          return F.call(w, next, opts).then(answer);
        }
        return respond(text);
      });
    }
    // What a page rendered per request answers for /_tree is its navigation payload, not a per-segment cache entry
    // (rsc-requests.ts, shape 'dynamic'): its server did not say postponed, and saying it would make the client
    // read it as a route tree.
    function fromSegmentCache(text: string): boolean {
      if (key !== '/_tree') return true;
      const m = /(?:^|\n)0:(\{[^\n]*)/.exec(text);
      if (!m) return true;
      try {
        const o = JSON.parse(m[1]!);
        return !(o && Array.isArray(o.f) && o.tree === undefined && o.t === undefined);
      } catch {
        return true;
      }
    }
    function respond(text: string | null): Response {
      if (text !== null && key && !fromSegmentCache(text)) delete headers['x-nextjs-postponed'];
      // A missing payload is a failed RSC response, as from a server: the client loads the page in full (or drops
      // the prefetch). Never null: the router starts reading the body before it checks the status.
      const out = text === null ? notFound() : new Response(text, { status: 200, headers });
      // The client reads the URL the payload answered for (route params, redirect detection); a constructed
      // Response has none.
      try {
        Object.defineProperty(out, 'url', { value: answered.href });
      } catch {}
      try {
        Object.defineProperty(out, 'redirected', { value: redirected });
      } catch {}
      return out;
    }
    const result = F.call(w, file, opts).then(answer);
    if (!signal || typeof signal.addEventListener !== 'function') return result;
    return new Promise((resolve, reject) => {
      const abort = () => reject(signal.reason || new DOMException('The operation was aborted.', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      result.then(resolve, reject);
    });
  }

  if (!ORIGIN && F && L.protocol === 'file:') {
    // file:// cannot fetch files (every prefetch was a failed request) and clicks are full loads there anyway
    // (step 4): the router's RSC requests get the answer a server gives for a missing payload, at no cost.
    w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (header(init, 'rsc') === '1') return Promise.resolve(notFound());
      return F.call(this, input, init);
    };
  }
  if (ORIGIN && F) {
    w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const answer = rscAnswer(input, init);
      if (answer) return answer;
      let target = input;
      if (B !== '/') {
        if (typeof target === 'string') target = page.fix(target);
        else if (target instanceof URL) target = new URL(page.fix(target.href));
      }
      return F.call(this, target, init);
    };
  }
}
