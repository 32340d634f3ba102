// JS chunks are saved as served, with one exception: where a client router takes its URL from the document.
// On file:// that URL is the file's own path (`/home/me/docs/intro/index.html`) and no history call can change
// it (a file: URL cannot be rewritten to another path). Next's `usePathname()` then renders another active
// sidebar item or open folder than the HTML has and React gives up hydrating (#418); Docusaurus' router matches
// no route at all and renders its not-found page. Those reads are pointed at the URL the base-path shim sets
// there (`__STATIC_EXPORT_LOCATION__`, the page's URL on the source site); everywhere else it is unset and the
// routers read `window.location` as before.
//
// The reads, as minified (the same source across the corpus: Next 15.5 webpack, 16.3 and 16.4 Turbopack,
// Docusaurus 3):
//   Next        createInitialRouterState({…initialRSCPayload…, location: window.location})
//   history v4  function getDOMLocation(s){…var a=window.location,o=a.pathname+a.search+a.hash;…}  (react-router)
//   Docusaurus  preload(window.location.pathname).then(…hydrate…)   (loads the route's chunks before hydrating)

const LOCATION = '(self.__STATIC_EXPORT_LOCATION__||window.location)';

/** Each read: what stands before `window.location` (`pre`) and after it (`post`). */
const READS: RegExp[] = [
  /(?<pre>\binitial(?:RSCPayload|FlightData|CanonicalUrlParts)\b[^;]{0,400}?\blocation\s*:\s*)window\.location\b(?<post>)(?!\s*\.)/g,
  /(?<pre>\b(?<v>[A-Za-z_$][\w$]*)\s*=\s*)window\.location(?<post>\s*,\s*[A-Za-z_$][\w$]*\s*=\s*\k<v>\.pathname\s*\+\s*\k<v>\.search\s*\+\s*\k<v>\.hash\b)/g,
  /(?<pre>\(\s*)window\.location(?<post>\.pathname\s*\)\s*\.then\s*\()/g,
];

/** The chunk with its routers' reads of the document URL made replaceable, or undefined when it has none. */
export function transformJs(js: string): string | undefined {
  if (!js.includes('window.location')) return undefined;
  let out = js;
  for (const read of READS) out = out.replace(read, `$<pre>${LOCATION}$<post>`);
  return out === js ? undefined : out;
}
