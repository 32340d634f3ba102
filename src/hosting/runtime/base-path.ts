// The base-path runtime, the entry esbuild compiles into `_static-export/base-path.<hash>.js` (every page loads it,
// parser-blocking, right after the inline step 0 of boot.ts, with its depth on its tag) and into the 404 page inline
// (no depth there: -1). Why each step exists is told in src/hosting/base-path-shim.ts; the order below matters: the
// URL mapping first, the sinks before any chunk runs, the router's URL before any app code reads it. A page whose
// framework reads its base from us (`data-app-base` on the tag: the export pointed its base setting here) gets no
// router space: its router already works under the prefix it is told, and hiding the prefix would undo that; its
// modules get the import map (Next and Docusaurus load classic scripts only).
import { publishAppBase } from './app-base.ts';
import { installChunkRegistration } from './chunk-registration.ts';
import { installDomSinks } from './dom-sinks.ts';
import { installFileRouter } from './file-router.ts';
import { installImportMap } from './import-map.ts';
import { pageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';
import { installRelativeUrls } from './relative-urls.ts';
import { installRouterSpace } from './router-space.ts';
import { installRscFetch } from './rsc-fetch.ts';

const me = document.currentScript;
const page = pageBase(+(me?.getAttribute('data-depth') || -1));
w.__STATIC_EXPORT_BASE__ = page.base;
w.__STATIC_EXPORT_FIX__ = page.fixAny;
installFileRouter(page);
const setAttr = installDomSinks(page);
installRscFetch(page);
if (me?.getAttribute('data-app-base') != null) {
  publishAppBase(page);
  installImportMap(page);
} else installRouterSpace(page);
installChunkRegistration(page);
installRelativeUrls(setAttr);
