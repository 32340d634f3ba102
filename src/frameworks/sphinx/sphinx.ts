// Sphinx pages: recognised by the options script every page loads (`_static/documentation_options.js`). Plain pages
// for the export; the search page they link where a file is expected (`<link rel="search" href="search.html">`) is
// still crawled as a page (export/crawl-frontier.ts).

import { modulePageRuntime } from '../generic/module-page.ts';
import type { FrameworkProfile } from '../generic/profile.ts';

export const sphinx: FrameworkProfile = {
  id: 'sphinx',
  detect: (page) => page.includes('documentation_options.js'),
  runtime: modulePageRuntime,
};
