// What the base-path runtime reads and writes on `window` beyond the DOM's own types: the globals it publishes for
// the exported page (and for the JS the exporter edited), and the bundlers' and routers' globals it wraps.

/** Chromium's Trusted Types factory (not in TypeScript's DOM types): webpack builds of Next pass TrustedScriptURLs. */
interface TrustedTypesLike {
  isScriptURL?: (v: unknown) => boolean;
}

export type UrlFix = (u: unknown, asFile?: boolean) => unknown;

export type RuntimeWindow = Window &
  typeof globalThis & {
    trustedTypes?: TrustedTypesLike;
    /** Turbopack's chunk registry: an array until the runtime replaces it with an object that has `push`. */
    TURBOPACK?: unknown;
    /** Next publishes its App Router as `window.next.router`. */
    next?: unknown;
    __STATIC_EXPORT_BASE__?: string;
    __STATIC_EXPORT_FIX__?: UrlFix;
    __STATIC_EXPORT_FONT__?: (href: string, type: string, cors: string | null) => void;
  };

export const pageWindow = window as RuntimeWindow;
