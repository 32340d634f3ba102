// JS chunks are saved as served, except where a client router (or a client building URLs) reads the document URL,
// and where a client router keeps the base it was built for (base-settings.ts).
// On file:// that URL is the file's own path (`/home/me/docs/intro/index.html`) and no history call can change
// it (a file: URL cannot be rewritten to another path). Next's `usePathname()` then renders another active
// sidebar item or open folder than the HTML has and React gives up hydrating (#418); Docusaurus' router matches
// no route at all and renders its not-found page. Those reads are pointed at the URL the base-path shim sets
// there (the page's URL on the source site); everywhere else it is unset and the routers read `window.location` as
// before. A URL built against the page's origin gets `file://` there, as Chromium says, where other browsers say
// "null", on which no URL can be built. Both are read from symbol-keyed properties (hosting/page-globals.ts), which
// no element of the page's markup can stand in for.
//
// The reads, as minified (the same source across the corpus: Next 15.5 webpack, 16.3 and 16.4 Turbopack,
// Docusaurus 3):
//   Next        createInitialRouterState({…initialRSCPayload…, location: window.location})
//   history v4  function getDOMLocation(s){…var a=window.location,o=a.pathname+a.search+a.hash;…}  (react-router)
//   Docusaurus  preload(window.location.pathname).then(…hydrate…)   (loads the route's chunks before hydrating)
//   fumadocs    new URL(api, window.location.origin)                  (its search client)
//   Pages Router  function getURL(){let{href:e}=window.location,t=getLocationOrigin();return e.substring(t.length)}
import { LOCATION_KEY, ORIGIN_KEY } from '../hosting/page-globals.ts';
import { rewriteBaseSettings } from './base-settings.ts';

const LOCATION = `(self[Symbol.for(${JSON.stringify(LOCATION_KEY)})]||window.location)`;
const ORIGIN = `(self[Symbol.for(${JSON.stringify(ORIGIN_KEY)})]||window.location.origin)`;

/** Each read: what stands before it (`pre`), after it (`post`), and what it becomes. */
const READS: { read: RegExp; by: string }[] = [
  {
    read: /(?<pre>\binitial(?:RSCPayload|FlightData|CanonicalUrlParts)\b[^;]{0,400}?\blocation\s*:\s*)window\.location\b(?<post>)(?!\s*\.)/g,
    by: LOCATION,
  },
  {
    read: /(?<pre>\b(?<v>[A-Za-z_$][\w$]*)\s*=\s*)window\.location(?<post>\s*,\s*[A-Za-z_$][\w$]*\s*=\s*\k<v>\.pathname\s*\+\s*\k<v>\.search\s*\+\s*\k<v>\.hash\b)/g,
    by: LOCATION,
  },
  { read: /(?<pre>\(\s*)window\.location(?<post>\.pathname\s*\)\s*\.then\s*\()/g, by: LOCATION },
  // The Pages Router's getURL(): its first asPath is the document URL less the origin.
  { read: /(?<pre>\bfunction [A-Za-z_$][\w$]*\(\)\s*\{\s*let\s*\{\s*href\s*:\s*[A-Za-z_$][\w$]*\s*\}\s*=\s*)window\.location(?<post>\s*,)/g, by: LOCATION },
  // A URL made against the page's origin (fumadocs-core's search client: new URL('/api/search', origin)). On
  // file:// Firefox's origin is the string "null" and the constructor throws; `file://` (Chromium's answer) makes it
  // a URL the page's shims can answer (the search shim answers /api/search there from its classic-script index).
  { read: /(?<pre>\bnew URL\(\s*[^,()]{1,120},\s*)window\.location\.origin(?<post>\s*\))/g, by: ORIGIN },
];

/**
 * The chunk with those reads of the document URL made replaceable and its framework's base settings reading the
 * runtime's base (base-settings.ts, given the `site` the chunk belongs to), or undefined when it has neither.
 */
export function transformJs(js: string, site?: URL): string | undefined {
  let out = js;
  if (js.includes('window.location')) for (const { read, by } of READS) out = out.replace(read, `$<pre>${by}$<post>`);
  if (site) out = rewriteBaseSettings(out, site) ?? out;
  return out === js ? undefined : out;
}
