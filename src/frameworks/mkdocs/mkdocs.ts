// MkDocs pages (Material among them): recognised by the generator MkDocs writes into every page's head
// (`<meta name="generator" content="mkdocs-…">`). Plain pages for the export: relative links, classic scripts; what
// their scripts name at run time (Material's `__config` block, the sitemap its instant navigation reads) is read by
// the general rules (export/guess-refs.ts, export/site-files.ts).

import { modulePageRuntime } from '../generic/module-page.ts';
import type { FrameworkProfile } from '../generic/profile.ts';

export const mkdocs: FrameworkProfile = {
  id: 'mkdocs',
  detect: (page) => page.includes('content="mkdocs-'),
  runtime: modulePageRuntime,
};
