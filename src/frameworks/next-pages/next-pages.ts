// Next.js Pages Router pages: recognised by the data block every page carries (`<script id="__NEXT_DATA__">`).
// Their chunks are classic scripts with relative names, so they need no runtime of their own (the general rule for
// ES module pages applies).

import { modulePageRuntime } from '../generic/module-page.ts';
import type { FrameworkProfile } from '../generic/profile.ts';

export const nextPages: FrameworkProfile = {
  id: 'next-pages',
  detect: (page) => page.includes('id="__NEXT_DATA__"'),
  runtime: modulePageRuntime,
};
