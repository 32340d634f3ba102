// The offline search of a bundle, in the page: `_static-export/search/search.<hash>.js`, a classic `defer` script the
// export adds at the end of every page's `<body>` (src/export/search-stage.ts). Its code is
// src/hosting/runtime/search.ts (the dialog, the Pagefind and file:// engines, the Fumadocs and DocSearch hooks),
// compiled by scripts/build-runtime.ts.
import { SEARCH_UI_JS } from './generated/runtime-scripts.ts';

/** The dialog's script, as written to `_static-export/search/search.<hash>.js` (SEARCH_UI_FILE). */
export const SEARCH_UI_SCRIPT = `${SEARCH_UI_JS}\n`;
