// Next.js Pages Router pages (Nextra 2–3 among them): recognised by the data block every page carries
// (`<script id="__NEXT_DATA__">`). They get the base-path runtime in its `router-space` kind, as App Router pages do:
// the webpack runtime loads chunks from `/_next/`, the router fetches `/_next/data/<buildId>/<route>.json` and writes
// its URL back (under a prefix it is shown the source's URL). Those data files are named by each page's data block
// (next-data.ts), and fetched on file:// too (prefetches included), so the pages also take the file:// loader, which
// answers them from script twins. What only its scripts can tell: webpack's one lazy chunk (webpack-lazy-chunks.ts)
// and Nextra's search index (nextra-search.ts).

import type { FrameworkProfile } from '../generic/profile.ts';
import { NEXT_DATA_ID, nextDataRefs } from './next-data.ts';
import { nextraSearchData } from './nextra-search.ts';
import { webpackLazyChunks } from './webpack-lazy-chunks.ts';

export const nextPages: FrameworkProfile = {
  id: 'next-pages',
  detect: (page) => page.includes(`id="${NEXT_DATA_ID}"`),
  runtime: 'router-space',
  fetchesData: true,
  dataBlockRefs: (id, json, site) => (id === NEXT_DATA_ID ? nextDataRefs(json, site) : []),
  scriptRefs: (js, site, seen) => [...nextraSearchData(js, site), ...(seen ? webpackLazyChunks(js, seen.file, site, seen.notes) : [])],
  documentUrlReads: [
    // getURL(): the router's first asPath is the document URL less the origin; on file:// that is the file's path.
    {
      read: /(?<pre>\bfunction [A-Za-z_$][\w$]*\(\)\s*\{\s*let\s*\{\s*href\s*:\s*[A-Za-z_$][\w$]*\s*\}\s*=\s*)window\.location(?<post>\s*,)/g,
      by: 'location',
    },
  ],
};
