// Where the base-path runtime hands a value to the JS the exporter edited (src/export/transform-js.ts): properties
// of the page's global object under `Symbol.for` keys. A bare global (`self.__STATIC_EXPORT_ORIGIN__`) can be
// replaced by any element of the page's markup with that `id` (named access on window: "DOM clobbering"), which
// pointed Fumadocs' search request at another origin; no markup can create a property with a symbol key.

/** `Symbol.for` key of the page's URL on the source site (set on file:// only; a Location-like object). */
export const LOCATION_KEY = 'static-export.location';
/** `Symbol.for` key of the origin URLs are built on (set on file:// only: `file://`). */
export const ORIGIN_KEY = 'static-export.origin';
/**
 * `Symbol.for` key of the bundle's base (`/`, `/mirror/docs/`), set on HTTP hosts: what a framework's own base
 * setting reads once the export has pointed it here (src/export/base-settings.ts), so a client router built for
 * `/` routes, links and loads its chunks under whatever prefix the bundle is served at.
 */
export const BASE_KEY = 'static-export.base';
