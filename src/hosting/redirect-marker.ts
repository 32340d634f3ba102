// The stand-in RSC payload of a redirected page: the export writes it, the base-path shim reads it. Its format is
// the shim's, so it lives here, beside the shim, below the export stage that writes it.

/** First line of the file the base-path shim reads as "this path redirects": kept apart from any flight row. */
export const REDIRECT_MARKER = 'static-export:redirect ';

/**
 * The stand-in payload of a redirected page: the marker and the target's root-absolute path (with its query). The
 * shim resolves it against the page's URL, so it must stay a path: a `//host/…` path (a valid path on the
 * origin) is written `/.//host/…`, which resolves to the same path and never to another host; a line break or a
 * path that is not root-absolute is refused.
 */
export function redirectMarker(target: string): string {
  if (!target.startsWith('/') || /[\r\n]/.test(target)) throw new Error('a redirect marker takes a root-absolute path');
  const path = /^\/[/\\]/.test(target) ? `/.${target}` : target;
  return `${REDIRECT_MARKER}${path}\n`;
}
