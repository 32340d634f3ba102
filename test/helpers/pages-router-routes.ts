// The pages a Next.js Pages Router build reports: `.next/server/pages-manifest.json` names every route (Next's own
// `_app`, `_document`, `_error`, `404`, `500` are not pages of the site), and a dynamic route's pages are the paths
// `prerender-manifest.json` lists for it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const NOT_PAGES = new Set(['/_app', '/_document', '/_error', '/404', '/500']);

export async function readPagesRouterRoutes(buildDir: string): Promise<string[]> {
  const read = async <T>(name: string): Promise<T> => JSON.parse(await readFile(join(buildDir, '.next', name), 'utf8')) as T;
  const manifest = await read<Record<string, string>>('server/pages-manifest.json');
  const prerender = await read<{ routes: Record<string, { srcRoute?: string | null }> }>('prerender-manifest.json');
  const pages = new Set<string>();
  for (const route of Object.keys(manifest)) {
    if (NOT_PAGES.has(route)) continue;
    if (!route.includes('[')) {
      pages.add(route);
      continue;
    }
    for (const [path, info] of Object.entries(prerender.routes)) if (info.srcRoute === route) pages.add(path);
  }
  return [...pages].sort();
}
