// VitePress pages: recognised by the site data every page inlines (`window.__VP_SITE_DATA__`). Their ES modules are
// loaded by root-absolute paths (the `app-base` runtime, generic/module-page.ts); their page chunks are named only
// by a hash map and their router keeps the base it was built for (vitepress-files.ts).

import { modulePageRuntime } from '../generic/module-page.ts';
import type { FrameworkProfile } from '../generic/profile.ts';
import { vitepressBaseSettings, vitepressPageChunks } from './vitepress-files.ts';

export const vitepress: FrameworkProfile = {
  id: 'vitepress',
  detect: (page) => page.includes('__VP_SITE_DATA__'),
  runtime: modulePageRuntime,
  scriptRefs: vitepressPageChunks,
  baseSettings: vitepressBaseSettings,
};
