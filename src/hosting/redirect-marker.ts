// The stand-in RSC payload of a redirected page: the export writes it, the base-path shim reads it. Its format is
// the shim's, so it lives here, beside the shim, below the export stage that writes it.

/** First line of the file the base-path shim reads as "this path redirects": kept apart from any flight row. */
export const REDIRECT_MARKER = 'static-export:redirect ';

/** The stand-in payload of a redirected page: the marker and the target's root-absolute path. */
export function redirectMarker(target: string): string {
  return `${REDIRECT_MARKER}${target}\n`;
}
