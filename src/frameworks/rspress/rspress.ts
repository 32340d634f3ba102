// Rspress pages: recognised by their root element (`<div id="__rspress_root">`). Classic scripts, but a webpack
// public path `/` and a router base read from its site data: every page carries the `app-base` runtime, which
// publishes the bundle's base that the rewritten base setting reads (rspress-files.ts).

import type { FrameworkProfile } from '../generic/profile.ts';
import { rspressBaseSettings, rspressSearchIndexes } from './rspress-files.ts';

export const rspress: FrameworkProfile = {
  id: 'rspress',
  detect: (page) => page.includes('id="__rspress_root"'),
  runtime: 'app-base',
  scriptRefs: rspressSearchIndexes,
  baseSettings: rspressBaseSettings,
};
