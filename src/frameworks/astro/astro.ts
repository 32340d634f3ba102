// Astro pages (Starlight among them): recognised by the generator Astro writes into every page's head
// (`<meta name="generator" content="Astro v…">`) or an island. Their ES modules are loaded by root-absolute paths
// (the `app-base` runtime, generic/module-page.ts).

import { modulePageRuntime } from '../generic/module-page.ts';
import type { FrameworkProfile } from '../generic/profile.ts';

export const astro: FrameworkProfile = {
  id: 'astro',
  detect: (page) => page.includes('content="Astro v') || page.includes('<astro-island'),
  runtime: modulePageRuntime,
  elementAttributes: {
    // The inline island runtime imports these by `import(el.getAttribute(…))`, which resolves a relative URL
    // against the document, so they are rewritten like a script's `src` (recognised: the general rule would fetch
    // them but never rewrite them, and under a sub-path their root-absolute `/_astro/…` would miss).
    'astro-island': [
      ['component-url', 'module'],
      ['renderer-url', 'module'],
      ['before-hydration-url', 'module'],
    ],
  },
};
