// JS chunks are saved as served, except where a client router (or a client building URLs) reads the document URL,
// and where a client router keeps the base it was built for (the frameworks' base settings, frameworks/registry.ts).
// On file:// that URL is the file's own path (`/home/me/docs/intro/index.html`) and no history call can change
// it (a file: URL cannot be rewritten to another path). A router then renders another active sidebar item or open
// folder than the HTML has and React gives up hydrating, or matches no route at all and renders its not-found
// page. Those reads, which each framework's profile lists (`documentUrlReads`), are pointed at the URL the
// base-path shim sets there (the page's URL on the source site); everywhere else it is unset and the routers read
// `window.location` as before. A URL built against the page's origin gets `file://` there, as Chromium says, where
// other browsers say "null", on which no URL can be built. Both are read from symbol-keyed properties
// (hosting/page-globals.ts), which no element of the page's markup can stand in for.
import { LOCATION_KEY, ORIGIN_KEY } from '../hosting/page-globals.ts';
import { DOCUMENT_URL_READS, rewriteBaseSettings } from '../frameworks/registry.ts';

const BY = {
  location: `(self[Symbol.for(${JSON.stringify(LOCATION_KEY)})]||window.location)`,
  origin: `(self[Symbol.for(${JSON.stringify(ORIGIN_KEY)})]||window.location.origin)`,
};

/**
 * The chunk with those reads of the document URL made replaceable and its framework's base settings reading the
 * runtime's base (given the `site` the chunk belongs to), or undefined when it has neither.
 */
export function transformJs(js: string, site?: URL): string | undefined {
  let out = js;
  if (js.includes('window.location')) for (const { read, by } of DOCUMENT_URL_READS) out = out.replace(read, `$<pre>${BY[by]}$<post>`);
  if (site) out = rewriteBaseSettings(out, site) ?? out;
  return out === js ? undefined : out;
}
