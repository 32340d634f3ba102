// The profile of a page no framework claims: a plain page, or one whose framework the export does not know by heart
// (the general discovery rule, export/guess-refs.ts, reads what its scripts name).

import type { FrameworkProfile } from './profile.ts';
import { modulePageRuntime } from './module-page.ts';

export const html: FrameworkProfile = {
  id: 'html',
  detect: () => true,
  runtime: modulePageRuntime,
};
