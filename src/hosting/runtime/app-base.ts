// The bundle's base, published for the framework code the export edited (src/export/base-settings.ts): a client
// router built for `/` (VitePress, Rspress) reads its base setting from here, so it routes, links and loads its
// page chunks under the prefix the bundle is served at. HTTP hosts only: on file:// the base is a folder of the
// disk, and the sites that read it cannot load their modules there anyway.
import { BASE_KEY } from '../page-globals.ts';
import type { PageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';

export function publishAppBase(page: PageBase): void {
  if (page.depth < 0) return;
  Object.defineProperty(w, Symbol.for(BASE_KEY), { value: page.base, configurable: true });
}
